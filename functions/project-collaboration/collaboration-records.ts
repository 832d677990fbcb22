/**
 * What the journal, comment and task services share: the project they work on (scoped by the session's
 * agency), the names of the users they show, the agency's time zone, and the audit event of a change.
 * Every change is recorded against the project (entityType `project`), so the project's activity feed
 * reads them with the project's own changes.
 */
import type { AuditInput } from '../core/audit.js';
import { Customer } from '../core/db/entities/customer-record.js';
import { User, type UserItem } from '../core/db/entities/user.js';
import { batchGet, getItem } from '../core/db/ops.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';

export interface ProjectRef {
  customerId: string;
  projectId: string;
}

/**
 * The project of the session's agency within the caller's reach, or 404 (another agency's project is not
 * found either) or 403 (the department restriction,
 * docs/product/suppliers-and-accounts.md#roles-and-permissions): functions/core/projects/project-access.ts.
 */
export async function assertProject(session: SessionContext, projectId: string): Promise<ProjectRef> {
  await reachProject(session, projectId);
  return { customerId: session.customerId, projectId };
}

export const fullName = (user: Pick<UserItem, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/** The users of the agency by id (missing ones, deleted users, are absent). */
export async function usersById(
  customerId: string,
  userIds: Iterable<string>,
): Promise<Map<string, UserItem>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const users = await batchGet(
    User,
    ids.map((userId) => ({ customerId, userId })),
  );
  return new Map(users.map((user) => [user.userId, user]));
}

/** A user's name as the lists show it; '' for a deleted user (the screen says so in its language). */
export function nameIn(users: Map<string, UserItem>, userId: string): string {
  const user = users.get(userId);
  return user ? fullName(user) : '';
}

export interface Agency {
  timeZone: string;
  displayName: string;
  language: 'en' | 'fr';
}

export async function agencyOf(customerId: string): Promise<Agency> {
  const customer = await getItem(Customer, { customerId });
  return {
    timeZone: customer?.timeZone ?? 'America/Toronto',
    displayName: customer?.displayName ?? 'Tenderbox',
    language: customer?.defaultLanguage ?? 'en',
  };
}

/** The audit event of a change to a project's journal, comments or tasks. */
export const projectAudit = (
  ref: ProjectRef,
  actorId: string,
  action: string,
  change: { before?: unknown; after?: unknown },
): AuditInput => ({
  customerId: ref.customerId,
  actorId,
  entityType: 'project',
  entityId: ref.projectId,
  // The project's activity feed reads the events that carry its id (decision 030).
  projectId: ref.projectId,
  action,
  ...change,
});
