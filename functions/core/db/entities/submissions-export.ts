import * as z from 'zod/mini';
import { SUBMISSIONS_EXPORT_STATUSES } from '../../../../shared/domain/submissions/submissions-export.js';
import { defineEntity, partitionKey, sortKey, type QuerySpec } from '../entity.js';
import { toStored, type Condition } from '../ops.js';
import { TABLE_KEYS } from '../table-definition.js';
import type { TxItem } from '../transaction.js';
import { env } from '../../env.js';

const name = 'submissionsExport';
const LOCK = 'submissionsExportLock';

/**
 * One export of a project's opened submissions as a zip (decision 058), asked for by one buyer: building,
 * ready (its zip stored in the exports bucket at `key`) or failed; offered until downloaded or removed, and
 * forgotten by its TTL with the bucket's lifecycle. Under the project in the agency's partition, so that
 * the project's delete finds it.
 */
export const SubmissionsExport = defineEntity({
  name,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    exportId: z.string(),
    requestedBy: z.string(),
    requestedAt: z.string(),
    status: z.enum(SUBMISSIONS_EXPORT_STATUSES),
    /** The zip's file name, as the browser saves it. */
    name: z.string(),
    key: z.string(),
    finishedAt: z.optional(z.string()),
    size: z.optional(z.number()),
    bidCount: z.optional(z.number()),
    fileCount: z.optional(z.number()),
    downloadedAt: z.optional(z.string()),
    /** Epoch seconds: DynamoDB's TTL, the bucket's lifecycle day. */
    expiresAt: z.number(),
  }),
  key: (k: { customerId: string; projectId: string; exportId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId, exportid: k.exportId }),
  }),
});
export type SubmissionsExportRecord = z.output<typeof SubmissionsExport.schema>;

/** Every export of one project (its owned records, decision 034; the pending list). */
export const submissionsExportsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(name, { projectid: projectId })}#exportid_` },
});

/**
 * The project's one running build: taken in the request's transaction, released in the job's last one. Its
 * condition is what makes "Export already started" hold against two requests at the same instant.
 */
export const SubmissionsExportLock = defineEntity({
  name: LOCK,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    exportId: z.string(),
    startedAt: z.string(),
    expiresAt: z.number(),
  }),
  key: (k: { customerId: string; projectId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(LOCK, { projectid: k.projectId }),
  }),
});

/** The lock of the project, if any (its owned records). */
export const submissionsExportLockOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { equals: sortKey(LOCK, { projectid: projectId }) },
});

/**
 * Takes the lock unless a build holds it; a lock taken before `staleBefore` was left by a job that died
 * and is taken over (the pending list shows that build failed).
 */
export function takeExportLock(
  lock: z.input<typeof SubmissionsExportLock.schema>,
  staleBefore: string,
): TxItem {
  const { stored } = toStored(SubmissionsExportLock, lock);
  return {
    Put: {
      TableName: env().TABLE_NAME,
      Item: stored,
      ConditionExpression: 'attribute_not_exists(#pk) OR #startedAt < :staleBefore',
      ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk, '#startedAt': 'startedAt' },
      ExpressionAttributeValues: { ':staleBefore': staleBefore },
    },
  };
}

/** The condition that the lock is still this build's (a stale lock taken over stays the new one's). */
export const lockHeldBy = (exportId: string): Condition => ({
  expression: '#exportId = :exportId',
  names: { '#exportId': 'exportId' },
  values: { ':exportId': exportId },
});
