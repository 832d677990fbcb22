import { describe, expect, it } from 'vitest';
import type { TApproverView } from '../../../../../shared/schemas/award-approvals';
import { approverRecord } from './approver-record';

const t = (key: string) => key;
const view = {
  awardApprovalId: 'a1',
  mode: 'act',
  fullName: 'Alice Approver',
  title: 'Director',
  role: 'approver',
  status: 'emailSent',
  comments: null,
  actedAt: null,
  projectName: 'Tree planting',
  companyName: 'Greenleaf Landscaping',
  reportName: 'Award',
  reportNumber: 'R-7',
  awardAmount: '605115.00',
  documents: [{ documentId: 'd1', title: 'Summary', fileName: 's.pdf', sha256: 'cd'.repeat(32) }],
  contentDigest: 'ab'.repeat(32),
  timeZone: 'America/Toronto',
} as unknown as TApproverView;

describe('approverRecord', () => {
  it('holds what the page shows and its digest, each document with its SHA-256, before a decision', () => {
    const report = approverRecord(t, view, 'en-CA');
    expect(report.lines).toContainEqual(['facts.amount', '$605,115.00']);
    expect(report.lines).toContainEqual(['facts.digest', 'ab'.repeat(32)]);
    expect(report.lines.map(([label]) => label)).not.toContain('record.decision');
    expect(report.rows).toEqual([['Summary', 'cd'.repeat(32)]]);
  });

  it('writes the amount in CAD in the reader’s language, exactly (formatMoney)', () => {
    expect(approverRecord(t, view, 'fr-CA').lines).toContainEqual(['facts.amount', '605\u00A0115,00\u00A0$']);
    expect(approverRecord(t, { ...view, awardAmount: '9999999999999.99' }, 'en-CA').lines).toContainEqual([
      'facts.amount',
      '$9,999,999,999,999.99',
    ]);
  });

  it("adds the decision, its date in the agency's zone, the comments, and names the digest decided on", () => {
    const report = approverRecord(
      t,
      {
        ...view,
        mode: 'summary',
        status: 'declined',
        actedAt: '2026-11-02T15:00:00.000Z',
        comments: 'Too high.',
      },
      'en-CA',
    );
    expect(report.lines).toContainEqual(['record.decision', 'record.declined']);
    expect(report.lines.find(([label]) => label === 'record.date')?.[1]).toMatch(/2026.*EST/);
    expect(report.lines).toContainEqual(['yourComments', 'Too high.']);
    expect(report.lines).toContainEqual(['facts.decidedDigest', 'ab'.repeat(32)]);
  });
});
