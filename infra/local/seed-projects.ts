/**
 * Demo projects for the local runtime (issue 7): a handful in several statuses, written through the
 * projects service's own insert (number claim, search row and audit event in one transaction), each with
 * the lead on its team.
 */
import { randomUUID } from 'node:crypto';
import { SYSTEM_ACTOR } from '../../functions/core/audit.js';
import { ProjectTeamMember } from '../../functions/core/db/entities/project-team-member.js';
import { transactAudited, tx } from '../../functions/core/db/transaction.js';
import { insertProject, type NewProject } from '../../functions/projects/project-number-service.js';
import { searchGenerationBump, searchRowPut } from '../../functions/projects/project-records.js';
import { createDepartment, createDivision } from '../../functions/users/department-service.js';
import type { ProjectStatus } from '../../shared/domain/projects/project-types.js';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export async function seedDemoProjects(customerId: string, nodeId: string, leadId: string): Promise<void> {
  const department = await createDepartment(customerId, 'Public Works', SYSTEM_ACTOR);
  const division = await createDivision(
    customerId,
    { departmentId: department.departmentId, name: 'Roads' },
    SYSTEM_ACTOR,
  );
  const common = {
    customerId,
    nodeId,
    createdBy: leadId,
    departmentId: department.departmentId,
    divisionId: division.divisionId,
    projectLeadId: leadId,
    phase: 'build' as const,
    type: 'source' as const,
    kind: 'formal' as const,
    sourceMethod: 'public' as const,
  };
  const projects: (Partial<NewProject> & { name: string; status: ProjectStatus })[] = [
    { name: 'Snow removal services 2027', status: 'design', classification: 'services' },
    {
      name: 'Road resurfacing, Main Street',
      status: 'inProgress',
      classification: 'construction',
      description: 'Resurfacing of Main Street between First and Fifth avenues.',
      estimatedTotalValueCents: 125_000_000,
      publishDate: inDays(14),
      closingDate: inDays(45),
      estimatedAwardDate: inDays(60),
    },
    {
      name: 'Office furniture supply',
      status: 'published',
      phase: 'source',
      classification: 'goods',
      description: 'Desks and chairs for the new city hall annex.',
      estimatedTotalValueCents: 8_500_000,
      publishDate: inDays(-3),
      closingDate: inDays(20),
      estimatedAwardDate: inDays(35),
    },
    { name: 'Park lighting upgrade', status: 'cancelled', classification: 'construction' },
    {
      name: 'Fleet vehicles, planned procurement',
      status: 'planned',
      kind: 'planned',
      classification: 'goods',
      estimatedPublishDate: inDays(90),
    },
    { name: 'Library roof repairs', status: 'inProgress', kind: 'informal', classification: 'construction' },
  ];
  for (const project of projects) {
    const item = await insertProject(
      { ...common, projectId: randomUUID(), ...project },
      SYSTEM_ACTOR,
      (stored) => [searchRowPut(stored), searchGenerationBump(customerId)],
    );
    await seedTeamMember(item.projectId, customerId, leadId);
  }
}

/** The lead is on each demo project's team, with question emails (decision 030). */
async function seedTeamMember(projectId: string, customerId: string, userId: string): Promise<void> {
  const member = {
    customerId,
    projectId,
    userId,
    role: 'purchasingTeamMember' as const,
    receiveQuestionEmail: true,
  };
  await transactAudited(
    {
      customerId,
      actorId: SYSTEM_ACTOR,
      entityType: 'projectTeamMember',
      entityId: userId,
      projectId,
      action: 'teamMemberAdd',
      after: { role: member.role, receiveQuestionEmail: member.receiveQuestionEmail },
    },
    [tx.create(ProjectTeamMember, member)],
  );
}
