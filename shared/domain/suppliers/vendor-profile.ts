/**
 * A supplier's company profile (docs/product/suppliers-and-accounts.md#supplier-registration): what a
 * supplier registers and keeps, and what buyers see in the supplier directory. One profile per company across
 * every agency on the platform: a supplier registers once and bids with any agency. Pure constants and rules,
 * shared by the portal's screens, the supplier directory and the Lambdas.
 */

export const VENDOR_NAME_MAX_LENGTH = 200;
export const VENDOR_NAMES_MAX = 10;
export const VENDOR_CONTACTS_MAX = 20;
export const VENDOR_ADDRESSES_MAX = 10;
export const VENDOR_PHONE_MAX_LENGTH = 30;
export const VENDOR_TAX_NUMBER_MAX_LENGTH = 40;
export const VENDOR_TEXT_MAX_LENGTH = 200;
export const VENDOR_CATEGORIES_MAX = 200;

/**
 * Diversity classifications a supplier may declare
 * (docs/product/suppliers-and-accounts.md#supplier-registration); certification is a separate flag.
 */
export const DIVERSITY_CLASSIFICATIONS = [
  'indigenousOwned',
  'womenOwned',
  'minorityOwned',
  'veteranOwned',
  'disabilityOwned',
  'lgbtqOwned',
  'socialEnterprise',
  'smallBusiness',
] as const;
export type DiversityClassification = (typeof DIVERSITY_CLASSIFICATIONS)[number];

export const VENDOR_ACCOUNT_STATUSES = ['active', 'inactive'] as const;
/**
 * An invited supplier without an account yet is pendingSetup
 * (docs/product/suppliers-and-accounts.md#supplier-registration).
 */
export const VENDOR_EMAIL_STATUSES = ['pendingVerification', 'verified', 'pendingSetup'] as const;

/**
 * The supplier directory's name search needs at least this many characters
 * (docs/product/suppliers-and-accounts.md#supplier-directory).
 */
export const VENDOR_SEARCH_MIN_LENGTH = 3;

/**
 * A supplier needs contacts and a primary contact
 * (docs/product/suppliers-and-accounts.md#supplier-registration): at least one contact, exactly one of them
 * primary. null when the contacts are acceptable, else the catalogue code saying why not.
 */
export function findVendorContactsProblem(
  contacts: readonly { primary: boolean }[],
): 'vendorContactRequired' | 'vendorPrimaryContactRequired' | null {
  if (contacts.length === 0) return 'vendorContactRequired';
  if (contacts.filter((contact) => contact.primary).length !== 1) return 'vendorPrimaryContactRequired';
  return null;
}
