/**
 * Files on a project's journal notes (issue 7 item 7, ProjectJournalDocuments,
 * docs/product/projects.md#collaboration; decision 035): uploaded through the one upload path (decision 029),
 * listed on their note. A module of its own, so the documents Lambda carries these schemas without the rest
 * of the collaboration schemas.
 */
import * as z from 'zod/mini';
import { DOCUMENT_NAME_MAX_LENGTH } from '../domain/projects/documents.js';
import { ZContentType, ZFileName, ZId } from './common.js';

/** ?projectId&projectJournalId: the note a new file goes on. */
export const ZJournalAttachmentsQuery = z.object({ projectId: ZId, projectJournalId: ZId });
/** ?projectId&projectJournalAttachmentId: one file. */
export const ZJournalAttachmentQuery = z.object({ projectId: ZId, projectJournalAttachmentId: ZId });

/** POST ProjectJournalDocuments/Uploads: the file, checked against the note's limits before any URL. */
export const ZJournalAttachmentUploadStart = z.strictObject({
  fileName: ZFileName(DOCUMENT_NAME_MAX_LENGTH),
  /** Bytes; the server refuses more than 100 MB and confirms the stored size before recording. */
  size: z.number().check(z.int(), z.minimum(0)),
  contentType: z.optional(ZContentType),
});
export type TJournalAttachmentUploadStart = z.output<typeof ZJournalAttachmentUploadStart>;

export const ZJournalAttachment = z.strictObject({
  projectJournalAttachmentId: ZId,
  projectJournalId: ZId,
  fileName: z.string(),
  size: z.number(),
  contentType: z.string(),
  createdAt: z.iso.datetime(),
  createdBy: ZId,
  createdByName: z.string(),
});
export type TJournalAttachment = z.output<typeof ZJournalAttachment>;

/** A stored file as the journal shows it, with its author's name at read time. */
export const journalAttachmentView = (
  a: Omit<TJournalAttachment, 'createdByName'>,
  createdByName: string,
): TJournalAttachment => ({
  projectJournalAttachmentId: a.projectJournalAttachmentId,
  projectJournalId: a.projectJournalId,
  fileName: a.fileName,
  size: a.size,
  contentType: a.contentType,
  createdAt: a.createdAt,
  createdBy: a.createdBy,
  createdByName,
});
