/**
 * Unique values within a tenant (a user's email, a group's name, a drop-down item's name): claimed with the
 * record that owns them, in its transaction, so that two writers cannot both take one. Shared by every group
 * that keeps names unique.
 */
import type { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../app-error.js';
import { UniqueValue } from './entities/unique-value.js';
import { getItem } from './ops.js';
import { tx, type TxItem } from './transaction.js';

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
