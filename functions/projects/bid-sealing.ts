/**
 * Sealing at the close (docs/product/bids.md#its-life, decision 056): once the close-project job has recorded
 * Closed, every bid handed in becomes `sealed` until the opening, each in one transaction with its audit
 * event (which names the bid, never its content). Drafts stay incomplete; the portal refuses their changes
 * past the closing instant (decision 054's assertOpen). Idempotent: a sealed bid is not touched again, so a
 * job run again after a failure seals what is left.
 */
import { statusAtClose } from '../../shared/domain/submissions/submission-status.js';
import { SYSTEM_ACTOR } from '../core/audit.js';
import { Submission, type SubmissionRecord } from '../core/db/entities/submission.js';
import { submissionsOfProject } from '../core/db/entities/submission-keys.js';
import { nowIso } from '../core/clock.js';
import { statusAfterUnseal } from '../../shared/domain/submissions/unsealing.js';
import { queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';

/**
 * Seals the project's bids handed in; answers how many it sealed. No bid becomes complete once the project
 * is Closed (054's submit is conditional on the project still being out), so the bids read here are all
 * there will be; a bid changed since it was read fails its version and the caller runs this again.
 */
export async function sealHandedInBids(
  customerId: string,
  projectId: string,
  options: { unsealAutomatically?: boolean } = {},
): Promise<number> {
  const bids = await queryAll(Submission, submissionsOfProject(customerId, projectId));
  let sealed = 0;
  for (const bid of bids) {
    const status = statusAtClose(bid.status);
    if (status === bid.status) {
      if (options.unsealAutomatically) await unsealAtClose(customerId, projectId, bid);
      continue;
    }
    await transactAudited(
      {
        customerId,
        actorId: SYSTEM_ACTOR,
        // The submission's own event, as 054's: not on the project's feed.
        entityType: 'submission',
        entityId: `${projectId}/${bid.submissionId}`,
        action: 'submissionSealed',
        before: { status: bid.status },
        after: { status },
      },
      [tx.updateVersioned(Submission, bid, { set: { status } })],
    );
    sealed += 1;
    if (options.unsealAutomatically)
      await unsealAtClose(customerId, projectId, { ...bid, status, version: bid.version + 1 });
  }
  return sealed;
}

/**
 * The automatic opening (decision 057, `openingSettingsOf` says `automatic`): a sealed bid's price and
 * submission are unsealed by the system right after it is sealed, statuses only (nothing is read from
 * sealed/). A bid already unsealed is not touched again, so a job run again unseals what is left.
 */
async function unsealAtClose(customerId: string, projectId: string, bid: SubmissionRecord) {
  if (bid.status !== 'sealed') return;
  const mark = { at: nowIso(), by: SYSTEM_ACTOR };
  const status = statusAfterUnseal(bid.status);
  await transactAudited(
    {
      customerId,
      actorId: SYSTEM_ACTOR,
      entityType: 'project',
      entityId: projectId,
      projectId,
      action: 'submissionUnsealed',
      before: { submissionId: bid.submissionId, status: bid.status },
      after: { submissionId: bid.submissionId, status, parts: ['price', 'submission'], automatic: true },
    },
    [
      tx.updateVersioned(Submission, bid, {
        set: { status, priceUnsealed: mark, submissionUnsealed: mark },
      }),
    ],
  );
}
