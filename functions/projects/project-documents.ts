import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3 } from '../core/aws/s3.js';
import { env } from '../core/env.js';
import { sealedProjectPrefix } from '../core/submissions/sealed-bids.js';

/** Where a project's documents live in the documents bucket; the projects group may list and delete there. */
export const projectDocumentsPrefix = (customerId: string, projectId: string) =>
  `projects/${customerId}/${projectId}/`;

/** Removes every object under the project's prefix, a page of at most 1,000 keys at a time. */
export const deleteProjectDocuments = (customerId: string, projectId: string): Promise<number> =>
  deleteObjectsUnder(projectDocumentsPrefix(customerId, projectId), 'document');

/**
 * Removes every file of every bid on the project under sealed/ (decision 056): only the project-cleanup
 * job may (its `sealedBids` grant lists and deletes there, and reads nothing).
 */
export const deleteSealedBidFiles = (customerId: string, projectId: string): Promise<number> =>
  deleteObjectsUnder(sealedProjectPrefix(customerId, projectId), 'bid file');

async function deleteObjectsUnder(Prefix: string, what: string): Promise<number> {
  const Bucket = env().DOCUMENTS_BUCKET;
  let deleted = 0;
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
    const Objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
    if (Objects.length > 0) {
      const result = await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      if (result.Errors?.length) {
        throw new Error(`Could not delete ${result.Errors.length} ${what}(s) under ${Prefix}`, {
          cause: result.Errors,
        });
      }
      deleted += Objects.length;
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return deleted;
}
