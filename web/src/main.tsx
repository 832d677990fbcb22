import './styles/amplify.css';
import './styles/theme.css';
import './styles/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { initI18n } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first render waits for the user's language, so nothing flashes in the other one.
await initI18n();

// A transition renders in slices that yield to the browser, instead of one long task on a slow phone.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
