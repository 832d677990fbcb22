/**
 * A project's journal (docs/product/projects.md#collaboration; ProjectJournals and ProjectJournalComments):
 * notes, pinned entries, comments on an entry, and the entry's files, which the documents group uploads
 * through the one upload path (decision 035). A note is edited or deleted by its author or the project lead.
 */
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { AppError } from '../core/app-error.js';
import { s3 } from '../core/aws/s3.js';
import { nowIso } from '../core/clock.js';
import {
  journalAttachmentsOfProject,
  journalCommentsOfProject,
  journalEntriesOfProject,
  ProjectJournalAttachment,
  ProjectJournalComment,
  ProjectJournalEntry,
  type ProjectJournalAttachmentItem,
  type ProjectJournalCommentItem,
  type ProjectJournalEntryItem,
} from '../core/db/entities/project-collaboration-records.js';
import { getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { env } from '../core/env.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';
import { canChangeJournalRecord } from '../../shared/domain/projects/journal.js';
import { journalAttachmentView } from '../../shared/schemas/journal-attachments.js';
import type {
  TJournalComment,
  TJournalCommentCreate,
  TJournalEntry,
  TJournalEntryCreate,
  TJournalEntryPin,
  TJournalEntryUpdate,
} from '../../shared/schemas/project-collaboration.js';
import { assertProject, nameIn, projectAudit, usersById, type ProjectRef } from './collaboration-records.js';

type Users = Awaited<ReturnType<typeof usersById>>;

const commentView = (c: ProjectJournalCommentItem, users: Users): TJournalComment => ({
  projectJournalCommentId: c.projectJournalCommentId,
  projectJournalId: c.projectJournalId,
  comment: c.comment,
  createdAt: c.createdAt,
  createdBy: c.createdBy,
  createdByName: nameIn(users, c.createdBy),
});

/** What hangs off the entries: their comments and files. */
interface EntryRecords {
  comments: readonly ProjectJournalCommentItem[];
  attachments: readonly ProjectJournalAttachmentItem[];
}

const ofEntry = <T extends { projectJournalId: string; createdAt: string }>(
  records: readonly T[],
  projectJournalId: string,
) =>
  records
    .filter((r) => r.projectJournalId === projectJournalId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));

function entryView(e: ProjectJournalEntryItem, records: EntryRecords, users: Users): TJournalEntry {
  return {
    projectJournalId: e.projectJournalId,
    projectId: e.projectId,
    note: e.note,
    pinned: e.pinned,
    ...(e.pinnedAt ? { pinnedAt: e.pinnedAt } : {}),
    version: e.version,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
    createdBy: e.createdBy,
    createdByName: nameIn(users, e.createdBy),
    comments: ofEntry(records.comments, e.projectJournalId).map((c) => commentView(c, users)),
    attachments: ofEntry(records.attachments, e.projectJournalId).map((a) =>
      journalAttachmentView(a, nameIn(users, a.createdBy)),
    ),
  };
}

/** Pinned entries first, the last pinned on top; then the newest first. */
export function journalOrder(a: ProjectJournalEntryItem, b: ProjectJournalEntryItem): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  if (a.pinned) return (b.pinnedAt ?? '').localeCompare(a.pinnedAt ?? '');
  return b.createdAt.localeCompare(a.createdAt);
}

const NO_RECORDS: EntryRecords = { comments: [], attachments: [] };

async function viewOfEntry(entry: ProjectJournalEntryItem, records: EntryRecords = NO_RECORDS) {
  const users = await usersById(entry.customerId, [
    entry.createdBy,
    ...records.comments.map((c) => c.createdBy),
    ...records.attachments.map((a) => a.createdBy),
  ]);
  return entryView(entry, records, users);
}

async function loadEntry(ref: ProjectRef, projectJournalId: string): Promise<ProjectJournalEntryItem> {
  const entry = await getItem(ProjectJournalEntry, { ...ref, projectJournalId });
  if (!entry) throw new AppError('journalEntryNotFound', { details: { projectJournalId } });
  return entry;
}

