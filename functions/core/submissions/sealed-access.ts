/**
 * A refused attempt to reach a sealed bid (issue 10, decision 061): an audit event `sealedBidAccessRefused`
 * on the bid's project, naming who asked, the route's operationId, the refusal's code and the submission
 * (and file) the request addressed, never anything of the bid's content. One helper for every group whose
 * routes address a bid's content (the supplier's submissions; the buyers' opening and exports).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { catalogueEntry } from '../../../shared/errors.js';
import { isBoundedId } from '../../../shared/schemas/common.js';
import { auditRecord, PUBLIC_ACTOR } from '../audit.js';
import { AuditEvent } from '../db/entities/audit-event.js';
import { ProjectPublicView } from '../db/entities/project-public-view.js';
import { getItem, putItem } from '../db/ops.js';
import type { Refusal } from '../http.js';
import { findSession, type SessionContext } from '../session.js';

export const SEALED_BID_ACCESS_REFUSED = 'sealedBidAccessRefused';

export interface SealedBidRefusal {
  /** The agency that owns the bid, and its project. */
  customerId: string;
  projectId: string;
  /** Who asked: the session's user (a buyer's or a supplier's), or the public. */
  actorId: string;
  /** A supplier's company, when a supplier asked: the activity feed names it (not a user of the agency). */
  vendorId?: string;
  operationId: string;
  /** The refusal's catalogue code (forbidden, bidNotFound, documentUploadNotFound, submissionClosed…). */
  code: string;
  /** The submission the request addressed, and the file, when it named one. */
  submissionId?: string;
  fileId?: string;
}

/**
 * Writes the refusal's audit event. A refusal changes nothing, so the event is written alone rather than in
 * a change's transaction; it carries the project id so that the project's activity feed lists it.
 */
export async function auditSealedBidRefusal(refusal: SealedBidRefusal): Promise<void> {
  const { customerId, projectId, actorId, vendorId, operationId, code, submissionId, fileId } = refusal;
  await putItem(
    AuditEvent,
    auditRecord({
      customerId,
      actorId,
      entityType: 'project',
      entityId: projectId,
      projectId,
      action: SEALED_BID_ACCESS_REFUSED,
      after: {
        operationId,
        code,
        ...(vendorId ? { vendorId } : {}),
        ...(submissionId ? { submissionId } : {}),
        ...(fileId ? { fileId } : {}),
      },
    }),
  );
}

/** A refused request as the audit rule sees it (isSealedBidAttempt). */
export interface RefusedRequest {
  method: string;
  /** The refusal's catalogue code and status. */
  code: string;
  status: number;
  /** The request named a submission, a file, an upload or a stored key (path, query or body). */
  namesContent: boolean;
  /**
   * A supplier's session, on its own portal's routes: those answer another company's bid as not found
   * (404), so any other refusal is about the supplier's own bid or what it sent.
   */
  bySupplier: boolean;
}

/** The refusals of a read that asked for the bids while they are not shown yet (before the closing). */
const BIDS_NOT_SHOWN_YET: ReadonlySet<string> = new Set([
  'openingBeforeClose',
  'awardBeforeClose',
  'projectHasNoTender',
]);
/** The access refusals: who may, which bid. Always an attempt, even on one's own bid. */
const ACCESS_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

/**
 * Is this refusal an attempt on a sealed bid, to be audited? Yes, unless:
 * - a screen loads its empty state before the closing (Source → submissions, Evaluate, Award): a read that
 *   names no submission nor file, refused only because the bids are not shown yet, asked for no content;
 * - a bidder's own mistake in its own bid (bad input, an incomplete form): it asked for nobody else's bid.
 *   An access refusal (401, 403, 404) and a change to its bid once sealed (submissionClosed) still count.
 */
export function isSealedBidAttempt(request: RefusedRequest): boolean {
  const reads = ['GET', 'HEAD'].includes(request.method.toUpperCase());
  if (reads && !request.namesContent && BIDS_NOT_SHOWN_YET.has(request.code)) return false;
  if (request.bySupplier && !ACCESS_STATUSES.has(request.status) && request.code !== 'submissionClosed')
    return false;
  return true;
}

/** Where a refused request aimed: the bid's project, when it exists, and the submission and file it named. */
export type SealedBidTarget = Pick<SealedBidRefusal, 'customerId' | 'projectId' | 'submissionId' | 'fileId'>;

/**
 * The `onRefusal` of a group whose routes address a bid (createGroupHandler's option): every refusal that
 * isSealedBidAttempt, the authorisation checks' (no session, a session of the other kind, another agency)
 * as much as the handler's, is audited on the bid's project that `locate` finds; a request naming no
 * existing bid has no project to audit on, and is only logged.
 */
export function auditSealedBidRefusals(
  locate: (
    event: APIGatewayProxyEventV2,
    session: SessionContext | null,
  ) => Promise<SealedBidTarget | undefined>,
) {
  return async ({ route, event, error }: Refusal): Promise<void> => {
    const session = await findSession(event.cookies);
    const target = await locate(event, session);
    if (!target) return;
    const params = event.pathParameters ?? {};
    const query = event.queryStringParameters ?? {};
    const namedSubmission = params.submissionId ?? query.submissionId;
    const attempt = isSealedBidAttempt({
      method: event.requestContext.http.method,
      code: error.code,
      status: catalogueEntry(error.code)?.status ?? 400,
      namesContent: Boolean(namedSubmission || target.fileId || params.fileId || query.uploadId || query.key),
      bySupplier: session?.kind === 'supplier',
    });
    if (!attempt) return;
    await auditSealedBidRefusal({
      ...target,
      actorId: session?.userId ?? PUBLIC_ACTOR,
      ...(session?.kind === 'supplier' ? { vendorId: session.customerId } : {}),
      operationId: route.operationId,
      code: error.code,
    });
  };
}

/**
 * The `locate` of the buyers' groups (opening, exports): their paths are the tenant's
 * (`/api/v1/customer/{customerId}/...`) and name the project as `{projectId}`, `{id}` or `?projectId=`;
 * a refusal is audited on that project when the agency holds it, with the submission the path names.
 */
export async function tenantProjectTarget(
  event: APIGatewayProxyEventV2,
): Promise<SealedBidTarget | undefined> {
  const params = event.pathParameters ?? {};
  const query = event.queryStringParameters ?? {};
  const customerId = params.customerId;
  const projectId = params.projectId ?? params.id ?? query.projectId;
  // Read before validation: an id out of the ids' bounds names no project (and an over-long one would
  // break the key lookup itself), so the refusal is only logged.
  if (!isBoundedId(customerId) || !isBoundedId(projectId)) return undefined;
  const project = await getItem(ProjectPublicView, { customerId, projectId });
  if (!project) return undefined;
  const submissionId = params.submissionId ?? query.submissionId;
  return { customerId, projectId, ...(isBoundedId(submissionId) ? { submissionId } : {}) };
}
