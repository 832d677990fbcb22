/**
 * Odd URLs reach the SPA: a bad escape, an encoded NUL or slash gets index.html (the app's router then shows
 * its not-found page), never a bare 400 or 500; and no path, however encoded, reads a file outside webDir.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type LocalHttpServer } from '../../infra/local/http-server.js';

/** One request with the path sent exactly as written (fetch and URL would normalise it). */
function raw(base: string, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/`, { path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('odd paths on the local server', () => {
  const root = mkdtempSync(join(tmpdir(), 'tenderbox-paths-'));
  const webDir = join(root, 'web');
  const INDEX = '<!doctype html><title>Tenderbox SPA</title><div id="root"></div>';
  let server: LocalHttpServer;
  let base: string;

  beforeAll(async () => {
    mkdirSync(join(webDir, 'assets'), { recursive: true });
    writeFileSync(join(webDir, 'index.html'), INDEX);
    writeFileSync(join(webDir, 'assets', 'app-1234.js'), 'export {};\n');
    // A secret beside webDir: no path may read it.
    writeFileSync(join(dirname(webDir), 'secret.txt'), 'TOP SECRET');
    server = await startHttpServer({ port: 0, routes: [], webDir, hosts: ['127.0.0.1'], log: () => {} });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/%00', '/a%2Fb', '/team/%00', '/%E0%A4%A', '/%', '/team/%zz', '/%0a', '/no/such/page'])(
    'GET %s answers the SPA’s index.html (200), not a bare error',
    async (path) => {
      const answer = await raw(base, path);
      expect(answer.status).toBe(200);
      expect(answer.type).toContain('text/html');
      expect(answer.body).toBe(INDEX);
    },
  );

  it('still serves real files and 404s a missing asset', async () => {
    expect((await raw(base, '/assets/app-1234.js')).body).toBe('export {};\n');
    expect((await raw(base, '/assets/missing-1234.js')).status).toBe(404);
  });

  it.each([
    '/../secret.txt',
    '/..%2Fsecret.txt',
    '/%2E%2E/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2F..%2Fsecret.txt',
    '/%00/../../secret.txt',
    '/..%5Csecret.txt',
  ])('GET %s never reads outside webDir', async (path) => {
    const answer = await raw(base, path);
    expect(answer.body).not.toContain('TOP SECRET');
    expect([200, 404]).toContain(answer.status);
  });
});
