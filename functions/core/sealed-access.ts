/**
 * A refused attempt to reach a sealed bid (issue 10, decision 061): an audit event `sealedBidAccessRefused`
 * on the bid's project, naming who asked, the route's operationId, the refusal's code and the submission
 * (and file) the request addressed, never anything of the bid's content. One helper for every group whose
 * routes address a bid's content (the supplier's submissions; the buyers' opening and exports).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isBoundedId } from '../../shared/schemas/common.js';
import { auditRecord, PUBLIC_ACTOR } from './audit.js';
import { AuditEvent } from './db/entities/audit-event.js';
import { ProjectPublicView } from './db/entities/project-public-view.js';
import { getItem, putItem } from './db/ops.js';
import type { Refusal } from './http.js';
import { findSession, type SessionContext } from './session.js';

export const SEALED_BID_ACCESS_REFUSED = 'sealedBidAccessRefused';

export interface SealedBidRefusal {
  /** The agency that owns the bid, and its project. */
  customerId: string;
  projectId: string;
  /** Who asked: the session's user (a buyer's or a supplier's), or the public. */
  actorId: string;
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
  const { customerId, projectId, actorId, operationId, code, submissionId, fileId } = refusal;
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
        ...(submissionId ? { submissionId } : {}),
        ...(fileId ? { fileId } : {}),
      },
    }),
  );
}

/** Where a refused request aimed: the bid's project, when it exists, and the submission and file it named. */
export type SealedBidTarget = Pick<SealedBidRefusal, 'customerId' | 'projectId' | 'submissionId' | 'fileId'>;

/**
 * The `onRefusal` of a group whose routes address a bid (createGroupHandler's option): every refusal, the
 * authorisation checks' (no session, a session of the other kind, another agency) as much as the handler's,
 * is audited on the bid's project that `locate` finds; a request naming no existing bid has no project to
 * audit on, and is only logged.
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
    await auditSealedBidRefusal({
      ...target,
      actorId: session?.userId ?? PUBLIC_ACTOR,
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
