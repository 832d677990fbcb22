/**
 * The submission requirements' lock and its unlocking (project-build, decision 040). A module of its own:
 * the projects Lambda reads project-build's schemas (the Build lists it removes with a project) and must not
 * carry these.
 */
import * as z from 'zod/mini';
import { ZWithdrawalCount } from './submission-withdrawal.js';

/** POST Projects/UnlockRequirements: the count the user confirmed; absent on the first try. */
export const ZUnlockRequirements = z.strictObject({ completedSubmissions: z.optional(ZWithdrawalCount) });

export const ZUnlockedRequirements = z.object({ withdrawnSubmissions: z.int() });
export type TUnlockedRequirements = z.output<typeof ZUnlockedRequirements>;

/** GET Projects/RequirementsLock: why the requirements cannot change now (null: they can), and the count. */
export const ZRequirementsLockView = z.object({
  lock: z.nullable(z.enum(['tenderTablesClosed', 'tenderTablesSubmitted'])),
  completedSubmissions: z.int(),
});
export type TRequirementsLockView = z.output<typeof ZRequirementsLockView>;
