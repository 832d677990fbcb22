import { S3Client } from '@aws-sdk/client-s3';
import { env } from '../env.js';
import { sdkLogger } from './sdk-logger.js';

/** Path-style addressing works both on AWS and on the local s3rver; checksums only where S3 needs them,
 * so that presigned URLs stay usable from a browser. */
export const s3 = new S3Client({
  forcePathStyle: env().S3_FORCE_PATH_STYLE,
  logger: sdkLogger,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
