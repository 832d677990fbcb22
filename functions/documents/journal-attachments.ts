/**
 * Files on a project's journal notes (issue 7 item 7; decision 035), through the one upload path
 * (upload-service.ts): the same open upload, part signing, completion and HeadObject confirmation as a
 * project document, with the note's own limits (shared/domain/projects/journal.ts). The objects live under
 * the project's documents prefix; the records in the project's collaboration partition, beside the note.
 */
import { AppError, ConflictError } from '../core/app-error.js';
import type { AuditInput } from '../core/audit.js';
import { DocumentUpload } from '../core/db/entities/document-upload.js';
import {
  ProjectJournalAttachment,
  ProjectJournalEntry,
  type ProjectJournalAttachmentItem,
  type ProjectJournalEntryItem,
} from '../core/db/entities/project-collaboration-records.js';
import { User } from '../core/db/entities/user.js';
import { getItem } from '../core/db/ops.js';
import { transactAudited, tx, type TxItem } from '../core/db/transaction.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';
import {
  canChangeJournalRecord,
  checkNewJournalAttachment,
  JOURNAL_ATTACHMENTS_MAX,
} from '../../shared/domain/projects/journal.js';
import type { TDocumentUploadComplete } from '../../shared/schemas/documents.js';
import {
  journalAttachmentView,
  type TJournalAttachment,
  type TJournalAttachmentUploadStart,
} from '../../shared/schemas/journal-attachments.js';
import { authorisedProject } from './document-access.js';
import { signedDownload } from '../core/files/signed-download.js';
import { confirmUpload, openS3Upload } from './upload-service.js';
import { removeObject } from '../core/files/s3-multipart.js';

type NoteRef = { projectId: string; projectJournalId: string };
type AttachmentRef = { projectId: string; projectJournalAttachmentId: string };

async function loadNote(customerId: string, ref: NoteRef): Promise<ProjectJournalEntryItem> {
  const entry = await getItem(ProjectJournalEntry, { customerId, ...ref });
  if (!entry) throw new AppError('journalAttachmentNoteNotFound', { details: ref });
  return entry;
}

/** The first rule a new file on the note breaks, as its catalogue error. */
function assertAttachmentAllowed(entry: ProjectJournalEntryItem, size: number) {
  const problem = checkNewJournalAttachment(entry.attachmentCount, { size });
  if (problem) throw new AppError(problem, { details: { projectJournalId: entry.projectJournalId } });
}

/** Changes of a note's files are the project's: its activity feed shows them (decision 031). */
const attachmentAudit = (
  session: SessionContext,
  projectId: string,
  action: string,
  change: { before?: unknown; after?: unknown },
): AuditInput => ({
  customerId: session.customerId,
  actorId: session.userId,
  entityType: 'project',
  entityId: projectId,
  projectId,
  action,
  ...change,
});

/** The note's counter moves with each file, on condition that the note exists (and, up, has room). */
function countOnNote(
  entry: { customerId: string; projectId: string; projectJournalId: string },
  by: 1 | -1,
): TxItem {
  return tx.update(
    ProjectJournalEntry,
    entry,
    { add: { attachmentCount: by } },
    by === 1
      ? {
          expression: 'attribute_not_exists(#count) OR #count < :max',
          names: { '#count': 'attachmentCount' },
          values: { ':max': JOURNAL_ATTACHMENTS_MAX },
        }
      : undefined,
  );
}

/** What the audit event says of a file. */
const audited = (a: ProjectJournalAttachmentItem) => ({
  projectJournalId: a.projectJournalId,
  projectJournalAttachmentId: a.projectJournalAttachmentId,
  fileName: a.fileName,
  size: a.size,
});

/** POST ProjectJournalDocuments/Uploads: checks the note's limits, then opens the upload. */
export async function startJournalAttachmentUpload(
  session: SessionContext,
  ref: NoteRef,
  input: TJournalAttachmentUploadStart,
) {
  await authorisedProject(session, ref.projectId);
  assertAttachmentAllowed(await loadNote(session.customerId, ref), input.size);
  return openS3Upload(
    session,
    ref.projectId,
    // An attachment has no display name, type or page count of its own: its file name, `other`, 0.
    { ...input, displayName: input.fileName, documentType: 'other', pageCount: 0 },
    { projectJournalId: ref.projectJournalId },
  );
}

