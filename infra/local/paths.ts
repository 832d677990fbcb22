import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root: infra/local is two levels below it. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

export function repoPath(...segments: string[]): string {
  return join(REPO_ROOT, ...segments);
}

/**
 * The module of a resource group's handler, as the local runtime loads it
 * (ARCHITECTURE.md#the-local-runtime).
 */
export function functionModulePath(group: string, module = 'handler'): string {
  return repoPath('functions', group, `${module}.ts`);
}

/** A file URL for import(): works under tsx and under vitest's module runner alike. */
export function importUrl(path: string): string {
  return pathToFileURL(path).href;
}
