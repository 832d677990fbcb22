import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey } from '../entity.js';

const name = 'publicOpportunity';

/**
 * A project on the public opportunities pages (decision 046): one row per listed project, in its agency's
 * partition beside the project, written or removed in the same transaction as every change of what is
 * listed (functions/projects/public-opportunity-writes.ts). Two GSIs order the rows by closing instant: gsi1
 * across every agency, gsi2 within one, so a search reads only open rows from now on, never a project
 * and never another agency's partition.
 */
export const PublicOpportunity = defineEntity({
  name,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    agencyDomain: z.string(),
    agencyName: z.string(),
    agencyTimeZone: z.string(),
    number: z.string(),
    name: z.string(),
    sourceMethod: z.string(),
    publishDate: z.optional(z.string()),
    closingDate: z.string(),
    categories: z.array(z.object({ code: z.optional(z.string()), name: z.string() })),
    /** The categories' codes in lower case, for the category filter. */
    categoryCodes: z.array(z.string()),
    /** The number, name and agency name folded to words (searchWords), for the text filter. */
    searchText: z.string(),
  }),
  key: (k: { customerId: string; projectId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId }),
  }),
  indexes: (row) => ({
    gsi1pk: ALL_AGENCIES,
    gsi1sk: sortKey(name, {
      closingdate: row.closingDate,
      customerid: row.customerId,
      projectid: row.projectId,
    }),
    gsi2pk: agencyPartition(row.customerId),
    gsi2sk: sortKey(name, { closingdate: row.closingDate, projectid: row.projectId }),
  }),
});

export type PublicOpportunityItem = z.output<typeof PublicOpportunity.schema>;

const ALL_AGENCIES = partitionKey({ listing: 'public' });
const agencyPartition = (customerId: string) => partitionKey({ listing: 'public', customerid: customerId });

/**
 * The index range of the rows closing between two instants (inclusive), across agencies (gsi1) or in one
 * (gsi2). The sort keys begin with the closing instant, so the range is a key condition, not a filter.
 */
export function openRowsRange(from: string, to: string | undefined, customerId?: string) {
  const prefix = `${sortKey(name)}#closingdate_`;
  return {
    index: customerId ? ('gsi2' as const) : ('gsi1' as const),
    pk: customerId ? agencyPartition(customerId) : ALL_AGENCIES,
    from: `${prefix}${from.toLowerCase()}`,
    // '~' sorts after '#', so every row closing at `to` itself is inside the range.
    to: `${prefix}${(to ?? '9999').toLowerCase()}~`,
  };
}
