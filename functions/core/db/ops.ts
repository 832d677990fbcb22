/**
 * The generic reads and writes every entity module is used with (decision 012). Items are parsed with the
 * entity's schema on the way in (defaults filled) and on the way out (checked, table keys stripped).
 */
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb';
import { ConflictError, NotFoundError } from '../app-error.js';
import { documentClient } from '../aws/dynamodb.js';
import { env } from '../env.js';
import type { EntityDef, InputOf, ItemOf, KeyOf, QuerySpec } from './entity.js';
import { nowIso } from '../clock.js';
import { TABLE_INDEXES, TABLE_KEYS } from './table-definition.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity, whatever its schema and key
export type AnyEntity = EntityDef<any, any>;
type Attributes = Record<string, NativeAttributeValue>;

const table = () => env().TABLE_NAME;

const CONDITION_FAILURES = new Set(['ConditionalCheckFailedException', 'TransactionCanceledException']);

/** True when DynamoDB refused a write because its condition did not hold (anywhere in the cause chain). */
export function isConditionFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const name = (current as { name?: string }).name;
    if (name && CONDITION_FAILURES.has(name)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// ------------------------------------------------------------------------------------------ item mapping

/** An item read back: checked by the entity's schema, which also drops the keys and ElectroDB's markers. */
export function parseItem<E extends AnyEntity>(entity: E, raw: Attributes): ItemOf<E> {
  return entity.schema.parse(raw) as ItemOf<E>;
}

/** Set attributes as DynamoDB string sets; an empty set cannot be stored, so it is left out. */
function storedSets(entity: AnyEntity, item: Attributes): Attributes {
  const out = { ...item };
  for (const name of entity.sets) {
    const value = out[name] as Iterable<string> | undefined;
    if (value === undefined) continue;
    const set = new Set(value);
    if (set.size === 0) delete out[name];
    else out[name] = set;
  }
  return out;
}

/** The complete stored form of a new item: defaults filled, table and index keys added. */
export function toStored<E extends AnyEntity>(
  entity: E,
  input: InputOf<E>,
): { item: ItemOf<E>; stored: Attributes } {
  const item = entity.schema.parse(input) as ItemOf<E>;
  const stored = { ...storedSets(entity, item), ...entity.indexes?.(item), ...entity.key(item) };
  return { item, stored };
}

// ---------------------------------------------------------------------------------------------- updates

export interface Changes<T> {
  set?: Partial<T>;
  remove?: readonly (keyof T & string)[];
  /** Numbers to add, or members to add to a string set. */
  add?: Partial<Record<keyof T & string, number | readonly string[]>>;
  /** Members to delete from a string set. */
  delete?: Partial<Record<keyof T & string, readonly string[]>>;
}

export interface UpdateParts {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Attributes;
}

/** Builds an UpdateExpression from named changes. */
export function updateParts(
  entity: AnyEntity,
  changes: Changes<Attributes>,
  extraSet: Attributes = {},
): UpdateParts {
  const names: Record<string, string> = {};
  const values: Attributes = {};
  let n = 0;
  const ref = (name: string, value?: NativeAttributeValue) => {
    n += 1;
    names[`#a${n}`] = name;
    if (value !== undefined) values[`:v${n}`] = value;
    return [`#a${n}`, `:v${n}`] as const;
  };
  const set = { ...storedSets(entity, { ...changes.set, ...extraSet }) };
  const add: Attributes = {};
  for (const [name, value] of Object.entries(changes.add ?? {})) {
    add[name] = typeof value === 'number' ? value : new Set(value as readonly string[]);
  }
  // Every write of a versioned record stamps updatedAt; the version moves only where the caller says so
  // (updateVersioned, or an explicit `add: { version: 1 }`), so that counters do not fail editors' saves.
  if (entity.versioned) set.updatedAt = nowIso();
  const clauses: string[] = [];
  const setList = Object.entries(set)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ref(name, value).join(' = '));
  // An emptied set attribute is stored as no attribute (see storedSets).
  const removed = [
    ...(changes.remove ?? []),
    ...entity.sets.filter((name) => changes.set?.[name] !== undefined && !(name in set)),
  ];
  const addList = Object.entries(add).map(([name, value]) => ref(name, value).join(' '));
  const deleteList = Object.entries(changes.delete ?? {}).map(([name, value]) =>
    ref(name, new Set(value as readonly string[])).join(' '),
  );
  const removeList = removed.map((name) => ref(name)[0]);
  if (setList.length) clauses.push(`SET ${setList.join(', ')}`);
  if (removeList.length) clauses.push(`REMOVE ${removeList.join(', ')}`);
  if (addList.length) clauses.push(`ADD ${addList.join(', ')}`);
  if (deleteList.length) clauses.push(`DELETE ${deleteList.join(', ')}`);
  return {
    UpdateExpression: clauses.join(' '),
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

/** Adds a condition to update parts, with its own names and values. */
export function withCondition(
  parts: UpdateParts,
  condition: string,
  names: Record<string, string>,
  values: Attributes = {},
) {
  return {
    ...parts,
    ConditionExpression: condition,
    ExpressionAttributeNames: { ...parts.ExpressionAttributeNames, ...names },
    ...(parts.ExpressionAttributeValues || Object.keys(values).length
      ? { ExpressionAttributeValues: { ...parts.ExpressionAttributeValues, ...values } }
      : {}),
  };
}

/** A condition with its own attribute names and values. */
export interface Condition {
  expression: string;
  names: Record<string, string>;
  values?: Attributes;
}

export const EXISTS = { condition: 'attribute_exists(#pk)', names: { '#pk': TABLE_KEYS.pk } };
export const ABSENT = { condition: 'attribute_not_exists(#pk)', names: { '#pk': TABLE_KEYS.pk } };

/**
 * The next state of a versioned record and the update that writes it on condition that the stored version
 * is still `current.version`. Index keys whose attributes changed are rewritten with it.
 */
export function versionedUpdateParts<E extends AnyEntity>(
  entity: E,
  current: ItemOf<E>,
  changes: Changes<ItemOf<E>>,
) {
  const version = (current as { version: number }).version;
  const next = { ...current, ...changes.set } as Attributes;
  for (const name of changes.remove ?? []) delete next[name];
  const before = entity.indexes?.(current) ?? {};
  const after = entity.indexes?.(next as ItemOf<E>) ?? {};
  const movedIndexes = Object.fromEntries(
    Object.entries(after).filter(([name, value]) => (before as Attributes)[name] !== value),
  );
  const parts = updateParts(entity, changes as Changes<Attributes>, {
    ...movedIndexes,
    version: version + 1,
  });
  return withCondition(
    parts,
    '#ver = :expectedVersion',
    { '#ver': 'version' },
    { ':expectedVersion': version },
  );
}

// ------------------------------------------------------------------------------------------------ reads

/** `consistent`: a strongly consistent read, for a read that must see a write just committed. */
export interface ReadOptions {
  consistent?: boolean;
}

export async function getItem<E extends AnyEntity>(
  entity: E,
  key: KeyOf<E>,
  options: ReadOptions = {},
): Promise<ItemOf<E> | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: table(),
      Key: entity.key(key),
      ...(options.consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return Item ? parseItem(entity, Item) : undefined;
}

/** Many items by key (any number; DynamoDB's 100 per call and its unprocessed keys are handled here). */
export async function batchGet<E extends AnyEntity>(
  entity: E,
  keys: readonly KeyOf<E>[],
  options: ReadOptions = {},
): Promise<ItemOf<E>[]> {
  const found: ItemOf<E>[] = [];
  const all = keys.map((k) => entity.key(k));
  for (let start = 0; start < all.length; start += 100) {
    let pending: Attributes[] = all.slice(start, start + 100);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));
      const result = await documentClient.send(
        new BatchGetCommand({
          RequestItems: {
            [table()]: { Keys: pending, ...(options.consistent ? { ConsistentRead: true } : {}) },
          },
        }),
      );
      found.push(...(result.Responses?.[table()] ?? []).map((raw) => parseItem(entity, raw)));
      pending = result.UnprocessedKeys?.[table()]?.Keys ?? [];
    }
  }
  return found;
}

