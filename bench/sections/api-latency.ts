/**
 * Local API latency and throughput: bounded autocannon runs against the local stack, next to the same
 * concurrency of raw GetItem calls straight to DynamoDB Local (the floor: what the API could at best do
 * for a read). No goal is set yet for these figures; they are reported so that a regression shows.
 */
import type { GetCommandInput } from '@aws-sdk/lib-dynamodb';
import { join } from 'node:path';
import { lastJsonLine, runProcess } from '../lib/child-process.js';
import type { DynamoLoadOptions, HttpLoadOptions, LoadResult } from '../lib/load-child.js';
import { childEnv, localStack, type BenchStack } from '../lib/stack.js';
import type { BenchContext, Row, Section } from '../lib/types.js';

const CONNECTIONS = 10;
const SECONDS = 5;
const WARM_UP_SECONDS = 1;
const LOAD_CHILD = join(import.meta.dirname, '..', 'lib', 'load-child.ts');

export async function run(ctx: BenchContext): Promise<Section> {
  const stack = await localStack(ctx);
  // Loaded after the stack: the helpers read the table name from the environment it sets.
  const { CustomerDomain } = await import('../../functions/core/db/entities/customer-domain.js');
  const { Customer } = await import('../../functions/core/db/entities/customer-record.js');
  const { getItem } = await import('../../functions/core/db/ops.js');
  const { env } = await import('../../functions/core/env.js');
  const domainKey: GetCommandInput = {
    TableName: env().TABLE_NAME,
    Key: CustomerDomain.key({ domain: 'demo' }),
  };
  const link = await getItem(CustomerDomain, { domain: 'demo' });
  if (!link) throw new Error('the seeded demo domain is missing from the local table');
  const customerKey: GetCommandInput = {
    TableName: env().TABLE_NAME,
    Key: Customer.key({ customerId: link.customerId }),
  };

  const health: HttpLoadOptions = {
    url: `${stack.ipUrl}/api/health`,
    method: 'GET',
    connections: CONNECTIONS,
    seconds: SECONDS,
  };
  const login: HttpLoadOptions = {
    url: `${stack.ipUrl}/api/v1/login/loginType`,
    method: 'POST',
    body: JSON.stringify({ domain: 'demo' }),
    connections: CONNECTIONS,
    seconds: SECONDS,
  };
  const oneGet: DynamoLoadOptions = { gets: [domainKey], connections: CONNECTIONS, seconds: SECONDS };
  const twoGets: DynamoLoadOptions = {
    gets: [domainKey, customerKey],
    connections: CONNECTIONS,
    seconds: SECONDS,
  };

  ctx.log(
    `api latency: 4 runs of ${SECONDS} s at ${CONNECTIONS} connections (each after a ${WARM_UP_SECONDS} s warm-up)`,
  );
  const floor = await load(ctx, stack, 'dynamodb', oneGet);
  const floorPair = await load(ctx, stack, 'dynamodb', twoGets);
  const healthResult = await load(ctx, stack, 'http', health);
  const loginResult = await load(ctx, stack, 'http', login);

  const floorLabel = 'raw GetItem';
  const rows: Row[] = [
    ...httpRows('GET /api/health', healthResult, floor, floorLabel, 'five services probed at once'),
    ...httpRows('POST /api/v1/login/loginType', loginResult, floor, floorLabel, 'two sequential GetItems'),
    {
      name: 'POST /api/v1/login/loginType: p50 latency vs its own reads',
      figure: { value: loginResult.p50Ms, unit: 'ms' },
      floor: { value: floorPair.p50Ms, unit: 'ms' },
      floorLabel: '2 sequential GetItems',
      goal: { kind: 'none' },
      note: 'the floor makes the same two reads the route makes, without HTTP, routing or our code',
    },
  ];
  return {
    id: 'api-latency',
    title: '5. Local API latency and throughput',
    method:
      `autocannon (in a child process) with ${CONNECTIONS} connections for ${SECONDS} s per route against the local ` +
      `stack, after a ${WARM_UP_SECONDS} s warm-up; latencies are exact per-response times of every answer (the status mix is in the notes). The floor ` +
      'is the same concurrency of GetItem calls on the demo domain key, straight through the SDK to DynamoDB Local. ' +
      'Local figures include the emulators (DynamoDB Local on the JVM); they show trends, not cloud latency.',
    rows,
  };
}

async function load(
  ctx: BenchContext,
  stack: BenchStack,
  mode: 'http' | 'dynamodb',
  options: HttpLoadOptions | DynamoLoadOptions,
): Promise<LoadResult> {
  await runLoad(ctx, stack, mode, { ...options, seconds: WARM_UP_SECONDS });
  return runLoad(ctx, stack, mode, options);
}

async function runLoad(
  ctx: BenchContext,
  stack: BenchStack,
  mode: 'http' | 'dynamodb',
  options: HttpLoadOptions | DynamoLoadOptions,
): Promise<LoadResult> {
  const result = await runProcess(
    process.execPath,
    ['--import', 'tsx', LOAD_CHILD, mode, JSON.stringify(options)],
    {
      cwd: ctx.root,
      env: childEnv(stack),
      timeoutMs: (options.seconds + 60) * 1_000,
    },
  );
  if (result.code !== 0)
    throw new Error(`load run (${mode}) exited ${result.code}: ${result.stderr.slice(-1500)}`);
  return lastJsonLine<LoadResult>(result.stdout);
}

function httpRows(
  name: string,
  result: LoadResult,
  floor: LoadResult,
  floorLabel: string,
  what: string,
): Row[] {
  const mix = Object.entries(result.statuses)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');
  const bad = Object.keys(result.statuses).some((status) => !/^2\d\d$/.test(status));
  const failures = result.failures > 0 ? `; ${result.failures} requests got no answer` : '';
  const context =
    `${bad ? 'WARNING, not all answers were 2xx: ' : ''}${result.responses} responses in ${result.seconds.toFixed(1)} s ` +
    `(${mix})${failures}${what ? `; ${what}` : ''}`;
  return [
    {
      name: `${name}: p50 latency`,
      figure: { value: result.p50Ms, unit: 'ms' },
      floor: { value: floor.p50Ms, unit: 'ms' },
      floorLabel,
      goal: { kind: 'none' },
      note: context,
    },
    {
      name: `${name}: p99 latency`,
      figure: { value: result.p99Ms, unit: 'ms' },
      floor: { value: floor.p99Ms, unit: 'ms' },
      floorLabel,
      goal: { kind: 'none' },
    },
    {
      name: `${name}: throughput`,
      figure: { value: result.perSecond, unit: 'req/s' },
      floor: { value: floor.perSecond, unit: 'req/s' },
      floorLabel,
      goal: { kind: 'none' },
    },
  ];
}
