/**
 * `npm test`: every check, in order — typecheck, lint, format, then the vitest layers (unit, integration,
 * infra, e2e) — and a closing line of counts. `npm test -- unit e2e` runs only the named steps.
 * Every step runs even after a failure, so one run shows everything that is wrong. CI's time budget is 20
 * minutes on 2 cores, so what leaves a core idle gets company: the three static checks and the unit tests
 * run at the same time (ESLint, the longest, is single-threaded: the unit tests fill the other core), and the
 * integration tests, which mostly wait on DynamoDB Local, run beside the infra tests and the e2e preparation
 * (Chromium, the web build: scripts/prepare-e2e.ts). A step run beside
 * another prints its output in one piece when it ends. The e2e and integration tests run in two lanes each
 * (decision 067): two vitest processes, each with its own stack, so that one lane's waits (a scheduled
 * publication, a closing, a dropped connection, DynamoDB Local) leave the cores to the other and no test
 * shares data with a test running beside it.
 */
import '../infra/local/node-version.js';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

interface StepResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  /** What failed, by name, for the summary: CI often shows only the end of the output. */
  problems?: string[];
}

type Step = { name: string; phase: number } & (
  { kind: 'check'; command: string[] } | { kind: 'vitest'; project: string; lanes?: Lanes }
);

/**
 * A vitest project split into lanes: `count` vitest processes run at once, each on its share of the
 * project's files (`dir`, `*.test.ts`), each starting the project's global setup (its own stack). Files are
 * dealt longest first to the lane with the least work, by `seconds` (measured, decision 067; a file not
 * named counts `otherSeconds`): a stale figure only unbalances the lanes, it never skips a file.
 */
interface Lanes {
  count: number;
  dir: string;
  seconds: Record<string, number>;
  otherSeconds: number;
}

/**
 * Two lanes unless `E2E_LANES` or `INTEGRATION_LANES` says otherwise: `E2E_LANES=1 npm test -- e2e` runs
 * the e2e files one after the other, on one stack, as before decision 067.
 */
const lanesFromEnv = (name: string) => Math.max(1, Number(process.env[name] ?? 2) || 1);

