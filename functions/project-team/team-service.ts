/**
 * The project team (/projects/{id}/team, docs/product/projects.md#team-and-roles): list, add, change the role
 * and the question-email choice, remove. Each change is written with its audit event, which names the project
 * so that the project's activity feed shows it (decision 030).
 */
import { AppError, ConflictError } from '../core/app-error.js';
import {
  ProjectTeamMember,
  teamOfProject,
  type ProjectTeamMemberItem,
} from '../core/db/entities/project-team-member.js';
import { User, usersOfCustomer, type UserItem } from '../core/db/entities/user.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { refreshPublicDetail } from '../core/opportunities/public-detail.js';
import type { SessionContext } from '../core/session.js';
import { canChangeProjectRole, type ProjectRole } from '../../shared/domain/projects/project-team.js';
import type {
  TProjectTeam,
  TProjectTeamAdd,
  TProjectTeamMember,
  TProjectTeamUpdate,
} from '../../shared/schemas/project-team.js';
import { loadTeamProject } from './team-project.js';

const ENTITY_TYPE = 'projectTeamMember';

const fullName = (user: Pick<UserItem, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

const person = (user: UserItem) => ({
  userId: user.userId,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
});

function memberView(member: ProjectTeamMemberItem, user: UserItem | undefined): TProjectTeamMember {
  return {
    ...(user ? person(user) : { userId: member.userId, firstName: '', lastName: '', email: '' }),
    projectId: member.projectId,
    role: member.role,
    receiveQuestionEmail: member.receiveQuestionEmail,
    version: member.version,
  };
}

/** What the audit event records of a member: the name (the feed's subject), the role, the email choice. */
const auditState = (
  member: Pick<ProjectTeamMemberItem, 'role' | 'receiveQuestionEmail'>,
  user?: UserItem,
) => ({
  member: user ? fullName(user) : undefined,
  role: member.role,
  receiveQuestionEmail: member.receiveQuestionEmail,
});

/** The audit event of a team change: it names the project, so that the project's activity feed shows it. */
const teamAudit = (
  session: SessionContext,
  projectId: string,
  userId: string,
  action: 'teamMemberAdd' | 'teamMemberUpdate' | 'teamMemberRemove',
  states: { before?: unknown; after?: unknown },
) => ({
  customerId: session.customerId,
  actorId: session.userId,
  entityType: ENTITY_TYPE,
  entityId: userId,
  projectId,
  action,
  ...states,
});

function assertRoleChange(
  session: SessionContext,
  from: ProjectRole | undefined,
  to: ProjectRole | undefined,
) {
  if (!canChangeProjectRole(session, from, to)) throw new AppError('projectRoleSiteAdminOnly');
}

async function loadMember(customerId: string, projectId: string, userId: string) {
  const member = await getItem(ProjectTeamMember, { customerId, projectId, userId });
  if (!member) throw new AppError('projectTeamMemberNotFound', { details: { userId } });
  return member;
}

/** GET TeamMembers?projectId: the members, sorted by name, and the agency's active users not on the team. */
export async function findProjectTeam(session: SessionContext, projectId: string): Promise<TProjectTeam> {
  const { customerId } = session;
  await loadTeamProject(session, projectId);
  const [members, users] = await Promise.all([
    queryAll(ProjectTeamMember, teamOfProject(customerId, projectId)),
    queryAll(User, usersOfCustomer(customerId)),
  ]);
  const byId = new Map(users.map((user) => [user.userId, user]));
  const onTeam = new Set(members.map((member) => member.userId));
  const byName = (a: { lastName: string; firstName: string }, b: { lastName: string; firstName: string }) =>
    a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);
  return {
    members: members.map((member) => memberView(member, byId.get(member.userId))).sort(byName),
    candidates: users
      .filter((user) => user.active && !onTeam.has(user.userId))
      .map(person)
      .sort(byName),
  };
}

/** POST TeamMembers?projectId: an active user of the agency joins the team with a role. */
export async function addProjectTeamMember(
  session: SessionContext,
  projectId: string,
  input: TProjectTeamAdd,
): Promise<TProjectTeamMember> {
  const { customerId } = session;
  await loadTeamProject(session, projectId);
  const user = await getItem(User, { customerId, userId: input.userId });
  if (!user || !user.active) throw new AppError('userNotFound');
  assertRoleChange(session, undefined, input.role);
  const member = ProjectTeamMember.schema.parse({
    customerId,
    projectId,
    userId: input.userId,
    role: input.role,
    receiveQuestionEmail: input.receiveQuestionEmail ?? false,
  });
  try {
    await transactAudited(
      teamAudit(session, projectId, input.userId, 'teamMemberAdd', { after: auditState(member, user) }),
      [tx.create(ProjectTeamMember, member)],
    );
  } catch (error) {
    if (error instanceof ConflictError) throw new AppError('projectTeamMemberExists', { cause: error });
    throw error;
  }
  // The team's names and roles are on the public page when the project shows them (decision 071).
  await refreshPublicDetail(customerId, projectId);
  return memberView(member, user);
}

/** PUT TeamMembers?projectId&userId: the role and the question-email choice, at the version read. */
export async function updateProjectTeamMember(
  session: SessionContext,
  projectId: string,
  userId: string,
  input: TProjectTeamUpdate,
): Promise<TProjectTeamMember> {
  const { customerId } = session;
  await loadTeamProject(session, projectId);
  const current = await loadMember(customerId, projectId, userId);
  assertVersion(current, input.version);
  assertRoleChange(session, current.role, input.role);
  const user = await getItem(User, { customerId, userId });
  const changes = { role: input.role, receiveQuestionEmail: input.receiveQuestionEmail };
  await transactAudited(
    teamAudit(session, projectId, userId, 'teamMemberUpdate', {
      before: auditState(current, user),
      after: auditState(changes, user),
    }),
    [tx.updateVersioned(ProjectTeamMember, current, { set: changes })],
  );
  await refreshPublicDetail(customerId, projectId);
  return memberView({ ...current, ...changes, version: current.version + 1 }, user);
}

/** DELETE TeamMembers?projectId&userId: the member leaves the team (a Procurement Lead only by a site administrator). */
export async function removeProjectTeamMember(
  session: SessionContext,
  projectId: string,
  userId: string,
): Promise<void> {
  const { customerId } = session;
  await loadTeamProject(session, projectId);
  const current = await loadMember(customerId, projectId, userId);
  assertRoleChange(session, current.role, undefined);
  const user = await getItem(User, { customerId, userId });
  await transactAudited(
    teamAudit(session, projectId, userId, 'teamMemberRemove', { before: auditState(current, user) }),
    [
      tx.delete(ProjectTeamMember, current, {
        expression: '#ver = :version',
        names: { '#ver': 'version' },
        values: { ':version': current.version },
      }),
    ],
  );
  await refreshPublicDetail(customerId, projectId);
}
