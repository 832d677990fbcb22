import '../i18n';
import { Alert, Flex, Heading } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { accessTo } from '../../../lib/access';
import { isApiError } from '../../../lib/api-client';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useComplianceChecklist, useOpeningChanges, useScope } from '../api/opening-api';
import { BID_OPENING_NS } from '../i18n';
import { complianceReport, type Translate } from '../lib/reports';
import { ReportDownloads } from './report-downloads';
import { Loaded } from '../../../components/ui/loaded';

const MARKS = ['unmarked', 'met', 'notMet'] as const;

/**
 * /projects/:id/source/compliance (docs/product/opening.md#submissions-after-the-close, decision 057): after
 * the closing, the project's compliance items (Build → compliance) for each bidder, each marked met, not met
 * or not checked, at the bid's version.
 */
export function SourceCompliancePage() {
  const { t, i18n } = useTranslation(BID_OPENING_NS);
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const scope = useScope();
  const checklist = useComplianceChecklist(scope, id);
  const changes = useOpeningChanges(scope, id);
  const [error, setError] = useState<string | null>(null);
  const canAct = accessTo(session, pathname).canAct;
  const view = checklist.data;
  useDocumentTitle(view ? `${t('compliance.title')} · ${view.projectName}` : t('compliance.title'));
  const beforeClose = isApiError(checklist.error) && checklist.error.code === 'openingBeforeClose';

  const mark = async (submissionId: string, complianceId: string, value: string, version: number) => {
    setError(null);
    try {
      await changes.mark(submissionId, {
        complianceId,
        mark: value as (typeof MARKS)[number],
        version,
      });
      notifier.notify(t('compliance.saved'), 'success');
    } catch (err) {
      setError(formErrorsOf(err).message);
    }
  };

  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('compliance.title')}</Heading>
      {view && <p className="tb-muted">{`${view.projectNumber ?? ''} · ${view.projectName}`}</p>}
      {beforeClose ? (
        <Alert variation="info" heading={t('beforeClose')}>
          {t('beforeCloseHint')}
        </Alert>
      ) : (
        <Loaded
          result={{ data: view, error: checklist.error }}
          loadingText={t('loading')}
          failedText={t('loadError')}
        >
          {(view) => (
            <>
              <p>{t('compliance.intro')}</p>
              <ReportDownloads
                report={complianceReport(t as unknown as Translate, view, i18n.language)}
                projectName={view.projectName}
              />
              {error && (
                <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
                  {error}
                </Alert>
              )}
              {view.items.length === 0 ? (
                <p>{t('compliance.noItems')}</p>
              ) : view.bidders.length === 0 ? (
                <p>{t('none')}</p>
              ) : (
                <table className="tb-table">
                  <caption className="tb-visually-hidden">{t('compliance.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('columns.company')}</th>
                      {view.items.map((item) => (
                        <th key={item.complianceId} scope="col">
                          {item.title}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {view.bidders.map((bidder) => (
                      <tr key={bidder.submissionId}>
                        <th scope="row">{bidder.companyName}</th>
                        {view.items.map((item) => (
                          <td key={item.complianceId}>
                            <select
                              aria-label={t('compliance.markOf', {
                                item: item.title,
                                company: bidder.companyName,
                              })}
                              value={bidder.marks[item.complianceId] ?? 'unmarked'}
                              disabled={!canAct}
                              onChange={(e) =>
                                void mark(
                                  bidder.submissionId,
                                  item.complianceId,
                                  e.target.value,
                                  bidder.version,
                                )
                              }
                            >
                              {MARKS.map((m) => (
                                <option key={m} value={m}>
                                  {t(`compliance.${m}`)}
                                </option>
                              ))}
                            </select>
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          )}
        </Loaded>
      )}
    </Flex>
  );
}

export default SourceCompliancePage;
