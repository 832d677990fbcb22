import * as z from 'zod/mini';
import { PROJECT_ROLES } from '../../../../shared/domain/projects/project-team.js';
import { defineEntity, partitionKey, sortKey, versionedFields, type QuerySpec } from '../entity.js';

const name = 'projectTeamMember';

/**
 * A user's role on one project (docs/product/projects.md#team-and-roles) and their question-email choice, one
 * item per member in the agency's partition, sorted under the project: the team is one query (decision 030).
 */
export const ProjectTeamMember = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    userId: z.string(),
    role: z.enum(PROJECT_ROLES),
    receiveQuestionEmail: z._default(z.boolean(), false),
    ...versionedFields,
  }),
  key: (k: { customerId: string; projectId: string; userId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId, userid: k.userId }),
  }),
});

export type ProjectTeamMemberItem = z.output<typeof ProjectTeamMember.schema>;

/** The team of one project, in user-id order. */
export const teamOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(name, { projectid: projectId })}#userid_` },
});
