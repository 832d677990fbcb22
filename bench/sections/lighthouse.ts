/**
 * Lighthouse on /login: the `lighthouse` package's default config (the mobile preset: a Moto G Power-sized
 * screen, simulated slow 4G and a 4× slower CPU) against the SPA the bench builds, served by the local stack
 * as it is, in Debian's Chromium. Lighthouse connects to a Chromium this section starts with a debugging port.
 * Three runs, each with a cleared cache; the rows are the run with the median performance score.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM_ARGS, ensureChromium } from '../../tests/e2e/support/browser.js';
import { localStack } from '../lib/stack.js';
import type { BenchContext, Row, Section } from '../lib/types.js';
import { buildWeb } from '../lib/web.js';

const RUNS = 3;
const PERFORMANCE_GOAL = 90;
const ACCESSIBILITY_GOAL = 100;

interface RunFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  lighthouseVersion: string;
  chromeVersion: string;
}

export async function run(ctx: BenchContext): Promise<Section> {
  await buildWeb(ctx);
  const stack = await localStack(ctx);
  const url = `${stack.url}/login`;

  const runs: RunFigures[] = [];
  const browser = await startChromium();
  try {
    const { default: lighthouse } = await import('lighthouse');
    for (let i = 0; i < RUNS; i++) {
      ctx.log(`lighthouse run ${i + 1}/${RUNS} on ${url}`);
      const result = await lighthouse(url, {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error('lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError)
        throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (id: string) => {
        const value = lhr.categories[id]?.score;
        if (typeof value !== 'number') throw new Error(`lighthouse gave no ${id} score`);
        return Math.round(value * 100);
      };
      const numeric = (id: string) => {
        const value = lhr.audits[id]?.numericValue;
        if (typeof value !== 'number') throw new Error(`lighthouse gave no ${id} figure`);
        return value;
      };
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        speedIndexMs: numeric('speed-index'),
        lighthouseVersion: lhr.lighthouseVersion,
        chromeVersion: lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '?',
      });
    }
  } finally {
    await browser.stop();
  }

  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const all = (pick: (r: RunFigures) => number) => `runs: ${runs.map((r) => pick(r).toFixed(0)).join(', ')}`;
  const timing = (name: string, pick: (r: RunFigures) => number): Row => ({
    name,
    figure: { value: pick(median), unit: 'ms' },
    goal: { kind: 'none' },
    note: `simulated mobile; ${all(pick)} ms`,
  });
  const rows: Row[] = [
    {
      name: '/login performance score (mobile)',
      figure: { value: median.performance, unit: 'count' },
      goal: { kind: 'min', min: PERFORMANCE_GOAL },
      note: all((r) => r.performance),
    },
    {
      name: '/login accessibility score',
      figure: { value: median.accessibility, unit: 'count' },
      goal: { kind: 'min', min: ACCESSIBILITY_GOAL },
      note: all((r) => r.accessibility),
    },
    timing('/login first contentful paint', (r) => r.fcpMs),
    timing('/login largest contentful paint', (r) => r.lcpMs),
    timing('/login total blocking time', (r) => r.tbtMs),
    {
      name: '/login speed index',
      figure: { value: median.speedIndexMs, unit: 'ms' },
      goal: { kind: 'none' },
      note: `cumulative layout shift ${median.cls.toFixed(3)}`,
    },
  ];
  return {
    id: 'lighthouse',
    title: '7. Lighthouse on /login',
    method:
      `Lighthouse ${median.lighthouseVersion} (the \`lighthouse\` package, its default mobile preset: simulated ` +
      `slow 4G and 4× CPU slowdown) against /login on the local stack as it serves today, in Debian's Chromium ` +
      `${median.chromeVersion} (headless). ${RUNS} runs with an empty cache; the row figures are the run with ` +
      'the median performance score, and every run is in the notes. Timings are simulated from the observed ' +
      'page load, so a busy machine moves them less than wall-clock figures, but it still moves them.',
    rows,
  };
}

interface RunningChromium {
  port: number;
  stop(): Promise<void>;
}

/** Debian's Chromium with a debugging port (0: Chromium picks one and writes it to DevToolsActivePort). */
async function startChromium(): Promise<RunningChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'tenderbox-lighthouse-'));
  const child: ChildProcess = spawn(
    ensureChromium(),
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await rm(profile, { recursive: true, force: true });
  };
  try {
    for (let waited = 0; waited < 30_000; waited += 100) {
      if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}`);
      const text = await readFile(join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '');
      const port = Number(text.split('\n')[0]);
      if (port > 0) return { port, stop };
      await sleep(100);
    }
    throw new Error('chromium did not open its debugging port within 30 s');
  } catch (error) {
    await stop();
    throw error;
  }
}
