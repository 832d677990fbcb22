/**
 * A receipt's public verification (issue 10 item 2, decision 059): anyone holding a receipt asks whether
 * the vault holds a bid that matches it. The bid is found by the ids printed on the receipt; its current
 * receipt and the digests of its earlier submits (its `submissionSubmitted` audit events) decide the
 * verdict with the shared rule (receiptVerdict). A matching or superseded receipt is answered with the facts
 * that are not sealed (agency, project, company, time) and, for a match, the files' count, digests and
 * read-back; never a price, an answer, a file's name or its content. An unknown receipt learns nothing.
 */
import { filesVerification, receiptNumber, receiptVerdict } from '../../shared/domain/submissions/receipt.js';
import type { TReceiptVerification } from '../../shared/schemas/receipts.js';
import { AuditEvent, auditOfEntity } from '../core/db/entities/audit-event.js';
import { ProjectPublicView } from '../core/db/entities/project-public-view.js';
import { filesOfSubmission } from '../core/db/entities/submission-keys.js';
import {
  SubmissionFileReceiptView,
  SubmissionReceiptView,
} from '../core/db/entities/submission-receipt-view.js';
import { getItem, queryAll } from '../core/db/ops.js';
import { agencyOf } from './public-opportunity-service.js';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A submit's audit event names the digest and the server's time (decision 054), never content. */
function submitOf(after: unknown): { digest: string; submittedAt?: string } | undefined {
  const fields = after as { digest?: unknown; submittedAt?: unknown } | undefined;
  if (typeof fields?.digest !== 'string') return undefined;
  return {
    digest: fields.digest,
    ...(typeof fields.submittedAt === 'string' ? { submittedAt: fields.submittedAt } : {}),
  };
}

/** GET public/receipts/{agencyDomain}/{projectId}/{submissionId}?digest=: the verdict on a receipt. */
export async function verifyReceipt(
  agencyDomain: string,
  projectId: string,
  submissionId: string,
  digestText: string,
): Promise<TReceiptVerification> {
  const digest = digestText.trim().toLowerCase();
  const unknown: TReceiptVerification = { verdict: 'unknown' };
  const named = await agencyOf(agencyDomain.toLowerCase());
  if (!named) return unknown;
  const key = { customerId: named.customerId, projectId, submissionId };
  const bid = await getItem(SubmissionReceiptView, key);
  if (!bid) return unknown;
  const current = bid.receipt?.digest === digest;
  // Earlier receipts are read only when the current one is not the one asked about.
  const earlier = current
    ? []
    : (
        await queryAll(
          AuditEvent,
          auditOfEntity(named.customerId, 'submission', `${projectId}/${submissionId}`),
        )
      )
        .filter((event) => event.action === 'submissionSubmitted')
        .map((event) => submitOf(event.after))
        .filter((submit) => submit !== undefined);
  const verdict = receiptVerdict(
    { status: bid.status, receiptDigest: bid.receipt?.digest, earlierDigests: earlier.map((s) => s.digest) },
    digest,
  );
  if (verdict === 'unknown') return unknown;
  const project = await getItem(ProjectPublicView, { customerId: named.customerId, projectId });
  const submittedAt = current
    ? bid.receipt?.submittedAt
    : earlier.find((s) => s.digest === digest)?.submittedAt;
  const projectName = text(project?.name);
  const projectNumber = text(project?.number);
  const facts: TReceiptVerification = {
    verdict,
    receiptNumber: receiptNumber(digest),
    agencyName: named.agency.name,
    ...(projectName ? { projectName } : {}),
    ...(projectNumber ? { projectNumber } : {}),
    companyName: bid.companyName,
    ...(submittedAt ? { submittedAt } : {}),
  };
  if (verdict !== 'match' || !bid.receipt) return facts;
  const digests = bid.receipt.files.map((file) => file.sha256);
  const stored = await queryAll(
    SubmissionFileReceiptView,
    filesOfSubmission(named.customerId, projectId, submissionId),
  );
  const held = stored.filter(
    (file) => file.state === 'stored' && file.sha256 && digests.includes(file.sha256),
  );
  return {
    ...facts,
    files: { count: digests.length, sha256: digests, verification: filesVerification(held) },
  };
}
