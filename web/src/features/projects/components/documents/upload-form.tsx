import { Alert, Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkNewDocument,
  DOCUMENT_NAME_MAX_LENGTH,
  DOCUMENT_TYPES,
  type DocumentType,
} from '../../../../../../shared/domain/projects/documents';
import { catalogueMessageFor } from './catalogue';
import { ZDocumentUploadStart, type TDocument } from '../../../../../../shared/schemas/documents';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { useFormErrors } from '../../../../components/ui/use-form-errors';
import { useDirtyForm } from '../../../../lib/dirty-forms';
import { formErrorsOf } from '../../../../lib/form-errors';
import { notifier } from '../../../../lib/notify';
import { DOCUMENTS_NS } from '../../i18n/documents';
import { sendFile, type Progress } from '../../../../lib/upload/send-file';
import { uploadStartProblems } from '../../../../lib/upload/start-check';
import { createUploader, type Uploader, type UploaderCalls } from '../../../../lib/upload/uploader';
import { useWithdrawalWarning } from '../../../../components/requirements/withdrawal-warning';
import { UploadProgress } from './upload-progress';

const FIELDS = ['file', 'displayName', 'documentType', 'pageCount'] as const;
/** The field a refusal of the server is about: its message shows under that field. */
const FIELD_OF_CODE: Record<string, string> = {
  documentTooLarge: 'file',
  documentEmpty: 'file',
  documentFileNameExists: 'file',
  documentDisplayNameExists: 'displayName',
  documentFrontEndNotPdf: 'documentType',
  documentPageCountInvalid: 'pageCount',
};

const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '');

/**
 * Adds one document: the file, its display name, type and page count; the project's rules are checked here
 * first (the same functions the server runs), then the upload runs with a progress bar, pause, resume and
 * cancel. The form counts as unsaved from the choice of a file until the document is listed.
 */
export function UploadForm({
  calls,
  existing,
  locked,
  onUploaded,
}: {
  calls: UploaderCalls;
  existing: readonly TDocument[];
  locked: boolean;
  onUploaded: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation(DOCUMENTS_NS);
  const errors = useFormErrors(FIELDS);
  const [file, setFile] = useState<File | null>(null);
  const [displayName, setDisplayName] = useState('');
  const [documentType, setDocumentType] = useState<DocumentType>('other');
  const [pageCount, setPageCount] = useState('0');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const uploader = useMemo<Uploader>(() => createUploader(calls), [calls]);
  const { withWarning, dialog } = useWithdrawalWarning();
  useEffect(() => () => uploader.destroy(), [uploader]);
  useDirtyForm(file !== null);

  const reset = () => {
    setFile(null);
    setDisplayName('');
    setPageCount('0');
    setDocumentType('other');
    setProgress(null);
    setInputKey((k) => k + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    const pages = Number(pageCount);
    const fields = uploadStartProblems(ZDocumentUploadStart, file, {
      displayName: displayName.trim(),
      documentType,
      pageCount: pages,
    });
    // Whether a file was chosen is the browser's alone (start-check.ts).
    if (!file) fields.file = t('upload.fileRequired');
    if (file && Object.keys(fields).length === 0) {
      const code = checkNewDocument(existing, {
        fileName: file.name,
        displayName: displayName.trim(),
        size: file.size,
        documentType,
        pageCount: pages,
      });
      if (code) {
        const message = catalogueMessageFor(code, i18n.language);
        const field = FIELD_OF_CODE[code];
        if (field) fields[field] = message;
        else return errors.show({ message });
      }
    }
    if (Object.keys(fields).length > 0 || !file) return errors.show({ fields });

    try {
      const meta = { displayName: displayName.trim(), documentType, pageCount: pages };
      // An addendum to an open bid withdraws completed bids: warned of how many, the user sends it again.
      const sent = await withWarning((named) =>
        sendFile(
          uploader,
          file,
          named === undefined ? meta : { ...meta, withdrawCompletedSubmissions: named },
          setProgress,
        ),
      );
      if (!sent) {
        uploader.cancelAll();
        setProgress(null);
        return; // cancelled
      }
      await onUploaded();
      notifier.notify(t('upload.done', { name: displayName.trim() }), 'success');
      uploader.cancelAll();
      reset();
    } catch (error) {
      const problems = formErrorsOf(error, FIELD_OF_CODE);
      uploader.cancelAll();
      setProgress(null);
      errors.show(
        problems.message
          ? { ...problems, message: t('upload.failed', { message: problems.message }) }
          : problems,
      );
    }
  };

  const togglePause = () => {
    if (!progress) return;
    const paused = uploader.pauseResume(progress.fileId);
    setProgress({ ...progress, paused: Boolean(paused) });
  };

  const cancel = () => {
    if (!progress) return;
    const name = progress.name;
    uploader.removeFile(progress.fileId);
    reset();
    notifier.notify(t('upload.cancelled', { name }), 'info');
  };

  const busy = progress !== null;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="upload-legend">
      <Flex direction="column" gap="small">
        <h2 id="upload-legend">{t('upload.legend')}</h2>
        <ErrorSummary {...errors.summary} />
        <Flex direction="column" gap="xxs">
          <label htmlFor={errors.idOf('file')}>{t('upload.file')}</label>
          <input
            key={inputKey}
            id={errors.idOf('file')}
            type="file"
            disabled={locked || busy}
            aria-invalid={Boolean(errors.fields.file)}
            aria-describedby={errors.fields.file ? `${errors.idOf('file')}-error` : undefined}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              errors.clearField('file');
              if (chosen && !displayName)
                setDisplayName(withoutExtension(chosen.name).slice(0, DOCUMENT_NAME_MAX_LENGTH));
            }}
          />
          {errors.fields.file && (
            <span id={`${errors.idOf('file')}-error`} className="tb-field-error">
              {errors.fields.file}
            </span>
          )}
        </Flex>
        <TextField
          id={errors.idOf('displayName')}
          label={t('upload.displayName')}
          value={displayName}
          maxLength={DOCUMENT_NAME_MAX_LENGTH}
          isDisabled={locked || busy}
          hasError={Boolean(errors.fields.displayName)}
          errorMessage={errors.fields.displayName}
          onChange={(e) => {
            setDisplayName(e.target.value);
            errors.clearField('displayName');
          }}
        />
        <SelectField
          id={errors.idOf('documentType')}
          label={t('upload.type')}
          value={documentType}
          isDisabled={locked || busy}
          hasError={Boolean(errors.fields.documentType)}
          errorMessage={errors.fields.documentType}
          onChange={(e) => {
            setDocumentType(e.target.value as DocumentType);
            errors.clearField('documentType');
          }}
        >
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={errors.idOf('pageCount')}
          label={t('upload.pageCount')}
          type="number"
          min={0}
          value={pageCount}
          isDisabled={locked || busy}
          hasError={Boolean(errors.fields.pageCount)}
          errorMessage={errors.fields.pageCount}
          onChange={(e) => {
            setPageCount(e.target.value);
            errors.clearField('pageCount');
          }}
        />
        {!busy && (
          <Button type="submit" variation="primary" isDisabled={locked} alignSelf="flex-start">
            {t('upload.submit')}
          </Button>
        )}
        {progress && <UploadProgress progress={progress} onTogglePause={togglePause} onCancel={cancel} />}
        {errors.message && !errors.summary.items.length && <Alert variation="error">{errors.message}</Alert>}
      </Flex>
      {dialog}
    </form>
  );
}
