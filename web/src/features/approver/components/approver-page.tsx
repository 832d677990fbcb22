import '../i18n';
import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { TApproverDownloadAll, TApproverView } from '../../../../../shared/schemas/award-approvals';
import { paths } from '../../../config/paths';
import { downloadFile, loadJsPdf } from '../../../lib/office-files';
import { reportPdf } from '../../../lib/report-pdf';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney } from '../../../../../shared/domain/money';
import { zonedInstant } from '../../../lib/zoned-instant';
import {
  fetchAllDownloads,
  fetchApproverView,
  fetchDocumentDownload,
  fetchDocumentPreview,
  sendApproverDecision,
  type ApproverLink,
} from '../api/approver-api';
import { APPROVER_NS } from '../i18n';
import { approverRecord } from '../lib/approver-record';
import { DecisionDialog, type Decision } from './decision-dialog';
import { DocumentPreviewer, type PreviewedDocument } from './document-previewer';
import { Loading } from '../../../components/ui/load-status';

type Loaded =
  { state: 'loading' } | { state: 'refused'; message: string } | { state: 'ready'; view: TApproverView };

/** The facts as a two-column grid: term, then its value (one column on a phone's width). */
/**
 * /approval/{awardApprovalId}/approver/{awardApprovalWorkflowId}?uat=...
 * (docs/product/evaluation-and-award.md#links; decision 066): the approver, who never logs in, reads the
 * award's documents and approves or declines it with the emailed link's token. While the approval is
 * corrected an unavailable screen shows; once the approver has acted, the summary. A refused token (forged,
 * expired, cancelled) shows the server's message (docs/product/errors.md#in-the-browser). Any missing part of
 * the link sends the visitor to /login.
 */
export function ApproverPage() {
  const { awardApprovalId = '', awardApprovalWorkflowId = '' } = useParams();
  const [params] = useSearchParams();
  const uat = params.get('uat') ?? '';
  const link = useMemo(
    () => ({ awardApprovalId, awardApprovalWorkflowId, uat }),
    [awardApprovalId, awardApprovalWorkflowId, uat],
  );
  if (!awardApprovalId || !awardApprovalWorkflowId || !uat)
    return <Navigate to={paths.auth.login.getHref()} replace />;
  return <ApproverScreen link={link} />;
}

