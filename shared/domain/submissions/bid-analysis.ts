/**
 * The bid analysis (docs/product/opening.md#bid-analysis, issue 10 item 5): each price form's totals side by
 * side, one column per bidder whose price is unsealed, the lowest total of each form marked. Amounts are the
 * engine's decimal strings, compared exactly (never as floats). Pure: the screen and the server share it.
 */
import { parseDecimal, type Decimal } from '../forms/decimal.js';

export interface BidderFormTotals {
  submissionId: string;
  companyName: string;
  /** The engine's totals of the bidder's form, by tenderTableId; a form the bidder did not fill is absent. */
  totals: Readonly<Record<string, { total: string } | undefined>>;
}

export interface AnalysedForm {
  tenderTableId: string;
  name: string;
  /** One cell per bidder, in the bidders' order; null where the bidder has no total for this form. */
  totals: (string | null)[];
  /** The bidders (submission ids) at the lowest total; several on a tie, none when no one priced it. */
  lowest: string[];
}

export interface BidAnalysis {
  bidders: { submissionId: string; companyName: string; grandTotal: string | null; lowest: boolean }[];
  forms: AnalysedForm[];
}

function lowestOf(values: readonly { id: string; amount: Decimal | undefined }[]): string[] {
  let min: Decimal | undefined;
  for (const { amount } of values) if (amount && (!min || amount.lt(min))) min = amount;
  return min ? values.filter((value) => value.amount?.eq(min)).map((value) => value.id) : [];
}

/** Forms in the order given, bidders in the order given; a bidder's grand total sums the forms it priced. */
export function analyseBids(
  forms: readonly { tenderTableId: string; name: string }[],
  bidders: readonly BidderFormTotals[],
): BidAnalysis {
  const analysed = forms.map((form) => {
    const totals = bidders.map((bidder) => bidder.totals[form.tenderTableId]?.total ?? null);
    const lowest = lowestOf(
      bidders.map((bidder, i) => ({
        id: bidder.submissionId,
        amount: totals[i] ? parseDecimal(totals[i]) : undefined,
      })),
    );
    return { tenderTableId: form.tenderTableId, name: form.name, totals, lowest };
  });
  const grand = bidders.map((bidder, i) => {
    const amounts = analysed
      .map((form) => form.totals[i])
      .filter((text): text is string => text !== null)
      .map((text) => parseDecimal(text))
      .filter((amount): amount is Decimal => amount !== undefined);
    return {
      id: bidder.submissionId,
      // Only a bidder who priced every form has a grand total comparable with the others'.
      amount:
        amounts.length === forms.length && forms.length > 0
          ? amounts.reduce((sum, amount) => sum.plus(amount))
          : undefined,
    };
  });
  const lowestGrand = lowestOf(grand);
  return {
    bidders: bidders.map((bidder, i) => ({
      submissionId: bidder.submissionId,
      companyName: bidder.companyName,
      grandTotal: grand[i]!.amount ? grand[i]!.amount.toFixed(2) : null,
      lowest: lowestGrand.includes(bidder.submissionId),
    })),
    forms: analysed,
  };
}
