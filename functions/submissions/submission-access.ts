/**
 * How the submission routes reach a bid (decision 054): through the portal's one resolver (decision 050's
 * `reachBid`). A bid the company may see and that is open answers `open`; once past its closing instant the
 * resolver answers it read only to a company that took part (its own bid among the ties), which still reads
 * its bid and receipt and is refused changes with `submissionClosed`. Anything else stays the resolver's
 * not-found, whatever the reason.
 */
import { isOpenAt } from '../../shared/domain/opportunities/public-listing.js';
import { AppError } from '../core/app-error.js';
import { now as clockNow } from '../core/clock.js';
import type { SessionContext } from '../core/session.js';
import { agencyByDomain, reachBid, type ReachedBid } from '../core/opportunities/portal-bid-access.js';
import { ProjectPublicView } from '../core/db/entities/project-public-view.js';
import { getItem } from '../core/db/ops.js';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { SealedBidTarget } from '../core/submissions/sealed-access.js';
import { isBoundedId, ZAgencyDomain } from '../../shared/schemas/common.js';

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
export function assertOpen(bid: SubmissionBid, now: Date = clockNow()): void {
  const closingDate = typeof bid.project.closingDate === 'string' ? bid.project.closingDate : undefined;
  if (!bid.open || !isOpenAt(closingDate, now)) throw new AppError('submissionClosed');
}

/**
 * What a submission route addressed, for the audit of its refusal (decision 061): the bid's project when the
 * domain names an agency with that published project; the caller's own submission when a supplier asks (a
 * company's submission id is its vendor id); the file or upload the request named. Nothing when no such bid
 * exists. Read from the raw request: a refusal may come before its input was validated.
 */
export async function submissionTarget(
  event: APIGatewayProxyEventV2,
  session: SessionContext | null,
): Promise<SealedBidTarget | undefined> {
  const params = event.pathParameters ?? {};
  // Read before validation: a domain or id out of their schemas' bounds names no bid (and an over-long one
  // would break the key lookup itself), so the refusal is only logged.
  if (!ZAgencyDomain.safeParse(params.agencyDomain).success || !isBoundedId(params.projectId))
    return undefined;
  const named = await agencyByDomain(params.agencyDomain!);
  if (!named) return undefined;
  const { customerId } = named;
  const project = await getItem(ProjectPublicView, { customerId, projectId: params.projectId });
  if (!project) return undefined;
  const fileId = params.fileId ?? event.queryStringParameters?.uploadId ?? uploadIdIn(event);
  const submissionId = event.queryStringParameters?.submissionId ?? session?.customerId;
  return {
    customerId,
    projectId: params.projectId,
    ...(session?.kind === 'supplier' && isBoundedId(submissionId) ? { submissionId } : {}),
    ...(isBoundedId(fileId) ? { fileId } : {}),
  };
}

/** The upload a request's JSON body names, if it is JSON and names one. */
function uploadIdIn(event: APIGatewayProxyEventV2): string | undefined {
  if (!event.body) return undefined;
  try {
    const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    const uploadId = (JSON.parse(text) as { uploadId?: unknown } | null)?.uploadId;
    return typeof uploadId === 'string' ? uploadId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A call naming another company's bid by its id (decision 060's `?submissionId=`): answered as any unknown
 * bid (`submissionNotFound`), and audited as every refusal of the group (its onRefusal, decision 061).
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
