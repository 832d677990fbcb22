/**
 * The public opportunities pages (decision 046) under load: the cross-agency list's first page with 1,000
 * open public bids across 10 agencies (seeded here as their public rows: the list reads nothing else), and
 * the demo's open public bid's detail page (its row, its project, its documents), each with autocannon at
 * 10 connections for 10 s, after a warm-up. The floor is the same concurrency of GetItem calls on one key,
 * straight through the SDK to DynamoDB Local.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
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
const LOAD_CHILD = join(import.meta.dirname, '..', 'lib', 'load-child.ts');
const WORDS = ['road', 'bridge', 'snow', 'lighting', 'roof', 'fleet', 'water', 'park', 'library', 'office'];

export async function run(ctx: BenchContext): Promise<Section> {
  const stack = await localStack(ctx);
  // Loaded after the stack: the helpers read the table name from the environment it sets.
  const { documentClient } = await import('../../functions/core/aws/dynamodb.js');
  const { createCustomer } = await import('../../functions/customer/customer-service.js');
  const { CustomerDomain } = await import('../../functions/core/db/entities/customer-domain.js');
  const { PublicOpportunity } = await import('../../functions/core/db/entities/public-opportunity.js');
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
  for (let start = 0; start < rows.length; start += 25) {
    let pending = rows.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length > 0) {
      const result = await documentClient.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (result.UnprocessedItems?.[table] ?? []) as typeof pending;
    }
  }

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
  ctx.log(`public opportunities: 3 runs of ${SECONDS} s at ${CONNECTIONS} connections`);
  const floor = await load(ctx, stack, 'dynamodb', floorGet);
  const listResult = await load(ctx, stack, 'http', list);
  const detailResult = await load(ctx, stack, 'http', detail);

  return {
    id: 'public-opportunities',
    title: 'Public opportunities: list and detail under load',
    method:
      `autocannon (in a child process) with ${CONNECTIONS} connections for ${SECONDS} s per page after a ` +
      `${WARM_UP_SECONDS} s warm-up, no session: GET /api/v1/public/opportunities (first page of 20, every agency) ` +
      `with ${AGENCIES * PER_AGENCY} open public bids across ${AGENCIES} agencies plus the demo's, and one ` +
      'opportunity’s detail (the demo’s Office furniture supply: its row, its project and its documents). The floor is ' +
      'the same concurrency of GetItem calls straight through the SDK to DynamoDB Local.',
    rows: [
      ...rowsOf('GET public/opportunities (list)', listResult, floor),
      ...rowsOf('GET public/agencies/demo/opportunities/{id} (detail)', detailResult, floor),
    ],
  };
}

function rowsOf(name: string, result: LoadResult, floor: LoadResult): Row[] {
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
      goal: { kind: 'max', max: P99_GOAL_MS },
    },
    {
      name: `${name}: requests per second`,
      figure: { value: Math.round(result.perSecond), unit: 'req/s' },
      floor: { value: Math.round(floor.perSecond), unit: 'req/s' },
      floorLabel: 'raw GetItem',
      goal: { kind: 'min', min: RATE_GOAL },
    },
  ];
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
    { cwd: ctx.root, env: childEnv(stack), timeoutMs: (options.seconds + 60) * 1_000 },
  );
  if (result.code !== 0)
    throw new Error(`load run (${mode}) exited ${result.code}: ${result.stderr.slice(-1500)}`);
  return lastJsonLine<LoadResult>(result.stdout);
}
