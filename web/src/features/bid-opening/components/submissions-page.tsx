import '../i18n';
import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../../../../shared/domain/money';
import { findMinimumProblem, type UnsealPart } from '../../../../../shared/domain/submissions/unsealing';
import type {
  TBidAnalysisView,
  TOpeningRow,
  TOpeningSubmissionDetail,
  TOpeningSubmissions,
} from '../../../../../shared/schemas/opening';
import { LoadStatus } from '../../../components/ui/load-status';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { accessTo } from '../../../lib/access';
import { isApiError } from '../../../lib/api-client';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useBidAnalysis,
  useOpeningChanges,
  useOpeningSheet,
  useOpeningSubmission,
  useOpeningSubmissions,
  useScope,
} from '../api/opening-api';
import { BID_OPENING_NS } from '../i18n';
import {
  answersSection,
  bidAnalysisReport,
  formLinesSection,
  openingSheetReport,
  submissionReport,
  tabulationLabels,
  when,
  type Translate,
} from '../lib/reports';
import { cellText } from '../../../lib/report-pdf';
import { ReportTable } from '../../../components/ui/report-table';
import { ReportDownloads } from './report-downloads';
import { LowestTotalsTable } from '../../../components/ui/lowest-totals-table';
import { hasAddedLines } from '../../../components/ui/bid-tabulation';
import { BidTabulationTable } from '../../../components/ui/bid-tabulation-table';

const VIEWS = ['list', 'sheet', 'analysis'] as const;
type View = (typeof VIEWS)[number];

/**
 * /projects/:id/source/submissions (docs/product/opening.md#submissions-after-the-close, decision 057): after
 * the closing, the bids handed in with Unseal price and Unseal submission (below the agency's minimum, after
 * an explicit authorisation); `?submission=<id>` one bid's detail; `?view=sheet` the opening sheet,
 * `?view=analysis` the bid analysis. Before the closing the server refuses (and audits) and the page says
 * when submissions show. `exports` renders the export-of-all-submissions panel (decision 058) from the list's
 * rows, composed by the route map (features never import each other) and shown under the list once the
 * submissions show.
 */
export function SubmissionsPage({ exports }: { exports?: (rows: readonly TOpeningRow[]) => ReactNode }) {
  const { t, i18n } = useTranslation(BID_OPENING_NS);
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const scope = useScope();
  const list = useOpeningSubmissions(scope, id);
  const requested = search.get('view');
  const view: View = VIEWS.includes(requested as View) ? (requested as View) : 'list';
  const submissionId = search.get('submission');
  const data = list.data;
  useDocumentTitle(data ? `${t('title')} · ${data.projectName}` : t('title'));
  const tr = t as unknown as Translate;
  const locale = i18n.language;

  const beforeClose = isApiError(list.error) && list.error.code === 'openingBeforeClose';
  let body: ReactNode;
  if (beforeClose)
    body = (
      <Alert variation="info" heading={t('beforeClose')}>
        {t('beforeCloseHint')}
      </Alert>
    );
  else if (!data) body = <Loading error={list.error} t={tr} />;
  else if (submissionId)
    body = <SubmissionDetail projectId={id} submissionId={submissionId} t={tr} locale={locale} />;
  else if (view === 'sheet') body = <OpeningSheet projectId={id} t={tr} locale={locale} />;
  else if (view === 'analysis') body = <BidAnalysis projectId={id} t={tr} locale={locale} />;
  else
    body = (
      <>
        <SubmissionList list={data} projectId={id} t={tr} locale={locale} />
        {exports?.(data.rows)}
      </>
    );

  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('title')}</Heading>
      {data && <p className="tb-muted">{`${data.projectNumber ?? ''} · ${data.projectName}`}</p>}
      {!beforeClose && (
        <nav aria-label={t('views.label')}>
          <Flex gap="medium" wrap="wrap">
            {VIEWS.map((v) => (
              <Link
                key={v}
                to={v === 'list' ? '?' : `?view=${v}`}
                aria-current={!submissionId && view === v ? 'page' : undefined}
              >
                {t(`views.${v}`)}
              </Link>
            ))}
          </Flex>
        </nav>
      )}
      {body}
    </Flex>
  );
}

interface ViewProps {
  projectId: string;
  t: Translate;
  locale: string;
}

/** A read of the opening (its list, a bid, the sheet, the analysis) while it loads, or why it could not. */
function Loading({ error, t }: { error: unknown; t: Translate }) {
  return <LoadStatus error={error} loadingText={t('loading')} failedText={t('loadError')} />;
}

