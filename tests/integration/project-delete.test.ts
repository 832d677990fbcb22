/**
 * Deleting a project leaves nothing behind (decision 034): a project with a document, an open upload, a team
 * member, a journal note with a comment, a project comment and a task with a pending reminder is deleted
 * through the API; the project goes at once, and the project-cleanup job then removes every record it
 * owned, cancels the reminder and leaves its S3 prefix empty. The table is read directly, by queries of the
 * agency's partition and the project's own, so that a record of a kind the cleanup does not know is found
 * too. Audit events stay: they are the record of what happened.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { DescribeExecutionCommand } from '@aws-sdk/client-sfn';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { readFileSync, statSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { documentClient } from '../../functions/core/aws/dynamodb.js';
import { s3 } from '../../functions/core/aws/s3.js';
import { sfn } from '../../functions/core/aws/sfn.js';
import { AuditEvent, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import { partitionKey } from '../../functions/core/db/entity.js';
import { env } from '../../functions/core/env.js';
import { Project } from '../../functions/core/db/entities/project.js';
import { ProjectSearchRow } from '../../functions/core/db/entities/project-search-row.js';
import { deleteItem, queryAll } from '../../functions/core/db/ops.js';
import { findSchedule, scheduleAt, RetryableJobError } from '../../functions/core/one-time-schedules.js';
import { CLEANUP_JOB, cleanupSchedule } from '../../functions/projects/cleanup-schedule.js';
import { taskReminderSchedule } from '../../functions/project-collaboration/task-reminder.js';
import { removeProjectLeftovers } from '../../functions/projects/cleanup-job.js';
import { projectDocumentsPrefix } from '../../functions/projects/project-documents.js';
import { eventually } from '../helpers/api.js';
import { stackNow } from '../helpers/clock.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { create, DAY, expectCatalogueError, inSeconds, loadRefs, PROJECTS, tag } from './projects-support.js';

const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const UPLOADS = `${NODE}/Documents/Uploads`;

let lead: SignedIn;
let evaluator: SignedIn;
let customerId: string;

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  evaluator = await loginAs('evaluator@demo.example');
  await loadRefs(lead);
  customerId = lead.info.customer.customerId;
});

async function ok(res: Promise<{ status: number; json: any }>, status: number) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  return answer.json.data;
}

/** Every sort key of a partition (keys only), paged to its end. */
async function sortKeysOf(pk: string): Promise<string[]> {
  const keys: string[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: env().TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'sk',
        ExclusiveStartKey,
      }),
    );
    keys.push(...(page.Items ?? []).map((item) => String(item.sk)));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return keys;
}

/**
 * What the table holds of a project: the items of the agency's partition whose sort key names it (the
 * project, its search row, team, documents, uploads, Build lists and every claim whose kind carries its id),
 * and every item of the project's own partition (journal, comments, tasks). Keys are lower case.
 */
async function recordsOf(projectId: string): Promise<string[]> {
  const id = projectId.toLowerCase();
  const [agency, own] = await Promise.all([
    sortKeysOf(partitionKey({ customerid: customerId })),
    sortKeysOf(partitionKey({ customerid: customerId, projectid: projectId })),
  ]);
  return [...agency.filter((sk) => sk.includes(id)), ...own];
}

const objectsUnder = async (projectId: string) =>
  (
    await s3.send(
      new ListObjectsV2Command({
        Bucket: env().DOCUMENTS_BUCKET,
        Prefix: projectDocumentsPrefix(customerId, projectId),
      }),
    )
  ).Contents ?? [];

/** Starts an upload of a PDF of `size` bytes: its open-upload record. */
const startUpload = async (projectId: string, size: number) =>
  (
    await ok(
      lead.call('POST', `${UPLOADS}?projectId=${projectId}`, {
        body: {
          fileName: `file-${tag()}.pdf`,
          displayName: `File ${tag()}`,
          size,
          contentType: 'application/pdf',
          documentType: 'specification',
          pageCount: 1,
        },
      }),
      201,
    )
  ).uploadDTO.values as { uploadId: string; key: string };

