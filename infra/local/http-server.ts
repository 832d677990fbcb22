import { redactApproverTokens } from '../../functions/core/logger.js';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { serveApiDocs } from './api-docs.js';
import { compress, encodingFor, PrecompressedFiles, varyOnEncoding } from './compression.js';
import { buildHttpApiEvent, findRouteFor, toHttpResponse, type RouteLike } from './api-event.js';
import { HandlerNotFoundError, invokeHandler } from './lambda.js';
import { functionModulePath } from './paths.js';
import { localClock, type LocalClock } from './clock.js';
import { closeServer, listenLocal } from './servers.js';
import { messageIn, pickLanguage } from '../../shared/errors.js';
import { PLATFORM_ERRORS } from '../../shared/errors/platform.js';

/** API Gateway's payload limit */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;
/** API Gateway HTTP APIs give an integration 30 s at most */
const INTEGRATION_TIMEOUT_MS = 30_000;

export interface HttpServerOptions {
  port: number;
  routes: readonly RouteLike[];
  /** Built SPA to serve at /, or null */
  webDir: string | null;
  /** Resolves a group's handler module (tests point it elsewhere) */
  moduleFor?: (group: string) => string;
  /**
   * The OpenAPI document: when given, GET /api/openapi.json and /api/docs are served here, unless the
   * route table has routes of its own for them
   */
  openApiDocument?: () => Promise<unknown>;
  /**
   * Addresses to listen on, all on the same port: the first picks the port, the others follow it (one that
   * is unavailable, such as ::1 on a machine without IPv6, is skipped). Default: 127.0.0.1 and ::1.
   */
  hosts?: readonly string[];
  /**
   * The security headers every answer carries, as CloudFront's response-headers policy sends them
   * (infra/security-headers.ts); read per request, since the emulators' ports are known only later.
   */
  securityHeaders?: () => Readonly<Record<string, string>>;
  /** API requests wait for this: the stack opens it once the handlers' environment is in place */
  gate?: Promise<void>;
  /**
   * The movable clock (infra/local/clock.ts), answered at /_local/clock when given: tests move time with it
   * (decision 074). The API's Date header and its events' times read it either way.
   */
  clockControl?: LocalClock;
  log?: (message: string) => void;
}

