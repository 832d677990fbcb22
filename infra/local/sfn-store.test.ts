import { describe, expect, it } from 'vitest';
import { applyPatch, buildUpdate, type ExecutionRecord } from './sfn-store.js';

describe('buildUpdate', () => {
  it('sets values, removes nulls and ignores undefined', () => {
    expect(
      buildUpdate({
        status: 'SUCCEEDED',
        token: null,
        output: undefined,
        taskOutcome: { type: 'success', output: '{}' },
      }),
    ).toEqual({
      UpdateExpression: 'SET #f0 = :v0, #f3 = :v3 REMOVE #f1',
      ExpressionAttributeNames: { '#f0': 'status', '#f1': 'token', '#f3': 'taskOutcome' },
      ExpressionAttributeValues: { ':v0': 'SUCCEEDED', ':v3': { type: 'success', output: '{}' } },
    });
    expect(buildUpdate({ token: null })).toEqual({
      UpdateExpression: 'REMOVE #f0',
      ExpressionAttributeNames: { '#f0': 'token' },
    });
    expect(() => buildUpdate({})).toThrow('Empty update');
  });
});

describe('applyPatch', () => {
  it('does to a plain record what the update does to the item', () => {
    const record: ExecutionRecord = {
      executionArn: 'arn',
      stateMachineArn: 'sm',
      name: 'n',
      status: 'RUNNING',
      input: '{}',
      startDate: '2026-01-01T00:00:00.000Z',
      token: 't',
    };
    expect(applyPatch(record, { token: null, status: 'FAILED', error: 'E' })).toEqual({
      executionArn: 'arn',
      stateMachineArn: 'sm',
      name: 'n',
      status: 'FAILED',
      input: '{}',
      startDate: '2026-01-01T00:00:00.000Z',
      error: 'E',
    });
  });
});
