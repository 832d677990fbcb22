import { describe, expect, it } from 'vitest';
import { ZVendorProfile } from '../../schemas/vendors.js';
import { findVendorContactsProblem } from './vendor-profile.js';

const contact = (primary: boolean) => ({ primary });

describe('findVendorContactsProblem (docs/product/suppliers-and-accounts.md#supplier-registration)', () => {
  it.each([
    { contacts: [], expected: 'vendorContactRequired' },
    { contacts: [contact(false)], expected: 'vendorPrimaryContactRequired' },
    { contacts: [contact(false), contact(false)], expected: 'vendorPrimaryContactRequired' },
    { contacts: [contact(true), contact(true)], expected: 'vendorPrimaryContactRequired' },
    { contacts: [contact(true)], expected: null },
    { contacts: [contact(false), contact(true), contact(false)], expected: null },
  ])('$contacts.length contacts → $expected', ({ contacts, expected }) => {
    expect(findVendorContactsProblem(contacts)).toBe(expected);
  });

  it("answers an empty contact list through the schema with the rule's own code", () => {
    const parsed = ZVendorProfile.safeParse({
      companyName: 'Acme',
      otherNames: [],
      previousNames: [],
      contacts: [],
      addresses: [],
      alternatePhones: [],
      categoryCodes: [],
      diversityClassifications: [],
      certifiedDiverse: false,
      local: false,
      emergency: false,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['contacts', 'vendorContactRequired'],
    ]);
  });
});
