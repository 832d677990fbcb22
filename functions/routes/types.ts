import type * as z from 'zod/mini';
import type { RoutePermissionName } from '../../shared/domain/route-permissions.js';

/** One Lambda per resource group (ARCHITECTURE.md#layers). `system` serves health and the workflow probe. */
export const ResourceGroups = [
  'system',
  'auth',
  'users',
  'customer',
  'projects',
  'project-collaboration',
  'project-search',
  'project-team',
  'project-build',
  'tender-tables',
  'tender-table-lists',
  'library',
  'submission-requirements',
  'public-opportunities',
  'portal',
  'submissions',
  'opening',
  'bid-meetings',
  'vendor-questions',
  'addenda',
  'documents',
  'suppliers',
  'evaluations',
  'awards',
  'award-approvals',
  'award-approver',
  'exports',
] as const;
export type ResourceGroup = (typeof ResourceGroups)[number];

/**
 * Who may call a route:
 * - public: anyone (login, health, the public opportunities page);
 * - session: a signed-in buyer of the customer in the path;
 * - supplier: a signed-in supplier (the portal);
 * - approver: an award approver holding the emailed link's token (uat).
 */
export type AuthKind = 'public' | 'session' | 'supplier' | 'approver';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RouteBase {
  /** Unique, stable name: the handler map key, the OpenAPI operationId and the sample event's name. */
  operationId: string;
  method: HttpMethod;
  /** API Gateway path syntax: /api/v1/customer/{customerId}/node/{nodeId}/Users */
  path: string;
  group: ResourceGroup;
  /** Session routes only: a site administrator's session, whatever the route permissions say (403 otherwise). */
  siteAdmin?: true;
  /** A POST that changes nothing (a search with a body): the view right suffices; the CSRF checks still apply. */
  readsOnly?: true;
  /**
   * A read that the view right of any of these route permissions also opens, beside its own `permission`:
   * the agency's drop-down lists are managed in the control panel but read by whoever views a project.
   */
  alsoViewableUnder?: readonly RoutePermissionName[];
  summary: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** The shape of data.<responseName>DTO.values, for the OpenAPI document and typed fetchers. */
  response?: z.ZodMiniType;
  /** The <name> in data.<name>DTO.values. */
  responseName?: string;
  /** A realistic request, for the OpenAPI document and the sample event in events/<group>/. */
  example?: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
  /** Success status; 200 unless stated. */
  successStatus?: 200 | 201 | 202 | 204;
}

/**
 * The route permission (docs/product/suppliers-and-accounts.md#roles-and-permissions) a route sits behind: a
 * name of DEFAULT_ROUTE_PERMISSIONS, checked on every call, or `null`, said explicitly, for a route any
 * signed-in user may call. A session route must say which: an absent permission would silently allow
 * everyone.
 */
export type RoutePermission = RoutePermissionName | null;

type RouteAccess =
  | { auth: 'session'; permission: RoutePermission }
  | { auth: Exclude<AuthKind, 'session'>; permission?: RoutePermission };

export type RouteDef = RouteBase & RouteAccess;

/** Identity helper that keeps literal operation ids while checking the shape. */
export function defineRoutes<const T extends readonly RouteDef[]>(routes: T): T {
  return routes;
}

/**
 * The catalogue codes a group's routes document beyond the common ones (functions/routes/errors.ts), by
 * operation id: `Code` is the group's catalogue's, so a route cannot document a code its Lambda lacks.
 */
export type RouteErrors<Code extends string> = Readonly<Record<string, readonly Code[]>>;
