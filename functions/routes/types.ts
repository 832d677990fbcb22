import type * as z from 'zod';

/** One Lambda per resource group (DESIGN §3). `system` serves health and the workflow probe. */
export const ResourceGroups = [
  'system',
  'auth',
  'users',
  'customer',
  'projects',
  'tenders',
  'documents',
  'suppliers',
  'sourcing',
  'evaluations',
  'awards',
  'contracts',
  'contract-builder',
  'performance',
  'email',
  'reports',
  'exports',
  'dashboard',
  'intake',
  'audit',
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

export interface RouteDef {
  /** Unique, stable name: the handler map key, the OpenAPI operationId and the sample event's name. */
  operationId: string;
  method: HttpMethod;
  /** API Gateway path syntax: /api/v1/customer/{customerId}/node/{nodeId}/Users */
  path: string;
  group: ResourceGroup;
  auth: AuthKind;
  /** Route-permission name checked for session routes (spec 1 §6); absent means any signed-in user. */
  permission?: string;
  /** Session routes only: a site administrator's session, whatever the route permissions say (403 otherwise). */
  siteAdmin?: true;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The shape of data.<responseName>DTO.values, for the OpenAPI document and typed fetchers. */
  response?: z.ZodType;
  /** The <name> in data.<name>DTO.values. */
  responseName?: string;
  /** A realistic request, for the OpenAPI document and the sample event in events/<group>/. */
  example?: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
  /** Success status; 200 unless stated. */
  successStatus?: 200 | 201 | 202 | 204;
}

/** Identity helper that keeps literal operation ids while checking the shape. */
export function defineRoutes<const T extends readonly RouteDef[]>(routes: T): T {
  return routes;
}
