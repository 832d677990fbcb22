/**
 * The demo projects' Build lists (decision 032): compliance items and invited suppliers, written as the
 * project-build group writes them (the record, its unique-value claim and the audit event on the project in
 * one transaction), while the projects are still drafts, so that the publish checklist counts them.
 */
import { randomUUID } from 'node:crypto';
import {
  complianceClaimKind,
  ProjectComplianceItem,
} from '../../functions/core/db/entities/project-compliance-item.js';
import {
  invitationClaimKind,
  ProjectInvitation,
} from '../../functions/core/db/entities/project-invitation.js';
import type { ProjectItem } from '../../functions/core/db/entities/project.js';
import { nowIso } from '../../functions/core/clock.js';
import { transactAudited, tx } from '../../functions/core/db/transaction.js';
import { claimItem } from '../../functions/core/db/unique-claims.js';
import { findComplianceProblem } from '../../shared/domain/projects/compliance.js';
import { findInvitationProblem, invitationAddressKey } from '../../shared/domain/projects/invitations.js';
import { projectEvent } from './seed-projects.js';

const COMPLIANCE: Record<string, { title: string; description?: string; mandatory: boolean }[]> = {
  'HVAC maintenance, community centres': [
    {
      title: 'Certificate of insurance',
      description:
        'Commercial general liability of at least $5,000,000, naming the City as additional insured.',
      mandatory: true,
    },
    { title: 'Workplace safety clearance certificate', mandatory: true },
    {
      title: 'Refrigerant handling licence',
      description: 'For every technician who will handle refrigerants.',
      mandatory: true,
    },
    { title: 'Two municipal references', mandatory: false },
  ],
};

const INVITATIONS: Record<
  string,
  { email: string; companyName: string; contactName?: string; city?: string }[]
> = {
  'HVAC maintenance, community centres': [
    {
      email: 'tenders@northwind-mechanical.example',
      companyName: 'Northwind Mechanical Inc.',
      contactName: 'Nadia Fournier',
      city: 'Demoville',
    },
    { email: 'bids@acme.example', companyName: 'Acme Construction Ltd.', contactName: 'Ada Acme' },
    {
      email: 'service@polar-air.example',
      companyName: 'Polar Air Services',
      contactName: 'Omar Haddad',
      city: 'Lakeside',
    },
  ],
  'Emergency culvert repair, Ridge Road': [
    {
      email: 'estimating@ridgeline-civil.example',
      companyName: 'Ridgeline Civil Contractors',
      contactName: 'Grace Tremblay',
      city: 'Demoville',
    },
  ],
};

/** Each item's record and claim, checked first by the rule the service runs (unique in the project). */
function writesOf<I>(
  table: Record<string, I[]>,
  projects: ReadonlyMap<string, ProjectItem>,
  problem: (item: I, earlier: I[]) => string | undefined,
  write: (project: ProjectItem, item: I) => Promise<void>,
): Promise<void>[] {
  return Object.entries(table).flatMap(([name, items]) =>
    items.map((item, i) => {
      const refused = problem(item, items.slice(0, i));
      if (refused) throw new Error(`Demo ${name}: ${JSON.stringify(item)} refused (${refused})`);
      return write(projects.get(name)!, item);
    }),
  );
}

/** Adds the compliance items and invitations of the projects that have some, as `actorId`. */
export async function seedDemoBuildLists(
  projects: ReadonlyMap<string, ProjectItem>,
  actorId: string,
): Promise<void> {
  const compliance = writesOf(
    COMPLIANCE,
    projects,
    (input, earlier) =>
      findComplianceProblem(
        input.title,
        earlier.map((item) => item.title),
        true,
      ),
    async (project, input) => {
      const item = ProjectComplianceItem.schema.parse({
        customerId: project.customerId,
        projectId: project.projectId,
        complianceId: randomUUID(),
        ...input,
      });
      const { customerId, ...dto } = item;
      await transactAudited(projectEvent(project, actorId, 'addComplianceItem', dto), [
        tx.create(ProjectComplianceItem, item),
        claimItem(customerId, complianceClaimKind(project.projectId), item.title, item.complianceId),
      ]);
    },
  );
  const invitations = writesOf(
    INVITATIONS,
    projects,
    (input, earlier) =>
      findInvitationProblem(
        input.email,
        earlier.map((supplier) => supplier.email),
      ),
    async (project, input) => {
      const invitation = {
        customerId: project.customerId,
        projectId: project.projectId,
        invitationId: randomUUID(),
        ...input,
        invitedAt: nowIso(),
        invitedBy: actorId,
      };
      const { customerId, ...dto } = invitation;
      const address = invitationAddressKey(invitation.email);
      await transactAudited(projectEvent(project, actorId, 'invite', dto), [
        tx.create(ProjectInvitation, invitation),
        claimItem(customerId, invitationClaimKind(project.projectId), address, invitation.invitationId),
      ]);
    },
  );
  await Promise.all([...compliance, ...invitations]);
}
