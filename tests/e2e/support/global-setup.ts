import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../../infra/local/stack.js';
import { buildWebSync, webBuildState } from '../../../infra/local/web-build.js';
import { ensureHeadlessShell } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the product under test answers: the SPA at /, the API at /api. */
    appUrl: string;
  }
}

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** `npm test` builds web/dist beside the integration tests; a lone e2e run builds it here. */
function buildWebIfStale(): void {
  if (webBuildState() !== 'fresh' && !buildWebSync()) throw new Error('The web build failed (see above)');
}

/** Chromium, a fresh SPA build, and the whole product in-process on free ports with the demo seed. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureHeadlessShell();
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
  project.provide('stackUrl', stack.url);
  // The handlers' environment: the tests read the local mailbox (AWS_ENDPOINT_URL_SESV2/store) through it.
  project.provide('stackEnv', stack.env);
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
