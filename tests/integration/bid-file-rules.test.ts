/**
 * The bid refuses what the requirements forbid (decision 069), on the local runtime: a signed price in a
 * form (the -678.00 bid), a program file, a non-PDF or an over-large PDF for an item with a minimum page
 * count (at the start, before any byte is sent), a stored PDF under the minimum, counted from the file
 * (at completion: the object and the open upload go, the attempt is audited), and a program renamed .pdf.
 * Each refusal is a catalogue error, checked in English and in French.
 */
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { jsPDF } from 'jspdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { s3 } from '../../functions/core/aws/s3.js';
import { AuditEvent, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import { queryAll } from '../../functions/core/db/ops.js';
import { env } from '../../functions/core/env.js';
import { BID_PDF_READ_MAX_BYTES } from '../../shared/domain/submissions/bid-files.js';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { interpolate, type ErrorCode } from '../../shared/errors.js';
import { loginAs, newSupplier, type SignedIn, type SupplierSignedIn } from '../helpers/session.js';
import { create, loadRefs, tag } from './projects-support.js';
import { bidEntries, openSubmissionBid, uploadBidFile } from './submission-support.js';

let lead: SignedIn;
let bidder: SupplierSignedIn;
let customerId: string;
let bid: Awaited<ReturnType<typeof openSubmissionBid>>;
let anyFileItem: string;
let drawingsItem: string;

const base = (projectId: string) => `/api/v1/portal/Bids/demo/${projectId}/Submission`;
const bidOf = (res: { json: any }) => res.json.data.bidSubmissionDTO.values;

/** The status, the code, and the message in the language asked, its placeholders filled. */
function expectRefusal(
  res: { status: number; json: any },
  code: ErrorCode,
  lang: 'en' | 'fr',
  params?: Record<string, string | number>,
) {
  expect(res.json?.error?.code, JSON.stringify(res.json)).toBe(code);
  expect(res.status).toBe(ERROR_CATALOGUE[code].status);
  expect(res.json.error.message).toBe(interpolate(ERROR_CATALOGUE[code][lang], params));
  expect(res.json.error.message).not.toMatch(/[{}]/);
}

function pdfOf(pages: number): Buffer {
  const doc = new jsPDF();
  for (let i = 1; i <= pages; i++) {
    if (i > 1) doc.addPage();
    doc.text(`Bid bond, page ${i}`, 10, 10);
  }
  return Buffer.from(doc.output('arraybuffer'));
}

const start = (fileName: string, size: number, submissionRequirementId: string, lang: 'en' | 'fr') =>
  bidder.call('POST', `${base(bid.projectId)}/Files`, {
    body: { submissionRequirementId, fileName, size, contentType: 'application/octet-stream' },
    lang,
  });

/** A document item the lead adds to the bid's requirements (the extra content is the item's own). */
const postDocumentItem = (title: string, extra: Record<string, unknown>) =>
  lead.call(
    'POST',
    `/api/v1/customer/{customerId}/node/{nodeId}/SubmissionRequirements/Items?projectId=${bid.projectId}`,
    {
      body: {
        kind: 'document',
        title,
        content: { instructions: '', mandatory: false, minimumPageCount: 0, ...extra },
      },
    },
  );

async function addDocumentItem(title: string, extra: Record<string, unknown>): Promise<string> {
  const added = await postDocumentItem(title, extra);
  expect(added.status, JSON.stringify(added.json)).toBe(201);
  return added.json.data.submissionRequirementDTO.values.submissionRequirementId;
}

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
  bidder = await newSupplier('rules');
  bid = await openSubmissionBid(lead, { document: 'mandatory', minimumPageCount: 5, question: false });
  anyFileItem = await addDocumentItem('Insurance certificate', {});
  // An item the buyer limited to drawings and PDFs.
  drawingsItem = await addDocumentItem('Site drawings', { fileTypes: ['pdf', 'drawing'] });
}, 60_000);

describe('a bid form', () => {
  it('refuses a negative unit price (and any signed number) at its cell, in English and French', async () => {
    const form = `${base(bid.projectId)}/Forms/${bid.tenderTableId}`;
    for (const lang of ['en', 'fr'] as const) {
      const negative = await bidder.call('PUT', form, {
        body: { submissionVersion: 0, version: 0, entries: bidEntries('-45.10') },
        lang,
      });
      expectRefusal(negative, 'formSignNotAllowed', lang);
      expect(negative.json.error.fields[0]).toMatchObject({
        field: 'body.entries.rows.0.cells.c3',
        message: ERROR_CATALOGUE.formSignNotAllowed[lang],
      });
    }
    const view = bidOf(await bidder.call('GET', base(bid.projectId)));
    expect(view.submission).toBeNull();
  });
});

