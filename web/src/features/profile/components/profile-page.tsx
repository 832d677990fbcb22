import { Flex, Heading, Link } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { canOpen } from '../../../lib/access';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyProfile } from '../api/profile-api';
import { PROFILE_NS } from '../i18n';
import { LoadStatus } from '../../../components/ui/load-status';

/**
 * /profile: the signed-in user's own record, for every user (the user menu's "My profile"). Editing stays in
 * team administration, linked for those who may open it.
 */
export function ProfilePage() {
  const { t } = useTranslation(PROFILE_NS);
  const session = useSession();
  const customer = session.status === 'authenticated' ? session.customer : undefined;
  const profile = useMyProfile(customer?.customerId);
  useDocumentTitle(t('title'));
  const u = profile.data;
  const editHref = u ? paths.team.member.getHref(u.userId) : undefined;
  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('title')}</Heading>
      {profile.error || !u ? (
        <LoadStatus error={profile.error} loadingText={t('loading')} failedText={t('loadError')} />
      ) : (
        <section className="tb-card">
          <dl className="tb-details">
            <dt>{t('name')}</dt>
            <dd>{u.fullName}</dd>
            <dt>{t('email')}</dt>
            <dd>{u.email}</dd>
            <dt>{t('username')}</dt>
            <dd>{u.username}</dd>
            {customer && (
              <>
                <dt>{t('agency')}</dt>
                <dd>{customer.displayName}</dd>
              </>
            )}
            <dt>{t('status')}</dt>
            <dd>{u.active ? t('active') : t('deactivated')}</dd>
          </dl>
          {editHref && canOpen(editHref, session) && (
            <Link as={RouterLink} to={editHref}>
              {t('editInTeam')}
            </Link>
          )}
        </section>
      )}
    </Flex>
  );
}

export default ProfilePage;
