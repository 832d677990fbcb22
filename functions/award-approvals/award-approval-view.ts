/** What an award approval shows of itself: to the buyer's browser, and to its audit events (decision 065). */
import { awardApprovalGaps } from '../../shared/domain/awards/award-approval-rules.js';
import type { TAwardApproval } from '../../shared/schemas/award-approvals.js';
import type { AwardApprovalRecord } from '../core/db/entities/award-approval.js';

/** What the browser sees: never a link's hash, a task token, an open upload or an object key. */
export function awardApprovalDto(r: AwardApprovalRecord, readOnly = false): TAwardApproval {
  return {
    awardApprovalId: r.awardApprovalId,
    projectId: r.projectId,
    status: r.status,
    companyName: r.companyName,
    vendorId: r.vendorId,
    reportName: r.reportName,
    reportNumber: r.reportNumber,
    awardAllocation: r.awardAllocation,
    awardAmount: r.awardAmount,
    provisionalAmount: r.provisionalAmount,
    subtotal: r.subtotal,
    amountWithTax: r.amountWithTax,
    amountWithNonRebateableTax: r.amountWithNonRebateableTax,
    documents: r.documents.map((d) => ({
      documentId: d.documentId,
      fileName: d.fileName,
      title: d.title,
      size: d.size,
      contentType: d.contentType,
      summaryReport: d.summaryReport,
      source: d.source,
      sha256: d.sha256 ?? null,
    })),
    workflow: r.workflow.map((m, order) => ({
      awardApprovalWorkflowId: m.awardApprovalWorkflowId,
      order,
      role: m.role,
      fullName: m.fullName,
      title: m.title,
      email: m.email,
      ...(m.language ? { language: m.language } : {}),
      status: m.status,
      comments: m.comments,
      emailedAt: m.emailedAt,
      actedAt: m.actedAt,
      decisionDigest: m.decisionDigest ?? null,
    })),
    gaps: awardApprovalGaps(r),
    cancelReason: r.cancelReason,
    approvalDate: r.approvalDate,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    version: r.version,
    readOnly,
  };
}

/** What an audit event may say of an approval: its fields, never its links or tokens. */
export const auditView = (
  r: Pick<AwardApprovalRecord, 'status' | 'workflow' | 'documents'> & Partial<AwardApprovalRecord>,
) => ({
  status: r.status,
  companyName: r.companyName,
  awardAmount: r.awardAmount,
  documents: r.documents.map((d) => d.documentId),
  workflow: r.workflow.map((m) => ({
    id: m.awardApprovalWorkflowId,
    role: m.role,
    email: m.email,
    status: m.status,
  })),
});
