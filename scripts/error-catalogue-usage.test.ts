/**
 * Every entry of the error catalogue is answered somewhere: a code that no Lambda, job or screen names is a
 * message nobody can read, and a place where a rule was dropped or never written. Reads the git-tracked
 * sources of functions/, infra/, shared/ (the catalogue's own files aside) and web/src.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../shared/error-catalogue.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The text of every tracked source file that may name a code, the catalogue's definitions left out. */
function sources(): string {
  const files = execFileSync('git', ['ls-files', '-z', 'functions', 'infra', 'shared', 'web/src'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => /\.(ts|tsx|json)$/.test(file))
    .filter((file) => !file.startsWith('shared/errors') && file !== 'shared/error-catalogue.ts')
    .filter((file) => !/\.test\.tsx?$/.test(file));
  return execFileSync('cat', files, { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

export const unusedCodes = (codes: readonly string[], text: string): string[] =>
  codes.filter((code) => !new RegExp(`\\b${code}\\b`).test(text));

describe('the error catalogue', () => {
  it('holds no code that nothing answers', () => {
    expect(unusedCodes(Object.keys(ERROR_CATALOGUE), sources())).toEqual([]);
  });

  it('finds a code named nowhere (and one named in a word does not count)', () => {
    expect(
      unusedCodes(['usedHere', 'neverNamed', 'partly'], "throw new AppError('usedHere'); partlyDone"),
    ).toEqual(['neverNamed', 'partly']);
  });
});
