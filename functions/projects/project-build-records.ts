/**
 * What deleting a project removes of its Build lists (decision 032): its compliance items and invitations,
 * with the unique-value claims that keep their titles and addresses unique in the project; and how many there
 * are, for the publish checklist. The project-build group writes these records; the projects group reads them
 * here and puts their deletes beside its own.
 */
import {
  ProjectComplianceItem,
  complianceClaimKind,
  complianceItemsOfProject,
} from '../core/db/entities/project-compliance-item.js';
import {
  ProjectInvitation,
  invitationClaimKind,
  invitationsOfProject,
} from '../core/db/entities/project-invitation.js';
import { UniqueValue } from '../core/db/entities/unique-value.js';
import { queryAll } from '../core/db/ops.js';
import { tx, type TxItem } from '../core/db/transaction.js';
import { normalise } from '../core/db/unique-claims.js';

export async function projectBuildItemDeletes(customerId: string, projectId: string): Promise<TxItem[]> {
  const [items, invitations] = await Promise.all([
    queryAll(ProjectComplianceItem, complianceItemsOfProject(customerId, projectId)),
    queryAll(ProjectInvitation, invitationsOfProject(customerId, projectId)),
  ]);
  const claim = (kind: string, value: string) =>
    tx.delete(UniqueValue, { customerId, kind, value: normalise(value) });
  return [
    ...items.flatMap((item) => [
      tx.delete(ProjectComplianceItem, item),
      claim(complianceClaimKind(projectId), item.title),
    ]),
    ...invitations.flatMap((invitation) => [
      tx.delete(ProjectInvitation, invitation),
      claim(invitationClaimKind(projectId), invitation.email),
    ]),
  ];
}

/** How many compliance items and invitations a project has, for the publish checklist. */
export async function projectBuildCounts(
  customerId: string,
  projectId: string,
  wanted: { compliance: boolean; invitations: boolean },
): Promise<{ complianceItemCount?: number; invitedSupplierCount?: number }> {
  const [items, invitations] = await Promise.all([
    wanted.compliance
      ? queryAll(ProjectComplianceItem, complianceItemsOfProject(customerId, projectId))
      : undefined,
    wanted.invitations ? queryAll(ProjectInvitation, invitationsOfProject(customerId, projectId)) : undefined,
  ]);
  return {
    ...(items ? { complianceItemCount: items.length } : {}),
    ...(invitations ? { invitedSupplierCount: invitations.length } : {}),
  };
}
