import { lazy, type ReactElement } from 'react';
import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import type { ComingSoonProps } from '../components/coming-soon';
import { RequireSession, RouteGuard } from '../components/route-guard';
import {
  BUILT_CONTROL_PANEL_SECTIONS,
  CONTROL_PANEL_SECTIONS,
  PROJECT_AREAS,
  PROJECT_PAGES,
  SUBMISSION_REQUIREMENT_SECTIONS,
  SUPPLIER_TABS,
  paths,
  type ProjectArea,
  type SubmissionRequirementSection,
} from '../config/paths';
import type { AccessRule } from '../lib/access';
import { AppSWRConfig } from './swr-config';

const MainLayout = lazy(() => import('./layouts/main-layout'));
const ControlPanelLayout = lazy(() =>
  import('./layouts/control-panel-layout').then((m) => ({ default: m.ControlPanelLayout })),
);
// The public opportunities pages (decision 046): no session, in the public layout. Their routes live here,
// in the lazily loaded route table, rather than in router.tsx, so that /login's first load stays as it was.
const OpportunitiesLayout = lazy(() => import('../features/opportunities/components/opportunities-layout'));
const OpportunitiesPage = lazy(() => import('../features/opportunities/components/opportunities-page'));
const OpportunityPage = lazy(() => import('../features/opportunities/components/opportunity-page'));
// The public page that verifies a bid receipt (decision 059): no session, in the public pages' frame.
const VerifyReceiptPage = lazy(() => import('../features/receipts/components/verify-receipt-page'));
// The supplier portal (decision 045): its own layout and session kind, outside the buyers' session check.
const PortalRoutes = lazy(() => import('../features/portal/components/portal-routes'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const ComingSoon = lazy(() => import('../components/coming-soon'));
const DocumentsPage = lazy(() => import('../features/projects/components/documents/documents-page'));
const TeamAllPage = lazy(() => import('../features/team/components/team-all-page'));
const TeamMemberPage = lazy(() => import('../features/team/components/team-member-page'));
const AddTeamMemberPage = lazy(() => import('../features/team/components/add-team-member-page'));
const GroupPage = lazy(() => import('../features/team/components/group-page'));
const ProfilePage = lazy(() => import('../features/profile/components/profile-page'));
const JournalPage = lazy(() => import('../features/projects/components/collaboration/journal-page'));
const TasksPage = lazy(() => import('../features/projects/components/collaboration/tasks-page'));
const ProjectTeamPage = lazy(() => import('../features/projects/components/team/project-team-page'));
const AddProjectTeamMemberPage = lazy(
  () => import('../features/projects/components/team/add-project-team-member-page'),
);
const ProjectTeamMemberPage = lazy(
  () => import('../features/projects/components/team/project-team-member-page'),
);
const ProjectActivitiesPage = lazy(
  () => import('../features/projects/components/activities/project-activities-page'),
);
const CompliancePage = lazy(() => import('../features/projects/components/compliance/compliance-page'));
const InvitationsPage = lazy(() => import('../features/projects/components/invitations/invitations-page'));
const DropdownSettingsPage = lazy(
  () => import('../features/control-panel/components/dropdown-settings-page'),
);
const LibraryContentPage = lazy(() => import('../features/control-panel/components/library-content-page'));
const ProjectLayout = lazy(() => import('../features/projects/components/layout/project-layout'));
/** The Build pages this release builds (decision 028); the others are still `coming(...)`. */
const BUILD_PAGES: Partial<Record<string, ReturnType<typeof lazy>>> = {
  settings: lazy(() => import('../features/projects/components/build/settings-page')),
  details: lazy(() => import('../features/projects/components/build/details-page')),
  dates: lazy(() => import('../features/projects/components/build/dates-page')),
  publish: lazy(() => import('../features/projects/components/build/publish-page')),
  documents: DocumentsPage,
  compliance: CompliancePage,
  invitations: InvitationsPage,
};
const SubmissionsPage = lazy(() => import('../features/bid-opening/components/submissions-page'));
const SubmissionsExportPanel = lazy(() =>
  import('../features/exports/components/submissions-export-panel').then((m) => ({
    default: m.SubmissionsExportPanel,
  })),
);
/** Source → submissions with the exports feature's panel in its slot: the route map composes features. */
function SourceSubmissionsPage() {
  const { id = '' } = useParams();
  return (
    <SubmissionsPage
      exports={(rows) => (
        <SubmissionsExportPanel
          projectId={id}
          declarations={rows.flatMap((row) => (row.conflicted ? (['conflict'] as const) : []))}
        />
      )}
    />
  );
}
/** The Source pages this release builds; the others are still `coming(...)`. */
const SOURCE_PAGES: Partial<Record<string, ReturnType<typeof lazy> | (() => ReactElement)>> = {
  companies: lazy(() => import('../features/companies/components/companies-page')),
  'bid-meetings': lazy(() => import('../features/bid-meetings/components/bid-meetings-page')),
  questions: lazy(() => import('./pages/source-questions-page')),
  // The opening (decision 057): the submissions after the closing, with the export of all submissions
  // under their list (decision 058), and the compliance checklist.
  submissions: SourceSubmissionsPage,
  compliance: lazy(() => import('../features/bid-opening/components/compliance-page')),
};
type AreaPageMap = Partial<Record<string, ReturnType<typeof lazy> | (() => ReactElement)>>;
/**
 * The Evaluate pages this release builds (docs/product/evaluation-and-award.md#evaluation); the others are
 * still `coming(...)`.
 */
const EVALUATE_PAGES: AreaPageMap = {
  // The evaluation (decision 063): the evaluator's own screen first, then the leads'.
  evaluations: lazy(() => import('../features/evaluation/components/evaluations-page')),
  'build-evaluation': lazy(() => import('../features/evaluation/components/build-evaluation-page')),
  'evaluation-team': lazy(() => import('../features/evaluation/components/evaluation-team-page')),
  'evaluation-review': lazy(() => import('../features/evaluation/components/evaluation-review-page')),
  'pricing-review': lazy(() => import('../features/evaluation/components/pricing-review-page')),
  'supplier-status': lazy(() => import('../features/evaluation/components/supplier-status-page')),
  'permission-denied': lazy(() => import('../features/evaluation/components/permission-denied-page')),
};
/**
 * The Award pages this release builds (docs/product/evaluation-and-award.md#award); the others are still
 * `coming(...)`.
 */
const AWARD_PAGES: AreaPageMap = {
  // The award (decision 064): the summary with the Award action, and the awarded companies.
  summary: lazy(() => import('../features/award/components/summary-page')),
  awards: lazy(() => import('../features/award/components/awards-page')),
  // The award approvals: list, 3-step wizard, workflow and its actions (decision 066).
  approval: lazy(() => import('../features/award-approval/components/award-approval-page')),
};
const PAGES_BY_AREA: Partial<Record<ProjectArea, AreaPageMap>> = {
  build: BUILD_PAGES,
  source: SOURCE_PAGES,
  evaluate: EVALUATE_PAGES,
  award: AWARD_PAGES,
};
/** The pages each area's navigation offers: those built, in the area's order. */
const AREA_PAGES = {
  build: PROJECT_AREAS.build.filter((p) => p in BUILD_PAGES || p === 'submission-requirements'),
  source: PROJECT_AREAS.source.filter((p) => p in SOURCE_PAGES),
  // The permission-denied page is where a refusal lands, not a page to choose.
  evaluate: PROJECT_AREAS.evaluate.filter((p) => p in EVALUATE_PAGES && p !== 'permission-denied'),
  award: PROJECT_AREAS.award.filter((p) => p in AWARD_PAGES),
};
const FormEditorPage = lazy(() => import('../features/forms/components/form-editor-page'));
const RequirementsPage = lazy(() => import('../features/requirements/components/requirements-page'));
const RequirementItemsPage = lazy(() => import('../features/requirements/components/items-page'));
const RequirementSettingsPage = lazy(() => import('../features/requirements/components/settings-page'));
const SubviewGuard = lazy(() => import('../features/requirements/components/subview-guard'));
const PriceFormsPage = lazy(() => import('../features/forms/components/price-forms-page'));
const SpecificationForms = lazy(() => import('../features/forms/components/specification-forms'));

/**
 * Each submission-requirement subview (docs/product/tender.md#submission-requirements), inside the guard that
 * sends it to the edit view while the requirements are locked. Prices are the forms feature's; specifications
 * compose the section's settings (requirements) with its forms (forms): features never import each other, the
 * route map does.
 */
function requirementSubview(section: SubmissionRequirementSection): ReactElement {
  const page =
    section === 'prices' ? (
      <PriceFormsPage />
    ) : section === 'specifications' ? (
      <RequirementSettingsPage section="specifications" forms={<SpecificationForms />} />
    ) : section === 'references' || section === 'subcontractors' ? (
      <RequirementSettingsPage section={section} />
    ) : (
      <RequirementItemsPage section={section} />
    );
  return <SubviewGuard>{page}</SubviewGuard>;
}
const ProjectSettingsPage = lazy(() => import('../features/control-panel/components/project-settings-page'));
const SourceSettingsPage = lazy(() => import('../features/control-panel/components/source-settings-page'));
/** The control panel's built sections (config/paths BUILT_CONTROL_PANEL_SECTIONS), each its page. */
const CONTROL_PANEL_PAGES: Record<(typeof BUILT_CONTROL_PANEL_SECTIONS)[number], ReactElement> = {
  'project-settings': <ProjectSettingsPage />,
  'source-settings': <SourceSettingsPage />,
  'dropdown-settings': <DropdownSettingsPage />,
  'library-content': <LibraryContentPage />,
};
const FIRST_SECTION = BUILT_CONTROL_PANEL_SECTIONS[0];
const ProjectsPage = lazy(() => import('../features/projects/components/list/projects-page'));
const NewProjectPage = lazy(() => import('../features/projects/components/wizard/new-project-page'));
// The supplier directory (decision 053).
const SuppliersPage = lazy(() => import('../features/suppliers/components/suppliers-page'));
const SupplierPage = lazy(() => import('../features/suppliers/components/supplier-page'));
const SupplierTabPage = lazy(() =>
  import('../features/suppliers/components/supplier-page').then((m) => ({ default: m.SupplierTabPage })),
);

/** The screen of a route a later release builds: inside the real layout, titled from the route. */
function coming(titleKey: string, extra: Omit<ComingSoonProps, 'titleKey'> = {}) {
  return <ComingSoon titleKey={titleKey} {...extra} />;
}

const PROJECT = { recordKey: 'coming.projectContext' } as const;
/** A screen only some users may see: the guard applies the rule (lib/access.ts). */
const guarded = (rule: AccessRule, element: ReactElement) => <RouteGuard rule={rule}>{element}</RouteGuard>;

/** /projects/:id and its unknown sub-paths land on build settings (docs/product/projects.md#types). */
function ToBuildSettings() {
  const { id = '' } = useParams();
  return <Navigate to={paths.projects.area.getHref(id, 'build', 'settings')} replace />;
}

function ToAreaIndex({ area }: { area: ProjectArea }) {
  const { id = '' } = useParams();
  return <Navigate to={paths.projects.area.getHref(id, area, PROJECT_AREAS[area][0])} replace />;
}

function areaRoutes(area: ProjectArea): RouteObject {
  const pages = PROJECT_AREAS[area] as readonly string[];
  const section = { ...PROJECT, sectionKey: `pages.area.${area}` };
  return {
    path: area,
    children: [
      { index: true, element: <ToAreaIndex area={area} /> },
      ...pages
        .filter((p) => !(area === 'build' && p === 'submission-requirements'))
        .map((p) => {
          const Page = PAGES_BY_AREA[area]?.[p];
          return { path: p, element: Page ? <Page /> : coming(`pages.${area}.${p}`, section) };
        }),
      ...(area === 'build'
        ? [
            {
              path: 'submission-requirements',
              children: [
                { index: true, element: <RequirementsPage sections={SUBMISSION_REQUIREMENT_SECTIONS} /> },
                ...SUBMISSION_REQUIREMENT_SECTIONS.map((s) => ({ path: s, element: requirementSubview(s) })),
              ],
            },
          ]
        : []),
    ],
  };
}

/**
 * The signed-in part of the route map, matched below the app router's catch-all: the
 * session check, the layout and each screen's guard (anonymous visitors go to /login?redirect=...).
 */
export const signedInRoutes: RouteObject[] = [
  { path: 'portal/*', element: <PortalRoutes /> },
  {
    path: 'opportunities',
    element: <OpportunitiesLayout />,
    children: [
      { index: true, element: <OpportunitiesPage /> },
      { path: ':agencyDomain', element: <OpportunitiesPage /> },
      { path: ':agencyDomain/:projectId', element: <OpportunityPage /> },
    ],
  },
  {
    path: 'verify-receipt',
    element: <OpportunitiesLayout />,
    children: [{ index: true, element: <VerifyReceiptPage /> }],
  },
  {
    element: <RequireSession />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            element: <RouteGuard />,
            children: [
              { index: true, element: <DashboardPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'supplier-dashboard', element: coming('pages.supplierDashboard') },
              {
                path: 'contract-builder-dashboard',
                element: guarded('contractBuilderDashboard', coming('pages.contractBuilderDashboard')),
              },
              { path: 'debug-view', element: guarded('debugView', coming('pages.debugView')) },
              { path: 'docs/*', element: guarded('docs', coming('pages.docs')) },
              {
                path: 'control-panel',
                children: [
                  // Where the menu's Control panel lands: its first built section.
                  {
                    index: true,
                    element: <Navigate to={paths.controlPanel.getHref(FIRST_SECTION)} replace />,
                  },
                  {
                    element: <ControlPanelLayout />,
                    children: BUILT_CONTROL_PANEL_SECTIONS.map((s) => ({
                      path: s,
                      element: CONTROL_PANEL_PAGES[s],
                    })),
                  },
                  // A section not built yet has no screen (nor entry): its address lands on the panel.
                  ...CONTROL_PANEL_SECTIONS.filter((s) => !(s in CONTROL_PANEL_PAGES)).map((s) => ({
                    path: s,
                    element: <Navigate to={paths.controlPanel.getHref(FIRST_SECTION)} replace />,
                  })),
                  { path: '*', element: <Navigate to={paths.controlPanel.getHref(FIRST_SECTION)} replace /> },
                ],
              },
              {
                path: 'projects',
                children: [
                  { index: true, element: <ProjectsPage /> },
                  { path: 'new/:isPlanned', element: <NewProjectPage /> },
                  {
                    path: ':id',
                    element: <ProjectLayout areaPages={AREA_PAGES} />,
                    children: [
                      { index: true, element: <ToBuildSettings /> },
                      {
                        path: 'form/:tabletype/:formid?',
                        element: <FormEditorPage />,
                      },
                      ...PROJECT_PAGES.map((p) => ({
                        path: p,
                        element:
                          p === 'journal' ? (
                            <JournalPage />
                          ) : p === 'tasks' ? (
                            <TasksPage />
                          ) : p === 'activities' ? (
                            <ProjectActivitiesPage />
                          ) : (
                            coming(`pages.project.${p}`, PROJECT)
                          ),
                      })),
                      {
                        path: 'team',
                        children: [
                          { index: true, element: <ProjectTeamPage /> },
                          { path: 'add', element: <AddProjectTeamMemberPage /> },
                          { path: 'member/:userId', element: <ProjectTeamMemberPage /> },
                        ],
                      },
                      ...(Object.keys(PROJECT_AREAS) as ProjectArea[]).map(areaRoutes),
                      { path: '*', element: <ToBuildSettings /> },
                    ],
                  },
                ],
              },
              {
                path: 'reports',
                children: [
                  { index: true, element: <Navigate to={paths.reports.library.getHref()} replace /> },
                  { path: 'library', element: coming('pages.reports.library') },
                  { path: 'center', element: coming('pages.reports.center') },
                ],
              },
              {
                path: 'suppliers',
                children: [
                  { index: true, element: <SuppliersPage /> },
                  {
                    path: ':id',
                    element: <SupplierPage />,
                    children: [
                      { index: true, element: <Navigate to="overview" replace /> },
                      ...SUPPLIER_TABS.map((tab) => ({ path: tab, element: <SupplierTabPage tab={tab} /> })),
                    ],
                  },
                ],
              },
              {
                path: 'team',
                children: [
                  { index: true, element: <Navigate to={paths.team.all.getHref()} replace /> },
                  { path: 'all', element: <TeamAllPage /> },
                  { path: 'teammember/:userId', element: <TeamMemberPage /> },
                  { path: 'addteammember', element: <AddTeamMemberPage /> },
                  { path: 'groups/:groupId', element: <GroupPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  // Unknown paths redirect to the dashboard.
  { path: '*', element: <Navigate to={paths.dashboard.getHref()} replace /> },
];

export function SignedInRoutes() {
  return <AppSWRConfig>{useRoutes(signedInRoutes)}</AppSWRConfig>;
}

export default SignedInRoutes;
