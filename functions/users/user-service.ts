import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { randomUUID } from 'node:crypto';
import { isPasswordComplex } from '../../shared/domain/password-policy.js';
import { PERMISSION_CATEGORIES, type PermissionId } from '../../shared/domain/permissions.js';
import type {
  TPermission,
  TTeamMemberUpdate,
  TUser,
  TUserCreate,
  TUserUpdate,
  TUsersQuery,
} from '../../shared/schemas/users.js';
import { requestedFields } from '../../shared/schemas/users.js';
import { AppError, ConflictError } from '../core/app-error.js';
import { s3 } from '../core/aws/s3.js';
import { LoginFailure } from '../core/db/entities/login-failure.js';
import { PasswordReset } from '../core/db/entities/password-reset.js';
import { UserGroup } from '../core/db/entities/user-group.js';
import { User } from '../core/db/entities/user.js';
import { assertVersion } from '../core/db/ops.js';
import { transactAudited, tx, type TxItem } from '../core/db/transaction.js';
import { env } from '../core/env.js';
import { logger } from '../core/logger.js';
import type { PasswordLink } from '../core/accounts/password-link.js';
import { hashPassword } from '../core/accounts/passwords.js';
import { destroySessionsOfUser } from '../core/session.js';
import { checkAvatar } from './avatar-image.js';
import { newInvitation, sendInvitation } from './invitation-email.js';
import {
  assertDepartmentsExist,
  assertGroupsExist,
  findUserRecord,
  listTenantGroups,
  listTenantUsers,
  type UserRecord,
} from './team-records.js';
import { announceGroupChange } from './team-writes.js';
import { claimItem, explainClaimConflict, normalise, reclaimItems } from '../core/db/unique-claims.js';

export interface NewUser {
  customerId: string;
  /** Chosen by the caller when it issues an invitation for the user; random otherwise. */
  userId?: string;
  email: string;
  username?: string;
  firstName: string;
  lastName: string;
  password?: string;
  groupIds?: string[];
  departmentIds?: string[];
  purchaser?: boolean;
  receiveQuestionEmail?: boolean;
}

const EMAIL_KIND = 'user.email';
const USERNAME_KIND = 'user.username';
/** The default page of GET Users, version 2. */
export const DEFAULT_USERS_LIMIT = 10_000;
const AVATAR_URL_SECONDS = 3600;

/** What may be written to an audit event or sent to a browser: never the password hash. */
function auditable(record: Partial<UserRecord>) {
  const { passwordHash: _secret, invitationTokenHash: _invitation, resetTokenHash: _reset, ...rest } = record;
  return { ...rest, hasPassword: Boolean(record.passwordHash) };
}

/** Set attributes of a new record: an empty one is simply not written. */
const nonEmptySets = <K extends string>(sets: Partial<Record<K, readonly string[] | undefined>>) =>
  Object.fromEntries(
    Object.entries(sets).filter(([, ids]) => (ids as string[] | undefined)?.length),
  ) as Partial<Record<K, string[]>>;

const userClaims = (email: string, username: string) => [
  { kind: EMAIL_KIND, value: email, code: 'userEmailExists' as const },
  { kind: USERNAME_KIND, value: username, code: 'userUsernameExists' as const },
];

/**
 * Creates a user and claims its email and its username within the agency, in one transaction with the
 * audit event: a taken email or username cancels everything (409 with the catalogue message), so no
 * half-created user is left. Both are always claimed, so that nobody can take as a username another
 * user's email-shaped username.
 */
export async function createUser(input: NewUser, actorId: string, invitation?: PasswordLink) {
  const userId = input.userId ?? randomUUID();
  const email = normalise(input.email);
  const username = normalise(input.username ?? input.email);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const record = {
    customerId: input.customerId,
    userId,
    email,
    username,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    passwordHash,
    purchaser: input.purchaser ?? false,
    receiveQuestionEmail: input.receiveQuestionEmail ?? false,
    ...nonEmptySets({ groupIds: input.groupIds, departmentIds: input.departmentIds }),
    ...(invitation ? { invitationTokenHash: invitation.tokenHash } : {}),
  };
  try {
    await transactAudited(
      {
        customerId: input.customerId,
        actorId,
        entityType: 'user',
        entityId: userId,
        action: 'create',
        after: auditable(record),
      },
      [
        tx.create(User, record),
        claimItem(input.customerId, EMAIL_KIND, email, userId),
        claimItem(input.customerId, USERNAME_KIND, username, userId),
        ...(invitation ? [invitation.item] : []),
      ],
    );
  } catch (error) {
    if (error instanceof ConflictError) {
      await explainClaimConflict(input.customerId, userId, userClaims(email, username));
    }
    throw error;
  }
  return findUserRecord(input.customerId, userId);
}

