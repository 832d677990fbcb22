/**
 * A project's tasks (ProjectTask, docs/product/projects.md#collaboration): subject, description, assignees
 * among the agency's active users, a due date and an optional reminder date, both after today in the
 * agency's time zone and the reminder before the due date (shared/domain/projects/tasks.ts). The
 * reminder is a one-time schedule: set on create, replaced on an edit, cancelled on complete and delete.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../core/app-error.js';
import { now, nowIso, nowMs } from '../core/clock.js';
import {
  ProjectTask,
  tasksOfProject,
  type ProjectTaskItem,
} from '../core/db/entities/project-collaboration-records.js';
import { User, usersOfCustomer } from '../core/db/entities/user.js';
import { getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { cancelSchedule, relayTime, scheduleAt } from '../core/one-time-schedules.js';
import type { SessionContext } from '../core/session.js';
import { catalogueMessage, type Language } from '../../shared/errors.js';
import { findTaskDateProblems, type TaskDateField } from '../../shared/domain/projects/tasks.js';
import type {
  TProjectTask,
  TProjectTaskAssignees,
  TProjectTaskCreate,
  TProjectTaskStatus,
  TProjectTaskUpdate,
} from '../../shared/schemas/project-collaboration.js';
import {
  agencyOf,
  assertProject,
  fullName,
  nameIn,
  projectAudit,
  usersById,
  type ProjectRef,
} from './collaboration-records.js';
import { TASK_REMINDER_JOB, taskReminderSchedule } from './task-reminder.js';

type Users = Awaited<ReturnType<typeof usersById>>;

function taskView(t: ProjectTaskItem, users: Users): TProjectTask {
  return {
    projectTaskId: t.projectTaskId,
    projectId: t.projectId,
    subject: t.subject,
    ...(t.description ? { description: t.description } : {}),
    assignees: t.assigneeIds.map((userId) => ({ userId, name: nameIn(users, userId) })),
    dueDate: t.dueDate,
    ...(t.reminderDate ? { reminderDate: t.reminderDate } : {}),
    completed: t.completed,
    ...(t.completedAt ? { completedAt: t.completedAt } : {}),
    version: t.version,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    createdBy: t.createdBy,
    createdByName: nameIn(users, t.createdBy),
  };
}

const viewOfTask = async (t: ProjectTaskItem) =>
  taskView(t, await usersById(t.customerId, [t.createdBy, ...t.assigneeIds]));

/** Open tasks first by due date, then completed ones, the last completed first. */
export function taskOrder(a: ProjectTaskItem, b: ProjectTaskItem): number {
  if (a.completed !== b.completed) return a.completed ? 1 : -1;
  if (a.completed) return (b.completedAt ?? '').localeCompare(a.completedAt ?? '');
  return a.dueDate.localeCompare(b.dueDate) || a.createdAt.localeCompare(b.createdAt);
}

async function loadTask(ref: ProjectRef, projectTaskId: string): Promise<ProjectTaskItem> {
  const task = await getItem(ProjectTask, { ...ref, projectTaskId });
  if (!task) throw new AppError('projectTaskNotFound', { details: { projectTaskId } });
  return task;
}

/** The date rules on the task as it would be saved; every problem at once, each under its field. */
async function assertTaskDates(
  customerId: string,
  dates: { dueDate: string; reminderDate?: string | null | undefined },
  changed: readonly TaskDateField[] | undefined,
  lang: Language,
): Promise<void> {
  const { timeZone } = await agencyOf(customerId);
  const problems = findTaskDateProblems(
    {
      dueDate: new Date(dates.dueDate),
      reminderDate: dates.reminderDate ? new Date(dates.reminderDate) : undefined,
    },
    { now: now(), timeZone, ...(changed ? { changedFields: changed } : {}) },
  );
  const [first] = problems;
  if (!first) return;
  throw new AppError(first.code, {
    fields: problems.map((problem) => ({
      field: `body.${problem.field}`,
      code: 'invalid',
      message: catalogueMessage(problem.code, lang),
    })),
  });
}

/** Assignees are active users of the agency; each is named once. */
async function assertAssignees(customerId: string, assigneeIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(assigneeIds)];
  const users = await usersById(customerId, unique);
  if (unique.some((id) => users.get(id)?.active !== true)) throw new AppError('taskAssigneeNotFound');
  return unique;
}

/**
 * Schedules the reminder of an open task whose reminder is still ahead; otherwise makes sure none is
 * pending. A reminder set more than a year ahead is still wanted on its date: it is scheduled at a
 * schedule's horizon, where the job schedules itself again towards it (task-reminder-job.ts).
 */
async function syncReminder(task: ProjectTaskItem): Promise<void> {
  const name = taskReminderSchedule(task.customerId, task.projectTaskId);
  if (task.completed || !task.reminderDate || Date.parse(task.reminderDate) <= nowMs()) {
    await cancelSchedule(name);
    return;
  }
  await scheduleAt({
    name,
    at: relayTime(task.reminderDate),
    job: TASK_REMINDER_JOB,
    payload: {
      projectId: task.projectId,
      projectTaskId: task.projectTaskId,
      reminderDate: task.reminderDate,
    },
  });
}

const auditedFields = (t: ProjectTaskItem) => ({
  projectTaskId: t.projectTaskId,
  subject: t.subject,
  description: t.description,
  assigneeIds: t.assigneeIds,
  dueDate: t.dueDate,
  reminderDate: t.reminderDate,
  completed: t.completed,
});

