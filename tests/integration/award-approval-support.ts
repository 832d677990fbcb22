/**
 * Shared steps of the award-approval tests (decision 065): an approval built through the buyer's routes
 * (a summary report uploaded through the approval's upload path, members added), its approvers' links read
 * from the local mailbox, and the approver's calls with only the ids and the token.
 */
import { expect } from 'vitest';
import { api, eventually, type ApiAnswer } from '../helpers/api.js';
import { type MailboxMark, mailSince } from '../helpers/mailbox.js';
import type { SignedIn } from '../helpers/session.js';
import { create, loadRefs, tag } from './projects-support.js';

export const APPROVALS = '/api/v1/customer/{customerId}/node/{nodeId}/Awards/Approvals';
export const valuesOf = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;
export const approvalOf = (res: { json: any }) => valuesOf(res, 'awardApproval');

export interface Built {
  projectId: string;
  awardApprovalId: string;
  version: number;
  members: { awardApprovalWorkflowId: string; email: string }[];
}

export function expectOk(res: ApiAnswer, status = 200): void {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
}

/** The project as its close leaves it (an approval is created only on a closed project): set in the table. */
export async function closeProject(lead: SignedIn, projectId: string, status = 'closed'): Promise<void> {
  const { Project } = await import('../../functions/core/db/entities/project.js');
  const { getItem, putItem } = await import('../../functions/core/db/ops.js');
  const customerId = lead.info.customer.customerId as string;
  const stored = await getItem(Project, { customerId, projectId });
  await putItem(Project, { ...stored!, status: status as never });
}

/** An approval with its summary report and one approver per email; `languages` names a member's email language. */
export async function buildApproval(
  lead: SignedIn,
  emails: readonly string[],
  languages: Readonly<Record<string, 'en' | 'fr'>> = {},
): Promise<Built> {
  await loadRefs(lead);
  const project = await create(lead);
  const projectId = project.project.projectId as string;
  await closeProject(lead, projectId);
  const q = `?projectId=${projectId}`;
  const created = await lead.call('POST', `${APPROVALS}${q}`, {
    body: { companyName: 'Greenleaf Landscaping Inc.', reportName: `Award ${tag()}`, awardAmount: '1000.50' },
  });
  expectOk(created, 201);
  let approval = approvalOf(created);
  expect(approval.status).toBe('incomplete');
  const one = `${APPROVALS}/${approval.awardApprovalId as string}`;

  const bytes = Buffer.from('%PDF-1.4\n% award summary\n%%EOF\n');
  const started = await lead.call('POST', `${one}/Documents/Uploads${q}`, {
    body: {
      fileName: 'Summary.pdf',
      size: bytes.length,
      contentType: 'application/pdf',
      summaryReport: true,
    },
  });
  expectOk(started, 201);
  const { uploadId, key } = valuesOf(started, 'upload');
  const signed = await lead.call('POST', `${one}/Documents/Uploads/Parts${q}`, {
    body: { uploadId, key, partNumbers: [1] },
  });
  expectOk(signed);
  const put = await fetch(valuesOf(signed, 'signedParts').parts[0].url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
  });
  expect(put.ok).toBe(true);
  const completed = await lead.call('POST', `${one}/Documents/Uploads/Complete${q}`, {
    body: {
      uploadId,
      key,
      parts: [{ partNumber: 1, etag: put.headers.get('etag') }],
      version: approval.version,
    },
  });
  expectOk(completed);
  approval = approvalOf(completed);
  for (const email of emails) {
    const added = await lead.call('POST', `${one}/Workflow${q}`, {
      body: {
        role: 'approver',
        fullName: `Approver ${email}`,
        title: 'Director',
        email,
        ...(languages[email] ? { language: languages[email] } : {}),
        version: approval.version,
      },
    });
    expectOk(added);
    approval = approvalOf(added);
  }
  expect(approval.status).toBe('draft');
  return {
    projectId,
    awardApprovalId: approval.awardApprovalId,
    version: approval.version,
    members: approval.workflow.map((m: any) => ({
      awardApprovalWorkflowId: m.awardApprovalWorkflowId,
      email: m.email,
    })),
  };
}

/** The approval as the buyer reads it now. */
export async function readApproval(lead: SignedIn, built: Built) {
  const res = await lead.call('GET', `${APPROVALS}/${built.awardApprovalId}?projectId=${built.projectId}`);
  expectOk(res);
  return approvalOf(res);
}

const LINK = /\/approval\/([\w-]+)\/approver\/([\w-]+)\?uat=([A-Za-z0-9_-]{43})/;

/**
 * The link of the newest approver email to `email` sent after `since` (a mark of the mailbox) and carrying
 * none of the tokens `seen`: its ids and token.
 */
export async function linkFromMailbox(email: string, since: MailboxMark, seen: readonly string[] = []) {
  return eventually(async () => {
    const mine = (await mailSince(since)).filter((e) => e.destination.to.includes(email));
    for (const message of mine.reverse()) {
      const match = LINK.exec(message.body.text ?? '');
      if (match && !seen.includes(match[3]!))
        return { awardApprovalId: match[1]!, awardApprovalWorkflowId: match[2]!, uat: match[3]!, message };
    }
    return undefined;
  });
}

export const approverPath = (link: { awardApprovalId: string; awardApprovalWorkflowId: string }) =>
  `/api/v1/approvals/${link.awardApprovalId}/approver/${link.awardApprovalWorkflowId}`;

export async function approverView(
  link: { awardApprovalId: string; awardApprovalWorkflowId: string },
  uat: string,
) {
  return api('GET', `${approverPath(link)}?uat=${uat}`);
}

export async function decide(
  link: { awardApprovalId: string; awardApprovalWorkflowId: string },
  uat: string,
  status: 'approve' | 'decline',
  comments?: string,
) {
  return api('POST', `${approverPath(link)}/status?uat=${uat}&status=${status}`, {
    body: comments === undefined ? {} : { comments },
  });
}
