import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { compress, encodingFor, PrecompressedFiles } from './compression.js';
import { repoPath } from './paths.js';

/** Swagger UI comes from the swagger-ui-dist package: the reference page works offline. */
const SWAGGER_DIR = repoPath('node_modules', 'swagger-ui-dist');
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tenderbox API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/** Swagger UI's own files, compressed once */
const precompressed = new PrecompressedFiles();

/** Answers with the body compressed as CloudFront would (a file's compressed copy is kept). */
async function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  cache = 'no-cache',
  file?: string,
): Promise<void> {
  const method = request.method ?? 'GET';
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const { vary, encoding } = encodingFor(request.headers['accept-encoding'], type, raw.length);
  const answer = !encoding
    ? raw
    : file
      ? await precompressed.get(file, encoding)
      : await compress(raw, encoding, 'dynamic');
  response.writeHead(status, {
    'content-type': type,
    'content-length': answer.length,
    'cache-control': cache,
    ...(vary ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  response.end(method === 'HEAD' ? undefined : answer);
}

/**
 * GET /api/openapi.json (generated from the route table by functions/openapi.ts) and GET /api/docs (Swagger
 * UI over it). Answers whether it served the request.
 */
export async function serveApiDocs(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  document: () => Promise<unknown>,
): Promise<boolean> {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path === '/api/openapi.json') {
    await send(
      request,
      response,
      200,
      'application/json; charset=utf-8',
      JSON.stringify(await document(), null, 2),
    );
    return true;
  }
  if (path === '/api/docs' || path === '/api/docs/') {
    await send(request, response, 200, 'text/html; charset=utf-8', PAGE);
    return true;
  }
  if (path === '/api/docs/init.js') {
    await send(request, response, 200, 'text/javascript; charset=utf-8', INIT);
    return true;
  }
  const asset = path.startsWith('/api/docs/') ? path.slice('/api/docs/'.length) : '';
  const type = ASSETS[asset];
  if (type && existsSync(join(SWAGGER_DIR, asset))) {
    const file = join(SWAGGER_DIR, asset);
    await send(request, response, 200, type, readFileSync(file), 'public, max-age=86400', file);
    return true;
  }
  return false;
}
