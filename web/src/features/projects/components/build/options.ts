import type { TFunction } from 'i18next';
import type { TListItem } from '../../../../../../shared/schemas/lists';
import type { FieldSpec } from './build-values';

export type Option = { value: string; label: string };

/** A value set's options, labelled from the namespace's values.<set>.<id>. */
export const valueOptions = (t: TFunction, set: string, values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: t(`values.${set}.${value}`) }));

/** A drop-down list's options (a category shows its code). */
export const listOptions = (items: readonly TListItem[] | undefined): Option[] =>
  (items ?? []).map((i) => ({ value: i.id, label: i.code ? `${i.code} ${i.name}` : i.name }));

/** Field specs labelled from the namespace's fields.<name>. */
export const labelled = (t: TFunction, specs: readonly Omit<FieldSpec, 'label'>[]): FieldSpec[] =>
  specs.map((spec) => ({ ...spec, label: t(`fields.${spec.name}`) }));
