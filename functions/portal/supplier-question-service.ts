/**
 * A supplier's questions about a bid (docs/product/tender.md#questions, issue 9 item 4, decision 051). The
 * bid is named by its agency's public domain and its id (decision 050) and reached through the portal's one
 * resolver (reachBid, decision 050): a bid the supplier may not see is not found, whatever the reason. A
 * signed-in supplier asks whatever "only registered suppliers may ask" says (a visitor asks on the public
 * page when it is off, decision 051 amended). The asker's name, company and email come from its account;
 * team members who opted in are emailed of each question.
 */
import {
  findAskProblem,
  isQuestionsRegisteredOnly,
} from '../../shared/domain/questions/supplier-questions.js';
import { catalogueMessage, type Language } from '../../shared/errors.js';
import type {
  TQuestionAsk,
  TSeenQuestion,
  TSupplierBidQuestions,
} from '../../shared/schemas/vendor-questions.js';
import { AppError } from '../core/app-error.js';
import { now as clockNow, nowIso } from '../core/clock.js';
import { VendorQuestion, type VendorQuestionRecord } from '../core/db/entities/vendor-question.js';
import { questionsOfProject } from '../core/db/entities/vendor-question-keys.js';
import { queryAll } from '../core/db/ops.js';
import { recordAskedQuestion } from '../core/questions/asked-question.js';
import type { SessionContext } from '../core/session.js';
import { reachBid, reachOpenBid, type ReachedBid } from '../core/opportunities/portal-bid-access.js';

type Bid = ReachedBid;

/** The bid's question settings, read loosely from the project item. */
function settingsOf(project: Bid['project']) {
  const tender = project.tender as
    { isCloseQuestionsAfterDeadline?: boolean; isQuestionsRegisteredOnly?: boolean } | undefined;
  return {
    questionDeadline: typeof project.questionDeadline === 'string' ? project.questionDeadline : undefined,
    closeAfterDeadline: tender?.isCloseQuestionsAfterDeadline === true,
    registeredOnly: isQuestionsRegisteredOnly(tender),
  };
}

/** A question as a supplier sees it: never the asker; the answer once it went to it (or to all). */
function seen(q: VendorQuestionRecord, withAnswer: boolean): TSeenQuestion {
  return {
    tenderQuestionId: q.tenderQuestionId,
    question: q.question,
    askedAt: q.askedAt,
    ...(withAnswer && q.answer ? { answer: q.answer } : {}),
    ...(withAnswer && q.answeredAt ? { answeredAt: q.answeredAt } : {}),
  };
}

const byAsked = (a: VendorQuestionRecord, b: VendorQuestionRecord) => a.askedAt.localeCompare(b.askedAt);

function viewOf(bid: Bid, questions: VendorQuestionRecord[], vendorId: string): TSupplierBidQuestions {
  const settings = settingsOf(bid.project);
  const ordered = [...questions].sort(byAsked);
  return {
    ...(settings.questionDeadline ? { questionDeadline: settings.questionDeadline } : {}),
    closed: findAskProblem(settings, clockNow()) !== undefined,
    timeZone: bid.agency.timeZone,
    mine: ordered
      .filter((q) => q.vendorId === vendorId)
      .map((q) => ({
        ...seen(q, q.status === 'Complete' && (q.published || q.emailedAt !== undefined)),
        published: q.published,
      })),
    published: ordered.filter((q) => q.published).map((q) => seen(q, true)),
  };
}

/** GET: the company's own questions and every published answer of the bid. */
export async function findSupplierBidQuestions(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
): Promise<TSupplierBidQuestions> {
  const bid = await reachBid(session, agencyDomain, projectId, clockNow());
  const questions = await queryAll(VendorQuestion, questionsOfProject(bid.customerId, projectId));
  return viewOf(bid, questions, session.customerId);
}

/**
 * POST: the company's question, until the deadline when the bid closes questions after it (refused at the
 * field, in the user's language). One transaction with its audit event on the project; then the team
 * members who opted in are emailed (a failed email is logged: the question stands).
 */
export async function askQuestion(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  input: TQuestionAsk,
  lang: Language,
  origin: string | undefined,
): Promise<TSupplierBidQuestions> {
  const bid = await reachOpenBid(session, agencyDomain, projectId, clockNow());
  const problem = findAskProblem(settingsOf(bid.project), clockNow());
  if (problem)
    throw new AppError(problem, {
      fields: [{ field: 'body.question', code: 'invalid', message: catalogueMessage(problem, lang) }],
    });
  const { existing, record } = await recordAskedQuestion(
    {
      customerId: bid.customerId,
      projectId,
      question: input.question,
      vendorId: session.customerId,
      supplierUserId: session.userId,
      origin: 'portal',
      fullName: `${bid.user.firstName} ${bid.user.lastName}`.trim(),
      company: bid.vendor.companyName,
      email: bid.user.email,
    },
    nowIso(),
    session.userId,
    bid.project,
    origin,
  );
  return viewOf(bid, [...existing, record], session.customerId);
}