/** Steps of one phase run at the same time; the first of a phase prints as it goes, the others at their end. */
const steps: Step[] = [
  // TypeScript 7's native compiler, by its path: both TypeScripts name their bin `tsc`, and which one
  // node_modules/.bin/tsc links to depends on the install (decision 073).
  {
    name: 'typecheck',
    phase: 1,
    kind: 'check',
    command: ['node', 'node_modules/typescript-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json'],
  },
  { name: 'lint', phase: 1, kind: 'check', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  {
    name: 'format',
    phase: 1,
    kind: 'check',
    command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'],
  },
  { name: 'unit', phase: 1, kind: 'vitest', project: 'unit' },
  {
    name: 'integration',
    phase: 2,
    kind: 'vitest',
    project: 'integration',
    lanes: {
      count: lanesFromEnv('INTEGRATION_LANES'),
      dir: 'tests/integration',
      // Seconds per file at a load of 9 to 12 (decision 067); the 51 files not named take 3 s or less.
      seconds: {
        'schema-fuzz.test.ts': 31,
        'security-walk.test.ts': 27,
        'sealed-bid-walk.test.ts': 25,
        'online-submission.test.ts': 18,
        'opening.test.ts': 16,
        'projects-closing.test.ts': 16,
        'multiple-submissions.test.ts': 15,
        'one-time-schedules-restart.test.ts': 14,
        'projects.test.ts': 14,
        'online-submission-races.test.ts': 13,
        'public-opportunities.test.ts': 13,
      },
      otherSeconds: 3,
    },
  },
  { name: 'infra', phase: 2, kind: 'vitest', project: 'infra' },
  {
    name: 'e2e',
    phase: 3,
    kind: 'vitest',
    project: 'e2e',
    lanes: {
      count: lanesFromEnv('E2E_LANES'),
      dir: 'tests/e2e',
      // Seconds per file in a fresh-clone CI run on 2 cores (at 7f18b20, decision 080); the files not named
      // take 4 to 25.
      seconds: {
        'navigation.test.ts': 84,
        'large-bid-upload.test.ts': 83,
        'award-approval.test.ts': 62,
        'project-build.test.ts': 57,
        'evaluation.test.ts': 55,
        'identity.test.ts': 55,
        'team.test.ts': 53,
        'forms.test.ts': 41,
        'form-editor.test.ts': 38,
        'project-collaboration.test.ts': 35,
        'supplier-journey.test.ts': 34,
        'shell.test.ts': 33,
        'projects-list.test.ts': 31,
        'submission-requirements.test.ts': 31,
        'sealed-bid-journey.test.ts': 30,
        'vendor-questions.test.ts': 26,
      },
      otherSeconds: 18,
    },
  },
];

/** Not a test: prepares the e2e step while the integration tests run (only when e2e is among the steps). */
const prepareE2e: Step = {
  name: 'e2e setup',
  phase: 2,
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
  // One lane, or none asked: the project's files in one vitest process, as every layer ran before 067.
  const lanes = step.lanes && step.lanes.count > 1 ? dealLanes(step.lanes) : [undefined];
  const laneOutputs: Buffer[][] = lanes.map(() => []);
  const codes = await Promise.all(
    lanes.map((files, lane) =>
      run(
        [
          'npx',
          'vitest',
          'run',
          '--project',
          step.project,
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${join(reportDir, `${step.project}-${lane}.json`)}`,
          ...(files ?? []),
        ],
        // The first lane prints as it goes when the step does; the others print at their end.
        lane === 0 ? collect : (chunk: Buffer) => laneOutputs[lane]!.push(chunk),
      ),
    ),
  );
  printKept();
  laneOutputs.slice(1).forEach((kept, lane) => {
    console.log(`\n━━ ${step.name}, lane ${lane + 2} of ${lanes.length} (ran beside lane 1) ━━`);
    process.stdout.write(Buffer.concat(kept));
  });
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const problems: string[] = [];
  for (const [lane, files] of lanes.entries()) {
    const laneName = lanes.length > 1 ? `${step.name} lane ${lane + 1}` : step.name;
    try {
      const json = JSON.parse(readFileSync(join(reportDir, `${step.project}-${lane}.json`), 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
        testResults: {
          name: string;
          status: string;
          message?: string;
          assertionResults: { fullName: string; status: string }[];
        }[];
      };
      passed += json.numPassedTests;
      failed += json.numFailedTests;
      skipped += json.numPendingTests + json.numTodoTests;
      for (const file of json.testResults) {
        const where = relative('.', file.name);
        for (const test of file.assertionResults)
          if (test.status === 'failed') problems.push(`${laneName}: ${where} › ${test.fullName}`);
        // A file that failed outside its tests (an import, a hook): its message says why.
        if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'))
          problems.push(`${laneName}: ${where}: ${(file.message ?? 'failed').split('\n')[0]}`);
      }
      // A lane's file arguments are filters: one that ran more or fewer files than it was dealt is broken.
      if (files && json.testResults.length !== files.length) {
        console.log(`✗ ${laneName}: ran ${json.testResults.length} of its ${files.length} files`);
        problems.push(`${laneName}: ran ${json.testResults.length} of its ${files.length} files`);
        failed += 1;
      }
    } catch {
      // No report: the run itself broke (its setup failed); count it as one failure, and keep its last
      // lines for the summary (the first lane printed as it went).
      failed += 1;
      const kept = Buffer.concat(laneOutputs[lane] ?? [])
        .toString('utf8')
        .trimEnd()
        .split('\n');
      problems.push(
        `${laneName}: no report, the run broke before its tests ended` +
          (kept.length > 1 ? `; its last lines:\n${kept.slice(-25).join('\n')}` : ' (its output is above)'),
      );
    }
  }
  const code = codes.find((c) => c !== 0) ?? 0;
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
    problems,
  };
}

/** The lanes' files (paths from the repository's root), longest first, each to the lane with the least work. */
function dealLanes(lanes: Lanes): string[][] {
  const files = readdirSync(lanes.dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
  const seconds = (file: string) => lanes.seconds[file] ?? lanes.otherSeconds;
  const dealt = Array.from({ length: Math.min(lanes.count, files.length) }, () => ({
    files: [] as string[],
    seconds: 0,
  }));
  for (const file of [...files].sort((a, b) => seconds(b) - seconds(a))) {
    const lane = dealt.reduce((least, next) => (next.seconds < least.seconds ? next : least));
    lane.files.push(relative('.', join(lanes.dir, file)));
    lane.seconds += seconds(file);
  }
  return dealt.map((lane) => lane.files);
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((w) => !steps.some((s) => s.name === w));
  if (unknown.length > 0) {
    console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const selected = wanted.length > 0 ? steps.filter((s) => wanted.includes(s.name)) : steps;
  // TEST_REPORTS=<dir> keeps vitest's JSON reports (per-file durations, for the lanes' seconds below).
  const kept = process.env.TEST_REPORTS;
  const reportDir = kept
    ? (mkdirSync(kept, { recursive: true }), kept)
    : mkdtempSync(join(tmpdir(), 'tenderbox-test-'));
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
    if (!kept) rmSync(reportDir, { recursive: true, force: true });
  }

  console.log('\n━━ summary ━━');
  for (const r of results) {
    const counts = `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
    console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(12)} ${counts.padEnd(34)} ${r.seconds.toFixed(1)} s`);
  }
  for (const problem of results.flatMap((r) => r.problems ?? [])) console.log(`  ✗ ${problem}`);
  const total = (key: 'passed' | 'failed' | 'skipped') => results.reduce((sum, r) => sum + r[key], 0);
  const skipped = total('skipped');
  console.log(`${total('passed')} passed, ${total('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

void main();
