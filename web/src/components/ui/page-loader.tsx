import { Flex, Loader, VisuallyHidden } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';

/** The fallback while a lazy screen's code arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Flex justifyContent="center" alignItems="center" padding="xxl" role="status" aria-live="polite">
      <Loader size="large" />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </Flex>
  );
}
