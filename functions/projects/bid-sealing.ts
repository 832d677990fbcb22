/**
 * Sealing at the close (spec 2 §3.10, decision 056): once the close-project job has recorded Closed, every
 * bid handed in becomes `sealed` until the opening, each in one transaction with its audit event (which
 * names the bid, never its content). Drafts stay incomplete; the portal refuses their changes past the
 * closing instant (decision 054's assertOpen). Idempotent: a sealed bid is not touched again, so a job run
 * again after a failure seals what is left.
 */
import { statusAtClose } from '../../shared/domain/submissions/submission-status.js';
import { SYSTEM_ACTOR } from '../core/audit.js';
import { Submission, submissionsOfProject } from '../core/db/entities/submission.js';
import { queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';

/**
 * Seals the project's bids handed in; answers how many it sealed. No bid becomes complete once the project
 * is Closed (054's submit is conditional on the project still being out), so the bids read here are all
 * there will be; a bid changed since it was read fails its version and the caller runs this again.
 */
export async function sealHandedInBids(customerId: string, projectId: string): Promise<number> {
  const bids = await queryAll(Submission, submissionsOfProject(customerId, projectId));
  let sealed = 0;
  for (const bid of bids) {
    const status = statusAtClose(bid.status);
    if (status === bid.status) continue;
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
  }
  return sealed;
}
