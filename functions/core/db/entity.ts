/**
 * What an entity module declares, and the key grammar every module builds its keys with. The grammar is
 * the one ElectroDB wrote (decision 012), kept byte for byte so that existing tables keep working:
 *   pk  `$tenderbox#<attr>_<value>#…`           (just `$tenderbox` with no composite)
 *   sk  `$<entity>_1#<attr>_<value>#…`           (just `$<entity>_1` with no composite)
 * attribute names and values lower-cased. GSI keys use the same two forms.
 */
import * as z from 'zod/mini';
import { nowIso } from '../clock.js';
import type { TableIndexName } from './table-definition.js';

const SERVICE = 'tenderbox';
/** ElectroDB's model version, part of every sort key; all entities are at 1. */
const MODEL_VERSION = '1';

export type Composite = Readonly<Record<string, string>>;

const compose = (prefix: string, composite: Composite) =>
  [prefix, ...Object.entries(composite).map(([name, value]) => `${name}_${value}`)].join('#').toLowerCase();

/** A partition key (table or GSI): the service, then the composite attributes in order. */
export const partitionKey = (composite: Composite = {}) => compose(`$${SERVICE}`, composite);

/** A sort key (table or GSI): the entity and model version, then the composite attributes in order. */
export const sortKey = (entity: string, composite: Composite = {}) =>
  compose(`$${entity}_${MODEL_VERSION}`, composite);

/** The sort-key prefix of all items of an entity, up to its first composite attribute (ElectroDB's query form). */
export const sortKeyPrefix = (entity: string, firstAttribute: string) =>
  `${sortKey(entity)}#${firstAttribute.toLowerCase()}_`;

export interface TableKey {
  pk: string;
  sk: string;
}

export type IndexKeys = Partial<Record<'gsi1pk' | 'gsi1sk' | 'gsi2pk' | 'gsi2sk', string>>;

/** One access path: a partition, and optionally an exact sort key or a sort-key prefix. */
export interface QuerySpec {
  index?: TableIndexName;
  pk: string;
  sk?: { equals: string } | { beginsWith: string };
}

/** Every item of an entity in one partition of the table or of a GSI, in sort-key order. */
export const partitionQuery = (
  entity: string,
  partition: Composite,
  firstSortAttribute: string,
  index?: TableIndexName,
): QuerySpec => ({
  ...(index ? { index } : {}),
  pk: partitionKey(partition),
  sk: { beginsWith: sortKeyPrefix(entity, firstSortAttribute) },
});

export interface EntityDef<S extends z.ZodMiniType = z.ZodMiniType, K = never> {
  /** ElectroDB's entity name: part of every sort key, and the name in error messages. */
  readonly name: string;
  /** Types the item, fills defaults on create, and checks every item read back. */
  readonly schema: S;
  /** Versioned entities carry `version`, `createdAt`, `updatedAt`; every update bumps and stamps them. */
  readonly versioned: boolean;
  /** Attributes stored as DynamoDB string sets (so that members are added and deleted atomically). */
  readonly sets: readonly string[];
  key(key: K): TableKey;
  /** The GSI keys of a complete item; recomputed when an update changes one of their attributes. */
  indexes?(item: z.output<S>): IndexKeys;
}

export type ItemOf<E> = E extends EntityDef<infer S, infer _K> ? z.output<S> : never;
export type InputOf<E> = E extends EntityDef<infer S, infer _K> ? z.input<S> : never;
export type KeyOf<E> = E extends EntityDef<infer _S, infer K> ? K : never;

export function defineEntity<S extends z.ZodMiniType, K>(
  def: Omit<EntityDef<S, K>, 'versioned' | 'sets'> & { versioned?: boolean; sets?: readonly string[] },
): EntityDef<S, K> {
  return { versioned: false, sets: [], ...def };
}

/** Fields of every versioned record: optimistic concurrency and timestamps. */
export const versionedFields = {
  version: z._default(z.number().check(z.int()), 1),
  createdAt: z._default(z.string(), nowIso),
  updatedAt: z._default(z.string(), nowIso),
};

/**
 * A set of strings: written as a DynamoDB string set, read back from a set (what ElectroDB and this layer
 * write) or a list (anything written by hand) as a sorted-free plain array. A set becomes a list before the
 * list's check, rather than a union of both, which would bring zod's union and set classes into every
 * bundle that reads a user (decision 044).
 */
export const stringSet = () =>
  z.optional(
    z.pipe(
      z.transform((value: Set<string> | string[]) => (value instanceof Set ? [...value] : value)),
      z.array(z.string()),
    ),
  );
