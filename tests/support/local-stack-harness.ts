import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../infra/local/stack.js';

export interface StackHarness {
  stack: LocalStack;
  dataDir: string;
  /** Stops the stack and removes its data directory */
  dispose(): Promise<void>;
}

/**
 * A local stack for tests: free ports, a fresh temporary data directory, no SPA, quiet. Options override
 * those defaults (e.g. inMemory: false to keep data across a restart).
 */
export async function startTestStack(options: Partial<LocalStackOptions> = {}): Promise<StackHarness> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'tenderbox-test-')));
  const stack = await startLocalStack({
    port: 0,
    inMemory: true,
    seed: true,
    webDir: null,
    quiet: true,
    stage: 'test',
    ...options,
    dataDir,
  });
  return {
    stack,
    dataDir,
    dispose: async () => {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Stacks assign their environment into process.env: this puts the worker's back (call in afterAll). */
export function restoreProcessEnv(saved: NodeJS.ProcessEnv): void {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
}
