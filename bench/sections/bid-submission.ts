/**
 * Submitting a bid with a 1,000-row price form (issue 10, decision 054): the demo supplier saves its entries
 * of a published tender's 1,000-row form (PUT Submission/Forms/{id}: the server runs the shared engine on
 * every line and checks the totals sent) and submits (POST Submission/Submit: the missing-items rule, the
 * canonical digest of the whole bid, the receipt, one transaction). Each run withdraws the bid afterwards,
 * untimed, so that the next run saves and submits again.
 */
import { computeForm } from '../../shared/domain/forms/form-engine.js';
import type { FormEntries } from '../../shared/domain/forms/form-model.js';
import { largeFormDefinition } from '../../tests/support/large-form.js';
import { expectStatus, openBid, signInSupplier } from '../lib/open-bid.js';
import { localStack } from '../lib/stack.js';
import { percentile, round } from '../lib/stats.js';
import type { BenchContext, Row, Section } from '../lib/types.js';

const ROWS = 1_000;
const WARM_UP = 3;
const RUNS = 20;

export async function run(ctx: BenchContext): Promise<Section> {
  const stack = await localStack(ctx);
  ctx.log(`bid submission: publishing a tender with a ${ROWS.toLocaleString('en-US')}-row price form`);
  const bid = await openBid(stack, largeFormDefinition('Bench bid prices', ROWS), 'c4');
  const supplier = await signInSupplier(stack);
  const path = `/api/v1/portal/Bids/demo/${bid.projectId}/Submission`;

  ctx.log(`bid submission: ${WARM_UP} warm-up runs, then ${RUNS} measured (save the form, submit)`);
  const saves: number[] = [];
  const submits: number[] = [];
  const both: number[] = [];
  let formVersion = 0;
  let bodyBytes = 0;
  for (let i = 0; i < WARM_UP + RUNS; i += 1) {
    // The supplier's unit prices, one of them different each run, so that every save changes the bid.
    const entries: FormEntries = {
      rows: bid.definition.rows.map((row, index) => ({
        rowId: row.id,
        cells: {
          c4:
            index === i % ROWS
              ? `${50 + i}.25`
              : `${40 + (index % 60)}.${String(index % 100).padStart(2, '0')}`,
        },
      })),
    };
    const result = computeForm(bid.definition, entries);
    const current = expectStatus('read the bid', await supplier.call('GET', path), 200).bidSubmissionDTO
      .values;
    const body = {
      submissionVersion: current.submission?.version ?? 0,
      version: formVersion,
      entries,
      totals: { subtotal: result.subtotal, tax: result.tax, total: result.total },
    };
    bodyBytes = Buffer.byteLength(JSON.stringify(body));

    const started = performance.now();
    const saved = expectStatus(
      'save the form',
      await supplier.call('PUT', `${path}/Forms/${bid.tenderTableId}`, body),
      200,
    ).bidSubmissionDTO.values;
    const savedAt = performance.now();
    const submitted = expectStatus(
      'submit',
      await supplier.call('POST', `${path}/Submit`, { version: saved.submission.version }),
      200,
    ).bidSubmissionDTO.values;
    const done = performance.now();
    if (submitted.submission?.status !== 'complete')
      throw new Error(`the bid is ${submitted.submission?.status}, not complete, after submit`);
    formVersion = saved.parts.forms[bid.tenderTableId].version as number;
    if (i >= WARM_UP) {
      saves.push(savedAt - started);
      submits.push(done - savedAt);
      both.push(done - started);
    }
    expectStatus(
      'withdraw',
      await supplier.call('POST', `${path}/Withdraw`, { version: submitted.submission.version }),
      200,
    );
  }

  const rows = (label: string, samples: number[]): Row[] =>
    ([50, 99] as const).map((p) => ({
      name: `${label}, 1,000-row form: p${p} latency`,
      figure: { value: round(percentile(samples, p)), unit: 'ms' as const },
      goal: { kind: 'none' as const },
    }));
  return {
    id: 'bid-submission',
    title: 'Bid submission (1,000-row price form)',
    method:
      `A published tender with one mandatory ${ROWS.toLocaleString('en-US')}-row, 10-column price form whose unit price the bidder types; ` +
      `the demo supplier, through the portal's routes, saves its ${ROWS.toLocaleString('en-US')} unit prices (PUT Submission/Forms/{id}, ` +
      `${Math.round(bodyBytes / 1024)} kB of JSON, the totals the shared engine computed) then submits (POST ` +
      `Submission/Submit), ${RUNS} times after ${WARM_UP} warm-up runs, one after another; each run withdraws ` +
      'the bid afterwards (untimed) so that the next one saves and submits again. No goal is set: reported for context.',
    rows: [
      ...rows('bid save + submit', both),
      ...rows('bid save (PUT Submission/Forms/{id})', saves),
      ...rows('bid submit (POST Submission/Submit)', submits),
    ],
  };
}
