import { describe, expect, it } from 'vitest';
import {
  canChangeInvitations,
  findInvitationProblem,
  INVITATIONS_MAX,
  invitationAddressKey,
  type InvitationProblem,
} from './invitations.js';
import type { ProjectStatus } from './project-types.js';

describe('findInvitationProblem (docs/product/tender.md#invitations: one invitation per address)', () => {
  const invited = ['bids@north.example', 'Sales@South.example'];
  it.each<[string, string, readonly string[], InvitationProblem | undefined]>([
    ['a new address', 'bids@east.example', invited, undefined],
    ['the same address', 'bids@north.example', invited, 'invitationExists'],
    ['another case', 'BIDS@North.Example', invited, 'invitationExists'],
    ['surrounding spaces', '  sales@south.example ', invited, 'invitationExists'],
    ['a near address', 'bids@north.example.ca', invited, undefined],
    ['not an address', 'north.example', invited, 'invitationEmailInvalid'],
    ['empty', '', invited, 'invitationEmailInvalid'],
    ['the first invitation', 'bids@north.example', [], undefined],
  ])('%s → %s', (_label, email, list, expected) => {
    expect(findInvitationProblem(email, list)).toBe(expected);
  });

  it('refuses one more than the limit, but not a duplicate reported as the limit', () => {
    const full = Array.from({ length: INVITATIONS_MAX }, (_, i) => `s${i}@x.example`);
    expect(findInvitationProblem('new@x.example', full)).toBe('invitationsTooMany');
    expect(findInvitationProblem('new@x.example', full.slice(1))).toBeUndefined();
    expect(findInvitationProblem('S0@x.example', full)).toBe('invitationExists');
  });

  it('keys an address by its trimmed lower case', () => {
    expect(invitationAddressKey(' Bids@North.Example ')).toBe('bids@north.example');
  });
});

describe('canChangeInvitations', () => {
  it.each<[ProjectStatus, boolean]>([
    ['design', true],
    ['inProgress', true],
    ['template', true],
    ['requestForApproval', true],
    ['scheduledToPublish', true],
    ['published', true],
    ['open', true],
    ['planned', true],
    ['closed', false],
    ['unofficial', false],
    ['awarded', false],
    ['cancelled', false],
    ['terminated', false],
    ['archived', false],
  ])('%s → %s', (status, expected) => {
    expect(canChangeInvitations(status)).toBe(expected);
  });
});
