import * as z from 'zod/mini';
import {
  defineEntity,
  partitionKey,
  sortKey,
  partitionQuery,
  versionedFields,
  type QuerySpec,
} from '../entity.js';

const name = 'division';

/**
 * A division, linked to one department of the same agency
 * (docs/product/suppliers-and-accounts.md#team-administration).
 */
export const Division = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    divisionId: z.string(),
    departmentId: z.string(),
    name: z.string(),
    ...versionedFields,
  }),
  key: (k: { customerId: string; divisionId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { divisionid: k.divisionId }),
  }),
  indexes: (d) => ({
    gsi1pk: partitionKey({ customerid: d.customerId, departmentid: d.departmentId }),
    gsi1sk: sortKey(name, { divisionid: d.divisionId }),
  }),
});

export type DivisionItem = z.output<typeof Division.schema>;

export const divisionsOfCustomer = (customerId: string): QuerySpec =>
  partitionQuery(name, { customerid: customerId }, 'divisionid');

/** The divisions of one department (the department's page, and its deletion). */
export const divisionsOfDepartment = (customerId: string, departmentId: string): QuerySpec =>
  partitionQuery(name, { customerid: customerId, departmentid: departmentId }, 'divisionid', 'gsi1');