/** An opaque cursor: the last evaluated key, base64url JSON. */
const encodeCursor = (key: Attributes | undefined) =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
const decodeCursor = (cursor: string | undefined): Attributes | undefined =>
  cursor ? (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Attributes) : undefined;

export interface Page<T> {
  items: T[];
  /** Present when more items follow: pass it back to read the next page. */
  cursor?: string;
}

/** One page of a key or index query, in sort-key order. */
export async function queryPage<E extends AnyEntity>(
  entity: E,
  spec: QuerySpec,
  options: ReadOptions & {
    cursor?: string;
    limit?: number;
    attributes?: readonly (keyof ItemOf<E> & string)[];
  } = {},
): Promise<Page<ItemOf<E>>> {
  const index = TABLE_INDEXES.find((i) => i.indexName === spec.index);
  const names: Record<string, string> = { '#pk': index?.pk ?? TABLE_KEYS.pk };
  const values: Attributes = { ':pk': spec.pk };
  let condition = '#pk = :pk';
  if (spec.sk) {
    names['#sk'] = index?.sk ?? TABLE_KEYS.sk;
    if ('equals' in spec.sk) {
      values[':sk'] = spec.sk.equals;
      condition += ' AND #sk = :sk';
    } else {
      values[':sk'] = spec.sk.beginsWith;
      condition += ' AND begins_with(#sk, :sk)';
    }
  }
  const projection = options.attributes?.map((name, i) => {
    names[`#p${i}`] = name;
    return `#p${i}`;
  });
  const result = await documentClient.send(
    new QueryCommand({
      TableName: table(),
      IndexName: spec.index,
      KeyConditionExpression: condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ExclusiveStartKey: decodeCursor(options.cursor),
      Limit: options.limit,
      ...(options.consistent && !spec.index ? { ConsistentRead: true } : {}),
      ...(projection ? { ProjectionExpression: projection.join(', ') } : {}),
    }),
  );
  const items = (result.Items ?? []).map((raw) => (projection ? (raw as ItemOf<E>) : parseItem(entity, raw)));
  return { items, cursor: encodeCursor(result.LastEvaluatedKey) };
}

