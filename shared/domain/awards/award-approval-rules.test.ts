import { describe, expect, it } from 'vitest';
import { moneyOf } from '../money.js';
import { AWARD_APPROVAL_STATUSES, type AwardApprovalStatus } from './award-approval-status.js';
import {
  AWARD_APPROVAL_TRANSITIONS,
  approvalContentText,
  approvalCreationRefusal,
  approverPageMode,
  awardApprovalAllows,
  editAsksAgain,
  isValidReportNumber,
  awardApprovalGaps,
  declineNeedsComments,
  isDuplicateMemberEmail,
  sendRefusal,
  statusAfterEdit,
  unsentStatus,
} from './award-approval-rules.js';

const member = (
  id: string,
  email: string,
  role: 'approver' | 'reviewer' = 'approver',
  status = 'notSent' as const,
) => ({
  awardApprovalWorkflowId: id,
  email,
  role,
  status,
});
const complete = {
  companyName: 'Greenleaf',
  reportName: 'Award',
  documents: [{}],
  workflow: [member('a', 'a@x.example'), member('b', 'b@x.example', 'reviewer')],
};

describe('no duplicate email in the workflow', () => {
  it.each([
    ['b@x.example', undefined, true],
    ['  B@X.example ', undefined, true],
    ['c@x.example', undefined, false],
    // Editing a member may keep their own address.
    ['a@x.example', 'a', false],
    ['a@x.example', 'b', true],
  ])('%s (editing %s) → %s', (email, except, duplicate) => {
    expect(isDuplicateMemberEmail(complete.workflow, email, except)).toBe(duplicate);
  });
});

describe('what an approval lacks before it is sent', () => {
  it.each([
    [complete, []],
    [{ ...complete, companyName: ' ' }, ['company']],
    [{ ...complete, reportName: '' }, ['reportName']],
    [{ ...complete, documents: [] }, ['document']],
    [{ ...complete, workflow: [member('b', 'b@x.example', 'reviewer')] }, ['approver']],
    [{ ...complete, workflow: [member('a', 'a@x.example'), member('b', 'A@x.example')] }, ['duplicateEmail']],
  ])('%# → %j', (approval, gaps) => {
    expect(awardApprovalGaps(approval)).toEqual(gaps);
    expect(unsentStatus(approval)).toBe(gaps.length === 0 ? 'draft' : 'incomplete');
  });
});

describe('the transitions table (docs/product/evaluation-and-award.md#award-approvals)', () => {
  it('names every status', () => {
    expect(Object.keys(AWARD_APPROVAL_TRANSITIONS).sort()).toEqual([...AWARD_APPROVAL_STATUSES].sort());
  });
  it.each<[AwardApprovalStatus, string[]]>([
    ['incomplete', ['edit', 'send', 'cancel', 'delete']],
    ['draft', ['edit', 'send', 'cancel', 'delete']],
    ['pendingApproval', ['edit', 'cancel', 'resendToApprover']],
    ['emailSent', ['edit', 'cancel', 'resendToApprover']],
    ['correcting', ['edit', 'send', 'cancel', 'delete', 'resetApprover']],
    ['declined', ['edit', 'send', 'cancel', 'close', 'delete', 'resetApprover']],
    ['approved', ['close', 'delete']],
    ['cancelled', ['delete']],
    ['closed', ['delete']],
  ])('%s allows %j', (status, actions) => {
    for (const action of [
      'edit',
      'send',
      'cancel',
      'close',
      'delete',
      'resendToApprover',
      'resetApprover',
    ] as const)
      expect(awardApprovalAllows(status, action), action).toBe(actions.includes(action));
  });
  it.each<[AwardApprovalStatus, AwardApprovalStatus]>([
    ['incomplete', 'draft'],
    ['draft', 'draft'],
    ['pendingApproval', 'correcting'],
    ['emailSent', 'correcting'],
    ['correcting', 'correcting'],
    ['declined', 'declined'],
  ])('an edit of %s leaves %s (when complete)', (status, after) => {
    expect(statusAfterEdit(status, complete)).toBe(after);
  });
  it('an edit of a draft that loses its approver is incomplete again', () => {
    expect(statusAfterEdit('draft', { ...complete, workflow: [] })).toBe('incomplete');
  });
  it.each([
    ['draft', complete, null],
    ['incomplete', { ...complete, documents: [] }, 'awardApprovalIncomplete'],
    ['declined', complete, 'awardApprovalResetFirst'],
    [
      'correcting',
      { ...complete, workflow: [member('a', 'a@x.example', 'approver', 'declined' as never)] },
      'awardApprovalResetFirst',
    ],
    ['emailSent', complete, 'awardApprovalActionNotAllowed'],
    ['approved', complete, 'awardApprovalActionNotAllowed'],
  ] as const)('send from %s → %s', (status, approval, refusal) => {
    expect(sendRefusal(status, approval)).toBe(refusal);
  });
});

