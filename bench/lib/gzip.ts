import { readFile } from 'node:fs/promises';
import { constants, gzipSync } from 'node:zlib';

/** Level 9, as the goals are stated: what a CDN or Lambda's zip would ship at best. */
export function gzipBytes(data: Buffer | string): number {
  return gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length;
}

export async function fileSizes(file: string): Promise<{ raw: number; gzip: number }> {
  const data = await readFile(file);
  return { raw: data.length, gzip: gzipBytes(data) };
}
