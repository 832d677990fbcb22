import * as z from 'zod/mini';
import type { FormTableType } from '../../../../shared/domain/forms/form-model.js';
import { TENDER_TABLE_LINE_SHAPE } from '../../../../shared/schemas/tender-tables.js';
import { defineEntity, partitionKey, sortKey, versionedFields, type QuerySpec } from '../entity.js';
import { TENDER_TABLE_ENTITY as name, tenderTableIndexes, tenderTableKey } from './tender-table-keys.js';

/**
 * A bid form (tender table, docs/product/tender.md#price-forms; decision 037): one item per form, keyed by
 * its id alone in the agency's partition (the spec's calls name only `tenderTableId`). gsi1 lists a project's
 * forms; gsi2 finds the agency's forms by type and name (Search). The definition (columns, rows, texts) is
 * stored gzipped: a 1,000-row form is close to DynamoDB's 400 KB item limit as JSON. The figures are the
 * engine's, computed by the server at each save, so the project's summary reads them without decompressing
 * anything.
 */
export const TenderTable = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    // The API's line (shared/schemas/tender-tables.ts): what Summary answers is what is stored.
    ...TENDER_TABLE_LINE_SHAPE,
    /** The FormDefinition as gzipped JSON (functions/core/forms/form-storage.ts). */
    definitionGz: z.instanceof(Uint8Array),
    createdBy: z.string(),
    updatedBy: z.string(),
    ...versionedFields,
  }),
  key: tenderTableKey,
  indexes: tenderTableIndexes,
});

export type TenderTableRecord = z.output<typeof TenderTable.schema>;

/** The agency's forms by name order, of one type or of every type. */
export const tenderTablesOfAgency = (customerId: string, tableType?: FormTableType): QuerySpec => ({
  index: 'gsi2',
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: tableType ? `${sortKey(name, { tabletype: tableType })}#name_` : `${sortKey(name)}#` },
});
