/**
 * A supplier's online bid (issue 10 items 1 and 2, decision 054): read it (creating nothing), save its
 * parts at their versions (forms through the shared engine), submit it in one transaction with its receipt,
 * withdraw it. The bid is the company's: its header is keyed by the session's vendor, so no supplier can
 * name another's. Nothing here logs, audits or emails a price, an answer or a file's content.
 */
import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { computeForm, findTotalMismatch, refusedBidCells } from '../../shared/domain/forms/form-engine.js';
import type { FormDefinition, FormEntries } from '../../shared/domain/forms/form-model.js';
import { defaultRequirementSettings } from '../../shared/domain/projects/submission-requirements.js';
import {
  bidDigest,
  findMissingItems,
  formPartId,
  supplierFormDefinition,
  type BidContent,
  type BidFormFacts,
  type SubmissionPartKind,
} from '../../shared/domain/submissions/bid-content.js';
import {
  bidIdOf,
  findAnotherBidRefusal,
  isWithdrawable,
} from '../../shared/domain/submissions/multiple-bids.js';
import { isOpenAt } from '../../shared/domain/opportunities/public-listing.js';
import type { ErrorCode, Language } from '../../shared/errors.js';
import { catalogueMessage } from '../../shared/errors.js';
import type {
  TBidSubmission,
  TSubmissionFormSave,
  TSubmissionPartSave,
} from '../../shared/schemas/submissions.js';
import type { TReceipt } from '../../shared/schemas/submission-record.js';
import { AppError, ConflictError } from '../core/app-error.js';
import { now as clockNow, nowMs, nowIso } from '../core/clock.js';
import { ProjectPublicView } from '../core/db/entities/project-public-view.js';
import {
  SubmissionRequirement,
  SubmissionRequirementSettings,
} from '../core/db/entities/submission-requirement.js';
import { requirementItemsOfProject } from '../core/db/entities/submission-requirement-keys.js';
import {
  NoBid,
  Submission,
  submissionsOfVendorOnProject,
  SubmissionFile,
  SubmissionPart,
  type SubmissionFileRecord,
  type SubmissionPartRecord,
  type SubmissionRecord,
} from '../core/db/entities/submission.js';
import { filesOfSubmission, partsOfSubmission } from '../core/db/entities/submission-keys.js';
import { SupplierUser } from '../core/db/entities/supplier-user.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx, type TxItem } from '../core/db/transaction.js';
import { totalsOf } from '../core/forms/form-storage.js';
import { logger } from '../core/logger.js';
import { metrics } from '../core/metrics.js';
import type { SessionContext } from '../core/session.js';
import { definitionOf, formsOfProject } from '../core/forms/tender-table-records.js';
import { submissionReceiptEmail } from './submission-email.js';
import { assertOpen, OtherCompanysBid, reachSubmissionBid, type SubmissionBid } from './submission-access.js';
import { sendEmail } from '../core/email.js';

const packContent = (content: unknown) => new Uint8Array(gzipSync(JSON.stringify(content)));
// Written only by packContent after the route's schema (and for a form, the engine) accepted it.
const unpackContent = <T>(record: SubmissionPartRecord): T =>
  JSON.parse(gunzipSync(record.contentGz).toString('utf8')) as T;

/**
 * Everything a bid's rules read: the requirements, the forms as the bidder sees them, the bid and its parts,
 * the company's other bids and its "no bid" (decision 060). `named` is the bid the request names (its
 * `submissionId` query); none names the company's first, keyed by its vendor id (decision 054). A named bid
 * is found by the company and its id: one that is not the company's is not found, whoever's it is.
 */
