import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import {
  DescribeExecutionCommand,
  DescribeStateMachineCommand,
  ExecutionDoesNotExist,
  InvalidExecutionInput,
  InvalidToken,
  ListStateMachinesCommand,
  SendTaskSuccessCommand,
  SFNClient,
  StartExecutionCommand,
} from '@aws-sdk/client-sfn';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { startHttpServer, type LocalHttpServer } from '../../infra/local/http-server.js';
import { startWebSocketEmulator, type WebSocketEmulator } from '../../infra/local/ws-server.js';
import { recordedEvents } from '../fixtures/local-runtime/realtime-handler.js';
import { eventually } from '../helpers/api.js';

const fixture = (file: string) =>
  fileURLToPath(new URL(`../fixtures/local-runtime/${file}`, import.meta.url));
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** Polls for a positive signal (tests/helpers/api.ts `eventually`), every 20 ms for up to 5 s. */
const until = <T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 5000): Promise<T> =>
  eventually(check, Math.ceil(timeoutMs / 20), 20, 'condition not reached');

describe('WebSocket emulator (API Gateway WebSocket + management API)', () => {
  let emulator: WebSocketEmulator;
  let management: ApiGatewayManagementApiClient;

  beforeAll(async () => {
    emulator = await startWebSocketEmulator({
      port: 0,
      handlerModule: fixture('realtime-handler.ts'),
      log: () => undefined,
    });
    management = new ApiGatewayManagementApiClient({
      endpoint: `http://127.0.0.1:${emulator.port}`,
      region: 'ca-central-1',
      credentials,
    });
  });
  afterAll(async () => {
    management?.destroy();
    await emulator?.stop();
  });

  async function connect(
    query = '',
  ): Promise<{ socket: WebSocket; connectionId: string; messages: string[] }> {
    const before = recordedEvents().length;
    const socket = new WebSocket(`ws://127.0.0.1:${emulator.port}/${query}`, {
      headers: { 'X-Client': 'vitest' },
    });
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(String(data)));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const connectEvent = recordedEvents()[before]!;
    return { socket, connectionId: connectEvent.requestContext.connectionId, messages };
  }

  it('routes $connect, $default and $disconnect to the handler with API Gateway events', async () => {
    const { socket, connectionId } = await connect('?token=abc');
    const connected = recordedEvents().find((e) => e.requestContext.connectionId === connectionId)!;
    expect(connected).toMatchObject({
      requestContext: {
        routeKey: '$connect',
        eventType: 'CONNECT',
        connectionId,
        stage: 'local',
        domainName: `127.0.0.1:${emulator.port}`,
      },
      queryStringParameters: { token: 'abc' },
      headers: { 'X-Client': 'vitest' },
    });
    expect(connectionId).toMatch(/^[A-Za-z0-9]{15}=$/);

    socket.send('{"action":"hello"}');
    const message = await until(() =>
      recordedEvents().find(
        (e) => e.requestContext.connectionId === connectionId && e.requestContext.routeKey === '$default',
      ),
    );
    expect(message).toMatchObject({
      requestContext: { eventType: 'MESSAGE' },
      body: '{"action":"hello"}',
      isBase64Encoded: false,
    });

    socket.close(1000, 'bye');
    const left = await until(() =>
      recordedEvents().find(
        (e) => e.requestContext.connectionId === connectionId && e.requestContext.routeKey === '$disconnect',
      ),
    );
    expect(left.requestContext).toMatchObject({
      eventType: 'DISCONNECT',
      disconnectStatusCode: 1000,
      disconnectReason: 'bye',
    });
  });

  it('refuses the upgrade when $connect answers a non-2xx status', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${emulator.port}/?reject=403`);
    const status = await new Promise<number>((resolve, reject) => {
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('open', () => reject(new Error('the upgrade was accepted')));
      socket.once('error', () => undefined);
    });
    expect(status).toBe(403);
  });

  it('serves POST, GET and DELETE /@connections/{id} to the real SDK client, then GoneException', async () => {
    const { socket, connectionId, messages } = await connect();

    await management.send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify({ type: 'pushed' }) }),
    );
    expect(await until(() => messages[0])).toBe('{"type":"pushed"}');

    const info = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    expect(info.LastActiveAt).toBeInstanceOf(Date);
    expect(info.Identity).toEqual({ SourceIp: '127.0.0.1', UserAgent: '' });

    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    expect(await closed).toBe(1000);
    expect(emulator.connections()).not.toContain(connectionId);

    const gone = await management
      .send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'late' }))
      .catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(GoneException);
    expect((gone as GoneException).$metadata.httpStatusCode).toBe(410);
    await expect(
      management.send(new GetConnectionCommand({ ConnectionId: 'never-was' })),
    ).rejects.toBeInstanceOf(GoneException);
  });
});

describe('HTTP server (API Gateway HTTP API + the SPA)', () => {
  let server: LocalHttpServer;
  let webDir: string;
  let base: string;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'tenderbox-web-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(webDir, 'favicon.svg'), '<svg/>');
    server = await startHttpServer({
      port: 0,
      webDir,
      routes: [
        { method: 'POST', path: '/api/v1/things/{thingId}', group: 'things', operationId: 'postThing' },
        { method: 'GET', path: '/api/binary', group: 'things', operationId: 'getBinary' },
      ],
      openApiDocument: async () => ({ openapi: '3.1.0', info: { title: 'fixture' } }),
      moduleFor: (group) =>
        group === 'things' ? fixture('http-group-handler.ts') : fixture('missing-handler.ts'),
      log: () => undefined,
    });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(async () => {
    await server?.stop();
    await rm(webDir, { recursive: true, force: true });
  });

  it('invokes the route’s group with a v2 event and writes back status, headers and every cookie', async () => {
    const response = await fetch(`${base}/api/v1/things/t%201?a=1&a=2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'sid=s1; lang=fr' },
      body: '{"name":"x"}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-fixture')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
    const { event, context } = (await response.json()) as {
      event: Record<string, unknown>;
      context: Record<string, unknown>;
    };
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/v1/things/{thingId}',
      rawPath: '/api/v1/things/t%201',
      rawQueryString: 'a=1&a=2',
      cookies: ['sid=s1', 'lang=fr'],
      pathParameters: { thingId: 't 1' },
      queryStringParameters: { a: '1,2' },
      body: '{"name":"x"}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: '/api/v1/things/t%201' }, stage: '$default' },
    });
    expect((event.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(context).toMatchObject({ functionName: 'tenderbox-local-things' });
    expect(context.remaining as number).toBeGreaterThan(25_000);
  });

  it('decodes a base64 answer into bytes', async () => {
    const response = await fetch(`${base}/api/binary`);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0, 1, 2, 255]);
  });

  it('refuses a body over 6 MB with 413', async () => {
    const response = await fetch(`${base}/api/v1/things/big`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(6 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string; status: number } }).error).toMatchObject({
      code: 'payloadTooLarge',
      status: 413,
    });
  });

  it('serves the OpenAPI document and its reference page when the route table has no route for them', async () => {
    const document = await fetch(`${base}/api/openapi.json`);
    expect(document.status).toBe(200);
    expect(await document.json()).toEqual({ openapi: '3.1.0', info: { title: 'fixture' } });
    const page = await fetch(`${base}/api/docs`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('/api/docs/swagger-ui-bundle.js');
    const bundle = await fetch(`${base}/api/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
  });

  it('answers an API path without a route through the system group (here: not written, so 404)', async () => {
    const response = await fetch(`${base}/api/v1/unknown`);
    expect(response.status).toBe(404);
  });

  it('serves the SPA: hashed assets cached for long, index.html for client routes, 404 for missing files', async () => {
    const asset = await fetch(`${base}/assets/index-abc123.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');

    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');

    const route = await fetch(`${base}/projects/42/edit`);
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<title>app</title>');

    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(200);
  });
});

