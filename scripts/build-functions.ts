/**
 * Bundles every Lambda into one self-contained ESM file: dist/functions/<name>/index.mjs.
 * The list of Lambdas comes from the same declarations CDK reads (route table, workflows, schedules),
 * so a new resource group, task or schedule gets a bundle without touching this script.
 * See docs/decisions/002-bundling.md.
 */
import { build, type BuildOptions as EsbuildOptions, type Metafile } from 'esbuild';
import { existsSync } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeGroups } from '../functions/routes.js';
import { schedules, type ScheduleDefinition } from '../infra/schedules.js';
import { workflows } from '../infra/workflows/index.js';
import {
  dropRouteDocs,
  middyWithoutStreaming,
  onlyOwnAccess,
  pureDeclarations,
  routerWithoutStatusTexts,
  trimBigJs,
} from './bundle-trims.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_FUNCTIONS_DIR = join(ROOT, 'dist', 'functions');

export interface LambdaEntry {
  /** Bundle and function name: the resource group, `realtime`, or `<group>-<module>` */
  name: string;
  /** Entry file, relative to the repository root */
  entry: string;
}

export interface BuiltFunction extends LambdaEntry {
  outfile: string;
  bytes: number;
}

export type { ScheduleDefinition };

/** The scheduled jobs of infra/schedules.ts, each deployed as its own Lambda with an EventBridge rule. */
export async function effectiveSchedules(): Promise<ScheduleDefinition[]> {
  return [...schedules];
}

/** Task Lambdas are named after their group and module so two groups may both have a `task.ts`. */
export function moduleFunctionName(group: string, module: string): string {
  return `${group}-${module}`;
}

/** Every Lambda of the product, deduplicated by name, in a stable order. */
export async function lambdaEntries(): Promise<LambdaEntry[]> {
  const entries = new Map<string, LambdaEntry>();
  const add = (name: string, entry: string) => {
    if (!entries.has(name)) entries.set(name, { name, entry });
  };
  for (const group of routeGroups()) add(group, `functions/${group}/handler.ts`);
  add('realtime', 'functions/realtime/handler.ts');
  for (const workflow of workflows) {
    for (const task of Object.values(workflow.substitutions)) {
      add(moduleFunctionName(task.group, task.module), `functions/${task.group}/${task.module}.ts`);
    }
  }
  for (const schedule of await effectiveSchedules()) {
    add(
      moduleFunctionName(schedule.group, schedule.module),
      `functions/${schedule.group}/${schedule.module}.ts`,
    );
  }
  return [...entries.values()];
}

// ESM output cannot `require`; some CommonJS dependencies still do, so give them a real one.
const REQUIRE_BANNER = [
  "import { createRequire as __tbCreateRequire } from 'node:module';",
  "import { fileURLToPath as __tbFileURLToPath } from 'node:url';",
  "import { dirname as __tbDirname } from 'node:path';",
  'const require = __tbCreateRequire(import.meta.url);',
  'const __filename = __tbFileURLToPath(import.meta.url);',
  'const __dirname = __tbDirname(__filename);',
].join('\n');

/** How every Lambda is bundled; the bench builds its SDK-only floors with the same options. */
export const LAMBDA_ESBUILD_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  minify: true,
  treeShaking: true,
  // Bundle everything, the AWS SDK included: the bundle is what runs, pinned and measured.
  external: [],
  // Prefer ESM builds of dependencies so tree-shaking works on them.
  mainFields: ['module', 'main'],
  conditions: ['module', 'import'],
  banner: { js: REQUIRE_BANNER },
  // Only the local runtime may move the clock (functions/core/clock.ts, decision 074): a deployed bundle
  // holds no way to read a moved one.
  define: { 'globalThis.tenderboxLocalClock': 'undefined' },
  // Route summaries, examples and response shapes document the API; no Lambda reads them. Schemas a
  // Lambda never reads go too, and so do big.js's methods the forms never call and the HTTP status texts
  // of the router's unused default answer, and middy's unused response streaming (scripts/bundle-trims.ts).
  plugins: [dropRouteDocs, pureDeclarations, trimBigJs, routerWithoutStatusTexts, middyWithoutStreaming],
  legalComments: 'none',
  logLevel: 'warning',
} satisfies EsbuildOptions;

