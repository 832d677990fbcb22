/**
 * What the team services share: batched transactions, unique-value claims and the announcement of group
 * changes (refreshed session permissions and the realtime userGroupUpdated event of spec 3 §7.14).
 */
import { AppError } from '../core/app-error.js';
import { UniqueValue } from '../core/db/entities/unique-value.js';
import { transact } from '../core/db/transaction.js';
import { logger } from '../core/logger.js';
import { pushToCustomer } from '../core/realtime.js';
import { refreshSessionPermissions } from '../core/session.js';
import type { ErrorCode } from '../../shared/errors.js';

type WriteFn = Parameters<typeof transact>[0];
export type TxEntities = Parameters<WriteFn>[0];
export type TxItem = ReturnType<WriteFn>[number];

/** DynamoDB's limit of items in one TransactWriteItems call. */
export const MAX_TRANSACTION_ITEMS = 100;

/**
 * Writes `main` (the change, its claims and its audit event) in one transaction, with as many of the
 * `followUps` (per-member reference updates) as fit; the rest follow in further transactions of 100. The
 * follow-ups are idempotent set operations, so a retry after a partial failure converges.
 */
export async function transactWithFollowUps(
  main: (e: TxEntities) => TxItem[],
  followUps: readonly ((e: TxEntities) => TxItem)[],
): Promise<void> {
  let used = 0;
  await transact((e) => {
    const items = main(e);
    used = Math.min(followUps.length, MAX_TRANSACTION_ITEMS - items.length);
    return [...items, ...followUps.slice(0, used).map((f) => f(e))];
  });
  for (let start = used; start < followUps.length; start += MAX_TRANSACTION_ITEMS) {
    const chunk = followUps.slice(start, start + MAX_TRANSACTION_ITEMS);
    await transact((e) => chunk.map((f) => f(e)));
  }
}

/** Unique values are compared trimmed and ignoring case. */
export const normalise = (value: string) => value.trim().toLowerCase();

/** True when `value` of `kind` is claimed by another owner than `ownerId`. */
export async function claimedByOther(
  customerId: string,
  kind: string,
  value: string,
  ownerId: string,
): Promise<boolean> {
  const { data } = await UniqueValue.get({ customerId, kind, value: normalise(value) }).go();
  return data !== null && data.ownerId !== ownerId;
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
export function claimItem(e: TxEntities, customerId: string, kind: string, value: string, ownerId: string) {
  return e.uniqueValue.create({ customerId, kind, value: normalise(value), ownerId }).commit();
}

/** The transaction item that releases a claim held by `ownerId` (or one that was never written). */
export function releaseItem(e: TxEntities, customerId: string, kind: string, value: string, ownerId: string) {
  return e.uniqueValue
    .delete({ customerId, kind, value: normalise(value) })
    .where((a, op) => `${op.notExists(a.ownerId)} OR ${op.eq(a.ownerId, ownerId)}`)
    .commit();
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
