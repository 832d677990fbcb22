/**
 * Supplier questions (spec 2 §3.9 and §5.6, spec 3 §7.13 VendorQuestions, issue 9 item 4, decision 051):
 * the question a signed-in supplier asks about a bid, the buyer's answer with its status, and what each
 * side sees. zod/mini; the rules are shared/domain/questions/supplier-questions.ts.
 */
import * as z from 'zod/mini';
import {
  ANSWER_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
  QUESTION_STATUSES,
} from '../domain/questions/supplier-questions.js';
import { ZId } from './common.js';

const ZText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * A question as stored (functions/core/db/entities/vendor-question.ts) and answered to the buyer. The
 * asker's full name, company and email are taken from the supplier's account when it asks (spec 2 §5.6:
 * required), so no supplier can ask in another's name.
 */
export const VENDOR_QUESTION_SHAPE = {
  projectId: ZId,
  tenderQuestionId: ZId,
  question: z.string(),
  vendorId: ZId,
  supplierUserId: z.string(),
  fullName: z.string(),
  company: z.string(),
  email: z.string(),
  askedAt: z.string(),
  status: z.enum(QUESTION_STATUSES),
  answer: z.optional(z.string()),
  answeredAt: z.optional(z.string()),
  answeredBy: z.optional(z.string()),
  /** Published to all: the public detail and every supplier's portal page show it, without the asker. */
  published: z.boolean(),
  /** When the answer was last emailed to the asker alone. */
  emailedAt: z.optional(z.string()),
};

export const ZVendorQuestion = z.object({
  ...VENDOR_QUESTION_SHAPE,
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TVendorQuestion = z.output<typeof ZVendorQuestion>;

/** GET VendorQuestions?projectId[&status]: the project's questions, the newest first. */
export const ZVendorQuestionsQuery = z.object({
  projectId: ZId,
  status: z.optional(z.enum(QUESTION_STATUSES)),
});
export const ZVendorQuestionsView = z.object({
  projectName: z.string(),
  projectNumber: z.optional(z.string()),
  /** Whether the project's status lets the buyer answer (out and not closed). */
  answering: z.boolean(),
  questionDeadline: z.optional(z.string()),
  timeZone: z.string(),
  questions: z.array(ZVendorQuestion),
});
export type TVendorQuestionsView = z.output<typeof ZVendorQuestionsView>;

/** PUT VendorQuestions?projectId&tenderQuestionId: the answer at the version read. */
export const ZVendorQuestionQuery = z.object({ projectId: ZId, tenderQuestionId: ZId });
export const ZVendorQuestionAnswer = z.strictObject({
  answer: ZText(ANSWER_MAX_LENGTH),
  status: z.enum(QUESTION_STATUSES),
  /** true: emailed to the asker alone; false: published to all. Only a Complete answer goes anywhere. */
  answerViaEmail: z.boolean(),
  version: z.int().check(z.minimum(1)),
});
export type TVendorQuestionAnswer = z.output<typeof ZVendorQuestionAnswer>;

/** POST: a supplier's question. */
export const ZQuestionAsk = z.strictObject({ question: ZText(QUESTION_MAX_LENGTH) });
export type TQuestionAsk = z.output<typeof ZQuestionAsk>;

/** A question as a supplier or the public sees it: never the asker's identity. */
export const ZSeenQuestion = z.object({
  tenderQuestionId: ZId,
  question: z.string(),
  askedAt: z.string(),
  answer: z.optional(z.string()),
  answeredAt: z.optional(z.string()),
});
export type TSeenQuestion = z.output<typeof ZSeenQuestion>;

/** GET: the company's own questions (with their answers once sent or published) and every published one. */
export const ZSupplierBidQuestions = z.object({
  questionDeadline: z.optional(z.string()),
  /** Asking is refused now (the deadline passed and the bid closes questions after it). */
  closed: z.boolean(),
  timeZone: z.string(),
  mine: z.array(z.object({ ...ZSeenQuestion.shape, published: z.boolean() })),
  published: z.array(ZSeenQuestion),
});
export type TSupplierBidQuestions = z.output<typeof ZSupplierBidQuestions>;
