/**
 * The buyer's supplier directory (issue 9 item 6, Vendors and VendorLists,
 * docs/product/suppliers-and-accounts.md#supplier-directory, decision 053): searches, a supplier's tabs,
 * comments and supplier lists. zod/mini.
 */
import * as z from 'zod/mini';
import {
  VENDOR_COMMENT_MAX_LENGTH,
  VENDOR_LIST_INVITE_MAX,
  VENDOR_LIST_NAME_MAX_LENGTH,
  VENDOR_LIST_VISIBILITIES,
} from '../domain/suppliers/vendor-directory.js';
import {
  DIVERSITY_CLASSIFICATIONS,
  VENDOR_ACCOUNT_STATUSES,
  VENDOR_EMAIL_STATUSES,
  VENDOR_SEARCH_MIN_LENGTH,
} from '../domain/suppliers/vendor-profile.js';
import { ZId } from './common.js';
import { ZStoredVendorAddress, ZStoredVendorContact } from './vendor-contacts.js';

const ZCursor = z.optional(z.string().check(z.minLength(1), z.maxLength(1024), z.regex(/^[A-Za-z0-9_-]+$/)));
const ZFilterText = z.optional(z.string().check(z.trim(), z.maxLength(100)));

// ------------------------------------------------------------------------------------------------ requests

/**
 * GET Vendors/Search: a name's start, at least 3 characters
 * (docs/product/suppliers-and-accounts.md#supplier-directory), then pages by cursor.
 */
export const ZVendorSearchQuery = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(VENDOR_SEARCH_MIN_LENGTH, { error: 'vendorSearchTooShort' }),
      z.maxLength(100),
    ),
  cursor: ZCursor,
});
export type TVendorSearchQuery = z.output<typeof ZVendorSearchQuery>;

export const ZVendorQuery = z.object({ vendorId: ZId });

/** POST Vendors/AdvancedSearch (and its export): every criterion given must hold. */
export const ZVendorAdvancedSearch = z.strictObject({
  name: ZFilterText,
  categoryCode: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  diversityClassification: z.optional(z.enum(DIVERSITY_CLASSIFICATIONS)),
  certifiedDiverse: z.optional(z.boolean()),
  local: z.optional(z.boolean()),
  emergency: z.optional(z.boolean()),
  city: ZFilterText,
  provinceOrState: ZFilterText,
  accountStatus: z.optional(z.enum(VENDOR_ACCOUNT_STATUSES)),
  cursor: ZCursor,
});
export type TVendorAdvancedSearch = z.output<typeof ZVendorAdvancedSearch>;

export const ZVendorCommentCreate = z.object({
  vendorId: ZId,
  comment: z.string().check(z.trim(), z.minLength(1), z.maxLength(VENDOR_COMMENT_MAX_LENGTH)),
});
export type TVendorCommentCreate = z.output<typeof ZVendorCommentCreate>;
export const ZVendorCommentQuery = z.object({ vendorId: ZId, vendorCommentId: ZId });

export const ZVendorDocumentQuery = z.object({ vendorId: ZId, supplierDocumentId: ZId });

const ZListName = z.string().check(z.trim(), z.minLength(1), z.maxLength(VENDOR_LIST_NAME_MAX_LENGTH));

/**
 * POST VendorLists: name, Personal or Shared, rotational or not
 * (docs/product/suppliers-and-accounts.md#supplier-directory).
 */
export const ZVendorListCreate = z.object({
  name: ZListName,
  visibility: z.enum(VENDOR_LIST_VISIBILITIES),
  rotational: z.boolean(),
});
export type TVendorListCreate = z.output<typeof ZVendorListCreate>;
export const ZVendorListPath = z.object({ customerId: ZId, nodeId: ZId, vendorListId: ZId });
export const ZVendorListQuery = z.object({ vendorListId: ZId });
/** POST VendorLists/AddVendorToList: at the end of the list (of its rotation, when rotational). */
export const ZVendorListMemberChange = z.object({ vendorListId: ZId, vendorId: ZId });
export type TVendorListMemberChange = z.output<typeof ZVendorListMemberChange>;

// ------------------------------------------------------------------------------------------------- answers

/** One supplier as the directory's lists show it (the invitation list's columns the data can fill). */
export const ZVendorLine = z.object({
  vendorId: z.string(),
  companyName: z.string(),
  contactName: z.optional(z.string()),
  email: z.string(),
  city: z.optional(z.string()),
  provinceOrState: z.optional(z.string()),
  diversityClassifications: z.array(z.enum(DIVERSITY_CLASSIFICATIONS)),
  certifiedDiverse: z.boolean(),
  local: z.boolean(),
  emergency: z.boolean(),
  accountStatus: z.enum(VENDOR_ACCOUNT_STATUSES),
  emailStatus: z.enum(VENDOR_EMAIL_STATUSES),
  categoryCodes: z.array(z.string()),
});
export type TVendorLine = z.output<typeof ZVendorLine>;

export const ZVendorPage = z.object({
  vendors: z.array(ZVendorLine),
  /** Present when more suppliers follow: send it back as `cursor`. */
  cursor: z.optional(z.string()),
});
export type TVendorPage = z.output<typeof ZVendorPage>;

