/**
 * A project's journal: who may change a note or an attachment, and the limits of a note's attachments
 * (issue 7 item 7; decisions 031, 035). Pure: the journal screen runs them to offer its buttons and to
 * refuse a file before any upload, the project-collaboration and documents Lambdas as the authority.
 */
import type { ErrorCode } from '../../errors.js';

/** At most this many files on one journal note. */
export const JOURNAL_ATTACHMENTS_MAX = 5;
/** A journal attachment can be at most 100 MB (104,857,600 bytes), like a notification's. */
export const JOURNAL_ATTACHMENT_MAX_BYTES = 104_857_600;

/** Who is acting, as the journal rules read them. */
export interface JournalActor {
  userId: string;
  isSiteAdmin: boolean;
}

/**
 * A note, or a file on a note, is changed (edited, deleted, removed) by its author or by the project's
 * lead; site administrators act for the agency (docs/product/suppliers-and-accounts.md#roles-and-permissions:
 * full action rights). Others may read and comment, not rewrite someone else's record.
 */
export function canChangeJournalRecord(
  actor: JournalActor,
  record: { createdBy: string },
  project: { projectLeadId?: string | undefined },
): boolean {
  return actor.isSiteAdmin || record.createdBy === actor.userId || project.projectLeadId === actor.userId;
}

/** A new file on a note, before any URL is issued: the first problem, in the order the user fixes them. */
export function checkNewJournalAttachment(
  existingCount: number,
  file: { size: number },
): ErrorCode | undefined {
  if (existingCount >= JOURNAL_ATTACHMENTS_MAX) return 'journalAttachmentLimitReached';
  if (!Number.isInteger(file.size) || file.size <= 0) return 'documentEmpty';
  if (file.size > JOURNAL_ATTACHMENT_MAX_BYTES) return 'journalAttachmentTooLarge';
  return undefined;
}
