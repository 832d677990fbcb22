import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildWebSync, webBuildState } from '../../../infra/local/web-build.js';
import { startStackProcess } from '../../support/stack-process.js';
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

/**
 * Chromium, a fresh SPA build, and the whole product on free ports with the demo seed, in a process of its
 * own (decision 080).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureHeadlessShell();
  buildWebIfStale();
  const stack = await startStackProcess({ stack: { webDir: join(root, 'web', 'dist') } });
  project.provide('appUrl', stack.url);
  project.provide('stackUrl', stack.url);
  // The handlers' environment: the tests read the local mailbox (AWS_ENDPOINT_URL_SESV2/store) through it.
  project.provide('stackEnv', stack.env);
  return async () => {
    await stack.stop();
  };
}
