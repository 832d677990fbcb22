import { describe, expect, it } from 'vitest';
import { formColumn as col, formDefinition as form, formRow as row } from './form-fixtures.js';
import type { FormDefinition } from './form-model.js';
import {
  addColumn,
  addOptionalRow,
  addRow,
  canDeleteColumn,
  columnsReferencing,
  enableBidderRows,
  findFormProblems,
  lineLabel,
  moveColumn,
  moveRow,
} from './form-rules.js';
import { isFormNameTaken } from './form-names.js';

const chain = (extra: Partial<FormDefinition> = {}) =>
  form(
    [
      col('c1', 'quantity'),
      col('c2', 'unitPrice'),
      col('c3', 'total', { formula: 'c1 * c2' }),
      col('c4', 'total', { formula: 'C3 * 13%' }),
      col('c5', 'total', { formula: 'c3 + c4' }),
      col('c6', 'descriptiveText'),
    ],
    [row('r1', { c1: '2', c2: '3.00' })],
    { totalColumnKey: 'c5', ...extra },
  );

describe('findFormProblems (docs/product/tender.md#price-forms)', () => {
  it('finds nothing in a complete form', () => {
    expect(findFormProblems(chain())).toEqual([]);
  });

  it.each<[string, Partial<FormDefinition>, { field: string; code: string }[]]>([
    ['a blank name', { name: '  ' }, [{ field: 'name', code: 'formNameRequired' }]],
    [
      'tax without its type or percentage',
      { autoTax: { taxTypeId: '', percentage: '' } },
      [
        { field: 'autoTax.taxTypeId', code: 'formTaxRequired' },
        { field: 'autoTax.percentage', code: 'formTaxRequired' },
      ],
    ],
    [
      'a tax percentage above 100',
      { autoTax: { taxTypeId: 'hst', percentage: '130' } },
      [{ field: 'autoTax.percentage', code: 'formNumberInvalid' }],
    ],
    [
      'a discount without its value',
      { promptPayDiscount: { type: 'amount', value: ' ' } },
      [{ field: 'promptPayDiscount.value', code: 'formDiscountRequired' }],
    ],
    [
      'a discount amount with 3 decimals',
      { promptPayDiscount: { type: 'amount', value: '1.005' } },
      [{ field: 'promptPayDiscount.value', code: 'formNumberInvalid' }],
    ],
    [
      'a discount without its type',
      { promptPayDiscount: { type: '' as 'amount', value: '2' } },
      [{ field: 'promptPayDiscount.type', code: 'formDiscountRequired' }],
    ],
    [
      'more optional rows than the maximum',
      {
        rows: [row('r1', {}, { optional: true }), row('r2', {}, { optional: true })],
        maximumOptionalRows: 1,
      },
      [{ field: 'maximumOptionalRows', code: 'formOptionalRowsExceeded' }],
    ],
    [
      'a maximum of optional rows that is no count',
      { maximumOptionalRows: 1.5 },
      [{ field: 'maximumOptionalRows', code: 'formNumberInvalid' }],
    ],
    [
      'a total column that is not of the total type',
      { totalColumnKey: 'c2' },
      [{ field: 'totalColumnKey', code: 'formTotalColumnInvalid' }],
    ],
    [
      'a total column that does not exist',
      { totalColumnKey: 'c9' },
      [{ field: 'totalColumnKey', code: 'formTotalColumnInvalid' }],
    ],
    [
      'a buyer’s cell that is no number, and a division by zero',
      {
        columns: [col('c1', 'quantity'), col('c2', 'total', { formula: '10 / c1' })],
        rows: [row('r1', { c1: 'ten' }), row('r2', { c1: '0' })],
        totalColumnKey: 'c2',
      },
      [
        { field: 'rows.r1.c1', code: 'formNumberInvalid' },
        { field: 'rows.r2.c2', code: 'formDivisionByZero' },
      ],
    ],
  ])('reports %s', (_label, extra, expected) => {
    expect(findFormProblems(chain(extra)).map(({ field, code }) => ({ field, code }))).toEqual(expected);
  });

  it.each([
    ['c1 *', 'formFormulaInvalid', ['c4']],
    ['c9 * 2', 'formFormulaUnknownColumn', ['c4']],
    ['c4 * 2', 'formFormulaCycle', ['c4']],
    // c4 → c5 → c3 → … c3 reads c4 through c5: the three are on the cycle.
    ['c5 * 2', 'formFormulaCycle', ['c3', 'c4', 'c5']],
  ])('finds the formula %j of c4 at fault: %s', (formula, code, keys) => {
    const definition = chain();
    definition.columns[3] = { ...definition.columns[3]!, formula };
    if (formula === 'c5 * 2') definition.columns[2] = { ...definition.columns[2]!, formula: 'c1 * c2 + c4' };
    const problems = findFormProblems(definition);
    expect(problems.map((p) => p.code)).toEqual(keys.map(() => code));
    expect(problems.map((p) => [p.field, p.columnKey])).toEqual(keys.map((k) => [`columns.${k}.formula`, k]));
  });

  it('refers to a deleted column as an unknown one', () => {
    const definition = chain();
    definition.columns[0] = { ...definition.columns[0]!, sortOrder: 9999 };
    expect(findFormProblems(definition).map((p) => [p.field, p.code])).toEqual([
      ['columns.c3.formula', 'formFormulaUnknownColumn'],
    ]);
  });

  it('asks for the options of a drop-down list', () => {
    const definition = chain({
      columns: [col('c1', 'dropdownList', { options: [] })],
      rows: [],
      totalColumnKey: undefined,
    });
    expect(findFormProblems(definition)).toEqual([
      { field: 'columns.c1.options', code: 'formOptionsRequired', columnKey: 'c1' },
    ]);
  });
});

