import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNewJournalAttachment } from '../../../../../../shared/domain/projects/journal';
import { useDirtyForm } from '../../../../lib/dirty-forms';
import { notifier } from '../../../../lib/notify';
import { COLLABORATION_NS } from '../../i18n/collaboration';
import { catalogueMessageFor } from '../documents/catalogue';
import { sendFile, type Progress } from '../../../../lib/upload/send-file';
import { createUploader, type UploaderCalls } from '../../../../lib/upload/uploader';
import { UploadProgress } from '../documents/upload-progress';

/**
 * Attaches one file to a note through the one upload path (decision 035): the note's limits are checked
 * here first (the same rule the server runs), then Uppy sends the file to S3 in parts with a progress bar,
 * pause, resume and cancel. Loaded only when the user opens it, so Uppy stays out of the journal's chunk.
 */
export function AttachmentForm({
  calls,
  existingCount,
  onUploaded,
  onClose,
  messageOf,
}: {
  calls: UploaderCalls;
  existingCount: number;
  /**
   * A refusal's message (formErrorsOf), handed in by the journal: this lazy chunk then reaches no API
   * client module of its own, which would split the /login chunks (decision 035).
   */
  messageOf: (error: unknown) => string;
  onUploaded: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(COLLABORATION_NS);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const uploader = useMemo(() => createUploader(calls), [calls]);
  useEffect(() => () => uploader.destroy(), [uploader]);
  useDirtyForm(file !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('attachments.fileRequired'));
    const code = checkNewJournalAttachment(existingCount, file);
    if (code) return setError(catalogueMessageFor(code, i18n.language));
    setError(null);
    try {
      const meta = { displayName: file.name, documentType: 'other' as const, pageCount: 0 };
      if (!(await sendFile(uploader, file, meta, setProgress))) return; // cancelled
      await onUploaded();
      notifier.notify(t('attachments.attached', { name: file.name }), 'success');
      setFile(null);
      onClose();
    } catch (err) {
      uploader.cancelAll();
      setProgress(null);
      setError(t('attachments.failed', { message: messageOf(err) }));
    }
  };

  const cancel = () => {
    if (progress) uploader.removeFile(progress.fileId);
    setProgress(null);
    setFile(null);
    onClose();
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="attachment-form">
      <Flex direction="column" gap="xs">
        <label htmlFor={inputId}>{t('attachments.file')}</label>
        <input
          id={inputId}
          type="file"
          disabled={progress !== null}
          aria-invalid={error !== null}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(null);
          }}
        />
        {error && (
          <Alert variation="error" id={`${inputId}-error`} role="alert">
            {error}
          </Alert>
        )}
        {progress ? (
          <UploadProgress
            progress={progress}
            onTogglePause={() =>
              setProgress({ ...progress, paused: Boolean(uploader.pauseResume(progress.fileId)) })
            }
            onCancel={cancel}
          />
        ) : (
          <Flex gap="small">
            <Button type="submit" size="small" variation="primary">
              {t('attachments.upload')}
            </Button>
            <Button size="small" onClick={cancel}>
              {t('cancel')}
            </Button>
          </Flex>
        )}
      </Flex>
    </form>
  );
}

export default AttachmentForm;
