import { describe, expect, it } from 'vitest';
import { executionOfToken, findIssuedToken, issueTaskToken } from './task-tokens.js';

const arn = 'arn:aws:states:ca-central-1:000000000000:execution:workflow-probe:abc';

describe('task tokens', () => {
  it('carry their execution and are unique', () => {
    const first = issueTaskToken(arn);
    const second = issueTaskToken(arn);
    expect(first).not.toBe(second);
    expect(executionOfToken(first)).toBe(arn);
    expect(first.length).toBeLessThanOrEqual(1024);
  });

  it('refuse what is not one of ours', () => {
    expect(executionOfToken('AAAAKgAAAAIAAAAA')).toBeNull();
    expect(executionOfToken('local.not-base64-json')).toBeNull();
    expect(executionOfToken(`local.${Buffer.from('{"x":1}').toString('base64url')}`)).toBeNull();
  });

  it('are found where the Parameters put them, even inside a formatted string', () => {
    const token = issueTaskToken(arn);
    const other = issueTaskToken(arn);
    const issued = new Set([other, token]);
    expect(findIssuedToken({ FunctionName: 'f', Payload: { nested: [{ taskToken: token }] } }, issued)).toBe(
      token,
    );
    expect(findIssuedToken({ Payload: { link: `https://x/approve?t=${token}` } }, issued)).toBe(token);
    expect(findIssuedToken({ Payload: { nothing: 1 } }, issued)).toBeNull();
  });
});