/** Creates a user group with its unique name claim, in one transaction with its audit event. */
export async function createUserGroup(
  input: {
    customerId: string;
    name: string;
    permissionIds: readonly PermissionId[];
    departmentIds?: readonly string[];
  },
  actorId: string,
) {
  const groupId = randomUUID();
  const record = {
    customerId: input.customerId,
    groupId,
    name: input.name.trim(),
    ...nonEmptySets({ permissionIds: input.permissionIds, departmentIds: input.departmentIds }),
  };
  try {
    await transactAudited(
      {
        customerId: input.customerId,
        actorId,
        entityType: 'userGroup',
        entityId: groupId,
        action: 'create',
        after: record,
      },
      [tx.create(UserGroup, record), claimItem(input.customerId, 'userGroup.name', input.name, groupId)],
    );
  } catch (error) {
    if (error instanceof ConflictError) {
      await explainClaimConflict(input.customerId, groupId, [
        { kind: 'userGroup.name', value: input.name, code: 'userGroupNameExists' },
      ]);
    }
    throw error;
  }
  return record;
}

// ------------------------------------------------------------------------------------------------ answers

const CATEGORY_OF = new Map<string, string>(
  Object.entries(PERMISSION_CATEGORIES).flatMap(([category, ids]) =>
    ids.map((id) => [id, category] as const),
  ),
);

/** The permission catalogue with the category of each id (Permissions/All, ProPermissions). */
export function permissionsWithCategory(ids: Iterable<string>): TPermission[] {
  return [...ids].sort().map((id) => ({ id, category: CATEGORY_OF.get(id) ?? 'Unknown' }));
}

async function avatarUrlOf(key: string | undefined): Promise<string | undefined> {
  if (!key) return undefined;
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: key }), {
    expiresIn: AVATAR_URL_SECONDS,
  });
}

