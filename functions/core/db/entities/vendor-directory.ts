import * as z from 'zod/mini';
import { VENDOR_LIST_VISIBILITIES } from '../../../../shared/domain/suppliers/vendor-directory.js';
import { defineEntity, partitionKey, sortKey, versionedFields, type QuerySpec } from '../entity.js';
import { nowIso } from '../../clock.js';

/*
 * What an agency keeps about a platform-wide supplier (decision 053): its comments, its supplier lists and
 * the emails it sent the supplier. Keys begin with the agency, so no other agency reads them.
 */

const commentName = 'vendorComment';

/** A buyer's comment on a supplier, in the agency's partition; only its author deletes it. */
export const VendorComment = defineEntity({
  name: commentName,
  schema: z.object({
    customerId: z.string(),
    vendorId: z.string(),
    vendorCommentId: z.string(),
    comment: z.string(),
    authorId: z.string(),
    authorName: z.string(),
    createdAt: z._default(z.string(), nowIso),
  }),
  key: (k: { customerId: string; vendorId: string; vendorCommentId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(commentName, { vendorid: k.vendorId, vendorcommentid: k.vendorCommentId }),
  }),
});

export const commentsOfVendor = (customerId: string, vendorId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(commentName, { vendorid: vendorId })}#vendorcommentid_` },
});

const listName = 'vendorList';

const member = z.object({
  vendorId: z.string(),
  addedAt: z.string(),
  lastInvitedAt: z.optional(z.string()),
});

/**
 * A supplier list (docs/product/suppliers-and-accounts.md#supplier-directory): its suppliers in order, which
 * for a rotational list is the rotation sequence (the first is invited next). One versioned record, so a
 * change to the order is one conditional write and a concurrent one loses with 409.
 */
export const VendorList = defineEntity({
  name: listName,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    vendorListId: z.string(),
    name: z.string(),
    visibility: z.enum(VENDOR_LIST_VISIBILITIES),
    rotational: z.boolean(),
    ownerId: z.string(),
    members: z._default(z.array(member), () => []),
    ...versionedFields,
  }),
  key: (k: { customerId: string; vendorListId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(listName, { vendorlistid: k.vendorListId }),
  }),
});
export type VendorListItem = z.output<typeof VendorList.schema>;

export const listsOfAgency = (customerId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(listName)}#vendorlistid_` },
});

const emailName = 'vendorEmail';

/**
 * One email the agency sent a supplier (an invitation, a setup link with it): the directory's emails tab.
 * Written beside the sending from decision 053 on; nothing was recorded per recipient before.
 */
export const VendorEmail = defineEntity({
  name: emailName,
  schema: z.object({
    customerId: z.string(),
    vendorId: z.string(),
    vendorEmailId: z.string(),
    sentAt: z._default(z.string(), nowIso),
    to: z.string(),
    subject: z.string(),
    kind: z.string(),
    projectId: z.optional(z.string()),
  }),
  key: (k: { customerId: string; vendorId: string; sentAt: string; vendorEmailId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(emailName, { vendorid: k.vendorId, sentat: k.sentAt, vendoremailid: k.vendorEmailId }),
  }),
});

export const emailsToVendor = (customerId: string, vendorId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(emailName, { vendorid: vendorId })}#sentat_` },
});
