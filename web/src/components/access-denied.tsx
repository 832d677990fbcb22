import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

export function AccessDenied() {
  const { t } = useTranslation();
  return (
    <StatusPage
      className="tb-access-denied"
      title={t('accessDenied.title')}
      body={t('accessDenied.body')}
      back={t('accessDenied.back')}
    />
  );
}
