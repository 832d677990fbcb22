/**
 * Transactions: several writes that all happen or none does. Every state change of the product is written
 * with its audit event in the same transaction, so the one entry point for changes is transactAudited.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { auditRecord, type AuditInput } from '../audit.js';
import { ConflictError } from '../app-error.js';
import { documentClient } from '../aws/dynamodb.js';
import { env } from '../env.js';
import { AuditEvent } from './entities/audit-event.js';
import type { InputOf, ItemOf, KeyOf } from './entity.js';
import {
  ABSENT,
  EXISTS,
  isConditionFailure,
  toStored,
  updateParts,
  versionedUpdateParts,
  withCondition,
  type AnyEntity,
  type Changes,
  type Condition,
} from './ops.js';

export type TxItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit of items in one TransactWriteItems call. */
export const MAX_TRANSACTION_ITEMS = 100;

const table = () => env().TABLE_NAME;

/** The transaction items, one builder per kind of write. */
export const tx = {
  /** Create-if-absent: cancels the transaction when the key is taken (a unique claim, a new record). */
  create<E extends AnyEntity>(entity: E, input: InputOf<E>): TxItem {
    const { stored } = toStored(entity, input);
    return {
      Put: {
        TableName: table(),
        Item: stored,
        ConditionExpression: ABSENT.condition,
        ExpressionAttributeNames: ABSENT.names,
      },
    };
  },
  /** Writes nothing: cancels the transaction unless the item exists and `condition` holds on it. */
  check<E extends AnyEntity>(entity: E, key: KeyOf<E>, condition: Condition): TxItem {
    return {
      ConditionCheck: {
        TableName: table(),
        Key: entity.key(key),
        ConditionExpression: `${EXISTS.condition} AND (${condition.expression})`,
        ExpressionAttributeNames: { ...EXISTS.names, ...condition.names },
        ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
      },
    };
  },
  /** Deletes an item; with `condition`, only if it holds. */
  delete<E extends AnyEntity>(entity: E, key: KeyOf<E>, condition?: Condition): TxItem {
    return {
      Delete: {
        TableName: table(),
        Key: entity.key(key),
        ...(condition
          ? {
              ConditionExpression: condition.expression,
              ExpressionAttributeNames: condition.names,
              ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
            }
          : {}),
      },
    };
  },
  /**
   * Changes an existing record without a version check (idempotent set edits of follow-ups, a token spent
   * once); `condition` must also hold. It must not change an attribute an index key is built from.
   */
  update<E extends AnyEntity>(
    entity: E,
    key: KeyOf<E>,
    changes: Changes<ItemOf<E>>,
    condition?: Condition,
  ): TxItem {
    const parts = updateParts(entity, changes as Changes<Record<string, unknown>>);
    const guarded = condition
      ? withCondition(
          parts,
          `${EXISTS.condition} AND (${condition.expression})`,
          { ...EXISTS.names, ...condition.names },
          condition.values,
        )
      : withCondition(parts, EXISTS.condition, EXISTS.names);
    return { Update: { TableName: table(), Key: entity.key(key), ...guarded } };
  },
  /** A versioned change: cancels the transaction unless the stored version is still `current.version`. */
  updateVersioned<E extends AnyEntity>(entity: E, current: ItemOf<E>, changes: Changes<ItemOf<E>>): TxItem {
    return {
      Update: {
        TableName: table(),
        Key: entity.key(current as KeyOf<E>),
        ...versionedUpdateParts(entity, current, changes),
      },
    };
  },
};

/**
 * Runs the items as one transaction. A cancelled transaction (a condition failed, a concurrent transaction)
 * becomes a ConflictError (409) carrying DynamoDB's cancellation reasons, one per item; nothing is left behind.
 */
export async function transact(items: readonly TxItem[]): Promise<void> {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: [...items] }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map(
      (reason) => reason.Code ?? 'None',
    );
    throw new ConflictError({ message: 'Transaction cancelled', details: { reasons }, cause: error });
  }
}

/**
 * A change and its audit event, in one transaction. `followUps` are idempotent edits of other records
 * (members that drop a deleted group): as many as fit ride in the same transaction, the rest follow in
 * further transactions of 100, so a retry after a partial failure converges.
 */
export async function transactAudited(
  audit: AuditInput,
  items: readonly TxItem[],
  followUps: readonly TxItem[] = [],
): Promise<void> {
  const main = [...items, tx.create(AuditEvent, auditRecord(audit))];
  const used = Math.min(followUps.length, MAX_TRANSACTION_ITEMS - main.length);
  await transact([...main, ...followUps.slice(0, used)]);
  for (let start = used; start < followUps.length; start += MAX_TRANSACTION_ITEMS) {
    await transact(followUps.slice(start, start + MAX_TRANSACTION_ITEMS));
  }
}
