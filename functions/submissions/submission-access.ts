/**
 * How the submission routes reach a bid (decision 054): through the portal's one resolver (decision 050's
 * `reachBid`). A bid the company may see and that is open answers `open`; once past its closing instant the
 * resolver answers it read only to a company that took part (its own bid among the ties), which still reads
 * its bid and receipt and is refused changes with `submissionClosed`. Anything else stays the resolver's
 * not-found, whatever the reason.
 */
import { isOpenAt } from '../../shared/domain/opportunities/public-listing.js';
import { AppError } from '../core/app-error.js';
import { transactAudited } from '../core/db/transaction.js';
import type { SessionContext } from '../core/session.js';
import { reachBid, type ReachedBid } from '../core/portal-bid-access.js';

export type SubmissionBid = Pick<ReachedBid, 'customerId' | 'project' | 'vendor'> & {
  timeZone: string;
  /** Before the closing instant by the server's clock. */
  open: boolean;
};

export async function reachSubmissionBid(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  now: Date,
): Promise<SubmissionBid> {
  const bid = await reachBid(session, agencyDomain, projectId, now);
  const { customerId, project, vendor } = bid;
  return { customerId, project, vendor, timeZone: bid.agency.timeZone, open: !bid.readOnly };
}

/** Changes need the bid open by the server's clock at the moment of asking. */
export function assertOpen(bid: SubmissionBid, now: Date = new Date()): void {
  const closingDate = typeof bid.project.closingDate === 'string' ? bid.project.closingDate : undefined;
  if (!bid.open || !isOpenAt(closingDate, now)) throw new AppError('submissionClosed');
}

/**
 * A call naming another company's bid by its id (decision 060's `?submissionId=`): answered as any unknown
 * bid (`submissionNotFound`), and audited by the handler with the route's operationId (`auditRefusedBid`).
 */
export class OtherCompanysBid extends AppError {
  constructor(
    readonly customerId: string,
    readonly projectId: string,
    readonly submissionId: string,
  ) {
    super('submissionNotFound', { details: { submissionId } });
  }
}

/**
 * The refused attempt's audit event (issue 10's rule): who, which route, which submission id, never content.
 * The project's entity, but without `projectId`, so the project's activity feed (decision 030) does not tell
 * the buyer, before the opening, that this bid exists (decision 054's reason for the submission events).
 */
export async function auditRefusedBid(
  session: SessionContext,
  refused: OtherCompanysBid,
  operationId: string,
): Promise<void> {
  await transactAudited(
    {
      customerId: refused.customerId,
      actorId: session.userId,
      entityType: 'project',
      entityId: refused.projectId,
      action: 'sealedBidAccessRefused',
      after: { operationId, submissionId: refused.submissionId, vendorId: session.customerId },
    },
    [],
  );
}
