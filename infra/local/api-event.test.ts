import { describe, expect, it } from 'vitest';
import {
  buildHttpApiEvent,
  findRouteFor,
  formatClf,
  isTextContentType,
  matchPath,
  toHttpResponse,
  type IncomingRequestFacts,
} from './api-event.js';

const routes = [
  { method: 'GET', path: '/api/v1/projects/{projectId}', group: 'projects', operationId: 'getProject' },
  { method: 'GET', path: '/api/v1/projects/new', group: 'projects', operationId: 'newProjectForm' },
  { method: 'DELETE', path: '/api/v1/projects/{projectId}', group: 'projects', operationId: 'deleteProject' },
  { method: 'GET', path: '/api/files/{key+}', group: 'documents', operationId: 'getFile' },
];

function facts(overrides: Partial<IncomingRequestFacts> = {}): IncomingRequestFacts {
  return {
    method: 'POST',
    url: '/api/v1/projects/p%201?status=open&tag=a&tag=b',
    rawHeaders: [
      'Host',
      'localhost:3000',
      'Content-Type',
      'application/json',
      'Cookie',
      'sid=abc; lang=fr',
      'X-Dup',
      '1',
      'x-dup',
      '2',
      'User-Agent',
      'vitest',
    ],
    body: Buffer.from('{"a":1}'),
    sourceIp: '127.0.0.1',
    protocol: 'HTTP/1.1',
    domainName: 'localhost:3000',
    requestId: 'req-1',
    now: new Date(Date.UTC(2026, 2, 12, 19, 3, 58)),
    ...overrides,
  };
}

describe('matchPath', () => {
  it('binds {param} segments, decoded, and refuses other shapes', () => {
    expect(matchPath('/api/v1/projects/{projectId}', '/api/v1/projects/p%201')).toEqual({ projectId: 'p 1' });
    expect(matchPath('/api/v1/projects/{projectId}', '/api/v1/projects')).toBeNull();
    expect(matchPath('/api/v1/projects/{projectId}', '/api/v1/projects/a/b')).toBeNull();
    expect(matchPath('/api/health', '/api/health/')).toEqual({});
  });

  it('lets a greedy {key+} take the rest of the path', () => {
    expect(matchPath('/api/files/{key+}', '/api/files/a/b/c.pdf')).toEqual({ key: 'a/b/c.pdf' });
    expect(matchPath('/api/files/{key+}', '/api/files')).toBeNull();
  });
});

describe('findRouteFor', () => {
  it('prefers the most specific route: a literal segment beats a parameter', () => {
    expect(findRouteFor(routes, 'GET', '/api/v1/projects/new').match?.route.operationId).toBe(
      'newProjectForm',
    );
    expect(findRouteFor(routes, 'GET', '/api/v1/projects/p1').match).toEqual({
      route: routes[0],
      pathParameters: { projectId: 'p1' },
    });
  });

  it('tells a wrong method (path exists) from an unknown path', () => {
    expect(findRouteFor(routes, 'PUT', '/api/v1/projects/p1')).toEqual({ match: null, pathExists: true });
    expect(findRouteFor(routes, 'GET', '/api/v1/nothing')).toEqual({ match: null, pathExists: false });
    expect(findRouteFor(routes, 'delete', '/api/v1/projects/p1').match?.route.operationId).toBe(
      'deleteProject',
    );
  });
});

describe('buildHttpApiEvent', () => {
  it('builds the payload format 2.0 event API Gateway sends', () => {
    const event = buildHttpApiEvent(facts(), 'POST /api/v1/projects/{projectId}', { projectId: 'p 1' });
    expect(event).toEqual({
      version: '2.0',
      routeKey: 'POST /api/v1/projects/{projectId}',
      rawPath: '/api/v1/projects/p%201',
      rawQueryString: 'status=open&tag=a&tag=b',
      cookies: ['sid=abc', 'lang=fr'],
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/json',
        'x-dup': '1,2',
        'user-agent': 'vitest',
      },
      queryStringParameters: { status: 'open', tag: 'a,b' },
      pathParameters: { projectId: 'p 1' },
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: 'localhost:3000',
        domainPrefix: 'localhost',
        http: {
          method: 'POST',
          path: '/api/v1/projects/p%201',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'vitest',
        },
        requestId: 'req-1',
        routeKey: 'POST /api/v1/projects/{projectId}',
        stage: '$default',
        time: '12/Mar/2026:19:03:58 +0000',
        timeEpoch: Date.UTC(2026, 2, 12, 19, 3, 58),
      },
      body: '{"a":1}',
      isBase64Encoded: false,
    });
  });

  it('base64-encodes bodies that are not text, and leaves out what the request does not have', () => {
    const binary = Buffer.from([0, 159, 146, 150]);
    const event = buildHttpApiEvent(
      facts({ url: '/api/upload', rawHeaders: ['Content-Type', 'application/pdf'], body: binary }),
      'POST /api/upload',
      undefined,
    );
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64')).toEqual(binary);
    expect(event).not.toHaveProperty('cookies');
    expect(event).not.toHaveProperty('queryStringParameters');
    expect(event).not.toHaveProperty('pathParameters');

    const empty = buildHttpApiEvent(
      facts({ method: 'GET', url: '/api/health', body: Buffer.alloc(0) }),
      'GET /api/health',
      {},
    );
    expect(empty).not.toHaveProperty('body');
    expect(empty.isBase64Encoded).toBe(false);
  });

  it('treats JSON, XML, form and text types as text', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/problem+json',
      'text/csv',
      'application/xml',
      'application/x-www-form-urlencoded',
      undefined,
    ]) {
      expect(isTextContentType(type)).toBe(true);
    }
    for (const type of [
      'application/pdf',
      'image/png',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
    ]) {
      expect(isTextContentType(type)).toBe(false);
    }
  });

  it('formats requestContext.time like API Gateway', () => {
    expect(formatClf(new Date(Date.UTC(2020, 0, 5, 1, 2, 3)))).toBe('05/Jan/2020:01:02:03 +0000');
  });
});

describe('toHttpResponse', () => {
  it('uses a structured result as given: status, lower-cased headers, cookies, base64 body', () => {
    expect(
      toHttpResponse({
        statusCode: 201,
        headers: { 'Content-Type': 'image/png', 'X-Count': 3 },
        cookies: ['a=1', 'b=2'],
        body: Buffer.from([1, 2, 3]).toString('base64'),
        isBase64Encoded: true,
      }),
    ).toEqual({
      statusCode: 201,
      headers: { 'content-type': 'image/png', 'x-count': '3' },
      cookies: ['a=1', 'b=2'],
      body: Buffer.from([1, 2, 3]),
    });
  });

  it('turns any other value into a 200 JSON answer, as API Gateway infers', () => {
    expect(toHttpResponse({ ok: true } as never)).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from('{"ok":true}'),
    });
    expect(toHttpResponse({ statusCode: 204 }).body.length).toBe(0);
  });
});
