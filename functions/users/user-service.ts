import { randomUUID } from 'node:crypto';
import type { PermissionId } from '../../shared/domain/permissions.js';
import { auditRecord } from '../core/audit.js';
import { ConflictError } from '../core/app-error.js';
import { User } from '../core/db/entities/user.js';
import { transact } from '../core/db/transaction.js';
import { hashPassword } from '../core/passwords.js';

export interface NewUser {
  customerId: string;
  email: string;
  username?: string;
  firstName: string;
  lastName: string;
  password?: string;
  groupIds?: string[];
  purchaser?: boolean;
}

const normalise = (value: string) => value.trim().toLowerCase();

/**
 * Creates a user and claims its email and username within the agency, in one transaction with the audit
 * event: a taken email or username cancels everything (409), so no half-created user is left.
 */
export async function createUser(input: NewUser, actorId: string) {
  const userId = randomUUID();
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
    groupIds: input.groupIds && input.groupIds.length > 0 ? input.groupIds : undefined,
  };
  const { passwordHash: _secret, ...auditable } = record;
  try {
    await transact(({ user, uniqueValue, auditEvent }) => [
      user.create(record).commit(),
      uniqueValue
        .create({ customerId: input.customerId, kind: 'user.email', value: email, ownerId: userId })
        .commit(),
      ...(username === email
        ? []
        : [
            uniqueValue
              .create({
                customerId: input.customerId,
                kind: 'user.username',
                value: username,
                ownerId: userId,
              })
              .commit(),
          ]),
      auditEvent
        .create(
          auditRecord({
            customerId: input.customerId,
            actorId,
            entityType: 'user',
            entityId: userId,
            action: 'create',
            after: auditable,
          }),
        )
        .commit(),
    ]);
  } catch (error) {
    if (error instanceof ConflictError) {
      throw new ConflictError({ message: 'Email or username already exists in the agency', cause: error });
    }
    throw error;
  }
  const { data } = await User.get({ customerId: input.customerId, userId }).go();
  if (!data) throw new Error(`User ${userId} vanished after creation`);
  return data;
}

/** Creates a user group with its unique name claim, in one transaction with its audit event. */
export async function createUserGroup(
  input: { customerId: string; name: string; permissionIds: readonly PermissionId[] },
  actorId: string,
) {
  const groupId = randomUUID();
  const record = {
    customerId: input.customerId,
    groupId,
    name: input.name.trim(),
    permissionIds: input.permissionIds.length > 0 ? [...input.permissionIds] : undefined,
  };
  await transact(({ userGroup, uniqueValue, auditEvent }) => [
    userGroup.create(record).commit(),
    uniqueValue
      .create({
        customerId: input.customerId,
        kind: 'userGroup.name',
        value: normalise(input.name),
        ownerId: groupId,
      })
      .commit(),
    auditEvent
      .create(
        auditRecord({
          customerId: input.customerId,
          actorId,
          entityType: 'userGroup',
          entityId: groupId,
          action: 'create',
          after: record,
        }),
      )
      .commit(),
  ]);
  return record;
}
