import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlanTakerSubmission } from '../../../../../shared/schemas/plan-takers';
import { readSupplierActivity, type Scope } from '../api/companies-api';
import { COMPANIES_NS } from '../i18n';
import { supplierActivityFileName, supplierActivityRows } from '../lib/supplier-activity-sheet';

/**
 * Source → companies: the SupplierActivity export (docs/product/opening.md#exports), what each company did on
 * the bid, as an Excel workbook or a PDF written in the browser from the buyer's own lists (read when asked);
 * its writers, exceljs and jspdf load only then. Before the close it names no bid (supplierActivityRows).
 */
export function SupplierActivitySection({
  scope,
  projectId,
  when,
  submissionText,
}: {
  scope: Scope | null;
  projectId: string;
  when: (instant: string) => string;
  submissionText: (submission: TPlanTakerSubmission) => string;
}) {
  const { t } = useTranslation(COMPANIES_NS);
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);
  const exportActivity = async (format: 'xlsx' | 'pdf') => {
    if (!scope) return;
    setExporting(true);
    setFailed(false);
    try {
      const texts = {
        company: t('company'),
        planTakerSince: t('activity.planTakerSince'),
        followingSince: t('activity.followingSince'),
        questions: t('activity.questions'),
        questionDates: t('activity.questionDates'),
        meetings: t('activity.meetings'),
        addenda: t('activity.addenda'),
        noBid: t('activity.noBid'),
        bidStatus: t('activity.bidStatus'),
        handedInAt: t('activity.handedInAt'),
        addendum: (number: number) => t('activity.addendum', { number }),
        status: submissionText,
      };
      const [{ projectNumber, sources }, writers] = await Promise.all([
        readSupplierActivity(scope, projectId),
        import('../lib/sheet-export'),
      ]);
      const rows = supplierActivityRows(sources, texts, when);
      const fileName = supplierActivityFileName(projectNumber ?? projectId, format);
      if (format === 'pdf') await writers.downloadPdfTable(t('activity.title'), rows, fileName);
      else
        await writers.downloadWorkbook(
          t('activity.sheet'),
          rows,
          fileName,
          [32, 20, 20, 10, 40, 40, 40, 20, 24, 20],
        );
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  };
  return (
    <section aria-labelledby="companies-activity" className="tb-section" data-testid="supplier-activity">
      <Heading level={2} id="companies-activity">
        {t('activity.title')}
      </Heading>
      <p>{t('activity.intro')}</p>
      <div aria-live="polite">{failed && <Alert variation="error">{t('activity.exportFailed')}</Alert>}</div>
      <Flex gap="small" wrap="wrap">
        <Button size="small" isDisabled={exporting || !scope} onClick={() => void exportActivity('xlsx')}>
          {t('activity.export')}
        </Button>
        <Button size="small" isDisabled={exporting || !scope} onClick={() => void exportActivity('pdf')}>
          {t('activity.exportPdf')}
        </Button>
      </Flex>
    </section>
  );
}