describe("the approver's page", () => {
  it.each([
    ['emailSent', 'emailSent', 'act'],
    ['pendingApproval', 'emailSent', 'act'],
    ['emailSent', 'approved', 'summary'],
    ['declined', 'declined', 'summary'],
    ['approved', 'approved', 'summary'],
    ['correcting', 'emailSent', 'unavailable'],
    ['correcting', 'notSent', 'unavailable'],
    ['cancelled', 'approved', 'refused'],
    ['closed', 'emailSent', 'refused'],
    ['emailSent', 'notSent', 'refused'],
  ] as const)('approval %s, approver %s → %s', (approval, approver, mode) => {
    expect(approverPageMode(approval, approver)).toBe(mode);
  });
  it.each([
    ['declined', undefined, true],
    ['declined', '   ', true],
    ['declined', 'Over budget', false],
    ['approved', undefined, false],
  ] as const)('%s with comments %j needs comments: %s', (decision, comments, needs) => {
    expect(declineNeedsComments(decision, comments)).toBe(needs);
  });
});

describe('what the approvers decided on (editAsksAgain, approvalContentText)', () => {
  const shown = {
    companyName: 'Greenleaf',
    awardAllocation: 'full',
    awardAmount: '184500.00',
    provisionalAmount: null,
    subtotal: null,
    amountWithTax: null,
    amountWithNonRebateableTax: null,
    documents: [{ documentId: 'd1', sha256: 'a'.repeat(64) }],
  };

  it('writes each amount exactly, with its cents, and each document by its SHA-256', () => {
    const text = approvalContentText({ ...shown, subtotal: '0.30' });
    expect(text).toContain('awardAmount:184500.00');
    expect(text).toContain('subtotal:0.30');
    expect(text).toContain('provisionalAmount:-');
    expect(text).toContain(`document:${'a'.repeat(64)}`);
    expect(approvalContentText({ ...shown, documents: [{ documentId: 'd1' }] })).toContain('document:id:d1');
  });

  it('writes an amount as an approval stored before Money wrote it (a number, toFixed(2)): old digests hold', () => {
    // The entity reads a stored number as its toFixed(2) (decision 075): that is already canonical Money.
    for (const stored of [184_500, 1000.5, 0.1 + 0.2, 0, 1_000_000_000_000])
      expect(moneyOf(stored.toFixed(2))).toBe(stored.toFixed(2));
  });

  it('asks again after a sent approval’s amount, company or documents change, not after other edits', () => {
    for (const status of ['pendingApproval', 'emailSent', 'correcting', 'declined'] as const) {
      expect(editAsksAgain(status, shown, { ...shown, awardAmount: '605115.00' })).toBe(true);
      expect(editAsksAgain(status, shown, { ...shown, companyName: 'Other Inc.' })).toBe(true);
      expect(
        editAsksAgain(status, shown, {
          ...shown,
          documents: [...shown.documents, { documentId: 'd2', sha256: 'b'.repeat(64) }],
        }),
      ).toBe(true);
      expect(
        editAsksAgain(status, shown, { ...shown, documents: [{ documentId: 'd1', sha256: 'c'.repeat(64) }] }),
      ).toBe(true);
      expect(editAsksAgain(status, shown, { ...shown })).toBe(false);
    }
    // Never sent: nobody decided anything yet.
    expect(editAsksAgain('draft', shown, { ...shown, awardAmount: '1.00' })).toBe(false);
    expect(editAsksAgain('incomplete', shown, { ...shown, awardAmount: '1.00' })).toBe(false);
  });
});

describe('a report number’s characters', () => {
  it('allows letters, digits, spaces and . - _ #; refuses a slash or a colon', () => {
    for (const ok of ['', 'AR-2026-1', 'AR 2026.1', 'Rapport_é#3'])
      expect(isValidReportNumber(ok)).toBe(true);
    for (const bad of ['AR/2026:1', 'AR/1', 'AR:1', 'a\\b', '<x>'])
      expect(isValidReportNumber(bad)).toBe(false);
  });
});

describe('the project an approval is created on', () => {
  it('is closed (or unofficial), neither before the close nor once awarded', () => {
    expect(approvalCreationRefusal('closed')).toBeNull();
    expect(approvalCreationRefusal('unofficial')).toBeNull();
    expect(approvalCreationRefusal('awarded')).toBe('awardApprovalProjectAwarded');
    for (const status of ['draft', 'open', 'published', 'cancelled'])
      expect(approvalCreationRefusal(status)).toBe('awardApprovalProjectNotClosed');
  });
});
