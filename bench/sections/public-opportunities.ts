/**
 * The public opportunities pages (decisions 046, 071) under load: the cross-agency list's first page with
 * 1,000 open public bids across 10 agencies (seeded here as their public rows: the list reads nothing
 * else), and the demo's open public bid's detail page (its stored public detail: one GetItem, which the
 * warm Lambda keeps 10 s), the detail
 * measured before and after 10,000 more search rows land in the demo's partition, each with autocannon at
 * 10 connections for 10 s, after a warm-up. The floor is the same concurrency of GetItem calls, straight
 * through the SDK to DynamoDB Local: on the agency's domain claim for the list, on the detail's own item
 * for the detail (the one read it makes). The detail's goal is relative to the list in the same run.
 */
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { lastJsonLine, runProcess } from '../lib/child-process.js';
import type { DynamoLoadOptions, HttpLoadOptions, LoadResult } from '../lib/load-child.js';
import { childEnv, localStack, type BenchStack } from '../lib/stack.js';
import type { BenchContext, Row, Section } from '../lib/types.js';

const AGENCIES = 10;
const PER_AGENCY = 100;
const CONNECTIONS = 10;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;
/** Goals for the local stack (DynamoDB Local on the JVM, a shared 2-core machine): p99 and throughput. */
const P99_GOAL_MS = 250;
const RATE_GOAL = 100;
/** The detail, one GetItem at the floor: its p99, and its rate against the list's in the same run. */
const DETAIL_P99_GOAL_MS = 50;
const DETAIL_TO_LIST_RATE = 0.7;
/** Search rows added to the demo's partition between the detail's two runs: its read must not grow. */
const PARTITION_ROWS = 10_000;
const LOAD_CHILD = join(import.meta.dirname, '..', 'lib', 'load-child.ts');
const WORDS = ['road', 'bridge', 'snow', 'lighting', 'roof', 'fleet', 'water', 'park', 'library', 'office'];