async function recordsOf(ref: ProjectRef, projectJournalId: string): Promise<EntryRecords> {
  const [comments, attachments] = await Promise.all([
    queryAll(ProjectJournalComment, journalCommentsOfProject(ref)),
    queryAll(ProjectJournalAttachment, journalAttachmentsOfProject(ref)),
  ]);
  const mine = <T extends { projectJournalId: string }>(r: T) => r.projectJournalId === projectJournalId;
  return { comments: comments.filter(mine), attachments: attachments.filter(mine) };
}

/** The entry, if the caller may change it: its author, the project lead or a site administrator. */
async function loadOwnEntry(session: SessionContext, projectId: string, projectJournalId: string) {
  const { user, project } = await reachProject(session, projectId);
  const ref = { customerId: session.customerId, projectId };
  const entry = await loadEntry(ref, projectJournalId);
  if (!canChangeJournalRecord(user, entry, project)) throw new AppError('journalEntryNotYours');
  return { ref, entry };
}

export async function findProjectJournal(
  session: SessionContext,
  projectId: string,
): Promise<TJournalEntry[]> {
  const ref = await assertProject(session, projectId);
  const [entries, comments, attachments] = await Promise.all([
    queryAll(ProjectJournalEntry, journalEntriesOfProject(ref)),
    queryAll(ProjectJournalComment, journalCommentsOfProject(ref)),
    queryAll(ProjectJournalAttachment, journalAttachmentsOfProject(ref)),
  ]);
  const users = await usersById(ref.customerId, [
    ...entries.map((e) => e.createdBy),
    ...comments.map((c) => c.createdBy),
    ...attachments.map((a) => a.createdBy),
  ]);
  return entries.sort(journalOrder).map((e) => entryView(e, { comments, attachments }, users));
}

export async function addJournalEntry(
  session: SessionContext,
  input: TJournalEntryCreate,
): Promise<TJournalEntry> {
  const ref = await assertProject(session, input.projectId);
  const entry = ProjectJournalEntry.schema.parse({
    ...ref,
    projectJournalId: randomUUID(),
    note: input.note,
    createdBy: session.userId,
  });
  await transactAudited(
    projectAudit(ref, session.userId, 'journalEntryAdded', {
      after: { projectJournalId: entry.projectJournalId, note: entry.note },
    }),
    [tx.create(ProjectJournalEntry, entry)],
  );
  return viewOfEntry(entry);
}

/** A versioned change of an entry, with its audit event; the answer is the entry after it. */
async function changeEntry(
  session: SessionContext,
  current: ProjectJournalEntryItem,
  set: Partial<ProjectJournalEntryItem>,
  remove: (keyof ProjectJournalEntryItem & string)[],
  action: string,
  change: { before: unknown; after: unknown },
): Promise<TJournalEntry> {
  const ref = { customerId: current.customerId, projectId: current.projectId };
  await transactAudited(projectAudit(ref, session.userId, action, change), [
    tx.updateVersioned(ProjectJournalEntry, current, { set, remove }),
  ]);
  const next = { ...current, ...set, version: current.version + 1 };
  for (const name of remove) delete next[name];
  return viewOfEntry(next, await recordsOf(ref, current.projectJournalId));
}

export async function updateJournalEntry(
  session: SessionContext,
  query: { projectId: string; projectJournalId: string },
  input: TJournalEntryUpdate,
): Promise<TJournalEntry> {
  const { entry } = await loadOwnEntry(session, query.projectId, query.projectJournalId);
  // Written on condition that the stored version is still the one the user read: a stale edit is a 409.
  const current = { ...entry, version: input.version };
  return changeEntry(session, current, { note: input.note }, [], 'journalEntryEdited', {
    before: { projectJournalId: current.projectJournalId, note: current.note },
    after: { projectJournalId: current.projectJournalId, note: input.note },
  });
}

