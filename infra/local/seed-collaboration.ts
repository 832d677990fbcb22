/**
 * The demo journals, comments and tasks (issue 7, decision 031) on a few seeded projects: pinned and older
 * notes with comments, project comments, open and completed tasks. Each record is written with the audit
 * event its service writes (journalEntryAdded, taskAdded...), naming the project so that its activity feed
 * shows it. An open task's reminder that lies ahead gets its one-time schedule, as the task service does.
 */
import { randomUUID } from 'node:crypto';
import {
  ProjectComment,
  ProjectJournalComment,
  ProjectJournalEntry,
  ProjectTask,
} from '../../functions/core/db/entities/project-collaboration-records.js';
import type { ProjectItem } from '../../functions/core/db/entities/project.js';
import { transactAudited, tx, type TxItem } from '../../functions/core/db/transaction.js';
import { scheduleAt } from '../../functions/core/one-time-schedules.js';
import {
  TASK_REMINDER_JOB,
  taskReminderSchedule,
} from '../../functions/project-collaboration/task-reminder.js';
import { demoDate, projectEvent, type DemoPeople, type DemoPerson } from './seed-projects.js';

interface Note {
  note: string;
  by: DemoPerson;
  daysAgo: number;
  pinned?: boolean;
  comments?: { comment: string; by: DemoPerson; daysAgo: number }[];
}
interface Task {
  subject: string;
  description?: string;
  assignees: DemoPerson[];
  by: DemoPerson;
  dueInDays: number;
  reminderInDays?: number;
  completedDaysAgo?: number;
}
interface Collaboration {
  journal?: Note[];
  comments?: { comment: string; by: DemoPerson; daysAgo: number }[];
  tasks?: Task[];
}

const DEMO_COLLABORATION: Record<string, Collaboration> = {
  'Road resurfacing, Main Street': {
    journal: [
      {
        note: 'Traffic plan agreed with the police: one lane stays open during works.',
        by: 'lead',
        daysAgo: 3,
        pinned: true,
        comments: [{ comment: 'Added to the specifications.', by: 'buyer', daysAgo: 2 }],
      },
      { note: 'Budget confirmed by the council.', by: 'lead', daysAgo: 5 },
    ],
    comments: [
      { comment: 'Please check the road closure dates with the transit agency.', by: 'buyer', daysAgo: 1 },
    ],
    tasks: [
      {
        subject: 'Send the traffic plan to the transit agency',
        assignees: ['buyer'],
        by: 'lead',
        dueInDays: 7,
      },
      { subject: 'Confirm the budget', assignees: ['lead'], by: 'lead', dueInDays: -4, completedDaysAgo: 5 },
    ],
  },
  'Office furniture supply': {
    journal: [
      {
        note: 'Approved by Lee; published on the bid page. Two suppliers downloaded the documents on day one.',
        by: 'buyer',
        daysAgo: 2,
        pinned: true,
      },
    ],
    tasks: [
      {
        subject: 'Answer the suppliers’ questions on chair ergonomics',
        description: 'Publish one addendum with every answer before the question deadline.',
        assignees: ['buyer'],
        by: 'lead',
        dueInDays: 9,
        reminderInDays: 3,
      },
    ],
  },
  'HVAC maintenance, community centres': {
    journal: [
      {
        note: 'Site meeting attendance is mandatory: bidders who miss it are disqualified.',
        by: 'lead',
        daysAgo: 6,
        pinned: true,
        comments: [{ comment: 'I will take the attendance sheet.', by: 'evaluator', daysAgo: 5 }],
      },
    ],
    comments: [{ comment: 'Polar Air asked for the arena chiller model numbers.', by: 'buyer', daysAgo: 1 }],
    tasks: [
      {
        subject: 'Book the meeting room at Westside Community Centre',
        assignees: ['buyer'],
        by: 'lead',
        dueInDays: -1,
        completedDaysAgo: 2,
      },
    ],
  },
  'Tree planting program 2026': {
    journal: [
      { note: 'Six bids received at the closing; evaluation starts Monday.', by: 'lead', daysAgo: 4 },
    ],
    tasks: [
      {
        subject: 'Score the technical proposals',
        assignees: ['evaluator'],
        by: 'lead',
        dueInDays: 6,
      },
    ],
  },
};

