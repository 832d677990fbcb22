import { mkdirSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import S3rver from 's3rver';
import * as s3rverAccount from 's3rver/lib/models/account.js';
import S3rverError from 's3rver/lib/models/error.js';
import FilesystemStore from 's3rver/lib/stores/filesystem.js';
import { interopDefault } from './interop.js';
import { LOCAL_CREDENTIALS } from './local-env.js';

export const BUCKETS = ['tenderbox-documents', 'tenderbox-exports'] as const;

/**
 * The browser PUTs presigned multipart parts straight to S3 and must read each part's ETag to complete
 * the upload, so the buckets allow the app origin's PUT/GET/HEAD and expose ETag.
 */
export function corsConfiguration(origins: readonly string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return [
    '<CORSConfiguration><CORSRule>',
    allowed,
    '<AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod>',
    '<AllowedMethod>HEAD</AllowedMethod><AllowedMethod>POST</AllowedMethod>',
    '<AllowedHeader>*</AllowedHeader>',
    '<ExposeHeader>ETag</ExposeHeader>',
    '<MaxAgeSeconds>3000</MaxAgeSeconds>',
    '</CORSRule></CORSConfiguration>',
  ].join('');
}

/**
 * S3 refuses to complete a multipart upload naming a part it does not hold (InvalidPart); s3rver instead
 * streams the missing part file and dies on the unhandled error. This checks the parts first and answers as
 * S3 does, so that a complete without its parts is refused alike here and on AWS (decision 029). Like the
 * signatures, s3rver does not compare the parts' ETags.
 */
let partsChecked = false;
function checkMultipartParts(): void {
  if (partsChecked) return;
  partsChecked = true;
  const Store = interopDefault(FilesystemStore);
  const S3Error = interopDefault(S3rverError);
  const complete = Store.prototype.putObjectMultipart;
  Store.prototype.putObjectMultipart = async function (
    this: FilesystemStore,
    bucket: string,
    uploadId: string,
    parts: { number: number; etag: string }[],
  ) {
    const uploadDir = join(this.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    for (const part of parts) {
      try {
        await access(join(uploadDir, String(part.number)));
      } catch {
        throw new S3Error(
          'InvalidPart',
          'One or more of the specified parts could not be found. The part might not have been uploaded.',
        );
      }
    }
    return complete.call(this, bucket, uploadId, parts);
  };
}

export interface S3Local {
  port: number;
  stop(): Promise<void>;
}

export async function startS3Local(options: {
  port: number;
  directory: string;
  origins: string[];
  verbose?: boolean;
}): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  checkMultipartParts();
  // s3rver skips SigV4 checks but refuses access keys it does not know; the handlers sign as local/local.
  interopDefault(s3rverAccount).DUMMY_ACCOUNT.createKeyPair(
    LOCAL_CREDENTIALS.accessKeyId,
    LOCAL_CREDENTIALS.secretAccessKey,
  );
  const Server = interopDefault(S3rver);
  const cors = corsConfiguration(options.origins);
  const server = new Server({
    address: '127.0.0.1',
    port: options.port,
    directory: options.directory,
    silent: !options.verbose,
    // s3rver does not verify signatures anyway (DESIGN §2); this keeps odd signers from being refused.
    allowMismatchedSignatures: true,
    // Path-style only: bucket names must not be read from the Host header "localhost".
    vhostBuckets: false,
    configureBuckets: BUCKETS.map((name) => ({ name, configs: [cors] })),
  });
  const address = await server.run();
  return {
    port: address.port,
    stop: async () => {
      await server.close();
    },
  };
}
