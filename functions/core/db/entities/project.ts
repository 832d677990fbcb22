import * as z from 'zod/mini';
import {
  PROJECT_DATES_SHAPE,
  PROJECT_DETAILS_SHAPE,
  PROJECT_SETTINGS_SHAPE,
  PROJECT_STATE_SHAPE,
} from '../../../../shared/schemas/projects.js';
import {
  centsFieldOf,
  PROJECT_MONEY_FIELDS,
  type ProjectCentsField,
  type ProjectMoneyField,
} from '../../../../shared/domain/projects/project-values.js';
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
 * The Build details as stored: the API's, but for the amounts, which the API carries as Money and the item
 * keeps in whole cents (decision 075; `<name>Cents`, as decision 022 stored them), converted by the projects
 * Lambda at its boundary (apiProjectOf, storedDetailsOf).
 */
const STORED_DETAILS_SHAPE = {
  ...(Object.fromEntries(
    Object.entries(PROJECT_DETAILS_SHAPE).filter(
      ([field]) => !(PROJECT_MONEY_FIELDS as readonly string[]).includes(field),
    ),
  ) as Omit<typeof PROJECT_DETAILS_SHAPE, ProjectMoneyField>),
  ...(Object.fromEntries(
    PROJECT_MONEY_FIELDS.map((field) => [centsFieldOf(field), z.optional(z.int().check(z.minimum(0)))]),
  ) as Record<ProjectCentsField, z.ZodMiniOptional<z.ZodMiniNumberFormat>>),
};

/**
 * A project of an agency (docs/product/projects.md#build, docs/product/projects.md#dates) with its sourcing
 * part and meetings, in one item: the Build screens read and save it whole, and every save is versioned (a
 * stale save is a 409). The field shapes are the API's (shared/schemas/projects.ts), so what is stored is
 * what the API accepts and returns, but for the amounts: Money in the API, whole cents here
 * (STORED_DETAILS_SHAPE).
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
    ...STORED_DETAILS_SHAPE,
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
