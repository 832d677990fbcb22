/**
 * What the team services share: unique-value claims and the announcement of group
 * changes (refreshed session permissions and the realtime userGroupUpdated event of spec 3 §7.14).
 */
import { AppError } from '../core/app-error.js';
import { UniqueValue } from '../core/db/entities/unique-value.js';
import { getItem } from '../core/db/ops.js';
import { tx, type TxItem } from '../core/db/transaction.js';
import { logger } from '../core/logger.js';
import { pushToCustomer } from '../core/realtime.js';
import { refreshSessionPermissions } from '../core/session.js';
import type { ErrorCode } from '../../shared/errors.js';

/** Unique values are compared trimmed and ignoring case. */
export const normalise = (value: string) => value.trim().toLowerCase();

/** True when `value` of `kind` is claimed by another owner than `ownerId`. */
export async function claimedByOther(
  customerId: string,
  kind: string,
  value: string,
  ownerId: string,
): Promise<boolean> {
  const claim = await getItem(UniqueValue, { customerId, kind, value: normalise(value) });
  return claim !== undefined && claim.ownerId !== ownerId;
}

/** Throws `code` for the first claim that another owner holds; used to explain a cancelled transaction. */
export async function explainClaimConflict(
  customerId: string,
  ownerId: string,
  claims: readonly { kind: string; value: string; code: ErrorCode }[],
): Promise<void> {
  for (const claim of claims) {
    if (await claimedByOther(customerId, claim.kind, claim.value, ownerId)) {
      throw new AppError(claim.code, { details: { kind: claim.kind } });
    }
  }
}

/** The transaction item that claims a unique value; fails the transaction when it is taken. */
export function claimItem(customerId: string, kind: string, value: string, ownerId: string): TxItem {
  return tx.create(UniqueValue, { customerId, kind, value: normalise(value), ownerId });
}

/** The transaction item that releases a claim held by `ownerId` (or one that was never written). */
export function releaseItem(customerId: string, kind: string, value: string, ownerId: string): TxItem {
  return tx.delete(
    UniqueValue,
    { customerId, kind, value: normalise(value) },
    {
      expression: 'attribute_not_exists(#owner) OR #owner = :owner',
      names: { '#owner': 'ownerId' },
      values: { ':owner': ownerId },
    },
  );
}

/** Moving a claim from one value to another (a rename): nothing when the value did not change. */
export function reclaimItems(
  customerId: string,
  kind: string,
  before: string,
  next: string,
  ownerId: string,
) {
  return normalise(before) === normalise(next)
    ? []
    : [releaseItem(customerId, kind, before, ownerId), claimItem(customerId, kind, next, ownerId)];
}

/**
 * After a group or membership change: every affected user's live sessions get their new permissions, and
 * every open screen of the agency hears userGroupUpdated (groups and user are refetched). The change is
 * already committed, so a failure here is logged, not answered.
 */
export async function announceGroupChange(
  customerId: string,
  members: readonly { userId: string; groupIds?: readonly string[] }[],
): Promise<void> {
  try {
    await Promise.all(members.map((m) => refreshSessionPermissions(customerId, m.userId, m.groupIds ?? [])));
  } catch (error) {
    logger.error('Refreshing session permissions failed', { customerId, error: error as Error });
  }
  try {
    await pushToCustomer(customerId, { type: 'userGroupUpdated', customerId });
  } catch (error) {
    logger.warn('Realtime userGroupUpdated push failed', { customerId, error: error as Error });
  }
}
