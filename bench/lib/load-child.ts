/**
 * The load generator, in its own process so that it never competes with the local server for the bench
 * process's event loop. Two modes, same concurrency, same clock:
 *   http <json options>      autocannon against the local API
 *   dynamodb <json options>  GetItem loops straight through the SDK against DynamoDB Local (the floor)
 * Prints one JSON line: latencies are per-response wall times in ms (float), throughput is responses/s.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, type GetCommandInput } from '@aws-sdk/lib-dynamodb';
import autocannon from 'autocannon';
import { percentile } from './stats.js';

export interface LoadResult {
  p50Ms: number;
  p99Ms: number;
  perSecond: number;
  responses: number;
  /** Responses by HTTP status ("ok" for SDK calls that succeeded) */
  statuses: Record<string, number>;
  /** Connection errors and timeouts: requests that got no answer at all */
  failures: number;
  seconds: number;
}

export interface HttpLoadOptions {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  connections: number;
  seconds: number;
}

export interface DynamoLoadOptions {
  /** Sent one after another per iteration: a route's own sequence of reads */
  gets: GetCommandInput[];
  connections: number;
  seconds: number;
}

/** Every answer counts, whatever its status: the report shows the status mix, so a 503 is never hidden. */
function summarise(
  latencies: number[],
  statuses: Record<string, number>,
  failures: number,
  seconds: number,
): LoadResult {
  if (latencies.length === 0) throw new Error(`no responses (${failures} failures)`);
  return {
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    perSecond: latencies.length / seconds,
    responses: latencies.length,
    statuses,
    failures,
    seconds,
  };
}

function tally(statuses: Record<string, number>, key: string): void {
  statuses[key] = (statuses[key] ?? 0) + 1;
}

async function loadHttp(options: HttpLoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const instance = autocannon({
    url: options.url,
    method: options.method,
    connections: options.connections,
    duration: options.seconds,
    ...(options.body === undefined
      ? {}
      : { body: options.body, headers: { 'content-type': 'application/json' } }),
  });
  // autocannon's own histogram keeps whole milliseconds; the response event carries the exact time.
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    tally(statuses, String(status));
  });
  const result = await instance;
  return summarise(latencies, statuses, result.errors + result.timeouts, result.duration);
}

async function loadDynamo(options: DynamoLoadOptions): Promise<LoadResult> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let failures = 0;
  const started = process.hrtime.bigint();
  const deadline = Date.now() + options.seconds * 1_000;
  const loop = async () => {
    while (Date.now() < deadline) {
      const start = process.hrtime.bigint();
      try {
        for (const input of options.gets) await client.send(new GetCommand(input));
        latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
        tally(statuses, 'ok');
      } catch (error) {
        failures++;
        tally(statuses, (error as { name?: string }).name ?? 'Error');
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  client.destroy();
  return summarise(latencies, statuses, failures, seconds);
}

async function main(): Promise<void> {
  const [mode, json] = process.argv.slice(2);
  if (!json) throw new Error('usage: load-child.ts http|dynamodb <json options>');
  const result =
    mode === 'http'
      ? await loadHttp(JSON.parse(json) as HttpLoadOptions)
      : await loadDynamo(JSON.parse(json) as DynamoLoadOptions);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
