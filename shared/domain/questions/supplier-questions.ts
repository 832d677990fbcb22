/**
 * Supplier questions (spec 1 §4, spec 2 §3.9 and §5.6, issue 9 item 4, decision 051): a signed-in supplier
 * asks about a bid it may see, until the question deadline when the project closes questions after it; the
 * buyer answers with a status and either emails the answer to the asker or publishes it to all. Pure: the
 * portal group (asking), the vendor-questions group (answering) and the reminder job answer with these
 * rules, and the screens ask them first.
 */

export const QUESTION_STATUSES = ['Incomplete', 'Complete'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** The longest question and answer (characters). */
export const QUESTION_MAX_LENGTH = 4000;
export const ANSWER_MAX_LENGTH = 8000;
/** Questions one bid holds. */
export const QUESTIONS_PER_PROJECT_MAX = 1000;
/** The question reminder's default lead (spec 2 §9, "Question reminder days default"). */
export const QUESTION_REMINDER_DAYS_DEFAULT = 7;

/** What the rules read of a bid's question settings (the project's questionDeadline and its tender's flags). */
export interface QuestionSettings {
  questionDeadline?: string | undefined;
  /** tender.isCloseQuestionsAfterDeadline: questions close at the deadline. */
  closeAfterDeadline?: boolean | undefined;
}

/** Has the question deadline passed at `now`? A bid without a deadline has none to pass. */
export const isPastQuestionDeadline = (settings: QuestionSettings, now: Date): boolean =>
  settings.questionDeadline !== undefined && Date.parse(settings.questionDeadline) <= now.getTime();

/** May a supplier ask now? Questions close at the deadline only when the bid says so (spec 1 §4). */
export function findAskProblem(settings: QuestionSettings, now: Date): 'questionsClosed' | undefined {
  return settings.closeAfterDeadline === true && isPastQuestionDeadline(settings, now)
    ? 'questionsClosed'
    : undefined;
}

/** Where an answer goes once saved: nowhere while Incomplete (a draft), else to the asker or to all. */
export type AnswerDelivery = 'none' | 'email' | 'publish';

export function answerDelivery(status: QuestionStatus, answerViaEmail: boolean): AnswerDelivery {
  if (status !== 'Complete') return 'none';
  return answerViaEmail ? 'email' : 'publish';
}

/** Statuses of a project in which the buyer answers its questions: the bid is out and not yet closed. */
export const ANSWERING_STATUSES: readonly string[] = ['published', 'open'];

export const mayAnswer = (projectStatus: string): boolean => ANSWERING_STATUSES.includes(projectStatus);

/** What the reminder reads of a project. */
export interface QuestionReminderFacts {
  questionDeadline?: string | undefined;
  /** tender.questionReminderEmailDays; 0 sends no reminder. */
  reminderDays?: number | undefined;
}

/**
 * The instant the question reminder goes out: `reminderDays` whole days before the deadline, or undefined
 * when the bid has no deadline or wants no reminder. Whether it is still ahead is the scheduler's concern.
 */
export function questionReminderAt(facts: QuestionReminderFacts): string | undefined {
  const days = facts.reminderDays ?? QUESTION_REMINDER_DAYS_DEFAULT;
  if (!facts.questionDeadline || days <= 0) return undefined;
  const deadline = Date.parse(facts.questionDeadline);
  if (Number.isNaN(deadline)) return undefined;
  return new Date(deadline - days * 86_400_000).toISOString();
}
