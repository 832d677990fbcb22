import * as z from 'zod/mini';
import { INVITATION_SHAPE } from '../../../../shared/schemas/project-build.js';
import { defineEntity, partitionKey, sortKey, type QuerySpec } from '../entity.js';

const name = 'projectInvitation';

/**
 * A supplier invited to a project (Build → invitations, decision 032), by address and company until the
 * supplier directory exists. One item each under the project; the address is claimed with a unique-value
 * item (kind `invitation.<projectId>`) in the same transaction, so two invitations to one address cannot
 * both be written, even at the same instant.
 */
export const ProjectInvitation = defineEntity({
  name,
  // The API's shape (shared/schemas/project-build.ts): what is stored is what the API answers.
  schema: z.object({ customerId: z.string(), ...INVITATION_SHAPE }),
  key: (k: { customerId: string; projectId: string; invitationId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId, invitationid: k.invitationId }),
  }),
  // By the invited address (trimmed, lower-cased): the portal lists a supplier's invitations (decisions 047 and 048).
  indexes: (i) => ({
    gsi1pk: partitionKey({ invitedemail: i.email.trim().toLowerCase() }),
    gsi1sk: sortKey(name, { customerid: i.customerId, projectid: i.projectId }),
  }),
});

/** Every invitation to one address, across agencies. */
export const invitationsOfEmail = (email: string): QuerySpec => ({
  index: 'gsi1',
  pk: partitionKey({ invitedemail: email.trim().toLowerCase() }),
  sk: { beginsWith: sortKey(name) },
});

/** The invitations of one agency to one address (the agency's own, any bid): the "last invited" column. */
export const invitationsOfEmailByAgency = (email: string, customerId: string): QuerySpec => ({
  index: 'gsi1',
  pk: partitionKey({ invitedemail: email.trim().toLowerCase() }),
  sk: { beginsWith: `${sortKey(name, { customerid: customerId })}#` },
});

export type ProjectInvitationRecord = z.output<typeof ProjectInvitation.schema>;

/** The unique-value kind that holds a project's invited addresses. */
export const invitationClaimKind = (projectId: string) => `invitation.${projectId}`;

/** Every invitation of one project. */
export const invitationsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(name, { projectid: projectId })}#invitationid_` },
});
