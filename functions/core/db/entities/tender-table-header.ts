import * as z from 'zod/mini';
import { defineEntity } from '../entity.js';
import { TENDER_TABLE_ENTITY, tenderTableKey } from './tender-table-keys.js';

/**
 * What the readers of opened bids (the opening, the evaluation, the award) need of a project's forms: id, name, type
 * and order. The same items as `TenderTable`, read with a loose schema so that those groups bundle neither
 * the forms' schemas nor their editor's errors (as `UserHeader`, decision 044). Read only.
 */
export const TenderTableHeader = defineEntity({
  name: TENDER_TABLE_ENTITY,
  schema: z.looseObject({
    tenderTableId: z.string(),
    name: z.string(),
    tableType: z.string(),
    sortOrder: z.number(),
    createdAt: z.string(),
  }),
  key: tenderTableKey,
});