/** Every item of a query (for partitions known to be small: an agency's users, a user's sessions). */
export async function queryAll<E extends AnyEntity>(
  entity: E,
  spec: QuerySpec,
  options: ReadOptions = {},
): Promise<ItemOf<E>[]> {
  const items: ItemOf<E>[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryPage(entity, spec, { ...options, cursor });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

// ----------------------------------------------------------------------------------------------- writes

/** Writes an item whatever was there (records that are replaced whole, such as a connection). */
export async function putItem<E extends AnyEntity>(entity: E, input: InputOf<E>): Promise<ItemOf<E>> {
  const { item, stored } = toStored(entity, input);
  await documentClient.send(new PutCommand({ TableName: table(), Item: stored }));
  return item;
}

/** Create-if-absent: writes the item only if its key is free; otherwise ConflictError (409). */
export async function createItem<E extends AnyEntity>(entity: E, input: InputOf<E>): Promise<ItemOf<E>> {
  const { item, stored } = toStored(entity, input);
  try {
    await documentClient.send(
      new PutCommand({
        TableName: table(),
        Item: stored,
        ConditionExpression: ABSENT.condition,
        ExpressionAttributeNames: ABSENT.names,
      }),
    );
  } catch (error) {
    if (isConditionFailure(error))
      throw new ConflictError({ message: `${entity.name} exists`, cause: error });
    throw error;
  }
  return item;
}

/** Deletes an item (absent or not); answers what was there, if anything. */
export async function deleteItem<E extends AnyEntity>(
  entity: E,
  key: KeyOf<E>,
): Promise<ItemOf<E> | undefined> {
  const { Attributes: old } = await documentClient.send(
    new DeleteCommand({ TableName: table(), Key: entity.key(key), ReturnValues: 'ALL_OLD' }),
  );
  return old ? parseItem(entity, old) : undefined;
}

/**
 * Changes an existing record without a version check (counters, session activity, workflow status that one
 * writer owns). It must not change an attribute an index key is built from: use updateVersioned for that.
 * A missing record is NotFound.
 */
export async function patchItem<E extends AnyEntity>(
  entity: E,
  key: KeyOf<E>,
  changes: Changes<ItemOf<E>>,
): Promise<ItemOf<E>> {
  try {
    const { Attributes: after } = await documentClient.send(
      new UpdateCommand({
        TableName: table(),
        Key: entity.key(key),
        ...withCondition(updateParts(entity, changes as Changes<Attributes>), EXISTS.condition, EXISTS.names),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return parseItem(entity, after ?? {});
  } catch (error) {
    if (isConditionFailure(error))
      throw new NotFoundError({ message: `No ${entity.name} to change`, cause: error });
    throw error;
  }
}

/**
 * Changes a record, creating it when absent (counters): `changes.set` must then carry every required
 * attribute, since there is no earlier version of the item to keep them.
 */
export async function upsertItem<E extends AnyEntity>(
  entity: E,
  key: KeyOf<E>,
  changes: Changes<ItemOf<E>>,
): Promise<ItemOf<E>> {
  const { Attributes: after } = await documentClient.send(
    new UpdateCommand({
      TableName: table(),
      Key: entity.key(key),
      ...updateParts(entity, changes as Changes<Attributes>),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return parseItem(entity, after ?? {});
}

/**
 * Optimistic concurrency: applies `changes` only if the stored version is still `current.version`, and bumps
 * the version. A writer who lost the race gets a ConflictError (409); a missing record NotFound.
 */
export async function updateVersioned<E extends AnyEntity>(
  entity: E,
  current: ItemOf<E>,
  changes: Changes<ItemOf<E>>,
): Promise<ItemOf<E>> {
  const key = entity.key(current as KeyOf<E>);
  try {
    const { Attributes: after } = await documentClient.send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        ...versionedUpdateParts(entity, current, changes),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return parseItem(entity, after ?? {});
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Only to tell the two failures apart; the write itself was decided by its condition.
    const stored = await getItem(entity, current as KeyOf<E>);
    if (!stored) throw new NotFoundError({ message: `No ${entity.name} to update`, cause: error });
    throw new ConflictError({
      message: 'Version mismatch',
      details: {
        expectedVersion: (current as { version: number }).version,
        currentVersion: (stored as { version: number }).version,
      },
      cause: error,
    });
  }
}

/** A version the client sent that is no longer the stored one: 409 before anything is written. */
export function assertVersion(current: { version: number }, expected: number | undefined): void {
  if (expected !== undefined && current.version !== expected) {
    throw new ConflictError({ details: { expected, current: current.version } });
  }
}
