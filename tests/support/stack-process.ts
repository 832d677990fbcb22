import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LocalStackOptions } from '../../infra/local/stack.js';

/** What a global setup asks of the stack process (tests/support/stack-child.ts). */
export interface StackProcessRequest {
  /** startTestStack's options beyond its defaults (in memory, seeded, free ports, quiet, stage 'test'). */
  stack?: Partial<Pick<LocalStackOptions, 'webDir' | 'seed'>>;
  /** Where the stack's output goes, line for line (the handlers' log). */
  logFile?: string;
  /** Whether log lines below WARN also reach the terminal. */
  showQuietLines?: boolean;
}

export interface StackProcess {
  url: string;
  env: Record<string, string>;
  /** Stops the stack (its emulators and data directory with it) and waits for its process to end. */
  stop(): Promise<void>;
}

const child = fileURLToPath(new URL('./stack-child.ts', import.meta.url));
/** tsx's loader by its path: a bare `--import tsx` would resolve from wherever the process was started. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * Starts a test stack in a child process and answers once it listens (decision 080). The child shares this
 * terminal; it stops with `stop()`, or by itself when this process ends.
 */
export function startStackProcess(
  request: StackProcessRequest,
  env: NodeJS.ProcessEnv = process.env,
): Promise<StackProcess> {
  const process_ = spawn(process.execPath, ['--import', tsxLoader, child], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...env, TENDERBOX_STACK_REQUEST: JSON.stringify(request) },
  });
  const exited = new Promise<number | null>((resolve) => process_.once('exit', resolve));
  return new Promise((resolve, reject) => {
    process_.once('message', (message) => {
      const { url, env: stackEnv } = message as { url: string; env: Record<string, string> };
      resolve({
        url,
        env: stackEnv,
        stop: async () => {
          if (process_.exitCode === null && process_.connected) process_.send('stop');
          // A hang limit, not a timing assertion: stopping DynamoDB Local takes a second or two.
          const timer = setTimeout(() => process_.kill('SIGKILL'), 30_000);
          await exited;
          clearTimeout(timer);
        },
      });
    });
    void exited.then((code) =>
      reject(new Error(`The test stack's process ended (code ${code}) before it listened`)),
    );
  });
}
