import { ConflictError } from '../app-error.js';
import { isConditionFailure } from './concurrency.js';
import { db, type Db } from './service.js';

type WriteFn = Parameters<Db['transaction']['write']>[0];

/**
 * Runs several writes as one DynamoDB transaction: all of them happen or none does. A transaction that
 * DynamoDB cancels (a condition failed, a concurrent transaction) becomes a ConflictError (409) carrying
 * the cancellation reasons; nothing of it is left behind.
 */
export async function transact(write: WriteFn): Promise<void> {
  let result: Awaited<ReturnType<ReturnType<Db['transaction']['write']>['go']>>;
  try {
    result = await db.transaction.write(write).go();
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new ConflictError({ message: 'Transaction cancelled', cause: error });
    }
    throw error;
  }
  if (result.canceled) {
    const reasons = (result.data as readonly { code?: string; rejected?: boolean }[]).map(
      (item) => item.code ?? 'None',
    );
    throw new ConflictError({ message: 'Transaction cancelled', details: { reasons } });
  }
}
