/**
 * Source → companies: the companies following a bid in the portal (decision 047), for the
 * SupplierActivity export (docs/product/opening.md#exports), built in the browser from this and the other
 * company lists. A follow says only that a company watches the bid, no sealed content, so the buyer reads it
 * while the bid is open too.
 */
import type { TProjectFollowers } from '../../shared/schemas/plan-takers.js';
import { followersOfProject, OpportunityFollow } from '../core/db/entities/opportunity-follow.js';
import { Vendor } from '../core/db/entities/vendor.js';
import { batchGet, queryAll } from '../core/db/ops.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';

/** GET Followers: the bid's followers, the earliest first, named as their company is now. */
export async function findFollowers(session: SessionContext, projectId: string): Promise<TProjectFollowers> {
  await reachProject(session, projectId);
  const follows = await queryAll(OpportunityFollow, followersOfProject(session.customerId, projectId));
  const vendors = await batchGet(
    Vendor,
    [...new Set(follows.map((f) => f.vendorId))].map((vendorId) => ({ vendorId })),
  );
  const names = new Map(vendors.map((v) => [v.vendorId, v.companyName]));
  return {
    followers: follows
      // A company since removed from the directory is no longer a follower to name.
      .filter((f) => names.has(f.vendorId))
      .sort((a, b) => a.followedAt.localeCompare(b.followedAt))
      .map((f) => ({ vendorId: f.vendorId, companyName: names.get(f.vendorId)!, followedAt: f.followedAt })),
  };
}
