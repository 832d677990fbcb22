import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { routeGroups } from '../../functions/routes.js';
import { workflows } from '../../infra/workflows/index.js';
import { buildFunctions, effectiveSchedules, lambdaEntries } from '../../scripts/build-functions.js';

const outDir = mkdtempSync(join(tmpdir(), 'tenderbox-bundles-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('lambdaEntries', () => {
  it('lists one Lambda per route group, the realtime handler, each workflow task and each schedule, once', async () => {
    const entries = await lambdaEntries();
    const names = entries.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const group of routeGroups()) {
      expect(entries).toContainEqual({ name: group, entry: `functions/${group}/handler.ts` });
    }
    expect(entries).toContainEqual({ name: 'realtime', entry: 'functions/realtime/handler.ts' });
    for (const task of workflows.flatMap((w) => Object.values(w.substitutions))) {
      expect(entries).toContainEqual({
        name: `${task.group}-${task.module}`,
        entry: `functions/${task.group}/${task.module}.ts`,
      });
    }
    for (const schedule of await effectiveSchedules()) {
      expect(entries).toContainEqual({
        name: `${schedule.group}-${schedule.module}`,
        entry: `functions/${schedule.group}/${schedule.module}.ts`,
      });
    }
  });
});

describe('buildFunctions', () => {
  it('bundles a Lambda into one self-contained ESM file that loads and exports its handler', async () => {
    const [built] = await buildFunctions({ outDir, only: ['system'] });
    expect(built).toMatchObject({ name: 'system', outfile: join(outDir, 'system', 'index.mjs') });
    expect(built!.bytes).toBeGreaterThan(10_000);

    const code = readFileSync(built!.outfile, 'utf8');
    expect(code.startsWith("import { createRequire as __tbCreateRequire } from 'node:module';")).toBe(true);
    // The AWS SDK is inside the bundle: no bare import of it remains.
    expect(code).not.toMatch(/from\s*["']@aws-sdk\//);
    expect(JSON.parse(readFileSync(join(outDir, 'system', 'package.json'), 'utf8'))).toEqual({
      type: 'module',
    });

    const mod = (await import(pathToFileURL(built!.outfile).href)) as { handler?: unknown };
    expect(typeof mod.handler).toBe('function');
  });

  it('refuses a name that is not a Lambda', async () => {
    await expect(buildFunctions({ outDir, only: ['no-such-group'] })).rejects.toThrow(
      /Unknown function name/,
    );
  });
});
