import * as z from 'zod/mini';
import { ZProjectSearchRow } from '../../../../shared/schemas/project-search-query.js';
import { defineEntity, partitionKey, partitionQuery, sortKey, type QuerySpec } from '../entity.js';

const name = 'projectSearchRow';

/**
 * The compact projection of a project that search reads (decision 025): the columns of the result list and
 * the fields search filters on, about 300 bytes instead of the project's several kilobytes. Written in the
 * same transaction as every change of its project, so search never sees a project its row disagrees with.
 */
export const ProjectSearchRow = defineEntity({
  name,
  schema: z.object({ customerId: z.string(), ...ZProjectSearchRow.shape }),
  key: (k: { customerId: string; projectId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId }),
  }),
});

export type ProjectSearchRowItem = z.output<typeof ProjectSearchRow.schema>;

/** Every row of the agency: one query of its partition, reading only the rows. */
export const searchRowsOfCustomer = (customerId: string): QuerySpec =>
  partitionQuery(name, { customerid: customerId }, 'projectid');

const generationName = 'projectSearchGeneration';

/**
 * The agency's search generation: a number every change of a project adds 1 to, in the change's own
 * transaction. Search keeps the agency's rows in memory and reads only this item (strongly consistent) to
 * know whether they are still current (decision 025).
 */
export const ProjectSearchGeneration = defineEntity({
  name: generationName,
  schema: z.object({ customerId: z.string(), generation: z._default(z.int(), 0) }),
  key: (k: { customerId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(generationName),
  }),
});
