import { lazy, Suspense, useEffect, useRef, type ReactElement } from 'react';
import {
  BrowserRouter,
  Navigate,
  useLocation,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
import type { ComingSoonProps } from '../components/coming-soon';
import { RouteGuard } from '../components/route-guard';
import { PageLoader } from '../components/ui/page-loader';
import { features } from '../config/features';
import {
  CONTROL_PANEL_SECTIONS,
  PROJECT_AREAS,
  PROJECT_PAGES,
  SUBMISSION_REQUIREMENT_SECTIONS,
  SUPPLIER_TABS,
  paths,
  type ProjectArea,
} from '../config/paths';
import type { AccessRule } from '../lib/access';

// Each feature's code loads when its route is first visited, so the first screen stays small.
const PublicLayout = lazy(() => import('../components/layouts/public-layout'));
const MainLayout = lazy(() => import('../components/layouts/main-layout'));
const LoginPage = lazy(() => import('../features/auth/components/login-page'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const ComingSoon = lazy(() => import('../components/coming-soon'));

/** The screen of a route a later release builds: inside the real layout, titled from the route. */
function coming(titleKey: string, extra: Omit<ComingSoonProps, 'titleKey'> = {}) {
  return <ComingSoon titleKey={titleKey} {...extra} />;
}

const PROJECT = { recordKey: 'coming.projectContext' } as const;
const SUPPLIER = { recordKey: 'coming.supplierContext' } as const;
/** A screen only some users may see: the guard applies the rule (lib/access.ts). */
const guarded = (rule: AccessRule, element: ReactElement) => <RouteGuard rule={rule}>{element}</RouteGuard>;

/** /projects/:id and its unknown sub-paths land on build settings (spec 1 §2). */
function ToBuildSettings() {
  const { id = '' } = useParams();
  return <Navigate to={paths.projects.area.getHref(id, 'build', 'settings')} replace />;
}

function ToAreaIndex({ area }: { area: ProjectArea }) {
  const { id = '' } = useParams();
  return <Navigate to={paths.projects.area.getHref(id, area, PROJECT_AREAS[area][0])} replace />;
}

/** Entering maintenance sets the no-redirect flag and sends the user to /login (spec 1 §2). */
export const NO_REDIRECT_KEY = 'tenderbox.noRedirect';
function MaintenanceLanding() {
  sessionStorage.setItem(NO_REDIRECT_KEY, '1');
  return <Navigate to={paths.auth.login.getHref()} replace />;
}

/** The approver's page needs its token (uat); without it the visitor goes to /login (spec 1 §2). */
function AwardApprovalLanding() {
  const [params] = useSearchParams();
  if (!params.get('uat')) return <Navigate to={paths.auth.login.getHref()} replace />;
  return coming('pages.awardApproval');
}

function WhenResetPassword({ titleKey }: { titleKey: string }) {
  return features.resetPassword ? coming(titleKey) : <Navigate to={paths.auth.login.getHref()} replace />;
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
        .map((p) => ({ path: p, element: coming(`pages.${area}.${p}`, section) })),
      ...(area === 'build'
        ? [
            {
              path: 'submission-requirements',
              children: [
                { index: true, element: coming('pages.build.submission-requirements', section) },
                ...SUBMISSION_REQUIREMENT_SECTIONS.map((s) => ({
                  path: s,
                  element: coming(`pages.submissionRequirements.${s}`, section),
                })),
              ],
            },
          ]
        : []),
    ],
  };
}

/** The route map of spec 1 §2. */
export const routes: RouteObject[] = [
  {
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.auth.login.path, element: <LoginPage /> },
          { path: paths.auth.verifyEmail.path, element: <WhenResetPassword titleKey="pages.verifyEmail" /> },
          {
            path: paths.auth.resetPassword.path,
            element: <WhenResetPassword titleKey="pages.resetPassword" />,
          },
          { path: paths.public.esignatureLanding.path, element: coming('pages.esignatureLanding') },
          { path: paths.public.maintenanceLanding.path, element: <MaintenanceLanding /> },
          { path: paths.public.intakeRequest.path, element: coming('pages.intakeRequest') },
          { path: paths.public.awardApproval.path, element: <AwardApprovalLanding /> },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          {
            element: <RouteGuard />,
            children: [
              { index: true, element: <DashboardPage /> },
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
                  { index: true, element: <Navigate to={paths.controlPanel.getHref()} replace /> },
                  ...CONTROL_PANEL_SECTIONS.map((s) => ({
                    path: s,
                    element: coming(`pages.controlPanel.${s}`, { sectionKey: 'pages.area.controlPanel' }),
                  })),
                  { path: '*', element: <Navigate to={paths.controlPanel.getHref()} replace /> },
                ],
              },
              {
                path: 'projects',
                children: [
                  { index: true, element: coming('pages.projects') },
                  { path: 'new/:isPlanned', element: coming('pages.newProject') },
                  {
                    path: ':id',
                    children: [
                      { index: true, element: <ToBuildSettings /> },
                      { path: 'form/:tabletype/:formid?', element: coming('pages.project.form', PROJECT) },
                      ...PROJECT_PAGES.map((p) => ({
                        path: p,
                        element: coming(`pages.project.${p}`, PROJECT),
                      })),
                      {
                        path: 'team',
                        children: [
                          { index: true, element: coming('pages.project.team', PROJECT) },
                          { path: 'add', element: coming('pages.project.teamAdd', PROJECT) },
                          { path: 'member/:userId', element: coming('pages.project.teamMember', PROJECT) },
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
                  { index: true, element: coming('pages.suppliers') },
                  {
                    path: ':id',
                    children: [
                      { index: true, element: coming('pages.supplier.overview', SUPPLIER) },
                      ...SUPPLIER_TABS.map((tab) => ({
                        path: tab,
                        element: coming(`pages.supplier.${tab}`, SUPPLIER),
                      })),
                    ],
                  },
                ],
              },
              {
                path: 'team',
                children: [
                  { index: true, element: <Navigate to={paths.team.all.getHref()} replace /> },
                  { path: 'all', element: coming('pages.team.all') },
                  { path: 'teammember/:userId', element: coming('pages.team.member') },
                  { path: 'addteammember', element: coming('pages.team.add') },
                  { path: 'groups/:groupId', element: coming('pages.team.group') },
                ],
              },
            ],
          },
        ],
      },
      // Unknown paths redirect to the dashboard (spec 1 §2).
      { path: '*', element: <Navigate to={paths.dashboard.getHref()} replace /> },
    ],
  },
];

/** The routes, with focus moved to the main region after each navigation (screen readers, keyboard). */
function AppRoutes() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: false });
  }, [pathname]);
  const element = useRoutes(routes);
  return <Suspense fallback={<PageLoader />}>{element}</Suspense>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
