/**
 * The local server compresses as CloudFront does: brotli or gzip by Accept-Encoding, for the SPA's text
 * files and the API's JSON from 1,000 bytes up; images travel as they are.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startHttpServer, type LocalHttpServer } from '../../infra/local/http-server.js';
import { loginAs } from '../helpers/session.js';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request with nothing decoded on the way (fetch would decompress). */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (answer: RawAnswer) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body;

describe('static files', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'tenderbox-web-'));
  const appJs = 'export const greeting = "hello";\n'.repeat(400);
  const indexHtml = `<!doctype html><title>Tenderbox</title>${'<p>text</p>'.repeat(200)}`;
  let server: LocalHttpServer;
  let base: string;

  beforeAll(async () => {
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), indexHtml);
    writeFileSync(join(webDir, 'assets', 'app-1234.js'), appJs);
    writeFileSync(join(webDir, 'assets', 'tiny-1234.js'), 'export {};\n');
    writeFileSync(join(webDir, 'assets', 'logo-1234.png'), Buffer.alloc(20_000, 7));
    writeFileSync(
      join(webDir, 'assets', 'icon-1234.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
    );
    server = await startHttpServer({ port: 0, routes: [], webDir, hosts: ['127.0.0.1'], log: () => {} });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(async () => {
    await server.stop();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.1, gzip;q=0.8', 'gzip'],
  ])('answers Accept-Encoding "%s" with %s, Vary and the compressed length', async (accept, encoding) => {
    const answer = await raw(`${base}/assets/app-1234.js`, { 'accept-encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(appJs.length / 10);
    expect(decode(answer).toString()).toBe(appJs);
    expect(answer.headers['cache-control']).toContain('immutable');
  });

  it('sends the file as it is when no encoding is accepted, still varying on it', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of variants) {
      const answer = await raw(`${base}/assets/app-1234.js`, headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.toString()).toBe(appJs);
    }
  });

  it('compresses the SPA fallback (index.html) and SVG; not images, nor text under 1,000 bytes', async () => {
    const page = await raw(`${base}/team/all`, { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(decode(page).toString()).toBe(indexHtml);
    expect(
      (await raw(`${base}/assets/icon-1234.svg`, { 'accept-encoding': 'gzip' })).headers['content-encoding'],
    ).toBe('gzip');

    const image = await raw(`${base}/assets/logo-1234.png`, { 'accept-encoding': 'gzip, br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.body.length).toBe(20_000);

    const tiny = await raw(`${base}/assets/tiny-1234.js`, { 'accept-encoding': 'gzip, br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });

  it('answers HEAD with the headers of the compressed GET and no body', async () => {
    const get = await raw(`${base}/assets/app-1234.js`, { 'accept-encoding': 'br' });
    const head = await raw(`${base}/assets/app-1234.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('serves a changed file, compressed anew', async () => {
    const changed = 'export const greeting = "bonjour";\n'.repeat(400);
    writeFileSync(join(webDir, 'assets', 'app-1234.js'), changed);
    const answer = await raw(`${base}/assets/app-1234.js`, { 'accept-encoding': 'br' });
    expect(decode(answer).toString()).toBe(changed);
  });
});

describe('API answers', () => {
  it('compresses a JSON answer above the threshold, and leaves a small one as it is', async () => {
    const lead = await loginAs('lead@demo.example');
    const path = `/api/v1/customer/${lead.info.customer.customerId}/node/${lead.info.tenderNode.id}/Permissions/All`;
    const headers = { cookie: lead.cookieHeader, 'accept-encoding': 'gzip, deflate, br' };
    const big = await raw(`${inject('apiUrl')}${path}`, headers);
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toContain('Accept-Encoding');
    expect(Number(big.headers['content-length'])).toBe(big.body.length);
    const json = JSON.parse(decode(big).toString()) as { data: Record<string, unknown> };
    expect(decode(big).length).toBeGreaterThan(1000);
    expect(json.data).toBeDefined();

    const plain = await raw(`${inject('apiUrl')}${path}`, { cookie: lead.cookieHeader });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(decode(big))).toBe(true);

    const small = await raw(`${inject('apiUrl')}/api/v1/no-such-route`, { 'accept-encoding': 'br' });
    expect(small.body.length).toBeLessThan(1000);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the OpenAPI document and the API reference’s script', async () => {
    const doc = await raw(`${inject('apiUrl')}/api/openapi.json`, { 'accept-encoding': 'gzip' });
    expect(doc.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(doc).toString())).toHaveProperty('openapi');
    const script = await raw(`${inject('apiUrl')}/api/docs/swagger-ui-bundle.js`, {
      'accept-encoding': 'br',
    });
    expect(script.headers['content-encoding']).toBe('br');
  });
});
