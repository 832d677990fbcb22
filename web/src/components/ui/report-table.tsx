import { cellText, type ReportCell } from '../../lib/report-pdf';

/**
 * A report's rows (or a section's) as a table, the same rows the files carry; amounts align right. A row's
 * first cell heads it.
 */
export function ReportTable({
  report,
  caption,
}: {
  report: { head: readonly string[]; rows: readonly (readonly ReportCell[])[] };
  caption: string;
}) {
  return (
    <div className="tb-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="tb-table">
        <caption className="tb-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {report.head.map((cell, i) => (
              <th key={i} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cellText(cell)}
                  </th>
                ) : (
                  <td key={c} className={typeof cell === 'string' ? undefined : 'tb-amount'}>
                    {cellText(cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
