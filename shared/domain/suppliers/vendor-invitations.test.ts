import { describe, expect, it } from 'vitest';
import { bidMatchesText, invitationsToCopy, inviteeKindOf } from './vendor-invitations.js';

describe('invitationsToCopy (one invitation per address)', () => {
  const source = [
    { email: 'a@example.com', companyName: 'A' },
    { email: ' B@Example.com', companyName: 'B' },
    { email: 'b@example.com ', companyName: 'B again' },
    { email: 'c@example.com', companyName: 'C' },
  ];
  it.each([
    { invited: [], added: ['A', 'B', 'C'], skipped: 1 },
    { invited: ['A@EXAMPLE.COM'], added: ['B', 'C'], skipped: 2 },
    { invited: ['a@example.com', 'b@example.com', 'c@example.com'], added: [], skipped: 4 },
  ])('invited $invited → adds $added, skips $skipped', ({ invited, added, skipped }) => {
    const answer = invitationsToCopy(source, invited);
    expect(answer.toAdd.map((i) => i.companyName)).toEqual(added);
    expect(answer.skipped).toBe(skipped);
  });
});

describe('bidMatchesText (by number or name)', () => {
  const bid = { number: 'RFP-2026-014', name: 'Déneigement des rues' };
  it.each([
    { text: undefined, expected: true },
    { text: '  ', expected: true },
    { text: '2026-014', expected: true },
    { text: 'rfp', expected: true },
    { text: 'deneigement', expected: true },
    { text: 'RUES', expected: true },
    { text: 'paving', expected: false },
  ])('"$text" → $expected', ({ text, expected }) => {
    expect(bidMatchesText(bid, text)).toBe(expected);
  });
});

describe('inviteeKindOf', () => {
  it.each([
    { email: 'not an address', invited: [], user: false, expected: 'invalid' },
    { email: 'Sam@Example.com', invited: ['sam@example.com'], user: true, expected: 'invited' },
    { email: 'sam@example.com', invited: [], user: true, expected: 'supplier' },
    { email: 'new@example.com', invited: ['sam@example.com'], user: false, expected: 'unknown' },
  ])('$email → $expected', ({ email, invited, user, expected }) => {
    expect(inviteeKindOf(email, invited, user)).toBe(expected);
  });
});
