/**
 * Every link of the app is built here (ARCHITECTURE.md#layers), so a route renamed in the router is renamed
 * once. `path` is the router pattern; `getHref(...)` builds a concrete link with encoded parameters.
 */

import type { LoginErrorCode } from '../../../shared/domain/login-errors';
import {
  SUBMISSION_REQUIREMENT_SECTIONS,
  type SubmissionRequirementSection,
} from '../../../shared/domain/projects/submission-requirement-sections';

const enc = encodeURIComponent;

export const CONTROL_PANEL_SECTIONS = [
  'account-information',
  'project-settings',
  'intake-settings',
  'source-settings',
  'evaluation-settings',
  'contract-settings',
  'dropdown-settings',
  'email-notifications',
  'system-content',
  'library-content',
  'sso-settings',
  'contract-builder',
] as const;
export type ControlPanelSection = (typeof CONTROL_PANEL_SECTIONS)[number];
/**
 * The control panel's sections this release builds, in the panel's order: the only ones its navigation
 * offers, and where /control-panel lands (the first).
 */
export const BUILT_CONTROL_PANEL_SECTIONS = [
  'project-settings',
  'source-settings',
  'dropdown-settings',
  'library-content',
] as const satisfies readonly ControlPanelSection[];

/**
 * The project areas and their sub-pages (docs/product/projects.md#types); the first entry is where the area's
 * index lands.
 */
export const PROJECT_AREAS = {
  build: [
    'settings',
    'details',
    'documents',
    'compliance',
    'invitations',
    'dates',
    'publish',
    'submission-requirements',
  ],
  source: ['companies', 'questions', 'bid-meetings', 'submissions', 'compliance', 'evaluations', 'awards'],
  contract: ['dates', 'suppliers', 'contract-builder', 'documents', 'purchase-orders', 'performance'],
  award: ['summary', 'approval', 'awards'],
  evaluate: [
    'evaluations',
    'build-evaluation',
    'evaluation-team',
    'evaluation-review',
    'pricing-review',
    'supplier-status',
    'permission-denied',
  ],
} as const;
export type ProjectArea = keyof typeof PROJECT_AREAS;
export type ProjectAreaPage<A extends ProjectArea> = (typeof PROJECT_AREAS)[A][number];

// The sections are the project rules' list; the routes are built from it.
export { SUBMISSION_REQUIREMENT_SECTIONS, type SubmissionRequirementSection };

export const SUPPLIER_TABS = [
  'overview',
  'history',
  'emails',
  'activity-feed',
  'documents',
  'comments',
] as const;
export type SupplierTab = (typeof SUPPLIER_TABS)[number];

/** Pages outside the project areas, `journal` and `tasks` among them (decision 031). */
export const PROJECT_PAGES = [
  'activities',
  'messages',
  'snapshot',
  'intake',
  'intake-project',
  'journal',
  'tasks',
] as const;
export type ProjectPage = (typeof PROJECT_PAGES)[number];

/** Values of /projects/new/{isPlanned}: the wizard's starting choice. */
export type NewProjectKind = 'newproject' | 'copy';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  auth: {
    login: {
      path: '/login',
      /** `err` is a catalogue code the login screen turns into its message, never text to show. */
      getHref: (redirectTo?: string, err?: LoginErrorCode) =>
        withQuery('/login', { redirect: redirectTo, err }),
    },
    verifyEmail: { path: '/verifyEmail', getHref: () => '/verifyEmail' },
    resetPassword: { path: '/resetpassword', getHref: () => '/resetpassword' },
  },
  public: {
    esignatureLanding: { path: '/esignature/landing', getHref: () => '/esignature/landing' },
    maintenanceLanding: { path: '/maintenance/landing', getHref: () => '/maintenance/landing' },
    intakeRequest: {
      path: '/intake-request',
      getHref: (customerId?: string, nodeId?: string) =>
        withQuery('/intake-request', { cid: customerId, nid: nodeId }),
    },
    awardApproval: {
      path: '/approval/:awardApprovalId/approver/:awardApprovalWorkflowId',
      getHref: (awardApprovalId: string, awardApprovalWorkflowId: string, uat?: string) =>
        withQuery(`/approval/${enc(awardApprovalId)}/approver/${enc(awardApprovalWorkflowId)}`, { uat }),
    },
  },
  dashboard: { path: '/', getHref: () => '/' },
  /** The signed-in user's own profile: every user, no team rights needed. */
  profile: { path: '/profile', getHref: () => '/profile' },
  supplierDashboard: { path: '/supplier-dashboard', getHref: () => '/supplier-dashboard' },
  contractBuilderDashboard: {
    path: '/contract-builder-dashboard',
    getHref: () => '/contract-builder-dashboard',
  },
  debugView: { path: '/debug-view', getHref: () => '/debug-view' },
  docs: { path: '/docs', getHref: () => '/docs' },
  controlPanel: {
    path: '/control-panel',
    getHref: (section: ControlPanelSection = 'account-information') => `/control-panel/${section}`,
  },
  projects: {
    list: {
      path: '/projects',
      getHref: (type?: 'template') => withQuery('/projects', { type }),
    },
    create: {
      path: '/projects/new/:isPlanned',
      getHref: (kind: NewProjectKind = 'newproject') => `/projects/new/${kind}`,
    },
    root: { path: '/projects/:id', getHref: (id: string) => `/projects/${enc(id)}` },
    form: {
      path: '/projects/:id/form/:tabletype/:formid?',
      getHref: (id: string, tableType: string, formId?: string) =>
        `/projects/${enc(id)}/form/${enc(tableType)}${formId === undefined ? '' : `/${enc(formId)}`}`,
    },
    page: {
      getHref: (id: string, page: ProjectPage) => `/projects/${enc(id)}/${page}`,
    },
    team: {
      getHref: (id: string) => `/projects/${enc(id)}/team`,
      add: { getHref: (id: string) => `/projects/${enc(id)}/team/add` },
      member: { getHref: (id: string, userId: string) => `/projects/${enc(id)}/team/member/${enc(userId)}` },
    },
    area: {
      getHref: <A extends ProjectArea>(id: string, area: A, page?: ProjectAreaPage<A>) =>
        `/projects/${enc(id)}/${area}${page === undefined ? '' : `/${page}`}`,
    },
    submissionRequirement: {
      getHref: (id: string, section?: SubmissionRequirementSection) =>
        `/projects/${enc(id)}/build/submission-requirements${section === undefined ? '' : `/${section}`}`,
    },
  },
  reports: {
    root: { path: '/reports', getHref: () => '/reports' },
    library: { getHref: () => '/reports/library' },
    center: { getHref: () => '/reports/center' },
  },
  suppliers: {
    list: { path: '/suppliers', getHref: () => '/suppliers' },
    detail: {
      path: '/suppliers/:id',
      getHref: (id: string, tab?: SupplierTab) =>
        `/suppliers/${enc(id)}${tab === undefined ? '' : `/${tab}`}`,
    },
  },
  team: {
    root: { path: '/team', getHref: () => '/team' },
    all: { getHref: () => '/team/all' },
    member: { getHref: (userId: string) => `/team/teammember/${enc(userId)}` },
    add: { getHref: () => '/team/addteammember' },
    group: { getHref: (groupId: string) => `/team/groups/${enc(groupId)}` },
  },
} as const;
