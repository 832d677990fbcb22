import { Button, Loader } from '@aws-amplify/ui-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { changeLanguage, toAppLanguage } from '../../../i18n';
import { opportunityPaths } from '../paths';

/**
 * The public pages' frame (skip link, brand, language switch, main), written here rather than reusing
 * components/layouts: this lazy chunk importing the modules /login's first load is made of made the bundler
 * regroup that load's chunks and grow it (decision 046). It uses the same classes, so it looks the same.
 */
export function OpportunitiesLayout() {
  const { t, i18n } = useTranslation();
  const other = toAppLanguage(i18n.language) === 'fr' ? 'en' : 'fr';
  return (
    <div className="tb-shell tb-public">
      <a className="tb-skip" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="tb-topbar">
        <Link to={opportunityPaths.all} className="tb-brand">
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <path d="M8 9h16v4h-6v12h-4V13H8z" fill="#0b4f6c" />
          </svg>
          <span className="tb-brand-name">{t('app.name')}</span>
          <span className="tb-brand-tagline">{t('app.tagline')}</span>
        </Link>
        <div className="tb-topbar-actions">
          <Button
            size="small"
            variation="link"
            className="tb-topbar-lang"
            lang={other}
            aria-label={t('language.switchLabel')}
            onClick={() => void changeLanguage(other)}
          >
            {t('language.other')}
          </Button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="tb-main tb-public-main">
        {/* Code arriving for a public page, not a read: the bare spinner of the public layout. */}
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

export default OpportunitiesLayout;
