import { Button, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../lib/notify';
import { BID_OPENING_NS } from '../i18n';
import { downloadReportPdf, downloadReportWorkbook } from '../lib/report-files';
import { reportFileName, type Report } from '../lib/reports';

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
