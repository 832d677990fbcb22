/**
 * The award (issue 11 item 2, decision 064): the summary (bids from the opening, awarded companies, the
 * award status), an awarded company's create and versioned edit, and the Award action's request. Amounts
 * are Money (decision 075; stored in whole cents as the project values are); dates are stored instants.
 * zod/mini.
 */
import * as z from 'zod/mini';
import { AWARD_APPROVAL_STATUSES } from '../domain/awards/award-approval-status.js';
import { AWARD_STATUSES } from '../domain/awards/awards.js';
import { MONEY_VALUE_MAX } from '../domain/money.js';
import { hasForbiddenNumberCharacters } from '../domain/projects/project-number.js';
import { SUBMISSION_STATUSES } from '../domain/submissions/submission-status.js';
import { ZMoney } from './money.js';
import { ZProjectRefId, ZStoredDate, ZText } from './project-blocks.js';

export const AWARD_NOTES_MAX_LENGTH = 4_000;
export const AWARD_CONTRACT_NUMBER_MAX_LENGTH = 100;

export const ZAwardQuery = z.object({ projectId: ZProjectRefId });
export const ZAwardItemQuery = z.object({ projectId: ZProjectRefId, awardId: ZProjectRefId });

/** An award's amount or value: 0.00 to 1,000,000,000,000.00 (docs/product/evaluation-and-award.md#award). */
const ZAwardValue = ZMoney({ max: MONEY_VALUE_MAX, error: 'awardValueOutOfRange' });

const AWARD_FIELDS = {
  amount: ZAwardValue,
  awardDate: ZStoredDate,
  actualAnnualValue: z.optional(ZAwardValue),
  actualTotalValue: z.optional(ZAwardValue),
  /** An item of the agency's award exception list (decision 024's `awardException`). */
  exceptionTypeId: z.optional(ZProjectRefId),
  displayToPublic: z.boolean(),
  notes: z.optional(ZText(AWARD_NOTES_MAX_LENGTH)),
  contractNumber: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(AWARD_CONTRACT_NUMBER_MAX_LENGTH),
      z.refine((value) => !hasForbiddenNumberCharacters(value), {
        message: 'awardContractNumberForbiddenCharacters',
      }),
    ),
  ),
};

/** POST Awards: a bidder of the opening awarded, with its values. */
export const ZAwardCreate = z.strictObject({ submissionId: ZProjectRefId, ...AWARD_FIELDS });
export type TAwardCreate = z.output<typeof ZAwardCreate>;

/** PUT Awards: the same values at the version read (409 if someone saved in between). */
export const ZAwardUpdate = z.strictObject({ ...AWARD_FIELDS, version: z.int().check(z.minimum(1)) });
export type TAwardUpdate = z.output<typeof ZAwardUpdate>;

export const ZAward = z.object({
  awardId: z.string(),
  submissionId: z.string(),
  companyName: z.string(),
  amount: ZMoney(),
  awardDate: z.string(),
  actualAnnualValue: z.optional(ZMoney()),
  actualTotalValue: z.optional(ZMoney()),
  exceptionTypeId: z.optional(z.string()),
  /** The exception's name when it was chosen: the award keeps it if the list item is later renamed or deleted. */
  exceptionTypeName: z.optional(z.string()),
  displayToPublic: z.boolean(),
  notes: z.optional(z.string()),
  contractNumber: z.optional(z.string()),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAward = z.output<typeof ZAward>;

/** A bid of the opening as the award reads it: its total once its price is unsealed. */
export const ZAwardBid = z.object({
  submissionId: z.string(),
  companyName: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  hardCopy: z.boolean(),
  grandTotal: z.optional(z.string()),
  /** Opened and not disqualified (isAwardableBid): it may be awarded. */
  awardable: z.boolean(),
  /** The evaluation disqualified this bidder. */
  disqualified: z.boolean(),
});

/**
 * GET Awards/Summary (awards/summary, Submissions/Awarded and AwardPhaseStatus in one read;
 * docs/product/evaluation-and-award.md#award).
 */
export const ZAwardSummary = z.object({
  projectId: z.string(),
  projectName: z.string(),
  projectNumber: z.string(),
  projectStatus: z.string(),
  projectType: z.string(),
  projectVersion: z.int(),
  contractStatus: z.optional(z.string()),
  closingDate: z.optional(z.string()),
  timeZone: z.string(),
  awardStatus: z.optional(z.enum(AWARD_STATUSES)),
  /** The project's award approvals' statuses (decision 065's records, read only here). */
  approvalStatuses: z.array(z.enum(AWARD_APPROVAL_STATUSES)),
  /** Why the lifecycle refuses the Award to this user now (status, rights), or absent when it allows it. */
  awardRefusal: z.optional(z.string()),
  /** Awarded companies change now (closed or unofficial, not awarded) for a user with the edit right. */
  awardsChangeable: z.boolean(),
  bids: z.array(ZAwardBid),
  awards: z.array(ZAward),
  /** The agency's award exception types (decision 024's list), for the awards' choice. */
  exceptionTypes: z.array(z.object({ listItemId: z.string(), name: z.string() })),
});
export type TAwardSummary = z.output<typeof ZAwardSummary>;

/** POST Awards/Award: the Award action on what the user saw (awardBlockers). */
export const ZAwardAction = z.strictObject({
  projectVersion: z.int().check(z.minimum(1)),
  awards: z
    .array(z.strictObject({ awardId: ZProjectRefId, version: z.int().check(z.minimum(1)) }))
    .check(z.maxLength(500)),
  /** The user confirmed an award with no company awarded (awardNoneConfirm). */
  confirmNone: z.optional(z.boolean()),
});
export type TAwardAction = z.output<typeof ZAwardAction>;
