import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey } from '../entity.js';

/**
 * A read-only view of the `project` item (./project.ts): the fields a group that works on a project's
 * records (documents…) needs to authorise a call, without bundling the project schemas. Never written
 * through: the Project entity owns the item.
 */
export const ProjectRef = defineEntity({
  name: 'project',
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    name: z.optional(z.string()),
    status: z.string(),
    type: z.string(),
    departmentId: z.optional(z.string()),
  }),
  key: (k: { customerId: string; projectId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey('project', { projectid: k.projectId }),
  }),
});

export type ProjectRefItem = z.output<typeof ProjectRef.schema>;
