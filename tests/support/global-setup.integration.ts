import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestStack } from './local-stack-harness.js';

/**
 * A log line of functions/core/logger.ts below WARN, or a metric of functions/core/metrics.ts (written at INFO
 * locally): kept out of the terminal unless LOG_LEVEL asked for it.
 */
const QUIET_LINE = /^\{"(?:level":"(?:DEBUG|INFO)"|_aws")/;

/**
 * Copies everything this process writes to stdout and stderr into a file. The stack runs the handlers in
 * this process, so their log lines (functions/core/logger.ts writes stdout) land here, where a test file, in
 * its own worker, can read them (the sealed-bid walk searches them). Lines the terminal would not have
 * shown at the developer's level go to the file only. Returns the undo.
 */
function teeOutput(file: string, showQuietLines: boolean): () => void {
  writeFileSync(file, '');
  const streams = [process.stdout, process.stderr] as const;
  const originals = streams.map((stream) => stream.write.bind(stream));
  streams.forEach((stream, index) => {
    const original = originals[index] as (...args: unknown[]) => boolean;
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      appendFileSync(file, chunk);
      if (!showQuietLines && QUIET_LINE.test(String(chunk))) return true;
      return original(chunk, ...rest);
    }) as typeof stream.write;
  });
  return () =>
    streams.forEach((stream, index) => {
      stream.write = originals[index] as typeof stream.write;
    });
}

/**
 * One local stack for the integration project (ARCHITECTURE.md#the-local-runtime: `npm test` starts the same
 * services in-process): in memory, seeded, on free ports. Test files reach it through inject('apiUrl') and
 * inject('stackEnv'), and its handlers' log lines through inject('stackLogFile'); the environment is also in
 * process.env, which the test workers inherit. The handlers log at INFO (a refusal's line included) into
 * that file unless LOG_LEVEL says otherwise; the terminal and the workers keep the developer's level.
 */
export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  const developerLevel = process.env.LOG_LEVEL;
  const logDir = mkdtempSync(join(tmpdir(), 'tenderbox-test-log-'));
  const stackLogFile = join(logDir, 'handlers.log');
  const untee = teeOutput(stackLogFile, developerLevel !== undefined);
  process.env.LOG_LEVEL = developerLevel ?? 'INFO';
  const harness = await startTestStack({ inMemory: true, seed: true });
  Object.assign(process.env, harness.stack.env);
  provide('apiUrl', harness.stack.url);
  provide('stackUrl', harness.stack.url);
  provide('stackEnv', harness.stack.env);
  provide('stackLogFile', stackLogFile);
  return async () => {
    await harness.dispose();
    untee();
    rmSync(logDir, { recursive: true, force: true });
  };
}
