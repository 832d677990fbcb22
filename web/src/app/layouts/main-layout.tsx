import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { SessionWatch } from '../../features/auth/components/session-watch';
import { useHealth } from '../../lib/health';
import { useSession } from '../../lib/session';
import { Notifications } from '../../components/ui/notifications';
import { PageLoader } from '../../components/ui/page-loader';
import { AppFooter } from '../../components/layouts/app-footer';
import { Brand, SkipLink } from '../../components/layouts/brand';
import { MainNav } from '../../components/layouts/main-nav';
import { SettingsMenu, SettingsSection } from '../../components/layouts/settings-menu';
import { useRealtimeUpdates } from '../../components/layouts/use-realtime-updates';
import { useDisclosure } from '../../components/ui/disclosure-menu';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { UserMenu } from './user-menu';

/**
 * The signed-in layout: top bar (brand, settings menu, user menu), main navigation, content, footer.
 * Below 48rem (768 px) the navigation, the settings and the user menu's entries sit behind the top bar's
 * menu button (styles/app.css, "Small screens"); above, the button is not displayed and nothing changes.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const menu = useDisclosure();
  const session = useSession();
  const health = useHealth();
  useRealtimeUpdates(session.status === 'authenticated' ? session.customer?.customerId : undefined);
  return (
    <UnsavedChangesGuard>
      <div className="tb-shell">
        <SkipLink />
        <header className="tb-topbar">
          <Brand />
          <div className="tb-topbar-actions tb-topbar-menus" role="group" aria-label={t('topBar.label')}>
            <SettingsMenu />
            <UserMenu />
          </div>
          <button {...menu.buttonProps} className="tb-menu-button tb-nav-toggle">
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span>{t('nav.menu')}</span>
          </button>
        </header>
        <div className="tb-body">
          <div {...menu.panelProps} className="tb-nav-panel" data-open={menu.open}>
            <MainNav />
            <div className="tb-nav-extra" role="group" aria-label={t('topBar.label')}>
              <SettingsSection />
              <UserMenu inline />
            </div>
          </div>
          <main id="main" tabIndex={-1} className="tb-main">
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        <AppFooter health={health} />
        <Notifications />
        <SessionWatch session={session} />
      </div>
    </UnsavedChangesGuard>
  );
}

export default MainLayout;
