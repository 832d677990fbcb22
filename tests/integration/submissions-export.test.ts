/**
 * The export of all completed submissions as one zip (issue 10 item 5, decision 058), through the buyer's
 * routes and the real one-time job on the local services: a closed project whose bids are written as the
 * opening will leave them (headers `unsealed`, parts, files under sealed/) beside a bid still sealed;
 * request → job → exportReady on the buyer's WebSocket → the pending list → the zip downloaded and checked
 * against each receipt → gone from the list → removed. The sealed bid never reaches the zip.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { s3 } from '../../functions/core/aws/s3.js';
import { AuditEvent, auditOfProject } from '../../functions/core/db/entities/audit-event.js';
import { Project } from '../../functions/core/db/entities/project.js';
import { Submission, SubmissionFile, SubmissionPart } from '../../functions/core/db/entities/submission.js';
import { SubmissionRequirement } from '../../functions/core/db/entities/submission-requirement.js';
import type { SubmissionStatus } from '../../shared/domain/submissions/submission-status.js';
import { deleteItem, getItem, putItem, queryAll } from '../../functions/core/db/ops.js';
import { env } from '../../functions/core/env.js';
import { sealedFileKey } from '../../functions/core/submissions/sealed-bids.js';
import { eventually } from '../helpers/api.js';
import { stackTimeIn } from '../helpers/clock.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { readStoredZip } from '../helpers/zip-entries.js';
import { create, expectCatalogueError, loadRefs, tag } from './projects-support.js';

const EXPORTS = '/api/v1/customer/{customerId}/node/{nodeId}/Exports';
const values = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;

let lead: SignedIn;
let customerId: string;
/** The form the bids' price parts fill: a real form of the project when a test adds one. */
let formId = 'prices';
let socket: WebSocket;
const frames: Record<string, string>[] = [];

function openSocket(url: string): Promise<WebSocket> {
  const ws = new WebSocket(url);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
  const ticket = values(await lead.call('GET', '/api/v1/realtime/ticket'), 'realtimeTicket');
  socket = await openSocket(`${ticket.url}?ticket=${ticket.ticket}`);
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Record<string, string>));
  socket.send(JSON.stringify({ action: 'hello' }));
  // The connection is bound to the lead's user once hello is answered.
  await eventually(async () => (frames.some((f) => f.type === 'hello') ? true : undefined));
});

afterAll(() => socket?.close());

interface StoredFile {
  fileName: string;
  bytes: Buffer;
  sha256: string;
}

/** A bid as the opening leaves it: header with its receipt, a form's part, answers, files under sealed/. */
async function writeBid(
  projectId: string,
  companyName: string,
  status: SubmissionStatus,
  files: { fileName: string; size: number }[],
  /** An unsealed bid's parts opened (decision 057): both, or only its price. */
  unsealed: 'both' | 'price' = 'both',
): Promise<{ submissionId: string; files: StoredFile[] }> {
  const submissionId = randomUUID();
  const stored: StoredFile[] = [];
  const submittedAt = stackTimeIn(0);
  for (const file of files) {
    const fileId = randomUUID();
    const bytes = randomBytes(file.size);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const key = sealedFileKey(customerId, projectId, submissionId, fileId);
    await s3.send(new PutObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: key, Body: bytes }));
    await putItem(SubmissionFile, {
      customerId,
      projectId,
      submissionId,
      fileId,
      submissionRequirementId: 'req-docs',
      fileName: file.fileName,
      contentType: 'application/pdf',
      size: file.size,
      key,
      state: 'stored',
      sha256,
      uploadedBy: 'supplier-user',
      createdAt: submittedAt,
      storedAt: submittedAt,
    });
    stored.push({ fileName: file.fileName, bytes, sha256 });
  }
  const pack = (content: unknown) => new Uint8Array(gzipSync(JSON.stringify(content)));
  await putItem(SubmissionPart, {
    customerId,
    projectId,
    submissionId,
    partId: `form.${formId}`,
    contentGz: pack({ entries: { rows: [] }, totals: { total: '1250.00' } }),
    updatedBy: 'supplier-user',
  });
  await putItem(SubmissionPart, {
    customerId,
    projectId,
    submissionId,
    partId: 'answers',
    contentGz: pack({ questions: { crew: '12' }, termsAccepted: [] }),
    updatedBy: 'supplier-user',
  });
  // An opened bid, as the opening leaves it (decision 057): both its price and the rest unsealed.
  const opened = { at: submittedAt, by: 'lead-user' };
  await putItem(Submission, {
    customerId,
    projectId,
    submissionId,
    status,
    ...(status === 'unsealed' ? { priceUnsealed: opened } : {}),
    ...(status === 'unsealed' && unsealed === 'both' ? { submissionUnsealed: opened } : {}),
    companyName,
    contactEmail: `bids@${tag()}.example`,
    completedAt: submittedAt,
    receipt: {
      submittedAt,
      digest: 'f'.repeat(64),
      files: stored.map((f) => ({
        submissionRequirementId: 'req-docs',
        fileName: f.fileName,
        size: f.bytes.length,
        sha256: f.sha256,
      })),
    },
  });
  return { submissionId, files: stored };
}

