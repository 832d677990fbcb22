/**
 * The submission requirements' lock and its unlocking (docs/product/tender.md#submission-requirements;
 * decision 040): the requirements lock while completed submissions exist
 * (shared/domain/forms/requirements-lock.ts); unlocking withdraws them to incomplete and emails their bidders
 * (functions/core/submissions/submission-withdrawal.ts), never after close or award. The user is first warned of the
 * count, and unlocks by naming it.
 */
import { findRequirementsLock } from '../../shared/domain/forms/requirements-lock.js';
import { findUnlockRefusal } from '../../shared/domain/submissions/withdrawal.js';
import type {
  TRequirementsLockView,
  TUnlockedRequirements,
} from '../../shared/schemas/requirements-unlock.js';
import { AppError } from '../core/app-error.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';
import { countCompletedSubmissions } from '../core/forms/submission-counts.js';
import { withdrawCompletedSubmissions } from '../core/submissions/submission-withdrawal.js';
import { projectToChange } from '../core/projects/build-access.js';

/** GET Projects/RequirementsLock: the lock now, and how many completed submissions an unlock withdraws. */
export async function findProjectRequirementsLock(
  session: SessionContext,
  projectId: string,
): Promise<TRequirementsLockView> {
  const { project } = await reachProject(session, projectId);
  const completedSubmissions = await countCompletedSubmissions(session.customerId, projectId);
  return {
    lock: findRequirementsLock({ projectStatus: project.status, completedSubmissions }),
    completedSubmissions,
  };
}

/** POST Projects/UnlockRequirements: withdraws the completed submissions the user was warned of. */
export async function unlockRequirements(
  session: SessionContext,
  projectId: string,
  named: number | undefined,
): Promise<TUnlockedRequirements> {
  const project = await projectToChange(session, projectId);
  const refusal = findUnlockRefusal(project.status);
  if (refusal) throw new AppError(refusal);
  const withdrawnSubmissions = await withdrawCompletedSubmissions({
    customerId: session.customerId,
    projectId,
    actorId: session.userId,
    reason: 'unlock',
    named,
  });
  return { withdrawnSubmissions };
}
