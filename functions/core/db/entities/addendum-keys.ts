/**
 * The access paths of addenda and their acknowledgements (addendum.ts) without their schemas: the
 * project-cleanup job finds a deleted project's records with these (decision 034).
 */
import { partitionKey, sortKey, type QuerySpec } from '../entity.js';

export const ADDENDUM = 'addendum';
export const ADDENDUM_ACKNOWLEDGEMENT = 'addendumAcknowledgement';

/** Every addendum of one project, drafts and published. */
export const addendaOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(ADDENDUM, { projectid: projectId })}#addendumid_` },
});

/** Every acknowledgement of every addendum of one project. */
export const acknowledgementsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(ADDENDUM_ACKNOWLEDGEMENT, { projectid: projectId })}#addendumid_` },
});

/** The unique claim of a published addendum's number: two publications racing cannot take one number. */
export const addendumNumberClaimKind = (projectId: string) => `addendumNumber:${projectId}`;