export interface BuildOptions {
  /** Where the bundles go; dist/functions unless told */
  outDir?: string;
  /** Build only these names */
  only?: string[];
  /** Write esbuild's metafile beside each bundle (for size analysis) */
  metafile?: boolean;
}

export async function buildFunctions(opts: BuildOptions = {}): Promise<BuiltFunction[]> {
  const outDir = resolve(opts.outDir ?? DEFAULT_FUNCTIONS_DIR);
  let entries = await lambdaEntries();
  if (opts.only) {
    const unknown = opts.only.filter((name) => !entries.some((e) => e.name === name));
    if (unknown.length > 0) throw new Error(`Unknown function name(s): ${unknown.join(', ')}`);
    entries = entries.filter((e) => opts.only?.includes(e.name));
  }
  // Fail with the whole list rather than one esbuild error at a time.
  const missing = entries.filter((e) => !existsSync(join(ROOT, e.entry)));
  if (missing.length > 0) {
    throw new Error(
      `Missing Lambda entry file(s):\n${missing.map((e) => `  ${e.name}: ${e.entry}`).join('\n')}`,
    );
  }

  return Promise.all(
    entries.map(async (entry): Promise<BuiltFunction> => {
      const dir = join(outDir, entry.name);
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      const outfile = join(dir, 'index.mjs');
      const result = await build({
        ...LAMBDA_ESBUILD_OPTIONS,
        // Its own access declaration only: first, since the route files' plugin also matches access.ts.
        plugins: [onlyOwnAccess(entry.name), ...LAMBDA_ESBUILD_OPTIONS.plugins],
        absWorkingDir: ROOT,
        entryPoints: [join(ROOT, entry.entry)],
        outfile,
        sourcemap: 'linked',
        metafile: opts.metafile ?? false,
      });
      // .mjs already marks the bundle as ESM; package.json keeps tools that only look there right.
      await writeFile(join(dir, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
      if (result.metafile) await writeMetafile(dir, result.metafile);
      return { ...entry, outfile, bytes: (await stat(outfile)).size };
    }),
  );
}

/**
 * Every Lambda in one esbuild pass, which reads each shared file once instead of once per Lambda: about half
 * the CPU of buildFunctions. The bundles are the deployed ones but for the access table, which each keeps
 * whole (onlyOwnAccess needs a pass per Lambda), so they serve the checks that read every bundle
 * (tests/infra/build-functions.test.ts); what the access cut leaves is checked on buildFunctions' own output.
 */
export async function buildEveryFunctionInOnePass(outDir: string): Promise<BuiltFunction[]> {
  const entries = await lambdaEntries();
  const out = resolve(outDir);
  await rm(out, { recursive: true, force: true });
  await build({
    ...LAMBDA_ESBUILD_OPTIONS,
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(entries.map((e) => [`${e.name}/index`, join(ROOT, e.entry)])),
    outdir: out,
    outExtension: { '.js': '.mjs' },
  });
  return Promise.all(
    entries.map(async (entry) => {
      const outfile = join(out, entry.name, 'index.mjs');
      return { ...entry, outfile, bytes: (await stat(outfile)).size };
    }),
  );
}

async function writeMetafile(dir: string, metafile: Metafile): Promise<void> {
  await writeFile(join(dir, 'meta.json'), JSON.stringify(metafile));
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const started = Date.now();
  const built = await buildFunctions({
    only: only.length > 0 ? only : undefined,
    metafile: process.argv.includes('--metafile'),
  });
  for (const fn of built.sort((a, b) => a.name.localeCompare(b.name))) {
    console.log(`${fn.name.padEnd(28)} ${formatBytes(fn.bytes).padStart(10)}  ${relative(ROOT, fn.outfile)}`);
  }
  console.log(`${built.length} bundle(s) in ${Date.now() - started} ms`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
