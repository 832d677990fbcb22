import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFollowing } from '../api/opportunities-api';
import { OPPORTUNITIES_NS } from '../i18n';

/** The portal's login, and back to this page after it (decision 047). Not from portal-paths: a lazy chunk. */
const loginHref = (back: string) => `/portal/login?next=${encodeURIComponent(back)}`;
/** The company's bid screen on this bid (decision 054). */
const bidHref = (agencyDomain: string, projectId: string) =>
  `/portal/bids/${encodeURIComponent(agencyDomain)}/${encodeURIComponent(projectId)}/submission`;

/**
 * The detail page's actions (decision 047): a signed-in supplier opens its bid, and follows or unfollows the
 * bid; anyone else is offered the portal's login, which comes back to the bid screen or to this page. The
 * bid link shows only on a bid answered online (`online`).
 */
export function FollowAction({
  agencyDomain,
  projectId,
  online = true,
}: {
  agencyDomain: string;
  projectId: string;
  online?: boolean;
}) {
  const { t } = useTranslation(OPPORTUNITIES_NS);
  const { following, error, setFollowing } = useFollowing(agencyDomain, projectId);
  const [busy, setBusy] = useState(false);
  if (following === undefined) return null;
  const bid = bidHref(agencyDomain, projectId);
  const bidLink = online && (
    <Link className="amplify-button amplify-button--primary" to={following === null ? loginHref(bid) : bid}>
      {following === null ? t('follow.logInToBid') : t('follow.bid')}
    </Link>
  );
  if (following === null)
    return (
      <Flex direction="column" gap="0.5rem" alignItems="flex-end">
        {bidLink}
        <Link to={loginHref(window.location.pathname)}>{t('follow.logIn')}</Link>
      </Flex>
    );
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
      {bidLink}
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
