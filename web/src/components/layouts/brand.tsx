import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to={paths.dashboard.getHref()} className="tb-brand">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path d="M8 9h16v4h-6v12h-4V13H8z" fill="#0b4f6c" />
      </svg>
      <span className="tb-brand-name">{t('app.name')}</span>
      <span className="tb-brand-tagline">{t('app.tagline')}</span>
    </Link>
  );
}

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="tb-skip" href="#main">
      {t('app.skipToContent')}
    </a>
  );
}
