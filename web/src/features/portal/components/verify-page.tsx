import { Alert, Button, Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { portalPaths } from '../../../config/portal-paths';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { resendSupplierVerification, verifySupplierEmail } from '../api/portal-api';
import { PORTAL_NS } from '../i18n';

/** One redemption per link and page: a re-run effect (React's strict mode) must not spend it twice. */
const redemptions = new Map<string, ReturnType<typeof verifySupplierEmail>>();

/** /portal/verify?email=&token=: redeems the emailed link, or offers a new one. */
export function VerifyPage() {
  const { t } = useTranslation(PORTAL_NS);
  useDocumentTitle(t('verify.title'));
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(
    email && token ? null : { ok: false, message: t('verify.missing') },
  );
  const [resent, setResent] = useState<string | null>(null);

  useEffect(() => {
    if (!email || !token) return;
    let redemption = redemptions.get(token);
    if (!redemption) {
      redemption = verifySupplierEmail(email, token);
      redemptions.set(token, redemption);
    }
    redemption.then(
      (answer) => setOutcome({ ok: true, message: answer.message }),
      (error: unknown) =>
        setOutcome({ ok: false, message: isApiError(error) ? error.message : t('verify.missing') }),
    );
  }, [email, token, t]);

  return (
    <Flex direction="column" gap="medium" className="tb-login-card tb-narrow-card">
      <Heading level={1}>{t('verify.title')}</Heading>
      <div aria-live="polite">
        {outcome === null ? (
          <Text as="p">{t('verify.checking')}</Text>
        ) : (
          <Alert
            variation={outcome.ok ? 'success' : 'error'}
            role={outcome.ok ? 'status' : 'alert'}
            data-testid="verify-outcome"
          >
            {outcome.message}
          </Alert>
        )}
      </div>
      {outcome?.ok && (
        <Link as={RouterLink} to={portalPaths.login.getHref()}>
          {t('verify.login')}
        </Link>
      )}
      {outcome && !outcome.ok && email && (
        <Flex direction="column" gap="small">
          <Text as="p">{t('verify.resendIntro')}</Text>
          <Button onClick={() => void resendSupplierVerification(email).then((a) => setResent(a.message))}>
            {t('verify.resend')}
          </Button>
          <div aria-live="polite">{resent && <Alert role="status">{resent}</Alert>}</div>
        </Flex>
      )}
    </Flex>
  );
}

export default VerifyPage;
