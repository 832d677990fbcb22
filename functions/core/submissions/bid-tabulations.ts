/**
 * The bid tabulation of a project's price forms (shared/domain/submissions/bid-lines.ts, tabulateBids): each
 * form's lines × the bidders, unit price and extended amount per bidder, the lines a bidder added after the
 * buyer's with that bidder named, then each bidder's figures. The opening's bid analysis (decision 057) and
 * the evaluation's pricing review (decision 063) answer it from the same code over their own bidders. Only
 * the bidders' stored form parts are read (`pricePartsOf`): a sealed price is never among them.
 */
import type { FormDefinition } from '../../../shared/domain/forms/form-model.js';
import { analyseBids } from '../../../shared/domain/submissions/bid-analysis.js';
import { tabulateBids } from '../../../shared/domain/submissions/bid-lines.js';
import type { TBidTabulation } from '../../../shared/schemas/opening.js';
import type { SubmissionRecord } from '../db/entities/submission.js';
import { unpackDefinition } from '../forms/form-storage.js';
import { priceFormsOf, pricePartsOf, totalsOfParts, type StoredFormPart } from './opened-bids.js';

/** A price form as the tabulation reads it. */
export interface TabulatedForm {
  tenderTableId: string;
  name: string;
  definition: FormDefinition;
}

/**
 * The project's price forms in the project's order, each with its definition. Read through the loose
 * header (`TenderTableHeader` keeps the stored attributes it does not name), so a reader of opened bids
 * bundles neither the forms' records module nor their editor's errors.
 */
export async function priceFormDefinitionsOf(
  customerId: string,
  projectId: string,
): Promise<TabulatedForm[]> {
  const forms = await priceFormsOf(customerId, projectId);
  return forms.map((form) => {
    const packed = (form as { definitionGz?: unknown }).definitionGz;
    if (!(packed instanceof Uint8Array)) throw new Error(`Form ${form.tenderTableId} has no definition`);
    return { tenderTableId: form.tenderTableId, name: form.name, definition: unpackDefinition(packed) };
  });
}

/**
 * Each price form's lines × the bidders, in the bidders' order, from their stored form parts (a bidder that
 * did not fill a form has empty cells and null figures there).
 */
export function bidTabulationsOf(
  forms: readonly TabulatedForm[],
  bidders: readonly { submissionId: string }[],
  stored: ReadonlyMap<string, Record<string, StoredFormPart>>,
): TBidTabulation[] {
  return forms.map((form) => {
    const parts = bidders.map((bidder) => stored.get(bidder.submissionId)?.[form.tenderTableId]);
    return {
      tenderTableId: form.tenderTableId,
      name: form.name,
      ...tabulateBids(
        form.definition,
        bidders.map((bidder, i) => ({
          submissionId: bidder.submissionId,
          entries: parts[i]?.entries ?? { rows: [] },
        })),
      ),
      totals: parts.map((part) => part?.totals ?? null),
    };
  });
}

/**
 * The bidders' prices side by side (BID_PRICE_COMPARISON of shared/schemas/opening.ts), in their order: the
 * forms' totals with the lowest marked (analyseBids), then each price form's tabulation. Only the stored
 * parts of the bids whose price is unsealed are read.
 */
export async function priceComparisonOf(
  customerId: string,
  projectId: string,
  forms: readonly TabulatedForm[],
  bidders: readonly SubmissionRecord[],
) {
  const stored = await pricePartsOf(customerId, projectId, bidders);
  return {
    ...analyseBids(
      forms.map((form) => ({ tenderTableId: form.tenderTableId, name: form.name })),
      bidders.map((bid) => ({
        submissionId: bid.submissionId,
        companyName: bid.companyName,
        totals: totalsOfParts(stored.get(bid.submissionId)),
      })),
    ),
    tabulations: bidTabulationsOf(forms, bidders, stored),
  };
}
