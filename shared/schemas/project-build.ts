/**
 * Build → compliance and Build → invitations (docs/product/tender.md#invitations): the shapes of the
 * project's compliance items and supplier invitations. zod/mini; the limits and the rules between records
 * (one invitation per address, unique titles, which statuses may change them) are shared/domain/projects'.
 */
import * as z from 'zod/mini';
import {
  COMPLIANCE_DESCRIPTION_MAX_LENGTH,
  COMPLIANCE_TITLE_MAX_LENGTH,
} from '../domain/projects/compliance.js';
import {
  INVITATION_CITY_MAX_LENGTH,
  INVITATION_COMPANY_MAX_LENGTH,
  INVITATION_CONTACT_MAX_LENGTH,
} from '../domain/projects/invitations.js';
import { safeText, ZEmail, ZId as ZProjectRefId } from './common.js';

const ZRequired = (max: number) => z.string().check(z.trim(), safeText(), z.minLength(1), z.maxLength(max));
const ZOptionalText = (max: number) => z.optional(z.string().check(z.trim(), safeText(), z.maxLength(max)));

export const ZProjectBuildQuery = z.object({ projectId: ZProjectRefId });

// ---------------------------------------------------------------------------------------------- compliance

/** What the buyer writes of a compliance item. */
const COMPLIANCE_INPUT = {
  title: ZRequired(COMPLIANCE_TITLE_MAX_LENGTH),
  description: ZOptionalText(COMPLIANCE_DESCRIPTION_MAX_LENGTH),
  /** A mandatory item must be met to be compliant; an optional one is asked for but not required. */
  mandatory: z.boolean(),
};

export const ZComplianceItemCreate = z.strictObject(COMPLIANCE_INPUT);
export type TComplianceItemCreate = z.output<typeof ZComplianceItemCreate>;

/** PUT: the whole item at the version it was read (409 when someone saved since). */
export const ZComplianceItemUpdate = z.strictObject({
  complianceId: ZProjectRefId,
  version: z.int().check(z.minimum(1)),
  ...COMPLIANCE_INPUT,
});
export type TComplianceItemUpdate = z.output<typeof ZComplianceItemUpdate>;

export const ZComplianceItemDeleteQuery = z.object({
  projectId: ZProjectRefId,
  complianceId: ZProjectRefId,
});

/** A compliance item as stored (functions/core/db/entities/project-compliance-item.ts) and answered. */
export const COMPLIANCE_ITEM_SHAPE = {
  complianceId: ZProjectRefId,
  projectId: ZProjectRefId,
  title: z.string(),
  description: z.optional(z.string()),
  mandatory: z.boolean(),
};

export const ZComplianceItem = z.object({
  ...COMPLIANCE_ITEM_SHAPE,
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TComplianceItem = z.output<typeof ZComplianceItem>;
/** The project's items in the order they were added. */
export const ZComplianceItems = z.array(ZComplianceItem);

// --------------------------------------------------------------------------------------------- invitations

/**
 * Until the supplier directory exists, a supplier is invited by address and company
 * (docs/product/tender.md#invitations).
 */
export const ZInvitationCreate = z.strictObject({
  email: ZEmail,
  companyName: ZRequired(INVITATION_COMPANY_MAX_LENGTH),
  contactName: ZOptionalText(INVITATION_CONTACT_MAX_LENGTH),
  city: ZOptionalText(INVITATION_CITY_MAX_LENGTH),
});
export type TInvitationCreate = z.output<typeof ZInvitationCreate>;

export const ZInvitationDeleteQuery = z.object({
  projectId: ZProjectRefId,
  invitationId: ZProjectRefId,
});

/**
 * A line of the invitation list (docs/product/tender.md#invitations): company, contact, city, email and last
 * invited. The supplier's ratings, awards, diversity, local and emergency flags and rotation come from the
 * supplier directory, which does not exist yet.
 */
export const INVITATION_SHAPE = {
  invitationId: ZProjectRefId,
  projectId: ZProjectRefId,
  email: z.string(),
  companyName: z.string(),
  contactName: z.optional(z.string()),
  city: z.optional(z.string()),
  invitedAt: z.string(),
  invitedBy: z.string(),
  /** When the invitation was emailed: at publication, or when added to a published bid (decision 048). */
  emailedAt: z.optional(z.string()),
};
/** Whether the invited address has a supplier account: none yet, waiting for its setup link, or registered. */
export const INVITEE_ACCOUNT_STATUSES = ['none', 'pendingSetup', 'registered'] as const;
export const ZInvitation = z.object({
  ...INVITATION_SHAPE,
  accountStatus: z.optional(z.enum(INVITEE_ACCOUNT_STATUSES)),
});
export type TInvitation = z.output<typeof ZInvitation>;
/** The project's invitations, the latest first. */
export const ZInvitations = z.array(ZInvitation);
