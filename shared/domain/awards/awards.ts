/**
 * Awarding a tender (docs/product/evaluation-and-award.md#award; decision 064): which bidders may be
 * awarded, an awarded company's values and dates, the award status a project shows, what keeps the Award
 * action back (`awardBlockers`) and what the public sees once it is awarded. Pure: the awards Lambda and the
 * award screens decide with these same functions.
 */
import type { ErrorCode } from '../../errors.js';
import { hasForbiddenNumberCharacters } from '../projects/project-number.js';
import { isMoneyInRange, type Money } from '../money.js';
import type { SubmissionStatus } from '../submissions/submission-status.js';
import { openingSettingsOf, type OpeningChoice } from '../submissions/unsealing.js';
import { isAwardApprovalPending, type AwardApprovalStatus } from './award-approval-status.js';

/** Award statuses (docs/product/evaluation-and-award.md#award), derived: never stored. */
export const AWARD_STATUSES = ['pendingApproval', 'approved', 'awarded'] as const;
export type AwardStatus = (typeof AWARD_STATUSES)[number];

/**
 * The project's award status: Awarded once the project is; else Pending Approval while an approval is at
 * work (isAwardApprovalPending); else Approved when an approval was approved; else none yet.
 */
export function awardStatusOf(
  projectStatus: string,
  approvalStatuses: readonly AwardApprovalStatus[],
): AwardStatus | undefined {
  if (projectStatus === 'awarded') return 'awarded';
  if (approvalStatuses.some(isAwardApprovalPending)) return 'pendingApproval';
  if (approvalStatuses.includes('approved')) return 'approved';
  return undefined;
}

/**
 * A bidder may be awarded once its bid is opened: handed in and unsealed (a part at least), or recorded on
 * paper by the buyer (stored unsealed). A sealed bid names a company the buyer has not read yet; a bidder
 * the evaluation disqualified is neither awarded nor recommended.
 */
export const isAwardableBid = (bid: { status: SubmissionStatus }, disqualified = false) =>
  bid.status === 'unsealed' && !disqualified;

/** The project statuses in which awarded companies are chosen and changed: after the close, before the award. */
const AWARDING_STATUSES: readonly string[] = ['closed', 'unofficial'];
export const canChangeAwards = (projectStatus: string) => AWARDING_STATUSES.includes(projectStatus);

/**
 * The most companies one project awards. The Award writes the project, its search row, the search
 * generation and the audit event with a version check of every awarded company in one DynamoDB
 * transaction, which holds at most 100 items; 90 leaves room for what the Award may write later.
 */
export const MAX_AWARDED_COMPANIES = 90;

/** Another company may be awarded while fewer than MAX_AWARDED_COMPANIES are. */
export const canAwardAnotherCompany = (awardedCount: number) => awardedCount < MAX_AWARDED_COMPANIES;

/** What an awarded company's rules read (Money as the API carries it, instants as stored). */
export interface AwardValues {
  amount: Money;
  awardDate: string;
  actualAnnualValue?: Money | undefined;
  actualTotalValue?: Money | undefined;
  contractNumber?: string | undefined;
}

export interface AwardProblem {
  field: keyof AwardValues;
  code: ErrorCode;
}

/**
 * The award's rules (docs/product/evaluation-and-award.md#award): amounts and values from 0.00 to
 * 1,000,000,000,000.00, the award date after the closing date, the contract number without the project
 * number's forbidden characters. Empty when all hold.
 */
export function findAwardProblems(values: AwardValues, closingDate: string | undefined): AwardProblem[] {
  const problems: AwardProblem[] = [];
  const money = ['amount', 'actualAnnualValue', 'actualTotalValue'] as const;
  for (const field of money) {
    const amount = values[field];
    if (amount !== undefined && !isMoneyInRange(amount))
      problems.push({ field, code: 'awardValueOutOfRange' });
  }
  const at = Date.parse(values.awardDate);
  if (Number.isNaN(at)) problems.push({ field: 'awardDate', code: 'dateInvalid' });
  else if (closingDate && at <= Date.parse(closingDate))
    problems.push({ field: 'awardDate', code: 'awardDateBeforeClosing' });
  if (values.contractNumber && hasForbiddenNumberCharacters(values.contractNumber))
    problems.push({ field: 'contractNumber', code: 'awardContractNumberForbiddenCharacters' });
  return problems;
}

