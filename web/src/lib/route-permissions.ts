import { DEFAULT_ROUTE_PERMISSIONS } from '../../../shared/domain/route-permissions';
import type { RoutePermissionEntry } from '../../../shared/domain/route-access';
import { apiUrl, call } from './api';
import * as routes from '../api/routes.gen';
import { isApiError } from './api-client';

interface Scope {
  customerId: string;
  nodeId: string;
}

export const routePermissionsKey = (params: Scope) => apiUrl(routes.findAllRoutePermissions, { params });

/**
 * The agency's route permission entries (docs/product/suppliers-and-accounts.md#roles-and-permissions:
 * fetched at start, checked on every route). While the API has no such route (404), the defaults every agency
 * starts with apply, as the server applies them.
 */
export async function fetchRoutePermissions(params: Scope): Promise<readonly RoutePermissionEntry[]> {
  try {
    return await call(routes.findAllRoutePermissions, { params });
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      console.info('RoutePermissions/All is not served: using the default route permissions');
      return DEFAULT_ROUTE_PERMISSIONS;
    }
    throw error;
  }
}
