import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BenchContext } from './types.js';

export interface RunnableContext extends BenchContext {
  cleanup(): Promise<void>;
}

export async function createContext(root: string): Promise<RunnableContext> {
  const tmpDir = join(root, 'bench', 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const memo = new Map<string, Promise<unknown>>();
  const cleanups: (() => Promise<void> | void)[] = [];
  const started = Date.now();
  return {
    root,
    tmpDir,
    once<T>(key: string, make: () => Promise<T>): Promise<T> {
      let value = memo.get(key) as Promise<T> | undefined;
      if (!value) {
        value = make();
        memo.set(key, value);
      }
      return value;
    },
    onCleanup(fn) {
      cleanups.push(fn);
    },
    log(message) {
      process.stderr.write(
        `[bench ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}\n`,
      );
    },
    async cleanup() {
      // Last registered first: what was started later may depend on what was started earlier.
      for (const fn of cleanups.reverse()) {
        try {
          await fn();
        } catch (error) {
          process.stderr.write(
            `[bench] cleanup failed: ${error instanceof Error ? error.message : String(error)}\n`,
          );
        }
      }
    },
  };
}
