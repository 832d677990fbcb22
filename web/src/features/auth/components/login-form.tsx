import { Alert, Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../../lib/api-client';
import { safeRedirect } from '../../../lib/session-rules';
import type { LoginTypeAnswer } from '../api/auth-api';
import { isValidDomain } from '../validate-domain';

/** The calls and checks behind the buttons: fetched once the user starts typing (or at the first click). */
const loadActions = () => import('../api/login-actions');
const LockedDialog = lazy(() => import('./locked-dialog'));

type Method = 'local' | 'sso';
type Step = 'domain' | 'local' | 'forgot' | 'sent';

/** The browser leaves for the single sign-on start. */
async function goToSso(domain: string): Promise<void> {
  const { ssoStartUrl } = await loadActions();
  window.location.assign(ssoStartUrl(domain));
}

/**
 * The login (spec 1 §2, §4, §5, §8): (1) the agency domain resolves to its login type; (2) the local form
 * (email and password, forgot-password link, Domain back button) or the single sign-on start; the reset
 * form asks for the email and confirms with the address it was sent to. 429 opens the locked dialog.
 */
export function LoginForm({ errorMessage, notice }: { errorMessage?: string | undefined; notice?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>('domain');
  const [domain, setDomain] = useState('');
  const [touched, setTouched] = useState(false);
  const [agency, setAgency] = useState<LoginTypeAnswer | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(errorMessage ?? null);
  const [locked, setLocked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const validDomain = isValidDomain(domain);
  const showDomainError = touched && domain !== '' && !validDomain;

  const chooseMethod = async (method: Method) => {
    if (!validDomain) {
      setTouched(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const { getLoginType } = await loadActions();
      const answer = await getLoginType(domain);
      // sso only: straight to the identity provider; both: the chosen button; local only: the form.
      if (answer.loginType === 'sso' || (answer.loginType === 'both' && method === 'sso')) {
        await goToSso(domain);
        return;
      }
      setAgency(answer);
      setStep('local');
    } catch (error) {
      // spec 1 §8: 400 is the invalid domain message; any other failure the invalid credentials one.
      setFailure(isApiError(error) && error.status === 400 ? error.message : t('login.invalidCredentials'));
    } finally {
      setBusy(false);
    }
  };

  const submitLocal = async () => {
    const { adoptSession, isMalformedUsername, login } = await loadActions();
    if (isMalformedUsername(username.trim())) {
      setUsernameError(t('login.invalidEmailFormat'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const session = await login({ domain, username, password });
      await adoptSession(session);
      void navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      setPassword('');
      if (isApiError(error) && error.status === 429) setLocked(error.message);
      else
        setFailure(isApiError(error) && error.status === 401 ? error.message : t('login.invalidCredentials'));
    } finally {
      setBusy(false);
    }
  };

  const submitForgot = async () => {
    const { forgotPassword, isValidEmail } = await loadActions();
    if (!isValidEmail(email)) {
      setEmailError(t('login.invalidEmailFormat'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await forgotPassword(email, domain);
      setStep('sent');
    } catch (error) {
      // spec 1 §8: 404 user not found, 400 invalid email (the server's texts), else invalid credentials.
      setFailure(
        isApiError(error) && (error.status === 400 || error.status === 404)
          ? error.message
          : t('login.invalidCredentials'),
      );
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    if (step === 'domain') void chooseMethod('local');
    else if (step === 'local' && username.trim() && password) void submitLocal();
    else if (step === 'forgot' && email.trim()) void submitForgot();
  };

  const goTo = (next: Step) => {
    setFailure(null);
    setUsernameError(null);
    setEmailError(null);
    setStep(next);
  };

  const title = step === 'forgot' || step === 'sent' ? t('login.forgotTitle') : t('login.title');

  return (
    <form className="tb-login-form" aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <Flex direction="column" gap="medium">
        <Heading level={1} id={headingId}>
          {title}
        </Heading>
        {step === 'domain' && (
          <Text as="p" className="tb-muted">
            {t('login.intro')}
          </Text>
        )}
        {(step === 'local' || step === 'forgot') && agency && (
          <Text as="p" className="tb-muted" data-testid="login-agency">
            {t('login.agency', { name: agency.customerName })}
          </Text>
        )}
        <div aria-live="assertive">
          {failure && (
            <Alert variation="error" role="alert" data-testid="login-error">
              {failure}
            </Alert>
          )}
        </div>
        {notice && step === 'domain' && !failure && (
          <Alert variation="success" role="status">
            {notice}
          </Alert>
        )}

        {step === 'domain' && (
          <>
            <TextField
              label={t('login.domainLabel')}
              descriptiveText={t('login.domainHint')}
              name="domain"
              autoComplete="organization"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={63}
              isRequired
              value={domain}
              onChange={(e) => {
                setDomain(e.target.value);
                void loadActions();
              }}
              onBlur={() => setTouched(true)}
              hasError={showDomainError}
              errorMessage={t('login.domainError')}
            />
            <Flex direction="column" gap="small">
              <Button type="submit" variation="primary" isFullWidth isDisabled={!validDomain || busy}>
                {t('login.localButton')}
              </Button>
              <Button
                type="button"
                isFullWidth
                isDisabled={!validDomain || busy}
                onClick={() => void chooseMethod('sso')}
              >
                {t('login.ssoButton')}
              </Button>
            </Flex>
          </>
        )}

        {step === 'local' && (
          <>
            <TextField
              label={t('login.usernameLabel')}
              name="username"
              type="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              isRequired
              value={username}
              onChange={(e) => {
                setUsername(e.target.value);
                setUsernameError(null);
              }}
              hasError={usernameError !== null}
              errorMessage={usernameError ?? undefined}
            />
            <TextField
              label={t('login.passwordLabel')}
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={256}
              isRequired
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button
              type="submit"
              variation="primary"
              isFullWidth
              isDisabled={!username.trim() || !password || busy}
              isLoading={busy}
              loadingText={t('login.signingIn')}
            >
              {t('login.submit')}
            </Button>
            <Flex justifyContent="space-between" wrap="wrap" gap="small">
              <Button type="button" variation="link" size="small" onClick={() => goTo('domain')}>
                <span aria-hidden="true">←&nbsp;</span>
                {t('login.backToDomain')}
              </Button>
              <Button
                type="button"
                variation="link"
                size="small"
                onClick={() => {
                  // The username is the account's email (spec 1 §5): the reset form starts with it.
                  if (username.includes('@')) setEmail(username.trim());
                  goTo('forgot');
                }}
              >
                {t('login.forgotLink')}
              </Button>
            </Flex>
          </>
        )}

        {step === 'forgot' && (
          <>
            <Text as="p">{t('login.forgotIntro')}</Text>
            <TextField
              label={t('login.emailLabel')}
              name="email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              isRequired
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setEmailError(null);
              }}
              hasError={emailError !== null}
              errorMessage={emailError ?? undefined}
            />
            <Button
              type="submit"
              variation="primary"
              isFullWidth
              isDisabled={!email.trim() || busy}
              isLoading={busy}
            >
              {t('login.forgotSubmit')}
            </Button>
            <Button type="button" variation="link" size="small" onClick={() => goTo('local')}>
              {t('login.cancel')}
            </Button>
          </>
        )}

        {step === 'sent' && (
          <>
            <Alert variation="success" role="status" data-testid="reset-sent">
              {t('login.sentBody', { email: email.trim() })}
            </Alert>
            <Text as="p">{t('login.checkSpam')}</Text>
            <Button type="button" variation="primary" onClick={() => goTo('local')}>
              {t('login.backToLogin')}
            </Button>
          </>
        )}
      </Flex>
      {locked !== null && (
        <Suspense fallback={null}>
          <LockedDialog message={locked} onClose={() => setLocked(null)} />
        </Suspense>
      )}
    </form>
  );
}
