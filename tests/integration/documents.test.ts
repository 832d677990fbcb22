/**
 * Project documents and the one upload path (decision 029) on the local runtime: the browser's calls made
 * from Node, with the parts PUT straight to the S3 emulator through the signed URLs. The server refuses a key
 * outside the tenant or project, a file over 1 GB, an 11th document and duplicate names, in English and
 * French, and records nothing for an object S3 does not hold. Parts are signed in batches, only for part
 * numbers the announced size can hold.
 */
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import { queryAll } from '../../functions/core/db/ops.js';
import { s3 } from '../../functions/core/aws/s3.js';
import { env } from '../../functions/core/env.js';
import { DOCUMENT_MAX_BYTES } from '../../shared/domain/projects/documents.js';
import { stackNow } from '../helpers/clock.js';
import { objectExists } from '../helpers/objects.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { create, expectCatalogueError, loadRefs, tag } from './projects-support.js';

const DOCUMENTS = '/api/v1/customer/{customerId}/node/{nodeId}/Documents';
const UPLOADS = `${DOCUMENTS}/Uploads`;

let lead: SignedIn;

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  await loadRefs(lead);
});

const fileBody = (overrides: Record<string, unknown> = {}) => ({
  fileName: `file-${tag()}.pdf`,
  displayName: `Document ${tag()}`,
  size: 11,
  contentType: 'application/pdf',
  documentType: 'specification',
  pageCount: 3,
  ...overrides,
});

async function start(projectId: string, body: Record<string, unknown>, lang: 'en' | 'fr' = 'en') {
  return lead.call('POST', `${UPLOADS}?projectId=${projectId}`, { body, lang });
}

/** Start, one part PUT to S3 through its signed URL, complete: the whole path for a small file. */
async function upload(projectId: string, content: string, overrides: Record<string, unknown> = {}) {
  const bytes = Buffer.from(content);
  const started = await start(projectId, fileBody({ size: bytes.length, ...overrides }));
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  const { uploadId, key } = started.json.data.uploadDTO.values;
  const signed = await lead.call('POST', `${UPLOADS}/Parts/Batch?projectId=${projectId}`, {
    body: { uploadId, key, partNumbers: [1] },
  });
  expect(signed.status, JSON.stringify(signed.json)).toBe(200);
  const put = await fetch(signed.json.data.signedPartsDTO.values.parts[0].url, {
    method: 'PUT',
    body: bytes,
  });
  expect(put.status).toBe(200);
  const etag = put.headers.get('etag')!;
  const completed = await lead.call('POST', `${UPLOADS}/Complete?projectId=${projectId}`, {
    body: { uploadId, key, parts: [{ partNumber: 1, etag }] },
  });
  return { completed, uploadId, key };
}

const list = async (projectId: string) =>
  (await lead.call('GET', `${DOCUMENTS}?projectId=${projectId}`)).json.data.documentsDTO.values.documents;

