import type { Entity, EntityIdentifiers, EntityItem } from 'electrodb';
import { ConflictError, NotFoundError } from '../app-error.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntity = Entity<any, any, any, any>;

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

/**
 * Optimistic concurrency: applies `changes` only if the stored version is still `expectedVersion`, and
 * bumps the version. A writer who lost the race gets a ConflictError (409); a missing record NotFound.
 */
export async function updateVersioned<E extends AnyEntity>(
  entity: E,
  key: EntityIdentifiers<E>,
  expectedVersion: number,
  changes: Partial<EntityItem<E>>,
): Promise<EntityItem<E>> {
  try {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ElectroDB's chain types do not survive generics
    const result = await (entity as any)
      .patch(key)
      .set({ ...changes, version: expectedVersion + 1 })
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .where((attr: any, op: any) => op.eq(attr.version, expectedVersion))
      .go({ response: 'all_new' });
    return result.data as EntityItem<E>;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await entity.get(key).go();
    if (!current.data) throw new NotFoundError({ message: 'Record to update does not exist', cause: error });
    throw new ConflictError({
      message: 'Version mismatch',
      details: { expectedVersion, currentVersion: (current.data as { version?: number }).version },
      cause: error,
    });
  }
}
