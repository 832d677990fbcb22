import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey } from '../entity.js';

/**
 * What the public opportunities pages read of a project (decision 046): the same item as `Project`
 * (project.ts, the same key), read with a loose schema that checks only what the listing rule needs, so
 * that the public Lambda bundles none of the project's schemas. The service picks the public fields by
 * name from the rest. Read only: writes go through `Project`.
 */
export const ProjectPublicView = defineEntity({
  name: 'project',
  schema: z.looseObject({
    customerId: z.string(),
    projectId: z.string(),
    status: z.string(),
    kind: z.string(),
    type: z.string(),
    sourceMethod: z.optional(z.string()),
  }),
  key: (k: { customerId: string; projectId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey('project', { projectid: k.projectId }),
  }),
});
