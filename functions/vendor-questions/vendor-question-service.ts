/**
 * Source → questions, the buyer's side (VendorQuestions,
 * docs/product/tender.md#questions; decision 051): the project's questions, and the answer with its status,
 * saved at the version read. A Complete answer is either emailed to the asker alone or published to all (the
 * public detail and every supplier's portal page show it, without the asker); an Incomplete one is a draft
 * that goes nowhere. A question received outside the portal (phone, letter, email) is recorded by the buyer
 * with its asker, and its answer when Complete, delivered the same way (decision 051 amended). Each change is
 * one transaction with its audit event on the project.
 */
import { randomUUID } from 'node:crypto';
import {
  answerDelivery,
  findRecordedQuestionProblem,
  isQuestionsRegisteredOnly,
  mayAnswer,
  QUESTIONS_PER_PROJECT_MAX,
  type QuestionStatus,
} from '../../shared/domain/questions/supplier-questions.js';
import { catalogueMessage, type Language } from '../../shared/errors.js';
import type {
  TVendorQuestion,
  TVendorQuestionAnswer,
  TVendorQuestionRecord,
  TVendorQuestionsView,
} from '../../shared/schemas/vendor-questions.js';
import { AppError } from '../core/app-error.js';
import { projectAudit } from '../core/projects/build-access.js';
import { VendorQuestion, type VendorQuestionRecord } from '../core/db/entities/vendor-question.js';
import { questionsOfProject } from '../core/db/entities/vendor-question-keys.js';
import { nowIso } from '../core/clock.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { refreshPublicDetail } from '../core/opportunities/public-detail.js';
import { appOriginFor, sendEmail } from '../core/email.js';
import { logger } from '../core/logger.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';

const toDto = ({ customerId: _customerId, ...question }: VendorQuestionRecord): TVendorQuestion => question;

/** GET VendorQuestions?projectId[&status]: the project's questions, the newest first. */
export async function findVendorQuestions(
  session: SessionContext,
  projectId: string,
  status: QuestionStatus | undefined,
): Promise<TVendorQuestionsView> {
  const { project, agency } = await reachProject(session, projectId);
  const questions = await queryAll(VendorQuestion, questionsOfProject(session.customerId, projectId));
  const deadline = (project as { questionDeadline?: unknown }).questionDeadline;
  const tender = (project as { tender?: { isQuestionsRegisteredOnly?: unknown } }).tender;
  return {
    projectName: project.name,
    projectNumber: project.number,
    answering: mayAnswer(project.status),
    registeredOnly: isQuestionsRegisteredOnly(tender),
    ...(typeof deadline === 'string' ? { questionDeadline: deadline } : {}),
    timeZone: agency.timeZone,
    questions: questions
      .filter((q) => !status || q.status === status)
      .sort((a, b) => b.askedAt.localeCompare(a.askedAt))
      .map(toDto),
  };
}

/**
 * The answer emailed to the asker alone: in the asker's language when known (a visitor of the public page),
 * else in English and French (a supplier has no language of its own); with the portal's link for an asker
 * who has an account there.
 */
export function answerEmail(
  facts: { projectName: string; projectNumber: string; question: string; answer: string; link?: string },
  lang?: Language,
) {
  const bid = `${facts.projectNumber} ${facts.projectName}`.trim();
  const en = [`Your question about "${bid}":`, facts.question, '', 'Answer:', facts.answer];
  const fr = [`Votre question sur « ${bid} » :`, facts.question, '', 'Réponse :', facts.answer];
  const link = facts.link ? ['', facts.link] : [];
  if (lang === 'en') return { subject: `Answer to your question: ${bid}`, text: [...en, ...link].join('\n') };
  if (lang === 'fr')
    return { subject: `Réponse à votre question : ${bid}`, text: [...fr, ...link].join('\n') };
  return {
    subject: `Answer to your question: ${bid} / Réponse à votre question : ${bid}`,
    text: [...en, '', ...fr, ...link].join('\n'),
  };
}

