import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../../infra/local/stack.js';
import { ensureChromium } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the product under test answers: the SPA at /, the API at /api. */
    appUrl: string;
  }
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const distIndex = join(root, 'web', 'dist', '.vite', 'manifest.json');
/** What the SPA bundle is built from: a newer file here means web/dist is stale. */
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'shared', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildWebIfStale(): void {
  const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (builtAt >= changedAt) return;
  execFileSync(
    'npx',
    ['--no-install', 'vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would give a development bundle (debug view on, React's dev build).
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}

/** Chromium, a fresh SPA build, and the whole product in-process on free ports with the demo seed. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  buildWebIfStale();
  const dataDir = await mkdtemp(join(tmpdir(), 'tenderbox-e2e-'));
  const stack = await startLocalStack({
    dataDir,
    port: 0,
    inMemory: true,
    seed: true,
    webDir: join(root, 'web', 'dist'),
    quiet: true,
    stage: 'test',
  });
  project.provide('appUrl', stack.url);
  // The handlers' environment: the tests read the local mailbox (AWS_ENDPOINT_URL_SESV2/store) through it.
  project.provide('stackEnv', stack.env);
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
