import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { formatClf } from './api-event.js';
import { HandlerNotFoundError, invokeHandler } from './lambda.js';
import { functionModulePath } from './paths.js';
import { closeServer, listenLocal } from './servers.js';

export const WS_STAGE = 'local';

export type WebSocketRouteKey = '$connect' | '$disconnect' | '$default';

interface ConnectionInfo {
  id: string;
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
}

export interface WebSocketEventInput {
  routeKey: WebSocketRouteKey;
  connectionId: string;
  connectedAt: number;
  domainName: string;
  sourceIp: string;
  userAgent: string;
  now: Date;
  /** $connect only */
  headers?: Record<string, string>;
  query?: URLSearchParams;
  /** $default only */
  body?: string;
  isBase64Encoded?: boolean;
  /** $disconnect only */
  disconnectStatusCode?: number;
  disconnectReason?: string;
}

const EVENT_TYPES = { $connect: 'CONNECT', $disconnect: 'DISCONNECT', $default: 'MESSAGE' } as const;

/** The event API Gateway WebSocket APIs give the Lambda of a route. */
export function buildWebSocketEvent(input: WebSocketEventInput): Record<string, unknown> {
  const requestContext: Record<string, unknown> = {
    routeKey: input.routeKey,
    eventType: EVENT_TYPES[input.routeKey],
    extendedRequestId: randomUUID(),
    requestTime: formatClf(input.now),
    messageDirection: 'IN',
    stage: WS_STAGE,
    connectedAt: input.connectedAt,
    requestTimeEpoch: input.now.getTime(),
    identity: { sourceIp: input.sourceIp, userAgent: input.userAgent },
    requestId: randomUUID(),
    domainName: input.domainName,
    connectionId: input.connectionId,
    apiId: 'local',
  };
  const event: Record<string, unknown> = { requestContext, isBase64Encoded: input.isBase64Encoded ?? false };
  if (input.routeKey === '$default') {
    requestContext.messageId = randomBytes(9).toString('base64');
    event.body = input.body ?? '';
  }
  if (input.routeKey === '$disconnect') {
    requestContext.disconnectStatusCode = input.disconnectStatusCode ?? 1005;
    requestContext.disconnectReason = input.disconnectReason ?? '';
    event.headers = { Host: input.domainName, 'x-api-key': '', 'X-Forwarded-For': '', 'x-restapi': '' };
  }
  if (input.routeKey === '$connect') {
    const headers = input.headers ?? {};
    event.headers = headers;
    event.multiValueHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]]));
    const query = input.query ?? new URLSearchParams();
    if ([...query.keys()].length > 0) {
      const single: Record<string, string> = {};
      const multi: Record<string, string[]> = {};
      for (const [name, value] of query) {
        single[name] = value;
        (multi[name] ??= []).push(value);
      }
      event.queryStringParameters = single;
      event.multiValueQueryStringParameters = multi;
    }
  }
  return event;
}

/** API Gateway-like connection ids: 16 characters ending in "=", safe in a URL path. */
export function newConnectionId(): string {
  return `${randomBytes(12).toString('base64').slice(0, 15).replace(/[+/]/g, 'x')}=`;
}

export interface WebSocketEmulatorOptions {
  port: number;
  /** The module whose `handler` serves $connect/$disconnect/$default; default functions/realtime/handler.ts */
  handlerModule?: string;
  /** Connections wait for this: the stack opens it once the handlers' environment is in place */
  gate?: Promise<void>;
  log?: (message: string) => void;
}

export interface WebSocketEmulator {
  port: number;
  connections(): string[];
  stop(): Promise<void>;
}

function statusOf(result: unknown): number {
  if (
    typeof result === 'object' &&
    result !== null &&
    typeof (result as { statusCode?: unknown }).statusCode === 'number'
  ) {
    return (result as { statusCode: number }).statusCode;
  }
  return 200;
}

function gone(response: ServerResponse, connectionId: string): void {
  const body = JSON.stringify({ message: `Connection ${connectionId} is gone` });
  response
    .writeHead(410, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-amzn-errortype': 'GoneException',
      'x-amzn-requestid': randomUUID(),
    })
    .end(body);
}

/**
 * API Gateway WebSocket, locally: routes $connect / $disconnect / $default to the realtime Lambda and
 * serves the management API (POST/GET/DELETE /@connections/{id}) that
 * @aws-sdk/client-apigatewaymanagementapi calls, on the same port.
 */