export async function run(ctx: BenchContext): Promise<Section> {
  const stack = await localStack(ctx);
  // Loaded after the stack: the helpers read the table name from the environment it sets.
  const { documentClient } = await import('../../functions/core/aws/dynamodb.js');
  const { createCustomer } = await import('../../functions/customer/customer-service.js');
  const { CustomerDomain } = await import('../../functions/core/db/entities/customer-domain.js');
  const { PublicOpportunity } = await import('../../functions/core/db/entities/public-opportunity.js');
  const { PublicDetail } = await import('../../functions/core/db/entities/public-detail-record.js');
  const { toStored } = await import('../../functions/core/db/ops.js');
  const { env } = await import('../../functions/core/env.js');
  const { searchWords } = await import('../../shared/domain/opportunities/public-listing.js');

  ctx.log(`public opportunities: ${AGENCIES} agencies with ${PER_AGENCY} open public bids each`);
  const stamp = Date.now().toString(36);
  const rows: Record<string, unknown>[] = [];
  for (let a = 0; a < AGENCIES; a += 1) {
    const domain = `bench-${stamp}-${a}`;
    const name = `Bench agency ${a}`;
    const { customerId } = await createCustomer({ domain, displayName: name }, 'bench');
    for (let i = 0; i < PER_AGENCY; i += 1) {
      const title = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + a) % WORDS.length]} works ${i}`;
      const number = `B${a}-${String(i).padStart(4, '0')}`;
      rows.push(
        toStored(PublicOpportunity, {
          customerId,
          projectId: randomUUID(),
          agencyDomain: domain,
          agencyName: name,
          agencyTimeZone: 'America/Toronto',
          number,
          name: title,
          sourceMethod: 'public',
          publishDate: new Date(Date.now() - 86_400_000).toISOString(),
          closingDate: new Date(Date.now() + (i * AGENCIES + a + 1) * 3_600_000).toISOString(),
          categories: [{ code: '72101500', name: 'Building maintenance' }],
          categoryCodes: ['72101500'],
          searchText: ` ${searchWords(`${number} ${title} ${name}`).join(' ')} `,
        }).stored,
      );
    }
  }
  const table = env().TABLE_NAME;
  const writeAll = async (items: readonly Record<string, unknown>[]) => {
    for (let start = 0; start < items.length; start += 25) {
      let pending = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
      while (pending.length > 0) {
        const result = await documentClient.send(
          new BatchWriteCommand({ RequestItems: { [table]: pending } }),
        );
        pending = (result.UnprocessedItems?.[table] ?? []) as typeof pending;
      }
    }
  };
  await writeAll(rows);

  // The demo's open public bid, as the public list finds it.
  const found = await fetch(`${stack.ipUrl}/api/v1/public/opportunities?agency=demo&text=office%20furniture`);
  const answer = (await found.json()) as {
    data: { publicOpportunitiesDTO: { values: { opportunities: { projectId: string }[] } } };
  };
  const opportunity = answer.data.publicOpportunitiesDTO.values.opportunities[0];
  if (!opportunity) throw new Error('the demo’s open public bid is not listed');

  const list: HttpLoadOptions = {
    url: `${stack.ipUrl}/api/v1/public/opportunities`,
    method: 'GET',
    connections: CONNECTIONS,
    seconds: SECONDS,
  };
  const detail: HttpLoadOptions = {
    url: `${stack.ipUrl}/api/v1/public/agencies/demo/opportunities/${opportunity.projectId}`,
    method: 'GET',
    connections: CONNECTIONS,
    seconds: SECONDS,
  };
  const floorGet: DynamoLoadOptions = {
    gets: [{ TableName: table, Key: CustomerDomain.key({ domain: 'demo' }) }],
    connections: CONNECTIONS,
    seconds: SECONDS,
  };
  const demo = await documentClient.send(
    new GetCommand({ TableName: table, Key: CustomerDomain.key({ domain: 'demo' }) }),
  );
  const demoId = String(demo.Item?.customerId);
  const detailKey = PublicDetail.key({ customerId: demoId, projectId: opportunity.projectId });
  const stored = await documentClient.send(new GetCommand({ TableName: table, Key: detailKey }));
  if (!stored.Item) throw new Error('the demo’s open public bid has no stored public detail');
  const detailFloorGet: DynamoLoadOptions = { ...floorGet, gets: [{ TableName: table, Key: detailKey }] };
  ctx.log(`public opportunities: 5 runs of ${SECONDS} s at ${CONNECTIONS} connections`);
  const floor = await load(ctx, stack, 'dynamodb', floorGet);
  const detailFloor = await load(ctx, stack, 'dynamodb', detailFloorGet);
  const listResult = await load(ctx, stack, 'http', list);
  const detailResult = await load(ctx, stack, 'http', detail);

  // Search rows in the demo's own partition, closing years out so the list's first page stays the same.
  ctx.log(`public opportunities: ${PARTITION_ROWS} search rows in the demo's partition`);
  const far = Date.now() + 5 * 365 * 86_400_000;
  await writeAll(
    Array.from({ length: PARTITION_ROWS }, (_, i) => {
      const number = `D-${String(i).padStart(5, '0')}`;
      const title = `${WORDS[i % WORDS.length]} partition row ${i}`;
      return toStored(PublicOpportunity, {
        customerId: demoId,
        projectId: randomUUID(),
        agencyDomain: 'demo',
        agencyName: 'Demo',
        agencyTimeZone: 'America/Toronto',
        number,
        name: title,
        sourceMethod: 'public',
        closingDate: new Date(far + i * 60_000).toISOString(),
        categories: [],
        categoryCodes: [],
        searchText: ` ${searchWords(`${number} ${title}`).join(' ')} `,
      }).stored;
    }),
  );
  const detailFullResult = await load(ctx, stack, 'http', detail);
  const detailRate = { min: Math.round(DETAIL_TO_LIST_RATE * listResult.perSecond) };

  return {
    id: 'public-opportunities',
    title: 'Public opportunities: list and detail under load',
    method:
      `autocannon (in a child process) with ${CONNECTIONS} connections for ${SECONDS} s per page after a ` +
      `${WARM_UP_SECONDS} s warm-up, no session: GET /api/v1/public/opportunities (first page of 20, every agency) ` +
      `with ${AGENCIES * PER_AGENCY} open public bids across ${AGENCIES} agencies plus the demo's, and one ` +
      'opportunity’s detail (the demo’s Office furniture supply: its stored public detail, one GetItem that ' +
      'the warm Lambda keeps 10 s, decision 071 amended), ' +
      `then the detail again with ${PARTITION_ROWS.toLocaleString('en')} more search rows in the demo's partition. ` +
      'The floor is the same concurrency of GetItem calls straight through the SDK to DynamoDB Local: the ' +
      'agency’s domain claim for the list, the detail’s own item for the detail (the only read it makes). The ' +
      `detail’s rate goal is ${DETAIL_TO_LIST_RATE}× the list’s in the same run.`,
    rows: [
      ...rowsOf('GET public/opportunities (list)', listResult, floor),
      ...rowsOf(
        'GET public/agencies/demo/opportunities/{id} (detail)',
        detailResult,
        detailFloor,
        detailRate,
      ),
      ...rowsOf(
        `GET public/agencies/demo/opportunities/{id} (detail, ${PARTITION_ROWS.toLocaleString('en')} more rows in the partition)`,
        detailFullResult,
        detailFloor,
        detailRate,
      ),
    ],
  };
}

