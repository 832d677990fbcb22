/**
 * Reading a project's bids after the closing, shared by the buyers' groups that work on them (the opening,
 * decision 057; the evaluation, decision 063): the bids the opening lists, and the engine's form totals of
 * those whose price is unsealed. Only unsealed parts are read: a sealed bid's content never leaves the table.
 */
import { gunzipSync } from 'node:zlib';
import { parseDecimal, type Decimal } from '../../../shared/domain/forms/decimal.js';
import { isHandedIn } from '../../../shared/domain/submissions/submission-status.js';
import { unsealPartOf } from '../../../shared/domain/submissions/unsealing.js';
import type { FormEntries } from '../../../shared/domain/forms/form-model.js';
import type { TFormTotals } from '../../../shared/schemas/tender-tables.js';
import {
  Submission,
  SubmissionFile,
  SubmissionPart,
  type SubmissionPartRecord,
  type SubmissionRecord,
} from '../db/entities/submission.js';
import {
  filesOfSubmission,
  partsOfSubmission,
  submissionsOfProject,
} from '../db/entities/submission-keys.js';
import { TenderTableHeader } from '../db/entities/tender-table-header.js';
import { tenderTablesOfProject } from '../db/entities/tender-table-keys.js';
import { queryAll } from '../db/ops.js';
import { signedDownload } from '../files/signed-download.js';

/** The bids the opening lists: those handed in (sealed, unsealed) and the ones recorded on paper. */
export const isListedBid = (bid: SubmissionRecord) => isHandedIn(bid.status) || bid.hardCopy === true;

/** The listed bids of a project, in the order handed in (then by company). */
export async function listedBidsOf(customerId: string, projectId: string) {
  const bids = await queryAll(Submission, submissionsOfProject(customerId, projectId));
  return bids
    .filter(isListedBid)
    .sort(
      (a, b) =>
        (a.completedAt ?? '').localeCompare(b.completedAt ?? '') ||
        a.companyName.localeCompare(b.companyName),
    );
}

export const unpackPart = <T>(part: SubmissionPartRecord): T =>
  JSON.parse(gunzipSync(part.contentGz).toString('utf8')) as T;

/** A form part as the submissions group stores it: the bidder's entries and the engine's totals. */
export interface StoredFormPart {
  entries: FormEntries;
  totals: TFormTotals;
}

/**
 * The stored form parts (entries and totals) of the bids whose price is unsealed, by submission then
 * tenderTableId. Only those bids' parts are read.
 */
export async function pricePartsOf(customerId: string, projectId: string, bids: readonly SubmissionRecord[]) {
  const stored = new Map<string, Record<string, StoredFormPart>>();
  await Promise.all(
    bids
      .filter((bid) => bid.priceUnsealed)
      .map(async (bid) => {
        const parts = await queryAll(
          SubmissionPart,
          partsOfSubmission(customerId, projectId, bid.submissionId),
        );
        const forms: Record<string, StoredFormPart> = {};
        for (const part of parts)
          if (unsealPartOf(part.partId) === 'price')
            forms[part.partId.slice('form.'.length)] = unpackPart<StoredFormPart>(part);
        stored.set(bid.submissionId, forms);
      }),
  );
  return stored;
}

/**
 * The forms' totals of the bids whose price is unsealed, by submission then tenderTableId. Only those bids'
 * parts are read.
 */
export async function priceTotalsOf(
  customerId: string,
  projectId: string,
  bids: readonly SubmissionRecord[],
) {
  const stored = await pricePartsOf(customerId, projectId, bids);
  return new Map([...stored].map(([submissionId, forms]) => [submissionId, totalsOfParts(forms)]));
}

/** A bid's stored form parts' totals, by tenderTableId. */
export const totalsOfParts = (
  forms: Record<string, StoredFormPart> | undefined,
): Record<string, TFormTotals> =>
  Object.fromEntries(Object.entries(forms ?? {}).map(([id, form]) => [id, form.totals]));

/** The sum of the price forms' totals a bid has, to the cent; undefined when it has none. */
export function grandTotalOf(
  forms: Record<string, TFormTotals> | undefined,
  priceFormIds: readonly string[],
) {
  if (!forms) return undefined;
  let sum: Decimal | undefined;
  for (const id of priceFormIds) {
    const amount = forms[id] ? parseDecimal(forms[id].total) : undefined;
    if (amount) sum = sum ? sum.plus(amount) : amount;
  }
  return sum ? sum.toFixed(2) : undefined;
}

/** The project's forms (id, name, type), in the project's order, as the forms' editor sorts them. */
export async function formHeadersOf(customerId: string, projectId: string) {
  const forms = await queryAll(TenderTableHeader, tenderTablesOfProject(customerId, projectId));
  return forms.sort((a, b) => a.sortOrder - b.sortOrder || a.createdAt.localeCompare(b.createdAt));
}

/** The project's price forms (the tables of type price), in the project's order. */
export async function priceFormsOf(customerId: string, projectId: string) {
  const forms = await formHeadersOf(customerId, projectId);
  return forms.filter((form) => form.tableType === 'price');
}

/**
 * The stored files of a bid whose submission part is unsealed, each with a one-minute download signed by the
 * caller's role (only the opening and evaluations groups read sealed/: decision 056). A sealed bid has none.
 */
export async function openedBidFiles(customerId: string, projectId: string, bid: SubmissionRecord) {
  if (!bid.submissionUnsealed) return [];
  const files = await queryAll(SubmissionFile, filesOfSubmission(customerId, projectId, bid.submissionId));
  return Promise.all(
    files
      .filter((file) => file.state === 'stored')
      .map(async (file) => {
        const download = await signedDownload(file);
        return {
          fileId: file.fileId,
          submissionRequirementId: file.submissionRequirementId,
          fileName: file.fileName,
          size: file.size,
          ...(file.sha256 ? { sha256: file.sha256 } : {}),
          download: { url: download.url, expiresAt: download.expiresAt },
        };
      }),
  );
}
