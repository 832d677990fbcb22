import type { TestProject } from 'vitest/node';
import { startTestStack } from './local-stack-harness.js';

/**
 * One local stack for the integration project (DESIGN §2: `npm test` starts the same services
 * in-process): in memory, seeded, on free ports. Test files reach it through inject('apiUrl') and
 * inject('stackEnv'); the environment is also in process.env, which the test workers inherit.
 */
export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  const harness = await startTestStack({ inMemory: true, seed: true });
  Object.assign(process.env, harness.stack.env);
  provide('apiUrl', harness.stack.url);
  provide('stackEnv', harness.stack.env);
  return () => harness.dispose();
}
