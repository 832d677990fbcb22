/**
 * The opening of sealed bids and the buyer's screens after it (issue 10 items 4 and 5, decision 057). Every
 * read starts at `reachOpening`: the caller reaches the project (agency, department, template rights) and
 * the project's recorded status is past the closing; before it the attempt is refused (openingBeforeClose)
 * and audited (`sealedBidAccessRefused`: who, the route's operationId, the submission named; no content).
 * After it, a bid's price (its forms) and the rest of it show only once unsealed, part by part; a file's
 * download is signed only for an unsealed submission part. Bids are read by project, never by vendor id
 * (a company may hand in more than one).
 */
import { randomUUID } from 'node:crypto';
import { conflictRefusal } from '../../shared/domain/evaluation/evaluation-rules.js';
import { bidLinesOf } from '../../shared/domain/submissions/bid-lines.js';
import {
  areSubmissionsShown,
  isHandedIn,
  type SubmissionStatus,
} from '../../shared/domain/submissions/submission-status.js';
import {
  canAddRegisteredSupplier,
  canDeleteSubmission,
  findMinimumProblem,
  findUnsealProblem,
  openingSettingsOf,
  statusAfterUnseal,
  unsealPartOf,
  type OpeningChoice,
  type UnsealPart,
} from '../../shared/domain/submissions/unsealing.js';
import type { TFormTotals } from '../../shared/schemas/tender-tables.js';
import type {
  TBidAnalysisView,
  TComplianceChecklist,
  TComplianceMark,
  TOpeningRow,
  TOpeningSheet,
  TOpeningSubmissionDetail,
  TOpeningSubmissions,
  TUnsealRequest,
} from '../../shared/schemas/opening.js';
import { AppError } from '../core/app-error.js';
import { projectAudit } from '../core/projects/build-access.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { EvaluationSheet } from '../core/db/entities/evaluation.js';
import { sheetsOfEvaluator } from '../core/db/entities/evaluation-keys.js';
import { SubmissionRequirement } from '../core/db/entities/submission-requirement.js';
import { requirementItemsOfProject } from '../core/db/entities/submission-requirement-keys.js';
import { PlanTaker } from '../core/db/entities/plan-taker.js';
import {
  complianceItemsOfProject,
  ProjectComplianceItem,
} from '../core/db/entities/project-compliance-item.js';
import { Submission, SubmissionPart, type SubmissionRecord } from '../core/db/entities/submission.js';
import { partsOfSubmission } from '../core/db/entities/submission-keys.js';
import { nowIso } from '../core/clock.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { metrics } from '../core/metrics.js';
import { reachTenderProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';
import {
  grandTotalOf,
  isListedBid,
  listedBidsOf,
  openedBidFiles,
  priceFormsOf,
  priceTotalsOf,
  unpackPart,
  type StoredFormPart,
} from '../core/submissions/opened-bids.js';
import { priceComparisonOf, priceFormDefinitionsOf } from '../core/submissions/bid-tabulations.js';
import { definitionOf, formsOfProject } from '../core/forms/tender-table-records.js';

type Reached = Awaited<ReturnType<typeof reachTenderProject>>;

/** The route that asked, named in a refusal's audit event. */
export type OpeningOperation =
  | 'findOpeningSubmissions'
  | 'unsealSubmissions'
  | 'getOpeningSubmission'
  | 'getOpeningSheet'
  | 'getBidAnalysis'
  | 'getComplianceChecklist'
  | 'markSubmissionCompliance'
  | 'addRegisteredSupplierSubmission'
  | 'deleteOpeningSubmission';

/** A refused attempt to reach sealed content, on the project: who (the session), which route, which bid. */
async function auditRefusal(
  session: SessionContext,
  projectId: string,
  operationId: OpeningOperation,
  submissionId: string | undefined,
  reason: string,
) {
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'sealedBidAccessRefused'),
      after: { operationId, reason, ...(submissionId ? { submissionId } : {}) },
    },
    [],
  );
}