export async function pinJournalEntry(
  session: SessionContext,
  input: TJournalEntryPin,
): Promise<TJournalEntry> {
  const ref = await assertProject(session, input.projectId);
  const current = await loadEntry(ref, input.projectJournalId);
  if (current.pinned === input.pinned)
    return viewOfEntry(current, await recordsOf(ref, current.projectJournalId));
  const change = {
    before: { projectJournalId: current.projectJournalId, pinned: current.pinned },
    after: { projectJournalId: current.projectJournalId, pinned: input.pinned },
  };
  return input.pinned
    ? changeEntry(session, current, { pinned: true, pinnedAt: nowIso() }, [], 'journalEntryPinned', change)
    : changeEntry(session, current, { pinned: false }, ['pinnedAt'], 'journalEntryUnpinned', change);
}

/** Deletes an entry with its comments and files, by its author or the project lead. */
export async function deleteJournalEntry(
  session: SessionContext,
  query: { projectId: string; projectJournalId: string },
): Promise<void> {
  const { ref, entry } = await loadOwnEntry(session, query.projectId, query.projectJournalId);
  const { comments, attachments } = await recordsOf(ref, entry.projectJournalId);
  await transactAudited(
    projectAudit(ref, session.userId, 'journalEntryDeleted', {
      before: {
        projectJournalId: entry.projectJournalId,
        note: entry.note,
        comments: comments.length,
        attachments: attachments.map((a) => a.fileName),
      },
    }),
    [
      // Only with the files read: one completed meanwhile makes this a 409 rather than an orphan.
      tx.delete(ProjectJournalEntry, entry, {
        expression: 'attribute_not_exists(#count) OR #count = :count',
        names: { '#count': 'attachmentCount' },
        values: { ':count': attachments.length },
      }),
      ...attachments.map((a) => tx.delete(ProjectJournalAttachment, a)),
    ],
    comments.map((c) => tx.delete(ProjectJournalComment, c)),
  );
  // The records are gone, so no listed file misses its object; then the objects (at most five).
  await Promise.all(
    attachments.map((a) => s3.send(new DeleteObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: a.key }))),
  );
}

export async function addJournalComment(
  session: SessionContext,
  input: TJournalCommentCreate,
): Promise<TJournalComment> {
  const ref = await assertProject(session, input.projectId);
  const entry = await loadEntry(ref, input.projectJournalId);
  const comment = ProjectJournalComment.schema.parse({
    ...ref,
    projectJournalCommentId: randomUUID(),
    projectJournalId: entry.projectJournalId,
    comment: input.comment,
    createdBy: session.userId,
  });
  await transactAudited(
    projectAudit(ref, session.userId, 'journalCommentAdded', {
      after: {
        projectJournalId: entry.projectJournalId,
        projectJournalCommentId: comment.projectJournalCommentId,
        comment: comment.comment,
      },
    }),
    // The entry must still exist when the comment is written (a concurrent delete cancels the comment).
    [tx.create(ProjectJournalComment, comment), tx.update(ProjectJournalEntry, entry, {})],
  );
  return commentView(comment, await usersById(ref.customerId, [session.userId]));
}

export async function deleteJournalComment(
  session: SessionContext,
  query: { projectId: string; projectJournalCommentId: string },
): Promise<void> {
  const ref = await assertProject(session, query.projectId);
  const comment = await getItem(ProjectJournalComment, {
    ...ref,
    projectJournalCommentId: query.projectJournalCommentId,
  });
  if (!comment) throw new AppError('journalCommentNotFound', { details: query });
  if (comment.createdBy !== session.userId) throw new AppError('journalCommentNotYours');
  await transactAudited(
    projectAudit(ref, session.userId, 'journalCommentDeleted', {
      before: {
        projectJournalId: comment.projectJournalId,
        projectJournalCommentId: comment.projectJournalCommentId,
        comment: comment.comment,
      },
    }),
    [tx.delete(ProjectJournalComment, comment)],
  );
}
