import { Alert, Button, Flex, Heading, Link, TextField } from '@aws-amplify/ui-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MAX_LENGTH } from '../../../../../shared/domain/limits';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { portalPaths } from '../../../config/portal-paths';
import { currentLanguage } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loginErrorMessage, resendSupplierVerification, useSupplierLogin } from '../api/portal-api';
import { PORTAL_NS } from '../i18n';
import { portalFormErrors } from './portal-errors';

/**
 * Where a login returns to (`?next=`, decisions 047 and 049): a page of this site under /opportunities or /portal,
 * never another origin (no "//", no scheme).
 */
export const nextPath = (next: string | null): string | undefined =>
  next && /^\/(opportunities|portal)(\/[\w%.-]*)*$/.test(next) ? next : undefined;

/**
 * /portal/login: email and password under the buyers' rules (decision 045). An unverified account is told
 * how to verify and may ask for a new link here; a locked one is sent to the reset, which unlocks it.
 */
export function PortalLoginPage() {
  const { t } = useTranslation(PORTAL_NS);
  useDocumentTitle(t('login.title'));
  const navigate = useNavigate();
  const logIn = useSupplierLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [unverified, setUnverified] = useState(false);
  const [resent, setResent] = useState<string | null>(null);
  const errors = useFormErrors(['email', 'password'], 'portal-login-error');
  // ?err= names why a session ended (a catalogue code, never text), as on the buyers' /login (decision 018).
  const [params] = useSearchParams();
  const [ended, setEnded] = useState<string | undefined>();
  const err = params.get('err');
  useEffect(() => {
    void loginErrorMessage(err, currentLanguage()).then(setEnded);
  }, [err]);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    errors.clear();
    setUnverified(false);
    setBusy(true);
    try {
      await logIn(email, password);
      // ?next= brings the supplier back to the screen that asked for the login (a bid to follow, its meetings).
      void navigate(nextPath(params.get('next')) ?? portalPaths.profile.getHref());
    } catch (error) {
      setUnverified(isApiError(error) && error.code === 'supplierEmailNotVerified');
      errors.show(portalFormErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" gap="medium" className="tb-login-card tb-narrow-card">
      <Heading level={1}>{t('login.title')}</Heading>
      {ended && (
        <Alert variation="warning" role="status" data-testid="portal-login-ended">
          {ended}
        </Alert>
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('login.title')}>
        <Flex direction="column" gap="medium">
          <ErrorSummary {...errors.summary} />
          <TextField
            label={t('fields.email')}
            type="email"
            id={errors.idOf('email')}
            name="email"
            autoComplete="username"
            isRequired
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            hasError={!!errors.fields.email}
            errorMessage={errors.fields.email}
          />
          <TextField
            label={t('fields.password')}
            type="password"
            id={errors.idOf('password')}
            name="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            isRequired
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hasError={!!errors.fields.password}
            errorMessage={errors.fields.password}
          />
          <Button type="submit" variation="primary" loadingText={t('login.submit')} isLoading={busy}>
            {t('login.submit')}
          </Button>
        </Flex>
      </form>
      {unverified && (
        <Button onClick={() => void resendSupplierVerification(email).then((a) => setResent(a.message))}>
          {t('login.resend')}
        </Button>
      )}
      <div aria-live="polite">{resent && <Alert role="status">{resent}</Alert>}</div>
      <Link as={RouterLink} to={portalPaths.forgot.getHref()}>
        {t('login.forgot')}
      </Link>
      <Link as={RouterLink} to={portalPaths.register.getHref()}>
        {t('login.register')}
      </Link>
    </Flex>
  );
}

export default PortalLoginPage;
