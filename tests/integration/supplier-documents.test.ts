/**
 * A supplier's documents (docs/product/suppliers-and-accounts.md#the-portal; decision 047) through the one
 * upload path (decision 029): upload with dates, list, download, rename and re-date, delete; the expiry rule
 * refused at its field in en and fr and an empty file refused; the expiry reminder's one-time schedule set,
 * replaced when the dates change and cancelled on delete, and the job, called directly, emailing the primary
 * contact once.
 */
import { describe, expect, it } from 'vitest';
import { supplierDocumentReminderScheduleOf } from '../../functions/core/db/entities/supplier-document.js';
import { findSchedule, scheduleName } from '../../functions/core/one-time-schedules.js';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { stackTimeIn } from '../helpers/clock.js';
import { mailbox } from '../helpers/mailbox.js';
import { loginAsSupplier, newSupplier, type SupplierSignedIn } from '../helpers/session.js';

const DOCUMENTS = '/api/v1/portal/Documents';
const UPLOADS = `${DOCUMENTS}/Uploads`;
const values = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;

/** A calendar date `days` from today (UTC). */
const dateIn = (days: number) => stackTimeIn(days * 86_400).slice(0, 10);

async function upload(
  supplier: SupplierSignedIn,
  meta: { displayName: string; effectiveDate?: string; expiryDate?: string },
  content = 'insurance certificate',
) {
  const bytes = Buffer.from(content);
  const started = await supplier.call('POST', UPLOADS, {
    body: { fileName: 'certificate.txt', size: bytes.length, contentType: 'text/plain', ...meta },
  });
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  const { uploadId, key } = values(started, 'upload');
  expect(key).toMatch(new RegExp(`^vendors/${supplier.info.vendor.vendorId}/`));
  const signed = await supplier.call('POST', `${UPLOADS}/Parts/Batch`, {
    body: { uploadId, key, partNumbers: [1] },
  });
  expect(signed.status, JSON.stringify(signed.json)).toBe(200);
  const put = await fetch(values(signed, 'signedParts').parts[0].url, { method: 'PUT', body: bytes });
  const complete = () =>
    supplier.call('POST', `${UPLOADS}/Complete`, {
      body: { uploadId, key, parts: [{ partNumber: 1, etag: put.headers.get('etag')! }] },
    });
  const completed = await complete();
  expect(completed.status, JSON.stringify(completed.json)).toBe(201);
  // Sent again, as the uploader does when the first answer was lost: the same document, recorded once.
  const again = await complete();
  expect(again.status, JSON.stringify(again.json)).toBe(201);
  expect(values(again, 'supplierDocument')).toEqual(values(completed, 'supplierDocument'));
  return values(completed, 'supplierDocument');
}

const listOf = async (supplier: SupplierSignedIn) => {
  const res = await supplier.call('GET', DOCUMENTS);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return values(res, 'supplierDocuments').documents as any[];
};
const pending = (supplier: SupplierSignedIn, id: string) =>
  findSchedule(supplierDocumentReminderScheduleOf(supplier.info.vendor.vendorId, id));

