import { Alert, Flex, Loader } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../i18n';

/** A tab's list while it loads, or why it could not. */
export function LoadState({ error }: { error: unknown }) {
  const { t } = useTranslation(TEAM_NS);
  if (error)
    return <Alert variation="error">{error instanceof Error ? error.message : t('loadError')}</Alert>;
  return (
    <Flex alignItems="center" gap="small" role="status">
      <Loader />
      <span>{t('loading')}</span>
    </Flex>
  );
}
