import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey } from '../entity.js';

const name = 'projectNumberCounter';

/**
 * The agency's automatic project numbering (docs/product/projects.md#build): prefix, separator, padding and
 * the next number, one item per agency. Allocation adds 1 to `nextNumber` in one atomic update, so two
 * creations at the same instant get different numbers; the unique-value claim written with the project
 * (kind `projectNumber`) refuses a number that someone typed by hand (decision 022). The counter never
 * moves the item's version, so allocations do not fail an administrator's save of the settings.
 */
export const ProjectNumberCounter = defineEntity({
  name,
  schema: z.object({
    customerId: z.string(),
    prefix: z._default(z.string(), ''),
    separator: z._default(z.string(), '-'),
    padding: z._default(z.int(), 5),
    /** The number the next project gets. */
    nextNumber: z._default(z.int(), 1),
  }),
  key: (k: { customerId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name),
  }),
});

export type ProjectNumberCounterItem = z.output<typeof ProjectNumberCounter.schema>;

/** The kind of the unique-value claims that keep project numbers unique within the agency. */
export const PROJECT_NUMBER_CLAIM = 'projectNumber';
