/**
 * Build → invitations' vendor calls (VendorInvitations, docs/product/tender.md#invitations; decision 053
 * amended): find suppliers to invite by criteria, copy another bid's invitations, and look up an address
 * before inviting it. zod/mini.
 */
import * as z from 'zod/mini';
import {
  DIVERSITY_CLASSIFICATIONS,
  VENDOR_ACCOUNT_STATUSES,
  VENDOR_SEARCH_MIN_LENGTH,
} from '../domain/suppliers/vendor-profile.js';
import { PROJECT_STATUSES } from '../domain/projects/project-types.js';
import { ZEmail, ZId } from './common.js';
import { ZInvitations } from './project-build.js';
import { ZVendorLine } from './vendor-directory.js';

const ZFilterText = z.optional(z.string().check(z.trim(), z.maxLength(100)));
const ZCursor = z.optional(z.string().check(z.minLength(1), z.maxLength(1024), z.regex(/^[A-Za-z0-9_-]+$/)));

/**
 * POST VendorInvitations/SearchCriteria?projectId: every criterion given must hold. Without
 * `categoryCodes` the project's categories apply; an empty list means any category. A name, when given,
 * needs 3 characters (docs/product/tender.md#invitations).
 */
export const ZInvitationSearch = z.strictObject({
  name: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(VENDOR_SEARCH_MIN_LENGTH, { error: 'vendorSearchTooShort' }),
        z.maxLength(100),
      ),
  ),
  categoryCodes: z.optional(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(32))).check(z.maxLength(50)),
  ),
  diversityClassification: z.optional(z.enum(DIVERSITY_CLASSIFICATIONS)),
  certifiedDiverse: z.optional(z.boolean()),
  local: z.optional(z.boolean()),
  emergency: z.optional(z.boolean()),
  city: ZFilterText,
  provinceOrState: ZFilterText,
  cursor: ZCursor,
});
export type TInvitationSearch = z.output<typeof ZInvitationSearch>;

/**
 * A supplier found for a bid: the invitation list's columns the data fills
 * (docs/product/tender.md#invitations).
 */
export const ZInvitationCandidate = z.object({
  ...ZVendorLine.shape,
  /** The latest invitation of this agency to the supplier's address, any bid. */
  lastInvitedAt: z.optional(z.string()),
  /** This bid already invites the supplier's address. */
  invited: z.boolean(),
});
export type TInvitationCandidate = z.output<typeof ZInvitationCandidate>;

export const ZInvitationCandidates = z.object({
  vendors: z.array(ZInvitationCandidate),
  /** The category codes the search applied (the project's, unless the criteria named others). */
  categoryCodes: z.array(z.string()),
  cursor: z.optional(z.string()),
});
export type TInvitationCandidates = z.output<typeof ZInvitationCandidates>;

/** GET VendorInvitations/SearchTender?projectId&text: the agency's other bids, by number or name. */
export const ZTenderSearchQuery = z.object({ projectId: ZId, text: ZFilterText });

export const ZTenderWithInvitations = z.object({
  projectId: z.string(),
  number: z.string(),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  invitationCount: z.number(),
});
export const ZTendersWithInvitations = z.array(ZTenderWithInvitations);
export type TTenderWithInvitations = z.output<typeof ZTenderWithInvitations>;

/** POST VendorInvitations/CopyFromTender?projectId: the invitations of another bid of the agency. */
export const ZInvitationCopy = z.strictObject({ fromProjectId: ZId });

export const ZInvitationCopyResult = z.object({
  /** The invitations added, one per address not invited yet. */
  invitations: ZInvitations,
  /** The other bid's invitations not copied: this bid already invites their address. */
  skipped: z.number(),
});
export type TInvitationCopyResult = z.output<typeof ZInvitationCopyResult>;

/** GET VendorInvitations/LookupEmailInvitee?projectId&email. */
export const ZInviteeLookupQuery = z.object({ projectId: ZId, email: ZEmail });

export const INVITEE_KINDS = ['invited', 'supplier', 'unknown'] as const;
/**
 * What an address is to this bid: already invited, a supplier's user (its company as the directory shows
 * it, whether its account is set up, and the supplier's status), or unknown (a supplier pending setup).
 */
export const ZInviteeLookup = z.object({
  kind: z.enum(INVITEE_KINDS),
  companyName: z.optional(z.string()),
  setup: z.optional(z.enum(['registered', 'pendingSetup'])),
  accountStatus: z.optional(z.enum(VENDOR_ACCOUNT_STATUSES)),
});
export type TInviteeLookup = z.output<typeof ZInviteeLookup>;
