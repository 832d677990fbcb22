import { describe, expect, it } from 'vitest';
import { formColumn } from '../../../../../shared/domain/forms/form-fixtures';
import type { FormColumn, FormColumnType } from '../../../../../shared/domain/forms/form-model';
import { cellChoices, choiceOfKey, displayCell, isBuyerCell, storedCell } from './cells';

const column = (type: FormColumnType, extra: Partial<FormColumn> = {}) => formColumn('c1', type, extra);

describe('isBuyerCell', () => {
  it('lets the buyer type plain columns only: not a formula, not the bidder’s', () => {
    expect(isBuyerCell(column('quantity'))).toBe(true);
    expect(isBuyerCell(column('total', { formula: 'c2 * c3' }))).toBe(false);
    expect(isBuyerCell(column('unitPrice', { bidderInput: true }))).toBe(false);
    expect(isBuyerCell(column('total', { formula: '  ' }))).toBe(true);
  });
});

describe('displayCell', () => {
  it.each<[string, FormColumn, string, 'en-CA' | 'fr-CA', string]>([
    ['an amount to the cent, grouped', column('unitPrice'), '1234.5', 'en-CA', '1,234.50'],
    ['an amount in French', column('unitPrice'), '1234.5', 'fr-CA', '1 234,50'],
    ['a formula cell as an amount', column('points', { formula: 'c2 * 2' }), '1.005', 'en-CA', '1.01'],
    ['a quantity with its decimals', column('quantity'), '0.335', 'fr-CA', '0,335'],
    ['a text as typed', column('descriptiveText'), 'Asphalt, 10 mm', 'en-CA', 'Asphalt, 10 mm'],
  ])('%s', (_name, col, value, locale, shown) => {
    expect(displayCell(col, value, locale).replace(/[\u00A0\u202F]/g, ' ')).toBe(shown);
  });
});

describe('storedCell', () => {
  it.each<[string, FormColumn, string, 'en-CA' | 'fr-CA', string]>([
    ['an amount with separators becomes canonical', column('unitPrice'), ' 1,234.5 ', 'en-CA', '1234.50'],
    ['a French amount becomes canonical', column('estimate'), '1 234,50', 'fr-CA', '1234.50'],
    [
      'an amount the currency rules refuse is kept for the engine to report',
      column('unitPrice'),
      '0.335',
      'en-CA',
      '0.335',
    ],
    ['a French quantity gets a period', column('quantity'), '1 234,5', 'fr-CA', '1234.5'],
    ['an English quantity is kept', column('quantity'), '0.335', 'en-CA', '0.335'],
    ['a text is trimmed only', column('unit'), ' m² ', 'fr-CA', 'm²'],
    ['an empty entry stays empty', column('unitPrice'), '   ', 'en-CA', ''],
  ])('%s', (_name, col, typed, locale, stored) => {
    expect(storedCell(col, typed, locale)).toBe(stored);
  });
});

describe('cellChoices and choiceOfKey', () => {
  const label = (value: string) =>
    ({ yes: 'Oui', no: 'Non', doesNotMeet: 'Ne satisfait pas' })[value] ?? value;

  it.each([
    ['yesNo', {}, ['', 'yes', 'no']],
    ['trueFalse', {}, ['', 'true', 'false']],
    ['exceedsMeetsDoesNotMeet', {}, ['', 'exceeds', 'meets', 'doesNotMeet']],
    ['dropdownList', { options: ['Red', 'Green'] }, ['', 'Red', 'Green']],
    ['dropdownList', {}, ['']],
  ] as const)('%s offers the values the engine accepts, the empty one first', (type, extra, values) => {
    expect(cellChoices(column(type, extra as Partial<FormColumn>), label)?.map((c) => c.value)).toEqual(
      values,
    );
  });

  it('translates the fixed values and shows a drop-down’s options as written', () => {
    expect(cellChoices(column('yesNo'), label)?.map((c) => c.label)).toEqual(['', 'Oui', 'Non']);
    expect(cellChoices(column('dropdownList', { options: ['yes'] }), label)?.[1]).toEqual({
      value: 'yes',
      label: 'yes',
    });
  });

  it('is null for a typed cell', () => {
    for (const type of ['descriptiveText', 'quantity', 'unitPrice', 'points'] as const)
      expect(cellChoices(column(type), label)).toBeNull();
  });

  it('a typed letter picks the first choice whose label starts with it, in any case', () => {
    const choices = cellChoices(column('dropdownList', { options: ['Red', 'green', 'Grey'] }), label)!;
    expect(choiceOfKey(choices, 'g')).toBe('green');
    expect(choiceOfKey(choices, 'R')).toBe('Red');
    expect(choiceOfKey(choices, 'x')).toBeNull();
    expect(choiceOfKey(cellChoices(column('exceedsMeetsDoesNotMeet'), label)!, 'n')).toBe('doesNotMeet');
  });
});
