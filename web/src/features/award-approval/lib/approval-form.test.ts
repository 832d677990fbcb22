import { describe, expect, it } from 'vitest';
import type { TAwardApproval } from '../../../../../shared/schemas/award-approvals';
import { approvalRecord, movedIds, parseAmount, summaryReport } from './approval-form';

describe('parseAmount (as Money)', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', '0.00'],
    ['1234.5', '1234.50'],
    ['1,234.50', '1234.50'],
    ['1 234,50', '1234.50'],
    ['1\u00A0234,5', '1234.50'],
    ['$6,115.90', '6115.90'],
    ['1000000000000', '1000000000000.00'],
    ['999999999999.99', '999999999999.99'],
    ['1000000000000.01', 'invalid'],
    ['99999999999999', 'invalid'],
    ['12.345', 'invalid'],
    ['-5', 'invalid'],
    ['abc', 'invalid'],
    ['1.2.3', 'invalid'],
  ] as const)('%j reads as %j', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });
});

describe('movedIds', () => {
  it.each([
    [['a', 'b', 'c'], 1, -1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 1, 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 2, 1, ['a', 'b', 'c']],
    [['a'], 0, 1, ['a']],
  ] as const)('%j moving %i by %i gives %j', (ids, index, by, expected) => {
    expect(movedIds(ids, index, by)).toEqual(expected);
  });
});

describe('summaryReport', () => {
  const t = (key: string) => key;
  const approval = {
    reportName: 'Tree planting award',
    reportNumber: 'R-7',
    companyName: 'Greenleaf Landscaping',
    awardAllocation: 'full',
    awardAmount: '20958.00',
    provisionalAmount: null,
    subtotal: '20958.00',
    amountWithTax: null,
    amountWithNonRebateableTax: null,
  } as TAwardApproval;

  it('lists the recommendation and every bid, the recommended company marked, unsealed totals only', () => {
    const report = summaryReport(
      t,
      approval,
      { name: 'Tree planting program 2026', number: 'TP-1' },
      [
        { companyName: 'Greenleaf Landscaping', grandTotal: '20958.00' },
        { companyName: 'Acme Construction Ltd.', grandTotal: '24570.00' },
        { companyName: 'Birchwood Interiors' },
      ],
      'en-CA',
    );
    expect(report).toEqual({
      title: 'report.title',
      lines: [
        ['report.project', 'TP-1 — Tree planting program 2026'],
        ['fields.reportName', 'Tree planting award'],
        ['fields.reportNumber', 'R-7'],
        ['fields.company', 'Greenleaf Landscaping'],
        ['fields.allocation', 'allocation.full'],
        ['fields.awardAmount', '20,958.00'],
        ['fields.subtotal', '20,958.00'],
      ],
      head: ['report.company', 'report.total', 'report.recommended'],
      rows: [
        ['Greenleaf Landscaping', '20,958.00', 'report.yes'],
        ['Acme Construction Ltd.', '24,570.00', ''],
        ['Birchwood Interiors', 'report.sealed', ''],
      ],
    });
  });
});

describe('approvalRecord', () => {
  const t = (key: string) => key;
  const digest = 'ab'.repeat(32);
  const approval = {
    reportName: 'Tree planting award',
    reportNumber: 'R-7',
    companyName: 'Greenleaf Landscaping',
    awardAllocation: 'full',
    awardAmount: '20958.00',
    provisionalAmount: null,
    subtotal: null,
    amountWithTax: null,
    amountWithNonRebateableTax: null,
    status: 'pendingApproval',
    approvalDate: null,
    documents: [
      { title: 'Summary', fileName: 'Award-summary-R-7.pdf', sha256: 'cd'.repeat(32) },
      { title: '', fileName: 'old.pdf', sha256: null },
    ],
    workflow: [
      {
        order: 0,
        fullName: 'Alice Approver',
        title: 'Director',
        role: 'approver',
        status: 'approved',
        actedAt: '2026-11-02T15:00:00.000Z',
        comments: 'Fine.',
        decisionDigest: digest,
      },
      {
        order: 1,
        fullName: 'Bob Reviewer',
        title: '',
        role: 'reviewer',
        status: 'emailSent',
        actedAt: null,
        comments: null,
        decisionDigest: null,
      },
    ],
  } as unknown as TAwardApproval;

  it("lists each document's SHA-256 and each decision with the digest of what it was about", () => {
    const report = approvalRecord(t, approval, 'en-CA', (iso) => `at ${iso}`);
    expect(report.lines).toContainEqual(['fields.awardAmount', '20,958.00']);
    expect(report.lines).toContainEqual(['detail.statusLabel', 'status.pendingApproval']);
    expect(report.rows).toEqual([
      ['Summary', 'cd'.repeat(32)],
      ['old.pdf', '—'],
    ]);
    expect(report.sections?.[0]?.rows).toEqual([
      [
        '1',
        'Alice Approver, Director',
        'roles.approver',
        'approverStatus.approved',
        'at 2026-11-02T15:00:00.000Z',
        'Fine.',
        digest,
      ],
      ['2', 'Bob Reviewer', 'roles.reviewer', 'approverStatus.emailSent', '', '', ''],
    ]);
  });
});
