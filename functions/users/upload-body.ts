import httpMultipartBodyParser from '@middy/http-multipart-body-parser';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { fieldMessage, type Language } from '../../shared/errors.js';
import { AppError, ValidationError } from '../core/app-error.js';

interface MultipartFile {
  filename?: string;
  mimetype?: string;
  content: Buffer;
}

const isFile = (value: unknown): value is MultipartFile =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as MultipartFile).content);

/** Busboy stops counting past this; the avatar check then refuses the file as too large. */
const PART_LIMIT_BYTES = 6 * 1024 * 1024;

/**
 * The bytes of an uploaded file: the first file part of a multipart/form-data body, or a raw image/* body.
 * API Gateway hands binary bodies over base64-encoded. Anything else is not an accepted picture.
 */
export async function readUploadedFile(event: APIGatewayProxyEventV2, lang: Language): Promise<Buffer> {
  const contentType = (event.headers?.['content-type'] ?? '').trim();
  const missing = () =>
    new ValidationError([{ field: 'body.file', code: 'required', message: fieldMessage('required', lang) }]);
  if (!event.body) throw missing();

  if (/^multipart\/form-data\b/i.test(contentType)) {
    const request = {
      event: {
        headers: { 'content-type': contentType },
        body: event.body,
        isBase64Encoded: event.isBase64Encoded,
      },
    } as { event: { body: unknown } };
    try {
      const parser = httpMultipartBodyParser({
        busboy: { limits: { files: 1, fileSize: PART_LIMIT_BYTES } },
      });
      await parser.before?.(request as never);
    } catch (cause) {
      throw new AppError('userAvatarInvalidFormat', { message: 'Malformed multipart body', cause });
    }
    const file = Object.values(request.event.body as Record<string, unknown>)
      .flat()
      .find(isFile);
    if (!file) throw missing();
    return file.content;
  }

  if (/^image\//i.test(contentType)) {
    return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  }
  throw new AppError('userAvatarInvalidFormat', {
    message: `Upload sent as ${contentType || 'no content type'}`,
  });
}