export async function findProjectTasks(session: SessionContext, projectId: string): Promise<TProjectTask[]> {
  const ref = await assertProject(session, projectId);
  const tasks = await queryAll(ProjectTask, tasksOfProject(ref));
  const users = await usersById(
    ref.customerId,
    tasks.flatMap((t) => [t.createdBy, ...t.assigneeIds]),
  );
  return tasks.sort(taskOrder).map((t) => taskView(t, users));
}

/** The agency's active users, by name: who a task may be assigned to. */
export async function findTaskAssignees(
  session: SessionContext,
  projectId: string,
): Promise<TProjectTaskAssignees> {
  await assertProject(session, projectId);
  const users = await queryAll(User, usersOfCustomer(session.customerId));
  return users
    .filter((u) => u.active)
    .map((u) => ({ userId: u.userId, name: fullName(u) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function addProjectTask(
  session: SessionContext,
  input: TProjectTaskCreate,
  lang: Language,
): Promise<TProjectTask> {
  const ref = await assertProject(session, input.projectId);
  await assertTaskDates(ref.customerId, input, undefined, lang);
  const task = ProjectTask.schema.parse({
    ...ref,
    projectTaskId: randomUUID(),
    subject: input.subject,
    ...(input.description ? { description: input.description } : {}),
    assigneeIds: await assertAssignees(ref.customerId, input.assigneeIds),
    dueDate: new Date(input.dueDate).toISOString(),
    ...(input.reminderDate ? { reminderDate: new Date(input.reminderDate).toISOString() } : {}),
    createdBy: session.userId,
  });
  await transactAudited(projectAudit(ref, session.userId, 'taskAdded', { after: auditedFields(task) }), [
    tx.create(ProjectTask, task),
  ]);
  await syncReminder(task);
  return viewOfTask(task);
}

/** A versioned write of a task with its audit event, then its reminder brought in line; the task after it. */
async function saveTask(
  session: SessionContext,
  current: ProjectTaskItem,
  set: Partial<ProjectTaskItem>,
  remove: (keyof ProjectTaskItem & string)[],
  action: string,
): Promise<TProjectTask> {
  const ref = { customerId: current.customerId, projectId: current.projectId };
  const next: ProjectTaskItem = { ...current, ...set, version: current.version + 1 };
  for (const name of remove) delete next[name];
  await transactAudited(
    projectAudit(ref, session.userId, action, { before: auditedFields(current), after: auditedFields(next) }),
    [tx.updateVersioned(ProjectTask, current, { set, remove })],
  );
  await syncReminder(next);
  return viewOfTask({ ...next, updatedAt: nowIso() });
}

export async function updateProjectTask(
  session: SessionContext,
  query: { projectId: string; projectTaskId: string },
  input: TProjectTaskUpdate,
  lang: Language,
): Promise<TProjectTask> {
  const ref = await assertProject(session, query.projectId);
  // Written on condition that the stored version is still the one the user read: a stale save is a 409.
  const current = { ...(await loadTask(ref, query.projectTaskId)), version: input.version };
  const dueDate = new Date(input.dueDate).toISOString();
  const reminderDate = input.reminderDate ? new Date(input.reminderDate).toISOString() : undefined;
  const changed: TaskDateField[] = [];
  if (dueDate !== current.dueDate) changed.push('dueDate');
  if (reminderDate && reminderDate !== current.reminderDate) changed.push('reminderDate');
  await assertTaskDates(ref.customerId, { dueDate, reminderDate }, changed, lang);
  const set: Partial<ProjectTaskItem> = {
    subject: input.subject,
    assigneeIds: await assertAssignees(ref.customerId, input.assigneeIds),
    dueDate,
    ...(input.description ? { description: input.description } : {}),
    ...(reminderDate ? { reminderDate } : {}),
  };
  const remove = [
    ...(input.description ? [] : (['description'] as const)),
    ...(reminderDate ? [] : (['reminderDate'] as const)),
  ];
  return saveTask(session, current, set, remove, 'taskEdited');
}

export async function setProjectTaskStatus(
  session: SessionContext,
  query: { projectId: string; projectTaskId: string },
  input: TProjectTaskStatus,
): Promise<TProjectTask> {
  const ref = await assertProject(session, query.projectId);
  const stored = await loadTask(ref, query.projectTaskId);
  if (stored.completed === input.completed) return viewOfTask(stored);
  const current = { ...stored, version: input.version };
  return input.completed
    ? saveTask(
        session,
        current,
        { completed: true, completedAt: nowIso(), completedBy: session.userId },
        [],
        'taskCompleted',
      )
    : saveTask(session, current, { completed: false }, ['completedAt', 'completedBy'], 'taskReopened');
}

export async function deleteProjectTask(
  session: SessionContext,
  query: { projectId: string; projectTaskId: string },
): Promise<void> {
  const ref = await assertProject(session, query.projectId);
  const task = await loadTask(ref, query.projectTaskId);
  await transactAudited(projectAudit(ref, session.userId, 'taskDeleted', { before: auditedFields(task) }), [
    tx.delete(ProjectTask, task),
  ]);
  await cancelSchedule(taskReminderSchedule(ref.customerId, task.projectTaskId));
}
