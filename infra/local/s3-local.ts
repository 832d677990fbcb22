import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import * as s3rverAccount from 's3rver/lib/models/account.js';
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
