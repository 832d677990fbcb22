import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '../components/error-boundary';
import { i18n } from '../i18n';

/**
 * Providers every screen needs. The theme is static CSS (styles/theme.css) on the element Amplify UI's
 * ThemeProvider would render; SWR's settings wrap the signed-in routes only (swr-config.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <div data-amplify-theme="tenderbox" dir="ltr">
        <ErrorBoundary>{children}</ErrorBoundary>
      </div>
    </I18nextProvider>
  );
}
