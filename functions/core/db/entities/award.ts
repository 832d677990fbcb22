import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey, versionedFields } from '../entity.js';
import { AWARD } from './award-keys.js';

/**
 * An awarded company of a project (docs/product/evaluation-and-award.md#award, decision 064): one of the
 * opening's bidders with its amount, award date, actual values, exception type, public flag, notes and
 * contract number. Under the project in the agency's partition, so a project's awards are one query (the
 * summary, the Award action, the project's delete: decision 034). Versioned: a stale edit is a 409. Its
 * amounts are whole cents, as the project's are; the API carries them as Money (decision 075, awardView and
 * valuesOf in award-service).
 */
export const Award = defineEntity({
  name: AWARD,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    awardId: z.string(),
    submissionId: z.string(),
    companyName: z.string(),
    amountCents: z.number(),
    awardDate: z.string(),
    actualAnnualValueCents: z.optional(z.number()),
    actualTotalValueCents: z.optional(z.number()),
    exceptionTypeId: z.optional(z.string()),
    exceptionTypeName: z.optional(z.string()),
    displayToPublic: z.boolean(),
    notes: z.optional(z.string()),
    contractNumber: z.optional(z.string()),
    createdBy: z.string(),
    ...versionedFields,
  }),
  key: (k: { customerId: string; projectId: string; awardId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(AWARD, { projectid: k.projectId, awardid: k.awardId }),
  }),
});
export type AwardRecord = z.output<typeof Award.schema>;
