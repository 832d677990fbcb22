/**
 * Writes events/<group>/<operationId>.json: one API Gateway v2 sample event per route of the route table,
 * built by the same code the local server uses, from each route's example. Workflow-task, WebSocket and
 * scheduled events are written by hand beside them. `npm run events` regenerates; a test checks freshness.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { routes } from '../functions/routes.js';
import type { RouteDef } from '../functions/routes/types.js';
import { buildHttpApiEvent } from '../infra/local/api-event.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function fillPath(route: RouteDef): { rawPath: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const rawPath = route.path.replace(/\{(\w+)\+?\}/g, (_whole, name: string) => {
    const value = route.example?.params?.[name] ?? `sample-${name}`;
    params[name] = value;
    return encodeURIComponent(value);
  });
  return { rawPath, params };
}

export function sampleEvent(route: RouteDef): APIGatewayProxyEventV2 {
  const { rawPath, params } = fillPath(route);
  const query = new URLSearchParams(route.example?.query ?? {}).toString();
  const body = route.example?.body === undefined ? '' : JSON.stringify(route.example.body);
  const rawHeaders = [
    'accept',
    'application/json',
    'accept-language',
    'en',
    'user-agent',
    'tenderbox-sample-event',
  ];
  if (body) rawHeaders.push('content-type', 'application/json');
  return buildHttpApiEvent(
    {
      method: route.method,
      url: query ? `${rawPath}?${query}` : rawPath,
      rawHeaders,
      body: Buffer.from(body, 'utf8'),
      sourceIp: '127.0.0.1',
      protocol: 'HTTP/1.1',
      domainName: 'localhost',
      requestId: `sample-${route.operationId}`,
      now: new Date('2026-01-15T14:00:00Z'),
    },
    `${route.method} ${route.path}`,
    params,
  );
}

export function sampleEventPath(route: RouteDef): string {
  return join(root, 'events', route.group, `${route.operationId}.json`);
}

export function renderSampleEvent(route: RouteDef): string {
  return `${JSON.stringify(sampleEvent(route), null, 2)}\n`;
}

function main(): void {
  for (const route of routes) {
    const file = sampleEventPath(route);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, renderSampleEvent(route));
    console.log(`wrote ${file.slice(root.length + 1)}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