export async function loadBid(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  now: Date,
  named?: string,
) {
  const bid = await reachSubmissionBid(session, agencyDomain, projectId, now);
  const { customerId } = bid;
  const vendorId = session.customerId;
  const submissionId = bidIdOf(vendorId, named);
  const [settingsRecord, items, formRecords, header, parts, files, bids, noBid] = await Promise.all([
    getItem(SubmissionRequirementSettings, { customerId, projectId }),
    queryAll(SubmissionRequirement, requirementItemsOfProject(customerId, projectId)),
    formsOfProject(customerId, projectId),
    getItem(Submission, { customerId, projectId, submissionId }),
    queryAll(SubmissionPart, partsOfSubmission(customerId, projectId, submissionId)),
    queryAll(SubmissionFile, filesOfSubmission(customerId, projectId, submissionId)),
    queryAll(Submission, submissionsOfVendorOnProject(vendorId, customerId, projectId)),
    getItem(NoBid, { customerId, projectId, vendorId }),
  ]);
  // The first bid may not exist yet (its first save creates it); any other is the company's or nothing.
  // A header keyed by the company's vendor id is its first bid, even one recorded without a vendor (040).
  const own =
    !header || header.vendorId === vendorId || (header.vendorId === undefined && submissionId === vendorId);
  if (!own) throw new OtherCompanysBid(customerId, projectId, submissionId);
  if (submissionId !== vendorId && !header) throw new AppError('submissionNotFound');
  const settings = settingsRecord?.settings ?? defaultRequirementSettings();
  const forms: BidFormFacts[] = formRecords
    .filter((form) => (form.tableType === 'price' ? settings.prices : settings.specifications).used)
    .map((form) => ({
      tenderTableId: form.tenderTableId,
      definition: supplierFormDefinition(definitionOf(form)),
    }));
  const sortedItems = [...items].sort((a, b) => a.kind.localeCompare(b.kind) || a.sortOrder - b.sortOrder);
  files.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const companyBids = bids
    .filter((b) => b.vendorId === vendorId)
    .sort(
      (a, b) =>
        Number(b.submissionId === vendorId) - Number(a.submissionId === vendorId) ||
        a.createdAt.localeCompare(b.createdAt),
    );
  return {
    bid,
    settings,
    items: sortedItems,
    forms,
    header,
    parts,
    files,
    submissionId,
    bids: companyBids,
    noBid,
  };
}
export type LoadedBid = Awaited<ReturnType<typeof loadBid>>;

type FormPart = { entries: FormEntries; totals: ReturnType<typeof totalsOf> };

/** The bid's content as the rules and the digest read it: its parts and its stored files. */
function contentOf(
  parts: readonly SubmissionPartRecord[],
  files: readonly SubmissionFileRecord[],
): BidContent {
  const content: BidContent = {
    forms: {},
    files: files
      .filter((file) => file.state === 'stored' && file.sha256)
      .map((file) => ({
        submissionRequirementId: file.submissionRequirementId,
        fileName: file.fileName,
        size: file.size,
        sha256: file.sha256!,
      })),
  };
  for (const part of parts) {
    if (part.partId.startsWith('form.'))
      content.forms[part.partId.slice('form.'.length)] = unpackContent<FormPart>(part).entries;
    else (content as Record<string, unknown>)[part.partId] = unpackContent(part);
  }
  return content;
}

function viewOf(agencyDomain: string, loaded: LoadedBid, now: Date): TBidSubmission {
  const { bid, settings, items, forms, header, parts, files, bids, noBid } = loaded;
  const tender = tenderOf(bid);
  const project = bid.project;
  const content = contentOf(parts, files);
  const partView: TBidSubmission['parts'] = { forms: {} };
  for (const part of parts) {
    if (part.partId.startsWith('form.')) {
      const stored = unpackContent<FormPart>(part);
      partView.forms[part.partId.slice('form.'.length)] = { version: part.version, ...stored };
    } else
      (partView as Record<string, unknown>)[part.partId] = {
        version: part.version,
        content: unpackContent(part),
      };
  }
  const closingDate = typeof project.closingDate === 'string' ? project.closingDate : undefined;
  return {
    agencyDomain: agencyDomain.toLowerCase(),
    projectId: project.projectId,
    projectName: typeof project.name === 'string' ? project.name : '',
    ...(closingDate ? { closingDate } : {}),
    timeZone: bid.timeZone,
    open: bid.open && closingDate !== undefined && Date.parse(closingDate) > now.getTime(),
    requirements: {
      settings,
      items: items.map(({ submissionRequirementId, kind, title, content: itemContent }) => ({
        submissionRequirementId,
        kind,
        title,
        content: itemContent,
      })),
      forms,
    },
    submission: header
      ? {
          submissionId: header.submissionId,
          status: header.status,
          version: header.version,
          companyName: header.companyName,
          ...(header.label ? { label: header.label } : {}),
          ...(header.receipt ? { receipt: header.receipt } : {}),
          ...(header.withdrawnAt ? { withdrawnAt: header.withdrawnAt } : {}),
        }
      : null,
    parts: partView,
    files: files.map((file) => ({
      fileId: file.fileId,
      submissionRequirementId: file.submissionRequirementId,
      fileName: file.fileName,
      size: file.size,
      state: file.state,
      ...(file.sha256 ? { sha256: file.sha256 } : {}),
      ...(file.verification ? { verification: file.verification } : {}),
      ...(file.storedAt ? { storedAt: file.storedAt } : {}),
    })),
    missing: findMissingItems({ settings, items, forms, bid: content }),
    allowMultipleSubmissions: tender.allowMultipleSubmissions === true,
    bids: bids.map((b) => ({
      submissionId: b.submissionId,
      status: b.status,
      ...(b.label ? { label: b.label } : {}),
      ...(b.completedAt ? { completedAt: b.completedAt } : {}),
    })),
    noBidOffered: tender.onlineSubmissionShowNoBid === true,
    noBid: noBid ? { declaredAt: noBid.declaredAt, ...(noBid.reason ? { reason: noBid.reason } : {}) } : null,
  };
}

