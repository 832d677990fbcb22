/**
 * The buyer's supplier directory (issue 9 item 6, decision 053): the name search's minimum, the advanced
 * search's criteria, who sees a supplier list, and a rotational list's sequence. Pure: the screens check
 * the same rules before calling.
 */
import { VENDOR_SEARCH_MIN_LENGTH, type DiversityClassification } from './vendor-profile.js';

/** A supplier list: at most this many suppliers, so a list stays one record (decision 053). */
export const VENDOR_LIST_MEMBERS_MAX = 500;
/** An agency's lists, shared and personal together. */
export const VENDOR_LISTS_MAX = 200;
export const VENDOR_LIST_NAME_MAX_LENGTH = 100;
export const VENDOR_COMMENT_MAX_LENGTH = 2000;
/** A page of the directory's searches. */
export const VENDOR_SEARCH_PAGE_SIZE = 25;
/** The advanced search's export holds at most this many suppliers. */
export const VENDOR_EXPORT_MAX_ROWS = 5000;

export const VENDOR_LIST_VISIBILITIES = ['personal', 'shared'] as const;
export type VendorListVisibility = (typeof VENDOR_LIST_VISIBILITIES)[number];

/**
 * A search by name needs at least 3 characters, trimmed
 * (docs/product/suppliers-and-accounts.md#supplier-directory).
 */
export function findVendorSearchTermProblem(term: string): 'vendorSearchTooShort' | null {
  return term.trim().length < VENDOR_SEARCH_MIN_LENGTH ? 'vendorSearchTooShort' : null;
}

/** What the advanced search filters on; every criterion given must hold. */
export interface VendorCriteria {
  name?: string;
  categoryCode?: string;
  /** Any of these codes, each by its start (Build → invitations' search: the project's categories). */
  categoryCodes?: readonly string[];
  diversityClassification?: DiversityClassification;
  certifiedDiverse?: boolean;
  local?: boolean;
  emergency?: boolean;
  city?: string;
  provinceOrState?: string;
  accountStatus?: 'active' | 'inactive';
}

/** The fields of a supplier the criteria read. */
export interface VendorFacts {
  companyName: string;
  otherNames: readonly string[];
  categoryCodes: readonly string[];
  diversityClassifications: readonly string[];
  certifiedDiverse: boolean;
  local: boolean;
  emergency: boolean;
  addresses: readonly { city: string; provinceOrState?: string }[];
  accountStatus: string;
}

const folded = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/**
 * Whether a supplier meets the advanced search's criteria: the name is found anywhere in the company's
 * name or its other names, city and province match an address whole (ignoring case and accents), a
 * category code is matched by its start (a family of codes), flags are equal.
 */
export function matchesVendorCriteria(vendor: VendorFacts, criteria: VendorCriteria): boolean {
  if (criteria.name) {
    const wanted = folded(criteria.name);
    if (![vendor.companyName, ...vendor.otherNames].some((name) => folded(name).includes(wanted)))
      return false;
  }
  if (criteria.categoryCode) {
    const code = folded(criteria.categoryCode);
    if (!vendor.categoryCodes.some((c) => folded(c).startsWith(code))) return false;
  }
  if (criteria.categoryCodes && criteria.categoryCodes.length > 0) {
    const codes = criteria.categoryCodes.map(folded);
    if (!vendor.categoryCodes.some((c) => codes.some((code) => folded(c).startsWith(code)))) return false;
  }
  if (
    criteria.diversityClassification &&
    !vendor.diversityClassifications.includes(criteria.diversityClassification)
  )
    return false;
  for (const flag of ['certifiedDiverse', 'local', 'emergency'] as const) {
    if (criteria[flag] !== undefined && vendor[flag] !== criteria[flag]) return false;
  }
  if (criteria.accountStatus && vendor.accountStatus !== criteria.accountStatus) return false;
  if (criteria.city || criteria.provinceOrState) {
    const city = criteria.city ? folded(criteria.city) : undefined;
    const province = criteria.provinceOrState ? folded(criteria.provinceOrState) : undefined;
    const found = vendor.addresses.some(
      (a) =>
        (!city || folded(a.city) === city) && (!province || folded(a.provinceOrState ?? '') === province),
    );
    if (!found) return false;
  }
  return true;
}

/** A personal list is its owner's alone; a shared list is every buyer's of the agency. */
export function mayUseVendorList(
  list: { visibility: VendorListVisibility; ownerId: string },
  userId: string,
): boolean {
  return list.visibility === 'shared' || list.ownerId === userId;
}

/**
 * A rotational list after some of its suppliers were invited: those invited move to the end, in the order
 * they held, and the others move up, keeping theirs (the rotation sequence,
 * docs/product/suppliers-and-accounts.md#supplier-directory).
 */
export function rotateAfterInvitation<T extends { vendorId: string }>(
  members: readonly T[],
  invitedVendorIds: readonly string[],
): T[] {
  const invited = new Set(invitedVendorIds);
  return [
    ...members.filter((m) => !invited.has(m.vendorId)),
    ...members.filter((m) => invited.has(m.vendorId)),
  ];
}

/** Build → invitations takes at most this many suppliers of a list at once (one transaction, decision 053). */
export const VENDOR_LIST_INVITE_MAX = 45;

/**
 * The suppliers of a list that Build → invitations invites: those not invited yet, in the list's order;
 * of a rotational list the next `count` of them (the rotation skips a supplier already invited, who keeps
 * its place), of another list all of them. Never more than VENDOR_LIST_INVITE_MAX.
 */
export function pickForInvitation<T extends { vendorId: string }>(
  members: readonly T[],
  rotational: boolean,
  count: number | undefined,
  alreadyInvited: (member: T) => boolean,
): T[] {
  const wanted = Math.min(rotational && count !== undefined ? count : members.length, VENDOR_LIST_INVITE_MAX);
  return members.filter((member) => !alreadyInvited(member)).slice(0, Math.max(0, wanted));
}
