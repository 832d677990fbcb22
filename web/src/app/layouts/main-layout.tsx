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
import { SettingsMenu } from '../../components/layouts/settings-menu';
import { useRealtimeUpdates } from '../../components/layouts/use-realtime-updates';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { UserMenu } from './user-menu';

/** The signed-in layout: top bar (brand, settings menu, user menu), main navigation, content, footer. */
export function MainLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const health = useHealth();
  useRealtimeUpdates(session.status === 'authenticated' ? session.customer?.customerId : undefined);
  return (
    <UnsavedChangesGuard>
      <div className="tb-shell">
        <SkipLink />
        <header className="tb-topbar">
          <Brand />
          <div className="tb-topbar-actions" role="group" aria-label={t('topBar.label')}>
            <SettingsMenu />
            <UserMenu />
          </div>
        </header>
        <div className="tb-body">
          <MainNav />
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
