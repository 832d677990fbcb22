import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../ui/language-switch';
import { PageLoader } from '../ui/page-loader';
import { AppFooter } from './app-footer';
import { Brand, SkipLink } from './brand';

/** Pages reached without a session (login, password reset, public links): no main navigation. */
export function PublicLayout() {
  return (
    <div className="tb-shell tb-public">
      <SkipLink />
      <header className="tb-topbar">
        <Brand />
        <div className="tb-topbar-actions">
          <LanguageSwitch className="tb-topbar-lang" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="tb-main tb-public-main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}

export default PublicLayout;
