import * as z from 'zod/mini';
import { defineEntity } from '../entity.js';
import { TENDER_TABLE_ENTITY, tenderTableIndexes, tenderTableKey } from './tender-table-keys.js';

export { tenderTablesOfProject } from './tender-table-keys.js';

/**
 * What the readers of a closed bid's totals need of a bid form (decision 064): its id, name, type and
 * order, read with a loose schema, so that the award's Lambda bundles none of the form's schemas or the
 * forms area's texts. The same item as `TenderTable` (tender-table.ts, the same keys). Read only.
 */
export const TenderTableHeader = defineEntity({
  name: TENDER_TABLE_ENTITY,
  schema: z.looseObject({
    customerId: z.string(),
    projectId: z.string(),
    tenderTableId: z.string(),
    name: z.string(),
    tableType: z.string(),
    sortOrder: z.number(),
    createdAt: z.string(),
  }),
  key: tenderTableKey,
  indexes: tenderTableIndexes,
});