/**
 * POST ProjectJournalDocuments/Uploads/Complete: completes and confirms the object (upload-service.ts),
 * then records the file on its note in one transaction with the note's counter, the open upload's
 * removal and the audit event. A rule broken in the meantime (the note deleted, its last place taken by a
 * concurrent upload) deletes the object and answers the catalogue message.
 */
export async function completeJournalAttachmentUpload(
  session: SessionContext,
  ref: NoteRef,
  request: TDocumentUploadComplete,
): Promise<TJournalAttachment> {
  const { customerId } = session;
  // Sent again after the first one's answer was lost (the uploader retries): the file recorded is the answer.
  const recorded = await getItem(ProjectJournalAttachment, {
    customerId,
    projectId: ref.projectId,
    projectJournalAttachmentId: request.uploadId,
  });
  if (recorded && recorded.key === request.key && recorded.projectJournalId === ref.projectJournalId) {
    await authorisedProject(session, ref.projectId);
    const user = await getItem(User, { customerId, userId: recorded.createdBy });
    return journalAttachmentView(recorded, user ? `${user.firstName} ${user.lastName}`.trim() : '');
  }
  const { upload, size } = await confirmUpload(session, ref.projectId, request, ref.projectJournalId);
  try {
    const entry = await loadNote(customerId, ref);
    assertAttachmentAllowed(entry, size);
    const attachment = ProjectJournalAttachment.schema.parse({
      customerId,
      projectId: ref.projectId,
      projectJournalAttachmentId: upload.uploadId,
      projectJournalId: ref.projectJournalId,
      key: upload.key,
      fileName: upload.fileName,
      size,
      contentType: upload.contentType,
      createdBy: session.userId,
    });
    await transactAudited(
      attachmentAudit(session, ref.projectId, 'journalAttachmentAdded', { after: audited(attachment) }),
      [
        tx.create(ProjectJournalAttachment, attachment),
        countOnNote(entry, 1),
        tx.delete(DocumentUpload, upload),
      ],
    );
    const user = await getItem(User, { customerId, userId: session.userId });
    return journalAttachmentView(attachment, user ? `${user.firstName} ${user.lastName}`.trim() : '');
  } catch (error) {
    // Refused: S3 must not keep an object nobody recorded. Any other failure may have committed.
    if (!(error instanceof AppError)) throw error;
    await removeObject(upload.key);
    if (error instanceof ConflictError) assertAttachmentAllowed(await loadNote(customerId, ref), size);
    throw error;
  }
}

async function loadAttachment(session: SessionContext, ref: AttachmentRef) {
  const { user, project } = await reachProject(session, ref.projectId);
  const attachment = await getItem(ProjectJournalAttachment, { customerId: session.customerId, ...ref });
  if (!attachment) throw new AppError('journalAttachmentNotFound', { details: ref });
  return { user, project, attachment };
}

/** GET ProjectJournalDocuments/Download: a one-minute URL that downloads the file under its own name. */
export async function downloadJournalAttachment(session: SessionContext, ref: AttachmentRef) {
  const { attachment } = await loadAttachment(session, ref);
  return { ...(await signedDownload(attachment)), previewable: false };
}

/**
 * DELETE ProjectJournalDocuments: by the file's author or the project lead. The record goes first, with
 * the note's counter and the audit event, then the object: no listed file is ever missing its object.
 */
export async function deleteJournalAttachment(session: SessionContext, ref: AttachmentRef): Promise<void> {
  const { user, project, attachment } = await loadAttachment(session, ref);
  if (!canChangeJournalRecord(user, attachment, project)) throw new AppError('journalAttachmentNotYours');
  const note = {
    customerId: session.customerId,
    projectId: ref.projectId,
    projectJournalId: attachment.projectJournalId,
  };
  await transactAudited(
    attachmentAudit(session, ref.projectId, 'journalAttachmentRemoved', { before: audited(attachment) }),
    [tx.delete(ProjectJournalAttachment, attachment), countOnNote(note, -1)],
  );
  await removeObject(attachment.key);
}
