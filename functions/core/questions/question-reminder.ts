/**
 * The question reminder (issue 9 item 4, decision 051): one one-time schedule per project (decision 023)
 * that emails the bid's plan takers `tender.questionReminderEmailDays` before its question deadline. The
 * projects group reschedules it after a save that moves that moment (saveProject) and cancels it with the
 * project; the vendor-questions group's job sends it, if the project still wants it then.
 */
import {
  questionReminderAt,
  type QuestionReminderFacts,
} from '../../../shared/domain/questions/supplier-questions.js';
import { now as clockNow } from '../clock.js';
import { cancelSchedule, HORIZON_MS, scheduleAt, type ScheduleName } from '../one-time-schedules.js';

export const QUESTION_REMINDER_JOB = 'question-reminder';

/** One schedule per project: scheduling again replaces it, cancelling removes it. */
export const questionReminderSchedule = (customerId: string, projectId: string): ScheduleName => ({
  purpose: 'questionreminder',
  tenant: customerId,
  record: projectId,
});

/** What the reminder reads of a project item, whatever its other fields. */
export function questionReminderFactsOf(project: {
  questionDeadline?: unknown;
  tender?: unknown;
}): QuestionReminderFacts {
  const tender = project.tender as { questionReminderEmailDays?: unknown } | undefined;
  const days = tender?.questionReminderEmailDays;
  return {
    questionDeadline: typeof project.questionDeadline === 'string' ? project.questionDeadline : undefined,
    reminderDays: typeof days === 'number' ? days : undefined,
  };
}

/** The reminder's moment for the project, as the job compares it with the one it was scheduled for. */
export const projectQuestionReminderAt = (project: object) =>
  questionReminderAt(questionReminderFactsOf(project as { questionDeadline?: unknown; tender?: unknown }));

/**
 * After a project's save: when the reminder's moment changed, schedules it again (replacing the old one),
 * or cancels it when there is none, it has passed or it lies beyond a schedule's horizon.
 */
export async function syncQuestionReminder(
  before: { customerId: string; projectId: string; questionDeadline?: unknown; tender?: unknown },
  after: { questionDeadline?: unknown; tender?: unknown },
  now = clockNow(),
): Promise<void> {
  const was = projectQuestionReminderAt(before);
  const next = projectQuestionReminderAt(after);
  if (was === next) return;
  const name = questionReminderSchedule(before.customerId, before.projectId);
  const ahead = next ? Date.parse(next) - now.getTime() : 0;
  if (!next || ahead <= 0 || ahead > HORIZON_MS) {
    if (was) await cancelSchedule(name);
    return;
  }
  await scheduleAt({
    name,
    at: next,
    job: QUESTION_REMINDER_JOB,
    payload: { projectId: before.projectId, reminderAt: next },
  });
}
