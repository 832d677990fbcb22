/**
 * A supplier company's documents (docs/product/suppliers-and-accounts.md#the-portal; decision 047) through
 * the one upload path (decision 029): the same open upload, batch part signing, completion and HeadObject
 * confirmation as a project document, under `vendors/<vendorId>/` and recorded in the vendor's partition.
 * Each document with an expiry date has one reminder schedule (decision 023) that emails the company's
 * primary contact SUPPLIER_DOCUMENT_REMINDER_DAYS before it; a change of the dates replaces it, a delete
 * cancels it.
 */
import { AppError } from '../core/app-error.js';
import { catalogueMessage, type Language } from '../../shared/errors.js';
import { now as clockNow } from '../core/clock.js';
import {
  documentsOfVendor,
  SupplierDocument,
  supplierDocumentReminderScheduleOf,
  SupplierDocumentUpload,
  type SupplierDocumentItem,
  type SupplierDocumentUploadItem,
} from '../core/db/entities/supplier-document.js';
import { SupplierUser } from '../core/db/entities/supplier-user.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { cancelSchedule, findSchedule, HORIZON_MS, scheduleAt } from '../core/one-time-schedules.js';
import type { SessionContext } from '../core/session.js';
import { signedDownload } from '../core/files/signed-download.js';
import { checkDocumentSize } from '../../shared/domain/projects/documents.js';
import {
  findSupplierDocumentDatesProblem,
  SUPPLIER_DOCUMENTS_MAX,
  supplierDocumentExpiryState,
  supplierDocumentReminderAt,
  type SupplierDocumentDates,
} from '../../shared/domain/suppliers/supplier-documents.js';
import type { TDocumentUploadComplete } from '../../shared/schemas/documents.js';
import type {
  TSupplierDocument,
  TSupplierDocumentUpdate,
  TSupplierDocumentUploadStart,
} from '../../shared/schemas/supplier-documents.js';
import { vendorDocumentKey, vendorDocumentsPrefix } from './document-access.js';
import { removeObject } from '../core/files/s3-multipart.js';
import type { UploadOwner } from '../core/files/upload-flow.js';

export const SUPPLIER_DOCUMENT_REMINDER_JOB = 'supplier-document-reminder';
/**
 * The dates rule of docs/product/suppliers-and-accounts.md#the-portal, answered at the expiry field in the
 * user's language.
 */
function assertDates(dates: SupplierDocumentDates, lang: Language) {
  const problem = findSupplierDocumentDatesProblem(dates);
  if (problem)
    throw new AppError(problem, {
      fields: [{ field: 'body.expiryDate', code: 'invalid', message: catalogueMessage(problem, lang) }],
    });
}

const audit = (session: SessionContext, id: string, action: string, change: object) => ({
  customerId: session.customerId,
  actorId: session.userId,
  entityType: 'supplierDocument',
  entityId: id,
  action,
  ...change,
});

const audited = (d: SupplierDocumentItem) => ({
  displayName: d.displayName,
  fileName: d.fileName,
  size: d.size,
  effectiveDate: d.effectiveDate,
  expiryDate: d.expiryDate,
});

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The document as the portal shows it. A reminder that came within the horizon since the document was
 * saved (an expiry more than a year ahead) is scheduled here.
 */
async function view(d: SupplierDocumentItem, now = clockNow()): Promise<TSupplierDocument> {
  const due = schedulableReminder(d, now);
  let pending = due
    ? await findSchedule(supplierDocumentReminderScheduleOf(d.vendorId, d.supplierDocumentId))
    : undefined;
  if (due && !pending) {
    await syncSupplierDocumentReminder(d, now);
    pending = await findSchedule(supplierDocumentReminderScheduleOf(d.vendorId, d.supplierDocumentId));
  }
  const reminderAt = pending ? due : undefined;
  return {
    supplierDocumentId: d.supplierDocumentId,
    displayName: d.displayName,
    fileName: d.fileName,
    size: d.size,
    contentType: d.contentType,
    ...(d.effectiveDate ? { effectiveDate: d.effectiveDate } : {}),
    ...(d.expiryDate ? { expiryDate: d.expiryDate } : {}),
    expiryState: supplierDocumentExpiryState(d.expiryDate, today(now)),
    ...(reminderAt ? { reminderAt } : {}),
    uploadedAt: d.createdAt,
    uploadedBy: d.uploadedBy,
    uploadedByName: d.uploadedByName,
    version: d.version,
  };
}

