/**
 * How the submission routes reach a bid (decision 054): through the portal's one resolver, imported here
 * only, so a merge repoints this file alone. A bid the company may see and that is open answers `open`;
 * once past its closing instant the resolver no longer reaches it, yet the company still reads its own bid
 * (its receipt) and is refused changes with `submissionClosed` (decision 050's `reachBid` answers this
 * case as `readOnly`). Anything else stays the resolver's not-found, whatever the reason.
 */
import { isOpenAt } from '../../shared/domain/opportunities/public-listing.js';
import { AppError } from '../core/app-error.js';
import { CustomerDomain } from '../core/db/entities/customer-domain.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { ProjectPublicView } from '../core/db/entities/project-public-view.js';
import { Submission } from '../core/db/entities/submission.js';
import { Vendor } from '../core/db/entities/vendor.js';
import { getItem } from '../core/db/ops.js';
import type { SessionContext } from '../core/session.js';
import { reachableBid } from './meeting-registration-service.js';

type Reached = Awaited<ReturnType<typeof reachableBid>>;
export type SubmissionBid = Pick<Reached, 'customerId' | 'project' | 'vendor' | 'timeZone'> & {
  /** Before the closing instant by the server's clock. */
  open: boolean;
};

export async function reachSubmissionBid(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  now: Date,
): Promise<SubmissionBid> {
  try {
    const { customerId, project, vendor, timeZone } = await reachableBid(
      session,
      agencyDomain,
      projectId,
      now,
    );
    return { customerId, project, vendor, timeZone, open: true };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'meetingBidNotFound') throw error;
    const closed = await ownBidPastClosing(session, agencyDomain, projectId, now);
    if (!closed) throw error;
    return closed;
  }
}

/** The company's own bid on a project past its closing instant: read only. */
async function ownBidPastClosing(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  now: Date,
): Promise<SubmissionBid | undefined> {
  const claim = await getItem(CustomerDomain, { domain: agencyDomain.toLowerCase() });
  if (!claim) return undefined;
  const customerId = claim.customerId;
  const [own, project, vendor, agency] = await Promise.all([
    getItem(Submission, { customerId, projectId, submissionId: session.customerId }),
    getItem(ProjectPublicView, { customerId, projectId }),
    getItem(Vendor, { vendorId: session.customerId }),
    getItem(CustomerHeader, { customerId }),
  ]);
  const closingDate = typeof project?.closingDate === 'string' ? project.closingDate : undefined;
  if (!own || !project || !vendor || !agency || !closingDate || isOpenAt(closingDate, now)) return undefined;
  return { customerId, project, vendor, timeZone: agency.timeZone ?? 'America/Toronto', open: false };
}

/** Changes need the bid open by the server's clock at the moment of asking. */
export function assertOpen(bid: SubmissionBid, now: Date = new Date()): void {
  const closingDate = typeof bid.project.closingDate === 'string' ? bid.project.closingDate : undefined;
  if (!bid.open || !isOpenAt(closingDate, now)) throw new AppError('submissionClosed');
}
