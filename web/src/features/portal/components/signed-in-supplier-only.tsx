import { Link as UiLink, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { portalPaths } from '../../../config/portal-paths';
import { useSupplierSession } from '../api/portal-api';
import { PORTAL_NS } from '../i18n';

/**
 * The part of a bid's portal page (its questions, meetings, submission) that only a signed-in supplier
 * sees: `children`, or, without a session, a link to log in that comes back to `here` (`?next=`). `texts`
 * is where the page's `loading`, `loginFirst` and `login` texts are.
 */
export function SignedInSupplierOnly({
  texts,
  here,
  children,
}: {
  texts: 'questions' | 'meetings' | 'submission';
  here: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(PORTAL_NS);
  const { data: session, isLoading } = useSupplierSession();
  if (isLoading) return <Text as="p">{t(`${texts}.loading`)}</Text>;
  if (!session)
    return (
      <Text as="p">
        {`${t(`${texts}.loginFirst`)} `}
        <UiLink as={Link} to={`${portalPaths.login.getHref()}?next=${encodeURIComponent(here)}`}>
          {t(`${texts}.login`)}
        </UiLink>
      </Text>
    );
  return children;
}
