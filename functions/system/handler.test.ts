/**
 * The anonymous health check is a liveness answer: it asks no service (decision 072). Every AWS client the
 * deep check uses is mocked and must see no call.
 */
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SFNClient } from '@aws-sdk/client-sfn';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  for (const [name, value] of Object.entries({
    STAGE: 'test',
    APP_VERSION: '4.5.6',
    APP_ORIGINS: 'http://localhost:3000',
    TABLE_NAME: 'tenderbox',
    DOCUMENTS_BUCKET: 'tenderbox-documents',
    WS_MANAGEMENT_ENDPOINT: 'http://127.0.0.1:3005',
    WORKFLOW_PROBE_STATE_MACHINE_ARN: 'arn:aws:states:ca-central-1:000000000000:stateMachine:workflow-probe',
    JOB_SCHEDULE_PROBE_STATE_MACHINE_ARN:
      'arn:aws:states:ca-central-1:000000000000:stateMachine:job-schedule-probe',
  }))
    vi.stubEnv(name, value);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const mocks = [
  mockClient(DynamoDBClient),
  mockClient(DynamoDBDocumentClient),
  mockClient(S3Client),
  mockClient(SESv2Client),
  mockClient(SFNClient),
  mockClient(ApiGatewayManagementApiClient),
];

const anonymousHealth = {
  version: '2.0',
  routeKey: '$default',
  rawPath: '/api/health',
  rawQueryString: '',
  headers: {},
  requestContext: {
    accountId: '000000000000',
    apiId: 'local',
    domainName: 'localhost',
    domainPrefix: 'localhost',
    http: { method: 'GET', path: '/api/health', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'x' },
    requestId: 'req-1',
    routeKey: '$default',
    stage: '$default',
    time: '',
    timeEpoch: 0,
  },
  isBase64Encoded: false,
} as APIGatewayProxyEventV2;

describe('GET /api/health', () => {
  it('answers ok and the version without a single service call', async () => {
    const { handler } = await import('./handler.js');
    const context = { awsRequestId: 'ctx', getRemainingTimeInMillis: () => 29_000 } as unknown as Context;
    const result = (await handler(anonymousHealth, context)) as APIGatewayProxyStructuredResultV2;
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!).data.healthDTO.values).toEqual({ status: 'ok', version: '4.5.6' });
    expect(mocks.map((m) => m.calls().length)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
