import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** The app's own page for an address that cannot be one of its screens (a bad escape, %00, %2F). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="not-found"
      title={t('notFound.title')}
      body={t('notFound.body')}
      back={t('notFound.back')}
    />
  );
}
