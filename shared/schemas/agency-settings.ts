/**
 * The agency's department restriction (docs/product/suppliers-and-accounts.md#roles-and-permissions): when
 * on, a user whose groups carry department.restrictToOwn reaches only the projects of their own departments
 * (shared/domain/projects/project-rights.ts isProjectInUserDepartments).
 */
import * as z from 'zod/mini';
import { ZEmail } from './common.js';
import { SUBMISSIONS_REQUIRED_TO_UNSEAL_MAX } from '../domain/submissions/unsealing.js';
import {
  APPROVER_LINK_VALIDITY_MAX_DAYS,
  APPROVER_LINK_VALIDITY_MIN_DAYS,
} from '../domain/awards/award-approval-rules.js';
import { MINIMUM_BID_PERIOD_MAX_DAYS } from '../domain/projects/project-dates.js';

export const ZDepartmentRestriction = z.object({
  restrictProjectsByDepartment: z.boolean(),
  /** The agency record's version: a save is at the version read (409 otherwise). */
  version: z.int().check(z.minimum(1)),
});
export type TDepartmentRestriction = z.output<typeof ZDepartmentRestriction>;

export const ZDepartmentRestrictionUpdate = z.strictObject({
  restrictProjectsByDepartment: z.boolean(),
  version: z.int().check(z.minimum(1)),
});
export type TDepartmentRestrictionUpdate = z.output<typeof ZDepartmentRestrictionUpdate>;

/**
 * Control panel → source settings (docs/product/projects.md#publication, decision 060): the agency's default
 * No Bid email, where a supplier's "no bid" is sent. Empty: none (the no-bid is still recorded and listed;
 * nobody is emailed).
 */
export const ZSourceSettings = z.object({
  defaultNoBidEmail: z.string(),
  /** Days an award approver's emailed link opens (decision 065); 30 unless the agency sets another. */
  approverLinkValidityDays: z.int(),
  /** Whole days a bid should be out at least; a shorter one is warned of on Build (0: no minimum). */
  minimumBidPeriodDays: z.int(),
  version: z.int().check(z.minimum(1)),
});
export type TSourceSettings = z.output<typeof ZSourceSettings>;

/** 1 to 365 whole days. */
export const ZApproverLinkValidityDays = z
  .int({ error: 'approverLinkValidityInvalid' })
  .check(
    z.minimum(APPROVER_LINK_VALIDITY_MIN_DAYS, { error: 'approverLinkValidityInvalid' }),
    z.maximum(APPROVER_LINK_VALIDITY_MAX_DAYS, { error: 'approverLinkValidityInvalid' }),
  );

/** 0 to 365 whole days. */
export const ZMinimumBidPeriodDays = z
  .int({ error: 'minimumBidPeriodInvalid' })
  .check(
    z.minimum(0, { error: 'minimumBidPeriodInvalid' }),
    z.maximum(MINIMUM_BID_PERIOD_MAX_DAYS, { error: 'minimumBidPeriodInvalid' }),
  );

export const ZSourceSettingsUpdate = z.strictObject({
  /** A valid address, or empty to have none (the publish checklist refuses an invalid one). */
  defaultNoBidEmail: z.union([z.literal(''), ZEmail]),
  /** Absent: unchanged (the No Bid screen saves only its own field). */
  approverLinkValidityDays: z.optional(ZApproverLinkValidityDays),
  /** Absent: unchanged. */
  minimumBidPeriodDays: z.optional(ZMinimumBidPeriodDays),
  version: z.int().check(z.minimum(1)),
});
export type TSourceSettingsUpdate = z.output<typeof ZSourceSettingsUpdate>;

/**
 * The agency's "submissions required to unseal" (docs/product/opening.md#unsealing; decision 057): unsealing
 * a bid that received fewer needs the buyer's explicit authorisation. 0 asks for none.
 */
export const ZSubmissionsRequiredToUnseal = z
  .int({ error: 'submissionsRequiredToUnsealInvalid' })
  .check(
    z.minimum(0, { error: 'submissionsRequiredToUnsealInvalid' }),
    z.maximum(SUBMISSIONS_REQUIRED_TO_UNSEAL_MAX, { error: 'submissionsRequiredToUnsealInvalid' }),
  );

export const ZOpeningSettings = z.object({
  submissionsRequiredToUnseal: ZSubmissionsRequiredToUnseal,
  version: z.int().check(z.minimum(1)),
});
export type TOpeningSettings = z.output<typeof ZOpeningSettings>;

export const ZOpeningSettingsUpdate = z.strictObject({
  submissionsRequiredToUnseal: ZSubmissionsRequiredToUnseal,
  version: z.int().check(z.minimum(1)),
});
export type TOpeningSettingsUpdate = z.output<typeof ZOpeningSettingsUpdate>;
