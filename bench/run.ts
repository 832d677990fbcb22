/**
 * `npm run bench`: runs each section of bench/sections in order and writes bench/report.md and
 * bench/report.json. A later issue adds figures by adding a section file and naming it below.
 *
 * Exit status: 0 whenever everything could be measured, goals met or not (a budget is reported, never
 * enforced by wall-clock time); 1 when a section failed or a figure could not be measured.
 * `npm run bench -- cold-init spa-size` runs only the named sections (for working on one of them) and
 * writes bench/tmp/report.partial.md instead.
 */
import '../infra/local/node-version.js';
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext } from './lib/context.js';
import { judge, renderJson, renderMarkdown, type ReportHeader } from './lib/report.js';
import type { JudgedSection, SectionRunner } from './lib/types.js';

/** Report order. Cost is paid once whatever the order: the bundles and the local stack are shared. */
const SECTIONS = [
  'bundle-size',
  'cold-init',
  'request-overhead',
  'spa-size',
  'api-latency',
  'identity',
  'scheduled-jobs',
  'award-approval',
  'project-search',
  'public-opportunities',
  'project-save',
  'form-engine',
  'score-aggregation',
  'form-save',
  'uploads',
  'submissions-export',
  'bid-upload',
  'bid-submission',
  'lighthouse',
] as const;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT }).toString().trim() !== '';
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return 'uncommitted';
  }
}

async function main(): Promise<number> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown section(s): ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`);
  const selected = wanted.length > 0 ? SECTIONS.filter((s) => wanted.includes(s)) : [...SECTIONS];

  const started = Date.now();
  const loadAtStart = loadavg()[0]!;
  // The SDK's reminder that 2027 releases need Node 22 is noise in the bench's output (Lambda runs 22).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const ctx = await createContext(ROOT);
  const results: JudgedSection[] = [];
  try {
    for (const id of selected) {
      const sectionStarted = Date.now();
      ctx.log(`section ${id}`);
      try {
        const mod = (await import(`./sections/${id}.js`)) as { run: SectionRunner };
        const section = await mod.run(ctx);
        results.push({ ...section, rows: section.rows.map(judge), durationMs: Date.now() - sectionStarted });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        ctx.log(`section ${id} could not measure: ${message}`);
        if (error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
        results.push({
          id,
          title: id,
          method: '',
          rows: [],
          error: message,
          durationMs: Date.now() - sectionStarted,
        });
      }
    }
  } finally {
    ctx.log('stopping services');
    await ctx.cleanup();
  }

  const cpu = cpus();
  const header: ReportHeader = {
    date: new Date().toISOString(),
    cpu: cpu[0]?.model.trim() ?? 'unknown cpu',
    cores: cpu.length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    commit: commit(),
    durationS: (Date.now() - started) / 1000,
    loadAverage: { start: loadAtStart, end: loadavg()[0]! },
  };
  const markdown = renderMarkdown(header, results);
  // A partial run must not replace the full report with a few rows.
  const outDir = wanted.length > 0 ? ctx.tmpDir : join(ROOT, 'bench');
  const base = wanted.length > 0 ? 'report.partial' : 'report';
  await writeFile(join(outDir, `${base}.md`), markdown);
  await writeFile(join(outDir, `${base}.json`), renderJson(header, results));
  process.stdout.write(markdown);
  ctx.log(`wrote ${relative(ROOT, join(outDir, base))}.md and .json`);

  const unmeasured = results.some((s) => s.error || s.rows.some((r) => r.verdict === 'not measured'));
  return unmeasured ? 1 : 0;
}

main().then(
  // Explicit exit: an SDK keep-alive socket or an emulator's timer must not keep a finished bench alive.
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
