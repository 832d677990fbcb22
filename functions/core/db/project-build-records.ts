/**
 * What deleting a project removes of its Build lists (decision 032): its compliance items and invitations,
 * with the unique-value claims that keep their titles and addresses unique in the project. The projects
 * group puts these beside its delete; they live here because the project-build group owns the records.
 */
import {
  ProjectComplianceItem,
  complianceClaimKind,
  complianceItemsOfProject,
} from './entities/project-compliance-item.js';
import {
  ProjectInvitation,
  invitationClaimKind,
  invitationsOfProject,
} from './entities/project-invitation.js';
import { UniqueValue } from './entities/unique-value.js';
import { queryAll } from './ops.js';
import { tx, type TxItem } from './transaction.js';
import { normalise } from './unique-claims.js';

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
