import * as z from 'zod/mini';
import {
  defineEntity,
  partitionKey,
  sortKey,
  partitionQuery,
  versionedFields,
  type QuerySpec,
} from '../entity.js';

const name = 'department';

/**
 * A department of an agency (docs/product/suppliers-and-accounts.md#team-administration): users, user groups
 * and projects may belong to it.
 */
export const Department = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    departmentId: z.string(),
    name: z.string(),
    ...versionedFields,
  }),
  key: (k: { customerId: string; departmentId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { departmentid: k.departmentId }),
  }),
});

export type DepartmentItem = z.output<typeof Department.schema>;

export const departmentsOfCustomer = (customerId: string): QuerySpec =>
  partitionQuery(name, { customerid: customerId }, 'departmentid');
