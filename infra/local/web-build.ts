/**
 * When web/dist is stale, and the command that rebuilds it: shared by `npm start`, the e2e setup and
 * `npm test` (which builds it beside the integration tests, so that the e2e step does not wait for it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, repoPath } from './paths.js';

/** What the SPA bundle is built from: a newer file here means web/dist is stale. */
const SOURCES = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'shared', 'package.json'];
/** Written last by vite build (build.manifest): its time is the build's. */
const BUILT_MARKER = repoPath('web', 'dist', '.vite', 'manifest.json');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** 'missing' before the first build, 'stale' when a source changed since, 'fresh' otherwise. */
export function webBuildState(): 'missing' | 'stale' | 'fresh' {
  if (!existsSync(BUILT_MARKER)) return 'missing';
  const builtAt = statSync(BUILT_MARKER).mtimeMs;
  return Math.max(...SOURCES.map((s) => newestMtime(repoPath(s)))) > builtAt ? 'stale' : 'fresh';
}

const BUILD = ['--no-install', 'vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'];
// Vitest sets NODE_ENV=test, which would give a development bundle (debug view on, React's dev build).
const buildEnv = () => ({ ...process.env, NODE_ENV: 'production' });

/** Builds web/dist, blocking; true when the build succeeded. */
export function buildWebSync(stdio: 'inherit' | 'pipe' = 'inherit'): boolean {
  return spawnSync('npx', BUILD, { cwd: REPO_ROOT, stdio, env: buildEnv() }).status === 0;
}