/** The export's rows: every match (at most VENDOR_EXPORT_MAX_ROWS), `truncated` when there were more. */
export const ZVendorExport = z.object({ vendors: z.array(ZVendorLine), truncated: z.boolean() });
export type TVendorExport = z.output<typeof ZVendorExport>;

/** GET Vendors?vendorId: the overview tab, the supplier's own profile (read only to an agency). */
export const ZVendorOverview = z.object({
  vendorId: z.string(),
  companyName: z.string(),
  primaryEmail: z.string(),
  otherNames: z.array(z.string()),
  previousNames: z.array(z.string()),
  contacts: z.array(ZStoredVendorContact),
  addresses: z.array(ZStoredVendorAddress),
  phone: z.optional(z.string()),
  cell: z.optional(z.string()),
  fax: z.optional(z.string()),
  afterHoursPhone: z.optional(z.string()),
  alternatePhones: z.array(z.string()),
  taxNumber: z.optional(z.string()),
  categoryCodes: z.array(z.string()),
  diversityClassifications: z.array(z.enum(DIVERSITY_CLASSIFICATIONS)),
  certifiedDiverse: z.boolean(),
  local: z.boolean(),
  emergency: z.boolean(),
  emailStatus: z.enum(VENDOR_EMAIL_STATUSES),
  accountStatus: z.enum(VENDOR_ACCOUNT_STATUSES),
  createdAt: z.string(),
  /** The agency's own supplier lists that hold the supplier (shared, and the user's personal ones). */
  lists: z.array(z.object({ vendorListId: z.string(), name: z.string() })),
});
export type TVendorOverview = z.output<typeof ZVendorOverview>;

/** GET Vendors/SubmissionHistory: the agency's bids the supplier took part in, and how. */
export const ZVendorHistory = z.array(
  z.object({
    projectId: z.string(),
    projectNumber: z.string(),
    projectName: z.string(),
    status: z.string(),
    invitedAt: z.optional(z.string()),
    planTakerSince: z.optional(z.string()),
    following: z.boolean(),
    /** Bids handed in, once the bid has closed (absent before: submissions are sealed until then). */
    submissions: z.optional(z.number()),
  }),
);
export type TVendorHistory = z.output<typeof ZVendorHistory>;

/** GET Vendors/Emails: what the agency emailed the supplier, the latest first. */
export const ZVendorEmails = z.array(
  z.object({
    vendorEmailId: z.string(),
    sentAt: z.string(),
    to: z.string(),
    subject: z.string(),
    projectId: z.optional(z.string()),
    kind: z.string(),
  }),
);
export type TVendorEmails = z.output<typeof ZVendorEmails>;

/** GET Vendors/Activity: the agency's changes about the supplier, the latest first. */
export const ZVendorActivity = z.array(
  z.object({
    eventId: z.string(),
    at: z.string(),
    actorName: z.string(),
    action: z.string(),
    detail: z.optional(z.string()),
  }),
);
export type TVendorActivity = z.output<typeof ZVendorActivity>;

export const ZVendorDocuments = z.array(
  z.object({
    supplierDocumentId: z.string(),
    displayName: z.string(),
    fileName: z.string(),
    size: z.number(),
    effectiveDate: z.optional(z.string()),
    expiryDate: z.optional(z.string()),
    uploadedAt: z.string(),
    uploadedBy: z.string(),
  }),
);
export type TVendorDocuments = z.output<typeof ZVendorDocuments>;

export const ZVendorDocumentDownload = z.object({ url: z.string(), fileName: z.string() });

export const ZVendorComment = z.object({
  vendorCommentId: z.string(),
  vendorId: z.string(),
  comment: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  /** The reader wrote it, so may delete it. */
  mine: z.boolean(),
});
export type TVendorComment = z.output<typeof ZVendorComment>;
export const ZVendorComments = z.array(ZVendorComment);

export const ZDiversityClassifications = z.array(z.enum(DIVERSITY_CLASSIFICATIONS));

/** A supplier list's line: the lists page. */
export const ZVendorListLine = z.object({
  vendorListId: z.string(),
  name: z.string(),
  visibility: z.enum(VENDOR_LIST_VISIBILITIES),
  rotational: z.boolean(),
  ownerId: z.string(),
  memberCount: z.number(),
  version: z.number(),
});
export type TVendorListLine = z.output<typeof ZVendorListLine>;
export const ZVendorListLines = z.array(ZVendorListLine);

/** A list with its suppliers in their order: for a rotational list, the rotation sequence from 1. */
export const ZVendorList = z.object({
  ...ZVendorListLine.shape,
  members: z.array(
    z.object({
      ...ZVendorLine.shape,
      rotationSequence: z.optional(z.number()),
      addedAt: z.string(),
      lastInvitedAt: z.optional(z.string()),
    }),
  ),
});
export type TVendorList = z.output<typeof ZVendorList>;

/** POST Projects/Invitations/FromVendorList: a list's suppliers invited; of a rotational list the next `count`. */
export const ZInvitationsFromVendorList = z.object({
  vendorListId: ZId,
  count: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(VENDOR_LIST_INVITE_MAX))),
});
export type TInvitationsFromVendorList = z.output<typeof ZInvitationsFromVendorList>;
