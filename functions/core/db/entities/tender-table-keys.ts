/**
 * A bid form's access paths that other groups use without its schema (decision 037): the project-cleanup
 * job finds a deleted project's forms and name claims with these, so its bundle holds no form schemas.
 */
import { partitionKey, sortKey, type QuerySpec } from '../entity.js';

export const TENDER_TABLE_ENTITY = 'tenderTable';

/** The unique-value kind that keeps form names unique in a project, ignoring case ("within the source"). */
export const tenderTableClaimKind = (projectId: string) => `tenderTable.${projectId}`;

/** Every form of one project (any order: callers sort by sortOrder). */
export const tenderTablesOfProject = (customerId: string, projectId: string): QuerySpec => ({
  index: 'gsi1',
  pk: partitionKey({ customerid: customerId, projectid: projectId }),
  sk: { beginsWith: `${sortKey(TENDER_TABLE_ENTITY)}#tendertableid_` },
});
