import { describe, expect, it } from 'vitest';
import { AWARD_APPROVAL_STATUSES, type AwardApprovalStatus } from './award-approval-status.js';
import {
  AWARD_APPROVAL_TRANSITIONS,
  approverPageMode,
  awardApprovalAllows,
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

describe('the transitions table (spec 1 §4)', () => {
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
