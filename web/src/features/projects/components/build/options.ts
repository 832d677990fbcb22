import type { TFunction } from 'i18next';
import type { TListItem } from '../../../../../../shared/schemas/lists';
import en from '../../i18n/build/en.json';
import type { FieldSpec } from './build-values';

export type Option = { value: string; label: string };

/**
 * A value set's options, in the order of its labels (`values.<set>` of the namespace). The labels list the
 * same ids as the domain's value sets (build-options.test.ts checks it): the pages do not import those sets,
 * whose module /login loads with the route map, so the sets stay out of /login's bundle (decision 028).
 */
export const valueOptions = (t: TFunction, set: keyof typeof en.values): Option[] =>
  Object.keys(en.values[set]).map((value) => ({ value, label: t(`values.${set}.${value}`) }));

/** A drop-down list's options (a category shows its code). */
export const listOptions = (items: readonly TListItem[] | undefined): Option[] =>
  (items ?? []).map((i) => ({ value: i.id, label: i.code ? `${i.code} ${i.name}` : i.name }));

/** The dotted paths of a label tree's leaves: `tender.openingProcess` for `{tender: {openingProcess: '…'}}`. */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

/** A field name that has a label under the namespace's `fields`. */
export type LabelledFieldName = LeafPaths<typeof en.fields>;

/**
 * Field specs labelled from the namespace's fields.<name>. A name without a label does not compile: the
 * page would otherwise show the raw key ("fields.hasPromptPayDiscount" did, filed under `fields.tender`).
 */
export const labelled = (
  t: TFunction,
  specs: readonly (Omit<FieldSpec, 'label' | 'name'> & { name: LabelledFieldName })[],
): FieldSpec[] => specs.map((spec) => ({ ...spec, label: t(`fields.${spec.name}`) }));
