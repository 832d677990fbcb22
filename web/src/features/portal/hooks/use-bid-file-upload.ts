import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf } from '../../../lib/form-errors';
import { fileDigests } from '../../../lib/upload/file-sha256';
import { sendFile, type Progress } from '../../../lib/upload/send-file';
import { createUploader, type Uploader } from '../../../lib/upload/uploader';
import { bidFileUploadCalls, removeBidFile, type BidPath, type BidSubmission } from '../api/submission-api';
import { refusedFileMessage } from '../components/bid-rules';
import { PORTAL_NS } from '../i18n';
import type { RequirementItem } from './use-bid';

/**
 * The file of one document requirement: the one chosen, its upload through the one upload path (decision
 * 029) with its progress, its removal, and the error to show by the field. `onChanged` takes the bid that
 * an upload or a removal answers.
 */
export function useBidFileUpload({
  params,
  requirement,
  onChanged,
}: {
  params: BidPath;
  requirement: RequirementItem;
  onChanged: (next: BidSubmission) => void;
}) {
  const { t, i18n } = useTranslation(PORTAL_NS);
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input once its file is sent.
  const [inputKey, setInputKey] = useState(0);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploaderRef = useRef<Uploader | null>(null);
  useEffect(() => () => uploaderRef.current?.destroy(), []);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen ? refusedFileMessage(requirement.content, chosen, i18n.language) : null);
  };

  const upload = async () => {
    if (!file) {
      setError(t('submission.fileRequired'));
      return;
    }
    // The file the item forbids is refused before any byte is sent, with the server's text.
    const refused = refusedFileMessage(requirement.content, file, i18n.language);
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    uploaderRef.current?.destroy();
    // The browser's digests (each part's, signed into its URL, and the file's) come from a worker while
    // the parts go (decision 059).
    const uploader = createUploader(
      bidFileUploadCalls(params, requirement.submissionRequirementId, fileDigests(file)),
    );
    uploaderRef.current = uploader;
    let answer: BidSubmission | undefined;
    uploader.on('upload-success', (_file, response) => {
      answer = (response.body as { document?: BidSubmission } | undefined)?.document;
    });
    try {
      const sent = await sendFile(
        uploader,
        file,
        { displayName: file.name, documentType: 'other', pageCount: 0 },
        setProgress,
      );
      setProgress(null);
      if (!sent) return;
      setFile(null);
      setInputKey((k) => k + 1);
      if (answer) onChanged(answer);
    } catch (err) {
      uploader.cancelAll();
      setProgress(null);
      setError(formErrorsOf(err).message ?? t('submission.failed'));
    }
  };

  const cancel = () => {
    uploaderRef.current?.cancelAll();
    setProgress(null);
  };

  const remove = (fileId: string) =>
    void removeBidFile(params, fileId)
      .then(onChanged)
      .catch((err: unknown) => setError(formErrorsOf(err).message));

  return { inputKey, progress, error, choose, upload: () => void upload(), cancel, remove };
}
