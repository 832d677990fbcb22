import * as z from 'zod/mini';
import {
  defineEntity,
  partitionKey,
  sortKey,
  partitionQuery,
  stringSet,
  versionedFields,
  type QuerySpec,
} from '../entity.js';

const name = 'userGroup';

/**
 * A user group: carries permissions in the categories of PERMISSION_CATEGORIES
 * (shared/domain/permissions.ts).
 */
export const UserGroup = defineEntity({
  name,
  versioned: true,
  sets: ['permissionIds', 'departmentIds'],
  schema: z.object({
    customerId: z.string(),
    groupId: z.string(),
    name: z.string(),
    permissionIds: stringSet(),
    /** The departments the group works for (a department lists its user groups). */
    departmentIds: stringSet(),
    ...versionedFields,
  }),
  key: (k: { customerId: string; groupId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { groupid: k.groupId }),
  }),
});

export type UserGroupItem = z.output<typeof UserGroup.schema>;

export const groupsOfCustomer = (customerId: string): QuerySpec =>
  partitionQuery(name, { customerid: customerId }, 'groupid');
