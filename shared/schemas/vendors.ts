/**
 * A supplier's company profile (docs/product/suppliers-and-accounts.md#supplier-registration): the shape the
 * portal registers and edits and the supplier directory shows. The rules between fields (one primary contact)
 * are shared/domain/suppliers'. zod/mini.
 */
import * as z from 'zod/mini';
import {
  DIVERSITY_CLASSIFICATIONS,
  VENDOR_ADDRESSES_MAX,
  VENDOR_CATEGORIES_MAX,
  VENDOR_CONTACTS_MAX,
  VENDOR_NAME_MAX_LENGTH,
  VENDOR_NAMES_MAX,
  VENDOR_PHONE_MAX_LENGTH,
  VENDOR_TAX_NUMBER_MAX_LENGTH,
  VENDOR_TEXT_MAX_LENGTH,
} from '../domain/suppliers/vendor-profile.js';
import { safeText, ZEmail } from './common.js';
import { vendorAddressFields, vendorContactFields } from './vendor-contacts.js';

const ZName = z.string().check(z.trim(), safeText(), z.minLength(1), z.maxLength(VENDOR_NAME_MAX_LENGTH));
const ZText = (max = VENDOR_TEXT_MAX_LENGTH) =>
  z.optional(z.string().check(z.trim(), safeText(), z.maxLength(max)));
const ZPhone = ZText(VENDOR_PHONE_MAX_LENGTH);

/** A contact's and an address's texts as the supplier writes them: trimmed, safe, within their limits. */
const CHECKED = { required: ZName, optional: ZText(), email: ZEmail, phone: ZPhone, postalCode: ZText(20) };

export const ZVendorContact = z.strictObject(vendorContactFields(CHECKED));

export const ZVendorAddress = z.strictObject(vendorAddressFields(CHECKED));

/** What the supplier writes of its company: registration and the profile's edit. */
export const ZVendorProfile = z.strictObject({
  companyName: ZName,
  otherNames: z.array(ZName).check(z.maxLength(VENDOR_NAMES_MAX)),
  previousNames: z.array(ZName).check(z.maxLength(VENDOR_NAMES_MAX)),
  // No contact at all answers the contacts rule's own catalogue code (findVendorContactsProblem).
  contacts: z
    .array(ZVendorContact)
    .check(z.minLength(1, { error: 'vendorContactRequired' }), z.maxLength(VENDOR_CONTACTS_MAX)),
  addresses: z.array(ZVendorAddress).check(z.maxLength(VENDOR_ADDRESSES_MAX)),
  phone: ZPhone,
  cell: ZPhone,
  fax: ZPhone,
  afterHoursPhone: ZPhone,
  alternatePhones: z
    .array(z.string().check(z.trim(), z.maxLength(VENDOR_PHONE_MAX_LENGTH)))
    .check(z.maxLength(5)),
  taxNumber: ZText(VENDOR_TAX_NUMBER_MAX_LENGTH),
  /**
   * Commodity categories the supplier sells, by code (UNSPSC-style): agencies' category lists are their own,
   * but their items carry codes, which is what a supplier's profile and an agency's project meet on.
   */
  categoryCodes: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(32)))
    .check(z.maxLength(VENDOR_CATEGORIES_MAX)),
  diversityClassifications: z.array(z.enum(DIVERSITY_CLASSIFICATIONS)),
  certifiedDiverse: z.boolean(),
  local: z.boolean(),
  emergency: z.boolean(),
});
export type TVendorProfile = z.output<typeof ZVendorProfile>;
