/**
 * Files on journal notes (decision 035) through the one upload path on the local runtime: start with the
 * note's limits, the part PUT straight to the S3 emulator through its signed URL, complete (HeadObject
 * first), then the file listed on its note, downloaded, removed by its author or the project lead, and
 * deleted with its note. Refusals carry the catalogue message in English and French; another agency's
 * project is not found.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, auditOfProject } from '../../functions/core/db/entities/audit-event.js';
import { queryAll } from '../../functions/core/db/ops.js';
import {
  JOURNAL_ATTACHMENT_MAX_BYTES,
  JOURNAL_ATTACHMENTS_MAX,
} from '../../shared/domain/projects/journal.js';
import { objectExists } from '../helpers/objects.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { create, expectCatalogueError, loadRefs, tag } from './projects-support.js';

const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const JOURNAL = `${NODE}/ProjectJournals`;
const ATTACHMENTS = `${NODE}/ProjectJournalDocuments`;
const PARTS = `${NODE}/Documents/Uploads/Parts/Batch`;

let lead: SignedIn;
let buyer: SignedIn;
let otherAgency: SignedIn;
let projectId: string;

const values = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;

beforeAll(async () => {
  [lead, buyer, otherAgency] = await Promise.all([
    loginAs('lead@demo.example'),
    loginAs('buyer@demo.example'),
    loginAs('siteadmin@tenderbox.example', 'tenderbox'),
  ]);
  await loadRefs(lead);
  // The lead creates the project and leads it (projects-support.ts).
  projectId = (await create(lead)).project.projectId;
});

async function addNote(as: SignedIn, note = `Note ${tag()}`) {
  const res = await as.call('POST', JOURNAL, { body: { projectId, note } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return values(res, 'projectJournal');
}

async function entryOf(projectJournalId: string) {
  const res = await lead.call('GET', `${JOURNAL}/All?projectId=${projectId}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (values(res, 'projectJournals') as any[]).find((e) => e.projectJournalId === projectJournalId);
}

const notePath = (projectJournalId: string, project = projectId) =>
  `${ATTACHMENTS}/Uploads?projectId=${project}&projectJournalId=${projectJournalId}`;

/** Start, one part PUT to S3 through its signed URL, complete: the whole path for a small file. */
async function attach(as: SignedIn, projectJournalId: string, content: string, fileName = `f-${tag()}.txt`) {
  const bytes = Buffer.from(content);
  const started = await as.call('POST', notePath(projectJournalId), {
    body: { fileName, size: bytes.length, contentType: 'text/plain' },
  });
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  const { uploadId, key } = values(started, 'upload');
  const signed = await as.call('POST', `${PARTS}?projectId=${projectId}`, {
    body: { uploadId, key, partNumbers: [1] },
  });
  expect(signed.status, JSON.stringify(signed.json)).toBe(200);
  const put = await fetch(values(signed, 'signedParts').parts[0].url, { method: 'PUT', body: bytes });
  expect(put.status).toBe(200);
  const completed = await as.call(
    'POST',
    `${ATTACHMENTS}/Uploads/Complete?projectId=${projectId}&projectJournalId=${projectJournalId}`,
    {
      body: { uploadId, key, parts: [{ partNumber: 1, etag: put.headers.get('etag')! }] },
    },
  );
  return { completed, uploadId, key };
}

const attachmentPath = (id: string, project = projectId) =>
  `${ATTACHMENTS}?projectId=${project}&projectJournalAttachmentId=${id}`;

