import {
  ApiGatewayManagementApiClient,
  GetConnectionCommand,
  GoneException,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { GetAccountCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { ListStateMachinesCommand, SFNClient } from '@aws-sdk/client-sfn';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from './env.js';

const dynamo = mockClient(DynamoDBClient);
const s3 = mockClient(S3Client);
const ses = mockClient(SESv2Client);
const sfn = mockClient(SFNClient);
const ws = mockClient(ApiGatewayManagementApiClient);

beforeAll(() => {
  process.env.WS_MANAGEMENT_ENDPOINT = 'http://127.0.0.1:9';
  process.env.APP_VERSION = '9.8.7';
  resetEnvForTests();
});

afterEach(() => {
  for (const m of [dynamo, s3, ses, sfn, ws]) m.reset();
});

function allUp() {
  dynamo.on(DescribeTableCommand).resolves({});
  s3.on(HeadBucketCommand).resolves({});
  ses.on(GetAccountCommand).resolves({});
  sfn.on(ListStateMachinesCommand).resolves({ stateMachines: [] });
  ws.on(GetConnectionCommand).rejects(new GoneException({ message: 'gone', $metadata: {} }));
}

describe('checkHealth', () => {
  it('is up when every service answers (Gone counts as an answer from the WebSocket API)', async () => {
    allUp();
    const { checkHealth } = await import('./health.js');
    const health = await checkHealth();
    expect(health.status).toBe('up');
    expect(health.version).toBe('9.8.7');
    expect(health.services.map((s) => [s.service, s.status])).toEqual([
      ['dynamodb', 'up'],
      ['s3', 'up'],
      ['ses', 'up'],
      ['stepfunctions', 'up'],
      ['websocket', 'up'],
    ]);
  });

  it('is degraded and names the service that failed', async () => {
    allUp();
    dynamo
      .on(DescribeTableCommand)
      .rejects(Object.assign(new Error('no table'), { name: 'ResourceNotFoundException' }));
    ws.on(GetConnectionCommand).rejects(Object.assign(new Error('refused'), { name: 'ECONNREFUSED' }));
    const { checkHealth } = await import('./health.js');
    const health = await checkHealth();
    expect(health.status).toBe('degraded');
    expect(health.services.filter((s) => s.status === 'down')).toEqual([
      expect.objectContaining({ service: 'dynamodb', detail: 'ResourceNotFoundException' }),
      expect.objectContaining({ service: 'websocket', detail: 'ECONNREFUSED' }),
    ]);
  });
});
