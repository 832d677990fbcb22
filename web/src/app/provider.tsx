import { ThemeProvider } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '../components/error-boundary';
import { i18n } from '../i18n';
import { tenderboxTheme } from './theme';

/** Providers every screen needs. SWR's settings wrap the signed-in routes only (swr-config.tsx). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={tenderboxTheme}>
        <ErrorBoundary>{children}</ErrorBoundary>
      </ThemeProvider>
    </I18nextProvider>
  );
}
