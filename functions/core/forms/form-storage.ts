/**
 * How a form's definition is stored (decision 037): gzipped JSON in one binary attribute. A 1,000-row,
 * 10-column form is about 0.4 MB as JSON, DynamoDB's whole item limit; gzipped it is a small fraction
 * (form-storage.test.ts measures it). The figures stay plain attributes beside it.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FormDefinition, FormResult } from '../../../shared/domain/forms/form-model.js';
import type { TFormTotals } from '../../../shared/schemas/tender-tables.js';

export const packDefinition = (definition: FormDefinition): Uint8Array<ArrayBuffer> =>
  new Uint8Array(gzipSync(JSON.stringify(definition)));

/** Written only by packDefinition after the schema and the engine's rules accepted it. */
export const unpackDefinition = (packed: Uint8Array): FormDefinition =>
  JSON.parse(gunzipSync(packed).toString('utf8')) as FormDefinition;

/** The figures a form's line shows and the server stores: the engine's result without rows or problems. */
export const totalsOf = (result: FormResult): TFormTotals => ({
  subtotal: result.subtotal,
  tax: result.tax,
  total: result.total,
  promptPayDiscount: result.promptPayDiscount,
  totalAfterDiscount: result.totalAfterDiscount,
  columnSubtotals: result.columnSubtotals,
});
