import useSWR from 'swr';
import type { THealth } from '../../../../../shared/schemas/system';
import { api } from '../../../lib/api';
import type { ApiError } from '../../../lib/api-client';

/** GET /api/health → data.healthDTO.values (public). A degraded platform answers 503 with the same report. */
export const healthKey = '/api/health';

export function getHealth(): Promise<THealth> {
  return api.request<THealth>(healthKey, { dto: 'health', envelopeStatuses: [503] });
}

export function useHealth() {
  return useSWR<THealth, ApiError>(healthKey, getHealth, { dedupingInterval: 60_000 });
}
