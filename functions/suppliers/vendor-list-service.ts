/**
 * Supplier lists (VendorLists, docs/product/suppliers-and-accounts.md#supplier-directory; decision 053): an
 * agency's named lists of suppliers, personal (the owner's alone) or shared, rotational or not. A rotational
 * list's order is its rotation sequence: Build → invitations takes the first N and moves them to the end.
 */
import { randomUUID } from 'node:crypto';
import {
  mayUseVendorList,
  VENDOR_LIST_MEMBERS_MAX,
  VENDOR_LISTS_MAX,
} from '../../shared/domain/suppliers/vendor-directory.js';
import type {
  TVendorList,
  TVendorListCreate,
  TVendorListLine,
  TVendorListMemberChange,
} from '../../shared/schemas/vendor-directory.js';
import { AppError } from '../core/app-error.js';
import { listsOfAgency, VendorList, type VendorListItem } from '../core/db/entities/vendor-directory.js';
import { Vendor } from '../core/db/entities/vendor.js';
import { nowIso } from '../core/clock.js';
import { batchGet, EXISTS, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import type { SessionContext } from '../core/session.js';
import { vendorLineOf } from '../core/suppliers/vendor-search.js';
import { vendorOf } from './directory-service.js';

const lineOf = (list: VendorListItem): TVendorListLine => ({
  vendorListId: list.vendorListId,
  name: list.name,
  visibility: list.visibility,
  rotational: list.rotational,
  ownerId: list.ownerId,
  memberCount: list.members.length,
  version: list.version,
});

/** A list the reader may use; someone else's personal list answers as one that does not exist. */
async function listOf(session: SessionContext, vendorListId: string): Promise<VendorListItem> {
  const list = await getItem(VendorList, { customerId: session.customerId, vendorListId });
  if (!list || !mayUseVendorList(list, session.userId))
    throw new AppError('vendorListNotFound', { details: { vendorListId } });
  return list;
}

const listAudit = (session: SessionContext, vendorId: string, action: string, list: VendorListItem) => ({
  customerId: session.customerId,
  actorId: session.userId,
  entityType: 'vendor',
  entityId: vendorId,
  action,
  after: { vendorListId: list.vendorListId, listName: list.name },
});

/** GET VendorLists: the agency's shared lists and the reader's personal ones, by name. */
export async function findVendorLists(session: SessionContext): Promise<TVendorListLine[]> {
  const lists = await queryAll(VendorList, listsOfAgency(session.customerId));
  return lists
    .filter((list) => mayUseVendorList(list, session.userId))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(lineOf);
}

/** GET VendorLists/{vendorListId}: the list with its suppliers in order (rotation sequence from 1). */
export async function findVendorList(session: SessionContext, vendorListId: string): Promise<TVendorList> {
  const list = await listOf(session, vendorListId);
  const vendors = await batchGet(
    Vendor,
    list.members.map((m) => ({ vendorId: m.vendorId })),
  );
  const members = list.members.flatMap((member, index) => {
    const vendor = vendors.find((v) => v.vendorId === member.vendorId);
    if (!vendor) return [];
    return [
      {
        ...vendorLineOf(vendor),
        ...(list.rotational ? { rotationSequence: index + 1 } : {}),
        addedAt: member.addedAt,
        ...(member.lastInvitedAt ? { lastInvitedAt: member.lastInvitedAt } : {}),
      },
    ];
  });
  return { ...lineOf(list), members };
}

/** POST VendorLists: a new, empty list owned by the reader. */
export async function createVendorList(
  session: SessionContext,
  body: TVendorListCreate,
): Promise<TVendorList> {
  const existing = await queryAll(VendorList, listsOfAgency(session.customerId));
  if (existing.length >= VENDOR_LISTS_MAX)
    throw new AppError('vendorListsTooMany', { details: { max: VENDOR_LISTS_MAX } });
  const record = VendorList.schema.parse({
    customerId: session.customerId,
    vendorListId: randomUUID(),
    ...body,
    ownerId: session.userId,
    members: [],
  });
  await transactAudited(
    {
      customerId: session.customerId,
      actorId: session.userId,
      entityType: 'vendorList',
      entityId: record.vendorListId,
      action: 'addVendorList',
      after: body,
    },
    [tx.create(VendorList, record)],
  );
  return { ...lineOf(record), members: [] };
}

/** DELETE VendorLists: the list (its suppliers are untouched). */
export async function deleteVendorList(session: SessionContext, vendorListId: string): Promise<void> {
  const list = await listOf(session, vendorListId);
  await transactAudited(
    {
      customerId: session.customerId,
      actorId: session.userId,
      entityType: 'vendorList',
      entityId: vendorListId,
      action: 'deleteVendorList',
      before: { name: list.name, visibility: list.visibility, rotational: list.rotational },
    },
    [tx.delete(VendorList, list, { expression: EXISTS.condition, names: EXISTS.names })],
  );
}

/** POST VendorLists/AddVendorToList: at the end of the list (last in its rotation). */
export async function addVendorToList(
  session: SessionContext,
  body: TVendorListMemberChange,
): Promise<TVendorList> {
  const [list] = await Promise.all([listOf(session, body.vendorListId), vendorOf(body.vendorId)]);
  if (list.members.some((m) => m.vendorId === body.vendorId)) throw new AppError('vendorAlreadyInList');
  if (list.members.length >= VENDOR_LIST_MEMBERS_MAX)
    throw new AppError('vendorListFull', { details: { max: VENDOR_LIST_MEMBERS_MAX } });
  const members = [...list.members, { vendorId: body.vendorId, addedAt: nowIso() }];
  await transactAudited(listAudit(session, body.vendorId, 'addVendorToList', list), [
    tx.updateVersioned(VendorList, list, { set: { members } }),
  ]);
  return findVendorList(session, list.vendorListId);
}

/** DELETE VendorLists/Vendors: takes a supplier off the list; the others keep their order. */
export async function removeVendorFromList(
  session: SessionContext,
  body: TVendorListMemberChange,
): Promise<void> {
  const list = await listOf(session, body.vendorListId);
  if (!list.members.some((m) => m.vendorId === body.vendorId)) throw new AppError('vendorNotInList');
  const members = list.members.filter((m) => m.vendorId !== body.vendorId);
  await transactAudited(listAudit(session, body.vendorId, 'removeVendorFromList', list), [
    tx.updateVersioned(VendorList, list, { set: { members } }),
  ]);
}
