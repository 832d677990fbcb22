import { Button } from '@aws-amplify/ui-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { portalPaths } from '../../../config/portal-paths';
import { supplierLogout, useSupplierSession } from '../api/portal-api';
import { changeLanguage, toAppLanguage } from '../../../i18n';
import { PORTAL_NS } from '../i18n';

/**
 * The supplier portal's own frame (decision 045): a supplier is not an agency's user, so no agency
 * navigation; the portal's name, its links, the language switch and a link to the buyers' login. Its skip
 * link and language switch are its own, not the public layout's: importing those would split the chunks
 * /login loads and add bytes to them (decision 045 measures it).
 */
/**
 * The top bar's links, white on the brand colour. Inline rather than in app.css, which /login loads: the
 * portal adds nothing to the first screen's files (decision 045).
 */
const topbarLink = { color: '#fff', padding: '0.25rem 0.5rem', fontWeight: 600 } as const;

export function PortalLayout() {
  const { t, i18n } = useTranslation(PORTAL_NS);
  // The app's own words for the skip link and the language switch (web/src/i18n/en.json).
  const { t: common } = useTranslation();
  const other = toAppLanguage(i18n.language) === 'fr' ? 'en' : 'fr';
  const navigate = useNavigate();
  const { data: session, mutate } = useSupplierSession();
  const logout = async () => {
    await supplierLogout();
    await mutate(null, { revalidate: false });
    void navigate(portalPaths.login.getHref());
  };
  return (
    <div className="tb-shell tb-public">
      <a className="tb-skip" href="#main">
        {common('app.skipToContent')}
      </a>
      <header className="tb-topbar">
        <Link to={portalPaths.home.getHref()} className="tb-brand">
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <path d="M8 9h16v4h-6v12h-4V13H8z" fill="#0b4f6c" />
          </svg>
          <span className="tb-brand-name">Tenderbox</span>
          <span className="tb-brand-tagline">{t('layout.title')}</span>
        </Link>
        <nav aria-label={t('layout.nav')} className="tb-topbar-actions">
          {session ? (
            <>
              <NavLink style={topbarLink} to={portalPaths.opportunities.getHref()}>
                {t('layout.opportunities')}
              </NavLink>
              <NavLink style={topbarLink} to={portalPaths.documents.getHref()}>
                {t('layout.documents')}
              </NavLink>
              <NavLink style={topbarLink} to={portalPaths.profile.getHref()}>
                {t('layout.profile')}
              </NavLink>
              <Button size="small" variation="link" className="tb-topbar-lang" onClick={() => void logout()}>
                {t('layout.logout')}
              </Button>
            </>
          ) : (
            <>
              <NavLink style={topbarLink} to={portalPaths.register.getHref()}>
                {t('layout.register')}
              </NavLink>
              <NavLink style={topbarLink} to={portalPaths.login.getHref()}>
                {t('layout.login')}
              </NavLink>
            </>
          )}
          <Link style={topbarLink} to={paths.auth.login.getHref()}>
            {t('layout.buyers')}
          </Link>
          <Button
            size="small"
            variation="link"
            className="tb-topbar-lang"
            lang={other}
            aria-label={common('language.switchLabel')}
            onClick={() => void changeLanguage(other)}
          >
            {common('language.other')}
          </Button>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="tb-main tb-public-main">
        <Suspense fallback={<p role="status">{t('layout.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/** An unknown address under /portal. */
export function PortalNotFound() {
  const { t } = useTranslation(PORTAL_NS);
  return (
    <div className="tb-login-card tb-narrow-card">
      <h1>{t('layout.notFound')}</h1>
      <Link to={portalPaths.home.getHref()}>{t('home.title')}</Link>
    </div>
  );
}
