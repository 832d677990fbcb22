/**
 * A project's journal entries with their comments and attachments, its comments and its tasks
 * (docs/product/projects.md#collaboration; decision 031). They all live in the project's own partition
 * (`customerid`, `projectid`), so a screen reads each list with one strongly consistent query, and every call
 * names the project with the record.
 */
import * as z from 'zod/mini';
import {
  defineEntity,
  partitionKey,
  partitionQuery,
  sortKey,
  versionedFields,
  type QuerySpec,
} from '../entity.js';
import { nowIso } from '../../clock.js';

/** The partition of a project's collaboration records. */
const projectPartition = (k: { customerId: string; projectId: string }) => ({
  customerid: k.customerId,
  projectid: k.projectId,
});
const OWNED = { customerId: z.string(), projectId: z.string(), createdBy: z.string() };

const JOURNAL = 'projectJournal';
export const ProjectJournalEntry = defineEntity({
  name: JOURNAL,
  versioned: true,
  schema: z.object({
    ...OWNED,
    projectJournalId: z.string(),
    note: z.string(),
    pinned: z._default(z.boolean(), false),
    pinnedAt: z.optional(z.string()),
    /**
     * How many files the note holds: raised and lowered with each attachment in its transaction, on
     * condition that it stays within the limit, so two concurrent uploads cannot both take the last place.
     */
    attachmentCount: z._default(z.number(), 0),
    ...versionedFields,
  }),
  key: (k: { customerId: string; projectId: string; projectJournalId: string }) => ({
    pk: partitionKey(projectPartition(k)),
    sk: sortKey(JOURNAL, { projectjournalid: k.projectJournalId }),
  }),
});
export type ProjectJournalEntryItem = z.output<typeof ProjectJournalEntry.schema>;

const JOURNAL_COMMENT = 'projectJournalComment';
export const ProjectJournalComment = defineEntity({
  name: JOURNAL_COMMENT,
  schema: z.object({
    ...OWNED,
    projectJournalCommentId: z.string(),
    projectJournalId: z.string(),
    comment: z.string(),
    createdAt: z._default(z.string(), nowIso),
  }),
  key: (k: { customerId: string; projectId: string; projectJournalCommentId: string }) => ({
    pk: partitionKey(projectPartition(k)),
    sk: sortKey(JOURNAL_COMMENT, { projectjournalcommentid: k.projectJournalCommentId }),
  }),
});
export type ProjectJournalCommentItem = z.output<typeof ProjectJournalComment.schema>;

const JOURNAL_ATTACHMENT = 'projectJournalAttachment';
/**
 * A file on a journal note (decision 035), written by the documents Lambda only after S3 confirmed the
 * object, which lives under the project's documents prefix (`projects/<customerId>/<projectId>/`): a
 * project's delete finds the records in this partition and the objects under that prefix.
 */
export const ProjectJournalAttachment = defineEntity({
  name: JOURNAL_ATTACHMENT,
  schema: z.object({
    ...OWNED,
    projectJournalAttachmentId: z.string(),
    projectJournalId: z.string(),
    key: z.string(),
    fileName: z.string(),
    size: z.number(),
    contentType: z.string(),
    createdAt: z._default(z.string(), nowIso),
  }),
  key: (k: { customerId: string; projectId: string; projectJournalAttachmentId: string }) => ({
    pk: partitionKey(projectPartition(k)),
    sk: sortKey(JOURNAL_ATTACHMENT, { projectjournalattachmentid: k.projectJournalAttachmentId }),
  }),
});
export type ProjectJournalAttachmentItem = z.output<typeof ProjectJournalAttachment.schema>;

const COMMENT = 'projectComment';
export const ProjectComment = defineEntity({
  name: COMMENT,
  schema: z.object({
    ...OWNED,
    projectCommentId: z.string(),
    comment: z.string(),
    createdAt: z._default(z.string(), nowIso),
  }),
  key: (k: { customerId: string; projectId: string; projectCommentId: string }) => ({
    pk: partitionKey(projectPartition(k)),
    sk: sortKey(COMMENT, { projectcommentid: k.projectCommentId }),
  }),
});
export type ProjectCommentItem = z.output<typeof ProjectComment.schema>;

const TASK = 'projectTask';
export const ProjectTask = defineEntity({
  name: TASK,
  versioned: true,
  schema: z.object({
    ...OWNED,
    projectTaskId: z.string(),
    subject: z.string(),
    description: z.optional(z.string()),
    assigneeIds: z._default(z.array(z.string()), () => []),
    /** UTC ISO instants. */
    dueDate: z.string(),
    reminderDate: z.optional(z.string()),
    /** The reminder date whose email went out (the job sends each reminder once). */
    reminderSentAt: z.optional(z.string()),
    completed: z._default(z.boolean(), false),
    completedAt: z.optional(z.string()),
    completedBy: z.optional(z.string()),
    ...versionedFields,
  }),
  key: (k: { customerId: string; projectId: string; projectTaskId: string }) => ({
    pk: partitionKey(projectPartition(k)),
    sk: sortKey(TASK, { projecttaskid: k.projectTaskId }),
  }),
});
export type ProjectTaskItem = z.output<typeof ProjectTask.schema>;

type ProjectRef = { customerId: string; projectId: string };
export const journalEntriesOfProject = (k: ProjectRef): QuerySpec =>
  partitionQuery(JOURNAL, projectPartition(k), 'projectjournalid');
export const journalCommentsOfProject = (k: ProjectRef): QuerySpec =>
  partitionQuery(JOURNAL_COMMENT, projectPartition(k), 'projectjournalcommentid');
export const journalAttachmentsOfProject = (k: ProjectRef): QuerySpec =>
  partitionQuery(JOURNAL_ATTACHMENT, projectPartition(k), 'projectjournalattachmentid');
export const commentsOfProject = (k: ProjectRef): QuerySpec =>
  partitionQuery(COMMENT, projectPartition(k), 'projectcommentid');
export const tasksOfProject = (k: ProjectRef): QuerySpec =>
  partitionQuery(TASK, projectPartition(k), 'projecttaskid');

/** Every collaboration record of a project, whatever its kind: the whole partition (a project's delete). */
export const collaborationOfProject = (k: ProjectRef): QuerySpec => ({
  pk: partitionKey(projectPartition(k)),
});

/**
 * The one-time schedule of a task's reminder (decision 031): `taskreminder-<tenant>-<taskId>`. The
 * project-collaboration group schedules it (task-reminder.ts); a project's delete cancels it.
 */
export const taskReminderScheduleOf = (customerId: string, projectTaskId: string) => ({
  purpose: 'taskreminder',
  tenant: customerId,
  record: projectTaskId,
});
