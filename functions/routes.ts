/**
 * The route table: the single source for the CDK routes, the local server, the OpenAPI document, the
 * sample events and the authorisation checks. Each resource group keeps its routes in routes/<group>.ts
 * so that a group's Lambda bundles only its own schemas.
 */
import { authCatalogue, authRoutes } from './routes/auth.js';
import { customerCatalogue, customerRoutes } from './routes/customer.js';
import { projectCollaborationCatalogue, projectCollaborationRoutes } from './routes/project-collaboration.js';
import { projectTeamCatalogue, projectTeamRoutes } from './routes/project-team.js';
import { documentsCatalogue, documentsRoutes } from './routes/documents.js';
import { projectBuildCatalogue, projectBuildRoutes } from './routes/project-build.js';
import { projectsCatalogue, projectsRoutes } from './routes/projects.js';
import { projectSearchCatalogue, projectSearchRoutes } from './routes/project-search.js';
import { tenderTablesCatalogue, tenderTablesRoutes } from './routes/tender-tables.js';
import { tenderTableListsCatalogue, tenderTableListsRoutes } from './routes/tender-table-lists.js';
import { libraryCatalogue, libraryRoutes } from './routes/library.js';
import {
  submissionRequirementsCatalogue,
  submissionRequirementsRoutes,
} from './routes/submission-requirements.js';
import { publicOpportunitiesCatalogue, publicOpportunitiesRoutes } from './routes/public-opportunities.js';
import { systemCatalogue, systemRoutes } from './routes/system.js';
import { usersCatalogue, usersRoutes } from './routes/users.js';
import { portalCatalogue, portalRoutes } from './routes/portal.js';
import { submissionsCatalogue, submissionsRoutes } from './routes/submissions.js';
import { openingCatalogue, openingRoutes } from './routes/opening.js';
import { bidMeetingsCatalogue, bidMeetingsRoutes } from './routes/bid-meetings.js';
import { vendorQuestionsCatalogue, vendorQuestionsRoutes } from './routes/vendor-questions.js';
import { addendaCatalogue, addendaRoutes } from './routes/addenda.js';
import { suppliersCatalogue, suppliersRoutes } from './routes/suppliers.js';
import { exportsCatalogue, exportsRoutes } from './routes/exports.js';
import { evaluationsCatalogue, evaluationsRoutes } from './routes/evaluations.js';
import { awardsCatalogue, awardsRoutes } from './routes/awards.js';
import { awardApprovalsCatalogue, awardApprovalsRoutes } from './routes/award-approvals.js';
import { awardApproverCatalogue, awardApproverRoutes } from './routes/award-approver.js';
import type { CatalogueArea } from '../shared/errors.js';
import type { ResourceGroup, RouteDef } from './routes/types.js';

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

/**
 * What each group's Lambda answers with: its route file's catalogue, which its handler passes to
 * createGroupHandler (decision 082). The build test holds each to the codes its bundle names.
 */
export const groupCatalogues = {
  auth: authCatalogue,
  customer: customerCatalogue,
  'project-collaboration': projectCollaborationCatalogue,
  'project-team': projectTeamCatalogue,
  documents: documentsCatalogue,
  'project-build': projectBuildCatalogue,
  projects: projectsCatalogue,
  'project-search': projectSearchCatalogue,
  'tender-tables': tenderTablesCatalogue,
  'tender-table-lists': tenderTableListsCatalogue,
  library: libraryCatalogue,
  'submission-requirements': submissionRequirementsCatalogue,
  'public-opportunities': publicOpportunitiesCatalogue,
  system: systemCatalogue,
  users: usersCatalogue,
  portal: portalCatalogue,
  submissions: submissionsCatalogue,
  opening: openingCatalogue,
  'bid-meetings': bidMeetingsCatalogue,
  'vendor-questions': vendorQuestionsCatalogue,
  addenda: addendaCatalogue,
  suppliers: suppliersCatalogue,
  exports: exportsCatalogue,
  evaluations: evaluationsCatalogue,
  awards: awardsCatalogue,
  'award-approvals': awardApprovalsCatalogue,
  'award-approver': awardApproverCatalogue,
} as const satisfies Record<ResourceGroup, CatalogueArea>;