describe('the upload path', () => {
  it('answers a complete sent again (its first answer lost) with the document it recorded, once', async () => {
    const { project } = await create(lead);
    const { completed, uploadId, key } = await upload(project.projectId, 'sent twice');
    expect(completed.status, JSON.stringify(completed.json)).toBe(201);
    const again = await lead.call('POST', `${UPLOADS}/Complete?projectId=${project.projectId}`, {
      body: { uploadId, key, parts: [{ partNumber: 1, etag: '"lost"' }] },
    });
    expect(again.status, JSON.stringify(again.json)).toBe(201);
    expect(again.json.data.documentDTO.values).toEqual(completed.json.data.documentDTO.values);
    expect(await list(project.projectId)).toHaveLength(1);
  });

  it('uploads through presigned parts, records the document after S3 holds it, downloads, renames and deletes', async () => {
    const { project } = await create(lead);
    const { completed, key } = await upload(project.projectId, 'hello world', { displayName: 'Plans' });
    expect(completed.status, JSON.stringify(completed.json)).toBe(201);
    const document = completed.json.data.documentDTO.values;
    expect(document).toMatchObject({ displayName: 'Plans', size: 11, sortOrder: 0, pageCount: 3 });
    expect(key.startsWith(`projects/${lead.info.customer.customerId}/${project.projectId}/`)).toBe(true);
    expect(await objectExists(key)).toBe(true);
    expect((await list(project.projectId)).map((d: any) => d.documentId)).toEqual([document.documentId]);
    const events = await queryAll(
      AuditEvent,
      auditOfEntity(lead.info.customer.customerId, 'projectDocument', document.documentId),
    );
    expect(events.map((e) => [e.action, e.actorId])).toEqual([['uploadDocument', lead.info.user.userId]]);

    const download = await lead.call(
      'GET',
      `${DOCUMENTS}/Download?projectId=${project.projectId}&documentId=${document.documentId}`,
    );
    expect(download.json.data.downloadDTO.values.previewable).toBe(true);
    expect(await (await fetch(download.json.data.downloadDTO.values.url)).text()).toBe('hello world');

    const renamed = await lead.call(
      'PUT',
      `${DOCUMENTS}?projectId=${project.projectId}&documentId=${document.documentId}`,
      { body: { version: 1, displayName: 'Site plans', sortOrder: 4, documentType: 'drawing' } },
    );
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect(renamed.json.data.documentDTO.values).toMatchObject({
      displayName: 'Site plans',
      sortOrder: 4,
      documentType: 'drawing',
      version: 2,
    });

    const removed = await lead.call(
      'DELETE',
      `${DOCUMENTS}?projectId=${project.projectId}&documentId=${document.documentId}`,
    );
    expect(removed.status).toBe(204);
    expect(await list(project.projectId)).toEqual([]);
    expect(await objectExists(key)).toBe(false);

    // The project's activity feed shows each change with its author (decision 030).
    const feed = await lead.call(
      'GET',
      `/api/v1/customer/{customerId}/node/{nodeId}/AuditEvents/Search?projectId=${project.projectId}`,
    );
    expect(feed.status, JSON.stringify(feed.json)).toBe(200);
    const shown = (feed.json.data.activitiesDTO.values.items as any[]).map((e) => [e.action, e.actorId]);
    for (const action of ['startUpload', 'uploadDocument', 'updateDocument', 'deleteDocument'])
      expect(shown).toContainEqual([action, lead.info.user.userId]);
  });

  it('records nothing when S3 holds no object for the upload', async () => {
    const { project } = await create(lead);
    const started = await start(project.projectId, fileBody());
    const { uploadId, key } = started.json.data.uploadDTO.values;
    for (const lang of ['en', 'fr'] as const) {
      const completed = await lead.call('POST', `${UPLOADS}/Complete?projectId=${project.projectId}`, {
        body: { uploadId, key, parts: [{ partNumber: 1, etag: '"0123456789abcdef0123456789abcdef"' }] },
        lang,
      });
      expectCatalogueError(completed, 'documentNotUploaded', lang);
    }
    expect(await list(project.projectId)).toEqual([]);
    expect(await objectExists(key)).toBe(false);
    const aborted = await lead.call(
      'DELETE',
      `${UPLOADS}?projectId=${project.projectId}&uploadId=${uploadId}&key=${encodeURIComponent(key)}`,
    );
    expect(aborted.status).toBe(204);
  });

  it('signs no key outside the agency and project of the upload', async () => {
    const [project, other] = [(await create(lead)).project, (await create(lead)).project];
    const started = await start(project.projectId, fileBody());
    const { uploadId, key } = started.json.data.uploadDTO.values;
    const customerId = lead.info.customer.customerId;
    const keys = [
      key.replace(customerId, 'another-agency'),
      key.replace(project.projectId, other.projectId),
      `projects/${customerId}/${project.projectId}/../${other.projectId}/x.pdf`,
      `avatars/${customerId}/x`,
    ];
    for (const wrong of keys) {
      const signed = await lead.call('POST', `${UPLOADS}/Parts/Batch?projectId=${project.projectId}`, {
        body: { uploadId, key: wrong, partNumbers: [1] },
        lang: 'fr',
      });
      expectCatalogueError(signed, 'documentKeyRefused', 'fr');
    }
    // The upload's own key under the other project: that project opened no such upload.
    const elsewhere = await lead.call('POST', `${UPLOADS}/Parts/Batch?projectId=${other.projectId}`, {
      body: { uploadId, key, partNumbers: [1] },
    });
    expectCatalogueError(elsewhere, 'documentKeyRefused', 'en');
  });

  it('refuses a file over 1 GB before issuing any URL', async () => {
    const { project } = await create(lead);
    for (const lang of ['en', 'fr'] as const)
      expectCatalogueError(
        await start(project.projectId, fileBody({ size: DOCUMENT_MAX_BYTES + 1 }), lang),
        'documentTooLarge',
        lang,
      );
    expect((await start(project.projectId, fileBody({ size: DOCUMENT_MAX_BYTES }))).status).toBe(201);
  });

  it('refuses duplicate file and display names, and an 11th document', async () => {
    const { project } = await create(lead);
    const first = await upload(project.projectId, 'first', { fileName: 'Tender.pdf', displayName: 'Tender' });
    expect(first.completed.status).toBe(201);
    for (const lang of ['en', 'fr'] as const) {
      expectCatalogueError(
        await start(project.projectId, fileBody({ fileName: 'tender.PDF' }), lang),
        'documentFileNameExists',
        lang,
      );
      expectCatalogueError(
        await start(project.projectId, fileBody({ displayName: 'TENDER' }), lang),
        'documentDisplayNameExists',
        lang,
      );
    }
    for (let n = 2; n <= 10; n += 1)
      expect((await upload(project.projectId, `document ${n}`)).completed.status).toBe(201);
    expect(await list(project.projectId)).toHaveLength(10);
    for (const lang of ['en', 'fr'] as const)
      expectCatalogueError(await start(project.projectId, fileBody(), lang), 'documentLimitReached', lang);
  });
});