describe('columns used in calculations', () => {
  it.each([
    ['c1', ['c3'], false],
    ['c3', ['c4', 'c5'], false],
    ['c4', ['c5'], false],
    ['c5', [], false],
    ['c6', [], true],
  ])('%s is read by %j; may be deleted: %s', (key, readers, deletable) => {
    expect(columnsReferencing(chain(), key)).toEqual(readers);
    expect(canDeleteColumn(chain(), key)).toBe(deletable);
  });

  it('protects the columns a formula names even while it does not parse', () => {
    const definition = chain();
    definition.columns[5] = { ...definition.columns[5]!, formula: 'c6 + c1 *' };
    expect(columnsReferencing(definition, 'c1')).toEqual(['c3', 'c6']);
    expect(canDeleteColumn(definition, 'c6')).toBe(true);
  });
});

describe('editing a definition', () => {
  it('adds a "New Column", 150 wide, under a key never used, last', () => {
    const definition = chain();
    definition.columns.push(col('c7', 'unit', { sortOrder: 9999 }));
    const added = addColumn(definition).columns.at(-1);
    expect(added).toMatchObject({
      key: 'c8',
      name: 'New Column',
      width: 150,
      sortOrder: 7,
      bidderInput: false,
    });
    expect(addColumn(form([], [])).columns).toMatchObject([{ key: 'c1', sortOrder: 1 }]);
  });

  it('makes every column bidder input and erases the rows when bidders may add rows', () => {
    const enabled = enableBidderRows(chain());
    expect(enabled.allowBidderRows).toBe(true);
    expect(enabled.columns.every((c) => c.bidderInput)).toBe(true);
    expect(enabled.rows.map((r) => r.cells)).toEqual([{}]);
    expect(addColumn(enabled).columns.at(-1)!.bidderInput).toBe(true);
  });

  it('adds optional rows up to the maximum, then refuses', () => {
    const first = addOptionalRow(chain({ maximumOptionalRows: 1 }));
    expect(first.ok && first.definition.rows.at(-1)).toEqual({
      id: 'r2',
      sortOrder: 2,
      required: false,
      optional: true,
      cells: {},
    });
    expect(first.ok && addOptionalRow(first.definition, 'x')).toEqual({
      ok: false,
      code: 'formOptionalRowsExceeded',
    });
    expect(addRow(chain(), { id: 'a' }).rows.at(-1)).toMatchObject({ id: 'a', optional: false });
  });

  const order = (d: FormDefinition) =>
    [...d.columns].sort((a, b) => a.sortOrder - b.sortOrder).map((c) => `${c.key}:${c.sortOrder}`);

  it.each([
    ['c3', -1, ['c1:1', 'c3:2', 'c2:3', 'c4:4', 'c5:5', 'c6:6']],
    ['c3', 1, ['c1:1', 'c2:2', 'c4:3', 'c3:4', 'c5:5', 'c6:6']],
    ['c1', -1, ['c1:1', 'c2:2', 'c3:3', 'c4:4', 'c5:5', 'c6:6']],
    ['c5', 10, ['c1:1', 'c2:2', 'c3:3', 'c4:4', 'c6:5', 'c5:6']],
    ['c9', 1, ['c1:1', 'c2:2', 'c3:3', 'c4:4', 'c5:5', 'c6:6']],
  ])('moves column %s by %i', (key, delta, expected) => {
    expect(order(moveColumn(chain(), key, delta))).toEqual(expected);
  });

  it('moves rows and leaves deleted ones where they are', () => {
    const definition = chain({
      rows: [row('r1', {}), row('r2', {}, { sortOrder: 9999 }), row('r3', {}, { sortOrder: 5 })],
    });
    const moved = moveRow(definition, 'r3', -1).rows.map((r) => `${r.id}:${r.sortOrder}`);
    expect(moved).toEqual(['r1:2', 'r2:9999', 'r3:1']);
  });

  it.each([
    [undefined, 0, '1'],
    [undefined, 4, '5'],
    [{ leadingCharacter: 'A', startNumber: 100 }, 0, 'A100'],
    [{ leadingCharacter: '', startNumber: 0 }, 2, '2'],
  ])('labels line %j %i as %j', (lineNumbering, index, label) => {
    expect(lineLabel(chain({ lineNumbering }), index)).toBe(label);
  });

  it.each([
    ['Prices', ['prices'], true],
    [' Unit  prices ', ['unit prices'], true],
    ['Prices 2', ['Prices'], false],
  ])('%j among %j is taken: %s', (name, others, taken) => {
    expect(isFormNameTaken(name, others)).toBe(taken);
  });
});
