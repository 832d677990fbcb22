import * as z from 'zod/mini';
import { PROJECT_STATUSES, PROJECT_TYPES } from '../../../../shared/domain/projects/project-types.js';
import { defineEntity, partitionKey, partitionQuery, sortKey, type QuerySpec } from '../entity.js';

/**
 * The few fields of a project that the groups working beside it (project-build, project-team,
 * project-collaboration, documents) check before a change or name in a message: the
 * same item as `Project` (project.ts, the same key), read with a loose schema, so that those Lambdas do not
 * bundle the project's full schemas and rules (decision 032). Read only: writes go through `Project`.
 */
export const ProjectHeader = defineEntity({
  name: 'project',
  schema: z.looseObject({
    customerId: z.string(),
    projectId: z.string(),
    number: z.string(),
    name: z.string(),
    status: z.enum(PROJECT_STATUSES),
    type: z.enum(PROJECT_TYPES),
    departmentId: z.optional(z.string()),
    /** The project lead may change the journal's notes and files (shared/domain/projects/journal.ts). */
    projectLeadId: z.optional(z.string()),
  }),
  key: (k: { customerId: string; projectId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey('project', { projectid: k.projectId }),
  }),
});

export type ProjectHeaderItem = z.output<typeof ProjectHeader.schema>;

/** Every project of the agency, read as headers (project.ts's projectsOfCustomer without its schemas). */
export const projectHeadersOfCustomer = (customerId: string): QuerySpec =>
  partitionQuery('project', { customerid: customerId }, 'projectid');