/** The tender's switches this file reads (shared/schemas/projects.ts ZTender). */
export function tenderOf(bid: SubmissionBid): {
  allowMultipleSubmissions?: boolean;
  onlineSubmissionShowNoBid?: boolean;
} {
  const tender = bid.project.tender;
  return tender && typeof tender === 'object' ? (tender as Record<string, boolean | undefined>) : {};
}

/** GET: the bid as the company has it, with what the tender asks and what is still missing. */
export async function getBidSubmission(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  submissionId?: string,
): Promise<TBidSubmission> {
  const now = clockNow();
  return viewOf(agencyDomain, await loadBid(session, agencyDomain, projectId, now, submissionId), now);
}

// ------------------------------------------------------------------------------------------------- saving

export const audit = (session: SessionContext, bid: SubmissionBid, submissionId: string, action: string) => ({
  customerId: bid.customerId,
  actorId: session.userId,
  entityType: 'submission',
  // Not on the project's activity feed (no projectId): it would tell the buyer who is bidding before opening.
  entityId: `${bid.project.projectId}/${submissionId}`,
  action,
});

/** The company's first bid on the project: its header, incomplete, named after the company. */
async function newHeader(session: SessionContext, loaded: LoadedBid): Promise<TxItem> {
  const { bid, submissionId } = loaded;
  // Only the first bid is created by a save; a further bid exists from its start (startAnotherBid).
  if (submissionId !== session.customerId) throw new AppError('submissionNotFound');
  return tx.create(Submission, await newHeaderRecord(session, bid, submissionId));
}

