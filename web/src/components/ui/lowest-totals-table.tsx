/** The bids side by side, one row per price form and a grand total, in the bidders' columns. */
export interface LowestTotalsView {
  bidders: readonly {
    submissionId: string;
    companyName: string;
    grandTotal: string | null;
    lowest: boolean;
  }[];
  forms: readonly {
    tenderTableId: string;
    name: string;
    totals: readonly (string | null)[];
    /** The submission ids whose total is the row's lowest. */
    lowest: readonly string[];
  }[];
}

/**
 * The bid analysis's table (the opening's, decision 057; the evaluation's pricing review, decision 063): the
 * lowest of each row is bold with "(lowest)" written beside it, visible and read by screen readers.
 */
export function LowestTotalsTable({
  view,
  caption,
  formHeader,
  totalHeader,
  lowestLabel,
  format,
}: {
  view: LowestTotalsView;
  caption: string;
  formHeader: string;
  totalHeader: string;
  lowestLabel: string;
  format: (total: string) => string;
}) {
  const cell = (total: string | null, lowest: boolean, key: string) => (
    <td key={key} className={lowest ? 'tb-amount tb-lowest' : 'tb-amount'}>
      {total === null ? (
        ''
      ) : lowest ? (
        <strong>
          {format(total)} <span>{`(${lowestLabel})`}</span>
        </strong>
      ) : (
        format(total)
      )}
    </td>
  );
  return (
    <table className="tb-table">
      <caption className="tb-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{formHeader}</th>
          {view.bidders.map((b) => (
            <th key={b.submissionId} scope="col">
              {b.companyName}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view.forms.map((form) => (
          <tr key={form.tenderTableId}>
            <th scope="row">{form.name}</th>
            {form.totals.map((total, i) =>
              cell(total, form.lowest.includes(view.bidders[i]!.submissionId), view.bidders[i]!.submissionId),
            )}
          </tr>
        ))}
        <tr>
          <th scope="row">{totalHeader}</th>
          {view.bidders.map((b) => cell(b.grandTotal, b.lowest, b.submissionId))}
        </tr>
      </tbody>
    </table>
  );
}
