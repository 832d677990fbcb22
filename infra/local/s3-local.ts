import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, truncate } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import S3rver from 's3rver';
import * as s3rverAccount from 's3rver/lib/models/account.js';
import S3rverError from 's3rver/lib/models/error.js';
import S3rverObject from 's3rver/lib/models/object.js';
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
 * Completing a multipart upload, as S3 does it. S3 refuses to complete an upload naming a part it does not
 * hold (InvalidPart); s3rver instead streams the missing part file and dies on the unhandled error, so the
 * parts are checked first (decision 029). S3's ETag for such an object is the MD5 of the parts' MD5s and
 * "-<count>", and S3 never reads the whole object again; s3rver hashed all of it a second time, which made
 * completing a 200 MB upload cost as much as sending it (decision 029, 2026-11-24 addendum). So the parts
 * are joined without a second hash, and the ETag is S3's. Like the signatures, part ETags are not compared.
 */
let completeReplaced = false;
function completeAsS3Does(): void {
  if (completeReplaced) return;
  completeReplaced = true;
  const Store = interopDefault(FilesystemStore);
  const S3Error = interopDefault(S3rverError);
  const S3Object = interopDefault(S3rverObject);
  Store.prototype.putObjectMultipart = async function (
    this: FilesystemStore,
    bucket: string,
    uploadId: string,
    parts: { number: number; etag: string }[],
  ) {
    const uploadDir = join(this.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const partPath = (part: { number: number }) => join(uploadDir, String(part.number));
    const sorted = [...parts].sort((a, b) => a.number - b.number);
    let md5s: string[];
    try {
      if (sorted.length === 0) throw new Error('no parts');
      md5s = await Promise.all(sorted.map((part) => readFile(`${partPath(part)}.md5`, 'utf8')));
    } catch {
      throw new S3Error(
        'InvalidPart',
        'One or more of the specified parts could not be found. The part might not have been uploaded.',
      );
    }
    const [key, metadata] = await Promise.all([
      readFile(join(uploadDir, 'key'), 'utf8'),
      readFile(join(uploadDir, 'metadata'), 'utf8').then(
        (text) => JSON.parse(text) as Record<string, string>,
      ),
    ]);
    const digest = createHash('md5');
    for (const md5 of md5s) digest.update(Buffer.from(md5.trim(), 'hex'));
    const etag = `${digest.digest('hex')}-${sorted.length}`;

    const objectPath = this.getResourcePath(bucket, key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    // The first part becomes the object (a rename, on the same disk), the others are appended to it.
    const [first, ...rest] = sorted.map(partPath);
    const firstSize = (await stat(first!)).size;
    await rename(first!, objectPath);
    let size: number;
    try {
      size = await appendFiles(objectPath, rest);
    } catch (error) {
      // Not completed: the upload keeps its first part as it was, as S3 keeps an upload whose complete failed.
      await truncate(objectPath, firstSize);
      await rename(objectPath, first!);
      throw error;
    }
    await this.putMetadata(bucket, key, new S3Object(bucket, key, null, metadata).metadata, etag);
    await rm(uploadDir, { recursive: true, force: true });
    return { md5: etag, size };
  };
}
/** Joining parts a few MiB at a time: the copy's memory stays flat whatever the object's size. */
const COPY_BUFFER_BYTES = 4 * 1024 * 1024;

/** Appends the files to `target` in order; answers the target's final size. */
async function appendFiles(target: string, sources: readonly string[]): Promise<number> {
  const out = await open(target, 'a');
  const buffer = Buffer.allocUnsafe(COPY_BUFFER_BYTES);
  try {
    for (const path of sources) {
      const source = await open(path);
      try {
        for (;;) {
          const { bytesRead } = await source.read(buffer, 0, buffer.length, null);
          if (bytesRead === 0) break;
          await out.write(buffer, 0, bytesRead);
        }
      } finally {
        await source.close();
      }
    }
    return (await out.stat()).size;
  } finally {
    await out.close();
  }
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
  completeAsS3Does();
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
    // s3rver does not verify signatures anyway (ARCHITECTURE.md#the-local-runtime); this keeps odd signers
    // from being refused.
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
