/**
 * Supplier questions (docs/product/tender.md#questions, issue 9 item 4, decision 051): a signed-in supplier
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
/** The longest full name and company an asker gives (characters). */
export const ASKER_TEXT_MAX_LENGTH = 200;
/** Questions one bid holds. */
export const QUESTIONS_PER_PROJECT_MAX = 1000;
/** The question reminder's default lead (docs/product/tender.md#questions). */
export const QUESTION_REMINDER_DAYS_DEFAULT = 7;

/** What the rules read of a bid's question settings (the project's questionDeadline and its tender's flags). */
export interface QuestionSettings {
  questionDeadline?: string | undefined;
  /** tender.isCloseQuestionsAfterDeadline: questions close at the deadline. */
  closeAfterDeadline?: boolean | undefined;
  /**
   * tender.isQuestionsRegisteredOnly: only signed-in suppliers ask (docs/product/tender.md#questions); absent
   * means on.
   */
  registeredOnly?: boolean | undefined;
}

/**
 * "Only registered suppliers may ask questions" (docs/product/tender.md#questions, decision 051 amended): on
 * unless the tender says false, so every bid saved before the setting existed keeps asking signed in only.
 */
export const isQuestionsRegisteredOnly = (tender: { isQuestionsRegisteredOnly?: unknown } | undefined) =>
  tender?.isQuestionsRegisteredOnly !== false;

/** Who asks: a signed-in supplier of the portal, or a visitor of the public page without an account. */
export type Asker = 'supplier' | 'visitor';

/** Has the question deadline passed at `now`? A bid without a deadline has none to pass. */
export const isPastQuestionDeadline = (settings: QuestionSettings, now: Date): boolean =>
  settings.questionDeadline !== undefined && Date.parse(settings.questionDeadline) <= now.getTime();

export type AskProblem = 'questionsClosed' | 'questionsRegisteredOnly';

/**
 * May this asker ask now? A visitor only when the bid lets anyone ask (registered-only off); anyone only
 * until the deadline when the bid closes questions after it (docs/product/tender.md#questions).
 */
export function findAskProblem(
  settings: QuestionSettings,
  now: Date,
  asker: Asker = 'supplier',
): AskProblem | undefined {
  if (asker === 'visitor' && settings.registeredOnly !== false) return 'questionsRegisteredOnly';
  return settings.closeAfterDeadline === true && isPastQuestionDeadline(settings, now)
    ? 'questionsClosed'
    : undefined;
}

/**
 * A question the buyer records (received by phone, letter or email): a Complete one needs its answer, as
 * answering does; an Incomplete one may wait for it (decision 051 amended).
 */
export function findRecordedQuestionProblem(input: {
  status: QuestionStatus;
  answer?: string | undefined;
}): 'questionAnswerRequired' | undefined {
  return input.status === 'Complete' && !input.answer?.trim() ? 'questionAnswerRequired' : undefined;
}

/** Public questions one address may ask about one bid before it waits (the lockout's kind of counter). */
export const PUBLIC_QUESTIONS_PER_ADDRESS = 5;
/** A public asker's count is forgotten this long after its last question (seconds). */
export const PUBLIC_QUESTION_WINDOW_SECONDS = 3600;

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
