/**
 * Small builders of form definitions for the tests and the bench (and the other layers' tests): every
 * field filled with the plain default, so a test states only what it is about.
 */
import type { FormColumn, FormColumnType, FormDefinition, FormRow } from './form-model.js';

export function formColumn(key: string, type: FormColumnType, extra: Partial<FormColumn> = {}): FormColumn {
  return {
    key,
    name: key,
    type,
    sortOrder: Number(key.slice(1)) || 1,
    width: 150,
    required: false,
    hiddenOnPublic: false,
    editableOnPublic: false,
    bidderInput: false,
    subtotal: false,
    ...extra,
  };
}

export function formRow(id: string, cells: Record<string, string>, extra: Partial<FormRow> = {}): FormRow {
  return { id, sortOrder: Number(id.slice(1)) || 1, required: false, optional: false, cells, ...extra };
}

export function formDefinition(
  columns: FormColumn[],
  rows: FormRow[],
  extra: Partial<FormDefinition> = {},
): FormDefinition {
  return {
    name: 'Prices',
    tableType: 'price',
    mandatory: true,
    sortOrder: 1,
    columns,
    rows,
    maximumOptionalRows: 0,
    allowBidderRows: false,
    includeSubtotal: true,
    includeInSummary: true,
    headingText: '',
    footerText: '',
    instructionsText: '',
    introductionText: '',
    ...extra,
  };
}

/**
 * The bench's form (decision 036): `rows` lines of 10 columns (description, unit, quantity, unit price, a
 * formula total, an estimate, points, a yes/no, a dropdown and a note), tax and a prompt-pay discount on.
 */
export function priceForm(rows: number): FormDefinition {
  const columns = [
    formColumn('c1', 'descriptiveText'),
    formColumn('c2', 'unit'),
    formColumn('c3', 'quantity', { subtotal: true }),
    formColumn('c4', 'unitPrice', { bidderInput: true }),
    formColumn('c5', 'total', { formula: 'c3 * c4', subtotal: true }),
    formColumn('c6', 'estimate', { subtotal: true }),
    formColumn('c7', 'points'),
    formColumn('c8', 'yesNo', { bidderInput: true }),
    formColumn('c9', 'dropdownList', { bidderInput: true, options: ['Brand A', 'Brand B'] }),
    formColumn('c10', 'descriptiveText', { bidderInput: true }),
  ];
  const lines = Array.from({ length: rows }, (_, i) =>
    formRow(
      `r${i + 1}`,
      {
        c1: `Item ${i + 1}`,
        c2: 'each',
        c3: `${(i % 17) + 1}.${i % 10}`,
        c6: `${i * 3}.25`,
        c7: String(i % 5),
      },
      { required: true },
    ),
  );
  return formDefinition(columns, lines, {
    totalColumnKey: 'c5',
    autoTax: { taxTypeId: 'hst', percentage: '13' },
    promptPayDiscount: { type: 'percentage', value: '2' },
  });
}

/** A bidder's entries for `priceForm(rows)`: a unit price, a yes/no, a brand and a note on every line. */
export function priceEntries(rows: number) {
  return {
    rows: Array.from({ length: rows }, (_, i) => ({
      rowId: `r${i + 1}`,
      cells: {
        c4: `${(i * 37) % 1000}.${String(i % 100).padStart(2, '0')}`,
        c8: 'yes',
        c9: 'Brand B',
        c10: 'Ok',
      },
    })),
  };
}
