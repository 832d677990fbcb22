/**
 * A project's journal, comments and tasks (docs/product/projects.md#collaboration; docs/decisions/031). Dates
 * are UTC ISO instants: the browser converts what the user typed in the agency's time zone.
 */
import * as z from 'zod/mini';
import {
  COMMENT_MAX_LENGTH,
  JOURNAL_NOTE_MAX_LENGTH,
  TASK_ASSIGNEES_MAX,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_SUBJECT_MAX_LENGTH,
} from '../domain/projects/collaboration-limits.js';
import { safeText, ZId } from './common.js';
import { ZJournalAttachment } from './journal-attachments.js';

const ZRequiredText = (max: number) =>
  z.string().check(z.trim(), safeText(), z.minLength(1), z.maxLength(max));
const ZInstant = z.iso.datetime();
const ZVersion = z.int().check(z.minimum(1));
/** Who wrote something, as the lists show it (the name is the user's at read time). */
const AUTHORED = { createdAt: ZInstant, createdBy: ZId, createdByName: z.string() };

// -------------------------------------------------------------------------------------------- queries

export const ZCollaborationProjectQuery = z.object({ projectId: ZId });
export const ZJournalEntryQuery = z.object({ projectId: ZId, projectJournalId: ZId });
export const ZJournalCommentQuery = z.object({ projectId: ZId, projectJournalCommentId: ZId });
export const ZProjectTaskQuery = z.object({ projectId: ZId, projectTaskId: ZId });

// ------------------------------------------------------------------------------------------- journals

export const ZJournalEntryCreate = z.strictObject({
  projectId: ZId,
  note: ZRequiredText(JOURNAL_NOTE_MAX_LENGTH),
});
export type TJournalEntryCreate = z.output<typeof ZJournalEntryCreate>;

export const ZJournalEntryUpdate = z.strictObject({
  version: ZVersion,
  note: ZRequiredText(JOURNAL_NOTE_MAX_LENGTH),
});
export type TJournalEntryUpdate = z.output<typeof ZJournalEntryUpdate>;

/** POST ProjectJournals/Pinned: pins or unpins an entry. */
export const ZJournalEntryPin = z.strictObject({
  projectId: ZId,
  projectJournalId: ZId,
  pinned: z.boolean(),
});
export type TJournalEntryPin = z.output<typeof ZJournalEntryPin>;

export const ZJournalCommentCreate = z.strictObject({
  projectId: ZId,
  projectJournalId: ZId,
  comment: ZRequiredText(COMMENT_MAX_LENGTH),
});
export type TJournalCommentCreate = z.output<typeof ZJournalCommentCreate>;

export const ZJournalComment = z.strictObject({
  projectJournalCommentId: ZId,
  projectJournalId: ZId,
  comment: z.string(),
  ...AUTHORED,
});
export type TJournalComment = z.output<typeof ZJournalComment>;

export const ZJournalEntry = z.strictObject({
  projectJournalId: ZId,
  projectId: ZId,
  note: z.string(),
  pinned: z.boolean(),
  pinnedAt: z.optional(ZInstant),
  version: ZVersion,
  updatedAt: ZInstant,
  comments: z.array(ZJournalComment),
  /** Its files, the oldest first (decision 035). */
  attachments: z.array(ZJournalAttachment),
  ...AUTHORED,
});
export type TJournalEntry = z.output<typeof ZJournalEntry>;

/** GET ProjectJournals/All: pinned entries first (last pinned first), then the newest first. */
export const ZJournal = z.array(ZJournalEntry);

// ------------------------------------------------------------------------------------ project comments

export const ZProjectCommentCreate = z.strictObject({
  projectId: ZId,
  comment: ZRequiredText(COMMENT_MAX_LENGTH),
});
export type TProjectCommentCreate = z.output<typeof ZProjectCommentCreate>;

export const ZProjectComment = z.strictObject({
  projectCommentId: ZId,
  projectId: ZId,
  comment: z.string(),
  ...AUTHORED,
});
export type TProjectComment = z.output<typeof ZProjectComment>;

/** GET ProjectComments: the newest first. */
export const ZProjectComments = z.array(ZProjectComment);

// ---------------------------------------------------------------------------------------------- tasks

const TASK_FIELDS = {
  subject: ZRequiredText(TASK_SUBJECT_MAX_LENGTH),
  description: z.optional(z.string().check(z.trim(), z.maxLength(TASK_DESCRIPTION_MAX_LENGTH))),
  /** Active users of the agency. */
  assigneeIds: z.array(ZId).check(z.maxLength(TASK_ASSIGNEES_MAX)),
  /** After today in the agency's time zone (shared/domain/projects/tasks.ts). */
  dueDate: ZInstant,
  /** After today and before the due date; the reminder email goes to the assignees then. */
  reminderDate: z.optional(z.nullable(ZInstant)),
};

export const ZProjectTaskCreate = z.strictObject({ projectId: ZId, ...TASK_FIELDS });
export type TProjectTaskCreate = z.output<typeof ZProjectTaskCreate>;

/** PUT ProjectTask: the whole task at the version read; a null reminder date removes the reminder. */
export const ZProjectTaskUpdate = z.strictObject({ version: ZVersion, ...TASK_FIELDS });
export type TProjectTaskUpdate = z.output<typeof ZProjectTaskUpdate>;

/** PUT ProjectTask/status: completes (true) or reopens (false) a task. */
export const ZProjectTaskStatus = z.strictObject({ version: ZVersion, completed: z.boolean() });
export type TProjectTaskStatus = z.output<typeof ZProjectTaskStatus>;

export const ZProjectTask = z.strictObject({
  projectTaskId: ZId,
  projectId: ZId,
  subject: z.string(),
  description: z.optional(z.string()),
  assignees: z.array(z.strictObject({ userId: ZId, name: z.string() })),
  dueDate: ZInstant,
  reminderDate: z.optional(ZInstant),
  completed: z.boolean(),
  completedAt: z.optional(ZInstant),
  version: ZVersion,
  updatedAt: ZInstant,
  ...AUTHORED,
});
export type TProjectTask = z.output<typeof ZProjectTask>;

/** GET ProjectTask: open tasks first by due date, then completed ones. */
export const ZProjectTasks = z.array(ZProjectTask);

/** GET ProjectTask/Assignees: the agency's active users, by name. */
export const ZProjectTaskAssignees = z.array(z.strictObject({ userId: ZId, name: z.string() }));
export type TProjectTaskAssignees = z.output<typeof ZProjectTaskAssignees>;
