/**
 * A project's journal (spec 2 §3.18, spec 3 §7.10 ProjectJournals and ProjectJournalComments): notes,
 * pinned entries, comments on an entry. Attachments wait for the upload path (decision 031).
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../core/app-error.js';
import {
  journalCommentsOfProject,
  journalEntriesOfProject,
  ProjectJournalComment,
  ProjectJournalEntry,
  type ProjectJournalCommentItem,
  type ProjectJournalEntryItem,
} from '../core/db/entities/project-collaboration.js';
import { getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import type { SessionContext } from '../core/session.js';
import type {
  TJournalComment,
  TJournalCommentCreate,
  TJournalEntry,
  TJournalEntryCreate,
  TJournalEntryPin,
  TJournalEntryUpdate,
} from '../../shared/schemas/project-collaboration.js';
// This code answers with the area's error codes (decision 026).
import '../../shared/errors/project-collaboration.js';
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

function entryView(
  e: ProjectJournalEntryItem,
  comments: readonly ProjectJournalCommentItem[],
  users: Users,
): TJournalEntry {
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
    comments: comments
      .filter((c) => c.projectJournalId === e.projectJournalId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((c) => commentView(c, users)),
  };
}

/** Pinned entries first, the last pinned on top; then the newest first. */
export function journalOrder(a: ProjectJournalEntryItem, b: ProjectJournalEntryItem): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  if (a.pinned) return (b.pinnedAt ?? '').localeCompare(a.pinnedAt ?? '');
  return b.createdAt.localeCompare(a.createdAt);
}

async function viewOfEntry(entry: ProjectJournalEntryItem, comments: ProjectJournalCommentItem[] = []) {
  const users = await usersById(entry.customerId, [entry.createdBy, ...comments.map((c) => c.createdBy)]);
  return entryView(entry, comments, users);
}

async function loadEntry(ref: ProjectRef, projectJournalId: string): Promise<ProjectJournalEntryItem> {
  const entry = await getItem(ProjectJournalEntry, { ...ref, projectJournalId });
  if (!entry) throw new AppError('journalEntryNotFound', { details: { projectJournalId } });
  return entry;
}

async function commentsOf(ref: ProjectRef, projectJournalId: string) {
  return (await queryAll(ProjectJournalComment, journalCommentsOfProject(ref))).filter(
    (c) => c.projectJournalId === projectJournalId,
  );
}

export async function findProjectJournal(
  session: SessionContext,
  projectId: string,
): Promise<TJournalEntry[]> {
  const ref = await assertProject(session, projectId);
  const [entries, comments] = await Promise.all([
    queryAll(ProjectJournalEntry, journalEntriesOfProject(ref)),
    queryAll(ProjectJournalComment, journalCommentsOfProject(ref)),
  ]);
  const users = await usersById(ref.customerId, [
    ...entries.map((e) => e.createdBy),
    ...comments.map((c) => c.createdBy),
  ]);
  return entries.sort(journalOrder).map((e) => entryView(e, comments, users));
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
  return viewOfEntry(next, await commentsOf(ref, current.projectJournalId));
}

export async function updateJournalEntry(
  session: SessionContext,
  query: { projectId: string; projectJournalId: string },
  input: TJournalEntryUpdate,
): Promise<TJournalEntry> {
  const ref = await assertProject(session, query.projectId);
  // Written on condition that the stored version is still the one the user read: a stale edit is a 409.
  const current = { ...(await loadEntry(ref, query.projectJournalId)), version: input.version };
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
    return viewOfEntry(current, await commentsOf(ref, current.projectJournalId));
  const change = {
    before: { projectJournalId: current.projectJournalId, pinned: current.pinned },
    after: { projectJournalId: current.projectJournalId, pinned: input.pinned },
  };
  return input.pinned
    ? changeEntry(
        session,
        current,
        { pinned: true, pinnedAt: new Date().toISOString() },
        [],
        'journalEntryPinned',
        change,
      )
    : changeEntry(session, current, { pinned: false }, ['pinnedAt'], 'journalEntryUnpinned', change);
}

export async function deleteJournalEntry(
  session: SessionContext,
  query: { projectId: string; projectJournalId: string },
): Promise<void> {
  const ref = await assertProject(session, query.projectId);
  const entry = await loadEntry(ref, query.projectJournalId);
  const comments = await commentsOf(ref, entry.projectJournalId);
  await transactAudited(
    projectAudit(ref, session.userId, 'journalEntryDeleted', {
      before: { projectJournalId: entry.projectJournalId, note: entry.note, comments: comments.length },
    }),
    [tx.delete(ProjectJournalEntry, entry)],
    comments.map((c) => tx.delete(ProjectJournalComment, c)),
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
