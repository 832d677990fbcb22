import { describe, expect, it } from 'vitest';
import {
  invitationsGoOut,
  isDeletablePlanTakerSubmission,
  isInvitedOnly,
  supplierBidAccess,
  supplierMayReach,
} from './plan-takers.js';

const now = new Date('2026-05-01T12:00:00Z');
const bid = {
  status: 'published',
  kind: 'formal',
  type: 'source',
  sourceMethod: 'public',
  closingDate: '2026-05-20T18:00:00Z',
};

describe('supplierMayReach', () => {
  it.each([
    ['an open public bid, not invited', {}, false, true],
    ['an open pre-qualified bid', { sourceMethod: 'publicPrequalified' }, false, true],
    ['an invitational bid, invited', { sourceMethod: 'invitational' }, true, true],
    ['a limited bid, invited', { sourceMethod: 'limited' }, true, true],
    ['an invitational bid, not invited', { sourceMethod: 'invitational' }, false, false],
    ['a limited bid, not invited', { sourceMethod: 'limited' }, false, false],
    ['an invitational draft, invited', { sourceMethod: 'invitational', status: 'inProgress' }, true, false],
    ['a closed bid', { status: 'closed' }, false, false],
    ['a bid past its closing', { closingDate: '2026-05-01T11:59:59Z' }, false, false],
    ['a bid without a closing', { closingDate: undefined }, false, false],
    ['a bid without a method, invited', { sourceMethod: undefined }, true, false],
    ['a planned notice', { kind: 'planned', status: 'planned' }, false, false],
    ['a template, invited', { type: 'template', sourceMethod: 'invitational' }, true, false],
  ])('%s', (_name, overrides, invited, reached) => {
    expect(supplierMayReach({ ...bid, ...overrides }, invited, now)).toBe(reached);
  });
});

describe('supplierBidAccess', () => {
  const none = {
    invited: false,
    planTaker: false,
    following: false,
    registeredToMeeting: false,
    submitted: false,
  };
  const past = '2026-05-01T11:59:59Z';
  it.each([
    ['an open public bid, no tie', {}, {}, 'open'],
    ['an open invitational bid, invited', { sourceMethod: 'invitational' }, { invited: true }, 'open'],
    ['a closed public bid, no tie', { status: 'closed' }, {}, undefined],
    ['a closed public bid, plan taker', { status: 'closed' }, { planTaker: true }, 'readOnly'],
    ['an awarded public bid, follower', { status: 'awarded' }, { following: true }, 'readOnly'],
    [
      'an unofficial public bid, registered to a meeting',
      { status: 'unofficial' },
      { registeredToMeeting: true },
      'readOnly',
    ],
    ['a published bid past its closing, submitted', { closingDate: past }, { submitted: true }, 'readOnly'],
    [
      'a closed invitational bid, invited',
      { status: 'closed', sourceMethod: 'invitational' },
      { invited: true },
      'readOnly',
    ],
    [
      'an awarded limited bid, invited',
      { status: 'awarded', sourceMethod: 'limited' },
      { invited: true },
      'readOnly',
    ],
    [
      'a closed invitational bid, plan taker no longer invited',
      { status: 'closed', sourceMethod: 'invitational' },
      { planTaker: true },
      undefined,
    ],
    ['a cancelled bid, plan taker', { status: 'cancelled' }, { planTaker: true }, undefined],
    [
      'an invitational draft, invited',
      { status: 'inProgress', sourceMethod: 'invitational' },
      { invited: true },
      undefined,
    ],
    [
      'a closed planned notice, follower',
      { kind: 'planned', status: 'closed' },
      { following: true },
      undefined,
    ],
    ['a closed template, invited', { type: 'template', status: 'closed' }, { invited: true }, undefined],
  ])('%s', (_name, overrides, ties, access) => {
    expect(supplierBidAccess({ ...bid, ...overrides }, { ...none, ...ties }, now)).toBe(access);
  });
});

describe('isInvitedOnly', () => {
  it.each([
    ['invitational', true],
    ['limited', true],
    ['public', false],
    ['publicPrequalified', false],
    [undefined, false],
  ])('%s', (method, expected) => {
    expect(isInvitedOnly(method)).toBe(expected);
  });
});

describe('isDeletablePlanTakerSubmission', () => {
  it.each([
    ['hardCopy', true],
    ['online', false],
  ] as const)('%s', (kind, expected) => {
    expect(isDeletablePlanTakerSubmission(kind)).toBe(expected);
  });
});

describe('invitationsGoOut', () => {
  it.each([
    ['inProgress', 'published', true],
    ['scheduledToPublish', 'published', true],
    [undefined, 'published', true],
    ['planned', 'open', true],
    ['published', 'published', false],
    ['published', 'open', false],
    ['published', 'closed', false],
    ['design', 'inProgress', false],
  ])('%s → %s', (before, after, expected) => {
    expect(invitationsGoOut(before, after)).toBe(expected);
  });
});
