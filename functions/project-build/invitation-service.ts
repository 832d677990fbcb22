/**
 * Build → invitations (docs/product/tender.md#invitations; decision 032): suppliers invited by address and
 * company. One invitation per address, ignoring case: the rule (findInvitationProblem) answers first, and a
 * unique-value claim written with the invitation settles a race, so two requests at one instant cannot both
 * invite. Invited suppliers are emailed when the bid is published, or here when the bid already is (decision
 * 048).
 */
import { randomUUID } from 'node:crypto';
import {
  canChangeInvitations,
  findInvitationProblem,
  invitationAddressKey,
  INVITATIONS_MAX,
} from '../../shared/domain/projects/invitations.js';
import {
  mayUseVendorList,
  pickForInvitation,
  rotateAfterInvitation,
} from '../../shared/domain/suppliers/vendor-directory.js';
import type { TInvitationsFromVendorList } from '../../shared/schemas/vendor-directory.js';
import { catalogueMessage, type Language } from '../../shared/errors.js';
import type { TInvitation, TInvitationCreate } from '../../shared/schemas/project-build.js';
import { AppError, ConflictError } from '../core/app-error.js';
import {
  invitationClaimKind,
  invitationsOfProject,
  ProjectInvitation,
  type ProjectInvitationRecord,
} from '../core/db/entities/project-invitation.js';
import { VendorList } from '../core/db/entities/vendor-directory.js';
import { Vendor } from '../core/db/entities/vendor.js';
import { nowIso } from '../core/clock.js';
import { batchGet, EXISTS, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { claimedByOther, claimItem, releaseItem } from '../core/db/unique-claims.js';
import { emailInvitations, supplierUserOfEmail } from '../core/suppliers/invitation-emails.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';
import { projectAudit, projectToChange } from '../core/projects/build-access.js';

export const toDto = ({ customerId: _customerId, ...invitation }: ProjectInvitationRecord): TInvitation =>
  invitation;

/**
 * Whether the invited address has a supplier account (docs/product/tender.md#invitations: "pending account
 * setup").
 */
export async function accountStatusOf(email: string): Promise<NonNullable<TInvitation['accountStatus']>> {
  const user = await supplierUserOfEmail(email);
  if (!user) return 'none';
  return user.passwordHash ? 'registered' : 'pendingSetup';
}

export const invitationRecords = (customerId: string, projectId: string) =>
  queryAll(ProjectInvitation, invitationsOfProject(customerId, projectId));

/** GET: the project's invitations, the latest first. */
export async function findInvitations(session: SessionContext, projectId: string): Promise<TInvitation[]> {
  await reachProject(session, projectId);
  const records = await invitationRecords(session.customerId, projectId);
  const statuses = await Promise.all(records.map((record) => accountStatusOf(record.email)));
  return records
    .map((record, index) => ({ ...toDto(record), accountStatus: statuses[index] }))
    .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
}

/** The invitation error at the email field, in the caller's language. */
const atEmail = (
  code: 'invitationExists' | 'invitationEmailInvalid' | 'invitationsTooMany',
  lang: Language,
) =>
  new AppError(code, {
    fields: [{ field: 'body.email', code: 'invalid', message: catalogueMessage(code, lang) }],
  });

/** The project, when the caller may change its invitations and its status still allows it. */
export async function invitableProject(
  session: SessionContext,
  projectId: string,
): Promise<{ status: string }> {
  const project = await projectToChange(session, projectId);
  if (!canChangeInvitations(project.status)) throw new AppError('invitationsClosed');
  return project;
}

/** A bid out to suppliers: an invitation added now is emailed at once. */
export const PUBLISHED_STATUSES: readonly string[] = ['published', 'open'];

/** POST: invites a supplier by address and company; a second invitation to the address is refused. */
export async function addInvitation(
  session: SessionContext,
  projectId: string,
  input: TInvitationCreate,
  lang: Language,
  requestOrigin?: string,
): Promise<TInvitation> {
  const { customerId } = session;
  const project = await invitableProject(session, projectId);
  const invited = (await invitationRecords(customerId, projectId)).map((record) => record.email);
  const problem = findInvitationProblem(input.email, invited);
  if (problem) throw atEmail(problem, lang);

  const invitation: ProjectInvitationRecord = {
    customerId,
    projectId,
    invitationId: randomUUID(),
    email: input.email.trim(),
    companyName: input.companyName,
    ...(input.contactName ? { contactName: input.contactName } : {}),
    ...(input.city ? { city: input.city } : {}),
    invitedAt: nowIso(),
    invitedBy: session.userId,
  };
  const kind = invitationClaimKind(projectId);
  try {
    await transactAudited({ ...projectAudit(session, projectId, 'invite'), after: toDto(invitation) }, [
      tx.create(ProjectInvitation, invitation),
      claimItem(customerId, kind, invitationAddressKey(invitation.email), invitation.invitationId),
    ]);
  } catch (error) {
    if (
      error instanceof ConflictError &&
      (await claimedByOther(customerId, kind, invitation.email, invitation.invitationId))
    )
      throw atEmail('invitationExists', lang);
    throw error;
  }
  if (PUBLISHED_STATUSES.includes(project.status)) {
    await emailInvitations(customerId, projectId, session.userId, requestOrigin, [invitation]);
    const emailed = await getItem(ProjectInvitation, invitation);
    return { ...toDto(emailed ?? invitation), accountStatus: await accountStatusOf(invitation.email) };
  }
  return { ...toDto(invitation), accountStatus: await accountStatusOf(invitation.email) };
}

/** DELETE: removes an invitation and frees its address. */
export async function removeInvitation(
  session: SessionContext,
  projectId: string,
  invitationId: string,
): Promise<void> {
  const { customerId } = session;
  await invitableProject(session, projectId);
  const key = { customerId, projectId, invitationId };
  const invitation = await getItem(ProjectInvitation, key);
  if (!invitation) throw new AppError('invitationNotFound');
  await transactAudited({ ...projectAudit(session, projectId, 'uninvite'), before: toDto(invitation) }, [
    tx.delete(ProjectInvitation, key, { expression: EXISTS.condition, names: EXISTS.names }),
    releaseItem(customerId, invitationClaimKind(projectId), invitation.email, invitationId),
  ]);
}

/**
 * POST FromVendorList: invites the suppliers of one of the agency's lists (decision 053), each by its
 * primary contact's address, skipping those the bid already invites; of a rotational list the next `count`,
 * who move to the end of the rotation in the same transaction as their invitations and claims.
 */
export async function addInvitationsFromVendorList(
  session: SessionContext,
  projectId: string,
  input: TInvitationsFromVendorList,
  requestOrigin?: string,
): Promise<TInvitation[]> {
  const { customerId } = session;
  const project = await invitableProject(session, projectId);
  const list = await getItem(VendorList, { customerId, vendorListId: input.vendorListId });
  if (!list || !mayUseVendorList(list, session.userId))
    throw new AppError('vendorListNotFound', { details: { vendorListId: input.vendorListId } });
  const invited = new Set(
    (await invitationRecords(customerId, projectId)).map((record) => invitationAddressKey(record.email)),
  );
  const vendors = await batchGet(
    Vendor,
    list.members.map((m) => ({ vendorId: m.vendorId })),
  );
  const addressOf = (vendorId: string) => {
    const vendor = vendors.find((v) => v.vendorId === vendorId);
    if (!vendor) return undefined;
    const contact = vendor.contacts.find((c) => c.primary) ?? vendor.contacts[0];
    return { vendor, contact, email: contact?.email ?? vendor.primaryEmail };
  };
  const picked = pickForInvitation(
    list.members.filter((m) => addressOf(m.vendorId)),
    list.rotational,
    input.count,
    (m) => invited.has(invitationAddressKey(addressOf(m.vendorId)!.email)),
  );
  if (picked.length === 0) throw new AppError('vendorListEmpty');
  if (invited.size + picked.length > INVITATIONS_MAX) throw new AppError('invitationsTooMany');
  const now = nowIso();
  const invitations: ProjectInvitationRecord[] = picked.map((member) => {
    const { vendor, contact, email } = addressOf(member.vendorId)!;
    const city = vendor.addresses[0]?.city;
    return {
      customerId,
      projectId,
      invitationId: randomUUID(),
      email: email.trim(),
      companyName: vendor.companyName,
      ...(contact ? { contactName: `${contact.firstName} ${contact.lastName}`.trim() } : {}),
      ...(city ? { city } : {}),
      invitedAt: now,
      invitedBy: session.userId,
    };
  });
  const pickedIds = picked.map((m) => m.vendorId);
  const stamped = list.members.map((m) =>
    pickedIds.includes(m.vendorId) ? { ...m, lastInvitedAt: now } : m,
  );
  const members = list.rotational ? rotateAfterInvitation(stamped, pickedIds) : stamped;
  const kind = invitationClaimKind(projectId);
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'inviteFromVendorList'),
      after: { vendorListId: list.vendorListId, listName: list.name, invited: invitations.map(toDto) },
    },
    [
      ...invitations.flatMap((invitation) => [
        tx.create(ProjectInvitation, invitation),
        claimItem(customerId, kind, invitationAddressKey(invitation.email), invitation.invitationId),
      ]),
      tx.updateVersioned(VendorList, list, { set: { members } }),
    ],
  );
  if (PUBLISHED_STATUSES.includes(project.status))
    await emailInvitations(customerId, projectId, session.userId, requestOrigin, invitations);
  return findInvitations(session, projectId).then((all) =>
    all.filter((i) => invitations.some((added) => added.invitationId === i.invitationId)),
  );
}
