/**
 * What every tender-table call checks (decision 037): the form is the caller's agency's (its key holds the
 * agency), the caller reaches its project (functions/core/projects/project-access.ts), and a change also needs the
 * template edit right on a template and a project whose forms are not locked (requirements-lock.ts).
 */
import { findRequirementsLock } from '../../../shared/domain/forms/requirements-lock.js';
import { canEditTemplate } from '../../../shared/domain/projects/project-rights.js';
import { AppError } from '../app-error.js';
import { TenderTable, type TenderTableRecord } from '../db/entities/tender-table.js';
import { getItem } from '../db/ops.js';
import { reachProject } from '../projects/project-access.js';
import type { SessionContext } from '../session.js';
import { countCompletedSubmissions } from './submission-counts.js';

export async function formRecord(session: SessionContext, tenderTableId: string): Promise<TenderTableRecord> {
  const form = await getItem(TenderTable, { customerId: session.customerId, tenderTableId });
  if (!form) throw new AppError('tenderTableNotFound', { details: { tenderTableId } });
  return form;
}

/** A form the caller may read: its project is within reach. */
export async function readableForm(session: SessionContext, tenderTableId: string) {
  const form = await formRecord(session, tenderTableId);
  const reached = await reachProject(session, form.projectId);
  return { form, project: reached.project };
}

/** A project whose forms the caller may change: not closed, and no completed submission (decision 040). */
export async function projectToChange(session: SessionContext, projectId: string) {
  const reached = await reachProject(session, projectId);
  if (reached.project.type === 'template' && !canEditTemplate(reached.user))
    throw new AppError('permissionDenied');
  const completedSubmissions = await countCompletedSubmissions(session.customerId, projectId);
  const lock = findRequirementsLock({ projectStatus: reached.project.status, completedSubmissions });
  if (lock) throw new AppError(lock);
  return reached.project;
}

/** The audit event of a form change, on the form and carrying the project's id for its activity feed. */
export const formAudit = (
  session: SessionContext,
  projectId: string,
  tenderTableId: string,
  action: string,
) => ({
  customerId: session.customerId,
  actorId: session.userId,
  entityType: 'tenderTable',
  entityId: tenderTableId,
  projectId,
  action,
});
