/**
 * Compression as CloudFront applies it (docs/decisions/013-local-server-parity.md): brotli or gzip, chosen
 * by the request's Accept-Encoding, for text types of at least 1,000 bytes; images, fonts and archives
 * travel as they are. Built assets are compressed once (brotli 9, gzip 9) and kept until the file changes
 * (its mtime or size); API answers are compressed per request at a fast level (brotli 5, gzip 6). Brotli
 * 10-11 would save 2-8 % more for 8-20 times the time (1.7 s for the 430 kB vendor script on this machine).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** CloudFront compresses objects from 1,000 bytes up. */
export const MIN_COMPRESS_BYTES = 1000;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = [
  /^text\//,
  /^application\/(json|javascript|xml|manifest\+json|ld\+json|x-javascript)\b/,
  /^image\/svg\+xml\b/,
];

/** Whether a content type is text worth compressing (not images, fonts, PDFs or archives). */
export function isCompressible(contentType: string | undefined): boolean {
  const type = contentType?.toLowerCase().trim() ?? '';
  return COMPRESSIBLE.some((pattern) => pattern.test(type));
}

/**
 * The encoding to answer with: brotli or gzip when the client accepts it (q > 0, `*` included), brotli when
 * both are equally welcome, as CloudFront does; null for none.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** `static`: a high level, done once per file; `dynamic`: a fast level for per-request answers. */
export function compress(body: Buffer, encoding: Encoding, mode: 'static' | 'dynamic'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: mode === 'static' ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: mode === 'static' ? 9 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

interface CachedFile {
  mtimeMs: number;
  size: number;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** Compressed copies of files, made once per version of the file (its mtime and size). */
export class PrecompressedFiles {
  private readonly files = new Map<string, CachedFile>();

  /** The file compressed with `encoding`, from the cache while the file is unchanged. */
  async get(file: string, encoding: Encoding): Promise<Buffer> {
    const { mtimeMs, size } = await stat(file);
    let cached = this.files.get(file);
    if (!cached || cached.mtimeMs !== mtimeMs || cached.size !== size) {
      cached = { mtimeMs, size, encoded: new Map() };
      this.files.set(file, cached);
    }
    let encoded = cached.encoded.get(encoding);
    if (!encoded) {
      encoded = readFile(file).then((body) => compress(body, encoding, 'static'));
      // A failure (the file vanished mid-way) is not cached.
      encoded.catch(() => cached.encoded.delete(encoding));
      cached.encoded.set(encoding, encoded);
    }
    return encoded;
  }

  /** How many compressed copies are held (tests). */
  get size(): number {
    let count = 0;
    for (const file of this.files.values()) count += file.encoded.size;
    return count;
  }

  /**
   * Compresses every compressible file of a directory in the background, one at a time, so the first
   * visitor after a start gets them at once. Failures are ignored: a request compresses on demand.
   */
  async warm(dir: string, contentTypeFor: (path: string) => string): Promise<void> {
    let entries: string[];
    try {
      entries = (await readdir(dir, { recursive: true })).map((entry) => join(dir, entry));
    } catch {
      return;
    }
    for (const file of entries) {
      try {
        // Source maps are compressed when the developer tools ask for them, not at every start.
        if (file.endsWith('.map')) continue;
        const info = await stat(file);
        if (!info.isFile() || info.size < MIN_COMPRESS_BYTES || !isCompressible(contentTypeFor(file)))
          continue;
        await this.get(file, 'br');
        await this.get(file, 'gzip');
      } catch {
        // on demand, then
      }
    }
  }
}

/** Vary with Accept-Encoding added to whatever the answer already varies on. */
export function varyOnEncoding(existing: string | undefined): string {
  if (!existing) return 'Accept-Encoding';
  return /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(existing) ? existing : `${existing}, Accept-Encoding`;
}

/**
 * How to encode one answer: whether it varies on Accept-Encoding (every compressible type does, whatever
 * its size, so caches keep the variants apart) and the encoding to use, if any.
 */
export function encodingFor(
  acceptEncoding: string | undefined,
  contentType: string | undefined,
  size: number,
  alreadyEncoded = false,
): { vary: boolean; encoding: Encoding | null } {
  if (alreadyEncoded || !isCompressible(contentType)) return { vary: false, encoding: null };
  return {
    vary: true,
    encoding: size >= MIN_COMPRESS_BYTES ? negotiateEncoding(acceptEncoding) : null,
  };
}
