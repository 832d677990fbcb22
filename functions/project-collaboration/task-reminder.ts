/** The one-time schedule that emails a task's reminder at its date (infra/schedules.ts: task-reminder). */
import { taskReminderScheduleOf } from '../core/db/entities/project-collaboration-records.js';
import type { ScheduleName } from '../core/one-time-schedules.js';

export const TASK_REMINDER_JOB = 'task-reminder';

/** One schedule per task: scheduling again replaces it (an edit), cancelling removes it. */
export const taskReminderSchedule = (customerId: string, projectTaskId: string): ScheduleName =>
  taskReminderScheduleOf(customerId, projectTaskId);
