/**
 * A submission's access paths that other groups use without its schema: the project-cleanup job finds a
 * deleted project's submissions with these (decision 034).
 */
import { partitionKey, sortKey, type QuerySpec } from '../entity.js';

export const SUBMISSION_ENTITY = 'submission';

/** Every submission of one project. */
export const submissionsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(SUBMISSION_ENTITY, { projectid: projectId })}#submissionid_` },
});

export const SUBMISSION_PART_ENTITY = 'submissionPart';

/** Every part of every bid of one project (decision 054): the cleanup job removes them with the project. */
export const submissionPartsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(SUBMISSION_PART_ENTITY, { projectid: projectId })}#submissionid_` },
});

/** The parts of one bid. */
export const partsOfSubmission = (
  customerId: string,
  projectId: string,
  submissionId: string,
): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: {
    beginsWith: `${sortKey(SUBMISSION_PART_ENTITY, { projectid: projectId, submissionid: submissionId })}#partid_`,
  },
});

export const SUBMISSION_FILE_ENTITY = 'submissionFile';

/** Every file record of every bid of one project (decision 054): removed with the project. */
export const submissionFilesOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(SUBMISSION_FILE_ENTITY, { projectid: projectId })}#submissionid_` },
});

/** The files of one bid, open uploads included. */
export const filesOfSubmission = (
  customerId: string,
  projectId: string,
  submissionId: string,
): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: {
    beginsWith: `${sortKey(SUBMISSION_FILE_ENTITY, { projectid: projectId, submissionid: submissionId })}#fileid_`,
  },
});

export const NO_BID_ENTITY = 'noBid';

/** Every "no bid" of one project (decision 060): the buyer's list, and removed with the project. */
export const noBidsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(NO_BID_ENTITY, { projectid: projectId })}#vendorid_` },
});
