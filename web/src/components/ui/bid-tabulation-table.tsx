import type { TBidTabulation } from '../../../../shared/schemas/opening';
import { tabulationSection, type BidTabulationLabels } from './bid-tabulation';
import { ReportTable } from './report-table';

/**
 * A price form's bid tabulation (the opening's bid analysis, decision 057; the evaluation's pricing review,
 * decision 063): a row per line, the lines a bidder added after the form's with the bidder named in the
 * "added by" column, and each bidder's unit price and extended amount side by side, then the figures. The
 * rows are `tabulationSection`'s, the ones the opening's files carry; a wide table scrolls in its region.
 */
export function BidTabulationTable({
  tabulation,
  bidders,
  labels,
  format,
  caption,
}: {
  tabulation: TBidTabulation;
  bidders: readonly { companyName: string }[];
  labels: BidTabulationLabels;
  format: (amount: string) => string;
  caption: string;
}) {
  return <ReportTable report={tabulationSection(tabulation, bidders, labels, format)} caption={caption} />;
}
