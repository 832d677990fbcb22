import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey, type QuerySpec } from '../entity.js';

/**
 * A claimed unique value within a tenant (a user's email, a group's name...). Written with the record that
 * owns it, in one transaction, on condition that it does not exist: DynamoDB's indexes cannot enforce
 * uniqueness, this item can.
 */
export const UniqueValue = defineEntity({
  name: 'uniqueValue',
  schema: z.object({
    customerId: z.string(),
    kind: z.string(),
    /** Stored normalised (lower case, trimmed) so that uniqueness ignores case. */
    value: z.string(),
    ownerId: z.string(),
  }),
  key: (k: { customerId: string; kind: string; value: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey('uniqueValue', { kind: k.kind, value: k.value }),
  }),
});

/** Every claimed value of one kind (a project's document names: `documentName:<projectId>`). */
export const claimsOfKind = (customerId: string, kind: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey('uniqueValue', { kind })}#value_` },
});
