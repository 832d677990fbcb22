import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey, stringSet } from '../entity.js';

/**
 * What the project rules read of a user (functions/core/projects/project-access.ts): the same item as `User`
 * (user.ts, the same key), read with a loose schema, so that the groups working on a project do not bundle
 * the user's full schema (decision 044, as ProjectHeader in decision 032). Read only: writes go through `User`.
 */
export const UserHeader = defineEntity({
  name: 'user',
  schema: z.looseObject({
    customerId: z.string(),
    userId: z.string(),
    departmentIds: stringSet(),
  }),
  key: (k: { customerId: string; userId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey('user', { userid: k.userId }),
  }),
});
