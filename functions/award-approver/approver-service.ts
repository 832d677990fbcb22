/**
 * The public approver's calls (issue 11 item 4, decision 065). The caller is whoever holds the link: the
 * approval's id, their member's id and the token (uat). Every call first finds the member and checks the
 * token against their stored hashes; a refusal says no more than which kind (invalid, expired, closed). The
 * decision is written with the approval's outcome in one transaction, then handed to the waiting execution.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { SendTaskSuccessCommand } from '@aws-sdk/client-sfn';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  approverPageMode,
  declineNeedsComments,
  type ApproverPageMode,
} from '../../shared/domain/awards/award-approval-rules.js';
import type {
  TApproverDecision,
  TApproverDownloadAll,
  TApproverPreview,
  TApproverView,
  TAwardApprovalDownload,
} from '../../shared/schemas/award-approvals.js';
import { AppError } from '../core/app-error.js';
import { approvalDigest, withDocumentDigests } from '../core/awards/award-approval-digest.js';
import { awardApprovalDocumentDownload } from '../core/awards/award-approval-downloads.js';
import { matchApproverLink } from '../core/awards/award-approval-links.js';
import { s3 } from '../core/aws/s3.js';
import { sfn } from '../core/aws/sfn.js';
import { now as clockNow, nowIso, nowMs } from '../core/clock.js';
import {
  AwardApproval,
  AwardApprovalLocator,
  type AwardApprovalRecord,
  type StoredAwardApprovalDocument,
  type StoredAwardApprovalMember,
} from '../core/db/entities/award-approval.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { ProjectHeader } from '../core/db/entities/project-header.js';
import { getItem } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { env } from '../core/env.js';
import { logger } from '../core/logger.js';
import { DOWNLOAD_URL_SECONDS } from '../core/files/signed-download.js';

export interface ApproverIds {
  awardApprovalId: string;
  awardApprovalWorkflowId: string;
}

interface Reached {
  record: AwardApprovalRecord;
  member: StoredAwardApprovalMember;
  mode: Exclude<ApproverPageMode, 'refused'>;
  linkExpiresAt: string;
}

/**
 * The approval and member a link opens, or the refusal: approverLinkInvalid (no such approval or member, or
 * not one of the member's tokens: forged, another member's, replaced), approverLinkExpired, approverLinkClosed
 * (cancelled or closed), and approverLinkInvalid for a member the workflow has not reached (or reset).
 */
export async function reachApprover(ids: ApproverIds, token: string, now = clockNow()): Promise<Reached> {
  const locator = await getItem(AwardApprovalLocator, { awardApprovalId: ids.awardApprovalId });
  const record = locator
    ? await getItem(AwardApproval, {
        customerId: locator.customerId,
        projectId: locator.projectId,
        awardApprovalId: ids.awardApprovalId,
      })
    : undefined;
  const member = record?.workflow.find((m) => m.awardApprovalWorkflowId === ids.awardApprovalWorkflowId);
  if (!record || !member) throw new AppError('approverLinkInvalid');
  const match = matchApproverLink(member.links, token, now);
  if (match.result === 'invalid') throw new AppError('approverLinkInvalid');
  const mode = approverPageMode(record.status, member.status);
  if (record.status === 'cancelled' || record.status === 'closed') throw new AppError('approverLinkClosed');
  if (match.result !== 'ok') throw new AppError('approverLinkExpired');
  if (mode === 'refused') throw new AppError('approverLinkInvalid');
  return { record, member, mode, linkExpiresAt: match.link.expiresAt };
}

export async function approverView(reached: Reached): Promise<TApproverView> {
  const { record, member, mode } = reached;
  // While it is corrected, the approval shows nothing of itself; otherwise each document with its SHA-256.
  const [project, agency, documents] = await Promise.all([
    getItem(ProjectHeader, { customerId: record.customerId, projectId: record.projectId }),
    getItem(CustomerHeader, { customerId: record.customerId }),
    mode === 'unavailable' ? [] : withDocumentDigests(record.documents),
  ]);
  return {
    awardApprovalId: record.awardApprovalId,
    awardApprovalWorkflowId: member.awardApprovalWorkflowId,
    mode,
    fullName: member.fullName,
    title: member.title,
    role: member.role,
    status: member.status,
    comments: member.comments,
    actedAt: member.actedAt,
    projectName: project?.name ?? '',
    agencyName: agency?.displayName ?? '',
    companyName: record.companyName,
    reportName: record.reportName,
    reportNumber: record.reportNumber,
    awardAmount: record.awardAmount,
    documents: documents.map((d) => ({
      documentId: d.documentId,
      fileName: d.fileName,
      title: d.title,
      size: d.size,
      contentType: d.contentType,
      previewable: previewable(d),
      sha256: d.sha256 ?? '',
    })),
    linkExpiresAt: reached.linkExpiresAt,
    // Once decided, what they decided on (stored with the decision); before, what the page shows now.
    contentDigest:
      mode === 'unavailable'
        ? ''
        : mode === 'summary' && member.decisionDigest
          ? member.decisionDigest
          : approvalDigest({ ...record, documents }),
    timeZone: agency?.timeZone ?? 'America/Toronto',
  };
}

