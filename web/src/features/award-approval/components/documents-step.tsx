import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TAwardApproval } from '../../../../../shared/schemas/award-approvals';
import { Check } from '../../../components/ui/native-fields';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { loadJsPdf } from '../../../lib/office-files';
import { reportPdf } from '../../../lib/report-pdf';
import { percentSent, sendFile, type Progress } from '../../../lib/upload/send-file';
import type { Uploader } from '../../../lib/upload/uploader';
import {
  approvalUploader,
  fetchBidders,
  useAwardApprovalChanges,
  useBidders,
  useProjectDocuments,
  useTenantScope,
} from '../api/award-approvals-api';
import { AWARD_APPROVAL_NS } from '../i18n';
import { summaryReport, type Translate } from '../lib/approval-form';
import { stepHref } from './approval-wizard';
import { ApprovalDocuments } from './approval-documents';
import { canadianLocale } from '../../../../../shared/domain/locale';

/**
 * Step 2, documents: the approval's ordered documents (move up or down, remove, download), the project's
 * documents to attach, a file to upload (the one upload path, decision 029) and the summary report, a PDF
 * the browser writes (lib/report-pdf, jspdf) and uploads flagged as the report, which replaces any earlier
 * one. Each change is saved at once.
 */
export function DocumentsStep({
  projectId,
  approval,
  locked,
}: {
  projectId: string;
  approval: TAwardApproval;
  locked: boolean;
}) {
  const { t, i18n } = useTranslation(AWARD_APPROVAL_NS);
  const locale = canadianLocale(i18n.language);
  const scope = useTenantScope();
  const changes = useAwardApprovalChanges(scope, projectId);
  const projectDocuments = useProjectDocuments(scope, projectId);
  const bidders = useBidders(scope, projectId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'attach' | 'upload' | 'report' | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [inputKey, setInputKey] = useState(0);
  const [progress, setProgress] = useState<Progress | null>(null);
  // The uploader reads the approval as it is when a call goes (its version moves with every change).
  const inFlight = useRef({ approval, summaryReport: false });
  useEffect(() => {
    inFlight.current.approval = approval;
  }, [approval]);
  // Made on the first upload (never during a render), and gone with the screen.
  const uploader = useRef<Uploader | null>(null);
  useEffect(() => () => uploader.current?.destroy(), []);

  const attachedIds = new Set(approval.documents.map((d) => d.documentId));
  const available = (projectDocuments.data?.documents ?? []).filter((d) => !attachedIds.has(d.documentId));

  const run = async (kind: 'attach' | 'upload' | 'report', action: () => Promise<string | null>) => {
    setError(null);
    setBusy(kind);
    try {
      const done = await action();
      if (done) notifier.notify(done, 'success');
    } catch (err) {
      setError(formErrorsOf(err).message);
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const attach = (e: FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) return;
    void run('attach', async () => {
      await changes.attach(approval, chosen);
      const count = chosen.length;
      setChosen([]);
      return t('documents.attachedDone', { count });
    });
  };

  const upload = async (blob: File, summary: boolean) => {
    inFlight.current.summaryReport = summary;
    uploader.current ??= approvalUploader(scope!, projectId, () => inFlight.current);
    const meta = { displayName: blob.name, documentType: 'other' as const, pageCount: 0 };
    const sent = await sendFile(uploader.current, blob, meta, setProgress);
    await changes.refresh(approval.awardApprovalId);
    return sent;
  };

  const uploadChosen = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setFileError(t('documents.chooseFile'));
    setFileError(undefined);
    void run('upload', async () => {
      const name = file.name;
      if (!(await upload(file, false))) return null;
      setFile(null);
      setInputKey((k) => k + 1);
      return t('documents.uploaded', { name });
    });
  };

  const generateReport = () =>
    void run('report', async () => {
      // The project and its bids as the server has them at the click, however the step was reached: opened
      // directly, the screen may not have read them yet (the report came out without them).
      const opening = await fetchBidders(scope!, projectId);
      void bidders.mutate(opening, { revalidate: false });
      const report = summaryReport(
        t as unknown as Translate,
        approval,
        { name: opening.projectName, number: opening.projectNumber },
        opening.rows.filter((r) => r.status === 'sealed' || r.status === 'unsealed'),
        locale,
      );
      const pdf = reportPdf(await loadJsPdf(), report);
      const fileName = t('report.fileName', {
        number: (approval.reportNumber || approval.awardApprovalId.slice(0, 8)).replace(/[^\w-]+/g, '-'),
      });
      await upload(new File([pdf], fileName, { type: 'application/pdf' }), true);
      return t('documents.generated');
    });

  return (
    <Flex direction="column" gap="large" data-testid="documents-step">
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <ApprovalDocuments projectId={projectId} approval={approval} editable={!locked} onError={setError} />

      {!locked && (
        <>
          <form onSubmit={attach} aria-labelledby="approval-project-documents" noValidate>
            <Heading level={3} id="approval-project-documents">
              {t('documents.project')}
            </Heading>
            {available.length === 0 ? (
              <p>{t('documents.projectNone')}</p>
            ) : (
              <fieldset className="tb-choices" disabled={busy !== null}>
                <legend>{t('documents.projectHint')}</legend>
                {available.map((d) => (
                  <Check
                    key={d.documentId}
                    label={d.displayName}
                    checked={chosen.includes(d.documentId)}
                    onChange={(on) =>
                      setChosen((c) => (on ? [...c, d.documentId] : c.filter((x) => x !== d.documentId)))
                    }
                  />
                ))}
                <div>
                  <Button type="submit" isDisabled={chosen.length === 0} isLoading={busy === 'attach'}>
                    {t('documents.attach')}
                  </Button>
                </div>
              </fieldset>
            )}
          </form>

          <form onSubmit={uploadChosen} aria-labelledby="approval-upload" noValidate>
            <Heading level={3} id="approval-upload">
              {t('documents.upload')}
            </Heading>
            <Flex direction="column" gap="small">
              <label htmlFor="approval-file" className="amplify-label">
                {t('documents.file')}
              </label>
              <input
                key={inputKey}
                id="approval-file"
                type="file"
                disabled={busy !== null}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? 'approval-file-error' : undefined}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setFileError(undefined);
                }}
              />
              {fileError && (
                <p id="approval-file-error" className="tb-field-error">
                  {fileError}
                </p>
              )}
              <div>
                <Button type="submit" isDisabled={busy !== null} isLoading={busy === 'upload'}>
                  {t('documents.uploadButton')}
                </Button>
              </div>
            </Flex>
          </form>

          <section aria-labelledby="approval-report">
            <Heading level={3} id="approval-report">
              {t('documents.report')}
            </Heading>
            <p>{t('documents.reportHint')}</p>
            <Button
              isDisabled={busy !== null}
              isLoading={busy === 'report'}
              loadingText={t('documents.generating')}
              onClick={generateReport}
            >
              {t('documents.generate')}
            </Button>
          </section>
          <div aria-live="polite">
            {progress && (
              <p role="status">
                {t('documents.uploading', { name: progress.name, percent: percentSent(progress) })}
              </p>
            )}
          </div>
        </>
      )}
      <Flex gap="small" wrap="wrap">
        <Link className="amplify-button" to={stepHref(approval.awardApprovalId, 'supplier')}>
          {t('wizard.back')}
        </Link>
        <Link
          className="amplify-button amplify-button--primary"
          to={stepHref(approval.awardApprovalId, 'workflow')}
        >
          {t('wizard.continue')}
        </Link>
      </Flex>
    </Flex>
  );
}
