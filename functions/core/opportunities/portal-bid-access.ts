/**
 * The one way a supplier's route reaches a bid (decision 050), shared by the portal and submissions groups
 * (decision 054's amendment): every per-bid route is
 * `portal/Bids/{agencyDomain}/{projectId}/...`; the domain names the agency (never the provider), the agency
 * the project, and the supplier's company must be allowed to see it (`supplierBidAccess`): open, or read
 * only once closed or awarded for a company invited to it or that took part in it. Anything else is 404
 * bidNotFound, whatever the reason, so the answer tells nothing of a bid the company may not see.
 */
import { isInvitedOnly, supplierBidAccess } from '../../../shared/domain/opportunities/plan-takers.js';
import { invitationAddressKey } from '../../../shared/domain/projects/invitations.js';
import type { TPublicAgency } from '../../../shared/schemas/public-opportunities.js';
import { AppError, UnauthorizedError } from '../app-error.js';
import { projectRegistrations } from '../meetings/project-meetings.js';
import { now as clockNow } from '../clock.js';
import { CustomerDomain } from '../db/entities/customer-domain.js';
import { CustomerHeader } from '../db/entities/customer-header.js';
import { OpportunityFollow } from '../db/entities/opportunity-follow.js';
import { PlanTaker } from '../db/entities/plan-taker.js';
import { invitationClaimKind } from '../db/entities/project-invitation.js';
import { ProjectPublicView } from '../db/entities/project-public-view.js';
import { Submission, submissionsOfVendor } from '../db/entities/submission.js';
import { SupplierUser, usersOfVendor } from '../db/entities/supplier-user.js';
import { UniqueValue } from '../db/entities/unique-value.js';
import { Vendor } from '../db/entities/vendor.js';
import { batchGet, getItem, queryAll } from '../db/ops.js';
import type { SessionContext } from '../session.js';

export const DEFAULT_TIME_ZONE = 'America/Toronto';

export type ProjectView = NonNullable<Awaited<ReturnType<typeof getItem<typeof ProjectPublicView>>>>;

export const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The addresses that invite the company: its active users' emails and its primary email. */
export async function companyAddresses(vendorId: string, primaryEmail?: string): Promise<string[]> {
  const users = await queryAll(SupplierUser, usersOfVendor(vendorId));
  const emails = users.filter((u) => u.active).map((u) => u.email);
  return [...new Set([...emails, ...(primaryEmail ? [primaryEmail] : [])].map(invitationAddressKey))];
}

/** Is one of these addresses invited to the project? One claim per invited address (decision 032). */
export async function isInvited(
  customerId: string,
  projectId: string,
  addresses: readonly string[],
): Promise<boolean> {
  if (addresses.length === 0) return false;
  const claims = await batchGet(
    UniqueValue,
    addresses.map((value) => ({ customerId, kind: invitationClaimKind(projectId), value })),
  );
  return claims.length > 0;
}

/** The agency a public domain names, as the public pages show it; undefined for the provider or none. */
export async function agencyByDomain(
  agencyDomain: string,
): Promise<{ customerId: string; agency: TPublicAgency } | undefined> {
  const domain = agencyDomain.toLowerCase();
  const claim = await getItem(CustomerDomain, { domain });
  const header = claim ? await getItem(CustomerHeader, { customerId: claim.customerId }) : undefined;
  if (!claim || !header || (header as { isProvider?: boolean }).isProvider) return undefined;
  const facts = header as { displayName?: string; timeZone?: string };
  return {
    customerId: claim.customerId,
    agency: {
      domain,
      name: facts.displayName ?? domain,
      timeZone: facts.timeZone ?? DEFAULT_TIME_ZONE,
    },
  };
}

export interface ReachedBid {
  customerId: string;
  agency: TPublicAgency;
  project: ProjectView;
  closingDate: string | undefined;
  invited: boolean;
  /** Closed or awarded: the company reads the bid but changes nothing on it (decision 050). */
  readOnly: boolean;
  vendor: NonNullable<Awaited<ReturnType<typeof getItem<typeof Vendor>>>>;
  user: NonNullable<Awaited<ReturnType<typeof getItem<typeof SupplierUser>>>>;
}

/** The bid `portal/Bids/{agencyDomain}/{projectId}` names, when the session's company may see it; else 404. */
export async function reachBid(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  now = clockNow(),
): Promise<ReachedBid> {
  const [named, vendor, user] = await Promise.all([
    agencyByDomain(agencyDomain),
    getItem(Vendor, { vendorId: session.customerId }),
    getItem(SupplierUser, { vendorId: session.customerId, supplierUserId: session.userId }),
  ]);
  if (!vendor || !user) throw new UnauthorizedError({ message: 'Session of a vanished supplier' });
  if (!named) throw new AppError('bidNotFound');
  const { customerId, agency } = named;
  const [project, addresses] = await Promise.all([
    getItem(ProjectPublicView, { customerId, projectId }),
    companyAddresses(vendor.vendorId, vendor.primaryEmail),
  ]);
  if (!project) throw new AppError('bidNotFound');
  const invited = await isInvited(customerId, projectId, addresses);
  const facts = { ...project, closingDate: text(project.closingDate) };
  const none = { planTaker: false, following: false, registeredToMeeting: false, submitted: false };
  let access = supplierBidAccess(facts, { invited, ...none }, now);
  // The company's other ties are read only when they could matter: a bid it does not reach open.
  if (access === undefined && !isInvitedOnlyUninvited(facts.sourceMethod, invited))
    access = supplierBidAccess(
      facts,
      { invited, ...(await tiesOf(vendor.vendorId, customerId, projectId)) },
      now,
    );
  if (access === undefined) throw new AppError('bidNotFound');
  return {
    customerId,
    agency,
    project,
    closingDate: facts.closingDate,
    invited,
    readOnly: access === 'readOnly',
    vendor,
    user,
  };
}

/** The bid, reached open: a read-only (closed or awarded) bid answers bidClosed to a change. */
export async function reachOpenBid(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  now = clockNow(),
): Promise<ReachedBid> {
  const bid = await reachBid(session, agencyDomain, projectId, now);
  if (bid.readOnly) throw new AppError('bidClosed');
  return bid;
}

const isInvitedOnlyUninvited = (sourceMethod: string | undefined, invited: boolean) =>
  isInvitedOnly(sourceMethod) && !invited;

/** Whether the company took part in the bid: a plan taker, a follower, registered to a meeting, a bidder. */
async function tiesOf(vendorId: string, customerId: string, projectId: string) {
  const [planTaker, follow, registrations, submissions] = await Promise.all([
    getItem(PlanTaker, { customerId, projectId, vendorId }),
    getItem(OpportunityFollow, { vendorId, customerId, projectId }),
    projectRegistrations(customerId, projectId),
    queryAll(Submission, submissionsOfVendor(vendorId)),
  ]);
  return {
    planTaker: planTaker !== undefined,
    following: follow !== undefined,
    registeredToMeeting: registrations.some((r) => r.registrationId === vendorId),
    submitted: submissions.some((s) => s.customerId === customerId && s.projectId === projectId),
  };
}
