/**
 * The lockout rules every login shares, buyers' (decision 009) and suppliers' (decision 045): failures are
 * counted whether or not an account answers to the name, so that the lockout tells nothing about which
 * accounts exist; MAX_FAILED_LOGINS consecutive failures lock; a counter below the lock is forgotten a day
 * after its last failure. Unknown accounts cost the same password work as known ones (the decoy hash).
 */
import { MAX_FAILED_LOGINS } from '../../../shared/constants.js';
import { nowMs } from '../clock.js';
import { LoginFailure, type LoginFailureKey } from '../db/entities/login-failure.js';
import { deleteItem, getItem, patchItem, upsertItem } from '../db/ops.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** A counter below the lock is forgotten a day after its last failure; a lock is kept for a year. */
const COUNT_WINDOW_SECONDS = 24 * 3600;
const LOCK_KEEP_SECONDS = 365 * 24 * 3600;

/** The live failure count of a login name (an expired counter is removed, so that counting restarts). */
export async function failuresOf(key: LoginFailureKey): Promise<number> {
  const counter = await getItem(LoginFailure, key);
  if (!counter) return 0;
  if (counter.expiresAt * 1000 > nowMs()) return counter.failures;
  await deleteItem(LoginFailure, key);
  return 0;
}

/** True when a name with this many failures is locked. */
export const isLockedOut = (failures: number) => failures >= MAX_FAILED_LOGINS;

/** Counts one failure atomically (parallel attempts cannot lose counts); answers whether it now locks. */
export async function countFailedLogin(key: LoginFailureKey): Promise<{ failures: number; locks: boolean }> {
  const counter = await upsertItem(LoginFailure, key, {
    set: { ...key, expiresAt: Math.floor(nowMs() / 1000) + COUNT_WINDOW_SECONDS },
    add: { failures: 1 },
  });
  return { failures: counter.failures, locks: isLockedOut(counter.failures) };
}

/** The change that keeps a locking counter for a year (in the caller's transaction, or alone). */
export const keepLockChanges = () => ({
  set: { expiresAt: Math.floor(nowMs() / 1000) + LOCK_KEEP_SECONDS },
});

/** Keeps the counter of a name no account answers to. */
export async function keepLock(key: LoginFailureKey): Promise<void> {
  await patchItem(LoginFailure, key, keepLockChanges());
}

/** Forgets a counter after a successful login. */
export async function forgetFailures(key: LoginFailureKey, failures: number): Promise<void> {
  if (failures > 0) await deleteItem(LoginFailure, key);
}

// A real hash of a throwaway password: unknown accounts cost the same time as known ones.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-used'));

/** Checks a password against an account's hash, or against the decoy when there is no account. */
export async function passwordMatches(password: string, hash: string | undefined): Promise<boolean> {
  const valid = await verifyPassword(password, hash ?? (await decoy()));
  return hash !== undefined && valid;
}