async function closedProject(name: string, beforeClosing?: (projectId: string) => Promise<void>) {
  const { project } = await create(lead, { name: `${name} ${tag()}` });
  const projectId = project.projectId as string;
  await beforeClosing?.(projectId);
  const stored = await getItem(Project, { customerId, projectId });
  // No route closes or opens a bid here: the close job and the opening do that (decisions 055, 056).
  await putItem(Project, { ...stored!, status: 'closed' });
  return projectId;
}

const frameFor = (projectId: string, type: string) =>
  eventually(async () => frames.find((f) => f.type === type && f.tenderId === projectId), 300);

describe('the export of all completed submissions (decision 058)', () => {
  it('zips the opened bids for the buyer who asked, tells them, and leaves the list once downloaded', async () => {
    // The form and the question the bids' parts name: bid.json names them by their titles.
    const projectId = await closedProject('Export', async (id) => {
      const added = await lead.call('POST', `/api/v1/customer/{customerId}/node/{nodeId}/TenderTables`, {
        body: {
          projectId: id,
          name: 'Schedule of prices',
          tableType: 'price',
          mandatory: true,
          includeInSummary: true,
        },
      });
      expect(added.status, JSON.stringify(added.json)).toBe(201);
      formId = values(added, 'tenderTable').tenderTableId as string;
    });
    await putItem(SubmissionRequirement, {
      customerId,
      projectId,
      submissionRequirementId: 'crew',
      kind: 'question',
      title: 'How many people in your crew?',
      content: {},
      sortOrder: 0,
      createdBy: 'lead-user',
      updatedBy: 'lead-user',
    });
    const acme = await writeBid(projectId, 'Acme Paving', 'unsealed', [
      { fileName: 'plan.pdf', size: 300_000 },
      { fileName: 'plan.pdf', size: 1_000 },
    ]);
    const birch = await writeBid(projectId, 'Birch Roads', 'unsealed', [
      { fileName: 'offer.pdf', size: 9_000_000 },
    ]);
    const sealed = await writeBid(projectId, 'Sealed Secret Ltd', 'sealed', [
      { fileName: 'secret.pdf', size: 2_000 },
    ]);
    // Only its price opened: its forms' totals go in, its answers and files stay sealed.
    await writeBid(
      projectId,
      'Cedar Price Only',
      'unsealed',
      [{ fileName: 'hidden.pdf', size: 500 }],
      'price',
    );

    // Two requests at once: one build starts, the other is told it already has
    // (docs/product/opening.md#exports).
    const requests = await Promise.all([
      lead.call('POST', `${EXPORTS}/RequestCompletedSubmissionsGenerate/${projectId}`),
      lead.call('POST', `${EXPORTS}/RequestCompletedSubmissionsGenerate/${projectId}`, { lang: 'fr' }),
    ]);
    const started = requests.find((r) => r.status === 202)!;
    expect(started, JSON.stringify(requests.map((r) => r.json))).toBeDefined();
    const refused = requests.find((r) => r !== started)!;
    expectCatalogueError(refused, 'exportAlreadyStarted', refused === requests[1] ? 'fr' : 'en');
    const building = values(started, 'submissionsExport');
    expect(building).toMatchObject({ projectId, status: 'building' });

    const ready = await frameFor(projectId, 'exportReady');
    expect(ready).toEqual({ type: 'exportReady', tenderId: projectId, name: building.name });

    const list = values(
      await lead.call('GET', `${EXPORTS}/CompletedSubmissionsAllRequest?projectId=${projectId}`),
      'submissionsExports',
    );
    expect(list.exports).toHaveLength(1);
    expect(list.exports[0]).toMatchObject({
      exportId: building.exportId,
      status: 'ready',
      bidCount: 3,
      fileCount: 3,
    });

    const query = `projectId=${projectId}&exportId=${building.exportId}`;
    const download = await lead.call('GET', `${EXPORTS}/CompletedSubmissionsAllDownload?${query}`);
    expect(download.status, JSON.stringify(download.json)).toBe(200);
    const link = values(download, 'download');
    expect(link).toMatchObject({ fileName: building.name, size: list.exports[0].size });
    const zip = Buffer.from(await (await fetch(link.url)).arrayBuffer());
    expect(zip.length).toBe(link.size);

    const entries = readStoredZip(zip);
    expect(entries.map((e) => e.name)).toEqual([
      'Acme Paving/files/plan.pdf',
      'Acme Paving/files/plan (2).pdf',
      'Acme Paving/bid.json',
      'Birch Roads/files/offer.pdf',
      'Birch Roads/bid.json',
      'Cedar Price Only/bid.json',
    ]);
    const priceOnly = JSON.parse(
      entries.find((e) => e.name === 'Cedar Price Only/bid.json')!.data.toString('utf8'),
    );
    expect(priceOnly.forms).toEqual([
      { name: 'Schedule of prices', tenderTableId: formId, totals: { total: '1250.00' } },
    ]);
    expect(priceOnly.answers).toBeUndefined();
    expect(priceOnly.files).toEqual([]);
    expect(entries.every((e) => e.method === 0)).toBe(true);
    const receiptOf = async (submissionId: string) =>
      (await getItem(Submission, { customerId, projectId, submissionId }))!.receipt!;
    for (const [folder, bid] of [
      ['Acme Paving', acme],
      ['Birch Roads', birch],
    ] as const) {
      const receipt = await receiptOf(bid.submissionId);
      const summary = JSON.parse(entries.find((e) => e.name === `${folder}/bid.json`)!.data.toString('utf8'));
      expect(summary).toMatchObject({
        submissionId: bid.submissionId,
        companyName: folder,
        status: 'unsealed',
        receipt,
        forms: [{ name: 'Schedule of prices', tenderTableId: formId, totals: { total: '1250.00' } }],
        answers: {
          questions: [
            { question: 'How many people in your crew?', submissionRequirementId: 'crew', answer: '12' },
          ],
          termsAccepted: [],
        },
      });
      const fileEntries = entries.filter((e) => e.name.startsWith(`${folder}/files/`));
      expect(fileEntries).toHaveLength(receipt.files.length);
      // Each file in the zip is one of the receipt's, byte for byte (same size, same SHA-256).
      const bySha = (x: { sha256: string }, y: { sha256: string }) => x.sha256.localeCompare(y.sha256);
      const zipped = fileEntries.map((e) => ({
        size: e.size,
        sha256: createHash('sha256').update(e.data).digest('hex'),
      }));
      expect(zipped.sort(bySha)).toEqual(
        receipt.files.map((f) => ({ size: f.size, sha256: f.sha256 })).sort(bySha),
      );
      expect(summary.files.map((f: { entry: string }) => `${folder}/${f.entry}`)).toEqual(
        fileEntries.map((e) => e.name),
      );
      expect(summary.files.every((f: { matchesReceipt: boolean }) => f.matchesReceipt)).toBe(true);
    }
    // The sealed bid: not its name, not its bytes.
    expect(zip.includes(Buffer.from('Sealed Secret'))).toBe(false);
    expect(zip.includes(sealed.files[0]!.bytes.subarray(0, 64))).toBe(false);

    // Downloaded: no longer pending (docs/product/opening.md#exports).
    const after = values(
      await lead.call('GET', `${EXPORTS}/CompletedSubmissionsAllRequest?projectId=${projectId}`),
      'submissionsExports',
    );
    expect(after.exports).toEqual([]);

    // Another buyer of the agency neither lists nor downloads it.
    const other = await loginAs('buyer@demo.example');
    expectCatalogueError(
      await other.call('GET', `${EXPORTS}/CompletedSubmissionsAllDownload?${query}`),
      'exportNotFound',
      'en',
    );

    const removed = await lead.call('DELETE', `${EXPORTS}/CompletedSubmissionsAll?${query}`);
    expect(removed.status, JSON.stringify(removed.json)).toBe(204);
    expectCatalogueError(
      await lead.call('GET', `${EXPORTS}/CompletedSubmissionsAllDownload?${query}`, { lang: 'fr' }),
      'exportNotFound',
      'fr',
    );

    // The project's feed: who asked, built, downloaded, removed; figures only, never a bid's content.
    const events = (await queryAll(AuditEvent, auditOfProject(customerId, projectId))).filter((e) =>
      e.action.startsWith('submissionsExport'),
    );
    expect(events.map((e) => e.action).sort()).toEqual([
      'submissionsExportBuilt',
      'submissionsExportDownloaded',
      'submissionsExportRemoved',
      'submissionsExportRequested',
    ]);
    expect(JSON.stringify(events)).not.toContain('1250.00');
    expect(JSON.stringify(events)).not.toContain('Acme');
  }, 120_000);

  it('shows a build that could not read a bid as failed, tells the buyer, and lets them ask again', async () => {
    const projectId = await closedProject('Export failure');
    const bid = await writeBid(projectId, 'Cedar Works', 'unsealed', [{ fileName: 'a.pdf', size: 1_000 }]);
    // A file record whose object is missing: the build cannot read it.
    const missingId = randomUUID();
    await putItem(SubmissionFile, {
      customerId,
      projectId,
      submissionId: bid.submissionId,
      fileId: missingId,
      submissionRequirementId: 'req-docs',
      fileName: 'missing.pdf',
      contentType: 'application/pdf',
      size: 10,
      key: sealedFileKey(customerId, projectId, bid.submissionId, 'never-uploaded'),
      state: 'stored',
      sha256: '0'.repeat(64),
      uploadedBy: 'supplier-user',
      createdAt: stackTimeIn(0),
    });
    const first = await lead.call('POST', `${EXPORTS}/RequestCompletedSubmissionsGenerate/${projectId}`);
    expect(first.status, JSON.stringify(first.json)).toBe(202);
    await frameFor(projectId, 'exportFailed');
    const list = values(
      await lead.call('GET', `${EXPORTS}/CompletedSubmissionsAllRequest?projectId=${projectId}`),
      'submissionsExports',
    );
    expect(list.exports).toMatchObject([
      { exportId: values(first, 'submissionsExport').exportId, status: 'failed' },
    ]);
    // The failure released the project: once the file is back in order, a retry builds it.
    await deleteItem(SubmissionFile, {
      customerId,
      projectId,
      submissionId: bid.submissionId,
      fileId: missingId,
    });
    const retry = await lead.call('POST', `${EXPORTS}/RequestCompletedSubmissionsGenerate/${projectId}`);
    expect(retry.status, JSON.stringify(retry.json)).toBe(202);
    await frameFor(projectId, 'exportReady');
    const retried = values(
      await lead.call('GET', `${EXPORTS}/CompletedSubmissionsAllRequest?projectId=${projectId}`),
      'submissionsExports',
    );
    expect(retried.exports.map((e: { status: string }) => e.status)).toEqual(['ready', 'failed']);
  }, 120_000);

  it('refuses a project with no opened bid, and says nothing of bids before the closing', async () => {
    const projectId = await closedProject('Export sealed only');
    await writeBid(projectId, 'Only Sealed Inc', 'sealed', [{ fileName: 'x.pdf', size: 100 }]);
    expectCatalogueError(
      await lead.call('POST', `${EXPORTS}/RequestCompletedSubmissionsGenerate/${projectId}`),
      'exportNothingOpened',
      'en',
    );
    // The refusal to reach a sealed bid is on the project's record, once (the group's onRefusal, decision
    // 061): who, which route, the refusal's code; nothing of the bids.
    const refusals = (await queryAll(AuditEvent, auditOfProject(customerId, projectId))).filter(
      (e) => e.action === 'sealedBidAccessRefused',
    );
    expect(refusals).toMatchObject([
      {
        actorId: lead.info.user.userId,
        after: { operationId: 'requestSubmissionsExport', code: 'exportNothingOpened' },
      },
    ]);
    expect(JSON.stringify(refusals)).not.toContain('Only Sealed');
    const { project } = await create(lead, { name: `Export draft ${tag()}` });
    expectCatalogueError(
      await lead.call('POST', `${EXPORTS}/RequestCompletedSubmissionsGenerate/${project.projectId}`, {
        lang: 'fr',
      }),
      'exportNothingOpened',
      'fr',
    );
  }, 60_000);
});
