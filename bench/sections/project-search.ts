/**
 * Project search at 10,000 projects in one agency (decision 025): POST Projects/Search through the local
 * API, signed in as the demo lead, with text, status and sort varying per call. The floor is the query the
 * search makes when its rows in memory are stale (the agency's compact rows), straight through the SDK to
 * DynamoDB Local; when they are current, search reads one item.
 */
import { BatchWriteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { signIn } from '../lib/api-session.js';
import { localStack } from '../lib/stack.js';
import { percentile, round } from '../lib/stats.js';
import type { BenchContext, Section } from '../lib/types.js';

const PROJECTS = 10_000;
const WARM_UP = 20;
const CALLS = 300;
const WORDS = ['road', 'bridge', 'snow', 'lighting', 'roof', 'fleet', 'water', 'park', 'library', 'office'];
const STATUSES = ['design', 'inProgress', 'published', 'cancelled', 'planned'] as const;

export async function run(ctx: BenchContext): Promise<Section> {
  const stack = await localStack(ctx);
  const { documentClient } = await import('../../functions/core/aws/dynamodb.js');
  const { ProjectSearchRow, searchRowsOfCustomer } =
    await import('../../functions/core/db/entities/project-search-row.js');
  const { queryAll, toStored } = await import('../../functions/core/db/ops.js');
  const { env } = await import('../../functions/core/env.js');
  const { searchGenerationBump } = await import('../../functions/core/projects/project-search-writes.js');

  // Signed in as the demo lead, as the browser is.
  const lead = await signIn(stack, 'lead@demo.example');
  const { customerId } = lead;

  ctx.log(`project search: writing ${PROJECTS} search rows into the demo agency`);
  const rows = Array.from({ length: PROJECTS }, (_, i) => {
    const status = STATUSES[i % STATUSES.length]!;
    return toStored(ProjectSearchRow, {
      customerId,
      projectId: randomUUID(),
      number: `BENCH-${String(i).padStart(5, '0')}`,
      name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} works ${i}`,
      status,
      phase: status === 'published' ? 'source' : 'build',
      type: 'source',
      kind: status === 'planned' ? 'planned' : 'formal',
      sourceMethod: 'public',
      departmentId: randomUUID(),
      projectLeadId: randomUUID(),
      categoryIds: ['cat-1'],
      publishDate: new Date(Date.UTC(2027, 0, 1) + i * 3_600_000).toISOString(),
      updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    }).stored;
  });
  for (let start = 0; start < rows.length; start += 25) {
    let pending = rows.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length > 0) {
      const result = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [env().TABLE_NAME]: pending } }),
      );
      pending = (result.UnprocessedItems?.[env().TABLE_NAME] ?? []) as typeof pending;
    }
  }
  // As every change of a project does: the search generation moves, so the rows are read again.
  await documentClient.send(new TransactWriteCommand({ TransactItems: [searchGenerationBump(customerId)] }));

  const search = async (i: number) => {
    const body = {
      searchText: i % 3 === 0 ? undefined : WORDS[i % WORDS.length],
      status: i % 2 === 0 ? [STATUSES[i % STATUSES.length]] : undefined,
      sort: { column: i % 4 === 0 ? 'name' : 'number', direction: i % 2 === 0 ? 'asc' : 'desc' },
      limit: [20, 40, 60, 80][i % 4],
      start: 0,
    };
    const started = performance.now();
    const answer = await lead.call(
      'POST',
      '/api/v1/customer/{customerId}/node/{nodeId}/Projects/Search',
      body,
    );
    const ms = performance.now() - started;
    if (answer.status !== 200)
      throw new Error(`search answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    return {
      ms,
      total: (answer.json as { data: { projectSearchDTO: { values: { total: number } } } }).data
        .projectSearchDTO.values.total,
    };
  };

  ctx.log(`project search: ${WARM_UP} warm-up calls, then ${CALLS} measured calls, one at a time`);
  for (let i = 0; i < WARM_UP; i += 1) await search(i);
  const latencies: number[] = [];
  const totals: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const { ms, total } = await search(i);
    latencies.push(ms);
    totals.push(total);
  }
  const floors: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const started = performance.now();
    await queryAll(ProjectSearchRow, searchRowsOfCustomer(customerId));
    floors.push(performance.now() - started);
  }
  const note = `${PROJECTS} rows plus the seeded ones; answers matched ${Math.min(...totals)} to ${Math.max(...totals)} projects`;
  return {
    id: 'project-search',
    title: 'Project search at 10,000 projects',
    method:
      `${CALLS} POST Projects/Search calls one after another (after ${WARM_UP} warm-up calls) as the demo lead, ` +
      'text, status, sort and page size varying per call; the floor is the agency rows query alone, through the SDK.',
    rows: [
      {
        name: 'POST Projects/Search: p50 latency',
        figure: { value: round(percentile(latencies, 50)), unit: 'ms' },
        floor: { value: round(percentile(floors, 50)), unit: 'ms' },
        floorLabel: 'rows query',
        goal: { kind: 'none' },
        note,
      },
      {
        name: 'POST Projects/Search: p99 latency',
        figure: { value: round(percentile(latencies, 99)), unit: 'ms' },
        floor: { value: round(percentile(floors, 99)), unit: 'ms' },
        floorLabel: 'rows query',
        goal: { kind: 'max', max: 50 },
      },
    ],
  };
}