/** A new bid header of the company: incomplete, named after the company, the user as its contact. */
async function newHeaderRecord(
  session: SessionContext,
  bid: SubmissionBid,
  submissionId: string,
): Promise<SubmissionRecord> {
  const user = await getItem(SupplierUser, { vendorId: session.customerId, supplierUserId: session.userId });
  const now = nowIso();
  return {
    customerId: bid.customerId,
    projectId: bid.project.projectId,
    submissionId,
    status: 'incomplete',
    companyName: bid.vendor.companyName,
    contactName: user ? `${user.firstName} ${user.lastName}`.trim() : undefined,
    contactEmail: bid.vendor.primaryEmail ?? user?.email ?? '',
    vendorId: session.customerId,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The header write of a file change, which names no bid version (a long upload must not fail because a
 * form was saved meanwhile): created when absent; else, on condition that the bid is still being drafted
 * (incomplete or withdrawn), incomplete at the next version. A submitted bid is not edited.
 */
export async function touchHeader(session: SessionContext, loaded: LoadedBid): Promise<TxItem> {
  const { bid, header } = loaded;
  if (!header) return newHeader(session, loaded);
  if (header.status === 'complete') throw new AppError('submissionNotEditable');
  if (header.status !== 'incomplete' && header.status !== 'withdrawn') throw new AppError('submissionClosed');
  return tx.update(
    Submission,
    { customerId: bid.customerId, projectId: bid.project.projectId, submissionId: header.submissionId },
    { set: { status: 'incomplete' }, add: { version: 1 } },
    {
      expression: '#status IN (:incomplete, :withdrawn)',
      names: { '#status': 'status' },
      values: { ':incomplete': 'incomplete', ':withdrawn': 'withdrawn' },
    },
  );
}

/**
 * The header write of a part save: created at the first save (at bid version 0), else moved to the next
 * version (a withdrawn bid being changed is incomplete again); a submitted bid is not edited.
 */
async function headerWrite(
  session: SessionContext,
  loaded: LoadedBid,
  submissionVersion: number,
): Promise<TxItem> {
  const { header } = loaded;
  if (!header) {
    if (submissionVersion !== 0) throw new AppError('submissionNotFound');
    return newHeader(session, loaded);
  }
  assertVersion(header, submissionVersion);
  if (header.status === 'complete') throw new AppError('submissionNotEditable');
  if (header.status !== 'incomplete' && header.status !== 'withdrawn') throw new AppError('submissionClosed');
  return tx.updateVersioned(Submission, header, { set: { status: 'incomplete' } });
}

/** The part write at the version read (0: a new part). */
function partWrite(
  session: SessionContext,
  loaded: LoadedBid,
  partId: string,
  version: number,
  content: unknown,
): TxItem {
  const current = loaded.parts.find((part) => part.partId === partId);
  if (!current) {
    if (version !== 0) throw new ConflictError({ details: { expected: version, current: 0 } });
    const now = nowIso();
    return tx.create(SubmissionPart, {
      customerId: loaded.bid.customerId,
      projectId: loaded.bid.project.projectId,
      submissionId: loaded.submissionId,
      partId,
      contentGz: packContent(content),
      updatedBy: session.userId,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
  }
  assertVersion(current, version);
  return tx.updateVersioned(SubmissionPart, current, {
    set: { contentGz: packContent(content), updatedBy: session.userId },
  });
}

async function savePart(
  session: SessionContext,
  agencyDomain: string,
  loaded: LoadedBid,
  partId: string,
  versions: { submissionVersion: number; version: number },
  content: unknown,
): Promise<TBidSubmission> {
  const items = [
    await headerWrite(session, loaded, versions.submissionVersion),
    partWrite(session, loaded, partId, versions.version, content),
  ];
  await transactAudited(
    { ...audit(session, loaded.bid, loaded.submissionId, 'submissionPartSaved'), after: { partId } },
    items,
  );
  return getBidSubmission(session, agencyDomain, loaded.bid.project.projectId, loaded.submissionId);
}

/**
 * The bidder's entries kept to what they may fill: the form's rows and their bidder-input cells, and rows of
 * their own where the form allows them (as many as the schema takes).
 */
function bidderEntries(definition: FormDefinition, entries: FormEntries): FormEntries {
  const rowIds = new Set(definition.rows.map((row) => row.id));
  const inputs = new Set(definition.columns.filter((c) => c.bidderInput && !c.formula).map((c) => c.key));
  const editable = new Set(definition.columns.filter((c) => !c.formula).map((c) => c.key));
  const keep = (cells: Record<string, string>, keys: Set<string>) =>
    Object.fromEntries(Object.entries(cells).filter(([key]) => keys.has(key)));
  return {
    rows: entries.rows
      .filter((row) => rowIds.has(row.rowId))
      .map((row) => ({ ...row, cells: keep(row.cells, inputs) })),
    ...(definition.allowBidderRows && entries.addedRows
      ? {
          addedRows: entries.addedRows.map((row) => ({ ...row, cells: keep(row.cells, editable) })),
        }
      : {}),
  };
}

/**
 * PUT a form's entries. The engine runs here on the form as the bidder sees it: a malformed number or an
 * option not offered is refused at its cell; totals sent that differ from the engine's are refused with
 * the engine's figures (formTotalMismatch), and nothing is stored. An empty required cell is not refused:
 * a draft may be incomplete, and the missing list says so.
 */
export async function saveSubmissionForm(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  tenderTableId: string,
  input: TSubmissionFormSave,
  lang: Language,
  submissionId?: string,
): Promise<TBidSubmission> {
  const now = clockNow();
  const loaded = await loadBid(session, agencyDomain, projectId, now, submissionId);
  assertOpen(loaded.bid, now);
  const form = loaded.forms.find((f) => f.tenderTableId === tenderTableId);
  if (!form) throw new AppError('submissionFormNotFound');
  const entries = bidderEntries(form.definition, input.entries);
  const result = computeForm(form.definition, entries);
  const refused = refusedBidCells(result);
  const first = refused[0];
  if (first) {
    const rowIndex = new Map(input.entries.rows.map((row, index) => [row.rowId, `rows.${index}`]));
    (input.entries.addedRows ?? []).forEach((row, index) => rowIndex.set(row.id, `addedRows.${index}`));
    throw new AppError(first.code, {
      fields: refused.map((p) => ({
        field: `body.entries.${rowIndex.get(p.rowId) ?? 'rows'}.cells.${p.columnKey}`,
        code: 'invalid' as const,
        message: catalogueMessage(p.code as ErrorCode, lang),
      })),
      publicDetails: { problems: refused },
    });
  }
  const totals = totalsOf(result);
  const mismatched = input.totals ? findTotalMismatch(input.totals, result) : [];
  if (mismatched.length > 0)
    throw new AppError('formTotalMismatch', { publicDetails: { mismatched, totals } });
  return savePart(session, agencyDomain, loaded, formPartId(tenderTableId), input, { entries, totals });
}

/** PUT one of the other parts whole; every requirement it names must be one the tender asks for. */
export async function saveSubmissionPart(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  input: TSubmissionPartSave,
  submissionId?: string,
): Promise<TBidSubmission> {
  const now = clockNow();
  const loaded = await loadBid(session, agencyDomain, projectId, now, submissionId);
  assertOpen(loaded.bid, now);
  const idsOf = (kind: string) =>
    new Set(loaded.items.filter((item) => item.kind === kind).map((item) => item.submissionRequirementId));
  const unknown = (field: string, ids: readonly string[], known: Set<string>) => {
    const index = ids.findIndex((id) => !known.has(id));
    if (index >= 0)
      throw new AppError('submissionRequirementUnknown', {
        fields: [{ field: `${field}.${index}`, code: 'invalid' }],
      });
  };
  if (input.part === 'answers') {
    unknown('body.content.questions', Object.keys(input.content.questions), idsOf('question'));
    unknown('body.content.termsAccepted', input.content.termsAccepted, idsOf('terms'));
  }
  if (input.part === 'securities')
    unknown(
      'body.content',
      input.content.map((s) => s.submissionRequirementId),
      idsOf('security'),
    );
  const part: SubmissionPartKind = input.part;
  return savePart(session, agencyDomain, loaded, part, input, input.content);
}

// ------------------------------------------------------------------------------------- submit and withdraw

/** The project still open for bids with the closing date read: the submit's transaction checks it. */
const stillOpen = (bid: SubmissionBid) =>
  tx.check(
    ProjectPublicView,
    { customerId: bid.customerId, projectId: bid.project.projectId },
    {
      expression: '#status IN (:published, :open) AND #closingDate = :closingDate',
      names: { '#status': 'status', '#closingDate': 'closingDate' },
      values: { ':published': 'published', ':open': 'open', ':closingDate': bid.project.closingDate },
    },
  );

/** A cancelled submit or withdrawal: the bid closed (or its closing moved) in between, or a stale version. */
async function explainCancelled(error: unknown, bid: SubmissionBid): Promise<never> {
  if (error instanceof ConflictError) {
    const project = await getItem(ProjectPublicView, {
      customerId: bid.customerId,
      projectId: bid.project.projectId,
    });
    const closing = typeof project?.closingDate === 'string' ? project.closingDate : undefined;
    if (!closing || Date.parse(closing) <= nowMs() || !['published', 'open'].includes(project?.status ?? ''))
      throw new AppError('submissionClosed');
  }
  throw error;
}

/**
 * POST Submit: the bid at the version read, refused while something is missing, and by the server's clock
 * at the final step. One transaction: the header to complete with its receipt, the project still open with
 * the closing read, and the audit event (the digest, no content). The receipt is emailed after the commit.
 */
export async function submitBid(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  version: number,
  submissionId?: string,
): Promise<TBidSubmission> {
  const loaded = await loadBid(session, agencyDomain, projectId, clockNow(), submissionId);
  const { bid, header, settings, items, forms, parts, files } = loaded;
  assertOpen(bid);
  if (!header) throw new AppError('submissionNotFound');
  assertVersion(header, version);
  if (header.status === 'complete') throw new AppError('submissionAlreadyComplete');
  if (loaded.noBid) throw new AppError('submissionNoBidDeclared');
  if (header.status !== 'incomplete' && header.status !== 'withdrawn') throw new AppError('submissionClosed');
  const content = contentOf(parts, files);
  const missing = findMissingItems({ settings, items, forms, bid: content });
  if (missing.length > 0) throw new AppError('submissionIncomplete', { publicDetails: { missing } });
  const digest = await bidDigest(
    {
      agencyId: bid.customerId,
      projectId,
      submissionId: header.submissionId,
      vendorId: session.customerId,
      companyName: header.companyName,
    },
    content,
  );
  // The final step: the server's clock now, not when the request began.
  const submittedAt = clockNow();
  assertOpen(bid, submittedAt);
  const receipt: TReceipt = { submittedAt: submittedAt.toISOString(), digest, files: content.files };
  try {
    await transactAudited(
      {
        ...audit(session, bid, header.submissionId, 'submissionSubmitted'),
        after: { digest, submittedAt: receipt.submittedAt, files: receipt.files.length },
      },
      [
        tx.updateVersioned(Submission, header, {
          set: { status: 'complete', completedAt: receipt.submittedAt, submittedBy: session.userId, receipt },
          remove: ['withdrawnAt'],
        }),
        stillOpen(bid),
      ],
    );
  } catch (error) {
    await explainCancelled(error, bid);
  }
  metrics.count('BidsReceived');
  // The forms of this bid with a prompt-pay discount: the terms the receipt names.
  const promptPay = forms.flatMap(({ tenderTableId, definition }) =>
    definition.promptPayDiscount && content.forms[tenderTableId]
      ? [{ formName: definition.name, discount: definition.promptPayDiscount }]
      : [],
  );
  await emailReceipt(session, bid, receipt, agencyDomain, header.submissionId, promptPay);
  return getBidSubmission(session, agencyDomain, projectId, header.submissionId);
}

/** The receipt to the submitting user. A failed send never undoes the submission; it is logged, not swallowed. */
async function emailReceipt(
  session: SessionContext,
  bid: SubmissionBid,
  receipt: TReceipt,
  agencyDomain: string,
  submissionId: string,
  promptPay: Parameters<typeof submissionReceiptEmail>[0]['promptPay'],
) {
  const user = await getItem(SupplierUser, { vendorId: session.customerId, supplierUserId: session.userId });
  if (!user) return;
  try {
    await sendEmail({
      to: [user.email],
      ...submissionReceiptEmail({
        projectName: typeof bid.project.name === 'string' ? bid.project.name : '',
        agencyDomain,
        projectId: bid.project.projectId,
        submissionId,
        timeZone: bid.timeZone,
        receipt,
        promptPay,
        ...(submissionId !== session.customerId ? { furtherBidId: submissionId } : {}),
      }),
    });
  } catch (error) {
    logger.error('Submission receipt email not sent', {
      customerId: bid.customerId,
      projectId: bid.project.projectId,
      submissionId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** POST Withdraw: a submitted bid, before closing; any other status is refused with the catalogue's text. */
export async function withdrawBid(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  version: number,
  submissionId?: string,
): Promise<TBidSubmission> {
  const loaded = await loadBid(session, agencyDomain, projectId, clockNow(), submissionId);
  const { bid, header } = loaded;
  if (!header) throw new AppError('submissionNotFound');
  assertOpen(bid);
  assertVersion(header, version);
  if (!isWithdrawable(header.status)) throw new AppError('submissionWithdrawNotAllowed');
  try {
    await transactAudited(audit(session, bid, header.submissionId, 'submissionWithdrawn'), [
      tx.updateVersioned(Submission, header, { set: { status: 'withdrawn', withdrawnAt: nowIso() } }),
      stillOpen(bid),
    ]);
  } catch (error) {
    await explainCancelled(error, bid);
  }
  return getBidSubmission(session, agencyDomain, projectId, header.submissionId);
}

/**
 * POST Submissions: starts another bid of the company (an alternative offer), where the tender allows
 * multiple submissions (decision 060): a header of its own id, incomplete, named by the supplier. Its parts,
 * files, receipt and status are its own; the routes reach it by naming its id.
 */
export async function startAnotherBid(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  label: string,
): Promise<TBidSubmission> {
  const now = clockNow();
  const loaded = await loadBid(session, agencyDomain, projectId, now);
  const { bid } = loaded;
  const refusal = findAnotherBidRefusal({
    allowMultipleSubmissions: tenderOf(bid).allowMultipleSubmissions,
    open: bid.open && isOpenAt(closingOf(bid), now),
    bidCount: loaded.bids.length,
  });
  if (refusal) throw new AppError(refusal);
  const submissionId = randomUUID();
  const first = await newHeaderRecord(session, bid, submissionId);
  await transactAudited({ ...audit(session, bid, submissionId, 'submissionStarted'), after: { label } }, [
    tx.create(Submission, { ...first, label }),
  ]);
  return getBidSubmission(session, agencyDomain, projectId, submissionId);
}

const closingOf = (bid: SubmissionBid) =>
  typeof bid.project.closingDate === 'string' ? bid.project.closingDate : undefined;
