import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PublicDetail } from '../db/entities/public-detail-record.js';
import { resetEnvForTests } from '../env.js';
import { forgetPublicDetail, readStoredPublicDetail } from './public-detail.js';

describe('readStoredPublicDetail', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const key = { customerId: 'agency-1', projectId: 'project-1' };
  const item = (revision: number) => ({
    ...PublicDetail.key(key),
    entity: 'publicDetail',
    ...key,
    revision,
    closingDate: '2027-01-01T17:00:00.000Z',
    ask: { closeAfterDeadline: false, registeredOnly: false },
    body: '{}',
  });

  beforeAll(() => {
    process.env.AWS_REGION ??= 'ca-central-1';
    process.env.TABLE_NAME ??= 'tenderbox-test';
    resetEnvForTests();
  });
  afterEach(() => {
    dynamo.reset();
    forgetPublicDetail(key.customerId, key.projectId);
  });

  it('reads the item once for 10 s, then again', async () => {
    dynamo
      .on(GetCommand)
      .resolvesOnce({ Item: item(1) })
      .resolves({ Item: item(2) });
    const at = Date.parse('2026-11-29T12:00:00Z');
    expect((await readStoredPublicDetail(key.customerId, key.projectId, at))?.revision).toBe(1);
    expect((await readStoredPublicDetail(key.customerId, key.projectId, at + 9_999))?.revision).toBe(1);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(1);
    expect((await readStoredPublicDetail(key.customerId, key.projectId, at + 10_000))?.revision).toBe(2);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(2);
  });

  it('reads again at once after a change forgets it, and keeps no missing item', async () => {
    dynamo
      .on(GetCommand)
      .resolvesOnce({ Item: item(1) })
      .resolvesOnce({})
      .resolves({ Item: item(3) });
    const at = Date.parse('2026-11-29T12:00:00Z');
    expect((await readStoredPublicDetail(key.customerId, key.projectId, at))?.revision).toBe(1);
    forgetPublicDetail(key.customerId, key.projectId);
    expect(await readStoredPublicDetail(key.customerId, key.projectId, at + 1)).toBeUndefined();
    expect((await readStoredPublicDetail(key.customerId, key.projectId, at + 2))?.revision).toBe(3);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(3);
  });
});
