/**
 * A project's journal, comments and tasks through the HTTP API (decision 031): each route, the task date
 * rules with their catalogue messages in English and French, the reminder's one-time schedule (set,
 * replaced, cancelled) and the reminder job, called directly, emailing the assignee.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import { queryAll } from '../../functions/core/db/ops.js';
import { findSchedule, scheduleName } from '../../functions/core/one-time-schedules.js';
import { taskReminderSchedule } from '../../functions/project-collaboration/task-reminder.js';
import { mailbox } from '../helpers/mailbox.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { create, DAY, expectCatalogueError, inSeconds, loadRefs, tag } from './projects-support.js';

const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const JOURNAL = `${NODE}/ProjectJournals`;
const JOURNAL_COMMENTS = `${NODE}/ProjectJournalComments`;
const COMMENTS = `${NODE}/ProjectComments`;
const TASKS = `${NODE}/ProjectTask`;

let lead: SignedIn;
let buyer: SignedIn;
let projectId: string;
let leadId: string;
let customerId: string;

const values = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  buyer = await loginAs('buyer@demo.example');
  await loadRefs(lead);
  projectId = (await create(lead)).project.projectId;
  leadId = lead.info.user.userId;
  customerId = lead.info.customer.customerId;
});

async function addNote(note: string) {
  const res = await lead.call('POST', JOURNAL, { body: { projectId, note } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return values(res, 'projectJournal');
}

async function journal() {
  const res = await lead.call('GET', `${JOURNAL}/All?projectId=${projectId}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return values(res, 'projectJournals') as any[];
}

async function projectAudit(action: string) {
  const events = await queryAll(AuditEvent, auditOfEntity(customerId, 'project', projectId));
  return events.filter((e) => e.action === action);
}

describe('the journal', () => {
  it('adds notes, pins one to the top, comments on it, and audits each change with its author', async () => {
    const first = await addNote(`First note ${tag()}`);
    const second = await addNote(`Second note ${tag()}`);
    expect(first).toMatchObject({ pinned: false, createdBy: leadId, version: 1, comments: [] });
    expect(first.createdByName).not.toBe('');
    let entries = await journal();
    expect(entries.slice(0, 2).map((e) => e.projectJournalId)).toEqual([
      second.projectJournalId,
      first.projectJournalId,
    ]);

    const pinned = await lead.call('POST', `${JOURNAL}/Pinned`, {
      body: { projectId, projectJournalId: first.projectJournalId, pinned: true },
    });
    expect(pinned.status, JSON.stringify(pinned.json)).toBe(200);
    expect(values(pinned, 'projectJournal')).toMatchObject({ pinned: true, version: 2 });
    entries = await journal();
    expect(entries[0].projectJournalId).toBe(first.projectJournalId);

    const comment = await lead.call('POST', JOURNAL_COMMENTS, {
      body: { projectId, projectJournalId: first.projectJournalId, comment: 'Agreed.' },
    });
    expect(comment.status, JSON.stringify(comment.json)).toBe(201);
    entries = await journal();
    expect(entries[0].comments).toEqual([expect.objectContaining({ comment: 'Agreed.', createdBy: leadId })]);

    const unpinned = await lead.call('POST', `${JOURNAL}/Pinned`, {
      body: { projectId, projectJournalId: first.projectJournalId, pinned: false },
    });
    expect(values(unpinned, 'projectJournal')).toMatchObject({ pinned: false, version: 3 });
    expect((await journal())[0].projectJournalId).toBe(second.projectJournalId);

    const pins = await projectAudit('journalEntryPinned');
    expect(pins.find((e) => (e.after as any).projectJournalId === first.projectJournalId)).toMatchObject({
      actorId: leadId,
      before: { pinned: false },
      after: { pinned: true },
    });
    expect(await projectAudit('journalCommentAdded')).not.toHaveLength(0);

    // The project's activity feed shows these changes with their author (decision 030).
    const feed = await lead.call('GET', `${NODE}/AuditEvents/Search?projectId=${projectId}&filter.limit=50`);
    expect(feed.status, JSON.stringify(feed.json)).toBe(200);
    const items = values(feed, 'activities').items as any[];
    const leadName = `${lead.info.user.firstName} ${lead.info.user.lastName}`;
    for (const action of ['journalEntryAdded', 'journalEntryPinned', 'journalCommentAdded'])
      expect(
        items.find((item) => item.action === action),
        action,
      ).toMatchObject({ actorId: leadId });
    expect(items.find((item) => item.action === 'journalEntryAdded').actorName).toBe(leadName);
  });

  it('edits a note at the version read: a stale edit is refused with 409', async () => {
    const entry = await addNote('Draft');
    const path = `${JOURNAL}?projectId=${projectId}&projectJournalId=${entry.projectJournalId}`;
    const saved = await lead.call('PUT', path, { body: { version: 1, note: 'Final' } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(values(saved, 'projectJournal')).toMatchObject({ note: 'Final', version: 2 });
    const stale = await lead.call('PUT', path, { body: { version: 1, note: 'Lost update' } });
    expect(stale.status).toBe(409);
    expect((await journal()).find((e) => e.projectJournalId === entry.projectJournalId).note).toBe('Final');
  });

  it('deletes an entry with its comments; a comment is deleted by its author only', async () => {
    const entry = await addNote('To delete');
    const comment = values(
      await lead.call('POST', JOURNAL_COMMENTS, {
        body: { projectId, projectJournalId: entry.projectJournalId, comment: 'Mine' },
      }),
      'projectJournalComment',
    );
    const commentPath = `${JOURNAL_COMMENTS}?projectId=${projectId}&projectJournalCommentId=${comment.projectJournalCommentId}`;
    expectCatalogueError(
      await buyer.call('DELETE', commentPath, { lang: 'fr' }),
      'journalCommentNotYours',
      'fr',
    );
    expect((await lead.call('DELETE', commentPath)).status).toBe(204);
    expectCatalogueError(await lead.call('DELETE', commentPath), 'journalCommentNotFound', 'en');

    await lead.call('POST', JOURNAL_COMMENTS, {
      body: { projectId, projectJournalId: entry.projectJournalId, comment: 'Goes with the entry' },
    });
    const entryPath = `${JOURNAL}?projectId=${projectId}&projectJournalId=${entry.projectJournalId}`;
    expect((await lead.call('DELETE', entryPath)).status).toBe(204);
    expect((await journal()).some((e) => e.projectJournalId === entry.projectJournalId)).toBe(false);
    expectCatalogueError(
      await lead.call('POST', JOURNAL_COMMENTS, {
        body: { projectId, projectJournalId: entry.projectJournalId, comment: 'Too late' },
        lang: 'fr',
      }),
      'journalEntryNotFound',
      'fr',
    );
  });

  it('refuses an empty note and an unknown project', async () => {
    const empty = await lead.call('POST', JOURNAL, { body: { projectId, note: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toEqual([expect.objectContaining({ field: 'body.note' })]);
    expectCatalogueError(
      await lead.call('POST', JOURNAL, { body: { projectId: 'no-such-project', note: 'x' }, lang: 'fr' }),
      'projectNotFound',
      'fr',
    );
  });
});

describe('project comments', () => {
  it('adds comments and lists them newest first with their authors', async () => {
    const texts = [`One ${tag()}`, `Two ${tag()}`];
    for (const comment of texts) {
      const res = await lead.call('POST', COMMENTS, { body: { projectId, comment } });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
    }
    const res = await buyer.call('GET', `${COMMENTS}?projectId=${projectId}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const listed = values(res, 'projectComments') as any[];
    expect(listed.slice(0, 2).map((c) => c.comment)).toEqual([...texts].reverse());
    expect(listed[0]).toMatchObject({ createdBy: leadId });
    expect(await projectAudit('projectCommentAdded')).not.toHaveLength(0);
  });
});

describe('tasks', () => {
  const taskBody = (overrides: Record<string, unknown> = {}) => ({
    projectId,
    subject: `Task ${tag()}`,
    assigneeIds: [leadId],
    dueDate: inSeconds(3 * DAY),
    reminderDate: inSeconds(2 * DAY),
    ...overrides,
  });
  const taskPath = (task: { projectTaskId: string }, suffix = '') =>
    `${TASKS}${suffix}?projectId=${projectId}&projectTaskId=${task.projectTaskId}`;
  const schedule = (task: { projectTaskId: string }) =>
    findSchedule(taskReminderSchedule(customerId, task.projectTaskId));

  async function addTask(overrides: Record<string, unknown> = {}) {
    const res = await lead.call('POST', TASKS, { body: taskBody(overrides) });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return values(res, 'projectTask');
  }

  const DUE = inSeconds(3 * DAY);
  it.each<['en' | 'fr', Record<string, unknown>, string, string[]]>([
    ['en', { dueDate: inSeconds(0), reminderDate: null }, 'taskDueDateNotAfterToday', ['body.dueDate']],
    ['fr', { dueDate: inSeconds(0), reminderDate: null }, 'taskDueDateNotAfterToday', ['body.dueDate']],
    ['en', { reminderDate: inSeconds(0) }, 'taskReminderDateNotAfterToday', ['body.reminderDate']],
    [
      'fr',
      { dueDate: DUE, reminderDate: inSeconds(4 * DAY) },
      'taskReminderNotBeforeDue',
      ['body.reminderDate'],
    ],
    ['en', { dueDate: DUE, reminderDate: DUE }, 'taskReminderNotBeforeDue', ['body.reminderDate']],
  ])('%s: refuses %o with %s', async (lang, overrides, code, fields) => {
    const res = await lead.call('POST', TASKS, { body: taskBody(overrides), lang });
    expectCatalogueError(res, code as never, lang);
    expect(res.json.error.fields.map((f: { field: string }) => f.field)).toEqual(fields);
  });

  it('refuses an assignee who is not an active user of the agency', async () => {
    expectCatalogueError(
      await lead.call('POST', TASKS, { body: taskBody({ assigneeIds: ['no-such-user'] }), lang: 'fr' }),
      'taskAssigneeNotFound',
      'fr',
    );
  });

  it('lists assignees: the agency’s active users', async () => {
    const res = await lead.call('GET', `${TASKS}/Assignees?projectId=${projectId}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(values(res, 'projectTaskAssignees')).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: leadId })]),
    );
  });

  it('schedules the reminder, moves it on an edit, cancels it on completion and deletion', async () => {
    const task = await addTask({ description: 'Room for 20.' });
    expect(task).toMatchObject({ completed: false, version: 1, assignees: [{ userId: leadId }] });
    expect((await schedule(task))?.at).toBe(
      new Date(Math.ceil(Date.parse(task.reminderDate) / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
    );

    const later = inSeconds(2 * DAY + 3600);
    const edited = await lead.call('PUT', taskPath(task), {
      body: {
        version: 1,
        subject: task.subject,
        assigneeIds: [leadId],
        dueDate: task.dueDate,
        reminderDate: later,
      },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(values(edited, 'projectTask')).toMatchObject({ version: 2, reminderDate: later });
    expect(values(edited, 'projectTask').description).toBeUndefined();
    expect(Date.parse((await schedule(task))!.at)).toBeGreaterThanOrEqual(Date.parse(later));

    const stale = await lead.call('PUT', taskPath(task, '/status'), {
      body: { version: 1, completed: true },
    });
    expect(stale.status).toBe(409);
    const done = await lead.call('PUT', taskPath(task, '/status'), { body: { version: 2, completed: true } });
    expect(values(done, 'projectTask')).toMatchObject({ completed: true, version: 3 });
    expect(await schedule(task)).toBeUndefined();

    const reopened = await lead.call('PUT', taskPath(task, '/status'), {
      body: { version: 3, completed: false },
    });
    expect(values(reopened, 'projectTask')).toMatchObject({ completed: false, version: 4 });
    expect(await schedule(task)).toBeDefined();

    expect((await lead.call('DELETE', taskPath(task))).status).toBe(204);
    expect(await schedule(task)).toBeUndefined();
    expectCatalogueError(
      await lead.call('DELETE', taskPath(task), { lang: 'fr' }),
      'projectTaskNotFound',
      'fr',
    );
    expect(
      (await projectAudit('taskDeleted')).some((e) => (e.before as any).projectTaskId === task.projectTaskId),
    ).toBe(true);
  });

  it('lists open tasks by due date before completed ones', async () => {
    const late = await addTask({ dueDate: inSeconds(9 * DAY), reminderDate: null });
    const soon = await addTask({ dueDate: inSeconds(2 * DAY), reminderDate: null });
    const res = await lead.call('GET', `${TASKS}?projectId=${projectId}`);
    const ids = (values(res, 'projectTasks') as any[]).map((t) => t.projectTaskId);
    expect(ids.indexOf(soon.projectTaskId)).toBeLessThan(ids.indexOf(late.projectTaskId));
  });

  it('the reminder job emails the assignees once, for the schedule’s current execution only', async () => {
    const subject = `Reminder check ${tag()}`;
    const task = await addTask({ subject });
    const pointer = (await schedule(task))!;
    const { handler } = await import('../../functions/project-collaboration/task-reminder-job.js');
    const event = {
      job: pointer.job,
      tenant: customerId,
      name: scheduleName(taskReminderSchedule(customerId, task.projectTaskId)),
      at: pointer.at,
      executionArn: pointer.executionArn,
      payload: { projectId, projectTaskId: task.projectTaskId, reminderDate: task.reminderDate },
    };
    expect(await handler({ ...event, executionArn: `${pointer.executionArn}-old` })).toEqual({
      status: 'stale',
    });
    const result = await handler(event);
    expect(result).toEqual({ status: 'ran', result: { sent: true, to: ['lead@demo.example'] } });
    const sent = (await mailbox()).filter((e) => e.subject === `Reminder: ${subject}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.destination.to).toEqual(['lead@demo.example']);
    expect(sent[0]!.body.text).toContain(`/projects/${projectId}/tasks`);
    expect(await handler(event)).toEqual({ status: 'stale' });
    expect(await projectAudit('taskReminderSent')).toEqual(
      expect.arrayContaining([expect.objectContaining({ actorId: 'system' })]),
    );
  });

  it('a reminder more than a schedule’s year ahead is set at the horizon and relayed to its date', async () => {
    const subject = `Far reminder ${tag()}`;
    const task = await addTask({
      subject,
      dueDate: inSeconds(401 * DAY),
      reminderDate: inSeconds(400 * DAY),
    });
    const relay = (await schedule(task))!;
    expect(Date.parse(relay.at)).toBeLessThan(Date.parse(task.reminderDate));
    const { handler } = await import('../../functions/project-collaboration/task-reminder-job.js');
    const result = await handler({
      job: relay.job,
      tenant: customerId,
      name: scheduleName(taskReminderSchedule(customerId, task.projectTaskId)),
      at: relay.at,
      executionArn: relay.executionArn,
      payload: { projectId, projectTaskId: task.projectTaskId, reminderDate: task.reminderDate },
    });
    // Not sent early (the stack's clock is not moved a year): scheduled again, towards its date.
    expect(result).toMatchObject({ status: 'ran', result: { sent: false, reason: 'relayed' } });
    const next = (await schedule(task))!;
    expect(next.executionArn).not.toBe(relay.executionArn);
    expect(Date.parse(next.at)).toBeGreaterThanOrEqual(Date.parse(relay.at));
    expect(Date.parse(next.at)).toBeLessThan(Date.parse(task.reminderDate));
    expect((await mailbox()).filter((e) => e.subject === `Reminder: ${subject}`)).toHaveLength(0);
  });
});
