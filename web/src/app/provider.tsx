import { ThemeProvider } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ErrorBoundary } from '../components/error-boundary';
import { i18n } from '../i18n';
import { api } from '../lib/api';
import { isApiError } from '../lib/api-client';
import { tenderboxTheme } from './theme';

const swrConfig: SWRConfiguration = {
  fetcher: api.fetcher,
  revalidateOnFocus: false,
  // A 4xx will not change by asking again; network errors and 5xx are retried by SWR's back-off.
  shouldRetryOnError: (err: unknown) => !(isApiError(err) && err.status >= 400 && err.status < 500),
  errorRetryCount: 3,
};

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={tenderboxTheme}>
        <ErrorBoundary>
          <SWRConfig value={swrConfig}>{children}</SWRConfig>
        </ErrorBoundary>
      </ThemeProvider>
    </I18nextProvider>
  );
}