const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export async function seedDemoCollaboration(
  projects: ReadonlyMap<string, ProjectItem>,
  people: DemoPeople,
): Promise<void> {
  const writes: Promise<unknown>[] = [];
  for (const [name, collaboration] of Object.entries(DEMO_COLLABORATION)) {
    const project = projects.get(name)!;
    const ref = { customerId: project.customerId, projectId: project.projectId };
    /** A record and the audit event its service writes, on the project's feed. */
    const add = (by: DemoPerson, action: string, after: object, item: TxItem) =>
      writes.push(transactAudited(projectEvent(project, people[by], action, after), [item]));
    for (const note of collaboration.journal ?? []) {
      const projectJournalId = randomUUID();
      const entry = ProjectJournalEntry.schema.parse({
        ...ref,
        projectJournalId,
        note: note.note,
        createdBy: people[note.by],
        ...(note.pinned ? { pinned: true, pinnedAt: ago(note.daysAgo) } : {}),
        createdAt: ago(note.daysAgo),
        updatedAt: ago(note.daysAgo),
      });
      add(
        note.by,
        'journalEntryAdded',
        { projectJournalId, note: note.note },
        tx.create(ProjectJournalEntry, entry),
      );
      for (const { comment, by, daysAgo } of note.comments ?? []) {
        const projectJournalCommentId = randomUUID();
        const after = { projectJournalId, projectJournalCommentId, comment };
        const record = { ...ref, ...after, createdBy: people[by], createdAt: ago(daysAgo) };
        add(by, 'journalCommentAdded', after, tx.create(ProjectJournalComment, record));
      }
    }
    for (const { comment, by, daysAgo } of collaboration.comments ?? []) {
      const after = { projectCommentId: randomUUID(), comment };
      const record = { ...ref, ...after, createdBy: people[by], createdAt: ago(daysAgo) };
      add(by, 'projectCommentAdded', after, tx.create(ProjectComment, record));
    }
    for (const task of collaboration.tasks ?? []) writes.push(seedTask(project, task, people));
  }
  await Promise.all(writes);
}

async function seedTask(project: ProjectItem, task: Task, people: DemoPeople): Promise<void> {
  const projectTaskId = randomUUID();
  const done = task.completedDaysAgo !== undefined;
  const record = ProjectTask.schema.parse({
    customerId: project.customerId,
    projectId: project.projectId,
    projectTaskId,
    subject: task.subject,
    ...(task.description ? { description: task.description } : {}),
    assigneeIds: task.assignees.map((person) => people[person]),
    dueDate: demoDate(task.dueInDays),
    ...(task.reminderInDays !== undefined ? { reminderDate: demoDate(task.reminderInDays) } : {}),
    ...(done
      ? {
          completed: true,
          completedAt: ago(task.completedDaysAgo!),
          completedBy: people[task.assignees[0]!],
        }
      : {}),
    createdBy: people[task.by],
    version: 1,
    createdAt: ago(Math.max(task.completedDaysAgo ?? 0, 1) + 1),
    updatedAt: ago(task.completedDaysAgo ?? 1),
  });
  await transactAudited(
    projectEvent(project, record.createdBy, 'taskAdded', {
      projectTaskId,
      subject: record.subject,
      assigneeIds: record.assigneeIds,
      dueDate: record.dueDate,
      reminderDate: record.reminderDate,
      completed: record.completed,
    }),
    [tx.create(ProjectTask, record)],
  );
  // The reminder email goes out at its date, as for a task added on the Tasks screen.
  if (!record.completed && record.reminderDate && Date.parse(record.reminderDate) > Date.now())
    await scheduleAt({
      name: taskReminderSchedule(record.customerId, projectTaskId),
      at: record.reminderDate,
      job: TASK_REMINDER_JOB,
      payload: { projectId: record.projectId, projectTaskId, reminderDate: record.reminderDate },
    });
}