describe('supplier documents', () => {
  it('uploads with dates, lists, downloads, re-dates and deletes; the reminder follows each change', async () => {
    const supplier = await newSupplier('documents');
    const other = await newSupplier('documents-other');
    const document = await upload(supplier, {
      displayName: 'Liability insurance',
      effectiveDate: dateIn(-10),
      expiryDate: dateIn(200),
    });
    expect(document).toMatchObject({
      displayName: 'Liability insurance',
      fileName: 'certificate.txt',
      effectiveDate: dateIn(-10),
      expiryDate: dateIn(200),
      expiryState: 'valid',
      uploadedBy: supplier.info.user.supplierUserId,
      uploadedByName: 'Pat Walker',
      version: 1,
    });
    // 30 days before the expiry, at 13:00 UTC.
    expect(document.reminderAt).toBe(`${dateIn(170)}T13:00:00.000Z`);
    expect((await pending(supplier, document.supplierDocumentId))?.at).toBe(`${dateIn(170)}T13:00:00Z`);

    expect(await listOf(supplier)).toEqual([document]);
    expect(await listOf(other)).toEqual([]);

    const download = await supplier.call('GET', `${DOCUMENTS}/${document.supplierDocumentId}/Download`);
    expect(download.status, JSON.stringify(download.json)).toBe(200);
    expect(await (await fetch(values(download, 'supplierDocumentDownload').url)).text()).toBe(
      'insurance certificate',
    );
    // Another company reaches none of it.
    for (const [method, path] of [
      ['GET', `${DOCUMENTS}/${document.supplierDocumentId}/Download`],
      ['DELETE', `${DOCUMENTS}/${document.supplierDocumentId}`],
    ] as const)
      expect((await other.call(method, path)).status).toBe(404);

    // New dates replace the reminder; no expiry cancels it.
    const redated = await supplier.call('PUT', `${DOCUMENTS}/${document.supplierDocumentId}`, {
      body: { version: 1, displayName: 'Liability insurance 2027', expiryDate: dateIn(100) },
    });
    expect(redated.status, JSON.stringify(redated.json)).toBe(200);
    expect(values(redated, 'supplierDocument')).toMatchObject({ version: 2, expiryDate: dateIn(100) });
    expect(values(redated, 'supplierDocument').effectiveDate).toBeUndefined();
    expect((await pending(supplier, document.supplierDocumentId))?.at).toBe(`${dateIn(70)}T13:00:00Z`);
    const stale = await supplier.call('PUT', `${DOCUMENTS}/${document.supplierDocumentId}`, {
      body: { version: 1, displayName: 'Late' },
    });
    expect(stale.status).toBe(409);
    const undated = await supplier.call('PUT', `${DOCUMENTS}/${document.supplierDocumentId}`, {
      body: { version: 2, displayName: 'Liability insurance 2027' },
    });
    expect(values(undated, 'supplierDocument').expiryState).toBe('none');
    expect(await pending(supplier, document.supplierDocumentId)).toBeUndefined();

    const dated = await supplier.call('PUT', `${DOCUMENTS}/${document.supplierDocumentId}`, {
      body: { version: 3, displayName: 'Liability insurance 2027', expiryDate: dateIn(90) },
    });
    expect(dated.status).toBe(200);
    expect(await pending(supplier, document.supplierDocumentId)).toBeDefined();
    const deleted = await supplier.call('DELETE', `${DOCUMENTS}/${document.supplierDocumentId}`);
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(204);
    expect(await pending(supplier, document.supplierDocumentId)).toBeUndefined();
    expect(await listOf(supplier)).toEqual([]);
    expect((await fetch(values(download, 'supplierDocumentDownload').url)).status).toBe(404);
  });

  it('refuses an expiry on or before the effective date at its field, in en and fr, and an empty file', async () => {
    const supplier = await newSupplier('documents-rules');
    for (const lang of ['en', 'fr'] as const) {
      const res = await supplier.call('POST', UPLOADS, {
        lang,
        body: {
          fileName: 'certificate.txt',
          displayName: 'Certificate',
          size: 10,
          effectiveDate: '2027-06-01',
          expiryDate: '2027-06-01',
        },
      });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('supplierDocumentExpiryNotAfterEffective');
      const message = ERROR_CATALOGUE.supplierDocumentExpiryNotAfterEffective[lang];
      expect(res.json.error.message).toBe(message);
      expect(res.json.error.fields).toEqual([expect.objectContaining({ field: 'body.expiryDate', message })]);
    }
    const empty = await supplier.call('POST', UPLOADS, {
      body: { fileName: 'empty.txt', displayName: 'Empty', size: 0 },
    });
    expect(empty.json.error.code).toBe('documentEmpty');
    // Nothing half-written: no document, no open upload to complete.
    expect(await listOf(supplier)).toEqual([]);

    const document = await upload(supplier, { displayName: 'Dated', effectiveDate: '2027-01-01' });
    const refused = await supplier.call('PUT', `${DOCUMENTS}/${document.supplierDocumentId}`, {
      lang: 'fr',
      body: { version: 1, displayName: 'Dated', effectiveDate: '2027-01-01', expiryDate: '2026-12-31' },
    });
    expect(refused.json.error.message).toBe(ERROR_CATALOGUE.supplierDocumentExpiryNotAfterEffective.fr);
    expect((await listOf(supplier))[0]).toMatchObject({ version: 1, effectiveDate: '2027-01-01' });
  });

  it('the reminder job emails the primary contact once, for the schedule’s current execution only', async () => {
    const supplier = await newSupplier('documents-reminder');
    const document = await upload(supplier, { displayName: 'WSIB clearance', expiryDate: dateIn(45) });
    const pointer = (await pending(supplier, document.supplierDocumentId))!;
    const vendorId = supplier.info.vendor.vendorId;
    const { handler } = await import('../../functions/documents/supplier-document-reminder-job.js');
    const event = {
      job: pointer.job,
      tenant: vendorId,
      name: scheduleName(supplierDocumentReminderScheduleOf(vendorId, document.supplierDocumentId)),
      at: pointer.at,
      executionArn: pointer.executionArn,
      payload: { supplierDocumentId: document.supplierDocumentId, reminderAt: document.reminderAt },
    };
    expect(await handler({ ...event, executionArn: `${pointer.executionArn}-old` })).toEqual({
      status: 'stale',
    });
    const email = supplier.info.user.email;
    expect(await handler(event)).toEqual({ status: 'ran', result: { sent: true, to: email } });
    const sent = (await mailbox()).filter(
      (e) => e.destination.to.includes(email) && e.subject.startsWith('Document expiring: WSIB clearance'),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('Document qui expire : WSIB clearance');
    expect(sent[0]!.body.text).toContain(dateIn(45));
    expect(sent[0]!.body.text).toContain('/portal/documents');
    expect(await handler(event)).toEqual({ status: 'stale' });
  });

  it('the demo supplier has its two seeded documents, one expiring within the reminder window', async () => {
    const documents = await listOf(await loginAsSupplier());
    expect(documents.map((d) => [d.displayName, d.expiryState])).toEqual([
      ['Liability insurance certificate', 'valid'],
      ['Workplace safety clearance', 'expiringSoon'],
    ]);
    expect(documents[0].reminderAt).toBeDefined();
    expect(documents[1].reminderAt).toBeUndefined();
  });
});
