/**
 * What a submission-requirement item holds, by kind (docs/product/tender.md#submission-requirements): a
 * document upload the bidder must attach, an instruction, a question, a bond or security, a term. One shape
 * each, shared by the project's requirement items (shared/schemas/submission-requirements.ts) and the
 * library's templates, which are copied into a project as items (shared/schemas/library-templates.ts).
 * zod/mini.
 */
import * as z from 'zod/mini';
import {
  TEMPLATE_MIN_PAGE_COUNT_MAX,
  TEMPLATE_QUESTION_MAX_LENGTH,
  TEMPLATE_TEXT_MAX_LENGTH,
} from '../domain/library/templates.js';
import { BID_FILE_TYPE_NAMES } from '../domain/submissions/bid-files.js';

const ZText = z.string().check(z.trim(), z.maxLength(TEMPLATE_TEXT_MAX_LENGTH));
const ZRequiredText = z.string().check(z.trim(), z.minLength(1), z.maxLength(TEMPLATE_TEXT_MAX_LENGTH));
/** Amounts and percentages travel as decimal strings, never binary floating point. */
const ZDecimal = z.string().check(z.regex(/^\d{1,13}(\.\d{1,2})?$/));

export const SECURITY_KINDS = ['bidBond', 'performanceBond', 'labourAndMaterialBond', 'other'] as const;

export const REQUIREMENT_CONTENT = {
  document: z.strictObject({
    instructions: ZText,
    mandatory: z.boolean(),
    minimumPageCount: z.int().check(z.minimum(0), z.maximum(TEMPLATE_MIN_PAGE_COUNT_MAX)),
    /** The file types the item takes (shared/domain/submissions/bid-files.ts); absent or empty: any. */
    fileTypes: z.optional(
      z.array(z.enum(BID_FILE_TYPE_NAMES)).check(z.maxLength(BID_FILE_TYPE_NAMES.length)),
    ),
  }),
  instruction: z.strictObject({ text: ZRequiredText }),
  question: z.strictObject({
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(TEMPLATE_QUESTION_MAX_LENGTH)),
    answerType: z.enum(['number', 'text']),
    mandatory: z.boolean(),
  }),
  security: z.strictObject({
    kind: z.enum(SECURITY_KINDS),
    amountType: z.enum(['amount', 'percentage']),
    value: ZDecimal,
    description: ZText,
  }),
  terms: z.strictObject({ text: ZRequiredText }),
};