describe('a bid file', () => {
  it('is refused at the start when the item forbids its type or cannot count its pages', async () => {
    for (const lang of ['en', 'fr'] as const) {
      expectRefusal(await start('setup.exe', 1000, anyFileItem, lang), 'submissionFileTypeNotAllowed', lang);
      expectRefusal(
        await start('setup.exe', 1000, bid.documentRequirementId, lang),
        'submissionFileTypeNotAllowed',
        lang,
      );
      expectRefusal(
        await start('bond.docx', 1000, bid.documentRequirementId, lang),
        'submissionFilePdfRequired',
        lang,
        {
          minimum: 5,
        },
      );
      expectRefusal(
        await start('bond.pdf', BID_PDF_READ_MAX_BYTES + 1, bid.documentRequirementId, lang),
        'submissionFilePdfTooLarge',
        lang,
      );
    }
    // An item without a page count takes a Word file.
    expect((await start('certificate.docx', 1000, anyFileItem, 'en')).status).toBe(201);
  });

  it('is refused at the start when the buyer limited the item to other file types, naming them', async () => {
    for (const lang of ['en', 'fr'] as const)
      expectRefusal(
        await start('site.docx', 1000, drawingsItem, lang),
        'submissionFileTypeNotAccepted',
        lang,
        {
          types: '.pdf, .dwg, .dxf',
        },
      );
    expect((await start('site.dwg', 1000, drawingsItem, 'en')).status).toBe(201);
    // A type outside the list is refused by the item's schema when the buyer saves it.
    const bogus = await postDocumentItem('Programs', { fileTypes: ['exe'] });
    expect(bogus.status).toBe(400);
  });

  it('is refused at completion when the stored PDF has fewer pages than the item asks: not kept, audited', async () => {
    for (const lang of ['en', 'fr'] as const) {
      const { completed, key } = await uploadBidFile(
        bidder,
        bid.projectId,
        bid.documentRequirementId,
        pdfOf(1),
        {
          lang,
        },
      );
      expectRefusal(completed, 'submissionFilePagesTooFew', lang, { minimum: 5, pages: 1 });
      await expect(
        s3.send(new HeadObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: key })),
      ).rejects.toThrow();
    }
    const view = bidOf(await bidder.call('GET', base(bid.projectId)));
    // (The Word file of the start's test is an open upload of the other item.)
    const ofItem = (files: any[]) =>
      files.filter((f) => f.submissionRequirementId === bid.documentRequirementId);
    expect(ofItem(view.files)).toEqual([]);
    expect(view.missing.map((m: any) => m.code)).toContain('documentMissing');
    const submissionId = `${bid.projectId}/${view.submission.submissionId}`;
    const events = await queryAll(AuditEvent, auditOfEntity(customerId, 'submission', submissionId));
    const refused = events.filter((e: any) => e.action === 'submissionFileRefused');
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({ after: { code: 'submissionFilePagesTooFew', pages: 1 } });
    // The audit names no file.
    expect(JSON.stringify(refused)).not.toContain('Bid bond');
  });

  it('is refused at completion when a file named .pdf is not a PDF, or is a program', async () => {
    const notPdf = await uploadBidFile(
      bidder,
      bid.projectId,
      bid.documentRequirementId,
      Buffer.from('Not a PDF at all'),
      {
        lang: 'fr',
      },
    );
    expectRefusal(notPdf.completed, 'submissionFilePdfRequired', 'fr', { minimum: 5 });
    const program = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(400, 1)]);
    for (const lang of ['en', 'fr'] as const) {
      const renamed = await uploadBidFile(bidder, bid.projectId, anyFileItem, program, {
        fileName: 'certificate.pdf',
        lang,
      });
      expectRefusal(renamed.completed, 'submissionFileTypeNotAllowed', lang);
    }
  });

  it('is stored when the PDF has at least the pages asked, and then meets the item', async () => {
    const { completed } = await uploadBidFile(bidder, bid.projectId, bid.documentRequirementId, pdfOf(5));
    expect(completed.status, JSON.stringify(completed.json)).toBe(200);
    const view = bidOf(completed);
    expect(view.files.filter((f: any) => f.submissionRequirementId === bid.documentRequirementId)).toEqual([
      expect.objectContaining({ state: 'stored', fileName: 'Bid bond.pdf' }),
    ]);
    expect(view.missing.map((m: any) => m.code)).not.toContain('documentMissing');
  });
});

describe('a project document', () => {
  it('gets its page count from the PDF, not the number typed (a 1-page PDF was listed as "Pages 0")', async () => {
    const { project } = await create(lead, { name: `Pages ${tag()}` });
    const uploads = '/api/v1/customer/{customerId}/node/{nodeId}/Documents/Uploads';
    const q = `?projectId=${project.projectId as string}`;
    const bytes = pdfOf(3);
    const started = await lead.call('POST', `${uploads}${q}`, {
      body: {
        fileName: `plans-${tag()}.pdf`,
        displayName: `Plans ${tag()}`,
        size: bytes.length,
        contentType: 'application/pdf',
        documentType: 'specification',
        pageCount: 0,
      },
    });
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const { uploadId, key } = started.json.data.uploadDTO.values;
    const signed = await lead.call('POST', `${uploads}/Parts/Batch${q}`, {
      body: { uploadId, key, partNumbers: [1] },
    });
    const put = await fetch(signed.json.data.signedPartsDTO.values.parts[0].url, {
      method: 'PUT',
      body: new Uint8Array(bytes),
    });
    const completed = await lead.call('POST', `${uploads}/Complete${q}`, {
      body: { uploadId, key, parts: [{ partNumber: 1, etag: put.headers.get('etag')! }] },
    });
    expect(completed.status, JSON.stringify(completed.json)).toBe(201);
    expect(completed.json.data.documentDTO.values.pageCount).toBe(3);
  });
});