const previewable = (d: StoredAwardApprovalDocument) =>
  /^(application\/pdf|image\/(png|jpeg|gif|webp))$/.test(d.contentType) || /\.pdf$/i.test(d.fileName);

export async function getApproverAward(ids: ApproverIds, token: string): Promise<TApproverView> {
  return approverView(await reachApprover(ids, token));
}

/**
 * Approve or decline (declining needs comments): the member's decision and, when it settles the approval,
 * its outcome (Declined; Approved once every member approved) in one transaction with the audit event; then
 * the execution waiting on the member resumes. If the token no longer answers (its wait timed out into a
 * reminder at that instant), the reminder's task finds the decision and the machine moves on all the same.
 */
export async function setApproverStatus(
  ids: ApproverIds,
  token: string,
  status: 'approve' | 'decline',
  input: TApproverDecision,
): Promise<TApproverView> {
  const reached = await reachApprover(ids, token);
  const { record, member } = reached;
  if (reached.mode !== 'act')
    throw new AppError('approverActionNotAllowed', { details: { mode: reached.mode } });
  const decision = status === 'approve' ? ('approved' as const) : ('declined' as const);
  const comments = input.comments?.trim() || null;
  if (declineNeedsComments(decision, comments))
    throw new AppError('awardApprovalDeclineComments', {
      fields: [{ field: 'body.comments', code: 'required' }],
    });
  const now = nowIso();
  // The digest of exactly what the page showed: the record read is the one the decision is written on (at
  // its version), and any edit of it since would have made the approval Correcting.
  const decisionDigest = approvalDigest({
    ...record,
    documents: await withDocumentDigests(record.documents),
  });
  const workflow = record.workflow.map((m) => {
    if (m !== member) return m;
    const { taskToken: _token, ...rest } = m;
    return { ...rest, status: decision, comments, actedAt: now, decisionDigest };
  });
  const outcome =
    decision === 'declined' ? 'declined' : workflow.every((m) => m.status === 'approved') ? 'approved' : null;
  await transactAudited(
    {
      customerId: record.customerId,
      actorId: `approver:${member.awardApprovalWorkflowId}`,
      entityType: 'awardApproval',
      entityId: record.awardApprovalId,
      projectId: record.projectId,
      action: decision === 'approved' ? 'approveAward' : 'declineAward',
      after: {
        awardApprovalWorkflowId: member.awardApprovalWorkflowId,
        comments,
        decisionDigest,
        status: outcome ?? record.status,
      },
    },
    [
      tx.updateVersioned(AwardApproval, record, {
        set: {
          workflow,
          ...(outcome ? { status: outcome } : {}),
          ...(outcome === 'approved' ? { approvalDate: now } : {}),
        },
      }),
    ],
  );
  if (member.taskToken) {
    try {
      await sfn.send(
        new SendTaskSuccessCommand({
          taskToken: member.taskToken,
          output: JSON.stringify({ decision, awardApprovalWorkflowId: member.awardApprovalWorkflowId }),
        }),
      );
    } catch (error) {
      // The decision stands (it is stored); a token that timed out into a reminder is answered by that task.
      logger.warn('Award approval task token not answered', {
        awardApprovalId: record.awardApprovalId,
        error: { name: (error as Error).name, message: (error as Error).message },
      });
    }
  }
  return getApproverAward(ids, token);
}

function documentOf(reached: Reached, documentId: string): StoredAwardApprovalDocument {
  if (reached.mode === 'unavailable') throw new AppError('approverActionNotAllowed');
  const document = reached.record.documents.find((d) => d.documentId === documentId);
  if (!document) throw new AppError('awardApprovalDocumentNotFound', { details: { documentId } });
  return document;
}

export async function downloadApproverDocument(
  ids: ApproverIds,
  token: string,
  documentId: string,
): Promise<TAwardApprovalDownload> {
  return awardApprovalDocumentDownload(documentOf(await reachApprover(ids, token), documentId));
}

/** A one-minute URL that the previewer shows inline (its own content type, no attachment disposition). */
export async function previewApproverDocument(
  ids: ApproverIds,
  token: string,
  documentId: string,
): Promise<TApproverPreview> {
  const d = documentOf(await reachApprover(ids, token), documentId);
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: env().DOCUMENTS_BUCKET,
      Key: d.key,
      ResponseContentDisposition: 'inline',
      ResponseContentType: d.contentType,
    }),
    { expiresIn: DOWNLOAD_URL_SECONDS },
  );
  return {
    url,
    expiresAt: new Date(nowMs() + DOWNLOAD_URL_SECONDS * 1000).toISOString(),
    fileName: d.fileName,
    contentType: d.contentType,
  };
}

/**
 * Download Documents: a one-minute URL per document, in order. A list rather than a zip: the files are
 * already in S3, and a zip would have this Lambda stream every byte through itself (decision 058 does that
 * for bids, with a job and 15 minutes) for a page an approver opens once.
 */
export async function downloadAllApproverDocuments(
  ids: ApproverIds,
  token: string,
): Promise<TApproverDownloadAll> {
  const reached = await reachApprover(ids, token);
  if (reached.mode === 'unavailable') throw new AppError('approverActionNotAllowed');
  const files = await Promise.all(
    reached.record.documents.map(async (d) => ({
      ...(await awardApprovalDocumentDownload(d)),
      documentId: d.documentId,
    })),
  );
  return { files };
}
