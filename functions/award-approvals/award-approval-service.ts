/**
 * Award approvals, the buyer's side (issue 11 item 3, docs/product/evaluation-and-award.md#award-approvals,
 * decision 065). Every change is one versioned transaction with its audit event on the project; the rules
 * (what a status allows, what a send needs, no duplicate email) are
 * shared/domain/awards/award-approval-rules.ts, which the wizard runs too. A send starts the award-approval
 * workflow (infra/workflows/award-approval.asl.json), which emails each member in turn; an edit of a sent
 * approval, a cancel and a delete stop it.
 */
import { randomUUID } from 'node:crypto';
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import {
  AWARD_APPROVAL_MAX_DOCUMENTS,
  AWARD_APPROVAL_MAX_MEMBERS,
  approvalChangeRefusal,
  approvalCreationRefusal,
  awardApprovalAllows,
  awardApprovalGaps,
  editAsksAgain,
  isDuplicateMemberEmail,
  sendRefusal,
  statusAfterEdit,
  unsentStatus,
  type AwardApprovalAction,
} from '../../shared/domain/awards/award-approval-rules.js';
import { isAwardApprovalPending } from '../../shared/domain/awards/award-approval-status.js';
import { checkDocumentSize } from '../../shared/domain/projects/documents.js';
import type {
  TAwardApproval,
  TAwardApprovalCreate,
  TAwardApprovalDocumentOrder,
  TAwardApprovalDocumentsAttach,
  TAwardApprovalDownload,
  TAwardApprovalMemberInput,
  TAwardApprovalStatusChange,
  TAwardApprovalUpdate,
  TAwardApprovalUploadComplete,
  TAwardApprovalUploadStart,
  TAwardApprovalWorkflowOrder,
} from '../../shared/schemas/award-approvals.js';
import { AppError } from '../core/app-error.js';
import { withDocumentDigests } from '../core/awards/award-approval-digest.js';
import { approverLinkUrl, newApproverLink } from '../core/awards/award-approval-links.js';
import { sendApproverEmail } from './award-approval-emails.js';
import { stopAwardApprovalExecution } from '../core/awards/award-approval-executions.js';
import { sfn } from '../core/aws/sfn.js';
import { nowIso, nowMs } from '../core/clock.js';
import {
  AwardApproval,
  AwardApprovalLocator,
  awardApprovalsOfProject,
  type AwardApprovalRecord,
  type StoredAwardApprovalDocument,
  type StoredAwardApprovalMember,
} from '../core/db/entities/award-approval.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { disqualifiedSubmissionIds } from '../core/awards/disqualified-bids.js';
import { listedBidsOf } from '../core/submissions/opened-bids.js';
import { ProjectDocument } from '../core/db/entities/project-document.js';
import { PlanTaker } from '../core/db/entities/plan-taker.js';
import { assertVersion, getItem, patchItem, queryAll, type Changes } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { appOriginFor } from '../core/email.js';
import { workflowArn } from '../core/env.js';
import { logger } from '../core/logger.js';
import { reachTenderProject } from '../core/projects/project-access.js';
import { removeObject, sha256OfObject } from '../core/files/s3-multipart.js';
import type { UploadOwner } from '../core/files/upload-flow.js';
import type { SessionContext } from '../core/session.js';
import { signedDownload } from '../core/files/signed-download.js';
import '../../shared/errors/award-approvals.js';

type Record_ = AwardApprovalRecord;

