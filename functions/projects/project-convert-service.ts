/**
 * Converting a notice of planned procurement into a project (POST Projects/Convert,
 * docs/product/projects.md#lifecycle; decision 032). The lifecycle decides (convertPlannedNotice: a planned
 * notice, the create right of its method); the new project takes the notice's Build settings and details,
 * starts in Design with the next automatic number, and the two name each other. The new project, its number
 * claim, its search row, its drop-down usage and the notice's link are one transaction, with an audit event
 * on each.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../core/app-error.js';
import { auditRecord } from '../core/audit.js';
import { AuditEvent } from '../core/db/entities/audit-event.js';
import { Project } from '../core/db/entities/project.js';
import { nowIso } from '../core/clock.js';
import { tx } from '../core/db/transaction.js';
import type { SessionContext } from '../core/session.js';
import { transitionProject } from '../../shared/domain/projects/project-lifecycle.js';
import { INITIAL_PROJECT_PHASE, initialProjectStatus } from '../../shared/domain/projects/project-types.js';
import type { TProjectView } from '../../shared/schemas/projects.js';
import { insertProject, type NewProject } from './project-number-service.js';
import { listUsageItems } from './project-list-usage.js';
import {
  lifecycleProjectOf,
  loadProject,
  projectView,
  searchRowPut,
  userContext,
} from './project-records.js';
import { agencyFacts, projectUserOf } from '../core/projects/project-access.js';
import { searchGenerationBump } from '../core/projects/project-search-writes.js';
import { copiedFrom, withFormsAndInstructions } from './project-service.js';

export async function convertPlannedNotice(
  session: SessionContext,
  noticeId: string,
  copyForms: boolean,
): Promise<TProjectView> {
  const { customerId } = session;
  const [user, agency] = await Promise.all([projectUserOf(session), agencyFacts(customerId)]);
  const notice = await loadProject(customerId, noticeId, user, agency);
  const decided = transitionProject(
    lifecycleProjectOf(notice),
    { action: 'convertPlannedNotice', copyFormsAndInstructions: copyForms },
    userContext(user, agency),
  );
  if (!decided.ok) throw new AppError(decided.code, { details: { action: 'convertPlannedNotice' } });
  // A notice becomes one project: a second conversion would make a twin.
  if (notice.convertedToProjectId)
    throw new AppError('transitionNotAllowed', { details: { convertedTo: notice.convertedToProjectId } });

  const type = notice.type === 'sourceAndContract' ? notice.type : 'source';
  const project: NewProject = {
    ...copiedFrom(notice),
    customerId,
    projectId: randomUUID(),
    nodeId: notice.nodeId,
    createdBy: session.userId,
    type,
    kind: 'formal',
    status: initialProjectStatus(type),
    phase: INITIAL_PROJECT_PHASE,
    name: notice.name,
    departmentId: notice.departmentId,
    divisionId: notice.divisionId,
    projectLeadId: notice.projectLeadId,
    convertedFromProjectId: notice.projectId,
    hasLinkedProject: true,
    linkedProjectId: notice.projectId,
  };
  const link = { convertedToProjectId: project.projectId };
  const linkedNotice = { ...notice, ...link, version: notice.version + 1, updatedAt: nowIso() };
  const created = await withFormsAndInstructions(copyForms ? notice : undefined, project, () =>
    insertProject(
      project,
      session.userId,
      (item) => [
        searchRowPut(item),
        searchGenerationBump(customerId),
        tx.updateVersioned(Project, notice, { set: link }),
        searchRowPut(linkedNotice),
        tx.create(
          AuditEvent,
          auditRecord({
            customerId,
            actorId: session.userId,
            entityType: 'project',
            entityId: notice.projectId,
            action: 'convertPlannedNotice',
            before: { convertedToProjectId: null },
            after: { ...link, number: item.number },
          }),
        ),
      ],
      (item) => listUsageItems(customerId, undefined, item),
    ),
  );
  return projectView(created, user, agency);
}
