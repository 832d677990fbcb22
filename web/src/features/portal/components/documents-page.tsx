import { Alert, Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { SUPPLIER_DOCUMENT_REMINDER_DAYS } from '../../../../../shared/domain/suppliers/supplier-documents';
import {
  ZSupplierDocumentUploadStart,
  type TSupplierDocument,
} from '../../../../../shared/schemas/supplier-documents';
import { DataTable } from '../../../components/ui/data-table';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { portalPaths } from '../../../config/portal-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
// The one upload path in the browser (decision 029), as Build → Documents uses it.
import { sendFile, type Progress } from '../../../lib/upload/send-file';
import { uploadStartProblems } from '../../../lib/upload/start-check';
import { createUploader, type Uploader } from '../../../lib/upload/uploader';
import {
  deleteSupplierDocument,
  downloadSupplierDocument,
  supplierUploadCalls,
  useSupplierDocuments,
  useSupplierSession,
} from '../api/portal-api';
import { PORTAL_NS } from '../i18n';
import { UploadProgressRow } from './upload-progress-row';
import { portalFormErrors } from './portal-errors';
import { canadianLocale } from '../../../../../shared/domain/locale';

const FIELDS = ['displayName', 'file', 'effectiveDate', 'expiryDate'] as const;
const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} kB`;

/**
 * /portal/documents (docs/product/suppliers-and-accounts.md#the-portal; decision 047): the company's
 * documents with their dates, uploaded through the one upload path under the company's own prefix; the
 * primary contact is reminded before one expires.
 */
export function DocumentsPage() {
  const { t } = useTranslation(PORTAL_NS);
  useDocumentTitle(t('documents.title'));
  const { data: session, isLoading } = useSupplierSession();
  if (isLoading) return <Text as="p">{t('documents.loading')}</Text>;
  if (!session)
    return <Navigate to={`${portalPaths.login.getHref()}?next=${portalPaths.documents.getHref()}`} replace />;
  return (
    <Flex direction="column" gap="large" className="tb-page">
      <Heading level={1}>{t('documents.title')}</Heading>
      <Text as="p">{t('documents.intro', { days: SUPPLIER_DOCUMENT_REMINDER_DAYS })}</Text>
      <DocumentList />
      <UploadForm />
    </Flex>
  );
}

function DocumentList() {
  const { t, i18n } = useTranslation(PORTAL_NS);
  const { data, error, mutate } = useSupplierDocuments();
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(canadianLocale(i18n.language), { dateStyle: 'medium' }).format(new Date(iso));
  const download = async (d: TSupplierDocument) => {
    setProblem(undefined);
    try {
      window.location.assign((await downloadSupplierDocument(d.supplierDocumentId)).url);
    } catch (failure) {
      setProblem((failure as Error).message);
    }
  };
  const remove = async (d: TSupplierDocument) => {
    if (!window.confirm(t('documents.confirmDelete', { name: d.displayName }))) return;
    setProblem(undefined);
    try {
      await deleteSupplierDocument(d.supplierDocumentId);
      await mutate();
      setDone(t('documents.deleted', { name: d.displayName }));
    } catch (failure) {
      setProblem((failure as Error).message);
    }
  };
  const documents = data?.documents;
  return (
    <section aria-labelledby="supplier-documents-list" className="tb-stack-form">
      <Heading level={2} id="supplier-documents-list">
        {t('documents.listTitle')}
      </Heading>
      {(error || problem) && (
        <Alert variation="error" role="alert">
          {problem ?? (error as Error).message}
        </Alert>
      )}
      <div aria-live="polite">{done && <Text as="p">{done}</Text>}</div>
      {documents && documents.length === 0 && <Text as="p">{t('documents.none')}</Text>}
      {documents && documents.length > 0 && (
        <DataTable label={t('documents.listTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('documents.displayName')}</th>
              <th scope="col">{t('documents.fileName')}</th>
              <th scope="col">{t('documents.effectiveDate')}</th>
              <th scope="col">{t('documents.expiryDate')}</th>
              <th scope="col">{t('documents.uploadedOn')}</th>
              <th scope="col">{t('documents.uploadedBy')}</th>
              <th scope="col">{t('documents.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((d) => (
              <tr key={d.supplierDocumentId}>
                <td>{d.displayName}</td>
                <td>
                  {d.fileName} ({kilobytes(d.size)})
                </td>
                <td>{d.effectiveDate ? date(`${d.effectiveDate}T12:00:00Z`) : t('documents.noDate')}</td>
                <td>
                  {d.expiryDate ? date(`${d.expiryDate}T12:00:00Z`) : t('documents.noDate')}
                  {d.expiryState !== 'none' && d.expiryState !== 'valid' && (
                    <>
                      <br />
                      <strong>{t(`documents.${d.expiryState}`)}</strong>
                    </>
                  )}
                </td>
                <td>{date(d.uploadedAt)}</td>
                <td>{d.uploadedByName}</td>
                <td>
                  <Flex gap="0.5rem" wrap="wrap">
                    <Button size="small" onClick={() => void download(d)}>
                      {t('documents.download', { name: d.displayName })}
                    </Button>
                    <Button size="small" variation="warning" onClick={() => void remove(d)}>
                      {t('documents.delete', { name: d.displayName })}
                    </Button>
                  </Flex>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}

function UploadForm() {
  const { t } = useTranslation(PORTAL_NS);
  const { mutate } = useSupplierDocuments();
  const errors = useFormErrors(FIELDS);
  const [file, setFile] = useState<File | null>(null);
  const [input, setInput] = useState({ displayName: '', effectiveDate: '', expiryDate: '' });
  const [progress, setProgress] = useState<Progress | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [uploaded, setUploaded] = useState<string | null>(null);
  // One uploader per upload: its start call carries the dates as they were when the user sent it.
  const uploaderRef = useRef<Uploader | null>(null);
  useEffect(() => () => uploaderRef.current?.destroy(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    setUploaded(null);
    const dates = {
      ...(input.effectiveDate ? { effectiveDate: input.effectiveDate } : {}),
      ...(input.expiryDate ? { expiryDate: input.expiryDate } : {}),
    };
    const fields = uploadStartProblems(ZSupplierDocumentUploadStart, file, {
      displayName: input.displayName.trim(),
      ...dates,
    });
    // Whether a file was chosen is the browser's alone (start-check.ts).
    if (!file) fields.file = t('documents.fileRequired');
    if (Object.keys(fields).length > 0 || !file) return errors.show({ fields });
    uploaderRef.current?.destroy();
    const uploader = createUploader(supplierUploadCalls(() => dates));
    uploaderRef.current = uploader;
    try {
      const name = input.displayName.trim();
      const meta = { displayName: name, documentType: 'other' as const, pageCount: 0 };
      const sent = await sendFile(uploader, file, meta, setProgress);
      uploader.cancelAll();
      setProgress(null);
      if (!sent) return;
      await mutate();
      setUploaded(t('documents.uploaded', { name }));
      setFile(null);
      setInput({ displayName: '', effectiveDate: '', expiryDate: '' });
      setInputKey((k) => k + 1);
    } catch (error) {
      uploader.cancelAll();
      setProgress(null);
      errors.show(portalFormErrors(error));
    }
  };

  const field = (name: 'displayName' | 'effectiveDate' | 'expiryDate', type: 'text' | 'date') => (
    <TextField
      label={t(`documents.${name}`)}
      id={errors.idOf(name)}
      name={name}
      type={type}
      isRequired={name === 'displayName'}
      value={input[name]}
      onChange={(e) => {
        errors.clearField(name);
        setInput({ ...input, [name]: e.target.value });
      }}
      hasError={!!errors.fields[name]}
      errorMessage={errors.fields[name]}
    />
  );
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="supplier-documents-upload"
      className="tb-stack-form"
    >
      <Heading level={2} id="supplier-documents-upload">
        {t('documents.upload')}
      </Heading>
      <ErrorSummary {...errors.summary} />
      {field('displayName', 'text')}
      <TextField
        key={inputKey}
        label={t('documents.file')}
        id={errors.idOf('file')}
        name="file"
        type="file"
        isRequired
        onChange={(e) => {
          errors.clearField('file');
          setFile(e.target.files?.[0] ?? null);
        }}
        hasError={!!errors.fields.file}
        errorMessage={errors.fields.file}
      />
      {field('effectiveDate', 'date')}
      {field('expiryDate', 'date')}
      {progress && (
        <UploadProgressRow
          progress={progress}
          texts={{
            label: t('documents.progressLabel', { name: progress.name }),
            finishing: t('documents.finishing'),
            waiting: (percent) => t('documents.waiting', { percent }),
            progress: (percent) => t('documents.progress', { percent }),
            cancel: t('documents.cancel'),
          }}
          onCancel={() => {
            uploaderRef.current?.cancelAll();
            setProgress(null);
          }}
        />
      )}
      <div aria-live="polite">
        {uploaded && (
          <Alert role="status" variation="success">
            {uploaded}
          </Alert>
        )}
      </div>
      <Button type="submit" isLoading={progress !== null}>
        {t('documents.upload')}
      </Button>
    </form>
  );
}

export default DocumentsPage;
