/**
 * A visitor's question about an open public bid (docs/product/tender.md#questions, issue 9 item 4, decision
 * 051 amended): when the bid's "only registered suppliers may ask questions" is off, anyone asks from the
 * public page with a full name, company and email, until the deadline when the bid closes questions after it.
 * The bid is reached as the public detail reaches it (anything not listed and open is not found). Each
 * address may ask a few questions per bid and hour, counted as the login lockout counts failures. The
 * question is then like any other: Source → questions lists it, and its answer is emailed to that address or
 * published.
 */
import {
  findAskProblem,
  PUBLIC_QUESTION_WINDOW_SECONDS,
  PUBLIC_QUESTIONS_PER_ADDRESS,
} from '../../shared/domain/questions/supplier-questions.js';
import { catalogueMessage, type Language } from '../../shared/errors.js';
import type { TPublicQuestionAsk, TPublicQuestionAsked } from '../../shared/schemas/vendor-questions.js';
import { AppError } from '../core/app-error.js';
import { PUBLIC_ACTOR } from '../core/audit.js';
import { now as clockNow } from '../core/clock.js';
import {
  PublicQuestionCount,
  type PublicQuestionCountKey,
} from '../core/db/entities/public-question-count.js';
import { deleteItem, getItem, upsertItem } from '../core/db/ops.js';
import { recordAskedQuestion } from '../core/questions/asked-question.js';
import { listedProject } from './public-opportunity-service.js';
import { publicAskSettings } from '../core/opportunities/public-detail.js';

/**
 * Counts one question of an address about a bid, atomically (parallel asks cannot lose counts), and
 * refuses once the address has asked its share; an expired counter is removed first so counting restarts,
 * as the lockout's is (functions/core/accounts/login-lockout.ts).
 */
async function countPublicQuestion(key: PublicQuestionCountKey, now: Date): Promise<void> {
  const counter = await getItem(PublicQuestionCount, key);
  if (counter && counter.expiresAt * 1000 <= now.getTime()) await deleteItem(PublicQuestionCount, key);
  const counted = await upsertItem(PublicQuestionCount, key, {
    set: { ...key, expiresAt: Math.floor(now.getTime() / 1000) + PUBLIC_QUESTION_WINDOW_SECONDS },
    add: { questions: 1 },
  });
  if (counted.questions > PUBLIC_QUESTIONS_PER_ADDRESS)
    throw new AppError('publicQuestionsTooMany', {
      // Until the window of this address's questions ends (the Retry-After header of a 429).
      retryAfterSeconds: Math.max(1, counted.expiresAt - Math.floor(now.getTime() / 1000)),
    });
}

/** POST public/agencies/{domain}/opportunities/{projectId}/Questions: a visitor's question. */
export async function askPublicQuestion(
  domain: string,
  projectId: string,
  input: TPublicQuestionAsk,
  lang: Language,
  origin: string | undefined,
  now = clockNow(),
): Promise<TPublicQuestionAsked> {
  const { project, customerId } = await listedProject(domain.toLowerCase(), projectId, now);
  const problem = findAskProblem(publicAskSettings(project), now, 'visitor');
  if (problem)
    throw new AppError(problem, {
      fields: [{ field: 'body.question', code: 'invalid', message: catalogueMessage(problem, lang) }],
    });
  await countPublicQuestion({ customerId, projectId, email: input.email.toLowerCase() }, now);
  const at = now.toISOString();
  const { record } = await recordAskedQuestion(
    {
      customerId,
      projectId,
      question: input.question,
      origin: 'public',
      language: lang,
      fullName: input.fullName,
      company: input.company,
      email: input.email,
    },
    at,
    PUBLIC_ACTOR,
    project,
    origin,
  );
  return { tenderQuestionId: record.tenderQuestionId, askedAt: at };
}