/** The project past its closing, or the refusal audited and answered. */
async function reachOpening(session: SessionContext, projectId: string): Promise<Reached> {
  const reached = await reachTenderProject(session, projectId);
  // The refusal is audited by the group's onRefusal (decision 061), as every refused call on the bids.
  if (!areSubmissionsShown(reached.project.status)) throw new AppError('openingBeforeClose');
  return reached;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The tender's opening choices, read from the project header's loose fields. */
function openingChoiceOf(project: Reached['project']): OpeningChoice {
  const tender = (project as { tender?: Record<string, unknown> }).tender ?? {};
  return {
    submissionType: tender.submissionType === 'unsealed' ? 'unsealed' : 'sealed',
    openingProcess: tender.openingProcess === 'public' ? 'public' : 'private',
    resultsDisplay: text(tender.resultsDisplay) as OpeningChoice['resultsDisplay'],
    showSubmitted: tender.showSubmitted === true,
    unsealManually: text(tender.unsealManually) as OpeningChoice['unsealManually'],
  };
}

function projectFacts(reached: Reached) {
  const { project, agency } = reached;
  const closingDate = text((project as { closingDate?: unknown }).closingDate);
  return {
    projectId: project.projectId,
    projectName: project.name,
    projectNumber: project.number,
    projectStatus: project.status,
    ...(closingDate ? { closingDate } : {}),
    timeZone: agency.timeZone,
  };
}

const unsealedParts = (bid: SubmissionRecord): UnsealPart[] => [
  ...(bid.priceUnsealed ? (['price'] as const) : []),
  ...(bid.submissionUnsealed ? (['submission'] as const) : []),
];

function rowOf(bid: SubmissionRecord, grandTotal: string | undefined): TOpeningRow {
  return {
    submissionId: bid.submissionId,
    companyName: bid.companyName,
    status: bid.status,
    ...(bid.completedAt ? { submittedAt: bid.completedAt } : {}),
    hardCopy: bid.hardCopy === true,
    ...(bid.priceUnsealed ? { price: bid.priceUnsealed } : {}),
    ...(bid.submissionUnsealed ? { submission: bid.submissionUnsealed } : {}),
    ...(bid.priceUnsealed && grandTotal !== undefined ? { grandTotal } : {}),
    version: bid.version,
  };
}

async function submissionsView(session: SessionContext, reached: Reached): Promise<TOpeningSubmissions> {
  const { customerId } = session;
  const projectId = reached.project.projectId;
  const [bids, forms, customer, sheets] = await Promise.all([
    listedBidsOf(customerId, projectId),
    priceFormsOf(customerId, projectId),
    getItem(CustomerHeader, { customerId }),
    queryAll(EvaluationSheet, sheetsOfEvaluator(customerId, projectId, session.userId)),
  ]);
  const totals = await priceTotalsOf(customerId, projectId, bids);
  const formIds = forms.map((form) => form.tenderTableId);
  // The bids the reader may not open (getOpeningSubmission's conflictRefusal), marked in the list.
  const conflicted = new Set(
    sheets.filter((sheet) => conflictRefusal(sheet.declaration)).map((sheet) => sheet.submissionId),
  );
  return {
    ...projectFacts(reached),
    ...openingSettingsOf(openingChoiceOf(reached.project)),
    submissionsRequiredToUnseal: customer?.submissionsRequiredToUnseal ?? 0,
    handedIn: bids.filter((bid) => isHandedIn(bid.status)).length,
    rows: bids.map((bid) => ({
      ...rowOf(bid, grandTotalOf(totals.get(bid.submissionId), formIds)),
      ...(conflicted.has(bid.submissionId) ? { conflicted: true as const } : {}),
    })),
  };
}

/** GET Submissions: the list after the closing. */
export async function findOpeningSubmissions(session: SessionContext, projectId: string) {
  return submissionsView(session, await reachOpening(session, projectId));
}

/**
 * POST Unseal: the parts named, of every bid handed in that still has them sealed, each bid in one
 * transaction at its version with its audit event (the parts, the statuses; never content). Below the
 * agency's minimum, only with the buyer's authorisation, which the audit events record.
 */
export async function unsealSubmissions(session: SessionContext, projectId: string, input: TUnsealRequest) {
  const reached = await reachOpening(session, projectId);
  const { customerId } = session;
  const [bids, customer] = await Promise.all([
    listedBidsOf(customerId, projectId),
    getItem(CustomerHeader, { customerId }),
  ]);
  const handedIn = bids.filter((bid) => isHandedIn(bid.status));
  const minimum = findMinimumProblem(
    handedIn.length,
    customer?.submissionsRequiredToUnseal ?? 0,
    input.authorised === true,
  );
  if (minimum) throw new AppError(minimum, { details: { handedIn: handedIn.length } });
  const parts = [...new Set(input.parts)];
  const at = nowIso();
  let unsealed = 0;
  for (const bid of handedIn) {
    const facts = { projectStatus: reached.project.status, status: bid.status, unsealed: unsealedParts(bid) };
    const toUnseal = parts.filter((part) => findUnsealProblem(facts, part) === null);
    if (toUnseal.length === 0) continue;
    const mark = { at, by: session.userId };
    const status: SubmissionStatus = statusAfterUnseal(bid.status);
    const set = {
      status,
      ...(toUnseal.includes('price') ? { priceUnsealed: mark } : {}),
      ...(toUnseal.includes('submission') ? { submissionUnsealed: mark } : {}),
    };
    await transactAudited(
      {
        ...projectAudit(session, projectId, 'submissionUnsealed'),
        before: { submissionId: bid.submissionId, status: bid.status },
        after: {
          submissionId: bid.submissionId,
          status,
          parts: toUnseal,
          ...(input.authorised ? { authorisedBelowMinimum: true } : {}),
        },
      },
      [tx.updateVersioned(Submission, bid, { set })],
    );
    unsealed += 1;
  }
  if (unsealed > 0) metrics.count('Openings');
  return submissionsView(session, reached);
}

async function bidOf(session: SessionContext, projectId: string, submissionId: string) {
  const bid = await getItem(Submission, { customerId: session.customerId, projectId, submissionId });
  if (!bid || !isListedBid(bid)) throw new AppError('openingSubmissionNotFound');
  return bid;
}

/**
 * GET Submission: one bid. Its forms only once its price is unsealed, the rest only once its submission is;
 * asking for a bid with a part still sealed is recorded as a refused attempt on that part.
 */
export async function getOpeningSubmission(
  session: SessionContext,
  projectId: string,
  submissionId: string,
): Promise<TOpeningSubmissionDetail> {
  const reached = await reachOpening(session, projectId);
  const { customerId, userId } = session;
  const [bid, sheet] = await Promise.all([
    bidOf(session, projectId, submissionId),
    getItem(EvaluationSheet, { customerId, projectId, userId, submissionId }),
  ]);
  // An evaluator who declared a conflict with this bidder does not open its bid here either (decision 063).
  const conflict = conflictRefusal(sheet?.declaration);
  if (conflict) throw new AppError(conflict);
  const priceOpen = bid.priceUnsealed !== undefined;
  const contentOpen = bid.submissionUnsealed !== undefined;
  if (!priceOpen || !contentOpen)
    await auditRefusal(
      session,
      projectId,
      'getOpeningSubmission',
      submissionId,
      !priceOpen && !contentOpen ? 'sealed' : !priceOpen ? 'priceSealed' : 'submissionSealed',
    );
  const [parts, files, forms] = await Promise.all([
    priceOpen || contentOpen
      ? queryAll(SubmissionPart, partsOfSubmission(customerId, projectId, submissionId))
      : Promise.resolve([]),
    openedBidFiles(customerId, projectId, bid),
    priceOpen ? formsOfProject(customerId, projectId) : Promise.resolve([]),
  ]);
  const opened = parts.filter((part) => (unsealPartOf(part.partId) === 'price' ? priceOpen : contentOpen));
  const byPart = new Map(opened.map((part) => [part.partId, part]));
  const formTotals: Record<string, TFormTotals> = {};
  const detail: TOpeningSubmissionDetail = {
    ...projectFacts(reached),
    row: rowOf(bid, undefined),
  };
  if (priceOpen) {
    detail.forms = forms.flatMap((form) => {
      const part = byPart.get(`form.${form.tenderTableId}`);
      if (!part) return [];
      const stored = unpackPart<StoredFormPart>(part);
      formTotals[form.tenderTableId] = stored.totals;
      // The form is locked once a bid is handed in (findRequirementsLock): its definition is the bid's.
      const { columns, lines } = bidLinesOf(definitionOf(form), stored.entries);
      return [
        {
          tenderTableId: form.tenderTableId,
          name: form.name,
          entries: stored.entries,
          totals: stored.totals,
          columns,
          lines,
        },
      ];
    });
    detail.row = rowOf(
      bid,
      grandTotalOf(
        formTotals,
        forms.filter((form) => form.tableType === 'price').map((form) => form.tenderTableId),
      ),
    );
  }
  if (contentOpen) {
    for (const key of ['answers', 'references', 'subcontractors', 'securities'] as const) {
      const part = byPart.get(key);
      if (part) (detail as Record<string, unknown>)[key] = unpackPart(part);
    }
    detail.files = files;
    const items = await queryAll(SubmissionRequirement, requirementItemsOfProject(customerId, projectId));
    detail.requirementTitles = Object.fromEntries(
      items.map((item) => [item.submissionRequirementId, item.title]),
    );
    if (bid.receipt) detail.receiptDigest = bid.receipt.digest;
  }
  return detail;
}

/** GET OpeningSheet: every bidder, each price form's total once its price is unsealed. */
export async function getOpeningSheet(session: SessionContext, projectId: string): Promise<TOpeningSheet> {
  const reached = await reachOpening(session, projectId);
  const { customerId } = session;
  const [bids, forms] = await Promise.all([
    listedBidsOf(customerId, projectId),
    priceFormsOf(customerId, projectId),
  ]);
  const totals = await priceTotalsOf(customerId, projectId, bids);
  const formIds = forms.map((form) => form.tenderTableId);
  return {
    ...projectFacts(reached),
    forms: forms.map((form) => ({ tenderTableId: form.tenderTableId, name: form.name })),
    bidders: bids.map((bid) => {
      const own = totals.get(bid.submissionId);
      const grandTotal = grandTotalOf(own, formIds);
      return {
        submissionId: bid.submissionId,
        companyName: bid.companyName,
        ...(bid.completedAt ? { submittedAt: bid.completedAt } : {}),
        priceSealed: !bid.priceUnsealed,
        totals: Object.fromEntries(
          formIds.flatMap((id) => (own?.[id] ? [[id, own[id].total] as const] : [])),
        ),
        ...(grandTotal ? { grandTotal } : {}),
      };
    }),
  };
}

/**
 * GET BidAnalysis: the unsealed prices side by side, the lowest marked (shared/domain's analyseBids), and
 * each price form's lines × those bidders with the lines they added (core/submissions/bid-tabulations.ts, which the
 * evaluation's pricing review shares). Only bids whose price is unsealed are read.
 */
export async function getBidAnalysis(session: SessionContext, projectId: string): Promise<TBidAnalysisView> {
  const reached = await reachOpening(session, projectId);
  const { customerId } = session;
  const [bids, forms] = await Promise.all([
    listedBidsOf(customerId, projectId),
    priceFormDefinitionsOf(customerId, projectId),
  ]);
  const open = bids.filter((bid) => bid.priceUnsealed);
  return {
    ...projectFacts(reached),
    ...(await priceComparisonOf(customerId, projectId, forms, open)),
    sealedCount: bids.length - open.length,
  };
}

async function checklistOf(session: SessionContext, reached: Reached): Promise<TComplianceChecklist> {
  const { customerId } = session;
  const projectId = reached.project.projectId;
  const [items, bids] = await Promise.all([
    queryAll(ProjectComplianceItem, complianceItemsOfProject(customerId, projectId)),
    listedBidsOf(customerId, projectId),
  ]);
  return {
    ...projectFacts(reached),
    items: items
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((item) => ({ complianceId: item.complianceId, title: item.title, mandatory: item.mandatory })),
    bidders: bids.map((bid) => ({
      submissionId: bid.submissionId,
      companyName: bid.companyName,
      version: bid.version,
      marks: bid.compliance ?? {},
    })),
  };
}

/** GET Compliance: the project's compliance items × its bidders. */
export async function getComplianceChecklist(session: SessionContext, projectId: string) {
  return checklistOf(session, await reachOpening(session, projectId));
}

/** PUT Compliance: one item of one bidder marked (or cleared) at the bid's version, with its audit event. */
export async function markSubmissionCompliance(
  session: SessionContext,
  projectId: string,
  submissionId: string,
  input: TComplianceMark,
) {
  const reached = await reachOpening(session, projectId);
  const bid = await bidOf(session, projectId, submissionId);
  const item = await getItem(ProjectComplianceItem, {
    customerId: session.customerId,
    projectId,
    complianceId: input.complianceId,
  });
  if (!item) throw new AppError('complianceItemNotFound');
  assertVersion(bid, input.version);
  const compliance = { ...bid.compliance };
  if (input.mark === 'unmarked') delete compliance[input.complianceId];
  else compliance[input.complianceId] = input.mark;
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'submissionComplianceMarked'),
      before: { submissionId, mark: bid.compliance?.[input.complianceId] ?? 'unmarked' },
      after: { submissionId, complianceId: input.complianceId, mark: input.mark },
    },
    [tx.updateVersioned(Submission, bid, { set: { compliance } })],
  );
  return checklistOf(session, reached);
}

