/**
 * Searching the platform's suppliers by criteria (decision 053): the directory's advanced search and its
 * export (the suppliers group) and Build → invitations' "find suppliers" (the project-build group) read the
 * name index the same way, so the code lives here rather than in either group.
 */
import {
  matchesVendorCriteria,
  type VendorCriteria,
} from '../../../shared/domain/suppliers/vendor-directory.js';
import type { TVendorLine } from '../../../shared/schemas/vendor-directory.js';
import { fieldMessage, type Language } from '../../../shared/errors.js';
import { ValidationError } from '../app-error.js';
import { Vendor, vendorsByName, type VendorItem } from '../db/entities/vendor.js';
import { queryPage } from '../db/ops.js';

/** One supplier as the lists show it: the primary contact and the first address. */
export function vendorLineOf(vendor: VendorItem): TVendorLine {
  const contact = vendor.contacts.find((c) => c.primary) ?? vendor.contacts[0];
  const address = vendor.addresses[0];
  return {
    vendorId: vendor.vendorId,
    companyName: vendor.companyName,
    ...(contact ? { contactName: `${contact.firstName} ${contact.lastName}`.trim() } : {}),
    email: contact?.email ?? vendor.primaryEmail,
    ...(address ? { city: address.city } : {}),
    ...(address?.provinceOrState ? { provinceOrState: address.provinceOrState } : {}),
    diversityClassifications: vendor.diversityClassifications,
    certifiedDiverse: vendor.certifiedDiverse,
    local: vendor.local,
    emergency: vendor.emergency,
    accountStatus: vendor.accountStatus,
    emailStatus: vendor.emailStatus,
    categoryCodes: vendor.categoryCodes,
  };
}

/** Index reads per search at most: a rare criterion answers a cursor rather than reading on. */
export const MAX_VENDOR_READS = 20;

/**
 * A page of the name index; a cursor the caller altered (not base64url JSON of a key of this index, which
 * DynamoDB refuses) is a 400 at the cursor's field rather than a failure of ours.
 */
export async function vendorPageOf(
  spec: ReturnType<typeof vendorsByName>,
  options: { cursor: string | undefined; limit?: number },
  field: string,
  lang: Language,
) {
  try {
    return await queryPage(Vendor, spec, options);
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (
      options.cursor !== undefined &&
      (error instanceof SyntaxError || error instanceof TypeError || name === 'ValidationException')
    )
      throw new ValidationError([{ field, code: 'invalid', message: fieldMessage('invalid', lang) }], {
        cause: error,
      });
    throw error;
  }
}

/**
 * The suppliers meeting the criteria, in name order, reading the name index a page at a time and never
 * more than the suppliers still wanted, so the cursor given back resumes after the last one returned.
 */
export async function findMatchingVendors(
  criteria: VendorCriteria,
  start: string | undefined,
  wanted: number,
  maxReads: number,
  lang: Language,
): Promise<{ vendors: VendorItem[]; cursor?: string }> {
  const found: VendorItem[] = [];
  let cursor = start;
  let reads = 0;
  do {
    const limit = wanted - found.length;
    const page = await vendorPageOf(vendorsByName(), { cursor, limit }, 'body.cursor', lang);
    found.push(...page.items.filter((vendor) => matchesVendorCriteria(vendor, criteria)));
    cursor = page.cursor;
    reads += 1;
  } while (cursor && found.length < wanted && reads < maxReads);
  return { vendors: found, ...(cursor ? { cursor } : {}) };
}