/** A record as the Award action's request saw it. */
export interface SeenVersion {
  awardId: string;
  version: number;
}

export interface AwardFacts {
  /** The project and its awarded companies as stored now. */
  projectVersion: number;
  awards: readonly SeenVersion[];
  approvalStatuses: readonly AwardApprovalStatus[];
  /** What the request (or the screen) saw: the Award decides on what the user looked at. */
  seen: { projectVersion: number; awards: readonly SeenVersion[] };
  /** The user confirmed an award with no company awarded. */
  confirmNone?: boolean | undefined;
}

/**
 * Why the Award action cannot go ahead now (docs/product/evaluation-and-award.md#award), in the order the
 * screen explains them; empty when it can. The lifecycle (transitionProject's `award`) decides status and
 * rights; these are the award's own:
 * - awardChangesNotSaved: the project or an awarded company changed since it was read (a 409: read again);
 * - awardApprovalPending: an award approval is at work or being corrected;
 * - awardNoneConfirm: no company is awarded and the user has not confirmed an award with none.
 */
export function awardBlockers(facts: AwardFacts): ErrorCode[] {
  const blockers: ErrorCode[] = [];
  const seen = new Map(facts.seen.awards.map((a) => [a.awardId, a.version]));
  const stale =
    facts.seen.projectVersion !== facts.projectVersion ||
    facts.awards.length !== facts.seen.awards.length ||
    facts.awards.some((a) => seen.get(a.awardId) !== a.version);
  if (stale) blockers.push('awardChangesNotSaved');
  if (facts.approvalStatuses.some(isAwardApprovalPending)) blockers.push('awardApprovalPending');
  if (facts.awards.length === 0 && facts.confirmNone !== true) blockers.push('awardNoneConfirm');
  return blockers;
}

/**
 * What the public page shows of an award (docs/product/evaluation-and-award.md#award, results display):
 * nothing, names, or names and amounts.
 */
export type PublicResultDisplay = 'nothing' | 'names' | 'namesAndAmounts';

/**
 * The results display choice after the award: "display results" shows the awarded companies with their
 * amounts, "display names" their names, "choose" the names when the buyer chose to show the bidders
 * (showSubmitted), "do not display" nothing.
 */
export function publicResultDisplay(choice: OpeningChoice): PublicResultDisplay {
  switch (choice.resultsDisplay ?? 'doNotDisplay') {
    case 'displayResults':
      return 'namesAndAmounts';
    case 'displayNames':
      return 'names';
    case 'choose':
      return openingSettingsOf(choice).showSubmitted ? 'names' : 'nothing';
    case 'doNotDisplay':
      return 'nothing';
  }
}

export interface PublicAwardedCompany {
  companyName: string;
  amountCents?: number | undefined;
}

/**
 * The awarded companies the public sees: none when the display says nothing, else each one marked "display
 * to public", by name, with its amount when the display shows results. Stored with the project as the
 * awards store their amounts (whole cents); the public answer gives them as Money (decision 075).
 */
export function publicAwardedCompanies(
  choice: OpeningChoice,
  awards: readonly { companyName: string; amountCents: number; displayToPublic: boolean }[],
): PublicAwardedCompany[] {
  const display = publicResultDisplay(choice);
  if (display === 'nothing') return [];
  return awards
    .filter((a) => a.displayToPublic)
    .map((a) =>
      display === 'namesAndAmounts'
        ? { companyName: a.companyName, amountCents: a.amountCents }
        : { companyName: a.companyName },
    )
    .sort((a, b) => a.companyName.localeCompare(b.companyName));
}