/**
 * POST RegisteredSuppliers: a plan taker's paper bid joins the list, Closed or Awarded only
 * (canAddRegisteredSupplier). It has its own submission id (a company's online bid, or a second one, keeps
 * its own), no content, and nothing sealed: the buyer holds the paper.
 */
export async function addRegisteredSupplierSubmission(
  session: SessionContext,
  projectId: string,
  vendorId: string,
): Promise<TOpeningRow> {
  // Adding reads no bid: the Closed/Awarded rule answers first (an Open bid's list is not shown either).
  const reached = await reachTenderProject(session, projectId);
  if (!canAddRegisteredSupplier(reached.project.status))
    throw new AppError('registeredSupplierAddNotAllowed');
  const { customerId } = session;
  const planTaker = await getItem(PlanTaker, { customerId, projectId, vendorId });
  if (!planTaker) throw new AppError('planTakerNotFound');
  const bids = await listedBidsOf(customerId, projectId);
  if (bids.some((bid) => bid.hardCopy && bid.vendorId === vendorId))
    throw new AppError('registeredSupplierAlreadyListed');
  const now = nowIso();
  const record: SubmissionRecord = {
    customerId,
    projectId,
    submissionId: randomUUID(),
    status: 'unsealed',
    companyName: planTaker.companyName,
    contactName: planTaker.contactName,
    contactEmail: planTaker.email,
    vendorId,
    completedAt: now,
    hardCopy: true,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'hardCopySubmissionListed'),
      after: { submissionId: record.submissionId, vendorId, companyName: record.companyName },
    },
    [tx.create(Submission, record)],
  );
  return rowOf(record, undefined);
}

/** DELETE Submission: only one the buyer recorded on paper. */
export async function deleteOpeningSubmission(
  session: SessionContext,
  projectId: string,
  submissionId: string,
): Promise<void> {
  await reachOpening(session, projectId);
  const bid = await bidOf(session, projectId, submissionId);
  if (!canDeleteSubmission(bid)) throw new AppError('submissionDeleteNotAllowed');
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'hardCopySubmissionDeleted'),
      before: { submissionId, companyName: bid.companyName },
    },
    [
      tx.delete(Submission, bid, {
        expression: '#ver = :version',
        names: { '#ver': 'version' },
        values: { ':version': bid.version },
      }),
    ],
  );
}
