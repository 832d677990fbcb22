/**
 * Where a bid's files live in the documents bucket (decisions 054 and 056): one layout, written by the
 * portal and emptied by the project-cleanup job, under the prefix only their `sealedBids` grants reach.
 */

/** sealed/<customerId>/<projectId>/: every file of every bid on the project. */
export const sealedProjectPrefix = (customerId: string, projectId: string) =>
  `sealed/${customerId}/${projectId}/`;

/** sealed/<customerId>/<projectId>/<submissionId>/<fileId>: no file name in the key (the record holds it). */
export const sealedFileKey = (customerId: string, projectId: string, submissionId: string, fileId: string) =>
  `${sealedProjectPrefix(customerId, projectId)}${submissionId}/${fileId}`;
