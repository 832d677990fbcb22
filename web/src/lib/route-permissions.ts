import { DEFAULT_ROUTE_PERMISSIONS } from '../../../shared/domain/route-permissions';
import type { RoutePermissionEntry } from '../../../shared/domain/route-access';
import { api } from './api';
import { isApiError } from './api-client';

export const routePermissionsKey = (customerId: string, nodeId: string) =>
  `/api/v1/customer/${encodeURIComponent(customerId)}/node/${encodeURIComponent(nodeId)}/RoutePermissions/All`;

/**
 * The agency's route permission entries (spec 3 §6: fetched at start, checked on every route). While the
 * API has no such route (404), the defaults every agency starts with apply, as the server applies them.
 */
export async function fetchRoutePermissions(url: string): Promise<readonly RoutePermissionEntry[]> {
  try {
    const values = await api.request<unknown>(url);
    if (Array.isArray(values)) return values as RoutePermissionEntry[];
    if (values && typeof values === 'object' && Array.isArray((values as { entries?: unknown }).entries)) {
      return (values as { entries: RoutePermissionEntry[] }).entries;
    }
    return DEFAULT_ROUTE_PERMISSIONS;
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      console.info('RoutePermissions/All is not served: using the default route permissions');
      return DEFAULT_ROUTE_PERMISSIONS;
    }
    throw error;
  }
}
