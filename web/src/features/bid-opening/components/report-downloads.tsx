import { Button, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../lib/notify';
import { BID_OPENING_NS } from '../i18n';
import { downloadReportPdf, downloadReportWorkbook } from '../lib/report-files';
import { cellText } from '../../../lib/report-pdf';
import { reportFileName, type Report, type ReportCell } from '../lib/reports';

/** A screen's PDF and Excel downloads, made in the browser from the rows it shows (decision 057). */
export function ReportDownloads({ report, projectName }: { report: Report; projectName: string }) {
  const { t } = useTranslation(BID_OPENING_NS);
  const [busy, setBusy] = useState(false);
  const run = async (make: () => Promise<void>) => {
    setBusy(true);
    try {
      await make();
    } catch {
      notifier.notify(t('downloadFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap="small" wrap="wrap">
      <Button
        size="small"
        isDisabled={busy}
        onClick={() => void run(() => downloadReportPdf(report, reportFileName(report, projectName, 'pdf')))}
      >
        {t('downloadPdf')}
      </Button>
      <Button
        size="small"
        isDisabled={busy}
        onClick={() =>
          void run(() => downloadReportWorkbook(report, reportFileName(report, projectName, 'xlsx')))
        }
      >
        {t('downloadExcel')}
      </Button>
    </Flex>
  );
}

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
