import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFollowing } from '../api/opportunities-api';
import { OPPORTUNITIES_NS } from '../i18n';

/** The portal's login, and back to this page after it (decision 047). Not from portal-paths: a lazy chunk. */
const loginHref = (back: string) => `/portal/login?next=${encodeURIComponent(back)}`;

/**
 * The detail page's action (decision 047): a signed-in supplier follows or unfollows the bid; anyone else
 * is offered the portal's login, which comes back here.
 */
export function FollowAction({ agencyDomain, projectId }: { agencyDomain: string; projectId: string }) {
  const { t } = useTranslation(OPPORTUNITIES_NS);
  const { following, error, setFollowing } = useFollowing(agencyDomain, projectId);
  const [busy, setBusy] = useState(false);
  if (following === undefined) return null;
  if (following === null) return <Link to={loginHref(window.location.pathname)}>{t('follow.logIn')}</Link>;
  const toggle = async () => {
    setBusy(true);
    try {
      await setFollowing(!following);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex direction="column" gap="0.5rem" alignItems="flex-end">
      <Button onClick={() => void toggle()} isLoading={busy}>
        {following ? t('follow.unfollow') : t('follow.follow')}
      </Button>
      <span role="status">{following ? t('follow.followingNote') : ''}</span>
      {error && (
        <Alert variation="error" role="alert">
          {error}
        </Alert>
      )}
    </Flex>
  );
}
