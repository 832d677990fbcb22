/**
 * Who is told of a change to a bid out to suppliers, and where they open it (decision 052's rule, shared
 * since decision 055): the addenda group emails an addendum to them, the projects group a moved closing.
 * The rule itself is the domain's (`addendumRecipients`): every plan taker, bidder and follower, once per
 * company and address; for a bid that is not publicly listed, only invited addresses.
 */
import { addendumRecipients, type AddendumContact } from '../../../shared/domain/addenda/addenda.js';
import { isPubliclyListed } from '../../../shared/domain/opportunities/public-listing.js';
import { followersOfProject, OpportunityFollow } from '../db/entities/opportunity-follow.js';
import { PlanTaker, planTakersOfProject } from '../db/entities/plan-taker.js';
import { invitationsOfProject, ProjectInvitation } from '../db/entities/project-invitation.js';
import { ProjectPublicView } from '../db/entities/project-public-view.js';
import { Submission } from '../db/entities/submission.js';
import { submissionsOfProject } from '../db/entities/submission-keys.js';
import { Vendor } from '../db/entities/vendor.js';
import { batchGet, getItem, queryAll } from '../db/ops.js';
import { appOriginFor } from '../email.js';

/** Where a supplier opens the bid in the portal (web/src/config/portal-paths.ts invitedOpportunity). */
export const portalBidUrl = (origin: string | undefined, agencyDomain: string, projectId: string) =>
  `${appOriginFor(origin)}/portal/opportunities/${encodeURIComponent(agencyDomain)}/${encodeURIComponent(projectId)}`;

/**
 * The rule's answer over the bid's plan takers, bidders, followers and invitations. With `invitedToo`, an
 * invited-only bid's invited addresses are told as well, taken or not (a moved closing concerns every
 * supplier asked to bid); an addendum is told only to those who took part.
 */
export async function bidRecipientsOf(
  customerId: string,
  projectId: string,
  { invitedToo = false }: { invitedToo?: boolean } = {},
): Promise<AddendumContact[]> {
  const [view, planTakers, submissions, follows, invitations] = await Promise.all([
    getItem(ProjectPublicView, { customerId, projectId }),
    queryAll(PlanTaker, planTakersOfProject(customerId, projectId)),
    queryAll(Submission, submissionsOfProject(customerId, projectId)),
    queryAll(OpportunityFollow, followersOfProject(customerId, projectId)),
    queryAll(ProjectInvitation, invitationsOfProject(customerId, projectId)),
  ]);
  const vendors = await batchGet(
    Vendor,
    [...new Set(follows.map((f) => f.vendorId))].map((vendorId) => ({ vendorId })),
  );
  return addendumRecipients({
    publiclyListed: view !== undefined && isPubliclyListed(view),
    invitedAddresses: invitations.map((i) => i.email),
    planTakers: planTakers.map((p) => ({ vendorId: p.vendorId, companyName: p.companyName, email: p.email })),
    bidders: submissions.map((s) => ({
      vendorId: s.vendorId,
      companyName: s.companyName,
      email: s.contactEmail,
    })),
    followers: vendors.map((v) => ({
      vendorId: v.vendorId,
      companyName: v.companyName,
      email: v.primaryEmail,
    })),
    ...(invitedToo
      ? { invited: invitations.map((i) => ({ companyName: i.companyName, email: i.email })) }
      : {}),
  });
}
