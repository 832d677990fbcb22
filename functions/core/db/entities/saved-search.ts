import * as z from 'zod/mini';
import { ZProjectSearchCriteria } from '../../../../shared/schemas/project-search-query.js';
import {
  defineEntity,
  partitionKey,
  partitionQuery,
  sortKey,
  versionedFields,
  type QuerySpec,
} from '../entity.js';

const name = 'savedSearch';

/**
 * A saved project search (docs/product/projects.md#search): its owner, private or shared in the agency, and
 * the criteria. The name is unique in the agency ignoring case through a unique-value claim written in the
 * same transaction (decision 027). One partition query reads the agency's saved searches; there are few per
 * agency.
 */
export const SavedSearch = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    savedSearchId: z.string(),
    type: z.string(),
    name: z.string(),
    ownerId: z.string(),
    shared: z.boolean(),
    criteria: ZProjectSearchCriteria,
    ...versionedFields,
  }),
  key: (k: { customerId: string; savedSearchId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { savedsearchid: k.savedSearchId }),
  }),
});

export type SavedSearchRecord = z.output<typeof SavedSearch.schema>;

/** Every saved search of the agency (each caller then keeps its own and the shared ones). */
export const savedSearchesOfCustomer = (customerId: string): QuerySpec =>
  partitionQuery(name, { customerid: customerId }, 'savedsearchid');
