/**
 * A short-lived presigned GET of a stored file that downloads it under its own name: the documents group's
 * downloads (documents, journal attachments) and the public opportunities' documents (decision 046).
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../aws/s3.js';
import { nowMs } from '../clock.js';
import { env } from '../env.js';

/** A download URL lives one minute: enough to start the download or the preview's fetch. */
export const DOWNLOAD_URL_SECONDS = 60;

/** A one-minute GET URL for a stored file that downloads it under its own name (documents, attachments). */
export async function signedDownload(file: { key: string; fileName: string; size: number }) {
  const fileName = file.fileName.replace(/["\\\r\n]/g, '');
  const command = new GetObjectCommand({
    Bucket: env().DOCUMENTS_BUCKET,
    Key: file.key,
    ResponseContentDisposition: `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  });
  const url = await getSignedUrl(s3, command, { expiresIn: DOWNLOAD_URL_SECONDS });
  return {
    url,
    expiresAt: new Date(nowMs() + DOWNLOAD_URL_SECONDS * 1000).toISOString(),
    fileName: file.fileName,
    size: file.size,
  };
}
