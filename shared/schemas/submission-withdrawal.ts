/**
 * The warning of a change that withdraws completed submissions (spec 1 §4; decision 040): the caller names
 * the count of completed bids its user was warned of, and the lock the requirements are under. A module of
 * its own, so that the projects and documents schemas take only the count.
 */
import * as z from 'zod/mini';

/** How many completed submissions the user was told would be withdrawn (the 409's `completedSubmissions`). */
export const ZWithdrawalCount = z.int().check(z.minimum(0), z.maximum(100_000));

/** POST Projects/UnlockRequirements: the count the user confirmed; absent on the first try. */
export const ZUnlockRequirements = z.strictObject({ completedSubmissions: z.optional(ZWithdrawalCount) });
export type TUnlockRequirements = z.output<typeof ZUnlockRequirements>;

export const ZUnlockedRequirements = z.object({ withdrawnSubmissions: z.int() });
export type TUnlockedRequirements = z.output<typeof ZUnlockedRequirements>;

/** GET Projects/RequirementsLock: why the requirements cannot change now (null: they can), and the count. */
export const ZRequirementsLockView = z.object({
  lock: z.nullable(z.enum(['tenderTablesClosed', 'tenderTablesSubmitted'])),
  completedSubmissions: z.int(),
});
export type TRequirementsLockView = z.output<typeof ZRequirementsLockView>;
