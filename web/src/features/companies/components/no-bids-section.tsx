import { Alert, Button, Heading } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoBids, type Scope } from '../api/companies-api';
import { COMPANIES_NS } from '../i18n';
import { noBidFileName, noBidSheetRows } from '../lib/no-bid-sheet';

/**
 * Source → companies: the companies that declared "no bid" (decision 060), with who declared it, when (in
 * the agency's zone) and why, and the NoBid export (docs/product/opening.md#exports) as an Excel workbook
 * written in the browser; its writer and exceljs load only when asked for.
 */
export function NoBidsSection({
  scope,
  projectId,
  when,
}: {
  scope: Scope | null;
  projectId: string;
  when: (instant: string) => string;
}) {
  const { t } = useTranslation(COMPANIES_NS);
  const list = useNoBids(scope, projectId);
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);
  const noBids = list.data?.noBids;
  const exportSheet = async () => {
    if (!noBids) return;
    setExporting(true);
    setFailed(false);
    try {
      const texts = {
        sheet: t('noBids.sheet'),
        company: t('company'),
        contact: t('contact'),
        email: t('noBids.email'),
        declaredAt: t('noBids.declaredAt'),
        reason: t('noBids.reason'),
      };
      const { downloadWorkbook } = await import('../lib/sheet-export');
      await downloadWorkbook(
        texts.sheet,
        noBidSheetRows(noBids, texts, when),
        noBidFileName(projectId),
        [32, 24, 32, 24, 60],
      );
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  };
  return (
    <section aria-labelledby="companies-no-bids" className="tb-section" data-testid="no-bids">
      <Heading level={2} id="companies-no-bids">
        {t('noBids.title')}
      </Heading>
      {list.error ? (
        <Alert variation="error">{t('noBids.loadError')}</Alert>
      ) : !noBids ? (
        <p role="status">{t('noBids.loading')}</p>
      ) : noBids.length === 0 ? (
        <p>{t('noBids.none')}</p>
      ) : (
        <>
          <table className="tb-table">
            <caption className="tb-visually-hidden">{t('noBids.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('company')}</th>
                <th scope="col">{t('contact')}</th>
                <th scope="col">{t('noBids.declaredAt')}</th>
                <th scope="col">{t('noBids.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {noBids.map((n) => (
                <tr key={n.vendorId}>
                  <th scope="row">{n.companyName}</th>
                  <td>
                    {n.contactName}
                    <br />
                    <a href={`mailto:${n.contactEmail}`}>{n.contactEmail}</a>
                  </td>
                  <td>{when(n.declaredAt)}</td>
                  <td>{n.reason ?? t('noBids.noReason')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div aria-live="polite">
            {failed && <Alert variation="error">{t('noBids.exportFailed')}</Alert>}
          </div>
          <Button size="small" isDisabled={exporting} onClick={() => void exportSheet()}>
            {t('noBids.export')}
          </Button>
        </>
      )}
    </section>
  );
}
