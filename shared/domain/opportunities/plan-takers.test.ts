import { describe, expect, it } from 'vitest';
import {
  invitationsGoOut,
  isDeletablePlanTakerSubmission,
  isInvitedOnly,
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
