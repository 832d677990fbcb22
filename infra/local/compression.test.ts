import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  compress,
  encodingFor,
  isCompressible,
  MIN_COMPRESS_BYTES,
  negotiateEncoding,
  PrecompressedFiles,
  varyOnEncoding,
} from './compression.js';
import { contentTypeFor } from './http-server.js';

const dir = mkdtempSync(join(tmpdir(), 'tenderbox-compression-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['br;q=0', null],
    ['*', 'br'],
    ['*;q=0.2, gzip;q=0.9', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', null],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it('compresses text: JS, CSS, HTML, JSON, SVG, source maps', () => {
    for (const file of [
      'a.js',
      'a.css',
      'index.html',
      'a.json',
      'a.svg',
      'a.js.map',
      'a.webmanifest',
      'a.txt',
    ])
      expect(isCompressible(contentTypeFor(file)), file).toBe(true);
  });

  it('leaves images, fonts, PDFs and unknown types as they are', () => {
    for (const file of ['a.png', 'a.jpg', 'a.webp', 'a.woff2', 'a.pdf', 'a.bin', 'a.ico'])
      expect(isCompressible(contentTypeFor(file)), file).toBe(false);
  });
});

describe('encodingFor', () => {
  it('varies on Accept-Encoding for text of any size, and compresses from the threshold up', () => {
    expect(encodingFor('br', 'application/json', MIN_COMPRESS_BYTES - 1)).toEqual({
      vary: true,
      encoding: null,
    });
    expect(encodingFor('br', 'application/json', MIN_COMPRESS_BYTES)).toEqual({ vary: true, encoding: 'br' });
    expect(encodingFor(undefined, 'text/css', 50_000)).toEqual({ vary: true, encoding: null });
    expect(encodingFor('gzip', 'image/png', 50_000)).toEqual({ vary: false, encoding: null });
    expect(encodingFor('gzip', 'text/css', 50_000, true)).toEqual({ vary: false, encoding: null });
  });

  it('adds Accept-Encoding to an existing Vary once', () => {
    expect(varyOnEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyOnEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
    expect(varyOnEncoding('*')).toBe('*');
  });
});

describe('compress', () => {
  const text = Buffer.from(
    JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i, name: 'x' })) }),
  );

  it('round-trips brotli and gzip, static and dynamic, and shrinks text', async () => {
    for (const mode of ['static', 'dynamic'] as const) {
      const br = await compress(text, 'br', mode);
      const gz = await compress(text, 'gzip', mode);
      expect(brotliDecompressSync(br).equals(text)).toBe(true);
      expect(gunzipSync(gz).equals(text)).toBe(true);
      expect(br.length).toBeLessThan(text.length / 5);
    }
  });
});

describe('PrecompressedFiles', () => {
  it('compresses a file once, and again only when it changes', async () => {
    const file = join(dir, 'app.js');
    writeFileSync(file, 'console.log("first");\n'.repeat(200));
    const cache = new PrecompressedFiles();
    const first = await cache.get(file, 'br');
    expect(await cache.get(file, 'br')).toBe(first);
    expect(brotliDecompressSync(first).toString()).toContain('first');

    writeFileSync(file, 'console.log("second");\n'.repeat(200));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const second = await cache.get(file, 'br');
    expect(second).not.toBe(first);
    expect(brotliDecompressSync(second).toString()).toContain('second');
    expect(gunzipSync(await cache.get(file, 'gzip')).toString()).toContain('second');
  });

  it('warms every compressible file above the threshold, and nothing else', async () => {
    const site = mkdtempSync(join(dir, 'site-'));
    writeFileSync(join(site, 'big.css'), 'a{color:red}\n'.repeat(200));
    writeFileSync(join(site, 'small.js'), 'x');
    writeFileSync(join(site, 'image.png'), Buffer.alloc(5_000));
    writeFileSync(join(site, 'big.css.map'), '{"mappings":""}'.repeat(200));
    const cache = new PrecompressedFiles();
    await cache.warm(site, contentTypeFor);
    expect(cache.size).toBe(2); // big.css in br and gzip
  });
});