describe('batch part signing (decision 029, 2026-11-24 addendum)', () => {
  const MIB = 1024 * 1024;
  const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest();
  const signBatch = (projectId: string, body: Record<string, unknown>, lang: 'en' | 'fr' = 'en') =>
    lead.call('POST', `${UPLOADS}/Parts/Batch?projectId=${projectId}`, { body, lang });

  it('signs every part in one call; the parts sent through it are joined in order, with S3’s multipart ETag', async () => {
    const { project } = await create(lead);
    // Three parts as the uploader cuts them: two of 5 MiB (S3's minimum) and a short last one.
    const parts = [0, 1, 2].map((i) => Buffer.alloc(i < 2 ? 5 * MIB : 7, 97 + i));
    const whole = Buffer.concat(parts);
    const started = await start(project.projectId, fileBody({ size: whole.length, displayName: 'Drawings' }));
    const { uploadId, key } = started.json.data.uploadDTO.values;

    const signed = await signBatch(project.projectId, { uploadId, key, partNumbers: [1, 2, 3] });
    expect(signed.status, JSON.stringify(signed.json)).toBe(200);
    const { parts: urls, expiresAt } = signed.json.data.signedPartsDTO.values;
    expect(urls.map((part: { partNumber: number }) => part.partNumber)).toEqual([1, 2, 3]);
    // Five minutes, not more: a leaked URL is soon useless.
    expect(Date.parse(expiresAt) - stackNow()).toBeLessThanOrEqual(300_000);
    const etags = await Promise.all(
      // Sent out of order, as concurrent parts arrive.
      [2, 0, 1].map(async (i) => {
        const put = await fetch(urls[i].url, { method: 'PUT', body: parts[i] });
        expect(put.status).toBe(200);
        return { partNumber: i + 1, etag: put.headers.get('etag')! };
      }),
    );
    const completed = await lead.call('POST', `${UPLOADS}/Complete?projectId=${project.projectId}`, {
      body: { uploadId, key, parts: etags },
    });
    expect(completed.status, JSON.stringify(completed.json)).toBe(201);
    expect(completed.json.data.documentDTO.values.size).toBe(whole.length);

    const head = await s3.send(new HeadObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: key }));
    expect(head.ETag).toBe(
      `"${createHash('md5')
        .update(Buffer.concat(parts.map(md5)))
        .digest('hex')}-3"`,
    );
    const { documentId } = completed.json.data.documentDTO.values;
    const download = await lead.call(
      'GET',
      `${DOCUMENTS}/Download?projectId=${project.projectId}&documentId=${documentId}`,
    );
    const stored = Buffer.from(await (await fetch(download.json.data.downloadDTO.values.url)).arrayBuffer());
    expect(stored.length).toBe(whole.length);
    expect(md5(stored).equals(md5(whole))).toBe(true);
  });

  it('leaves an upload whose complete named a missing part open, so that the part can still be sent', async () => {
    const { project } = await create(lead);
    const parts = [Buffer.alloc(5 * MIB, 1), Buffer.from('tail')];
    const started = await start(project.projectId, fileBody({ size: 5 * MIB + 4 }));
    const { uploadId, key } = started.json.data.uploadDTO.values;
    const { parts: urls } = (await signBatch(project.projectId, { uploadId, key, partNumbers: [1, 2] })).json
      .data.signedPartsDTO.values;
    const put = async (i: number) => ({
      partNumber: i + 1,
      etag: (await fetch(urls[i].url, { method: 'PUT', body: parts[i] })).headers.get('etag')!,
    });
    const first = await put(0);
    const complete = (etags: { partNumber: number; etag: string }[]) =>
      lead.call('POST', `${UPLOADS}/Complete?projectId=${project.projectId}`, {
        body: { uploadId, key, parts: etags },
      });
    expectCatalogueError(
      await complete([first, { partNumber: 2, etag: '"0123456789abcdef0123456789abcdef"' }]),
      'documentNotUploaded',
      'en',
    );
    expect(await objectExists(key)).toBe(false);
    const completed = await complete([first, await put(1)]);
    expect(completed.status, JSON.stringify(completed.json)).toBe(201);
    expect(completed.json.data.documentDTO.values.size).toBe(5 * MIB + 4);
  });

  it('signs no part number the announced size cannot hold, and no key but the upload’s', async () => {
    const { project } = await create(lead);
    const other = (await create(lead)).project;
    // 11 bytes: one part at most, whatever part size a browser picks (S3's parts are 5 MiB but the last).
    const started = await start(project.projectId, fileBody({ size: 11 }));
    const { uploadId, key } = started.json.data.uploadDTO.values;
    expect((await signBatch(project.projectId, { uploadId, key, partNumbers: [1] })).status).toBe(200);
    for (const lang of ['en', 'fr'] as const) {
      expectCatalogueError(
        await signBatch(project.projectId, { uploadId, key, partNumbers: [1, 2] }, lang),
        'documentPartRefused',
        lang,
      );
      // The part alone is refused too.
      expectCatalogueError(
        await signBatch(project.projectId, { uploadId, key, partNumbers: [2] }, lang),
        'documentPartRefused',
        lang,
      );
    }
    const customerId = lead.info.customer.customerId;
    for (const wrong of [
      key.replace(customerId, 'another-agency'),
      key.replace(project.projectId, other.projectId),
    ])
      expectCatalogueError(
        await signBatch(project.projectId, { uploadId, key: wrong, partNumbers: [1] }, 'fr'),
        'documentKeyRefused',
        'fr',
      );
    expectCatalogueError(
      await signBatch(other.projectId, { uploadId, key, partNumbers: [1] }),
      'documentKeyRefused',
      'en',
    );
    // At most 100 URLs a call, and nothing signed for a malformed request.
    const tooMany = await signBatch(project.projectId, {
      uploadId,
      key,
      partNumbers: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.json)).not.toContain('X-Amz-Signature');
  });
});
