/**
 * GET /api/health (public): a liveness answer, `ok` and the version, which the footer reads; it asks no
 * service. Each service's state is for site administrators (the dashboard's platform-status card, GET
 * /api/v1/system/health).
 */
import useSWR from 'swr';
import { apiUrl, call, type ApiResponse } from './api';
import * as routes from '../api/routes.gen';
import type { ApiError } from './api-client';

export const healthKey = apiUrl(routes.getHealth);

export const getHealth = () => call(routes.getHealth);

export function useHealth() {
  return useSWR<ApiResponse<'getHealth'>, ApiError>(healthKey, getHealth, { dedupingInterval: 60_000 });
}
