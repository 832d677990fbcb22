import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { api } from '../lib/api';
import { isApiError } from '../lib/api-client';

const swrConfig: SWRConfiguration = {
  fetcher: api.fetcher,
  revalidateOnFocus: false,
  // A 4xx will not change by asking again; network errors and 5xx are retried by SWR's back-off.
  shouldRetryOnError: (err: unknown) => !(isApiError(err) && err.status >= 400 && err.status < 500),
  errorRetryCount: 3,
};

/**
 * SWR's settings for the signed-in screens, the only ones that read data through SWR: wrapped around their
 * routes (signed-in-routes.tsx), so that SWR loads with them and not with /login (decision 017).
 */
export function AppSWRConfig({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