/** What the browser sees: never a link's hash, a task token, an open upload or an object key. */
export function awardApprovalDto(r: Record_, readOnly = false): TAwardApproval {
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
const auditView = (r: Pick<Record_, 'status' | 'workflow' | 'documents'> & Partial<Record_>) => ({
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

const keyOf = (session: SessionContext, projectId: string, awardApprovalId: string) => ({
  customerId: session.customerId,
  projectId,
  awardApprovalId,
});

async function loadWithProject(session: SessionContext, projectId: string, awardApprovalId: string) {
  const { project } = await reachTenderProject(session, projectId);
  const record = await getItem(AwardApproval, keyOf(session, projectId, awardApprovalId));
  if (!record) throw new AppError('awardApprovalNotFound', { details: { awardApprovalId } });
  return { record, project };
}

async function load(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  options: { change?: boolean } = {},
): Promise<Record_> {
  const { record, project } = await loadWithProject(session, projectId, awardApprovalId);
  // Once the project is awarded its approvals are its record: read only, as their screens are.
  const refusal = options.change ? approvalChangeRefusal(project.status) : null;
  if (refusal) throw new AppError(refusal, { details: { awardApprovalId } });
  return record;
}

const loadForChange = (session: SessionContext, projectId: string, awardApprovalId: string) =>
  load(session, projectId, awardApprovalId, { change: true });

function assertAllows(record: Record_, action: AwardApprovalAction): void {
  if (!awardApprovalAllows(record.status, action))
    throw new AppError('awardApprovalActionNotAllowed', { details: { status: record.status, action } });
}

function memberOf(record: Record_, awardApprovalWorkflowId: string): StoredAwardApprovalMember {
  const member = record.workflow.find((m) => m.awardApprovalWorkflowId === awardApprovalWorkflowId);
  if (!member) throw new AppError('awardApprovalMemberNotFound', { details: { awardApprovalWorkflowId } });
  return member;
}

/** A member no execution waits on any more: its task token goes (its links stay: they open what the status allows). */
const released = (m: StoredAwardApprovalMember): StoredAwardApprovalMember => {
  const { taskToken: _token, round: _round, ...rest } = m;
  return rest;
};

/**
 * A member asked again from the start: no decision, no email of this round yet (an earlier round's date
 * would read "Emailed" beside "Not sent"), no digest.
 */
const pending = (m: StoredAwardApprovalMember): StoredAwardApprovalMember => {
  const { decisionDigest: _digest, ...rest } = released(m);
  return { ...rest, status: 'notSent', comments: null, actedAt: null, emailedAt: null };
};
const decided = (m: StoredAwardApprovalMember) => m.status === 'approved' || m.status === 'declined';

/**
 * One change of the approval at the version read: `change` gives the new fields; an edit recomputes the
 * status (a sent approval becomes Correcting: its execution stops and its links show "unavailable").
 */
async function change(
  session: SessionContext,
  current: Record_,
  version: number | undefined,
  action: string,
  fields: Partial<Record_>,
  options: { edit?: boolean } = {},
): Promise<Record_> {
  assertVersion(current, version);
  const next = { ...current, ...fields };
  if (options.edit) {
    assertAllows(current, 'edit');
    next.status = statusAfterEdit(current.status, next);
    // What the approvers decided on changed: every decision goes back to pending and the next send asks
    // them all again (editAsksAgain); a Declined approval without its decline is being corrected.
    if (editAsksAgain(current.status, current, next) && next.workflow.some(decided)) {
      next.workflow = next.workflow.map((m) => (decided(m) ? pending(m) : m));
      next.approvalDate = null;
      if (next.status === 'declined') next.status = 'correcting';
    }
  }
  const stops = isAwardApprovalPending(current.status) && !isAwardApprovalPending(next.status);
  const correcting = current.status !== 'correcting' && next.status === 'correcting';
  if (stops || correcting) next.workflow = next.workflow.map(released);
  const set: Changes<Record_>['set'] = {};
  for (const [name, value] of Object.entries(next)) {
    if (name === 'version' || name === 'createdAt' || name === 'updatedAt') continue;
    if (JSON.stringify(value) !== JSON.stringify(current[name as keyof Record_]))
      (set as Record<string, unknown>)[name] = value;
  }
  await transactAudited(
    {
      customerId: session.customerId,
      actorId: session.userId,
      entityType: 'awardApproval',
      entityId: current.awardApprovalId,
      projectId: current.projectId,
      action,
      before: auditView(current),
      after: auditView(next),
    },
    [tx.updateVersioned(AwardApproval, current, { set })],
  );
  if (correcting || (stops && current.status !== 'correcting'))
    await stopAwardApprovalExecution(current.executionArn, `awardApproval.${action}`);
  return reread(current);
}

async function reread(r: Pick<Record_, 'customerId' | 'projectId' | 'awardApprovalId'>): Promise<Record_> {
  const record = await getItem(AwardApproval, {
    customerId: r.customerId,
    projectId: r.projectId,
    awardApprovalId: r.awardApprovalId,
  });
  if (!record) throw new AppError('awardApprovalNotFound');
  return record;
}

// ---- the approval -------------------------------------------------------------------------------

/** The recommended company, when named by its vendor id, is one of the project's plan takers. */
async function assertVendorOfProject(
  session: SessionContext,
  projectId: string,
  vendorId: string | null | undefined,
): Promise<void> {
  if (!vendorId) return;
  if (!(await getItem(PlanTaker, { customerId: session.customerId, projectId, vendorId })))
    throw new AppError('awardApprovalVendorNotFound', { details: { vendorId } });
}

/**
 * The recommended company is not a bidder the evaluation disqualified: named by its vendor id, or by the
 * company name of a disqualified bid (a company typed by hand is matched by name, without case or blanks).
 */
async function assertNotDisqualified(
  session: SessionContext,
  projectId: string,
  company: { companyName?: string | undefined; vendorId?: string | null | undefined },
): Promise<void> {
  if (!company.companyName && !company.vendorId) return;
  const disqualified = await disqualifiedSubmissionIds(session.customerId, projectId);
  if (disqualified.size === 0) return;
  const name = company.companyName?.trim().toLowerCase();
  const bids = await listedBidsOf(session.customerId, projectId);
  const named = bids.some(
    (bid) =>
      disqualified.has(bid.submissionId) &&
      ((company.vendorId && bid.vendorId === company.vendorId) ||
        (name && bid.companyName.trim().toLowerCase() === name)),
  );
  if (named) throw new AppError('awardApprovalCompanyDisqualified');
}

export async function listAwardApprovals(session: SessionContext, projectId: string) {
  const { project } = await reachTenderProject(session, projectId);
  const records = await queryAll(AwardApproval, awardApprovalsOfProject(session.customerId, projectId));
  records.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const readOnly = approvalChangeRefusal(project.status) !== null;
  return {
    awardApprovals: records.map((r) => awardApprovalDto(r, readOnly)),
    creationRefusal: approvalCreationRefusal(project.status),
  };
}

export async function getAwardApproval(session: SessionContext, projectId: string, awardApprovalId: string) {
  const { record, project } = await loadWithProject(session, projectId, awardApprovalId);
  return awardApprovalDto(record, approvalChangeRefusal(project.status) !== null);
}

export async function createAwardApproval(
  session: SessionContext,
  projectId: string,
  input: TAwardApprovalCreate,
): Promise<TAwardApproval> {
  const { project } = await reachTenderProject(session, projectId);
  const refusal = approvalCreationRefusal(project.status);
  if (refusal) throw new AppError(refusal, { details: { projectStatus: project.status } });
  await assertVendorOfProject(session, projectId, input.vendorId);
  await assertNotDisqualified(session, projectId, input);
  const awardApprovalId = randomUUID();
  const fields = {
    companyName: input.companyName,
    vendorId: input.vendorId ?? null,
    reportName: input.reportName ?? '',
    reportNumber: input.reportNumber ?? '',
    awardAllocation: input.awardAllocation ?? 'full',
    awardAmount: input.awardAmount ?? null,
    provisionalAmount: input.provisionalAmount ?? null,
    subtotal: input.subtotal ?? null,
    amountWithTax: input.amountWithTax ?? null,
    amountWithNonRebateableTax: input.amountWithNonRebateableTax ?? null,
  };
  const status = unsentStatus({ ...fields, documents: [], workflow: [] });
  await transactAudited(
    {
      customerId: session.customerId,
      actorId: session.userId,
      entityType: 'awardApproval',
      entityId: awardApprovalId,
      projectId,
      action: 'createAwardApproval',
      after: { status, ...fields },
    },
    [
      tx.create(AwardApproval, {
        customerId: session.customerId,
        projectId,
        awardApprovalId,
        status,
        ...fields,
        createdBy: session.userId,
      }),
      tx.create(AwardApprovalLocator, { awardApprovalId, customerId: session.customerId, projectId }),
    ],
  );
  return awardApprovalDto(await reread({ customerId: session.customerId, projectId, awardApprovalId }));
}

export async function updateAwardApproval(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  input: TAwardApprovalUpdate,
): Promise<TAwardApproval> {
  const current = await loadForChange(session, projectId, awardApprovalId);
  await assertVendorOfProject(session, projectId, input.vendorId);
  await assertNotDisqualified(session, projectId, input);
  const { version, ...given } = input;
  const fields = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  return awardApprovalDto(
    await change(session, current, version, 'updateAwardApproval', fields as Partial<Record_>, {
      edit: true,
    }),
  );
}

export async function deleteAwardApproval(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  version: number,
): Promise<void> {
  const current = await loadForChange(session, projectId, awardApprovalId);
  assertVersion(current, version);
  assertAllows(current, 'delete');
  await transactAudited(
    {
      customerId: session.customerId,
      actorId: session.userId,
      entityType: 'awardApproval',
      entityId: awardApprovalId,
      projectId,
      action: 'deleteAwardApproval',
      before: auditView(current),
    },
    [
      tx.delete(AwardApproval, current, {
        expression: '#version = :version',
        names: { '#version': 'version' },
        values: { ':version': current.version },
      }),
      tx.delete(AwardApprovalLocator, { awardApprovalId }),
    ],
  );
  await stopAwardApprovalExecution(current.executionArn, 'awardApproval.delete');
  await removeUploadedFiles(current.documents);
}

async function removeUploadedFiles(documents: readonly StoredAwardApprovalDocument[]): Promise<void> {
  for (const d of documents) {
    if (d.source !== 'upload') continue;
    try {
      await removeObject(d.key);
    } catch (error) {
      // The project's cleanup removes whatever is left under projects/<customerId>/<projectId>/.
      logger.warn('Award approval file not removed', { documentId: d.documentId, error: error as Error });
    }
  }
}

// ---- documents ----------------------------------------------------------------------------------

export async function attachAwardApprovalDocuments(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  input: TAwardApprovalDocumentsAttach,
): Promise<TAwardApproval> {
  const current = await loadForChange(session, projectId, awardApprovalId);
  const wanted = [...new Set(input.documentIds)].filter(
    (id) => !current.documents.some((d) => d.documentId === id),
  );
  const found = await Promise.all(
    wanted.map((documentId) =>
      getItem(ProjectDocument, { customerId: session.customerId, projectId, documentId }),
    ),
  );
  const listed: StoredAwardApprovalDocument[] = found.map((doc, i) => {
    if (!doc) throw new AppError('documentNotFound', { details: { documentId: wanted[i] } });
    return {
      documentId: doc.documentId,
      fileName: doc.fileName,
      title: doc.displayName,
      size: doc.size,
      contentType: doc.contentType,
      key: doc.key,
      summaryReport: false,
      source: 'project',
    };
  });
  const added = await withDocumentDigests(listed);
  const documents = [...current.documents, ...added];
  if (documents.length > AWARD_APPROVAL_MAX_DOCUMENTS) throw new AppError('awardApprovalTooManyDocuments');
  return awardApprovalDto(
    await change(
      session,
      current,
      input.version,
      'attachAwardApprovalDocuments',
      { documents },
      { edit: true },
    ),
  );
}

export async function removeAwardApprovalDocument(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  documentId: string,
  version: number,
): Promise<TAwardApproval> {
  const current = await loadForChange(session, projectId, awardApprovalId);
  const removed = current.documents.find((d) => d.documentId === documentId);
  if (!removed) throw new AppError('awardApprovalDocumentNotFound', { details: { documentId } });
  const documents = current.documents.filter((d) => d.documentId !== documentId);
  const after = await change(
    session,
    current,
    version,
    'removeAwardApprovalDocument',
    { documents },
    { edit: true },
  );
  await removeUploadedFiles([removed]);
  return awardApprovalDto(after);
}

function reordered<T>(items: readonly T[], idOf: (item: T) => string, ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  if (ids.length !== items.length || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id)))
    throw new AppError('awardApprovalOrderMismatch');
  return ids.map((id) => byId.get(id)!);
}

export async function reorderAwardApprovalDocuments(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  input: TAwardApprovalDocumentOrder,
): Promise<TAwardApproval> {
  const current = await loadForChange(session, projectId, awardApprovalId);
  const documents = reordered(current.documents, (d) => d.documentId, input.documentIds);
  return awardApprovalDto(
    await change(
      session,
      current,
      input.version,
      'reorderAwardApprovalDocuments',
      { documents },
      { edit: true },
    ),
  );
}

/**
 * Documents/Uploads: a file for the approval, through the one upload path (core/files/upload-flow.ts). Its
 * key lies under the project, so the project's cleanup removes it; its open upload is an entry of the
 * approval, not a version of it, so the wizard's edit at the version it read stays valid. A cancelled
 * upload keeps its entry until its day is out (a later start prunes it); completing it fails, as S3 no
 * longer has it. The complete, at the version read, reads the file back for its SHA-256 and appends it.
 */
export const awardApprovalUploads: UploadOwner<{
  ref: { projectId: string; awardApprovalId: string };
  reached: { session: SessionContext; current: Record_ };
  start: TAwardApprovalUploadStart;
  open: Record_['uploads'][number];
  complete: TAwardApprovalUploadComplete;
  answer: TAwardApproval;
  checked: void;
  prepared: undefined;
}> = {
  reach: async (session, { projectId, awardApprovalId }, step) => {
    if (step !== 'start' && step !== 'complete')
      return { session, current: await load(session, projectId, awardApprovalId) };
    const current = await loadForChange(session, projectId, awardApprovalId);
    if (step === 'start') assertAllows(current, 'edit');
    return { session, current };
  },
  checkStart: async (_r, input) => {
    const problem = checkDocumentSize(input.size);
    if (problem) throw new AppError(problem);
  },
  keyOf: ({ current: r }, documentId, fileName) =>
    `projects/${r.customerId}/${r.projectId}/award-approvals/${r.awardApprovalId}/${documentId}/${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}`,
  keep: async ({ current }, upload, input) => {
    await patchItem(AwardApproval, current, {
      set: {
        uploads: [
          ...current.uploads.filter((u) => Date.parse(u.startedAt) > nowMs() - 86_400_000),
          {
            uploadId: upload.uploadId,
            key: upload.key,
            s3UploadId: upload.s3UploadId,
            fileName: upload.fileName,
            title: input.title || upload.fileName,
            size: upload.size,
            contentType: upload.contentType,
            summaryReport: input.summaryReport ?? false,
            startedAt: upload.createdAt,
          },
        ],
      },
    });
  },
  find: ({ current }, uploadId) => current.uploads.find((u) => u.uploadId === uploadId),
  foreignKey: 'documentUploadNotFound',
  settle: async ({ current }, request) => {
    assertVersion(current, request.version);
    return undefined;
  },
  record: async ({ session, current }, upload, size, request) => {
    const sha256 = await sha256OfObject(upload.key);
    // A new summary report replaces the earlier one (decision 065: one per approval).
    const replaced = upload.summaryReport ? current.documents.filter((d) => d.summaryReport) : [];
    const documents = [
      ...current.documents.filter((d) => !replaced.includes(d)),
      {
        documentId: upload.uploadId,
        fileName: upload.fileName,
        title: upload.title,
        size,
        contentType: upload.contentType,
        key: upload.key,
        summaryReport: upload.summaryReport,
        source: 'upload' as const,
        sha256,
      },
    ];
    if (documents.length > AWARD_APPROVAL_MAX_DOCUMENTS) throw new AppError('awardApprovalTooManyDocuments');
    const uploads = current.uploads.filter((u) => u.uploadId !== upload.uploadId);
    const after = await change(
      session,
      current,
      request.version,
      'completeAwardApprovalUpload',
      { documents, uploads },
      { edit: true },
    );
    await removeUploadedFiles(replaced);
    return awardApprovalDto(after);
  },
};

async function download(d: StoredAwardApprovalDocument): Promise<TAwardApprovalDownload> {
  const signed = await signedDownload({ key: d.key, fileName: d.fileName, size: d.size });
  return { url: signed.url, expiresAt: signed.expiresAt, fileName: signed.fileName, size: signed.size };
}

export async function downloadAwardApprovalReport(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
): Promise<TAwardApprovalDownload> {
  const current = await load(session, projectId, awardApprovalId);
  const report = current.documents.find((d) => d.summaryReport);
  if (!report) throw new AppError('awardApprovalNoReport');
  return download(report);
}

export async function downloadAwardApprovalDocument(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  documentId: string,
): Promise<TAwardApprovalDownload> {
  const current = await load(session, projectId, awardApprovalId);
  const document = current.documents.find((d) => d.documentId === documentId);
  if (!document) throw new AppError('awardApprovalDocumentNotFound', { details: { documentId } });
  return download(document);
}

// ---- the workflow's members ----------------------------------------------------------------------

const memberFields = (input: TAwardApprovalMemberInput) => ({
  role: input.role,
  fullName: input.fullName,
  title: input.title,
  email: input.email.trim(),
  // Present even when absent from the input, so that an edit can go back to the agency's language.
  language: input.language,
});

export async function addAwardApprovalMember(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  input: TAwardApprovalMemberInput,
): Promise<TAwardApproval> {
  const current = await loadForChange(session, projectId, awardApprovalId);
  if (isDuplicateMemberEmail(current.workflow, input.email))
    throw new AppError('awardApprovalDuplicateEmail');
  if (current.workflow.length >= AWARD_APPROVAL_MAX_MEMBERS)
    throw new AppError('awardApprovalTooManyMembers');
  const member: StoredAwardApprovalMember = {
    awardApprovalWorkflowId: randomUUID(),
    ...memberFields(input),
    status: 'notSent',
    comments: null,
    emailedAt: null,
    actedAt: null,
    links: [],
  };
  return awardApprovalDto(
    await change(
      session,
      current,
      input.version,
      'addAwardApprovalMember',
      { workflow: [...current.workflow, member] },
      { edit: true },
    ),
  );
}

export async function updateAwardApprovalMember(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  awardApprovalWorkflowId: string,
  input: TAwardApprovalMemberInput,
): Promise<TAwardApproval> {
  const current = await loadForChange(session, projectId, awardApprovalId);
  const member = memberOf(current, awardApprovalWorkflowId);
  if (isDuplicateMemberEmail(current.workflow, input.email, awardApprovalWorkflowId))
    throw new AppError('awardApprovalDuplicateEmail');
  const fields = memberFields(input);
  // Another address is another person: they start over, and the links the earlier one held stop opening.
  const replaced = fields.email.toLowerCase() !== member.email.toLowerCase();
  const updated: StoredAwardApprovalMember = replaced
    ? {
        ...released(member),
        ...fields,
        status: 'notSent',
        comments: null,
        emailedAt: null,
        actedAt: null,
        links: [],
      }
    : { ...member, ...fields };
  const workflow = current.workflow.map((m) => (m === member ? updated : m));
  return awardApprovalDto(
    await change(session, current, input.version, 'updateAwardApprovalMember', { workflow }, { edit: true }),
  );
}

export async function deleteAwardApprovalMember(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  awardApprovalWorkflowId: string,
  version: number,
): Promise<TAwardApproval> {
  const current = await loadForChange(session, projectId, awardApprovalId);
  memberOf(current, awardApprovalWorkflowId);
  const workflow = current.workflow.filter((m) => m.awardApprovalWorkflowId !== awardApprovalWorkflowId);
  return awardApprovalDto(
    await change(session, current, version, 'deleteAwardApprovalMember', { workflow }, { edit: true }),
  );
}

export async function reorderAwardApprovalMembers(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  input: TAwardApprovalWorkflowOrder,
): Promise<TAwardApproval> {
  const current = await loadForChange(session, projectId, awardApprovalId);
  const workflow = reordered(
    current.workflow,
    (m) => m.awardApprovalWorkflowId,
    input.awardApprovalWorkflowIds,
  );
  return awardApprovalDto(
    await change(
      session,
      current,
      input.version,
      'reorderAwardApprovalMembers',
      { workflow },
      { edit: true },
    ),
  );
}

// ---- the workflow's actions ---------------------------------------------------------------------

/** The execution's name: the approval and its round (unique per state machine, at most 80 characters). */
export const executionNameOf = (awardApprovalId: string, round: number) => `${awardApprovalId}-r${round}`;

export async function sendAwardApproval(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  version: number,
): Promise<TAwardApproval> {
  const current = await loadForChange(session, projectId, awardApprovalId);
  assertVersion(current, version);
  const refusal = sendRefusal(current.status, current);
  if (refusal)
    throw new AppError(refusal, { details: { status: current.status, gaps: awardApprovalGaps(current) } });
  const arn = workflowArn('award-approval');
  if (!arn) throw new Error('AWARD_APPROVAL_STATE_MACHINE_ARN is not configured');
  const round = current.round + 1;
  // Members not approved yet are asked again from the start: their earlier links stop opening once asked.
  const workflow = current.workflow.map((m) => (m.status === 'approved' ? released(m) : pending(m)));
  // Every document carries its SHA-256 before anyone is asked (those attached before digests were kept).
  const documents = await withDocumentDigests(current.documents);
  const sent = await change(session, current, version, 'sendAwardApproval', {
    status: 'pendingApproval',
    round,
    workflow,
    documents,
    cancelReason: null,
  });
  try {
    const started = await sfn.send(
      new StartExecutionCommand({
        stateMachineArn: arn,
        name: executionNameOf(awardApprovalId, round),
        input: JSON.stringify({ customerId: session.customerId, projectId, awardApprovalId, round }),
      }),
    );
    await patchItem(AwardApproval, sent, { set: { executionArn: started.executionArn } });
  } catch (error) {
    // Keep the record truthful: an approval whose workflow never started is not pending; the user sends again.
    await patchItem(AwardApproval, sent, { set: { status: current.status }, add: { version: 1 } });
    throw error;
  }
  return awardApprovalDto(await reread(current));
}

export async function changeAwardApprovalStatus(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  input: TAwardApprovalStatusChange,
): Promise<TAwardApproval> {
  const current = await loadForChange(session, projectId, awardApprovalId);
  if (input.status === 'cancelled') {
    assertAllows(current, 'cancel');
    const reason = input.reason?.trim();
    if (!reason)
      throw new AppError('awardApprovalCancelReasonRequired', {
        fields: [{ field: 'body.reason', code: 'required' }],
      });
    return awardApprovalDto(
      await change(session, current, input.version, 'cancelAwardApproval', {
        status: 'cancelled',
        cancelReason: reason,
      }),
    );
  }
  assertAllows(current, 'close');
  return awardApprovalDto(
    await change(session, current, input.version, 'closeAwardApproval', { status: 'closed' }),
  );
}

async function agencyOf(customerId: string) {
  return getItem(CustomerHeader, { customerId });
}

export async function resendAwardApprovalLink(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  awardApprovalWorkflowId: string,
  version: number,
  requestOrigin: string | undefined,
): Promise<TAwardApproval> {
  const current = await loadForChange(session, projectId, awardApprovalId);
  const member = memberOf(current, awardApprovalWorkflowId);
  assertAllows(current, 'resendToApprover');
  if (member.status !== 'emailSent' || !member.taskToken)
    throw new AppError('awardApprovalApproverNotWaiting', { details: { status: member.status } });
  const [agency, { project }] = await Promise.all([
    agencyOf(session.customerId),
    reachTenderProject(session, projectId),
  ]);
  const { token, link } = newApproverLink(agency?.approverLinkValidityDays);
  const workflow = current.workflow.map((m) =>
    m === member ? { ...m, links: [link], emailedAt: nowIso() } : m,
  );
  const after = await change(session, current, version, 'resendAwardApprovalLink', { workflow });
  await sendApproverEmail(member.email, {
    kind: 'resend',
    lang: member.language ?? agency?.defaultLanguage ?? 'en',
    fullName: member.fullName,
    role: member.role,
    agencyName: agency?.displayName ?? '',
    projectName: project.name,
    projectNumber: project.number,
    companyName: current.companyName,
    reportName: current.reportName,
    url: approverLinkUrl(appOriginFor(requestOrigin), awardApprovalId, awardApprovalWorkflowId, token),
    expiresAt: link.expiresAt,
    timeZone: agency?.timeZone ?? 'America/Toronto',
  });
  return awardApprovalDto(after);
}

export async function resetAwardApprovalMember(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  awardApprovalWorkflowId: string,
  version: number,
): Promise<TAwardApproval> {
  const current = await loadForChange(session, projectId, awardApprovalId);
  const member = memberOf(current, awardApprovalWorkflowId);
  assertAllows(current, 'resetApprover');
  if (member.status !== 'approved' && member.status !== 'declined')
    throw new AppError('awardApprovalApproverNotDecided', { details: { status: member.status } });
  // Their links stay: while the approval is corrected they show "unavailable"; asked again, they get a new one.
  const workflow = current.workflow.map((m) => (m === member ? pending(m) : m));
  const stillDeclined = workflow.some((m) => m.status === 'declined');
  return awardApprovalDto(
    await change(session, current, version, 'resetAwardApprovalMember', {
      workflow,
      status: current.status === 'declined' && !stillDeclined ? 'correcting' : current.status,
      approvalDate: null,
    }),
  );
}
