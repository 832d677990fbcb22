/**
 * The demo's award approval (issue 11 item 5, decision 065): on the opened bid, the lead's approval of the
 * lowest bidder with its summary report uploaded through the approval's own upload path, an approver and a
 * reviewer, and sent through the product's service, so that the real award-approval workflow runs on the
 * local Step Functions engine and emails the first approver: their link opens from the local mailbox
 * (http://localhost:3003/store). The seed runs after the engine and the mailbox are up (infra/local/stack.ts).
 */
import type { ProjectItem } from '../../functions/core/db/entities/project.js';
import { AwardApproval } from '../../functions/core/db/entities/award-approval.js';
import { getItem } from '../../functions/core/db/ops.js';
import { addAwardApprovalMember } from '../../functions/award-approvals/award-approval-member-service.js';
import { createAwardApproval } from '../../functions/award-approvals/award-approval-service.js';
import { awardApprovalUploads } from '../../functions/award-approvals/award-approval-upload-service.js';
import { sendAwardApproval } from '../../functions/award-approvals/award-approval-workflow-service.js';
import * as upload from '../../functions/core/files/upload-flow.js';
import type { TAwardApproval } from '../../shared/schemas/award-approvals.js';
import { OPENED_BID } from './seed-bids.js';
import { sessionOf, type DemoAgency } from './seed-requirements.js';

export const DEMO_APPROVER = { fullName: 'Dana Whitfield', email: 'dana.whitfield@demo.example' };
export const DEMO_REVIEWER = { fullName: 'Rowan Hale', email: 'rowan.hale@demo.example' };

/** A one-page PDF, written out by hand: the browser builds the real summary report with jspdf. */
function summaryPdf(lines: readonly string[]): Buffer {
  const text = lines
    .map((line, i) => `BT /F1 12 Tf 72 ${720 - i * 18} Td (${line.replace(/[()\\]/g, '')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

export async function seedDemoAwardApprovals(
  projects: ReadonlyMap<string, ProjectItem>,
  agency: DemoAgency,
  leadId: string,
): Promise<TAwardApproval> {
  const project = projects.get(OPENED_BID);
  if (!project) throw new Error(`Demo award approval: no project "${OPENED_BID}"`);
  const session = await sessionOf(agency, leadId);
  const { projectId } = project;
  let approval = await createAwardApproval(session, projectId, {
    companyName: 'Greenleaf Landscaping Inc.',
    reportName: 'Award recommendation: tree planting program 2026',
    reportNumber: 'AR-2026-007',
    awardAllocation: 'full',
    awardAmount: '184500.00',
  });
  const bytes = summaryPdf([
    'Award recommendation: tree planting program 2026',
    'Recommended company: Greenleaf Landscaping Inc.',
    'Award amount: $184,500.00',
  ]);
  const owner = { projectId, awardApprovalId: approval.awardApprovalId };
  const { uploadId, key } = await upload.start(awardApprovalUploads, session, owner, {
    fileName: 'Award summary report.pdf',
    title: 'Award summary report',
    size: bytes.length,
    contentType: 'application/pdf',
    summaryReport: true,
  });
  const {
    parts: [part],
  } = await upload.signParts(awardApprovalUploads, session, owner, {
    uploadId,
    key,
    partNumbers: [1],
  });
  const put = await fetch(part!.url, { method: 'PUT', body: new Uint8Array(bytes) });
  if (!put.ok) throw new Error(`Demo award approval: the report's upload answered ${put.status}`);
  approval = await upload.complete(awardApprovalUploads, session, owner, {
    uploadId,
    key,
    parts: [{ partNumber: 1, etag: put.headers.get('etag')! }],
    version: approval.version,
  });
  for (const [member, role, title] of [
    [DEMO_APPROVER, 'approver', 'Director of Procurement'],
    [DEMO_REVIEWER, 'reviewer', 'Parks Manager'],
  ] as const) {
    approval = await addAwardApprovalMember(session, projectId, approval.awardApprovalId, {
      role,
      title,
      ...member,
      version: approval.version,
    });
  }
  approval = await sendAwardApproval(session, projectId, approval.awardApprovalId, approval.version);
  // The execution emails the first approver on its own: wait until its task has recorded Email Sent (the
  // email itself follows that write by a moment).
  const key_ = { customerId: agency.customerId, projectId, awardApprovalId: approval.awardApprovalId };
  for (let attempt = 0; attempt < 100; attempt++) {
    const stored = await getItem(AwardApproval, key_);
    if (stored?.status === 'emailSent') return approval;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Demo award approval: the workflow did not email the first approver');
}
