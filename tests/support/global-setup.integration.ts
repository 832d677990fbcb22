import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStackProcess } from './stack-process.js';

/**
 * One local stack for the integration project (ARCHITECTURE.md#the-local-runtime: `npm test` starts the same
 * services as `npm start`): in memory, seeded, on free ports, in a process of its own (decision 080). Test
 * files reach it through inject('apiUrl') and inject('stackEnv'), and its handlers' log lines through
 * inject('stackLogFile'); the environment is also in process.env, which the test workers inherit. The
 * handlers log at INFO (a refusal's line included) into that file unless LOG_LEVEL says otherwise; the
 * terminal and the workers keep the developer's level.
 */
export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  const developerLevel = process.env.LOG_LEVEL;
  const logDir = mkdtempSync(join(tmpdir(), 'tenderbox-test-log-'));
  const stackLogFile = join(logDir, 'handlers.log');
  const stack = await startStackProcess(
    { logFile: stackLogFile, showQuietLines: developerLevel !== undefined },
    { ...process.env, LOG_LEVEL: developerLevel ?? 'INFO' },
  );
  Object.assign(process.env, stack.env);
  provide('apiUrl', stack.url);
  provide('stackUrl', stack.url);
  provide('stackEnv', stack.env);
  provide('stackLogFile', stackLogFile);
  return async () => {
    await stack.stop();
    rmSync(logDir, { recursive: true, force: true });
  };
}