export interface LocalHttpServer {
  port: number;
  server: Server;
  stop(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

class PayloadTooLargeError extends Error {}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      reject(new PayloadTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new PayloadTooLargeError());
        request.pause();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolveBody(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/** Where a test reads and moves the local clock (decision 074); outside /api, so in no route table. */
export const CLOCK_PATH = '/_local/clock';

/**
 * GET answers `{ now, offsetMs }`; POST `{ "advanceSeconds": n }` or `{ "to": "<ISO time>" }` moves the clock
 * forward and answers the same. The clock never goes back: a time already passed leaves it where it is.
 */
async function serveClock(
  request: IncomingMessage,
  response: ServerResponse,
  clock: LocalClock,
): Promise<void> {
  const state = () => ({ now: new Date(clock.nowMs()).toISOString(), offsetMs: clock.offsetMs() });
  if (request.method === 'GET') return sendJson(response, 200, state());
  if (request.method !== 'POST')
    return sendJson(response, 405, { message: 'GET or POST' }, { allow: 'GET, POST' });
  let body: { advanceSeconds?: unknown; to?: unknown };
  try {
    body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as typeof body;
  } catch {
    return sendJson(response, 400, { message: 'The body is not JSON' });
  }
  const { advanceSeconds, to } = body ?? {};
  if (typeof advanceSeconds === 'number' && Number.isFinite(advanceSeconds) && advanceSeconds >= 0)
    clock.advance(advanceSeconds * 1000);
  else if (typeof to === 'string' && Number.isFinite(Date.parse(to))) clock.advanceTo(Date.parse(to));
  else
    return sendJson(response, 400, { message: 'Send { "advanceSeconds": n ≥ 0 } or { "to": "<ISO time>" }' });
  sendJson(response, 200, state());
}

export async function startHttpServer(options: HttpServerOptions): Promise<LocalHttpServer> {
  const log = options.log ?? ((message: string) => console.error(message));
  const moduleFor = options.moduleFor ?? ((group: string) => functionModulePath(group));
  let port = options.port;
  const precompressed = new PrecompressedFiles();
  // The built SPA is compressed in the background at once: the first visitor gets it compressed.
  if (options.webDir && existsSync(options.webDir))
    void precompressed.warm(resolve(options.webDir), contentTypeFor);

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: string): Promise<void> {
    await options.gate;
    const requestId = randomUUID();
    let body: Buffer;
    try {
      body = await readBody(request);
    } catch (error) {
      if (error instanceof PayloadTooLargeError) {
        sendJson(
          response,
          413,
          {
            // What API Gateway itself refuses, in the catalogue's shape and the caller's language.
            error: {
              code: 'payloadTooLarge',
              status: PLATFORM_ERRORS.payloadTooLarge.status,
              message: messageIn(
                PLATFORM_ERRORS,
                'payloadTooLarge',
                pickLanguage(request.headers['accept-language']),
              ),
              correlationId: requestId,
            },
          },
          { connection: 'close' },
        );
        return;
      }
      throw error;
    }
    const method = (request.method ?? 'GET').toUpperCase();
    const rawPath = url.split('?')[0]!;
    const { match } = findRouteFor(options.routes, method, rawPath);
    if (
      !match &&
      options.openApiDocument &&
      (await serveApiDocs(request, response, rawPath, options.openApiDocument))
    )
      return;
    // No route (or the wrong method): the system group answers with the product's own 404/405 shape.
    const group = match?.route.group ?? 'system';
    const routeKey = match ? `${match.route.method} ${match.route.path}` : '$default';
    const event = buildHttpApiEvent(
      {
        method,
        url,
        rawHeaders: request.rawHeaders,
        body,
        sourceIp: (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        protocol: `HTTP/${request.httpVersion}`,
        domainName: request.headers.host ?? `localhost:${port}`,
        requestId,
        now: new Date(localClock().nowMs()),
      },
      routeKey,
      match?.pathParameters,
    );

    let result: APIGatewayProxyResultV2 | undefined;
    try {
      result = (await invokeHandler(
        moduleFor(group),
        `tenderbox-local-${group}`,
        event,
        INTEGRATION_TIMEOUT_MS,
      )) as APIGatewayProxyResultV2 | undefined;
    } catch (error) {
      if (error instanceof HandlerNotFoundError) {
        log(`[http] ${method} ${rawPath}: ${error.message} (group "${group}" has no handler yet)`);
        if (!match) {
          sendJson(response, 404, { message: 'Not Found' }, { 'apigw-requestid': requestId });
          return;
        }
      } else {
        log(
          `[http] ${method} ${rawPath}: handler of group "${group}" threw: ${(error as Error)?.stack ?? String(error)}`,
        );
      }
      // What API Gateway answers when the integration fails
      sendJson(response, 500, { message: 'Internal Server Error' }, { 'apigw-requestid': requestId });
      return;
    }

    const parts = toHttpResponse(result);
    const headers: Record<string, string | string[]> = { ...parts.headers, 'apigw-requestid': requestId };
    if (parts.cookies.length > 0) headers['set-cookie'] = parts.cookies;
    // CloudFront compresses the API's JSON as it does the SPA's text (the /api/* behaviour compresses too).
    let answer = parts.body;
    const { vary, encoding } = encodingFor(
      request.headers['accept-encoding'],
      parts.headers['content-type'],
      answer.length,
      parts.headers['content-encoding'] !== undefined,
    );
    if (vary) headers.vary = varyOnEncoding(parts.headers.vary);
    if (encoding) {
      answer = await compress(answer, encoding, 'dynamic');
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = String(answer.length);
    // The server's time is the local clock's, which a test may have moved: the web app reads it here.
    headers.date = new Date(localClock().nowMs()).toUTCString();
    response.writeHead(parts.statusCode, headers);
    response.end(method === 'HEAD' ? undefined : answer);
  }

  async function serveStatic(request: IncomingMessage, response: ServerResponse, url: string): Promise<void> {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const webDir = options.webDir ? resolve(options.webDir) : null;
    const index = webDir ? join(webDir, 'index.html') : null;
    if (!webDir || !index || !existsSync(index)) {
      const page =
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tenderbox</title></head><body>' +
        '<h1>Tenderbox</h1><p>The web app is not built yet. Run <code>npm run build:web</code>, then reload.</p>' +
        '<p>The API answers under <a href="/api/health">/api</a>.</p></body></html>';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(method === 'HEAD' ? undefined : page);
      return;
    }
    // A path that does not decode (a bad escape) or decodes to a control character names no file: it is
    // handed to the SPA, whose router shows its not-found page, rather than answered with a bare 400 or 500.
    let pathname: string | null;
    try {
      pathname = decodeURIComponent(url.split('?')[0]!);
    } catch {
      pathname = null;
    }
    if (pathname !== null && /\p{Cc}/u.test(pathname)) pathname = null;
    const candidate = pathname === null ? null : normalize(join(webDir, pathname));
    // Path traversal stays impossible: only a file under webDir is ever read.
    const inside = candidate !== null && (candidate === webDir || candidate.startsWith(webDir + sep));
    let file: string | null = null;
    if (inside && existsSync(candidate) && statSync(candidate).isFile()) file = candidate;
    if (!file) {
      // A missing file is a 404; a path without an extension is a client-side route (SPA fallback).
      if (pathname !== null && (!inside || extname(pathname) !== '')) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
        return;
      }
      file = index;
    }
    const hashedAsset = pathname?.startsWith('/assets/') === true && file !== index;
    const type = contentTypeFor(file);
    const size = statSync(file).size;
    const headers: Record<string, string | number> = {
      'content-type': type,
      'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    };
    const { vary, encoding } = encodingFor(request.headers['accept-encoding'], type, size);
    if (vary) headers.vary = varyOnEncoding(undefined);
    if (encoding) {
      // Compressed once per version of the file, then served from memory.
      const body = await precompressed.get(file, encoding);
      response.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
      response.end(method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(200, { ...headers, 'content-length': size });
    if (method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file).pipe(response);
  }

  const onRequest = (request: IncomingMessage, response: ServerResponse): void => {
    for (const [name, value] of Object.entries(options.securityHeaders?.() ?? {})) {
      response.setHeader(name, value);
    }
    const url = request.url ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    const isClock = options.clockControl !== undefined && url.split('?')[0] === CLOCK_PATH;
    const work = isClock
      ? serveClock(request, response, options.clockControl!)
      : isApi
        ? handleApi(request, response, url)
        : serveStatic(request, response, url);
    work.catch((error: unknown) => {
      // The query may hold an award approver's token (decision 065): never in the log.
      log(
        redactApproverTokens(`[http] ${request.method} ${url}: ${(error as Error)?.stack ?? String(error)}`),
      );
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      else response.destroy();
    });
  };

  const [firstHost = '127.0.0.1', ...otherHosts] = options.hosts ?? ['127.0.0.1', '::1'];
  const server = createServer(onRequest);
  server.requestTimeout = 0;
  port = await listenLocal(server, options.port, firstHost);
  const servers = [server];
  for (const host of otherHosts) {
    const extra = createServer(onRequest);
    extra.requestTimeout = 0;
    try {
      await listenLocal(extra, port, host);
      servers.push(extra);
    } catch (error) {
      log(`[http] not listening on ${host}: ${(error as Error).message}`);
    }
  }
  return { port, server, stop: async () => void (await Promise.all(servers.map(closeServer))) };
}
