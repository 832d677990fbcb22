import { describe, expect, it } from 'vitest';
import { liveColumns, liveRows } from '../../../../../shared/domain/forms/form-columns';
import { computeForm } from '../../../../../shared/domain/forms/form-engine';
import { formColumn, formDefinition, formRow } from '../../../../../shared/domain/forms/form-fixtures';
import { cellChoices } from './cells';
import {
  formEditorReducer,
  initialEditorState,
  isEditorDirty,
  type EditorAction,
  type EditorState,
} from './form-editor-state';

const definition = formDefinition(
  [
    formColumn('c1', 'descriptiveText', { name: 'Description' }),
    formColumn('c2', 'quantity', { name: 'Quantity' }),
    formColumn('c3', 'unitPrice', { name: 'Unit price' }),
    formColumn('c4', 'total', { name: 'Total', formula: 'c2 * c3', subtotal: true }),
  ],
  [formRow('r1', { c1: 'Asphalt', c2: '3' }, { required: true })],
  { name: 'Schedule of prices', maximumOptionalRows: 1, totalColumnKey: 'c4' },
);

const run = (...actions: EditorAction[]): EditorState =>
  actions.reduce(formEditorReducer, initialEditorState(definition, 4));
const names = (state: EditorState) => liveColumns(state.draft).map((c) => c.name);

describe('formEditorReducer', () => {
  it('starts clean at the version read, and a change makes it dirty until it is undone', () => {
    expect(isEditorDirty(run())).toBe(false);
    expect(run().version).toBe(4);
    const renamed = run({ type: 'settings', changes: { name: 'Prices' } });
    expect(isEditorDirty(renamed)).toBe(true);
    expect(
      isEditorDirty(formEditorReducer(renamed, { type: 'settings', changes: { name: definition.name } })),
    ).toBe(false);
  });

  it('adds a "New Column" 150 wide with the next unused key', () => {
    const added = liveColumns(run({ type: 'addColumn' }).draft).at(-1)!;
    expect(added).toMatchObject({ key: 'c5', name: 'New Column', width: 150 });
  });

  it('refuses to delete a column a formula uses, naming it', () => {
    const state = run({ type: 'deleteColumn', key: 'c2' });
    expect(state.refusal).toEqual({ code: 'formColumnInUse', columnKey: 'c2' });
    expect(names(state)).toEqual(['Description', 'Quantity', 'Unit price', 'Total']);
  });

  it('deletes an unused column by giving it sort order 9999, so its key is never reused', () => {
    const state = run({ type: 'deleteColumn', key: 'c1' }, { type: 'addColumn' });
    expect(names(state)).toEqual(['Quantity', 'Unit price', 'Total', 'New Column']);
    expect(state.draft.columns.find((c) => c.key === 'c1')?.sortOrder).toBe(9999);
    expect(liveColumns(state.draft).at(-1)?.key).toBe('c5');
  });

  it('moves a column left and right, and not past either end', () => {
    expect(names(run({ type: 'moveColumn', key: 'c2', by: 1 }))).toEqual([
      'Description',
      'Unit price',
      'Quantity',
      'Total',
    ]);
    expect(names(run({ type: 'moveColumn', key: 'c1', by: -1 }))).toEqual([
      'Description',
      'Quantity',
      'Unit price',
      'Total',
    ]);
  });

  it('adds a required row, and optional rows up to the maximum: one more is refused', () => {
    const state = run({ type: 'addRow', optional: false }, { type: 'addRow', optional: true });
    expect(liveRows(state.draft).map((r) => [r.required, r.optional])).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
    const refused = formEditorReducer(state, { type: 'addRow', optional: true });
    expect(refused.refusal).toEqual({ code: 'formOptionalRowsExceeded' });
    expect(liveRows(refused.draft)).toHaveLength(3);
    expect(formEditorReducer(refused, { type: 'dismissRefusal' }).refusal).toBeNull();
  });

  it('moves and deletes rows', () => {
    const state = run(
      { type: 'addRow', optional: false },
      { type: 'moveRow', rowId: 'r2', by: -1 },
      { type: 'deleteRow', rowId: 'r1' },
    );
    expect(liveRows(state.draft).map((r) => r.id)).toEqual(['r2']);
  });

  it('sets a cell and leaves an emptied one out', () => {
    const set = run({ type: 'cell', rowId: 'r1', columnKey: 'c3', value: '19.99' });
    expect(set.draft.rows[0]!.cells).toEqual({ c1: 'Asphalt', c2: '3', c3: '19.99' });
    const emptied = formEditorReducer(set, { type: 'cell', rowId: 'r1', columnKey: 'c1', value: '' });
    expect(emptied.draft.rows[0]!.cells).toEqual({ c2: '3', c3: '19.99' });
  });

  it('every choice the picker offers is stored as a value the engine accepts; a typed one may not be', () => {
    const withChoices = formDefinition(
      [
        formColumn('c1', 'yesNo', { name: 'Bonded' }),
        formColumn('c2', 'dropdownList', { name: 'Colour', options: ['Red', 'Green'] }),
        formColumn('c3', 'exceedsMeetsDoesNotMeet', { name: 'Grade' }),
      ],
      [formRow('r1', {})],
      { name: 'Choices' },
    );
    for (const column of withChoices.columns)
      for (const { value } of cellChoices(column, (v) => v)!) {
        const state = formEditorReducer(initialEditorState(withChoices, 1), {
          type: 'cell',
          rowId: 'r1',
          columnKey: column.key,
          value,
        });
        expect(state.draft.rows[0]!.cells).toEqual(value === '' ? {} : { [column.key]: value });
        expect(computeForm(state.draft).problems).toEqual([]);
      }
    const typed = formEditorReducer(initialEditorState(withChoices, 1), {
      type: 'cell',
      rowId: 'r1',
      columnKey: 'c1',
      value: 'Yes',
    });
    expect(computeForm(typed.draft).problems.map((p) => p.code)).toEqual(['formOptionNotAllowed']);
  });

  it('allowing bidder rows makes every column bidder input and erases the entered cells', () => {
    const state = run({ type: 'allowBidderRows', on: true });
    expect(state.draft.allowBidderRows).toBe(true);
    expect(state.draft.columns.every((c) => c.bidderInput)).toBe(true);
    expect(state.draft.rows[0]!.cells).toEqual({});
  });

  it('a load (after a save) makes the stored form the new clean state', () => {
    const changed = run({ type: 'settings', changes: { mandatory: false } });
    const saved = formEditorReducer(changed, { type: 'load', definition: changed.draft, version: 5 });
    expect(isEditorDirty(saved)).toBe(false);
    expect(saved.version).toBe(5);
  });
});
