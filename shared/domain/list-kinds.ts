/**
 * The agency's drop-down lists managed in the control panel (docs/product/projects.md#drop-down-lists): one
 * generic list of named items per kind. The table below is the only place a kind is described: the route
 * table, the service, the seed and the screen all read it.
 */

interface ListKindSpec {
  /** The path segment under /api/v1/customer/{customerId}/node/{nodeId}/. */
  readonly segment: string;
  /** The listing route's suffix: /All for some lists. */
  readonly listSuffix: '' | '/All';
  /** Operation ids: find<plural>, add<singular>, update<singular>, delete<singular>. */
  readonly singular: string;
  readonly plural: string;
  /** Commodity categories carry a code (their identity, unique) and an optional parent code. */
  readonly coded: boolean;
}

export const LIST_KIND_SPECS = {
  term: { segment: 'Term', listSuffix: '/All', singular: 'Term', plural: 'Terms', coded: false },
  tradeAgreement: {
    segment: 'TradeAgreement',
    listSuffix: '',
    singular: 'TradeAgreement',
    plural: 'TradeAgreements',
    coded: false,
  },
  leadAgencyName: {
    segment: 'LeadAgencyName',
    listSuffix: '',
    singular: 'LeadAgencyName',
    plural: 'LeadAgencyNames',
    coded: false,
  },
  tenderType: {
    segment: 'TenderType',
    listSuffix: '',
    singular: 'TenderType',
    plural: 'TenderTypes',
    coded: false,
  },
  irrevocablePeriod: {
    segment: 'IrrevocablePeriods',
    listSuffix: '/All',
    singular: 'IrrevocablePeriod',
    plural: 'IrrevocablePeriods',
    coded: false,
  },
  procurementMethodLimitedType: {
    segment: 'ProcurementMethodLimitedTypes',
    listSuffix: '',
    singular: 'ProcurementMethodLimitedType',
    plural: 'ProcurementMethodLimitedTypes',
    coded: false,
  },
  tax: { segment: 'Taxes', listSuffix: '', singular: 'Tax', plural: 'Taxes', coded: false },
  awardException: {
    segment: 'AwardExceptions',
    listSuffix: '',
    singular: 'AwardException',
    plural: 'AwardExceptions',
    coded: false,
  },
  commodityCategory: {
    segment: 'CommodityCategories',
    listSuffix: '',
    singular: 'CommodityCategory',
    plural: 'CommodityCategories',
    coded: true,
  },
} as const satisfies Record<string, ListKindSpec>;

export type ListKind = keyof typeof LIST_KIND_SPECS;
export const LIST_KINDS = Object.keys(LIST_KIND_SPECS) as ListKind[];

export const isListKind = (value: string): value is ListKind =>
  Object.prototype.hasOwnProperty.call(LIST_KIND_SPECS, value);

/** A commodity code: letters, digits, dots and hyphens (UNSPSC codes are 8 digits). */
export const COMMODITY_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.-]*$/;

/** Names and codes are compared trimmed and ignoring case, as the server's unique claims are. */
export const sameListValue = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What makes an item unique in its list: its code for commodity categories (their identity, the key of a
 * CSV import; titles may repeat across branches), its name for every other list.
 */
export function uniqueListValue(kind: ListKind, item: { name: string; code?: string | undefined }): string {
  return LIST_KIND_SPECS[kind].coded ? (item.code ?? '') : item.name;
}

/**
 * The item of `items` that a new or renamed item would duplicate (ignoring case), if any: the browser's
 * instant check before the server, which is the authority, refuses it.
 */
export function findDuplicateListItem<T extends { id: string; name: string; code?: string | undefined }>(
  kind: ListKind,
  items: readonly T[],
  candidate: { id?: string; name: string; code?: string | undefined },
): T | undefined {
  const value = uniqueListValue(kind, candidate);
  if (value.trim() === '') return undefined;
  return items.find((item) => item.id !== candidate.id && sameListValue(uniqueListValue(kind, item), value));
}
