/**
 * `npm test`: every check, in order — typecheck, lint, format, then the vitest layers (unit, integration,
 * infra, e2e) — and a closing line of counts. `npm test -- unit e2e` runs only the named steps.
 * Every step runs even after a failure, so one run shows everything that is wrong. CI's time budget is 20
 * minutes on 2 cores, so what leaves a core idle gets company: the three static checks run at the same time
 * (each is single-threaded), and the integration tests, which mostly wait on DynamoDB Local, run beside the
 * infra tests and the e2e preparation (Chromium, the web build: scripts/prepare-e2e.ts). A step run beside
 * another prints its output in one piece when it ends.
 */
import '../infra/local/node-version.js';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface StepResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
}

type Step = { name: string; phase: number } & (
  { kind: 'check'; command: string[] } | { kind: 'vitest'; project: string }
);

/** Steps of one phase run at the same time; the first of a phase prints as it goes, the others at their end. */
const steps: Step[] = [
  { name: 'typecheck', phase: 1, kind: 'check', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', phase: 1, kind: 'check', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  {
    name: 'format',
    phase: 1,
    kind: 'check',
    command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'],
  },
  { name: 'unit', phase: 2, kind: 'vitest', project: 'unit' },
  { name: 'integration', phase: 3, kind: 'vitest', project: 'integration' },
  { name: 'infra', phase: 3, kind: 'vitest', project: 'infra' },
  { name: 'e2e', phase: 4, kind: 'vitest', project: 'e2e' },
];

/** Not a test: prepares the e2e step while the integration tests run (only when e2e is among the steps). */
const prepareE2e: Step = {
  name: 'e2e setup',
  phase: 3,
  kind: 'check',
  command: ['npx', 'tsx', 'scripts/prepare-e2e.ts'],
};

function run(command: string[], onOutput?: (chunk: Buffer) => void): Promise<number> {
  return new Promise((resolve) => {
    const [bin, ...args] = command as [string, ...string[]];
    const child = spawn(bin, args, {
      stdio: onOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
    });
    child.stdout?.on('data', onOutput!);
    child.stderr?.on('data', onOutput!);
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

async function runStep(step: Step, reportDir: string, foreground: boolean): Promise<StepResult> {
  const started = Date.now();
  const output: Buffer[] = [];
  const collect = foreground ? undefined : (chunk: Buffer) => output.push(chunk);
  const printKept = () => {
    if (foreground) return;
    console.log(`\n━━ ${step.name} (ran beside the others) ━━`);
    process.stdout.write(Buffer.concat(output));
  };
  if (step.kind === 'check') {
    const code = await run(step.command, collect);
    printKept();
    return {
      name: step.name,
      ok: code === 0,
      passed: code === 0 ? 1 : 0,
      failed: code === 0 ? 0 : 1,
      skipped: 0,
      seconds: (Date.now() - started) / 1000,
    };
  }
  if (foreground) console.log(`\n━━ ${step.name} ━━`);
  const report = join(reportDir, `${step.project}.json`);
  const code = await run(
    [
      'npx',
      'vitest',
      'run',
      '--project',
      step.project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    collect,
  );
  printKept();
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    passed = json.numPassedTests;
    failed = json.numFailedTests;
    skipped = json.numPendingTests + json.numTodoTests;
  } catch {
    // No report: the run itself broke (setup failed); count it as one failure.
  }
  if (code !== 0 && failed === 0) failed = 1;
  // A layer that ran no test is a broken layer, not a green one.
  if (code === 0 && passed === 0) failed = 1;
  return {
    name: step.name,
    ok: code === 0 && failed === 0,
    passed,
    failed,
    skipped,
    seconds: (Date.now() - started) / 1000,
  };
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((w) => !steps.some((s) => s.name === w));
  if (unknown.length > 0) {
    console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const selected = wanted.length > 0 ? steps.filter((s) => wanted.includes(s.name)) : steps;
  const reportDir = mkdtempSync(join(tmpdir(), 'tenderbox-test-'));
  const results: StepResult[] = [];
  try {
    const planned = selected.some((s) => s.name === 'e2e') ? [...selected, prepareE2e] : selected;
    for (const phase of [...new Set(planned.map((s) => s.phase))].sort((x, y) => x - y)) {
      const together = planned.filter((s) => s.phase === phase);
      // The checks all print at their end, so that three outputs never interleave.
      const streams = together.length > 1 && together[0]!.kind === 'check' ? undefined : together[0];
      results.push(
        ...(await Promise.all(together.map((step) => runStep(step, reportDir, step === streams)))),
      );
    }
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }

  console.log('\n━━ summary ━━');
  for (const r of results) {
    const counts = `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
    console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(12)} ${counts.padEnd(34)} ${r.seconds.toFixed(1)} s`);
  }
  const total = (key: 'passed' | 'failed' | 'skipped') => results.reduce((sum, r) => sum + r[key], 0);
  const skipped = total('skipped');
  console.log(`${total('passed')} passed, ${total('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

void main();
