import { describe, expect, it } from 'vitest';
import { ZVendorSearchQuery } from '../../schemas/vendor-directory.js';
import {
  findVendorSearchTermProblem,
  matchesVendorCriteria,
  mayUseVendorList,
  pickForInvitation,
  rotateAfterInvitation,
  type VendorFacts,
} from './vendor-directory.js';

describe('findVendorSearchTermProblem (docs/product/suppliers-and-accounts.md#supplier-directory: at least 3 characters)', () => {
  it.each([
    { term: '', expected: 'vendorSearchTooShort' },
    { term: 'ac', expected: 'vendorSearchTooShort' },
    { term: '  ac  ', expected: 'vendorSearchTooShort' },
    { term: 'acm', expected: null },
    { term: ' Acme ', expected: null },
    { term: 'éco', expected: null },
  ])('"$term" → $expected', ({ term, expected }) => {
    expect(findVendorSearchTermProblem(term)).toBe(expected);
  });

  it('answers a short name through the schema with the catalogue code, at the field', () => {
    const parsed = ZVendorSearchQuery.safeParse({ name: ' ac ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'vendorSearchTooShort'],
    ]);
    expect(ZVendorSearchQuery.safeParse({ name: ' acm ' }).data?.name).toBe('acm');
  });
});

const vendor: VendorFacts = {
  companyName: 'Acme Construction Ltd.',
  otherNames: ['Acmé Bâtiment'],
  categoryCodes: ['72101500', '30100000'],
  diversityClassifications: ['indigenousOwned'],
  certifiedDiverse: true,
  local: true,
  emergency: false,
  addresses: [
    { city: 'Montréal', provinceOrState: 'QC' },
    { city: 'Ottawa', provinceOrState: 'ON' },
  ],
  accountStatus: 'active',
};

describe('matchesVendorCriteria', () => {
  it.each([
    { criteria: {}, expected: true },
    { criteria: { name: 'construction' }, expected: true },
    { criteria: { name: 'batiment' }, expected: true },
    { criteria: { name: 'plumbing' }, expected: false },
    { criteria: { categoryCode: '7210' }, expected: true },
    { criteria: { categoryCode: '4410' }, expected: false },
    // Any of the project's categories (Build → invitations' search), each a family by its start.
    { criteria: { categoryCodes: ['4410', '3010'] }, expected: true },
    { criteria: { categoryCodes: ['4410', '9999'] }, expected: false },
    { criteria: { categoryCodes: [] }, expected: true },
    { criteria: { diversityClassification: 'indigenousOwned' as const }, expected: true },
    { criteria: { diversityClassification: 'womenOwned' as const }, expected: false },
    { criteria: { certifiedDiverse: true }, expected: true },
    { criteria: { certifiedDiverse: false }, expected: false },
    { criteria: { local: true, emergency: false }, expected: true },
    { criteria: { emergency: true }, expected: false },
    { criteria: { city: 'montreal' }, expected: true },
    { criteria: { city: 'Mont' }, expected: false },
    { criteria: { city: 'Ottawa', provinceOrState: 'on' }, expected: true },
    // City and province must hold on the same address.
    { criteria: { city: 'Ottawa', provinceOrState: 'QC' }, expected: false },
    { criteria: { accountStatus: 'active' as const }, expected: true },
    { criteria: { accountStatus: 'inactive' as const }, expected: false },
  ])('$criteria → $expected', ({ criteria, expected }) => {
    expect(matchesVendorCriteria(vendor, criteria)).toBe(expected);
  });
});

describe('mayUseVendorList', () => {
  it.each([
    { visibility: 'shared' as const, ownerId: 'u1', userId: 'u2', expected: true },
    { visibility: 'personal' as const, ownerId: 'u1', userId: 'u1', expected: true },
    { visibility: 'personal' as const, ownerId: 'u1', userId: 'u2', expected: false },
  ])('$visibility list of $ownerId, read by $userId → $expected', ({ userId, expected, ...list }) => {
    expect(mayUseVendorList(list, userId)).toBe(expected);
  });
});

const members = ['a', 'b', 'c', 'd', 'e'].map((vendorId) => ({ vendorId }));
const ids = (list: { vendorId: string }[]) => list.map((m) => m.vendorId).join('');

describe('rotation (the rotation sequence of a rotational list)', () => {
  it.each([
    { rotational: true, count: 2, invited: [], expected: 'ab' },
    { rotational: true, count: 0, invited: [], expected: '' },
    { rotational: true, count: 9, invited: [], expected: 'abcde' },
    { rotational: true, count: undefined, invited: [], expected: 'abcde' },
    { rotational: false, count: 2, invited: [], expected: 'abcde' },
    // A supplier already invited to the bid is skipped and keeps its place.
    { rotational: true, count: 2, invited: ['a'], expected: 'bc' },
    { rotational: false, count: undefined, invited: ['b', 'd'], expected: 'ace' },
    { rotational: true, count: 2, invited: ['a', 'b', 'c', 'd', 'e'], expected: '' },
  ])(
    'picks of a rotational=$rotational list, count $count, $invited invited → $expected',
    ({ rotational, count, invited, expected }) => {
      const picked = pickForInvitation(members, rotational, count, (m) => invited.includes(m.vendorId));
      expect(ids(picked)).toBe(expected);
    },
  );

  it('never picks more than 45 at once', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ vendorId: `v${i}` }));
    expect(pickForInvitation(many, false, undefined, () => false)).toHaveLength(45);
    expect(pickForInvitation(many, true, 50, () => false)).toHaveLength(45);
  });

  it.each([
    { invited: ['a', 'b'], expected: 'cdeab' },
    { invited: ['b', 'a'], expected: 'cdeab' },
    { invited: ['c'], expected: 'abdec' },
    { invited: [], expected: 'abcde' },
    { invited: ['z'], expected: 'abcde' },
    { invited: ['a', 'b', 'c', 'd', 'e'], expected: 'abcde' },
  ])('after inviting $invited → $expected', ({ invited, expected }) => {
    expect(ids(rotateAfterInvitation(members, invited))).toBe(expected);
  });

  it('takes every supplier in turn over successive invitations', () => {
    let list = members;
    const invited: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const next = pickForInvitation(list, true, 2, () => false);
      invited.push(ids(next));
      list = rotateAfterInvitation(
        list,
        next.map((m) => m.vendorId),
      );
    }
    expect(invited).toEqual(['ab', 'cd', 'ea', 'bc', 'de']);
  });
});
