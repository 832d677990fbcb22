import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { approverEmail, leadEmail } from './award-approval-emails.js';
import {
  APPROVER_REMINDER_SECONDS,
  approverLinkUrl,
  hashApproverToken,
  matchApproverLink,
  newApproverLink,
} from './award-approval-links.js';
import { redactApproverTokens } from './logger.js';

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
    expect(matchApproverLink([link], `${token.slice(0, -1)}A`, now).result).toBe('invalid');
    expect(matchApproverLink([link], token, new Date(Date.parse(link.expiresAt))).result).toBe('expired');
    expect(matchApproverLink([link], token, new Date(Date.parse(link.expiresAt) - 1)).result).toBe('ok');
  });

  it('builds the public page’s address', () => {
    expect(approverLinkUrl('https://app.example', 'a1', 'w1', 'tok')).toBe(
      'https://app.example/approval/a1/approver/w1?uat=tok',
    );
  });

  it('writes the email in the agency’s language', () => {
    const facts = {
      kind: 'ask' as const,
      fullName: 'Dana',
      role: 'approver' as const,
      agencyName: 'City of Demoville',
      projectName: 'Trees',
      projectNumber: 'T-1',
      companyName: 'Greenleaf',
      reportName: 'Award',
      url: 'https://app.example/approval/a/approver/w?uat=x',
      expiresAt: '2027-03-31T12:00:00Z',
      timeZone: 'America/Toronto',
    };
    const en = approverEmail({ ...facts, lang: 'en' });
    const fr = approverEmail({ ...facts, lang: 'fr' });
    expect(en.subject).toBe('Award approval requested: T-1 Trees');
    expect(en.text).toContain('City of Demoville asks you to approve an award recommendation.');
    expect(fr.subject).toBe('Approbation d’adjudication demandée : T-1 Trees');
    expect(fr.text).toContain(facts.url);
    expect(approverEmail({ ...facts, lang: 'en', kind: 'reminder' }).subject).toMatch(/^Reminder/);
    // The HTML part makes the URL a link; the text part keeps it bare.
    for (const email of [en, fr]) {
      expect(email.html).toContain(`<a href="${facts.url}">${facts.url}</a>`);
      expect(email.text).toContain(`\n${facts.url}\n`);
      expect(email.text).not.toContain('<a ');
    }
  });

  it('tells the lead of a decline, with its comments, and of a completed approval, in their language', () => {
    const facts = {
      leadName: 'Lee Lead',
      projectName: 'Trees',
      projectNumber: 'T-1',
      companyName: 'Greenleaf',
      reportName: 'Award',
      url: 'https://app.example/projects/p/award/approval?approval=a',
    };
    const declined = leadEmail({
      ...facts,
      outcome: 'declined',
      lang: 'en',
      decliner: { fullName: 'Dana Approver', comments: 'Over budget.' },
    });
    expect(declined.subject).toBe('Award approval declined: T-1 Trees');
    expect(declined.text).toContain('Dana Approver declined this award recommendation.');
    expect(declined.text).toContain('Comments: Over budget.');
    expect(declined.html).toContain(`<a href="${facts.url}">`);
    const approved = leadEmail({ ...facts, outcome: 'approved', lang: 'fr' });
    expect(approved.subject).toBe('Approbation d’adjudication terminée : T-1 Trees');
    expect(approved.text).toContain('Tous les membres du flux ont approuvé');
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
