/**
 * The events the bench sends: API Gateway HTTP API (payload 2.0) events built from the route table, and
 * the first call each Lambda makes on a cold start.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { routes } from '../../functions/routes.js';
import type { RouteDef } from '../../functions/routes/types.js';
import { oneTimeJobs, schedules } from '../../infra/schedules.js';

/**
 * Bodies for routes that need one to reach their data (a later issue adds its own when a group has no
 * cheaper route). The demo agency's domain is seeded by the local stack.
 */
const SAMPLE_BODIES: Record<string, unknown> = {
  getLoginType: { domain: 'demo' },
};

export function apiEvent(route: RouteDef, body?: unknown): APIGatewayProxyEventV2 {
  const now = new Date();
  const text = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = {
    host: '127.0.0.1',
    'user-agent': 'tenderbox-bench',
    accept: 'application/json',
    'accept-language': 'en',
  };
  if (text !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(text));
  }
  // A tenant route gets the example's path parameters (the route table's own sample ids).
  const params = route.example?.params;
  const path = params
    ? route.path.replace(/\{(\w+)\+?\}/g, (_, name: string) => params[name] ?? name)
    : route.path;
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    requestContext: {
      accountId: '000000000000',
      apiId: 'bench',
      domainName: '127.0.0.1',
      domainPrefix: '127',
      http: {
        method: route.method,
        path,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'tenderbox-bench',
      },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: false,
  };
  if (text !== undefined) event.body = text;
  if (params) event.pathParameters = { ...params };
  return event;
}

export function routeByOperation(operationId: string): RouteDef {
  const route = routes.find((r) => r.operationId === operationId);
  if (!route) throw new Error(`no route ${operationId} in functions/routes.ts`);
  return route;
}

export interface FirstCall {
  /** What the call is, for the report */
  label: string;
  event: unknown;
}

/**
 * The cheapest meaningful first call of a Lambda: for an HTTP group its first GET route without path
 * parameters or with example ones (a signed-out call: the real authorisation path, then the 401), else its first route the bench has a sample body for; for the WebSocket Lambda a $connect;
 * for a scheduled job its EventBridge event; for a one-time job a stale firing; for a workflow task the call below; for anything else,
 * undefined (the report then says the call was not measured).
 */
export function firstCall(functionName: string): FirstCall | undefined {
  const groupRoutes = routes.filter((r) => r.group === functionName);
  if (groupRoutes.length > 0) {
    const get = groupRoutes.find(
      (r) => r.method === 'GET' && (!r.path.includes('{') || r.example?.params !== undefined),
    );
    if (get) return { label: `${get.method} ${get.path}`, event: apiEvent(get) };
    const withBody = groupRoutes.find((r) => r.operationId in SAMPLE_BODIES && !r.path.includes('{'));
    if (withBody) {
      return {
        label: `${withBody.method} ${withBody.path}`,
        event: apiEvent(withBody, SAMPLE_BODIES[withBody.operationId]),
      };
    }
    return undefined;
  }
  if (functionName === 'realtime') {
    const connectionId = `bench-${randomUUID()}`;
    return {
      // A ticket that does not exist: the real path (one conditional delete, refused), then the 401.
      label: 'WebSocket $connect (unknown ticket)',
      event: {
        queryStringParameters: { ticket: `bench-${randomUUID()}` },
        requestContext: {
          routeKey: '$connect',
          eventType: 'CONNECT',
          connectionId,
          requestId: randomUUID(),
          apiId: 'bench',
          stage: '$default',
          domainName: '127.0.0.1',
          connectedAt: Date.now(),
          requestTimeEpoch: Date.now(),
          messageDirection: 'IN',
          extendedRequestId: randomUUID(),
          requestTime: new Date().toUTCString(),
        },
        isBase64Encoded: false,
      },
    };
  }
  const schedule = schedules.find((s) => `${s.group}-${s.module}` === functionName);
  if (schedule) {
    return {
      label: `scheduled event ${schedule.name}`,
      event: {
        version: '0',
        id: randomUUID(),
        'detail-type': 'Scheduled Event',
        source: 'aws.events',
        account: '000000000000',
        time: new Date().toISOString(),
        region: 'ca-central-1',
        resources: [`arn:aws:events:ca-central-1:000000000000:rule/${schedule.name}`],
        detail: {},
      },
    };
  }
  const job = oneTimeJobs.find((j) => `${j.group}-${j.module}` === functionName);
  if (job) {
    // A firing whose schedule has no pointer: the job reads the pointer (one strongly consistent read),
    // finds the execution stale and does nothing, as a superseded execution does.
    const id = randomUUID();
    return {
      label: `one-time job ${job.name} (stale execution: one read)`,
      event: {
        job: job.name,
        tenant: 'bench',
        name: `${job.name}-bench-${id}`,
        at: new Date().toISOString(),
        payload: {},
        executionArn: `arn:aws:states:ca-central-1:000000000000:execution:job-${job.name}:bench-${id}`,
      },
    };
  }
  return TASK_CALLS[functionName]?.();
}

/**
 * Step Functions task Lambdas: a task on a probe that does not exist makes exactly one conditional
 * DynamoDB write, which is refused; nothing is written, yet the client, its connection and the call's
 * code path are all exercised.
 */
const TASK_CALLS: Record<string, () => FirstCall> = {
  'system-task': () => ({
    label: 'task workflowProbe.awaitDecision (unknown probe: one refused conditional write)',
    event: {
      task: 'workflowProbe.awaitDecision',
      probeId: `bench-${randomUUID()}`,
      taskToken: 'bench-token',
    },
  }),
  // An approval that does not exist: one DynamoDB read, and the machine would end Superseded.
  'award-approvals-task': () => ({
    label: 'task awardApproval.nextMember (unknown approval: one read, superseded)',
    event: {
      task: 'awardApproval.nextMember',
      customerId: `bench-${randomUUID()}`,
      projectId: `bench-${randomUUID()}`,
      awardApprovalId: `bench-${randomUUID()}`,
      round: 1,
    },
  }),
};
