/**
 * The demo journal, comments and tasks (issue 7, decision 031) on the seeded Main Street project: a pinned
 * note with a comment, an older note, a project comment, an open task and a completed one. Seeded tasks
 * carry no reminder, so the seed schedules nothing.
 */
import { randomUUID } from 'node:crypto';
import { SYSTEM_ACTOR } from '../../functions/core/audit.js';
import {
  ProjectComment,
  ProjectJournalComment,
  ProjectJournalEntry,
  ProjectTask,
} from '../../functions/core/db/entities/project-collaboration.js';
import { Project, projectsOfCustomer } from '../../functions/core/db/entities/project.js';
import { queryAll } from '../../functions/core/db/ops.js';
import { transactAudited, tx } from '../../functions/core/db/transaction.js';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export async function seedDemoCollaboration(
  customerId: string,
  leadId: string,
  buyerId: string,
): Promise<void> {
  const project = (await queryAll(Project, projectsOfCustomer(customerId))).find(
    (p) => p.name === 'Road resurfacing, Main Street',
  );
  if (!project) return;
  const ref = { customerId, projectId: project.projectId };
  const pinnedId = randomUUID();
  const items = [
    tx.create(ProjectJournalEntry, {
      ...ref,
      projectJournalId: pinnedId,
      note: 'Traffic plan agreed with the police: one lane stays open during works.',
      createdBy: leadId,
      pinned: true,
      pinnedAt: inDays(-1),
      createdAt: inDays(-3),
      updatedAt: inDays(-1),
    }),
    tx.create(ProjectJournalComment, {
      ...ref,
      projectJournalCommentId: randomUUID(),
      projectJournalId: pinnedId,
      comment: 'Added to the specifications.',
      createdBy: buyerId,
      createdAt: inDays(-2),
    }),
    tx.create(ProjectJournalEntry, {
      ...ref,
      projectJournalId: randomUUID(),
      note: 'Budget confirmed by the council.',
      createdBy: leadId,
      createdAt: inDays(-5),
      updatedAt: inDays(-5),
    }),
    tx.create(ProjectComment, {
      ...ref,
      projectCommentId: randomUUID(),
      comment: 'Please check the road closure dates with the transit agency.',
      createdBy: buyerId,
      createdAt: inDays(-1),
    }),
    tx.create(ProjectTask, {
      ...ref,
      projectTaskId: randomUUID(),
      subject: 'Send the traffic plan to the transit agency',
      assigneeIds: [buyerId],
      dueDate: inDays(7),
      createdBy: leadId,
    }),
    tx.create(ProjectTask, {
      ...ref,
      projectTaskId: randomUUID(),
      subject: 'Confirm the budget',
      assigneeIds: [leadId],
      dueDate: inDays(-4),
      completed: true,
      completedAt: inDays(-5),
      completedBy: leadId,
      createdBy: leadId,
    }),
  ];
  await transactAudited(
    {
      customerId,
      actorId: SYSTEM_ACTOR,
      entityType: 'project',
      entityId: project.projectId,
      action: 'collaborationSeeded',
      after: { journalEntries: 2, comments: 1, tasks: 2 },
    },
    items,
  );
}