/** Emails a Complete answer to its asker, after the commit; a failure is logged, the answer stands. */
async function emailAnswer(
  project: { name: string; number: string },
  question: VendorQuestionRecord,
  answer: string,
  origin: string | undefined,
): Promise<void> {
  try {
    await sendEmail({
      to: [question.email],
      ...answerEmail(
        {
          projectName: project.name,
          projectNumber: project.number,
          question: question.question,
          answer,
          ...(question.vendorId ? { link: `${appOriginFor(origin)}/portal/opportunities` } : {}),
        },
        question.language,
      ),
    });
  } catch (error) {
    logger.error('Answer not emailed to the asker', {
      projectId: question.projectId,
      tenderQuestionId: question.tenderQuestionId,
      error,
    });
  }
}

/**
 * PUT VendorQuestions?projectId&tenderQuestionId: the answer and its status at the version read, while the
 * bid is out and not closed; then, when it is Complete and goes by email, the email to the asker.
 */
export async function answerVendorQuestion(
  session: SessionContext,
  projectId: string,
  tenderQuestionId: string,
  input: TVendorQuestionAnswer,
  origin: string | undefined,
): Promise<TVendorQuestion> {
  const { project } = await reachProject(session, projectId);
  const current = await getItem(VendorQuestion, {
    customerId: session.customerId,
    projectId,
    tenderQuestionId,
  });
  if (!current) throw new AppError('questionNotFound');
  if (!mayAnswer(project.status)) throw new AppError('questionAnsweringClosed');
  assertVersion(current, input.version);
  const delivery = answerDelivery(input.status, input.answerViaEmail);
  const now = nowIso();
  const set = {
    answer: input.answer,
    status: input.status,
    answeredAt: now,
    answeredBy: session.userId,
    published: delivery === 'publish',
    ...(delivery === 'email' ? { emailedAt: now } : {}),
  };
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'questionAnswered'),
      before: { status: current.status, answer: current.answer, published: current.published },
      after: { tenderQuestionId, status: input.status, answer: input.answer, delivery },
    },
    [tx.updateVersioned(VendorQuestion, current, { set })],
  );
  const saved: VendorQuestionRecord = { ...current, ...set, version: current.version + 1, updatedAt: now };
  // A published answer is on the public page (decision 071): published now, or taken off it.
  if (set.published || current.published) await refreshPublicDetail(session.customerId, projectId);
  // After the commit, so no email tells of an answer that was not saved.
  if (delivery === 'email') await emailAnswer(project, current, input.answer, origin);
  return toDto(saved);
}

/**
 * POST VendorQuestions?projectId: a question received outside the portal, recorded with its asker while the
 * buyer answers (the bid out and not closed); a Complete one needs its answer and is delivered at once,
 * emailed to the asker or published. One transaction with its audit event on the project.
 */
export async function recordVendorQuestion(
  session: SessionContext,
  projectId: string,
  input: TVendorQuestionRecord,
  lang: Language,
  origin: string | undefined,
): Promise<TVendorQuestion> {
  const { project } = await reachProject(session, projectId);
  const problem = findRecordedQuestionProblem(input);
  if (problem)
    throw new AppError(problem, {
      fields: [{ field: 'body.answer', code: 'invalid', message: catalogueMessage(problem, lang) }],
    });
  if (!mayAnswer(project.status)) throw new AppError('questionAnsweringClosed');
  const existing = await queryAll(VendorQuestion, questionsOfProject(session.customerId, projectId));
  if (existing.length >= QUESTIONS_PER_PROJECT_MAX) throw new AppError('questionsTooMany');
  const answer = input.answer?.trim() ? input.answer.trim() : undefined;
  const delivery = answerDelivery(input.status, input.answerViaEmail);
  const now = nowIso();
  const record: VendorQuestionRecord = {
    customerId: session.customerId,
    projectId,
    tenderQuestionId: randomUUID(),
    question: input.question,
    origin: 'recorded',
    recordedBy: session.userId,
    fullName: input.fullName,
    company: input.company,
    email: input.email,
    askedAt: now,
    status: input.status,
    ...(answer ? { answer, answeredAt: now, answeredBy: session.userId } : {}),
    published: delivery === 'publish',
    ...(delivery === 'email' ? { emailedAt: now } : {}),
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const { customerId: _c, ...after } = record;
  await transactAudited(
    { ...projectAudit(session, projectId, 'questionRecorded'), after: { ...after, delivery } },
    [tx.create(VendorQuestion, record)],
  );
  if (record.published) await refreshPublicDetail(session.customerId, projectId);
  if (delivery === 'email' && answer) await emailAnswer(project, record, answer, origin);
  return toDto(record);
}
