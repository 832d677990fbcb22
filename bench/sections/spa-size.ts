/**
 * The SPA's JavaScript: what a first visit to /login downloads, measured by loading the page in headless
 * Chromium against the local stack and summing the gzip size (from disk) of every .js it fetched, so lazy
 * chunks count exactly when the login route really loads them. The static import graph from index.html
 * is reported beside it as a cross-check, and the whole build's JS for context.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { launchBrowser } from '../../tests/e2e/support/browser.js';
import { runProcess } from '../lib/child-process.js';
import { fileSizes } from '../lib/gzip.js';
import { localStack, webDistDir } from '../lib/stack.js';
import type { BenchContext, Row, Section } from '../lib/types.js';

const LOGIN_GZIP_GOAL_BYTES = 130_000;

export async function run(ctx: BenchContext): Promise<Section> {
  const outDir = webDistDir(ctx);
  await buildWeb(ctx, outDir);
  const stack = await localStack(ctx);

  const loaded = await scriptsLoadedBy(`${stack.url}/login`);
  const loginFiles = loaded.scripts.map((pathname) => fileIn(outDir, pathname));
  const login = await sumSizes(loginFiles);
  const staticGraph = await sumSizes(await staticInitialScripts(outDir));
  const allJs = (await listFiles(outDir)).filter((f) => f.endsWith('.js'));
  const total = await sumSizes(allJs);

  const names = (files: string[]) => files.map((f) => relative(outDir, f)).join(', ');
  const rows: Row[] = [
    {
      name: '/login initial JS (gzip)',
      figure: { value: login.gzip, unit: 'B' },
      goal: { kind: 'max', max: LOGIN_GZIP_GOAL_BYTES },
      note: `${loginFiles.length} file(s) fetched by Chromium until the screen showed "${loaded.heading}": ${names(loginFiles)}`,
    },
    { name: '/login initial JS (raw)', figure: { value: login.raw, unit: 'B' }, goal: { kind: 'none' } },
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
    title: '4. SPA JavaScript',
    method:
      'The web app is built by Vite (web/vite.config.ts) into bench/tmp/web-dist and served by the local stack; ' +
      'headless Chromium loads /login with an empty cache until the screen shows its heading and the network is ' +
      'idle, and every .js response is ' +
      'summed by its gzip size (level 9) on disk. kB = 1000 bytes.',
    rows,
  };
}

async function buildWeb(ctx: BenchContext, outDir: string): Promise<void> {
  ctx.log('building the web app (vite)');
  const vite = join(ctx.root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = await runProcess(
    process.execPath,
    [
      vite,
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: ctx.root, env: process.env, timeoutMs: 240_000 },
  );
  if (result.code !== 0) throw new Error(`vite build exited ${result.code}: ${result.stderr.slice(-2000)}`);
}

/** Every same-origin .js the page fetched until it rendered, as URL paths in order of arrival. */
async function scriptsLoadedBy(url: string): Promise<{ scripts: string[]; heading: string }> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const seen = new Set<string>();
    page.on('response', (response) => {
      const target = new URL(response.url());
      if (target.origin === origin && target.pathname.endsWith('.js') && response.ok())
        seen.add(target.pathname);
    });
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    // On a busy CPU the vendor chunk can take longer to run than networkidle's 500 ms quiet window, so the
    // lazy route chunks would be missed: wait until the screen has rendered its heading, then for quiet.
    const heading = page.locator('h1').first();
    await heading.waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    if (seen.size === 0) throw new Error(`${url} loaded no JavaScript: is the SPA served?`);
    return { scripts: [...seen], heading: (await heading.textContent())?.trim() ?? '' };
  } finally {
    await browser.close();
  }
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
