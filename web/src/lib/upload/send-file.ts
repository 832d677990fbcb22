import type { Dispatch, SetStateAction } from 'react';
import { connectionEvents } from './until-connected';
import type { DocumentMeta, Uploader } from './uploader';

/** An upload's progress as a screen shows it (the projects' UploadProgress bar, the portal's). */
export interface Progress {
  fileId: string;
  name: string;
  sent: number;
  total: number;
  paused: boolean;
  /** Every byte sent: the server is completing the upload and confirming the object. */
  finishing: boolean;
  /** A call got no answer: the upload waits for the connection and goes on by itself (decision 062). */
  waiting?: boolean;
}

/** The whole percentage of the file S3 has acknowledged: never more than was sent. */
export const percentSent = (progress: Pick<Progress, 'sent' | 'total'>): number =>
  progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0;

/**
 * Sends one file through the uploader and reports its bytes to the progress bar: true once the server
 * recorded it, false when the user cancelled; a failure throws the server's refusal. Shared by the Build →
 * Documents form, the journal's attachment form (decision 035) and the portal's documents (decision 047).
 */
export async function sendFile(
  uploader: Uploader,
  file: File,
  meta: DocumentMeta,
  setProgress: Dispatch<SetStateAction<Progress | null>>,
): Promise<boolean> {
  uploader.cancelAll();
  const fileId = uploader.addFile({
    name: file.name,
    type: file.type || 'application/octet-stream',
    data: file,
    meta,
  });
  setProgress({ fileId, name: meta.displayName, sent: 0, total: file.size, paused: false, finishing: false });
  const onProgress = (
    changed: { id: string } | undefined,
    p: { bytesUploaded?: number; bytesTotal?: number | null },
  ) => {
    if (changed?.id !== fileId) return;
    const sent = p.bytesUploaded ?? 0;
    const total = p.bytesTotal ?? file.size;
    // Bytes arriving mean the connection is back.
    setProgress(
      (current) => current && { ...current, sent, total, finishing: sent >= total, waiting: false },
    );
  };
  // Uppy keeps only a failure's message on the file: the error itself (the server's refusal, with its code
  // and details) comes with the event.
  let refusal: unknown;
  const onError = (changed: { id: string } | undefined, error: unknown) => {
    if (changed?.id === fileId) refusal = error;
  };
  const onWaiting = () => setProgress((current) => current && { ...current, waiting: true });
  const onAnswered = () => setProgress((current) => current && { ...current, waiting: false });
  uploader.on('upload-progress', onProgress);
  uploader.on('upload-error', onError);
  connectionEvents.addEventListener('waiting', onWaiting);
  connectionEvents.addEventListener('answered', onAnswered);
  try {
    const result = await uploader.upload();
    const failed = result?.failed?.[0];
    if (failed) throw refusal ?? failed.error ?? new Error(String(failed.error));
    return Boolean(result?.successful?.length);
  } finally {
    uploader.off('upload-progress', onProgress);
    uploader.off('upload-error', onError);
    connectionEvents.removeEventListener('waiting', onWaiting);
    connectionEvents.removeEventListener('answered', onAnswered);
  }
}