/** One whole upload (start, one part to S3, complete): the document, its three claims and its object. */
async function uploadDocument(projectId: string) {
  const bytes = Buffer.from('the specifications');
  const { uploadId, key } = await startUpload(projectId, bytes.length);
  const signed = await ok(
    lead.call('POST', `${UPLOADS}/Parts/Batch?projectId=${projectId}`, {
      body: { uploadId, key, partNumbers: [1] },
    }),
    200,
  );
  const put = await fetch(signed.signedPartsDTO.values.parts[0].url, { method: 'PUT', body: bytes });
  expect(put.status).toBe(200);
  await ok(
    lead.call('POST', `${UPLOADS}/Complete?projectId=${projectId}`, {
      body: { uploadId, key, parts: [{ partNumber: 1, etag: put.headers.get('etag') }] },
    }),
    201,
  );
}

/** A project with one of everything a project owns, through the API. */
async function fullProject() {
  const { project } = await create(lead);
  const { projectId } = project;
  await uploadDocument(projectId);
  // An upload started and never finished: its open-upload record.
  await startUpload(projectId, 2048);
  await ok(
    lead.call('POST', `${PROJECTS}/TeamMembers?projectId=${projectId}`, {
      body: { userId: evaluator.info.user.userId, role: 'evaluator' },
    }),
    201,
  );
  const note = (
    await ok(lead.call('POST', `${NODE}/ProjectJournals`, { body: { projectId, note: 'Site visit' } }), 201)
  ).projectJournalDTO.values;
  await ok(
    lead.call('POST', `${NODE}/ProjectJournalComments`, {
      body: { projectId, projectJournalId: note.projectJournalId, comment: 'Noted.' },
    }),
    201,
  );
  await ok(
    lead.call('POST', `${NODE}/ProjectComments`, { body: { projectId, comment: 'Looks good.' } }),
    201,
  );
  const task = (
    await ok(
      lead.call('POST', `${NODE}/ProjectTask`, {
        body: {
          projectId,
          subject: `Check bonds ${tag()}`,
          assigneeIds: [lead.info.user.userId],
          dueDate: inSeconds(3 * DAY),
          reminderDate: inSeconds(2 * DAY),
        },
      }),
      201,
    )
  ).projectTaskDTO.values;
  return { projectId, task };
}

