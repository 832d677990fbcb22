import type { PermissionId } from './permissions.js';
import type { RoutePermissionEntry } from './route-access.js';

/** A view right and the right that allows acting, for an entry; the route name stays a literal type. */
const entry = <const R extends string>(
  routeName: R,
  view: readonly PermissionId[],
  act: readonly PermissionId[],
  controlId?: string,
): RoutePermissionEntry & { routeName: R } => ({
  routeName,
  ...(controlId ? { controlId } : {}),
  permissions: [
    ...view.map((id) => ({ id, canPerformAction: false })),
    ...act.map((id) => ({ id, canPerformAction: true })),
  ],
});

/**
 * The route permission entries every agency starts with (served by RoutePermissions/All). Route names are
 * the screens' first path segments, and `<segment>/<phase>` inside a project; the API routes name the
 * same route names, so the browser and the server decide alike.
 */
export const DEFAULT_ROUTE_PERMISSIONS = [
  entry('control-panel', ['controlPanel.view'], ['controlPanel.manage']),
  entry('team', ['teamMembers.view'], ['teamMembers.edit']),
  entry('team', ['teamMembers.view'], ['teamMembers.edit'], 'addTeamMember'),
  entry('team', ['teamMembers.view'], ['teamMembers.edit'], 'teamMemberForm'),
  entry('team', ['teamMembers.view'], ['teamMembers.edit'], 'userGroupForm'),
  entry('reports', ['reports.view'], ['reports.edit']),
  entry('projects/build', ['build.view'], ['build.edit']),
  entry('projects/source', ['source.view'], ['source.edit']),
  entry('projects/contract', ['contract.view'], ['contract.edit']),
  entry('projects/award', ['award.view'], ['award.edit']),
  entry(
    'projects/evaluate',
    ['evaluations.view'],
    ['evaluations.create', 'evaluations.edit', 'evaluations.delete'],
  ),
  entry('suppliers', ['suppliers.view'], ['suppliers.manage']),
  entry(
    'supplier-dashboard',
    ['supplierPerformance.view'],
    ['supplierPerformance.create', 'supplierPerformance.edit', 'supplierPerformance.delete'],
  ),
  entry(
    'contract-builder-dashboard',
    ['contractBuilder.view'],
    ['contractBuilder.edit', 'contractBuilder.deleteEnvelopes'],
  ),
] as const satisfies readonly RoutePermissionEntry[];

/**
 * The route names an API route may sit behind (`permission` in functions/routes): a literal union, so a
 * misspelt name is a compile error instead of a check that silently never applies
 * (docs/product/suppliers-and-accounts.md#roles-and-permissions: no matching entry means allowed).
 */
export type RoutePermissionName = (typeof DEFAULT_ROUTE_PERMISSIONS)[number]['routeName'];

/**
 * The route names of a project's pages: the view right of any of them opens a project, and so the
 * agency's data a project shows (its drop-down lists, departments, people) to read its values.
 */
export const PROJECT_PAGE_ROUTE_NAMES = [
  'projects/build',
  'projects/source',
  'projects/evaluate',
  'projects/award',
  'projects/contract',
] as const satisfies readonly RoutePermissionName[];

/** Every route name of the default entries, for tests and tools that check names at run time. */
export const ROUTE_PERMISSION_NAMES: readonly RoutePermissionName[] = [
  ...new Set(DEFAULT_ROUTE_PERMISSIONS.map((e) => e.routeName)),
];

/**
 * The route names that apply to a screen path, parent first: /projects/42/build/dates →
 * ['projects', 'projects/build']; /team/all → ['team']; / → ['dashboard'].
 */
export function routeNamesForPath(pathname: string): string[] {
  const parts = pathname.split('?')[0]!.split('/').filter(Boolean);
  const first = parts[0];
  if (!first) return ['dashboard'];
  if (first === 'projects' && parts.length >= 3) {
    const phase = parts[2];
    if (phase && ['build', 'source', 'contract', 'award', 'evaluate'].includes(phase)) {
      return ['projects', `projects/${phase}`];
    }
  }
  return [first];
}
