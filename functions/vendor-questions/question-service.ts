/**
 * Source → questions, the buyer's side (spec 1 §2 and §4, spec 2 §3.9 and §5.6, spec 3 §7.13
 * VendorQuestions; decision 051): the project's questions, and the answer with its status, saved at the
 * version read. A Complete answer is either emailed to the asker alone or published to all (the public
 * detail and every supplier's portal page show it, without the asker); an Incomplete one is a draft that
 * goes nowhere. Each answer is one transaction with its audit event on the project.
 */
import {
  answerDelivery,
  mayAnswer,
  type QuestionStatus,
} from '../../shared/domain/questions/supplier-questions.js';
import type {
  TVendorQuestion,
  TVendorQuestionAnswer,
  TVendorQuestionsView,
} from '../../shared/schemas/vendor-questions.js';
import { AppError } from '../core/app-error.js';
import { projectAudit } from '../core/build-access.js';
import {
  questionsOfProject,
  VendorQuestion,
  type VendorQuestionRecord,
} from '../core/db/entities/vendor-question.js';
import { nowIso } from '../core/db/entity.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { appOriginFor, sendEmail } from '../core/email.js';
import { logger } from '../core/logger.js';
import { reachProject } from '../core/project-access.js';
import type { SessionContext } from '../core/session.js';
import '../../shared/errors/vendor-questions.js';

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
  return {
    projectName: project.name,
    projectNumber: project.number,
    answering: mayAnswer(project.status),
    ...(typeof deadline === 'string' ? { questionDeadline: deadline } : {}),
    timeZone: agency.timeZone,
    questions: questions
      .filter((q) => !status || q.status === status)
      .sort((a, b) => b.askedAt.localeCompare(a.askedAt))
      .map(toDto),
  };
}

/** The answer emailed to the asker alone, in English and French (a supplier has no language of its own). */
export function answerEmail(facts: {
  projectName: string;
  projectNumber: string;
  question: string;
  answer: string;
  link: string;
}) {
  const bid = `${facts.projectNumber} ${facts.projectName}`.trim();
  return {
    subject: `Answer to your question: ${bid} / Réponse à votre question : ${bid}`,
    text: [
      `Your question about "${bid}":`,
      facts.question,
      '',
      'Answer:',
      facts.answer,
      '',
      `Votre question sur « ${bid} » :`,
      facts.question,
      '',
      'Réponse :',
      facts.answer,
      '',
      facts.link,
    ].join('\n'),
  };
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
  if (delivery === 'email') {
    // After the commit, so no email tells of an answer that was not saved; a failure is logged, not undone.
    try {
      await sendEmail({
        to: [current.email],
        ...answerEmail({
          projectName: project.name,
          projectNumber: project.number,
          question: current.question,
          answer: input.answer,
          link: `${appOriginFor(origin)}/portal/opportunities`,
        }),
      });
    } catch (error) {
      logger.error('Answer not emailed to the asker', { projectId, tenderQuestionId, error });
    }
  }
  return toDto(saved);
}
