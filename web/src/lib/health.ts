/**
 * GET /api/health (public): the footer's version and the platform-status card read it, so it lives in lib
 * rather than in one feature. A degraded platform answers 503 with the same report.
 */
import useSWR from 'swr';
import { apiUrl, call, type ApiResponse } from './api';
import * as routes from '../api/routes.gen';
import type { ApiError } from './api-client';

export const healthKey = apiUrl(routes.getHealth);

export const getHealth = () => call(routes.getHealth, { envelopeStatuses: [503] });

export function useHealth() {
  return useSWR<ApiResponse<'getHealth'>, ApiError>(healthKey, getHealth, { dedupingInterval: 60_000 });
}