describe('deleting a project', () => {
  it('removes every record it owned, cancels its pending reminders and empties its documents prefix', async () => {
    const { projectId, task } = await fullProject();
    const reminder = await findSchedule(taskReminderSchedule(customerId, task.projectTaskId));
    expect(reminder).toBeDefined();
    const before = await recordsOf(projectId);
    // What the cleanup must remove is there to begin with (each kind, so this test can fail).
    for (const kind of [
      '$project_1#',
      '$projectsearchrow_1#',
      '$projectteammember_1#',
      '$projectdocument_1#',
      '$documentupload_1#',
      '$uniquevalue_1#kind_documentslot:',
      '$uniquevalue_1#kind_documentfile:',
      '$uniquevalue_1#kind_documentname:',
      '$projectjournal_1#',
      '$projectjournalcomment_1#',
      '$projectcomment_1#',
      '$projecttask_1#',
    ])
      expect(
        before.some((sk) => sk.startsWith(kind)),
        kind,
      ).toBe(true);
    expect(await objectsUnder(projectId)).toHaveLength(1);

    const deleted = await lead.call('DELETE', `${PROJECTS}?projectId=${projectId}&confirmed=true`);
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(204);
    expectCatalogueError(
      await lead.call('GET', `${PROJECTS}?projectId=${projectId}`),
      'projectNotFound',
      'en',
    );

    // The job runs once the project is gone; nothing of it remains, whatever its kind.
    await eventually(async () => ((await recordsOf(projectId)).length === 0 ? true : undefined), 150, 100);
    expect(await objectsUnder(projectId)).toEqual([]);
    // The reminder is cancelled: its pointer is gone and its execution stopped, not left to fire.
    expect(await findSchedule(taskReminderSchedule(customerId, task.projectTaskId))).toBeUndefined();
    const { status } = await sfn.send(new DescribeExecutionCommand({ executionArn: reminder!.executionArn }));
    expect(status).toBe('ABORTED');
    // Through the API, the project's lists are not found either.
    for (const path of [
      `${NODE}/Documents?projectId=${projectId}`,
      `${PROJECTS}/TeamMembers?projectId=${projectId}`,
      `${NODE}/ProjectJournals/All?projectId=${projectId}`,
      `${NODE}/ProjectTask?projectId=${projectId}`,
    ])
      expectCatalogueError(await lead.call('GET', path), 'projectNotFound', 'en');
    // The audit trail stays: the delete by the lead, then the cleanup by the system.
    const events = await queryAll(AuditEvent, auditOfEntity(customerId, 'project', projectId));
    expect(events.find((e) => e.action === 'delete')).toMatchObject({ actorId: lead.info.user.userId });
    expect(events.find((e) => e.action === 'deleteCompleted')).toMatchObject({ actorId: 'system' });
  });

  it('answers a second DELETE of the gone project with the catalogue not-found, in English and French', async () => {
    const { project } = await create(lead);
    const path = `${PROJECTS}?projectId=${project.projectId}&confirmed=true`;
    expect((await lead.call('DELETE', path)).status).toBe(204);
    for (const lang of ['en', 'fr'] as const)
      expectCatalogueError(await lead.call('DELETE', path, { lang }), 'projectNotFound', lang);
  });

  it('leaves a project that is still there untouched, and asks to be run again', async () => {
    const { projectId } = await fullProject();
    const before = await recordsOf(projectId);
    await expect(removeProjectLeftovers(customerId, projectId)).rejects.toBeInstanceOf(RetryableJobError);
    expect(await recordsOf(projectId)).toEqual(before);
    expect(await objectsUnder(projectId)).toHaveLength(1);
  });

  it('is run again by its state machine until the project is gone, then removes the rest', async () => {
    const { projectId } = await fullProject();
    const logFile = inject('stackLogFile');
    const logStart = statSync(logFile).size;
    // The job fires at once and finds the project (as when it outruns the delete's transaction) ...
    const { executionArn } = await scheduleAt({
      name: cleanupSchedule(customerId, projectId),
      at: new Date(stackNow()),
      job: CLEANUP_JOB,
      payload: { projectId },
    });
    // ... says so in the stack's log (cleanup-job.ts warns as it asks to be run again) and is retried:
    await eventually(async () =>
      readFileSync(logFile)
        .subarray(logStart)
        .toString('utf8')
        .split('\n')
        .some((line) => line.includes('Project cleanup waits for the delete') && line.includes(projectId))
        ? true
        : undefined,
    );
    // Its error and cause, should it have ended (once seen FAILED here on a busy CI machine, cause unknown).
    const waiting = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    expect(waiting.status, `${waiting.error ?? ''} ${waiting.cause ?? ''}`).toBe('RUNNING');
    // ... and once the project is gone (here its item and search row, as the delete's transaction removes
    // them), a retry removes what it owned.
    await deleteItem(Project, { customerId, projectId });
    await deleteItem(ProjectSearchRow, { customerId, projectId });
    await eventually(async () => ((await recordsOf(projectId)).length === 0 ? true : undefined), 150, 100);
    await eventually(async () => {
      const { status } = await sfn.send(new DescribeExecutionCommand({ executionArn }));
      return status === 'RUNNING' ? undefined : status;
    });
    expect((await sfn.send(new DescribeExecutionCommand({ executionArn }))).status).toBe('SUCCEEDED');
    expect(await objectsUnder(projectId)).toEqual([]);
  });
});
