/**
 * Bid forms for the tests and the bench (decision 037), built with the engine's fixtures: a small price
 * form whose figures need exact decimals, and a form of the size the storage and the bench are sized for
 * (1,000 lines of ten columns with realistic descriptions, longer than the engine's bench form).
 */
import { formColumn, formDefinition, formRow } from '../../shared/domain/forms/form-fixtures.js';
import type { FormColumn, FormDefinition } from '../../shared/domain/forms/form-model.js';

const column = (key: string, name: string, type: FormColumn['type'], extra: Partial<FormColumn> = {}) =>
  formColumn(key, type, { name, ...extra });
const line = (index: number, cells: Record<string, string>) =>
  formRow(`r${index}`, cells, { required: true });
/** A price form's settings: a total column summed into the subtotal, 13% tax. */
const priced = (name: string, totalColumnKey: string): Partial<FormDefinition> => ({
  name,
  sortOrder: 0,
  totalColumnKey,
  autoTax: { taxTypeId: 'hst', percentage: '13' },
  instructionsText: 'Quantities are estimates; the unit prices are firm.',
});

/** Three lines whose totals are 5412.00, 0.10 and 0.20: exact decimals make the subtotal 5412.30. */
export function priceForm(name: string): FormDefinition {
  return formDefinition(
    [
      column('c1', 'Item', 'descriptiveText'),
      column('c2', 'Quantity', 'quantity'),
      column('c3', 'Unit price', 'unitPrice'),
      column('c4', 'Total', 'total', { formula: 'c2 * c3', subtotal: true }),
    ],
    [
      line(1, { c1: 'Asphalt', c2: '120', c3: '45.10' }),
      line(2, { c1: 'Sign', c2: '1', c3: '0.1' }),
      line(3, { c1: 'Post', c2: '1', c3: '0.2' }),
    ],
    priced(name, 'c4'),
  );
}
/** priceForm's figures: 5412.30 and 13% tax (703.599, half-up to 703.60). */
export const PRICE_FORM_FIGURES = { subtotal: '5412.30', tax: '703.60', total: '6115.90' };

/**
 * `rows` lines of ten columns: a description, unit, quantity and unit price the buyer filled, a total by
 * formula (quantity × unit price), and five text columns.
 */
export function largeFormDefinition(name: string, rows = 1_000): FormDefinition {
  return formDefinition(
    [
      column('c1', 'Description', 'descriptiveText'),
      column('c2', 'Unit', 'unit'),
      column('c3', 'Quantity', 'quantity'),
      column('c4', 'Unit price', 'unitPrice'),
      column('c5', 'Total', 'total', { formula: 'c3 * c4', subtotal: true }),
      column('c6', 'Location', 'descriptiveText'),
      column('c7', 'Drawing', 'descriptiveText'),
      column('c8', 'Specification section', 'descriptiveText'),
      column('c9', 'Phase', 'descriptiveText'),
      column('c10', 'Notes', 'descriptiveText'),
    ],
    Array.from({ length: rows }, (_, i) =>
      line(i + 1, {
        c1: `Item ${i + 1}: supply and install 150 mm ductile iron water main`,
        c2: 'm',
        c3: String(10 + (i % 90)),
        c4: `${40 + (i % 60)}.${String(i % 100).padStart(2, '0')}`,
        c6: `Station ${1000 + i} to ${1010 + i}`,
        c7: `C-${String(100 + (i % 400)).padStart(4, '0')}`,
        c8: `33 11 ${String(i % 100).padStart(2, '0')}`,
        c9: `Phase ${1 + (i % 4)}`,
        c10: 'Include fittings, thrust blocks and testing',
      }),
    ),
    priced(name, 'c5'),
  );
}
