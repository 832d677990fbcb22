import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Vitest's default is one worker fewer than the cores, for its own main process: one worker on CI's 2 cores,
 * which left a core idle through the unit step. The unit workers use every core (decision 077).
 */
const everyCore = availableParallelism();

/**
 * Test layers (ARCHITECTURE.md#layers): unit tests sit beside the code and touch no network; integration
 * tests drive the HTTP API on the emulators; infra tests assert the CDK template; e2e tests drive Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          maxWorkers: everyCore,
          // A hang limit, not a timing assertion: a test that runs ESLint or a workflow took over 5 s (the
          // default) on a busy 2-core machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.integration.ts'],
          setupFiles: ['tests/support/clock-sync.ts'],
          // The stack's handlers log at INFO into a file (global-setup.integration.ts); the workers' own calls
          // into functions/ stay at the developer's level, WARN by default, as before.
          env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN' },
          // A hang limit, not a timing assertion: the security walks call every route of the table, several
          // hundred calls a test, and took 58 s at a load of 11 on 2 cores.
          testTimeout: 240_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          // One worker, not isolated: the files share one import of aws-cdk-lib and one synthesis of the app
          // (tests/infra/support/tenderbox-app.ts), which they only read. The step runs beside the
          // integration tests, which keep both cores busy (decision 080).
          fileParallelism: false,
          isolate: false,
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // expect.poll waits for what a user would wait for (a lazy screen, a redirect); its 1 s default is
          // a timing assertion on a busy 2-core machine, so it gets a hang limit instead.
          expect: { poll: { timeout: 20_000, interval: 100 } },
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          setupFiles: ['tests/support/clock-sync.ts'],
          testTimeout: 90_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          // The files of a lane share one worker and its imports (playwright, axe, pdfjs: about 1.5 s a
          // file, decision 067): they are clients of the stack, mock nothing and keep no state between files.
          isolate: false,
        },
      },
    ],
  },
});