describe('Step Functions emulator through @aws-sdk/client-sfn (the shared stack)', () => {
  const env = () => inject('stackEnv');
  const client = () =>
    new SFNClient({ endpoint: env().AWS_ENDPOINT_URL_SFN, region: 'ca-central-1', credentials });

  it('lists and describes the state machines of infra/workflows', async () => {
    const sfn = client();
    const arn = env().WORKFLOW_PROBE_STATE_MACHINE_ARN!;
    const { stateMachines } = await sfn.send(new ListStateMachinesCommand({}));
    expect(stateMachines?.map((m) => m.stateMachineArn)).toContain(arn);
    const described = await sfn.send(new DescribeStateMachineCommand({ stateMachineArn: arn }));
    expect(described).toMatchObject({ name: 'workflow-probe', status: 'ACTIVE', type: 'STANDARD' });
    expect(described.definition).toContain(
      'arn:aws:lambda:ca-central-1:000000000000:function:tenderbox-local-system-task',
    );
    expect(described.creationDate).toBeInstanceOf(Date);
  });

  it('answers errors as the service does, so the SDK raises its own exception classes', async () => {
    const sfn = client();
    const arn = env().WORKFLOW_PROBE_STATE_MACHINE_ARN!;
    await expect(
      sfn.send(
        new DescribeExecutionCommand({
          executionArn: 'arn:aws:states:ca-central-1:000000000000:execution:workflow-probe:none',
        }),
      ),
    ).rejects.toBeInstanceOf(ExecutionDoesNotExist);
    await expect(
      sfn.send(new StartExecutionCommand({ stateMachineArn: arn, input: '{not json' })),
    ).rejects.toBeInstanceOf(InvalidExecutionInput);
    await expect(
      sfn.send(new SendTaskSuccessCommand({ taskToken: 'forged', output: '{}' })),
    ).rejects.toBeInstanceOf(InvalidToken);
  });
});

describe('API reference of the shared stack', () => {
  it('serves the product’s OpenAPI document, generated from the route table', async () => {
    const response = await fetch(`${inject('apiUrl')}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1/);
    expect(Object.keys(document.paths)).toContain('/api/health');
  });
});