function ApproverScreen({ link }: { link: ApproverLink }) {
  const { t, i18n } = useTranslation(APPROVER_NS);
  useDocumentTitle(t('title'));
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchApproverView(link).then(
      (view) => !cancelled && setLoaded({ state: 'ready', view }),
      (error: Error) => !cancelled && setLoaded({ state: 'refused', message: error.message }),
    );
    return () => {
      cancelled = true;
    };
    // The server's texts (a refusal's message) are in the user's language: a switch reads them again.
  }, [link, i18n.language]);
  const resolve = useCallback((documentId: string) => fetchDocumentPreview(link, documentId), [link]);
  const download = useCallback((documentId: string) => fetchDocumentDownload(link, documentId), [link]);

  if (loaded.state === 'loading') return <Loading text={t('loading')} />;
  if (loaded.state === 'refused')
    return (
      <Flex direction="column" gap="medium" data-testid="approver-refused">
        <Heading level={1}>{t('refused.title')}</Heading>
        <Alert variation="error">{loaded.message}</Alert>
        <Text as="p">{t('refused.body')}</Text>
      </Flex>
    );

  const { view } = loaded;
  if (view.mode === 'unavailable')
    return (
      <Flex direction="column" gap="medium" data-testid="approver-unavailable">
        <Heading level={1}>{t('unavailable.title')}</Heading>
        <Text as="p">{t('greeting', { name: view.fullName })}</Text>
        <Text as="p">{t('unavailable.body')}</Text>
      </Flex>
    );

  const documents: PreviewedDocument[] = view.documents.map((d) => ({
    id: d.documentId,
    name: d.title || d.fileName,
    previewable: d.previewable,
  }));
  const decided = view.mode === 'summary';
  const locale = canadianLocale(i18n.language);
  const amount = view.awardAmount === null ? null : formatMoney(view.awardAmount, locale, { currency: true });

  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{decided ? t('thanks') : t('title')}</Heading>
      <Text as="p" data-testid="approver-greeting">
        {t('greeting', { name: view.fullName })}
      </Text>
      {decided ? (
        <Summary view={view} link={link} locale={locale} />
      ) : (
        <>
          <Text as="p">{t('intro', { agency: view.agencyName, project: view.projectName })}</Text>
          <Text as="p">{t(`role.${view.role}`)}</Text>
        </>
      )}
      <dl className="tb-details">
        <dt>{t('facts.project')}</dt>
        <dd>{view.projectName}</dd>
        <dt>{t('facts.company')}</dt>
        <dd>{view.companyName}</dd>
        {amount && (
          <>
            <dt>{t('facts.amount')}</dt>
            <dd>{amount}</dd>
          </>
        )}
        {(view.reportName || view.reportNumber) && (
          <>
            <dt>{t('facts.report')}</dt>
            <dd>{[view.reportNumber, view.reportName].filter(Boolean).join(' · ')}</dd>
          </>
        )}
        <dt>{t('facts.yourRole')}</dt>
        <dd>{t(`roles.${view.role}`)}</dd>
        <dt>{decided ? t('facts.decidedDigest') : t('facts.digest')}</dt>
        <dd>
          <code data-testid="approver-digest" style={{ overflowWrap: 'anywhere' }}>
            {view.contentDigest}
          </code>
        </dd>
      </dl>
      <Text as="p" fontSize="small">
        {t('digestHelp')}
      </Text>
      <RecordDownload view={view} locale={locale} />
      <section aria-labelledby="approver-documents">
        <Heading level={2} id="approver-documents">
          {t('documents')}
        </Heading>
        {documents.length === 0 ? (
          <Text as="p">{t('noDocuments')}</Text>
        ) : (
          <ul className="tb-plain-list" data-testid="approver-documents">
            {documents.map((d, i) => (
              <li key={d.id}>
                <Flex alignItems="center" justifyContent="space-between" gap="small" wrap="wrap">
                  <span style={{ overflowWrap: 'anywhere' }}>{d.name}</span>
                  <Button
                    size="small"
                    aria-label={t('reviewItem', { name: d.name })}
                    onClick={() => setPreviewing(i)}
                  >
                    {t('review')}
                  </Button>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </section>
      {view.mode === 'act' && (
        <Flex gap="small" wrap="wrap">
          <Button variation="primary" onClick={() => setDeciding('approved')}>
            {t('approve')}
          </Button>
          <Button variation="destructive" onClick={() => setDeciding('declined')}>
            {t('decline')}
          </Button>
        </Flex>
      )}
      {previewing !== null && (
        <DocumentPreviewer
          documents={documents}
          start={previewing}
          resolve={resolve}
          download={download}
          onClose={() => setPreviewing(null)}
        />
      )}
      {deciding && (
        <DecisionDialog
          decision={deciding}
          onCancel={() => setDeciding(null)}
          onSubmit={async (comments) => {
            const view = await sendApproverDecision(
              link,
              deciding === 'approved' ? 'approve' : 'decline',
              comments,
            );
            setDeciding(null);
            setLoaded({ state: 'ready', view });
          }}
        />
      )}
    </Flex>
  );
}

/** The page as a PDF the approver keeps: what they were shown, its digest, and their decision once made. */
function RecordDownload({ view, locale }: { view: TApproverView; locale: string }) {
  const { t } = useTranslation(APPROVER_NS);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setFailed(false);
    setBusy(true);
    try {
      const pdf = reportPdf(await loadJsPdf(), approverRecord(t, view, locale));
      downloadFile(pdf, 'application/pdf', t('record.fileName', { id: view.awardApprovalId.slice(0, 8) }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button size="small" isLoading={busy} onClick={() => void save()} data-testid="approver-record">
        {t('record.download')}
      </Button>
      {failed && (
        <Alert variation="error" role="alert">
          {t('record.failed')}
        </Alert>
      )}
    </div>
  );
}

/** Once the approver acted: their decision, its date and comments, and Download Documents. */
function Summary({ view, link, locale }: { view: TApproverView; link: ApproverLink; locale: string }) {
  const { t } = useTranslation(APPROVER_NS);
  const [files, setFiles] = useState<TApproverDownloadAll['files'] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const decision = view.status === 'declined' ? 'declined' : 'approved';

  const downloadAll = async () => {
    setFailed(null);
    setBusy(true);
    try {
      const { files: found } = await fetchAllDownloads(link);
      setFiles(found);
      // Each file is a download of its own (the server builds no archive): the links below stay in case
      // the browser held some back.
      for (const file of found) {
        const anchor = document.createElement('a');
        anchor.href = file.url;
        anchor.download = file.fileName;
        document.body.append(anchor);
        anchor.click();
        anchor.remove();
      }
    } catch (error) {
      setFailed((error as Error).message || t('downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" gap="small" data-testid="approver-summary">
      <Text as="p">
        {view.actedAt
          ? t(`decided.${decision}`, {
              // In the agency's zone, named: the approver has no session, so the zone comes with the view.
              date: zonedInstant(view.actedAt, view.timeZone, locale),
            })
          : t(`decidedNoDate.${decision}`)}
      </Text>
      {view.comments && (
        <>
          <Heading level={2}>{t('yourComments')}</Heading>
          <Text as="p" style={{ whiteSpace: 'pre-wrap' }}>
            {view.comments}
          </Text>
        </>
      )}
      <div>
        <Button
          variation="primary"
          isLoading={busy}
          loadingText={t('downloading')}
          onClick={() => void downloadAll()}
        >
          {t('downloadAll')}
        </Button>
      </div>
      <div aria-live="polite">
        {failed && <Alert variation="error">{failed}</Alert>}
        {files && files.length > 0 && (
          <>
            <Text as="p">{t('downloadLinks')}</Text>
            <ul data-testid="approver-downloads">
              {files.map((file) => (
                <li key={file.documentId}>
                  <a href={file.url} download={file.fileName}>
                    {file.fileName}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Flex>
  );
}

export default ApproverPage;
