import { describe, expect, it } from 'vitest';
import {
  bidIdOf,
  BIDS_PER_COMPANY_MAX,
  findAnotherBidRefusal,
  findNoBidRefusal,
  isWithdrawable,
} from './multiple-bids';
import { SUBMISSION_STATUSES } from './submission-status';

describe('bidIdOf: a request naming no bid names the company’s first', () => {
  it('is the vendor id without a submission id', () => expect(bidIdOf('v1', undefined)).toBe('v1'));
  it('is the named id otherwise', () => expect(bidIdOf('v1', 's2')).toBe('s2'));
});

describe('findAnotherBidRefusal', () => {
  it.each([
    ['not allowed (absent)', undefined, true, 1, 'submissionMultipleNotAllowed'],
    ['not allowed (off)', false, true, 1, 'submissionMultipleNotAllowed'],
    ['off and closed: off first', false, false, 1, 'submissionMultipleNotAllowed'],
    ['allowed but closed', true, false, 1, 'submissionClosed'],
    ['allowed, at the bound', true, true, BIDS_PER_COMPANY_MAX, 'submissionTooManyBids'],
    ['allowed, below the bound', true, true, BIDS_PER_COMPANY_MAX - 1, null],
    ['allowed, no bid yet', true, true, 0, null],
  ] as const)('%s', (_name, allowMultipleSubmissions, open, bidCount, expected) =>
    expect(findAnotherBidRefusal({ allowMultipleSubmissions, open, bidCount })).toBe(expected),
  );
});

describe('isWithdrawable: only a bid handed in (docs/product/bids.md#its-life)', () => {
  it.each(SUBMISSION_STATUSES.map((s) => [s, s === 'complete'] as const))('%s → %s', (status, expected) =>
    expect(isWithdrawable(status)).toBe(expected),
  );
});

describe('findNoBidRefusal', () => {
  it.each([
    ['not offered', undefined, true, [], 'noBidNotOffered'],
    ['offered off', false, true, [], 'noBidNotOffered'],
    ['closed', true, false, [], 'submissionClosed'],
    ['one bid handed in among drafts', true, true, ['incomplete', 'complete'], 'noBidWhileSubmitted'],
    ['drafts and withdrawn bids only', true, true, ['incomplete', 'withdrawn'], null],
    ['no bid at all', true, true, [], null],
  ] as const)('%s', (_name, onlineSubmissionShowNoBid, open, statuses, expected) =>
    expect(findNoBidRefusal({ onlineSubmissionShowNoBid, open, statuses })).toBe(expected),
  );
});