function SubmissionList({ list, projectId, t, locale }: ViewProps & { list: TOpeningSubmissions }) {
  const session = useSession();
  const { pathname } = useLocation();
  const scope = useScope();
  const changes = useOpeningChanges(scope, projectId);
  const canAct = accessTo(session, pathname).canAct;
  const [asking, setAsking] = useState<UnsealPart | null>(null);
  const [authorised, setAuthorised] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handedIn = list.rows.filter((r) => r.status === 'sealed' || r.status === 'unsealed');
  const left = (part: UnsealPart) => handedIn.some((r) => (part === 'price' ? !r.price : !r.submission));
  // The same rule as the server's: below the minimum, the authorisation is asked first.
  const needsAuthorisation =
    findMinimumProblem(list.handedIn, list.submissionsRequiredToUnseal, false) !== null;

  const unseal = async (part: UnsealPart, withAuthorisation: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await changes.unseal({ parts: [part], ...(withAuthorisation ? { authorised: true } : {}) });
      notifier.notify(t('unsealedNotice'), 'success');
      setAsking(null);
      setAuthorised(false);
    } catch (err) {
      setError(formErrorsOf(err).message);
    } finally {
      setBusy(false);
    }
  };
  const ask = (part: UnsealPart) => (needsAuthorisation ? setAsking(part) : void unseal(part, false));

  return (
    <Flex direction="column" gap="small">
      <p>{t('intro')}</p>
      <p className="tb-muted">{t(`unsealing.${list.unsealManually}`)}</p>
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {list.rows.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <Flex gap="small" wrap="wrap">
            <Button
              variation="primary"
              isDisabled={!canAct || busy || !left('price')}
              onClick={() => ask('price')}
            >
              {t('unsealPrice')}
            </Button>
            <Button isDisabled={!canAct || busy || !left('submission')} onClick={() => ask('submission')}>
              {t('unsealSubmission')}
            </Button>
          </Flex>
          <table className="tb-table">
            <caption className="tb-visually-hidden">{t('views.list')}</caption>
            <thead>
              <tr>
                {['company', 'status', 'submitted', 'price', 'submission', 'total', 'actions'].map((c) => (
                  <th key={c} scope="col">
                    {t(`columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.submissionId}>
                  <th scope="row">
                    {row.companyName}
                    {row.hardCopy && <span className="tb-muted">{` (${t('hardCopy')})`}</span>}
                  </th>
                  <td className="tb-nowrap">{t(`status.${row.status}`)}</td>
                  <td>{when(row.submittedAt, list.timeZone, locale)}</td>
                  <td className="tb-nowrap">{row.price ? t('unsealed') : t('sealed')}</td>
                  <td className="tb-nowrap">{row.submission ? t('unsealed') : t('sealed')}</td>
                  <td className="tb-amount">{row.grandTotal ? formatMoney(row.grandTotal, locale) : ''}</td>
                  <td>
                    {row.conflicted ? (
                      <span className="tb-muted">{t('conflicted')}</span>
                    ) : (
                      <Link
                        to={`?submission=${encodeURIComponent(row.submissionId)}`}
                        aria-label={`${t('view')} ${row.companyName}`}
                      >
                        {t('view')}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <ModalDialog
        open={asking !== null}
        title={t('authorise.title')}
        onCancel={() => setAsking(null)}
        actions={
          <>
            <Button data-autofocus onClick={() => setAsking(null)}>
              {t('authorise.cancel')}
            </Button>
            <Button
              variation="primary"
              isDisabled={!authorised || busy}
              onClick={() => asking && void unseal(asking, true)}
            >
              {t('authorise.unseal')}
            </Button>
          </>
        }
      >
        <p>{t('authorise.body', { handedIn: list.handedIn, required: list.submissionsRequiredToUnseal })}</p>
        <label className="tb-check">
          <input type="checkbox" checked={authorised} onChange={(e) => setAuthorised(e.target.checked)} />
          {t('authorise.confirm')}
        </label>
      </ModalDialog>
    </Flex>
  );
}

function SubmissionDetail({ projectId, submissionId, t, locale }: ViewProps & { submissionId: string }) {
  const scope = useScope();
  const detail = useOpeningSubmission(scope, projectId, submissionId);
  const view = detail.data;
  return (
    <Flex direction="column" gap="small">
      <Link to="?">{t('detail.back')}</Link>
      {!view ? <Loading error={detail.error} t={t} /> : <DetailBody view={view} t={t} locale={locale} />}
    </Flex>
  );
}

function DetailBody({ view, t, locale }: { view: TOpeningSubmissionDetail; t: Translate; locale: string }) {
  const report = submissionReport(t, view, locale);
  const answers = answersSection(t, view);
  const list = <T,>(items: readonly T[] | undefined, label: (item: T) => string) =>
    items && items.length > 0 ? (
      <ul>
        {items.map((item, i) => (
          <li key={i}>{label(item)}</li>
        ))}
      </ul>
    ) : (
      <p>{t('detail.nothing')}</p>
    );
  return (
    <Flex direction="column" gap="small">
      <Heading level={2}>{`${t('detail.title')} · ${view.row.companyName}`}</Heading>
      <ReportDownloads report={report} projectName={view.projectName} />
      <dl className="tb-details">
        {report.lines.slice(2).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{cellText(value)}</dd>
          </div>
        ))}
      </dl>
      <Heading level={3}>{t('detail.forms')}</Heading>
      {view.forms ? (
        <>
          {list(view.forms, (f) => `${f.name}: ${formatMoney(f.totals.total, locale)}`)}
          {view.forms.map((form) => {
            const section = formLinesSection(t, form, locale);
            const caption = t('detail.linesOf', { form: form.name });
            return (
              <section key={form.tenderTableId}>
                <Heading level={4}>{caption}</Heading>
                <ReportTable report={section} caption={caption} />
              </section>
            );
          })}
        </>
      ) : (
        <p>{t('detail.priceSealed')}</p>
      )}
      {!view.files ? (
        <p>{t('detail.submissionSealed')}</p>
      ) : (
        <>
          <Heading level={3}>{t('detail.files')}</Heading>
          {view.files.length === 0 ? (
            <p>{t('detail.nothing')}</p>
          ) : (
            <ul>
              {view.files.map((file) => (
                <li key={file.fileId}>
                  {view.requirementTitles?.[file.submissionRequirementId] && (
                    <span>{`${view.requirementTitles[file.submissionRequirementId]}: `}</span>
                  )}
                  {file.download ? (
                    <a href={file.download.url} aria-label={t('detail.download', { name: file.fileName })}>
                      {file.fileName}
                    </a>
                  ) : (
                    file.fileName
                  )}
                  {file.sha256 && <span className="tb-muted">{` SHA-256 ${file.sha256}`}</span>}
                </li>
              ))}
            </ul>
          )}
          <Heading level={3}>{t('detail.answers')}</Heading>
          {answers && answers.rows.length > 0 ? (
            <ReportTable report={answers} caption={t('detail.answers')} />
          ) : (
            <p>{t('detail.nothing')}</p>
          )}
          <Heading level={3}>{t('detail.references')}</Heading>
          {list(view.references, (r) => Object.values(r).filter(Boolean).join(' · '))}
          <Heading level={3}>{t('detail.subcontractors')}</Heading>
          {list(view.subcontractors, (s) => Object.values(s).filter(Boolean).join(' · '))}
          <Heading level={3}>{t('detail.securities')}</Heading>
          {list(view.securities, (s) => Object.values(s).filter(Boolean).join(' · '))}
          {view.receiptDigest && <p className="tb-muted">{`${t('detail.digest')}: ${view.receiptDigest}`}</p>}
        </>
      )}
    </Flex>
  );
}

function OpeningSheet({ projectId, t, locale }: ViewProps) {
  const scope = useScope();
  const sheet = useOpeningSheet(scope, projectId, true);
  if (!sheet.data) return <Loading error={sheet.error} t={t} />;
  const report = openingSheetReport(t, sheet.data, locale);
  return (
    <Flex direction="column" gap="small">
      <Heading level={2}>{t('sheet.title')}</Heading>
      <ReportDownloads report={report} projectName={sheet.data.projectName} />
      {sheet.data.bidders.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ReportTable report={report} caption={report.title} />
      )}
    </Flex>
  );
}

function BidAnalysis({ projectId, t, locale }: ViewProps) {
  const scope = useScope();
  const analysis = useBidAnalysis(scope, projectId, true);
  if (!analysis.data) return <Loading error={analysis.error} t={t} />;
  const view = analysis.data;
  const report = bidAnalysisReport(t, view, locale);
  return (
    <Flex direction="column" gap="small">
      <Heading level={2}>{t('analysis.title')}</Heading>
      <ReportDownloads report={report} projectName={view.projectName} />
      {view.sealedCount > 0 && (
        <p className="tb-muted">{t('analysis.sealedCount', { count: view.sealedCount })}</p>
      )}
      {view.bidders.length === 0 ? (
        <p>{t('analysis.none')}</p>
      ) : (
        <>
          <AnalysisTable view={view} t={t} locale={locale} />
          <Heading level={3}>{t('analysis.tabulation')}</Heading>
          {view.tabulations.some(hasAddedLines) && <p className="tb-muted">{t('analysis.addedLines')}</p>}
          {view.tabulations.map((tabulation) => (
            <section key={tabulation.tenderTableId}>
              <Heading level={4}>{tabulation.name}</Heading>
              <BidTabulationTable
                tabulation={tabulation}
                bidders={view.bidders}
                labels={tabulationLabels(t)}
                format={(text) => formatMoney(text, locale)}
                caption={t('analysis.tabulationOf', { form: tabulation.name })}
              />
            </section>
          ))}
        </>
      )}
    </Flex>
  );
}

function AnalysisTable({ view, t, locale }: { view: TBidAnalysisView; t: Translate; locale: string }) {
  return (
    <LowestTotalsTable
      view={view}
      caption={t('analysis.title')}
      formHeader={t('columns.form')}
      totalHeader={t('columns.total')}
      lowestLabel={t('analysis.lowest')}
      format={(total) => formatMoney(total, locale)}
    />
  );
}

export default SubmissionsPage;
