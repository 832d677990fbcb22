/**
 * The route table: the single source for the CDK routes, the local server, the OpenAPI document, the
 * sample events and the authorisation checks. Each resource group keeps its routes in routes/<group>.ts
 * so that a group's Lambda bundles only its own schemas.
 */
import { authRoutes } from './routes/auth.js';
import { customerRoutes } from './routes/customer.js';
import { projectCollaborationRoutes } from './routes/project-collaboration.js';
import { projectTeamRoutes } from './routes/project-team.js';
import { documentsRoutes } from './routes/documents.js';
import { projectBuildRoutes } from './routes/project-build.js';
import { projectsRoutes } from './routes/projects.js';
import { projectSearchRoutes } from './routes/project-search.js';
import { tenderTablesRoutes } from './routes/tender-tables.js';
import { tenderTableListsRoutes } from './routes/tender-table-lists.js';
import { libraryRoutes } from './routes/library.js';
import { submissionRequirementsRoutes } from './routes/submission-requirements.js';
import { publicOpportunitiesRoutes } from './routes/public-opportunities.js';
import { systemRoutes } from './routes/system.js';
import { usersRoutes } from './routes/users.js';
import { portalRoutes } from './routes/portal.js';
import { submissionsRoutes } from './routes/submissions.js';
import { openingRoutes } from './routes/opening.js';
import { bidMeetingsRoutes } from './routes/bid-meetings.js';
import { vendorQuestionsRoutes } from './routes/vendor-questions.js';
import { addendaRoutes } from './routes/addenda.js';
import { suppliersRoutes } from './routes/suppliers.js';
import { exportsRoutes } from './routes/exports.js';
import { evaluationsRoutes } from './routes/evaluations.js';
import { awardsRoutes } from './routes/awards.js';
import { awardApprovalsRoutes } from './routes/award-approvals.js';
import { awardApproverRoutes } from './routes/award-approver.js';
import type { RouteDef } from './routes/types.js';

export const routes: readonly RouteDef[] = [
  ...systemRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...customerRoutes,
  ...projectsRoutes,
  ...projectCollaborationRoutes,
  ...projectSearchRoutes,
  ...projectTeamRoutes,
  ...documentsRoutes,
  ...projectBuildRoutes,
  ...tenderTablesRoutes,
  ...tenderTableListsRoutes,
  ...libraryRoutes,
  ...submissionRequirementsRoutes,
  ...publicOpportunitiesRoutes,
  ...portalRoutes,
  ...submissionsRoutes,
  ...openingRoutes,
  ...bidMeetingsRoutes,
  ...vendorQuestionsRoutes,
  ...addendaRoutes,
  ...suppliersRoutes,
  ...exportsRoutes,
  ...evaluationsRoutes,
  ...awardsRoutes,
  ...awardApprovalsRoutes,
  ...awardApproverRoutes,
];

/** Groups that own at least one route: each becomes one Lambda. */
export function routeGroups(): string[] {
  return [...new Set(routes.map((r) => r.group))];
}
