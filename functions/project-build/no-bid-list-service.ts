/**
 * Source → companies: the companies that declared "no bid" on a project (decision 060; the no-bids
 * export of docs/product/opening.md#exports is built from this list in the browser). A no-bid is no sealed
 * content (it says only that a company will not bid, and why), so the buyer reads it while the bid is open
 * too.
 */
import type { TProjectNoBids } from '../../shared/schemas/plan-takers.js';
import { NoBid } from '../core/db/entities/submission.js';
import { noBidsOfProject } from '../core/db/entities/submission-keys.js';
import { queryAll } from '../core/db/ops.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';

/** GET NoBids: the project's no-bids, the earliest first. */
export async function findNoBids(session: SessionContext, projectId: string): Promise<TProjectNoBids> {
  const { customerId } = session;
  await reachProject(session, projectId);
  const records = await queryAll(NoBid, noBidsOfProject(customerId, projectId));
  return {
    noBids: records
      .sort((a, b) => a.declaredAt.localeCompare(b.declaredAt))
      .map((r) => ({
        vendorId: r.vendorId,
        companyName: r.companyName,
        contactName: r.declaredByName,
        contactEmail: r.declaredByEmail,
        ...(r.reason ? { reason: r.reason } : {}),
        declaredAt: r.declaredAt,
      })),
  };
}
