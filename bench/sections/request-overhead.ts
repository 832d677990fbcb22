/**
 * Our own cost per request, in process: the handler is invoked many times with the DynamoDB document
 * client's `send` replaced by an instant stub that returns the items a real run returned, so what remains
 * is routing, validation, the data layer, serialisation and middleware. Also the DynamoDB round trips a request
 * makes, counted on the real clients against DynamoDB Local.
 */
import type { MiddlewareStack } from '@smithy/types';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { randomUUID } from 'node:crypto';
import { apiEvent, routeByOperation } from '../lib/sample-events.js';
import { localStack } from '../lib/stack.js';
import { percentile } from '../lib/stats.js';
import type { BenchContext, Row, Section } from '../lib/types.js';

const WARM_UP = 500;
const ITERATIONS = 2_000;
const P50_GOAL_US = 100;

type HttpHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

// The SDK's send takes a command and options; only the command's name and input matter here.
type AnyCommand = { input: unknown; constructor: { name: string } };
type Send = (command: AnyCommand, options?: unknown) => Promise<unknown>;

const lambdaContext = (): Context =>
  ({
    functionName: 'bench',
    functionVersion: '$LATEST',
    awsRequestId: randomUUID(),
    memoryLimitInMB: '1024',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => 30_000,
  }) as unknown as Context;

export async function run(ctx: BenchContext): Promise<Section> {
  // The stack first: it puts the endpoints and table name into process.env, which the modules below read
  // when they load.
  await localStack(ctx);
  const { dynamodb, documentClient } = await import('../../functions/core/aws/dynamodb.js');
  const auth = (await import('../../functions/auth/handler.js')).handler as unknown as HttpHandler;
  const system = (await import('../../functions/system/handler.js')).handler as unknown as HttpHandler;

  const loginRoute = routeByOperation('getLoginType');
  const healthRoute = routeByOperation('getHealth');
  const loginEvent = () => apiEvent(loginRoute, { domain: 'demo' });
  const healthEvent = () => apiEvent(healthRoute);

  // Round trips, on the real clients. The document client shares its client's middleware stack, so each
  // distinct stack gets the counter once.
  // (The two packages type their stacks with their own command unions; the counter needs neither.)
  const counter = countSends([
    dynamodb.middlewareStack,
    documentClient.middlewareStack,
  ] as unknown as MiddlewareStack<object, object>[]);
  let loginTrips: Map<string, number>;
  let healthTrips: Map<string, number>;
  let real: APIGatewayProxyStructuredResultV2;
  const canned = new Map<string, unknown>();
  const sent: AnyCommand[] = [];
  try {
    await auth(loginEvent(), lambdaContext()); // warm: the first call pays for connections
    await system(healthEvent(), lambdaContext());
    counter.reset();
    real = await recordOutputs(documentClient as unknown as { send: Send }, canned, sent, () =>
      auth(loginEvent(), lambdaContext()),
    );
    loginTrips = counter.take();
    const health = await system(healthEvent(), lambdaContext());
    healthTrips = counter.take();
    if (real.statusCode !== 200) throw new Error(`loginType answered ${real.statusCode}: ${real.body}`);
    if (health.statusCode !== 200) ctx.log(`note: GET /api/health answered ${health.statusCode}`);
  } finally {
    counter.remove();
  }

  // Our overhead: the same request with send answered instantly from the recorded items. The judged
  // figure uses a plain function as the stub; aws-sdk-client-mock (sinon matching, tens of µs per send)
  // is measured too, as a cross-check, but its own cost would be charged to us.
  const answer = (input: unknown) => {
    const output = canned.get(cannedKey(input));
    if (output === undefined) throw new Error(`no canned answer for ${JSON.stringify(input)}`);
    return structuredClone(output);
  };
  const target = documentClient as unknown as { send: Send };
  const plain = await measureStubbed(
    () => {
      const realSend = target.send;
      target.send = (command) => Promise.resolve(answer(command.input));
      return () => {
        target.send = realSend;
      };
    },
    loginEvent,
    (event) => auth(event, lambdaContext()),
    real.body,
    target,
    sent,
  );
  // Where the time goes: the use case alone (the data layer and the two stubbed reads), without the HTTP layer.
  const { findLoginType } = await import('../../functions/auth/login-service.js');
  const realSend = target.send;
  target.send = (command) => Promise.resolve(answer(command.input));
  let serviceAlone: number[];
  try {
    serviceAlone = await timeCalls(WARM_UP, ITERATIONS, () => 'demo', findLoginType);
  } finally {
    target.send = realSend;
  }
  const mocked = await measureStubbed(
    () => {
      const mock = mockClient(documentClient);
      mock.onAnyCommand().callsFake(answer);
      return () => mock.restore();
    },
    loginEvent,
    (event) => auth(event, lambdaContext()),
    real.body,
    target,
    sent,
  );

  const describe = (trips: Map<string, number>) =>
    [...trips].map(([command, n]) => `${command} ×${n}`).join(', ') || 'none';
  const total = (trips: Map<string, number>) => [...trips.values()].reduce((a, b) => a + b, 0);
  const stubNote = `floor: the request's ${sent.length} stubbed send(s) alone`;
  const rows: Row[] = [
    {
      name: 'POST /api/v1/login/loginType: our overhead p50',
      figure: { value: percentile(plain.request, 50), unit: 'µs' },
      floor: { value: percentile(plain.sendsAlone, 50), unit: 'µs' },
      goal: { kind: 'max', max: P50_GOAL_US },
      note: `${ITERATIONS} calls after ${WARM_UP} warm-up, send replaced by a plain function; ${stubNote}`,
    },
    {
      name: 'POST /api/v1/login/loginType: our overhead p99',
      figure: { value: percentile(plain.request, 99), unit: 'µs' },
      floor: { value: percentile(plain.sendsAlone, 99), unit: 'µs' },
      goal: { kind: 'none' },
      note: stubNote,
    },
    {
      name: '… of which the use case alone (findLoginType: data layer + stub): p50',
      figure: { value: percentile(serviceAlone, 50), unit: 'µs' },
      floor: { value: percentile(plain.sendsAlone, 50), unit: 'µs' },
      goal: { kind: 'none' },
      note: 'the rest of the p50 above is the HTTP layer: middy, router, zod, envelope, logging',
    },
    {
      name: 'same, stubbed with aws-sdk-client-mock: p50',
      figure: { value: percentile(mocked.request, 50), unit: 'µs' },
      floor: { value: percentile(mocked.sendsAlone, 50), unit: 'µs' },
      goal: { kind: 'none' },
      note: "cross-check: the difference to the row above is the mock library's own cost",
    },
    {
      name: 'POST /api/v1/login/loginType: DynamoDB round trips',
      figure: { value: total(loginTrips), unit: 'count' },
      goal: { kind: 'none' },
      note: describe(loginTrips),
    },
    {
      name: 'GET /api/health: DynamoDB round trips',
      figure: { value: total(healthTrips), unit: 'count' },
      goal: { kind: 'none' },
      note: describe(healthTrips),
    },
  ];
  return {
    id: 'request-overhead',
    title: '3. Per-request overhead (in process)',
    method:
      'The auth Lambda handler (TypeScript source, in this process) is invoked for POST /api/v1/login/loginType ' +
      "{domain:'demo'} with the DynamoDB document client's send replaced by a plain function returning the items a " +
      'real call returned (checked: same answer), so the time left is ours: middy, routing, zod, the data layer, JSON, ' +
      'logging. The same run with aws-sdk-client-mock is shown as a cross-check. Round trips are send() calls ' +
      'counted by a middleware on the real clients against DynamoDB Local.',
    rows,
  };
}

