import * as z from 'zod/mini';
import { PLAN_TAKER_SHAPE } from '../../../../shared/schemas/plan-takers.js';
import { defineEntity, partitionKey, sortKey, type QuerySpec } from '../entity.js';

const name = 'planTaker';

/**
 * A supplier company that registered interest in an open bid (decision 048): one item per company and
 * project, under the project in the agency's partition, so a project's plan takers are one query, a second
 * registration finds the first, and the project's delete finds them (decision 034).
 */
export const PlanTaker = defineEntity({
  name,
  schema: z.object({ customerId: z.string(), ...PLAN_TAKER_SHAPE }),
  key: (k: { customerId: string; projectId: string; vendorId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId, vendorid: k.vendorId }),
  }),
});

export type PlanTakerRecord = z.output<typeof PlanTaker.schema>;

export const planTakersOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(name, { projectid: projectId })}#vendorid_` },
});

const submissionName = 'hardCopySubmission';

/**
 * A hard copy submission the buyer recorded for a plan taker
 * (docs/product/tender.md#following-and-plan-takers): when it was received and a note. Under the project,
 * like its plan taker; only these can be deleted (isDeletablePlanTakerSubmission).
 */
export const HardCopySubmission = defineEntity({
  name: submissionName,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    planTakerSubmissionId: z.string(),
    vendorId: z.string(),
    receivedAt: z.string(),
    note: z.optional(z.string()),
    recordedAt: z.string(),
    recordedBy: z.string(),
  }),
  key: (k: { customerId: string; projectId: string; planTakerSubmissionId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(submissionName, { projectid: k.projectId, plantakersubmissionid: k.planTakerSubmissionId }),
  }),
});

export type HardCopySubmissionRecord = z.output<typeof HardCopySubmission.schema>;

export const hardCopySubmissionsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(submissionName, { projectid: projectId })}#plantakersubmissionid_` },
});

/** Every plan taker of an agency, all projects (the supplier directory's history, decision 053). */
export const planTakersOfAgency = (customerId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(name)}#projectid_` },
});