describe('journal attachments', () => {
  it('uploads a file through presign, parts and complete, lists it on the note, downloads and removes it', async () => {
    const note = await addNote(lead);
    expect(note.attachments).toEqual([]);
    const { completed, key } = await attach(
      lead,
      note.projectJournalId,
      'minutes of the meeting',
      'Minutes.txt',
    );
    expect(completed.status, JSON.stringify(completed.json)).toBe(201);
    const attachment = values(completed, 'projectJournalDocument');
    // The complete sent again (its first answer lost) answers the same file, recorded once.
    const again = await lead.call(
      'POST',
      `${ATTACHMENTS}/Uploads/Complete?projectId=${projectId}&projectJournalId=${note.projectJournalId}`,
      {
        body: {
          uploadId: attachment.projectJournalAttachmentId,
          key,
          parts: [{ partNumber: 1, etag: '"lost"' }],
        },
      },
    );
    expect(again.status, JSON.stringify(again.json)).toBe(201);
    expect(values(again, 'projectJournalDocument')).toEqual(attachment);
    expect(attachment).toMatchObject({
      projectJournalId: note.projectJournalId,
      fileName: 'Minutes.txt',
      size: 22,
      createdBy: lead.info.user.userId,
    });
    // Under the project's prefix, so the project's delete removes it with the project's documents.
    expect(key.startsWith(`projects/${lead.info.customer.customerId}/${projectId}/`)).toBe(true);
    expect(await objectExists(key)).toBe(true);
    expect((await entryOf(note.projectJournalId)).attachments).toEqual([attachment]);

    const download = await lead.call(
      'GET',
      `${ATTACHMENTS}/Download?projectId=${projectId}&projectJournalAttachmentId=${attachment.projectJournalAttachmentId}`,
    );
    expect(download.status, JSON.stringify(download.json)).toBe(200);
    expect(values(download, 'download')).toMatchObject({ fileName: 'Minutes.txt', size: 22 });
    expect(await (await fetch(values(download, 'download').url)).text()).toBe('minutes of the meeting');

    const removed = await lead.call('DELETE', attachmentPath(attachment.projectJournalAttachmentId));
    expect(removed.status).toBe(204);
    expect((await entryOf(note.projectJournalId)).attachments).toEqual([]);
    expect(await objectExists(key)).toBe(false);

    const events = await queryAll(AuditEvent, auditOfProject(lead.info.customer.customerId, projectId));
    const mine = events.filter(
      (e) =>
        (e.after ?? (e.before as any))?.projectJournalAttachmentId === attachment.projectJournalAttachmentId,
    );
    expect(mine.map((e) => [e.action, e.actorId, e.projectId])).toEqual([
      ['journalAttachmentAdded', lead.info.user.userId, projectId],
      ['journalAttachmentRemoved', lead.info.user.userId, projectId],
    ]);
  });

  it('refuses a file over 100 MB and a sixth file, in English and French', async () => {
    const note = await addNote(lead);
    expectCatalogueError(
      await lead.call('POST', notePath(note.projectJournalId), {
        body: { fileName: 'big.zip', size: JOURNAL_ATTACHMENT_MAX_BYTES + 1 },
        lang: 'fr',
      }),
      'journalAttachmentTooLarge',
      'fr',
    );
    for (let n = 0; n < JOURNAL_ATTACHMENTS_MAX; n += 1) {
      const { completed } = await attach(lead, note.projectJournalId, `file ${n}`);
      expect(completed.status, JSON.stringify(completed.json)).toBe(201);
    }
    for (const lang of ['en', 'fr'] as const)
      expectCatalogueError(
        await lead.call('POST', notePath(note.projectJournalId), {
          body: { fileName: 'sixth.txt', size: 5 },
          lang,
        }),
        'journalAttachmentLimitReached',
        lang,
      );
    expect((await entryOf(note.projectJournalId)).attachments).toHaveLength(JOURNAL_ATTACHMENTS_MAX);
  });

  it('refuses at completion a file that a concurrent upload left no room for, and deletes its object', async () => {
    const note = await addNote(lead);
    for (let n = 0; n < JOURNAL_ATTACHMENTS_MAX - 1; n += 1)
      expect((await attach(lead, note.projectJournalId, `file ${n}`)).completed.status).toBe(201);
    // Two uploads both started while one place was left: the second to complete is refused.
    const body = { fileName: 'late.txt', size: 4, contentType: 'text/plain' };
    const first = values(await lead.call('POST', notePath(note.projectJournalId), { body }), 'upload');
    const second = values(await lead.call('POST', notePath(note.projectJournalId), { body }), 'upload');
    const complete = async (upload: { uploadId: string; key: string }) => {
      const signed = values(
        await lead.call('POST', `${PARTS}?projectId=${projectId}`, { body: { ...upload, partNumbers: [1] } }),
        'signedParts',
      );
      const put = await fetch(signed.parts[0].url, { method: 'PUT', body: Buffer.from('late') });
      return lead.call(
        'POST',
        `${ATTACHMENTS}/Uploads/Complete?projectId=${projectId}&projectJournalId=${note.projectJournalId}`,
        { body: { ...upload, parts: [{ partNumber: 1, etag: put.headers.get('etag')! }] }, lang: 'fr' },
      );
    };
    expect((await complete(first)).status).toBe(201);
    expectCatalogueError(await complete(second), 'journalAttachmentLimitReached', 'fr');
    expect(await objectExists(second.key)).toBe(false);
    expect((await entryOf(note.projectJournalId)).attachments).toHaveLength(JOURNAL_ATTACHMENTS_MAX);
  });

  it('keeps a note’s upload out of the documents list, and a document’s upload off the note', async () => {
    const note = await addNote(lead);
    const body = { fileName: 'x.txt', size: 1 };
    const upload = values(await lead.call('POST', notePath(note.projectJournalId), { body }), 'upload');
    const asDocument = await lead.call('POST', `${NODE}/Documents/Uploads/Complete?projectId=${projectId}`, {
      body: { ...upload, parts: [{ partNumber: 1, etag: '"x"' }] },
    });
    expectCatalogueError(asDocument, 'documentUploadNotFound', 'en');
  });

  it('lets the author or the project lead remove a file, and nobody else', async () => {
    const note = await addNote(buyer);
    const byBuyer = values(
      (await attach(buyer, note.projectJournalId, 'buyer file')).completed,
      'projectJournalDocument',
    );
    const byLead = values(
      (await attach(lead, note.projectJournalId, 'lead file')).completed,
      'projectJournalDocument',
    );
    expectCatalogueError(
      await buyer.call('DELETE', attachmentPath(byLead.projectJournalAttachmentId), { lang: 'fr' }),
      'journalAttachmentNotYours',
      'fr',
    );
    // The project lead removes the buyer's file; the buyer, their own.
    expect((await lead.call('DELETE', attachmentPath(byBuyer.projectJournalAttachmentId))).status).toBe(204);
    expectCatalogueError(
      await lead.call('DELETE', attachmentPath(byBuyer.projectJournalAttachmentId)),
      'journalAttachmentNotFound',
      'en',
    );
    expect((await entryOf(note.projectJournalId)).attachments.map((a: any) => a.fileName)).toEqual([
      byLead.fileName,
    ]);
  });

  it('deletes a note’s files, records and objects, with the note', async () => {
    const note = await addNote(lead);
    const { key } = await attach(lead, note.projectJournalId, 'goes with the note');
    const res = await lead.call(
      'DELETE',
      `${JOURNAL}?projectId=${projectId}&projectJournalId=${note.projectJournalId}`,
    );
    expect(res.status).toBe(204);
    expect(await entryOf(note.projectJournalId)).toBeUndefined();
    expect(await objectExists(key)).toBe(false);
    expectCatalogueError(
      await lead.call('POST', notePath(note.projectJournalId), {
        body: { fileName: 'a.txt', size: 1 },
        lang: 'fr',
      }),
      'journalAttachmentNoteNotFound',
      'fr',
    );
  });

  it('refuses another agency’s project and its files', async () => {
    const note = await addNote(lead);
    const attachment = values(
      (await attach(lead, note.projectJournalId, 'private')).completed,
      'projectJournalDocument',
    );
    const start = await otherAgency.call('POST', notePath(note.projectJournalId), {
      body: { fileName: 'a.txt', size: 1 },
    });
    expect(start.status).toBe(404);
    expect(start.json.error.code).toBe('projectNotFound');
    for (const [method, path] of [
      [
        'GET',
        `${ATTACHMENTS}/Download?projectId=${projectId}&projectJournalAttachmentId=${attachment.projectJournalAttachmentId}`,
      ],
      ['DELETE', attachmentPath(attachment.projectJournalAttachmentId)],
    ] as const) {
      const res = await otherAgency.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await entryOf(note.projectJournalId)).attachments).toHaveLength(1);
  });
});

describe('changing a note: its author or the project lead', () => {
  it('refuses another member’s edit and delete of the lead’s note; the lead changes the member’s note', async () => {
    const leadNote = await addNote(lead, 'The lead’s note');
    const path = (id: string) => `${JOURNAL}?projectId=${projectId}&projectJournalId=${id}`;
    expectCatalogueError(
      await buyer.call('PUT', path(leadNote.projectJournalId), {
        body: { version: 1, note: 'Hijacked' },
        lang: 'fr',
      }),
      'journalEntryNotYours',
      'fr',
    );
    expectCatalogueError(
      await buyer.call('DELETE', path(leadNote.projectJournalId)),
      'journalEntryNotYours',
      'en',
    );
    expect((await entryOf(leadNote.projectJournalId)).note).toBe('The lead’s note');

    const buyerNote = await addNote(buyer, 'The buyer’s note');
    const edited = await lead.call('PUT', path(buyerNote.projectJournalId), {
      body: { version: 1, note: 'Tidied' },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect((await buyer.call('DELETE', path(buyerNote.projectJournalId))).status).toBe(204);
  });
});