/**
 * The reminder's moment when it can be scheduled now: ahead, and within a schedule's horizon (decision
 * 023); one further ahead is scheduled by a later save or list of the company's documents (decision 047).
 */
function schedulableReminder(d: SupplierDocumentItem, now: Date): string | undefined {
  const reminderAt = supplierDocumentReminderAt(d.expiryDate, now);
  return reminderAt && Date.parse(reminderAt) - now.getTime() <= HORIZON_MS ? reminderAt : undefined;
}

/** Schedules (or replaces) the document's expiry reminder, or makes sure none is pending. */
export async function syncSupplierDocumentReminder(d: SupplierDocumentItem, now = clockNow()) {
  const name = supplierDocumentReminderScheduleOf(d.vendorId, d.supplierDocumentId);
  const reminderAt = schedulableReminder(d, now);
  if (!reminderAt) {
    await cancelSchedule(name);
    return;
  }
  await scheduleAt({
    name,
    at: reminderAt,
    job: SUPPLIER_DOCUMENT_REMINDER_JOB,
    payload: { supplierDocumentId: d.supplierDocumentId, reminderAt },
  });
}

/** GET portal/Documents: the company's documents, by display name. */
export async function listSupplierDocuments(session: SessionContext): Promise<TSupplierDocument[]> {
  const documents = await queryAll(SupplierDocument, documentsOfVendor(session.customerId));
  const views = await Promise.all(documents.map((d) => view(d)));
  return views.sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/**
 * portal/Documents/Uploads: a company document, under the company's prefix (the session's vendor is the
 * tenant). Its start checks the file and its dates; its complete records the document with the open
 * upload's removal and the audit event in one transaction, and schedules its reminder.
 */
export const supplierDocumentUploads: UploadOwner<{
  /** The caller's language, for the dates' message at their field. */
  ref: { lang: Language };
  reached: { session: SessionContext; lang: Language };
  start: TSupplierDocumentUploadStart;
  open: SupplierDocumentUploadItem;
  complete: TDocumentUploadComplete;
  answer: TSupplierDocument;
  checked: void;
  prepared: undefined;
}> = {
  keyPrefix: (session) => vendorDocumentsPrefix(session.customerId),
  reach: async (session, { lang }) => ({ session, lang }),
  checkStart: async ({ session, lang }, input) => {
    const sizeProblem = checkDocumentSize(input.size);
    if (sizeProblem) throw new AppError(sizeProblem);
    assertDates(input, lang);
    const existing = await queryAll(SupplierDocument, documentsOfVendor(session.customerId));
    if (existing.length >= SUPPLIER_DOCUMENTS_MAX) throw new AppError('supplierDocumentsTooMany');
  },
  keyOf: ({ session }, uploadId, fileName) => vendorDocumentKey(session.customerId, uploadId, fileName),
  keep: async ({ session }, upload, input) => {
    const item: SupplierDocumentUploadItem = {
      vendorId: session.customerId,
      ...upload,
      displayName: input.displayName,
      ...(input.effectiveDate ? { effectiveDate: input.effectiveDate } : {}),
      ...(input.expiryDate ? { expiryDate: input.expiryDate } : {}),
      userId: session.userId,
    };
    await transactAudited(
      audit(session, upload.uploadId, 'startUpload', {
        after: { key: upload.key, fileName: upload.fileName, size: upload.size },
      }),
      [tx.create(SupplierDocumentUpload, item)],
    );
  },
  find: ({ session }, uploadId) =>
    getItem(SupplierDocumentUpload, { vendorId: session.customerId, uploadId }),
  // Sent again after the first one's answer was lost (the uploader retries): the document recorded answers.
  settle: async ({ session }, request) => {
    const recorded = await getItem(SupplierDocument, {
      vendorId: session.customerId,
      supplierDocumentId: request.uploadId,
    });
    return recorded && recorded.key === request.key ? view(recorded) : undefined;
  },
  record: async ({ session }, upload, size) => {
    const user = await getItem(SupplierUser, {
      vendorId: session.customerId,
      supplierUserId: session.userId,
    });
    const document = SupplierDocument.schema.parse({
      vendorId: upload.vendorId,
      supplierDocumentId: upload.uploadId,
      key: upload.key,
      fileName: upload.fileName,
      displayName: upload.displayName,
      size,
      contentType: upload.contentType,
      effectiveDate: upload.effectiveDate,
      expiryDate: upload.expiryDate,
      uploadedBy: session.userId,
      uploadedByName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    });
    await transactAudited(
      audit(session, document.supplierDocumentId, 'create', { after: audited(document) }),
      [tx.create(SupplierDocument, document), tx.delete(SupplierDocumentUpload, upload)],
    );
    await syncSupplierDocumentReminder(document);
    return view(document);
  },
  forget: async ({ session }, upload) => {
    await transactAudited(
      audit(session, upload.uploadId, 'abortUpload', {
        before: { key: upload.key, fileName: upload.fileName },
      }),
      [tx.delete(SupplierDocumentUpload, upload)],
    );
  },
};

async function loadDocument(session: SessionContext, supplierDocumentId: string) {
  const document = await getItem(SupplierDocument, { vendorId: session.customerId, supplierDocumentId });
  if (!document) throw new AppError('supplierDocumentNotFound');
  return document;
}

/** PUT portal/Documents/{id}: the name and dates at the version read; the reminder follows the expiry. */
export async function updateSupplierDocument(
  session: SessionContext,
  supplierDocumentId: string,
  input: TSupplierDocumentUpdate,
  lang: Language,
): Promise<TSupplierDocument> {
  assertDates(input, lang);
  const current = await loadDocument(session, supplierDocumentId);
  assertVersion(current, input.version);
  const after = {
    ...current,
    displayName: input.displayName,
    effectiveDate: input.effectiveDate,
    expiryDate: input.expiryDate,
  };
  await transactAudited(
    audit(session, supplierDocumentId, 'update', { before: audited(current), after: audited(after) }),
    [
      tx.updateVersioned(SupplierDocument, current, {
        set: {
          displayName: input.displayName,
          ...(input.effectiveDate ? { effectiveDate: input.effectiveDate } : {}),
          ...(input.expiryDate ? { expiryDate: input.expiryDate } : {}),
        },
        remove: [
          ...(input.effectiveDate ? [] : ['effectiveDate' as const]),
          ...(input.expiryDate ? [] : ['expiryDate' as const]),
        ],
      }),
    ],
  );
  const saved = await loadDocument(session, supplierDocumentId);
  if (saved.expiryDate !== current.expiryDate) await syncSupplierDocumentReminder(saved);
  return view(saved);
}

/** DELETE portal/Documents/{id}: the record and its audit event, then the reminder and the object. */
export async function deleteSupplierDocument(session: SessionContext, supplierDocumentId: string) {
  const document = await loadDocument(session, supplierDocumentId);
  await transactAudited(audit(session, supplierDocumentId, 'delete', { before: audited(document) }), [
    tx.delete(SupplierDocument, document),
  ]);
  await cancelSchedule(supplierDocumentReminderScheduleOf(document.vendorId, supplierDocumentId));
  await removeObject(document.key);
}

/** GET portal/Documents/{id}/Download: a one-minute URL that downloads the file under its own name. */
export async function downloadSupplierDocument(session: SessionContext, supplierDocumentId: string) {
  return signedDownload(await loadDocument(session, supplierDocumentId));
}