export async function toUserDto(
  user: UserRecord,
  groupPermissions?: ReadonlyMap<string, readonly string[]>,
): Promise<TUser> {
  const groupIds = [...(user.groupIds ?? [])].sort();
  return {
    userId: user.userId,
    customerId: user.customerId,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`,
    email: user.email,
    username: user.username,
    active: user.active,
    purchaser: user.purchaser,
    receiveQuestionEmail: user.receiveQuestionEmail ?? false,
    locked: Boolean(user.lockedAt),
    ...(user.lockedAt ? { lockedAt: user.lockedAt } : {}),
    hasPassword: Boolean(user.passwordHash),
    groupIds,
    departmentIds: [...(user.departmentIds ?? [])].sort(),
    ...(user.avatarKey ? { avatarUrl: await avatarUrlOf(user.avatarKey) } : {}),
    ...(groupPermissions
      ? {
          permissions: permissionsWithCategory(
            new Set(groupIds.flatMap((g) => groupPermissions.get(g) ?? [])),
          ),
        }
      : {}),
    version: user.version,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

async function groupPermissionMap(customerId: string): Promise<Map<string, readonly string[]>> {
  const groups = await listTenantGroups(customerId);
  return new Map(groups.map((g) => [g.groupId, g.permissionIds ?? []]));
}

/** GET Users: one user (?userId), or a page of the agency's users sorted by name. */
export async function findUsers(customerId: string, query: TUsersQuery): Promise<TUser | TUser[]> {
  const permissions = requestedFields(query['filter.fields']).has('permissions')
    ? await groupPermissionMap(customerId)
    : undefined;
  if (query.userId) return toUserDto(await findUserRecord(customerId, query.userId), permissions);

  const users = (await listTenantUsers(customerId))
    .filter((u) => query.isPurchaser === undefined || u.purchaser === query.isPurchaser)
    .sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName) ||
        a.email.localeCompare(b.email),
    );
  const offset = query.offset ?? 0;
  const page = users.slice(offset, offset + (query.limit ?? DEFAULT_USERS_LIMIT));
  return Promise.all(page.map((u) => toUserDto(u, permissions)));
}

/** GET Users/me: the caller's own record, from the session's ids only (no id in the request). */
export async function findMyProfile(customerId: string, userId: string): Promise<TUser> {
  return toUserDto(await findUserRecord(customerId, userId));
}

// ---------------------------------------------------------------------------------------------- changes

/**
 * POST Users: the administrator's form, checked, then createUser. A user created without a password gets
 * an invitation: its token is written with the user, and the email goes once both are committed. A failed
 * send keeps the user: it is logged as an error and the answer says `invitationSent: false`, so the screen
 * tells the administrator, whom the member's page offers to send the invitation again.
 */
export async function addUser(
  customerId: string,
  input: TUserCreate,
  actorId: string,
  requestOrigin?: string,
): Promise<TUser> {
  if (input.password !== undefined && !isPasswordComplex(input.password)) {
    throw new AppError('passwordNotComplex');
  }
  await assertGroupsExist(customerId, input.groupIds ?? []);
  await assertDepartmentsExist(customerId, input.departmentIds ?? []);
  const userId = randomUUID();
  const invitation =
    input.password === undefined
      ? newInvitation({ customerId, userId, email: normalise(input.email) })
      : undefined;
  const user = await createUser({ customerId, ...input, userId }, actorId, invitation);
  let invitationSent: boolean | undefined;
  if (invitation) {
    try {
      await sendInvitation(user, invitation.token, requestOrigin);
      invitationSent = true;
    } catch (error) {
      invitationSent = false;
      logger.error('Invitation email not sent: the member page offers to send it again', {
        customerId,
        userId,
        error: error as Error,
      });
    }
  }
  if (user.groupIds && user.groupIds.length > 0) await announceGroupChange(customerId, []);
  return { ...(await toUserDto(user)), ...(invitationSent === undefined ? {} : { invitationSent }) };
}

/**
 * POST Users/{id}/invitation: a new invitation link for a member who has no password yet. The new token
 * replaces the previous one, which is deleted in the same transaction as the user's change and its audit
 * event, so only the newest link works. A failed send fails the request: the administrator may try again.
 */
export async function resendInvitation(
  customerId: string,
  userId: string,
  actorId: string,
  requestOrigin?: string,
): Promise<TUser> {
  const current = await findUserRecord(customerId, userId);
  if (current.passwordHash) throw new AppError('userInvitationHasPassword');
  if (!current.active) throw new AppError('userInvitationInactive');
  const invitation = newInvitation(current);
  const previous = current.invitationTokenHash
    ? [tx.delete(PasswordReset, { tokenHash: current.invitationTokenHash })]
    : [];
  const updated = await writeUserChange(
    current,
    actorId,
    'invite',
    { set: { invitationTokenHash: invitation.tokenHash } },
    [invitation.item, ...previous],
  );
  await sendInvitation(updated, invitation.token, requestOrigin);
  return toUserDto(updated);
}

/**
 * One versioned change of a user with its audit event, plus any further items (claims) in the same
 * transaction. A lost race answers 409.
 */
async function writeUserChange(
  current: UserRecord,
  actorId: string,
  action: string,
  change: { set?: Partial<UserRecord>; remove?: ('groupIds' | 'departmentIds' | 'lockedAt')[] },
  extra: TxItem[] = [],
): Promise<UserRecord> {
  const after = { ...current, ...change.set, version: current.version + 1 };
  for (const attribute of change.remove ?? []) delete after[attribute];
  await transactAudited(
    {
      customerId: current.customerId,
      actorId,
      entityType: 'user',
      entityId: current.userId,
      action,
      before: auditable(current),
      after: auditable(after),
    },
    [tx.updateVersioned(User, current, change), ...extra],
  );
  return findUserRecord(current.customerId, current.userId);
}

const sameSet = (a: readonly string[] | undefined, b: readonly string[] | undefined) => {
  const left = new Set(a ?? []);
  const right = new Set(b ?? []);
  return left.size === right.size && [...left].every((x) => right.has(x));
};

/** PUT Users: the edit form, with optimistic concurrency; a changed email or username is re-claimed. */
export async function updateUser(customerId: string, input: TUserUpdate, actorId: string): Promise<TUser> {
  const current = await findUserRecord(customerId, input.userId);
  assertVersion(current, input.version);
  if (input.groupIds) await assertGroupsExist(customerId, input.groupIds);
  if (input.departmentIds) await assertDepartmentsExist(customerId, input.departmentIds);

  const email = normalise(input.email);
  // A username that was the email (the default) follows the email unless one is given.
  const username = normalise(
    input.username ?? (current.username === current.email ? email : current.username),
  );
  const set: Partial<UserRecord> = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email,
    username,
    ...(input.purchaser === undefined ? {} : { purchaser: input.purchaser }),
    ...(input.receiveQuestionEmail === undefined ? {} : { receiveQuestionEmail: input.receiveQuestionEmail }),
    ...(input.groupIds === undefined ? {} : { groupIds: input.groupIds }),
    ...(input.departmentIds === undefined ? {} : { departmentIds: input.departmentIds }),
  };

  let updated: UserRecord;
  try {
    updated = await writeUserChange(current, actorId, 'update', { set }, [
      ...reclaimItems(customerId, EMAIL_KIND, current.email, email, current.userId),
      ...reclaimItems(customerId, USERNAME_KIND, current.username, username, current.userId),
    ]);
  } catch (error) {
    if (error instanceof ConflictError) {
      await explainClaimConflict(customerId, current.userId, userClaims(email, username));
    }
    throw error;
  }
  if (input.groupIds && !sameSet(current.groupIds, updated.groupIds)) {
    await announceGroupChange(customerId, [{ userId: updated.userId, groupIds: updated.groupIds }]);
  }
  return toUserDto(updated);
}

/**
 * PUT Users/Unlock: clears the failed-login count and the lock
 * (docs/product/suppliers-and-accounts.md#logging-in).
 */
export async function unlockUser(customerId: string, userId: string, actorId: string): Promise<TUser> {
  const current = await findUserRecord(customerId, userId);
  // The unlock forgets the failures counted against the account too.
  const counters = [tx.delete(LoginFailure, { agency: customerId, userId })];
  const updated = await writeUserChange(
    current,
    actorId,
    'unlock',
    { set: { failedLogins: 0 }, remove: current.lockedAt ? ['lockedAt'] : [] },
    counters,
  );
  return toUserDto(updated);
}

/**
 * PUT Users/Status: activates or deactivates a user. Nobody deactivates themselves; deactivation ends the
 * user's sessions; a reactivated user is in no group
 * (docs/product/suppliers-and-accounts.md#team-administration).
 */
export async function setUserStatus(
  customerId: string,
  userId: string,
  active: boolean,
  actorId: string,
): Promise<TUser> {
  if (!active && userId === actorId) throw new AppError('userCannotDeactivateSelf');
  const current = await findUserRecord(customerId, userId);
  if (current.active === active) return toUserDto(current);
  const hadGroups = (current.groupIds?.length ?? 0) > 0;
  const updated = await writeUserChange(current, actorId, active ? 'activate' : 'deactivate', {
    set: { active },
    remove: active && hadGroups ? ['groupIds'] : [],
  });
  if (!active) await destroySessionsOfUser(customerId, userId);
  if (active && hadGroups) await announceGroupChange(customerId, [{ userId, groupIds: [] }]);
  return toUserDto(updated);
}

/** PUT Users/{id}/teamMember: the question-email and purchaser flags. */
export async function updateTeamMember(
  customerId: string,
  userId: string,
  input: TTeamMemberUpdate,
  actorId: string,
): Promise<TUser> {
  const current = await findUserRecord(customerId, userId);
  assertVersion(current, input.version);
  const updated = await writeUserChange(current, actorId, 'updateTeamMember', {
    set: {
      ...(input.receiveQuestionEmail === undefined
        ? {}
        : { receiveQuestionEmail: input.receiveQuestionEmail }),
      ...(input.purchaser === undefined ? {} : { purchaser: input.purchaser }),
    },
  });
  return toUserDto(updated);
}

/** POST Users/Upload: a jpg or png of at most 2 MB, checked by its bytes, stored under avatars/. */
export async function uploadAvatar(
  customerId: string,
  userId: string,
  bytes: Buffer,
  actorId: string,
): Promise<TUser> {
  const current = await findUserRecord(customerId, userId);
  const image = checkAvatar(bytes);
  const avatarKey = `avatars/${customerId}/${userId}`;
  await s3.send(
    new PutObjectCommand({
      Bucket: env().DOCUMENTS_BUCKET,
      Key: avatarKey,
      Body: bytes,
      ContentType: image.contentType,
      CacheControl: 'private, max-age=3600',
    }),
  );
  const updated = await writeUserChange(current, actorId, 'uploadAvatar', { set: { avatarKey } });
  return toUserDto(updated);
}
