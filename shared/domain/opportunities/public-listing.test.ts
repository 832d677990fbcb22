import { describe, expect, it } from 'vitest';
import {
  isDocumentPublic,
  isOpenAt,
  isPastPublicBid,
  isPubliclyListed,
  publicVisibility,
  searchWords,
} from './public-listing.js';

const bid = { status: 'published', kind: 'formal', type: 'source', sourceMethod: 'public' };

describe('isPubliclyListed', () => {
  it.each([
    ['a published public bid', {}, true],
    ['an open pre-qualified bid', { status: 'open', sourceMethod: 'publicPrequalified' }, true],
    ['a source and contract bid', { type: 'sourceAndContract' }, true],
    ['an invitational bid', { sourceMethod: 'invitational' }, false],
    ['a limited bid', { sourceMethod: 'limited' }, false],
    ['a bid without a method', { sourceMethod: undefined }, false],
    ['a draft', { status: 'inProgress' }, false],
    ['a bid scheduled to publish', { status: 'scheduledToPublish' }, false],
    ['a cancelled bid', { status: 'cancelled' }, false],
    ['a closed bid', { status: 'closed' }, false],
    ['an informal bid', { kind: 'informal' }, false],
    ['a planned notice', { kind: 'planned', status: 'planned' }, false],
    ['a contract-only project', { type: 'contract' }, false],
    ['a template', { type: 'template', status: 'template' }, false],
  ])('%s: %s', (_name, overrides, listed) => {
    expect(isPubliclyListed({ ...bid, ...overrides })).toBe(listed);
  });
});

describe('isOpenAt', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it.each([
    ['2026-06-01T12:00:01Z', true],
    ['2026-06-01T12:00:00Z', false],
    ['2026-05-01T00:00:00Z', false],
    [undefined, false],
  ])('closing %s: %s', (closing, open) => expect(isOpenAt(closing, now)).toBe(open));
});

describe('what the public sees', () => {
  it.each([
    [undefined, { documents: true, meetings: true, team: false, planTakers: true }],
    [{ isHideBidDocuments: true }, { documents: false, meetings: true, team: false, planTakers: true }],
    [
      { isHideBidMeetings: true, showTeamMembers: true },
      { documents: true, meetings: false, team: true, planTakers: true },
    ],
    [{ isHidePlanTakers: true }, { documents: true, meetings: true, team: false, planTakers: false }],
  ])('flags %j', (flags, shown) => expect(publicVisibility(flags)).toEqual(shown));

  it.each([
    ['specification', true, true],
    ['specification', false, false],
    ['addendum', false, true],
    ['addendum', true, true],
  ])('a %s with documents shown %s: public %s', (type, shown, visible) =>
    expect(isDocumentPublic(type, shown)).toBe(visible),
  );
});

describe('searchWords', () => {
  it.each([
    ['Édifice MUNICIPAL', ['edifice', 'municipal']],
    ['RFP-2026/014: roads', ['rfp', '2026', '014', 'roads']],
    ['  ', []],
  ])('%j → %j', (text, words) => expect(searchWords(text)).toEqual(words));
});

describe('isPastPublicBid (decision 064)', () => {
  const NOW = new Date('2026-11-26T12:00:00Z');
  const bid = { kind: 'formal', type: 'source', sourceMethod: 'public', closingDate: '2026-11-20T12:00:00Z' };
  it.each([
    ['closed', {}, true],
    ['unofficial', {}, true],
    ['awarded', { type: 'sourceAndContract' }, true],
    ['published', {}, true],
    ['published', { closingDate: '2026-12-01T12:00:00Z' }, false],
    ['cancelled', {}, false],
    ['design', {}, false],
    ['awarded', { sourceMethod: 'invitational' }, false],
    ['awarded', { sourceMethod: 'limited' }, false],
    ['awarded', { kind: 'informal' }, false],
    ['awarded', { type: 'contract' }, false],
  ] as const)('%s %j: %s', (status, change, expected) => {
    expect(isPastPublicBid({ ...bid, status, ...change }, NOW)).toBe(expected);
  });
});
