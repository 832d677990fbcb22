import '../../../i18n/reset-texts';
import { Alert, Flex, Heading, Link, Loader, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { verifyEmail } from '../api/auth-api';

/**
 * /verifyEmail?email=...&token=...[&purpose=invitation] (the emailed link): checks the pair, then opens
 * /resetpassword with them in the router state; a pair the server does not accept says so
 * (docs/product/errors.md#in-the-browser).
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  // An invitation's link (functions/core/accounts/password-link.ts): the next screen greets a new member.
  const invitation = params.get('purpose') === 'invitation';
  const [failure, setFailure] = useState<string | null>(email && token ? null : t('reset.invalidLink'));
  useDocumentTitle(t('reset.verifyTitle'));

  useEffect(() => {
    if (!email || !token) return;
    let cancelled = false;
    verifyEmail(email, token).then(
      (answer) => {
        if (cancelled) return;
        if (answer.valid)
          void navigate(paths.auth.resetPassword.getHref(), {
            replace: true,
            state: { email, token, invitation },
          });
        else setFailure(t('reset.invalidLink'));
      },
      (error: unknown) => {
        if (!cancelled)
          setFailure(isApiError(error) && error.status < 500 ? error.message : t('reset.invalidLink'));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [email, token, invitation, navigate, t]);

  return (
    <Flex direction="column" gap="medium" className="tb-login-card tb-narrow-card">
      <Heading level={1}>{t('reset.verifyTitle')}</Heading>
      {/* Not a read: the link being verified, its text in Amplify's Text as the page's other texts. */}
      {failure ? (
        <>
          <Alert variation="error" role="alert">
            {failure}
          </Alert>
          <Link as={RouterLink} to={paths.auth.login.getHref()}>
            {t('reset.backToLogin')}
          </Link>
        </>
      ) : (
        <Flex alignItems="center" gap="small" role="status">
          <Loader />
          <Text as="span">{t('reset.verifying')}</Text>
        </Flex>
      )}
    </Flex>
  );
}

export default VerifyEmailPage;
