import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_NAME_MAX_LENGTH } from '../../../../../shared/domain/projects/documents';
import { ZDocumentUploadStart } from '../../../../../shared/schemas/documents';
import { useWithdrawalWarning } from '../../../components/requirements/withdrawal-warning';
import { formErrorsOf } from '../../../lib/form-errors';
import { projectUploadCalls } from '../../../lib/upload/project-upload-calls';
import { percentSent, sendFile, type Progress } from '../../../lib/upload/send-file';
import { uploadStartProblems } from '../../../lib/upload/start-check';
import { createUploader } from '../../../lib/upload/uploader';
import type { Scope } from '../api/addenda-api';
import { ADDENDA_NS } from '../i18n';

const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '');

/**
 * A document of type addendum, uploaded from the draft through the one upload path (decision 029) as Build →
 * documents uploads it; on an open bid its own withdrawal warning comes first (decision 040). Once recorded,
 * the draft carries it (`onUploaded` with its display name).
 */
export function AddendumUpload({
  scope,
  projectId,
  onUploaded,
}: {
  scope: Scope;
  projectId: string;
  onUploaded: (displayName: string) => Promise<void>;
}) {
  const { t } = useTranslation(ADDENDA_NS);
  const fileId = useId();
  const calls = useMemo(() => projectUploadCalls(scope, projectId), [scope, projectId]);
  const uploader = useMemo(() => createUploader(calls), [calls]);
  const { withWarning, dialog } = useWithdrawalWarning();
  useEffect(() => () => uploader.destroy(), [uploader]);
  const [file, setFile] = useState<File | null>(null);
  const [displayName, setDisplayName] = useState('');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const upload = async () => {
    const name = displayName.trim();
    const meta = { displayName: name, documentType: 'addendum' as const, pageCount: 0 };
    const found = uploadStartProblems(ZDocumentUploadStart, file, meta);
    // Whether a file was chosen is the browser's alone (start-check.ts).
    if (!file) found.file = t('required');
    setErrors(found);
    setMessage(null);
    if (!file || Object.keys(found).length > 0) return;
    try {
      const sent = await withWarning((named) =>
        sendFile(
          uploader,
          file,
          named === undefined ? meta : { ...meta, withdrawCompletedSubmissions: named },
          setProgress,
        ),
      );
      uploader.cancelAll();
      setProgress(null);
      if (!sent) return;
      await onUploaded(name);
      setFile(null);
      setDisplayName('');
      setInputKey((k) => k + 1);
    } catch (error) {
      uploader.cancelAll();
      setProgress(null);
      const problems = formErrorsOf(error, {
        documentFileNameExists: 'file',
        documentTooLarge: 'file',
        documentEmpty: 'file',
        documentDisplayNameExists: 'displayName',
      });
      setErrors(problems.fields);
      setMessage(problems.message);
    }
  };

  return (
    <Flex direction="column" gap="small">
      {message && (
        <Alert variation="error" role="alert">
          {message}
        </Alert>
      )}
      <div className="amplify-flex amplify-field" style={{ flexDirection: 'column' }}>
        <label className="amplify-label" htmlFor={fileId}>
          {t('uploadFile')}
        </label>
        <input
          key={inputKey}
          id={fileId}
          type="file"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${fileId}-error` : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            if (chosen && !displayName) setDisplayName(withoutExtension(chosen.name));
          }}
        />
        {errors.file && (
          <p id={`${fileId}-error`} className="amplify-text amplify-field__error-message">
            {errors.file}
          </p>
        )}
      </div>
      <TextField
        label={t('uploadName')}
        value={displayName}
        onChange={(e) => setDisplayName(e.target.value)}
        maxLength={DOCUMENT_NAME_MAX_LENGTH}
        hasError={!!errors.displayName}
        errorMessage={errors.displayName}
      />
      {progress && (
        <p role="status">
          {t('uploading', {
            name: progress.name,
            percent: percentSent(progress),
          })}
        </p>
      )}
      <Button
        type="button"
        alignSelf="flex-start"
        isLoading={progress !== null}
        onClick={() => void upload()}
      >
        {t('upload')}
      </Button>
      {dialog}
    </Flex>
  );
}
