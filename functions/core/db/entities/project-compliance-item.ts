import * as z from 'zod/mini';
import { COMPLIANCE_ITEM_SHAPE } from '../../../../shared/schemas/project-build.js';
import { defineEntity, partitionKey, sortKey, versionedFields, type QuerySpec } from '../entity.js';

const name = 'projectComplianceItem';

/**
 * A compliance requirement of a project (Build → compliance, decision 032): one item each, under the
 * project in the agency's partition, so a project's list is one query and a project's delete finds them.
 * Versioned: an edit is at the version read.
 */
export const ProjectComplianceItem = defineEntity({
  name,
  versioned: true,
  // The API's shape (shared/schemas/project-build.ts): what is stored is what the API answers.
  schema: z.object({ customerId: z.string(), ...COMPLIANCE_ITEM_SHAPE, ...versionedFields }),
  key: (k: { customerId: string; projectId: string; complianceId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId, complianceid: k.complianceId }),
  }),
});

export type ProjectComplianceItemRecord = z.output<typeof ProjectComplianceItem.schema>;

/** The unique-value kind that holds a project's compliance titles (unique ignoring case). */
export const complianceClaimKind = (projectId: string) => `compliance.${projectId}`;

/** Every compliance item of one project. */
export const complianceItemsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(name, { projectid: projectId })}#complianceid_` },
});
