/**
 * GET /api/v1/system/health (site administrators only): each service and its latency, for the
 * platform-status card. The public /api/health says only up or degraded and the version (lib/health.ts).
 */
import useSWR from 'swr';
import { apiUrl, call, type ApiResponse } from '../../../lib/api';
import type { ApiError } from '../../../lib/api-client';
import * as routes from '../../../api/routes.gen';

export function useHealthDetails() {
  return useSWR<ApiResponse<'getHealthDetails'>, ApiError>(
    apiUrl(routes.getHealthDetails),
    () => call(routes.getHealthDetails, { envelopeStatuses: [503] }),
    { dedupingInterval: 60_000 },
  );
}
