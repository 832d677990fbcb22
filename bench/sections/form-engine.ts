/**
 * The bid form calculation engine (issue 8, decision 036): one 1,000-row, 10-column priced form with a
 * bidder's entries, tax and a prompt-pay discount, computed by `computeForm` in Node (the Lambdas) and in
 * Debian's Chromium (the editor's live preview), from the same source bundled by esbuild.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { priceEntries, priceForm } from '../../shared/domain/forms/form-fixtures.js';
import type { FormDefinition, FormEntries, FormResult } from '../../shared/domain/forms/form-model.js';
import { closeBrowser, launchBrowser } from '../../tests/e2e/support/browser.js';
import { gzipBytes } from '../lib/gzip.js';
import { median, round } from '../lib/stats.js';
import type { BenchContext, Section } from '../lib/types.js';

const ROWS = 1_000;
const WARM_UP = 10;
const RUNS = 30;
const GOAL_MS = 20;

export async function run(ctx: BenchContext): Promise<Section> {
  const definition = priceForm(ROWS);
  const entries = priceEntries(ROWS);

  // One build for both runtimes, as the Lambdas and the editor's chunk carry it: bundled, minified.
  const bundle = async (format: 'esm' | 'iife') => {
    const built = await build({
      entryPoints: [join(ctx.root, 'shared/domain/forms/form-engine.ts')],
      bundle: true,
      format,
      globalName: format === 'iife' ? 'FormEngine' : undefined,
      platform: format === 'iife' ? 'browser' : 'node',
      target: format === 'iife' ? 'es2022' : 'node22',
      minify: true,
      write: false,
      logLevel: 'silent',
    });
    return built.outputFiles[0]!.text;
  };
  const moduleText = await bundle('esm');
  const { computeForm } = (await import(
    `data:text/javascript;base64,${Buffer.from(moduleText).toString('base64')}`
  )) as { computeForm: (d: FormDefinition, e?: FormEntries) => FormResult };

  ctx.log(`form engine in Node: ${WARM_UP} warm-up runs, then ${RUNS} measured`);
  const nodeTimes: number[] = [];
  let nodeResult: FormResult | undefined;
  for (let i = 0; i < WARM_UP + RUNS; i += 1) {
    const started = performance.now();
    nodeResult = computeForm(definition, entries);
    if (i >= WARM_UP) nodeTimes.push(performance.now() - started);
  }
  if (!nodeResult || nodeResult.problems.length > 0 || nodeResult.rows.length !== ROWS)
    throw new Error(
      `the bench form did not compute cleanly: ${JSON.stringify(nodeResult?.problems.slice(0, 3))}`,
    );

  const script = await bundle('iife');

  ctx.log('form engine in Chromium');
  // Debian's Chromium with the e2e tests' flags (headless, no sandbox, no GPU, no background traffic).
  const browser = await launchBrowser();
  let browserTimes: number[];
  let browserTotal: string;
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>form engine</title>');
    await page.addScriptTag({ content: script });
    ({ times: browserTimes, total: browserTotal } = await page.evaluate(
      ({ definition, entries, warmUp, runs }) => {
        const engine = (
          globalThis as unknown as {
            FormEngine: { computeForm: (d: FormDefinition, e: FormEntries) => FormResult };
          }
        ).FormEngine;
        const times: number[] = [];
        let total = '';
        for (let i = 0; i < warmUp + runs; i += 1) {
          const started = performance.now();
          total = engine.computeForm(definition, entries).totalAfterDiscount;
          if (i >= warmUp) times.push(performance.now() - started);
        }
        return { times, total };
      },
      { definition, entries, warmUp: WARM_UP, runs: RUNS },
    ));
  } finally {
    await closeBrowser(browser);
  }
  if (browserTotal !== nodeResult.totalAfterDiscount)
    throw new Error(`Chromium computed ${browserTotal}, Node ${nodeResult.totalAfterDiscount}`);

  const name = `compute a ${ROWS.toLocaleString('en-CA')}-row, 10-column form`;
  return {
    id: 'form-engine',
    title: 'Bid form calculation engine',
    method:
      `computeForm over a ${ROWS}-row, 10-column price form (quantity × unit price formula, estimate, points, ` +
      'yes/no, drop-down and text columns; a bidder’s entries on every row; 13 % tax and a 2 % prompt-pay ' +
      `discount): ${WARM_UP} warm-up runs, then the median of ${RUNS}, timed with performance.now() in Node ` +
      '(the engine bundled alone by esbuild, minified, as an ES module) and inside a blank page of Debian’s Chromium (the same, as a script); both ' +
      `answered the same total (${nodeResult.totalAfterDiscount}).`,
    rows: [
      {
        name: `${name}: server engine (Node)`,
        figure: { value: round(median(nodeTimes), 2), unit: 'ms' },
        goal: { kind: 'max', max: GOAL_MS },
      },
      {
        name: `${name}: browser engine (Chromium)`,
        figure: { value: round(median(browserTimes), 2), unit: 'ms' },
        goal: { kind: 'max', max: GOAL_MS },
      },
      {
        name: 'the engine’s browser bundle (minified, gzip)',
        figure: { value: gzipBytes(script), unit: 'B' },
        goal: { kind: 'none' },
        note: 'big.js and the formula grammar included; the definition rules and the fixtures are not',
      },
    ],
  };
}
