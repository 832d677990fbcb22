/**
 * The SPA's first load: what a first visit to /login downloads, measured by loading the page in headless
 * Chromium against the local stack and summing the gzip size (from disk) of every .js and .css it fetched, so
 * lazy chunks (and the stylesheets they bring) count exactly when the login route really loads them. The static
 * import graph from index.html is reported beside it as a cross-check, the whole build's JS for context, and
 * the bytes the local server really sends for those files when the browser accepts brotli or gzip.
 */
import { request } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { launchBrowser } from '../../tests/e2e/support/browser.js';
import { fileSizes } from '../lib/gzip.js';
import { localStack } from '../lib/stack.js';
import type { BenchContext, Row, Section } from '../lib/types.js';
import { buildWeb } from '../lib/web.js';

const LOGIN_JS_GZIP_GOAL_BYTES = 130_000;
const LOGIN_CSS_GZIP_GOAL_BYTES = 30_000;
/** Bytes on the wire against gzip level 9 of the same files: brotli or gzip at any usual level fits. */
const WIRE_RATIO_GOAL = 1.1;

export async function run(ctx: BenchContext): Promise<Section> {
  const outDir = await buildWeb(ctx);
  const stack = await localStack(ctx);

  const loaded = await assetsLoadedBy(`${stack.url}/login`);
  const loginFiles = loaded.scripts.map((pathname) => fileIn(outDir, pathname));
  const login = await sumSizes(loginFiles);
  const cssFiles = loaded.styles.map((pathname) => fileIn(outDir, pathname));
  const css = await sumSizes(cssFiles);
  const wire = await bytesOnTheWire(stack.ipUrl, [...loaded.scripts, ...loaded.styles]);
  const staticGraph = await sumSizes(await staticInitialScripts(outDir));
  const allJs = (await listFiles(outDir)).filter((f) => f.endsWith('.js'));
  const total = await sumSizes(allJs);

  const names = (files: string[]) => files.map((f) => relative(outDir, f)).join(', ');
  const rows: Row[] = [
    {
      name: '/login initial JS (gzip)',
      figure: { value: login.gzip, unit: 'B' },
      goal: { kind: 'max', max: LOGIN_JS_GZIP_GOAL_BYTES },
      note: `${loginFiles.length} file(s) fetched by Chromium until the screen showed "${loaded.heading}": ${names(loginFiles)}`,
    },
    { name: '/login initial JS (raw)', figure: { value: login.raw, unit: 'B' }, goal: { kind: 'none' } },
    {
      name: '/login CSS (gzip)',
      figure: { value: css.gzip, unit: 'B' },
      goal: { kind: 'max', max: LOGIN_CSS_GZIP_GOAL_BYTES },
      note: `${cssFiles.length} stylesheet(s) fetched until the screen showed, ${(css.raw / 1000).toFixed(1)} kB raw: ${names(cssFiles)}`,
    },
    {
      name: '/login JS and CSS on the wire (Accept-Encoding: br, gzip)',
      figure: { value: wire.bytes, unit: 'B' },
      floor: { value: login.gzip + css.gzip, unit: 'B' },
      floorLabel: 'the same files at gzip level 9',
      goal: { kind: 'ratio', max: WIRE_RATIO_GOAL },
      note: `Content-Encoding from the local server: ${wire.encodings}`,
    },
    {
      name: 'static import graph of index.html (gzip)',
      figure: { value: staticGraph.gzip, unit: 'B' },
      goal: { kind: 'none' },
      note: 'entry scripts, modulepreloads and their static imports, without lazy routes: a cross-check',
    },
    {
      name: 'all JS in the build (gzip)',
      figure: { value: total.gzip, unit: 'B' },
      goal: { kind: 'none' },
      note: `${allJs.length} file(s), ${(total.raw / 1000).toFixed(1)} kB raw`,
    },
  ];
  return {
    id: 'spa-size',
    title: '4. SPA first load',
    method:
      'The web app is built by Vite (web/vite.config.ts) into bench/tmp/web-dist and served by the local stack; ' +
      'headless Chromium loads /login with an empty cache until the screen shows its heading and the network is ' +
      'idle, and every .js and .css response is summed by its gzip size (level 9) on disk. The same files are ' +
      'then requested from the local server with `Accept-Encoding: br, gzip` and the bytes it sends are counted. ' +
      'kB = 1000 bytes.',
    rows,
  };
}

/** Every same-origin .js and .css the page fetched until it rendered, as URL paths in order of arrival. */
async function assetsLoadedBy(
  url: string,
): Promise<{ scripts: string[]; styles: string[]; heading: string }> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    page.on('response', (response) => {
      const target = new URL(response.url());
      if (target.origin !== origin || !response.ok()) return;
      if (target.pathname.endsWith('.js')) scripts.add(target.pathname);
      if (target.pathname.endsWith('.css')) styles.add(target.pathname);
    });
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    // On a busy CPU the vendor chunk can take longer to run than networkidle's 500 ms quiet window, so the
    // lazy route chunks would be missed: wait until the screen has rendered its heading, then for quiet.
    const heading = page.locator('h1').first();
    await heading.waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    if (scripts.size === 0) throw new Error(`${url} loaded no JavaScript: is the SPA served?`);
    if (styles.size === 0) throw new Error(`${url} loaded no stylesheet: is the SPA served?`);
    return {
      scripts: [...scripts],
      styles: [...styles],
      heading: (await heading.textContent())?.trim() ?? '',
    };
  } finally {
    await browser.close();
  }
}

/**
 * Requests each path as a browser would (`Accept-Encoding: br, gzip`) and counts the body bytes as sent, without
 * decoding them: the local server's compression, measured rather than assumed.
 */
async function bytesOnTheWire(
  base: string,
  paths: readonly string[],
): Promise<{ bytes: number; encodings: string }> {
  const answers = await Promise.all(
    paths.map(
      (path) =>
        new Promise<{ bytes: number; encoding: string }>((resolveAnswer, reject) => {
          const req = request(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
            let bytes = 0;
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.on('end', () => {
              if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}`));
              else resolveAnswer({ bytes, encoding: res.headers['content-encoding'] ?? 'none' });
            });
            res.on('error', reject);
          });
          req.on('error', reject);
          req.end();
        }),
    ),
  );
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(a.encoding, (counts.get(a.encoding) ?? 0) + 1);
  const encodings = [...counts].map(([encoding, n]) => `${encoding} (${n} file(s))`).join(', ');
  return {
    bytes: answers.reduce((sum, a) => sum + a.bytes, 0),
    encodings: counts.has('none') && counts.size === 1 ? `${encodings}: not compressed` : encodings,
  };
}

function fileIn(root: string, pathname: string): string {
  const file = resolve(root, `.${decodeURIComponent(pathname)}`);
  if (!file.startsWith(root + sep)) throw new Error(`${pathname} is outside the build`);
  return file;
}

async function sumSizes(files: readonly string[]): Promise<{ raw: number; gzip: number }> {
  const sizes = await Promise.all(files.map(fileSizes));
  return sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * index.html's module scripts and modulepreloads, then every static `import … from "./x.js"` of those
 * chunks, transitively. Dynamic `import("./x.js")` (lazy routes) is not followed.
 */
async function staticInitialScripts(outDir: string): Promise<string[]> {
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const roots = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => fileIn(outDir, new URL(m[1]!, 'http://x/').pathname));
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !file.endsWith('.js')) continue;
    seen.add(file);
    const code = await readFile(file, 'utf8');
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(resolve(file, '..', m[1]!));
    }
  }
  return [...seen];
}
