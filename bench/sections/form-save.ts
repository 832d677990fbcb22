/**
 * Saving a bid form (issue 8, decision 037): PUT TenderTables of a 1,000-row, 10-column form through the
 * local API as the demo lead, each save at the version the last one answered. Every save sends the whole
 * form; the server validates it, runs the engine's rules and figures, packs it and writes it with its
 * audit event in one transaction.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { largeFormDefinition } from '../../tests/support/large-form.js';
import { signIn } from '../lib/api-session.js';
import { localStack } from '../lib/stack.js';
import { percentile, round } from '../lib/stats.js';
import type { BenchContext, Section } from '../lib/types.js';
import { demoRefs } from './project-save.js';

const PROJECTS = '/api/v1/customer/{customerId}/node/{nodeId}/Projects';
const TABLES = '/api/v1/customer/{customerId}/node/{nodeId}/TenderTables';
const WARM_UP = 5;
const SAVES = 30;
const ROWS = 1_000;

export async function run(ctx: BenchContext): Promise<Section> {
  const stack = await localStack(ctx);
  const { documentClient } = await import('../../functions/core/aws/dynamodb.js');
  const { env } = await import('../../functions/core/env.js');
  const lead = await signIn(stack, 'lead@demo.example');
  const { categoryId: _categoryId, ...refs } = await demoRefs(lead);

  const project = await lead.call('POST', PROJECTS, {
    startMode: 'new',
    name: `Bench forms ${randomUUID().slice(0, 8)}`,
    type: 'source',
    sourceMethod: 'public',
    ...refs,
  });
  if (project.status !== 201) throw new Error(`project create answered ${project.status}`);
  const projectId = project.json.data.projectDTO.values.project.projectId as string;
  const created = await lead.call('POST', TABLES, {
    projectId,
    name: 'Bench unit prices',
    tableType: 'price',
    mandatory: true,
    includeInSummary: true,
  });
  if (created.status !== 201) throw new Error(`form create answered ${created.status}`);
  const tenderTableId = created.json.data.tenderTableDTO.values.tenderTableId as string;

  const definition = largeFormDefinition('Bench unit prices', ROWS);
  const bodyBytes = Buffer.byteLength(JSON.stringify({ tenderTableId, version: 1, definition }));
  ctx.log(`form save: ${WARM_UP} warm-up saves, then ${SAVES} measured, ${ROWS} rows × 10 columns each`);
  let version = 1;
  const latencies: number[] = [];
  for (let i = 0; i < WARM_UP + SAVES; i += 1) {
    // A different figure each time, so every save really changes the form.
    definition.rows[i % ROWS]!.cells.c3 = String(11 + i);
    const started = performance.now();
    const res = await lead.call('PUT', TABLES, { tenderTableId, version, definition });
    const elapsed = performance.now() - started;
    if (res.status !== 200)
      throw new Error(`save answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
    version = res.json.data.tenderTableDTO.values.version as number;
    if (i >= WARM_UP) latencies.push(elapsed);
  }

  // The floor: what a save must do at least, straight through the SDK: read the item, then write the
  // packed form and its audit event in one transaction.
  const table = env().TABLE_NAME;
  const packed = new Uint8Array(gzipSync(JSON.stringify(definition)));
  const floors: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const key = `bench#form#${randomUUID()}`;
    const started = performance.now();
    await documentClient.send(new GetCommand({ TableName: table, Key: { pk: key, sk: key } }));
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table, Item: { pk: key, sk: 'form', version: i, definitionGz: packed } } },
          { Put: { TableName: table, Item: { pk: key, sk: 'audit', action: 'updateTenderTable' } } },
        ],
      }),
    );
    floors.push(performance.now() - started);
  }

  return {
    id: 'form-save',
    title: 'Bid form save (1,000 rows × 10 columns)',
    method:
      `${SAVES} PUT TenderTables saves one after another (after ${WARM_UP} warm-up saves) as the demo lead, each ` +
      `sending the whole ${ROWS}-row, 10-column form (${Math.round(bodyBytes / 1024)} kB of JSON) at the version the ` +
      'previous save answered; the server validates it, runs the engine and stores it gzipped. The floor is a ' +
      `GetItem and a two-item TransactWrite of the packed form (${Math.round(packed.byteLength / 1024)} kB) through the SDK.`,
    rows: [
      {
        name: 'PUT TenderTables (1,000-row form): p50 latency',
        figure: { value: round(percentile(latencies, 50)), unit: 'ms' },
        floor: { value: round(percentile(floors, 50)), unit: 'ms' },
        floorLabel: 'GetItem + TransactWrite',
        goal: { kind: 'none' },
      },
      {
        name: 'PUT TenderTables (1,000-row form): p99 latency',
        figure: { value: round(percentile(latencies, 99)), unit: 'ms' },
        floor: { value: round(percentile(floors, 99)), unit: 'ms' },
        floorLabel: 'GetItem + TransactWrite',
        goal: { kind: 'none' },
      },
    ],
  };
}
