import { describe, expect, it } from 'vitest';
import { canFollow, isVisibleToFollower, isVisibleToInvited, sameAddress } from './supplier-opportunities.js';

const bid = { status: 'open', kind: 'formal', type: 'source', sourceMethod: 'public' };
const now = new Date('2026-06-01T12:00:00Z');
const later = '2026-06-10T12:00:00Z';

describe('isVisibleToInvited', () => {
  it.each([
    ['inProgress', false],
    ['requestForApproval', false],
    ['pendingApproval', false],
    ['scheduledToPublish', false],
    ['cancelled', false],
    ['published', true],
    ['open', true],
    ['closed', true],
    ['unofficial', true],
    ['awarded', true],
  ])('a bid in status %s: %s', (status, visible) => {
    expect(isVisibleToInvited({ status })).toBe(visible);
  });
});

describe('isVisibleToFollower', () => {
  it.each([
    ['an open public bid', 'open', 'public', true],
    ['a closed pre-qualified bid', 'closed', 'publicPrequalified', true],
    ['an awarded public bid', 'awarded', 'public', true],
    ['a cancelled public bid', 'cancelled', 'public', true],
    ['a public bid back in progress', 'inProgress', 'public', false],
    ['a bid changed to invitational', 'open', 'invitational', false],
    ['a bid changed to limited', 'closed', 'limited', false],
  ])('%s: %s', (_name, status, sourceMethod, visible) => {
    expect(isVisibleToFollower({ status, sourceMethod })).toBe(visible);
  });
});

describe('canFollow', () => {
  it.each([
    ['an open public bid', {}, later, true],
    [
      'a published pre-qualified bid',
      { status: 'published', sourceMethod: 'publicPrequalified' },
      later,
      true,
    ],
    ['an invitational bid', { sourceMethod: 'invitational' }, later, false],
    ['a limited bid', { sourceMethod: 'limited' }, later, false],
    ['a draft', { status: 'inProgress' }, later, false],
    ['a bid past its closing', {}, '2026-06-01T12:00:00Z', false],
    ['a bid without a closing', {}, undefined, false],
  ])('%s: %s', (_name, overrides, closing, followable) => {
    expect(canFollow({ ...bid, ...overrides }, closing, now)).toBe(followable);
  });
});

describe('sameAddress', () => {
  it.each([
    ['bids@acme.example', 'bids@acme.example', true],
    [' Bids@Acme.Example ', 'bids@acme.example', true],
    ['bids@acme.example', 'sales@acme.example', false],
  ])('%s and %s: %s', (a, b, same) => expect(sameAddress(a, b)).toBe(same));
});
