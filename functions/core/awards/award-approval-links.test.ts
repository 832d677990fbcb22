import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  APPROVER_REMINDER_SECONDS,
  approverLinkUrl,
  hashApproverToken,
  matchApproverLink,
  newApproverLink,
} from './award-approval-links.js';
import { redactApproverTokens } from '../logger.js';

const now = new Date('2027-03-01T12:00:00Z');

describe('approver links', () => {
  it('issues 32 random bytes as base64url, and stores only their SHA-256', () => {
    const a = newApproverLink(30, now);
    const b = newApproverLink(30, now);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.link.tokenHash).toBe(hashApproverToken(a.token));
    expect(a.link.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(a.link)).not.toContain(a.token);
  });

  it('expires after the agency’s days, 30 by default', () => {
    expect(newApproverLink(7, now).link.expiresAt).toBe('2027-03-08T12:00:00.000Z');
    expect(newApproverLink(undefined, now).link.expiresAt).toBe('2027-03-31T12:00:00.000Z');
  });

  it('matches a member’s token, refuses any other, and tells an expired one apart', () => {
    const { token, link } = newApproverLink(1, now);
    const other = newApproverLink(1, now);
    expect(matchApproverLink([other.link, link], token, now)).toEqual({ result: 'ok', link });
    expect(matchApproverLink([other.link], token, now).result).toBe('invalid');
    expect(matchApproverLink([], token, now).result).toBe('invalid');
    // Another last character (a token ending in A once made this the same token: a 1-in-64 flake).
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(matchApproverLink([link], altered, now).result).toBe('invalid');
    expect(matchApproverLink([link], token, new Date(Date.parse(link.expiresAt))).result).toBe('expired');
    expect(matchApproverLink([link], token, new Date(Date.parse(link.expiresAt) - 1)).result).toBe('ok');
  });

  it('builds the public page’s address', () => {
    expect(approverLinkUrl('https://app.example', 'a1', 'w1', 'tok')).toBe(
      'https://app.example/approval/a1/approver/w1?uat=tok',
    );
  });

  it('the ASL waits the reminder interval the code names', () => {
    const asl = JSON.parse(readFileSync('infra/workflows/award-approval.asl.json', 'utf8')) as {
      States: Record<string, { Resource?: string; TimeoutSeconds?: number }>;
    };
    const waits = Object.values(asl.States).filter((s) => s.Resource?.endsWith('waitForTaskToken'));
    expect(waits).toHaveLength(2);
    for (const wait of waits) expect(wait.TimeoutSeconds).toBe(APPROVER_REMINDER_SECONDS);
  });

  it('a log line never carries a token', () => {
    expect(redactApproverTokens('GET /api/v1/approvals/a/approver/w?uat=abc_DEF-123&status=approve')).toBe(
      'GET /api/v1/approvals/a/approver/w?uat=[redacted]&status=approve',
    );
    expect(redactApproverTokens('see https://x/approval/a/approver/w?UAT=zz')).toBe(
      'see https://x/approval/a/approver/w?UAT=[redacted]',
    );
  });
});
