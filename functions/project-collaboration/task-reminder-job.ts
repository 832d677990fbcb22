import * as z from 'zod/mini';
import { SYSTEM_ACTOR } from '../core/audit.js';
import { ProjectTask } from '../core/db/entities/project-collaboration-records.js';
import { ProjectHeader } from '../core/db/entities/project-header.js';
import { getItem } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { formatInstant, sendEmail } from '../core/email.js';
import { checkConfiguration } from '../core/env.js';
import { logger } from '../core/logger.js';
import {
  relayTime,
  runOneTimeJob,
  scheduleAgain,
  type OneTimeJobResult,
} from '../core/one-time-schedules.js';
import { agencyOf, projectAudit, usersById } from './collaboration-records.js';
import { reminderEmail } from './task-reminder-email.js';
import { taskReminderSchedule } from './task-reminder.js';

checkConfiguration('project-collaboration-task-reminder-job');

const ZReminderPayload = z.object({
  projectId: z.string().check(z.minLength(1), z.maxLength(64)),
  projectTaskId: z.string().check(z.minLength(1), z.maxLength(64)),
  reminderDate: z.string(),
});

/** `next`: when a relayed schedule fires (reason `relayed`). */
export type ReminderOutcome = { sent: true; to: string[] } | { sent: false; reason: string; next?: string };

/**
 * The task-reminder one-time job (infra/schedules.ts): at a task's reminder date, emails the reminder to
 * its active assignees. It acts only when the task is still open with the reminder date that was
 * scheduled (an edit reschedules, completing or deleting cancels, but a firing that escaped its stop must
 * still do nothing), and records that it sent it. A reminder date beyond a schedule's horizon was
 * scheduled at the horizon (relayTime): firing before it, the job schedules itself again towards it.
 */
export async function handler(event: unknown): Promise<OneTimeJobResult<ReminderOutcome>> {
  return runOneTimeJob(event, async (fired) => {
    const { tenant, payload } = fired;
    const { projectId, projectTaskId, reminderDate } = ZReminderPayload.parse(payload);
    const ref = { customerId: tenant, projectId };
    const task = await getItem(ProjectTask, { ...ref, projectTaskId });
    if (!task) return { sent: false, reason: 'gone' };
    if (task.completed) return { sent: false, reason: 'completed' };
    if (task.reminderDate !== reminderDate) return { sent: false, reason: 'changed' };
    if (task.reminderSentAt === reminderDate) return { sent: false, reason: 'alreadySent' };
    // A relay: this schedule was set at the horizon, short of the reminder date.
    if (Date.parse(fired.at) < Date.parse(reminderDate)) {
      const next = await scheduleAgain(fired, {
        name: taskReminderSchedule(tenant, projectTaskId),
        at: relayTime(reminderDate),
        payload: { projectId, projectTaskId, reminderDate },
      });
      logger.info('Task reminder relayed towards its date', { projectTaskId, next: next.at });
      return { sent: false, reason: 'relayed', next: next.at };
    }
    const [users, project, agency] = await Promise.all([
      usersById(tenant, task.assigneeIds),
      getItem(ProjectHeader, ref),
      agencyOf(tenant),
    ]);
    const to = [...users.values()].filter((u) => u.active).map((u) => u.email);
    if (to.length === 0 || !project) return { sent: false, reason: 'noRecipient' };
    const email = reminderEmail(
      {
        agency: agency.displayName,
        subject: task.subject,
        description: task.description,
        projectName: project.name,
        projectNumber: project.number,
        due: formatInstant(task.dueDate, agency.timeZone, agency.language),
        projectId,
      },
      agency.language,
    );
    await sendEmail({ to, ...email });
    await transactAudited(
      projectAudit(ref, SYSTEM_ACTOR, 'taskReminderSent', {
        after: { projectTaskId, reminderDate, assigneeIds: task.assigneeIds },
      }),
      [tx.update(ProjectTask, task, { set: { reminderSentAt: reminderDate } })],
    );
    logger.info('Task reminder sent', { projectTaskId, recipients: to.length });
    return { sent: true, to };
  });
}