/** The list's rows against the fixed goals; a detail's against its own p99 and the list's rate (`rate`). */
function rowsOf(name: string, result: LoadResult, floor: LoadResult, rate?: { min: number }): Row[] {
  const mix = Object.entries(result.statuses)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');
  const bad = Object.keys(result.statuses).some((status) => !/^2\d\d$/.test(status));
  const note = `${bad ? 'WARNING, not all answers were 2xx: ' : ''}${result.responses} responses (${mix})`;
  return [
    {
      name: `${name}: p50 latency`,
      figure: { value: result.p50Ms, unit: 'ms' },
      floor: { value: floor.p50Ms, unit: 'ms' },
      floorLabel: 'raw GetItem',
      goal: { kind: 'none' },
      note,
    },
    {
      name: `${name}: p99 latency`,
      figure: { value: result.p99Ms, unit: 'ms' },
      floor: { value: floor.p99Ms, unit: 'ms' },
      floorLabel: 'raw GetItem',
      goal: { kind: 'max', max: rate ? DETAIL_P99_GOAL_MS : P99_GOAL_MS },
    },
    {
      name: `${name}: requests per second`,
      figure: { value: Math.round(result.perSecond), unit: 'req/s' },
      floor: { value: Math.round(floor.perSecond), unit: 'req/s' },
      floorLabel: 'raw GetItem',
      goal: { kind: 'min', min: rate ? Math.max(rate.min, RATE_GOAL) : RATE_GOAL },
      ...(rate ? { note: `goal: ${DETAIL_TO_LIST_RATE}× the list’s rate in this run` } : {}),
    },
  ];
}

async function load(
  ctx: BenchContext,
  stack: BenchStack,
  mode: 'http' | 'dynamodb',
  options: HttpLoadOptions | DynamoLoadOptions,
): Promise<LoadResult> {
  // A warm-up that gets no answer in its two seconds (a saturated machine) has still warmed what it could.
  await runLoad(ctx, stack, mode, { ...options, seconds: WARM_UP_SECONDS }).catch((error: unknown) =>
    ctx.log(`public opportunities: warm-up without answers (${String(error).slice(0, 120)})`),
  );
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
    { cwd: ctx.root, env: childEnv(stack), timeoutMs: (options.seconds + 60) * 1_000 },
  );
  if (result.code !== 0)
    throw new Error(`load run (${mode}) exited ${result.code}: ${result.stderr.slice(-1500)}`);
  return lastJsonLine<LoadResult>(result.stdout);
}