export async function startWebSocketEmulator(options: WebSocketEmulatorOptions): Promise<WebSocketEmulator> {
  const log = options.log ?? ((message: string) => console.error(message));
  const handlerModule = options.handlerModule ?? functionModulePath('realtime');
  const connections = new Map<string, ConnectionInfo>();
  let port = options.port;
  let warnedMissing = false;
  let stopping = false;

  async function route(input: Omit<WebSocketEventInput, 'domainName' | 'now'>): Promise<number> {
    const event = buildWebSocketEvent({ ...input, domainName: `127.0.0.1:${port}`, now: new Date() });
    try {
      return statusOf(await invokeHandler(handlerModule, 'tenderbox-local-realtime', event, 29_000));
    } catch (error) {
      if (error instanceof HandlerNotFoundError) {
        // Until the realtime Lambda exists, sockets still open so the management API can be used.
        if (!warnedMissing) log(`[ws] ${error.message}: connections are accepted without a handler`);
        warnedMissing = true;
        return 200;
      }
      log(`[ws] ${input.routeKey} handler threw: ${(error as Error)?.stack ?? String(error)}`);
      return 500;
    }
  }

  const wss = new WebSocketServer({ noServer: true });

  const server = createServer((request, response) => {
    const match = /\/@connections\/([^/?]+)\/?(?:\?.*)?$/.exec(request.url ?? '');
    if (!match) {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Not Found' }));
      return;
    }
    const connectionId = decodeURIComponent(match[1]!);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const connection = connections.get(connectionId);
      if (!connection || connection.socket.readyState !== connection.socket.OPEN) {
        gone(response, connectionId);
        return;
      }
      switch (request.method) {
        case 'POST': {
          const data = Buffer.concat(chunks);
          // Text frames for UTF-8 payloads (what the SDK sends for strings), binary frames otherwise.
          const text = data.toString('utf8');
          const isText = Buffer.from(text, 'utf8').equals(data);
          connection.socket.send(isText ? text : data, { binary: !isText });
          response.writeHead(200, { 'x-amzn-requestid': randomUUID(), 'content-length': 0 }).end();
          return;
        }
        case 'GET': {
          // The wire names are camelCase (the SDK maps them to ConnectedAt, Identity, LastActiveAt).
          const body = JSON.stringify({
            connectedAt: new Date(connection.connectedAt).toISOString(),
            identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
            lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
          });
          response
            .writeHead(200, {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'x-amzn-requestid': randomUUID(),
            })
            .end(body);
          return;
        }
        case 'DELETE':
          connections.delete(connectionId);
          connection.socket.close(1000, 'Connection deleted');
          response.writeHead(204, { 'x-amzn-requestid': randomUUID() }).end();
          return;
        default:
          response.writeHead(405, { allow: 'GET, POST, DELETE' }).end();
      }
    });
  });

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    void (async () => {
      await options.gate;
      const id = newConnectionId();
      const connectedAt = Date.now();
      const sourceIp = (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
      const userAgent = String(request.headers['user-agent'] ?? '');
      const headers: Record<string, string> = {};
      for (let i = 0; i + 1 < request.rawHeaders.length; i += 2)
        headers[request.rawHeaders[i]!] = request.rawHeaders[i + 1]!;
      const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
      const status = await route({
        routeKey: '$connect',
        connectionId: id,
        connectedAt,
        sourceIp,
        userAgent,
        headers,
        query,
      });
      if (status < 200 || status > 299) {
        // A non-2xx answer to $connect refuses the upgrade, as API Gateway does.
        socket.end(
          `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
        );
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => {
        const info: ConnectionInfo = {
          id,
          socket: ws,
          connectedAt,
          lastActiveAt: connectedAt,
          sourceIp,
          userAgent,
        };
        connections.set(id, info);
        // Messages of one connection reach the handler in order, one at a time.
        let queue = Promise.resolve();
        ws.on('message', (data: RawData, isBinary: boolean) => {
          info.lastActiveAt = Date.now();
          const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
          queue = queue.then(async () => {
            await route({
              routeKey: '$default',
              connectionId: id,
              connectedAt,
              sourceIp,
              userAgent,
              body: isBinary ? buffer.toString('base64') : buffer.toString('utf8'),
              isBase64Encoded: isBinary,
            });
          });
        });
        ws.on('close', (code: number, reason: Buffer) => {
          if (connections.get(id) === info) connections.delete(id);
          // Shutting down is not the client leaving: the services the handler needs are going away.
          if (stopping) return;
          queue = queue.then(async () => {
            await route({
              routeKey: '$disconnect',
              connectionId: id,
              connectedAt,
              sourceIp,
              userAgent,
              disconnectStatusCode: code,
              disconnectReason: reason.toString('utf8'),
            });
          });
        });
      });
    })().catch((error: unknown) => {
      log(`[ws] upgrade failed: ${String(error)}`);
      socket.destroy();
    });
  });

  port = await listenLocal(server, options.port);
  return {
    port,
    connections: () => [...connections.keys()],
    stop: async () => {
      stopping = true;
      for (const connection of connections.values()) connection.socket.terminate();
      connections.clear();
      wss.close();
      await closeServer(server);
    },
  };
}
