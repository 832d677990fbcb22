import { useTranslation } from 'react-i18next';
import { LoadStatus } from '../../../components/ui/load-status';
import { TEAM_NS } from '../i18n';

/** A tab's list while it loads, or why it could not, in the team's texts. */
export function LoadState({ error }: { error: unknown }) {
  const { t } = useTranslation(TEAM_NS);
  return <LoadStatus error={error} loadingText={t('loading')} failedText={t('loadError')} />;
}
