import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../../functions/core/aws/s3.js';
import { env } from '../../functions/core/env.js';

/** True when the documents bucket holds the key (HeadObject on the emulator the Lambdas use). */
export async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}
