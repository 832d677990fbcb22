/**
 * A bid form's keys and access paths, without its schema (decision 037): the entity module builds its keys
 * with these, and other groups use them to find and copy forms (the project-cleanup job finds a deleted
 * project's forms and name claims; a project copied with its forms writes them), so their bundles hold no
 * form schemas.
 */
import { partitionKey, sortKey, type IndexKeys, type QuerySpec, type TableKey } from '../entity.js';

export const TENDER_TABLE_ENTITY = 'tenderTable';

/** The table key: the form's id alone in the agency's partition (the spec's calls name only tenderTableId). */
export const tenderTableKey = (k: { customerId: string; tenderTableId: string }): TableKey => ({
  pk: partitionKey({ customerid: k.customerId }),
  sk: sortKey(TENDER_TABLE_ENTITY, { tendertableid: k.tenderTableId }),
});

/** gsi1: a project's forms; gsi2: the agency's forms by type and name (Search). */
export const tenderTableIndexes = (item: {
  customerId: string;
  projectId: string;
  tenderTableId: string;
  tableType: string;
  name: string;
}): IndexKeys => ({
  gsi1pk: partitionKey({ customerid: item.customerId, projectid: item.projectId }),
  gsi1sk: sortKey(TENDER_TABLE_ENTITY, { tendertableid: item.tenderTableId }),
  gsi2pk: partitionKey({ customerid: item.customerId }),
  gsi2sk: sortKey(TENDER_TABLE_ENTITY, {
    tabletype: item.tableType,
    name: item.name.trim(),
    tendertableid: item.tenderTableId,
  }),
});

/** The unique-value kind that keeps form names unique in a project, ignoring case ("within the source"). */
export const tenderTableClaimKind = (projectId: string) => `tenderTable.${projectId}`;

/**
 * The value a name's claim holds: blanks collapsed as isFormNameTaken compares (the claim then ignores
 * case), so the claim agrees with the rule the editor and the pre-check run.
 */
export const tenderTableClaimValue = (name: string) => name.trim().replace(/\s+/g, ' ');

/** Every form of one project (any order: callers sort by sortOrder). */
export const tenderTablesOfProject = (customerId: string, projectId: string): QuerySpec => ({
  index: 'gsi1',
  pk: partitionKey({ customerid: customerId, projectid: projectId }),
  sk: { beginsWith: `${sortKey(TENDER_TABLE_ENTITY)}#tendertableid_` },
});
