/**
 * Files on a project's journal notes (issue 7 item 7; decision 035), through the one upload path
 * (core/files/upload-flow.ts): the same open upload, part signing, completion and HeadObject confirmation
 * as a project document (project-uploads.ts), with the note's own limits (shared/domain/projects/journal.ts).
 * The objects live under the project's documents prefix; the records in the project's collaboration
 * partition, beside the note.
 */
import { AppError, ConflictError } from '../core/app-error.js';
import type { AuditInput } from '../core/audit.js';
import { DocumentUpload, type DocumentUploadItem } from '../core/db/entities/document-upload.js';
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
import { signedDownload } from '../core/files/signed-download.js';
import type { UploadOwner } from '../core/files/upload-flow.js';
import { keepProjectUpload, projectUploads, type ProjectUploadReach } from './project-uploads.js';
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

/**
 * ProjectJournalDocuments/Uploads: a file on a note. Its limits are the note's; its complete records the
 * file on the note in one transaction with the note's counter, the open upload's removal and the audit
 * event. A rule broken in the meantime (the note deleted, its last place taken by a concurrent upload)
 * deletes the object and answers the catalogue message. Its parts go through the documents' calls.
 */
export const journalAttachmentUploads: UploadOwner<{
  ref: NoteRef;
  reached: ProjectUploadReach & { projectJournalId: string };
  start: TJournalAttachmentUploadStart;
  open: DocumentUploadItem;
  complete: TDocumentUploadComplete;
  answer: TJournalAttachment;
  checked: void;
  prepared: undefined;
}> = {
  ...projectUploads,
  reach: async (session, ref) => ({
    ...(await projectUploads.reach(session, ref)),
    projectJournalId: ref.projectJournalId,
  }),
  checkStart: async ({ session, projectId, projectJournalId }, input) =>
    assertAttachmentAllowed(await loadNote(session.customerId, { projectId, projectJournalId }), input.size),
  // An attachment has no display name, type or page count of its own: its file name, `other`, 0.
  keep: (r, upload) =>
    keepProjectUpload(
      r,
      upload,
      { displayName: upload.fileName, documentType: 'other', pageCount: 0 },
      { projectJournalId: r.projectJournalId },
    ),
  owns: (r, upload) => upload.projectJournalId === r.projectJournalId,
  // Sent again after the first one's answer was lost (the uploader retries): the file recorded is the answer.
  settle: async ({ session, projectId, projectJournalId }, request) => {
    const recorded = await getItem(ProjectJournalAttachment, {
      customerId: session.customerId,
      projectId,
      projectJournalAttachmentId: request.uploadId,
    });
    if (!recorded || recorded.key !== request.key || recorded.projectJournalId !== projectJournalId)
      return undefined;
    const user = await getItem(User, { customerId: session.customerId, userId: recorded.createdBy });
    return journalAttachmentView(recorded, user ? `${user.firstName} ${user.lastName}`.trim() : '');
  },
  record: async ({ session, projectId, projectJournalId }, upload, size) => {
    const { customerId } = session;
    const ref = { projectId, projectJournalId };
    try {
      const entry = await loadNote(customerId, ref);
      assertAttachmentAllowed(entry, size);
      const attachment = ProjectJournalAttachment.schema.parse({
        customerId,
        projectId,
        projectJournalAttachmentId: upload.uploadId,
        projectJournalId,
        key: upload.key,
        fileName: upload.fileName,
        size,
        contentType: upload.contentType,
        createdBy: session.userId,
      });
      await transactAudited(
        attachmentAudit(session, projectId, 'journalAttachmentAdded', { after: audited(attachment) }),
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
  },
};

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
