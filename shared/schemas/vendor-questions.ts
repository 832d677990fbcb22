/**
 * Supplier questions (VendorQuestions, docs/product/tender.md#questions, issue 9 item 4, decision 051):
 * the question a signed-in supplier asks about a bid, the buyer's answer with its status, and what each
 * side sees. zod/mini; the rules are shared/domain/questions/supplier-questions.ts.
 */
import * as z from 'zod/mini';
import {
  ANSWER_MAX_LENGTH,
  ASKER_TEXT_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
  QUESTION_STATUSES,
} from '../domain/questions/supplier-questions.js';
import { safeText, ZEmail, ZId } from './common.js';
import { ZRequiredText } from './project-blocks.js';

const ZText = (max: number) => z.string().check(z.trim(), safeText(), z.minLength(1), z.maxLength(max));

/**
 * How a question arrived: a signed-in supplier in the portal (absent on questions stored before the field),
 * a visitor of the public page when the bid lets anyone ask, or recorded by the buyer from a phone call,
 * letter or email (decision 051 amended).
 */
export const QUESTION_ORIGINS = ['portal', 'public', 'recorded'] as const;

/**
 * A question as stored (functions/core/db/entities/vendor-question.ts) and answered to the buyer. The
 * asker's full name, company and email are taken from the supplier's account when it asks
 * (docs/product/tender.md#questions: required), so no supplier can ask in another's name.
 */
export const VENDOR_QUESTION_SHAPE = {
  projectId: ZId,
  tenderQuestionId: ZId,
  question: z.string(),
  /** The asking company and user: only for a question asked in the portal. */
  vendorId: z.optional(ZId),
  supplierUserId: z.optional(z.string()),
  origin: z.optional(z.enum(QUESTION_ORIGINS)),
  /** The buyer who recorded it (origin recorded). */
  recordedBy: z.optional(z.string()),
  /** The language a public asker read the page in: its emailed answer is in it. */
  language: z.optional(z.enum(['en', 'fr'])),
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
  /** "Only registered suppliers may ask questions" (tender.isQuestionsRegisteredOnly, on when absent). */
  registeredOnly: z.boolean(),
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

/**
 * POST VendorQuestions?projectId: a question the buyer received outside the portal
 * (docs/product/tender.md#questions: question, full name, company, email and status required; the answer when
 * Complete), answered at once when Complete, emailed to the asker (answerViaEmail) or published, as answering
 * does.
 */
export const ZVendorQuestionRecord = z.strictObject({
  question: ZRequiredText(QUESTION_MAX_LENGTH, 'questionTextRequired'),
  fullName: ZRequiredText(ASKER_TEXT_MAX_LENGTH, 'askerNameRequired'),
  company: ZRequiredText(ASKER_TEXT_MAX_LENGTH, 'askerCompanyRequired'),
  email: ZEmail,
  status: z.enum(QUESTION_STATUSES),
  answer: z.optional(z.string().check(z.trim(), z.maxLength(ANSWER_MAX_LENGTH))),
  answerViaEmail: z.boolean(),
});
export type TVendorQuestionRecord = z.output<typeof ZVendorQuestionRecord>;
export const ZVendorQuestionProjectQuery = z.object({ projectId: ZId });

/** POST public/…/Questions: a visitor's question, when the bid lets anyone ask (decision 051 amended). */
export const ZPublicQuestionAsk = z.strictObject({
  question: ZRequiredText(QUESTION_MAX_LENGTH, 'questionTextRequired'),
  fullName: ZRequiredText(ASKER_TEXT_MAX_LENGTH, 'askerNameRequired'),
  company: ZRequiredText(ASKER_TEXT_MAX_LENGTH, 'askerCompanyRequired'),
  email: ZEmail,
});
export type TPublicQuestionAsk = z.output<typeof ZPublicQuestionAsk>;
export const ZPublicQuestionAsked = z.object({ tenderQuestionId: ZId, askedAt: z.string() });
export type TPublicQuestionAsked = z.output<typeof ZPublicQuestionAsked>;

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