/**
 * Installs a stub, checks that the stubbed request answers exactly as the real one did (so the stub
 * cannot make the route take a cheaper path), then times the request and, as its floor, the same sends
 * against the stub alone.
 */
async function measureStubbed(
  install: () => () => void,
  makeEvent: () => APIGatewayProxyEventV2,
  request: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>,
  expectedBody: string | undefined,
  client: { send: Send },
  sent: readonly AnyCommand[],
): Promise<{ request: number[]; sendsAlone: number[] }> {
  const uninstall = install();
  try {
    const stubbed = await request(makeEvent());
    if (stubbed.statusCode !== 200 || stubbed.body !== expectedBody) {
      throw new Error(
        `the stubbed request differs from the real answer: ${stubbed.statusCode} ${stubbed.body}`,
      );
    }
    const requestSamples = await timeCalls(WARM_UP, ITERATIONS, makeEvent, request);
    const sendsAlone = await timeCalls(
      WARM_UP,
      ITERATIONS,
      () =>
        sent.map((command) => new (command.constructor as new (input: unknown) => AnyCommand)(command.input)),
      async (commands) => {
        for (const command of commands) await client.send(command);
      },
    );
    return { request: requestSamples, sendsAlone };
  } finally {
    uninstall();
  }
}

function cannedKey(input: unknown): string {
  return JSON.stringify(input);
}

/** Runs one real request with send wrapped, keeping each output under its input for the stub. */
async function recordOutputs<T>(
  client: { send: Send },
  canned: Map<string, unknown>,
  sent: AnyCommand[],
  request: () => Promise<T>,
) {
  const realSend = client.send;
  client.send = async (command, options) => {
    sent.push(command);
    const output = await realSend.call(client, command, options);
    canned.set(cannedKey(command.input), structuredClone(output));
    return output;
  };
  try {
    return await request();
  } finally {
    client.send = realSend;
  }
}

/** Per-call wall time in µs; each call's input is built before its clock starts. */
async function timeCalls<E>(
  warmUp: number,
  iterations: number,
  make: () => E,
  call: (input: E) => Promise<unknown>,
) {
  for (let i = 0; i < warmUp; i++) await call(make());
  const samples = new Array<number>(iterations);
  for (let i = 0; i < iterations; i++) {
    const input = make();
    const start = process.hrtime.bigint();
    await call(input);
    samples[i] = Number(process.hrtime.bigint() - start) / 1_000;
  }
  return samples;
}

const COUNTER_NAME = 'benchSendCounter';

/** Counts send() calls by command name; at `initialize` so a retried call still counts once. */
function countSends(stacks: MiddlewareStack<object, object>[]) {
  const distinct = [...new Set(stacks)];
  let counts = new Map<string, number>();
  for (const stack of distinct) {
    stack.add(
      (next, context) => async (args) => {
        const name = (context as { commandName?: string }).commandName ?? 'unknown';
        counts.set(name, (counts.get(name) ?? 0) + 1);
        return next(args);
      },
      { step: 'initialize', name: COUNTER_NAME, override: true },
    );
  }
  return {
    reset: () => {
      counts = new Map();
    },
    take: () => {
      const taken = counts;
      counts = new Map();
      return taken;
    },
    remove: () => {
      for (const stack of distinct) stack.remove(COUNTER_NAME);
    },
  };
}
