import * as z from 'zod/mini';
import {
  PROJECT_DATES_SHAPE,
  PROJECT_DETAILS_SHAPE,
  PROJECT_SETTINGS_SHAPE,
  PROJECT_STATE_SHAPE,
} from '../../../../shared/schemas/projects.js';
import {
  defineEntity,
  partitionKey,
  partitionQuery,
  sortKey,
  versionedFields,
  type QuerySpec,
} from '../entity.js';

const name = 'project';

/**
 * A project of an agency (spec 2 §3.2–§3.5) with its sourcing part and meetings, in one item: the Build
 * screens read and save it whole, and every save is versioned (a stale save is a 409). The field shapes are
 * the API's (shared/schemas/projects.ts), so what is stored is what the API accepts and returns.
 *
 * No GSI (decision 022): the agency's projects are one partition query, a number is found through its
 * unique-value claim, and search filters the agency's partition until a listing needs a sort order the
 * partition cannot give (then gsi1/gsi2 keys are added here, with no table change).
 */
export const Project = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    ...PROJECT_STATE_SHAPE,
    ...PROJECT_SETTINGS_SHAPE,
    ...PROJECT_DETAILS_SHAPE,
    ...PROJECT_DATES_SHAPE,
    ...versionedFields,
  }),
  key: (k: { customerId: string; projectId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId }),
  }),
});

export type ProjectItem = z.output<typeof Project.schema>;

/** Every project of the agency: one partition, in project-id order. */
export const projectsOfCustomer = (customerId: string): QuerySpec =>
  partitionQuery(name, { customerid: customerId }, 'projectid');
