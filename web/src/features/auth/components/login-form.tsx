import { Alert, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppLanguage } from '../../../i18n';
import { loginErrorMessage } from '../../../lib/login-errors';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../../lib/api-client';
import { safeRedirect } from '../../../lib/session-rules';
import type { LoginTypeAnswer } from '../api/auth-api';
import { isValidAgencyDomain } from '../../../../../shared/domain/agency-domain';
import { LoginDomainStep } from './login-domain-step';
import { LoginForgotStep } from './login-forgot-step';
import { LoginLocalStep } from './login-local-step';
import { LoginSentStep } from './login-sent-step';

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
 * The login (docs/product/suppliers-and-accounts.md#logging-in): (1) the agency domain resolves to its login
 * type; (2) the local form (email and password, forgot-password link, Domain back button) or the single
 * sign-on start; the reset form asks for the email and confirms with the address it was sent to. A locked
 * account (lockedOut) opens the locked dialog. This component holds the state and the calls; each step is
 * its own component beside it.
 */
export function LoginForm({ errorMessage, notice }: { errorMessage?: string | undefined; notice?: string }) {
  const { t, i18n } = useTranslation();
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
  const [ownFailure, setOwnFailure] = useState<string | null>(null);
  // The message of /login?err= (it arrives once its catalogue text has loaded) shows until the form says
  // something of its own or moves on.
  const [showUrlError, setShowUrlError] = useState(true);
  const failure = ownFailure ?? (showUrlError ? (errorMessage ?? null) : null);
  // Each failed submit moves the focus to the error summary (docs/decisions/019).
  const [focusKey, setFocusKey] = useState(0);
  const failed = () => setFocusKey((k) => k + 1);
  const setFailure = (message: string | null) => {
    setShowUrlError(false);
    setOwnFailure(message);
    if (message) failed();
  };
  const [locked, setLocked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const usernameId = useId();
  const emailId = useId();
  const validDomain = isValidAgencyDomain(domain);
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
      // sso only: straight to the identity provider; both: the chosen button; local only: the form, and
      // a choice of SSO says that the agency has none (the catalogue's message) instead of leaving for it.
      if (answer.loginType === 'sso' || (answer.loginType === 'both' && method === 'sso')) {
        await goToSso(domain);
        return;
      }
      if (method === 'sso') {
        setFailure((await loginErrorMessage('ssoNotConfigured', toAppLanguage(i18n.language))) ?? null);
        return;
      }
      setAgency(answer);
      setStep('local');
    } catch (error) {
      // 400 is the invalid domain message (docs/product/suppliers-and-accounts.md#logging-in); any other
      // failure the invalid credentials one.
      setFailure(isApiError(error) && error.status === 400 ? error.message : t('login.invalidCredentials'));
    } finally {
      setBusy(false);
    }
  };

  const submitLocal = async () => {
    const { adoptSession, isMalformedUsername, login } = await loadActions();
    if (isMalformedUsername(username.trim())) {
      setUsernameError(t('login.invalidEmailFormat'));
      failed();
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
      // Only a locked account gets the dialog; an address throttled for its failures (429 too) is told inline.
      if (isApiError(error) && error.code === 'lockedOut') setLocked(error.message);
      else
        setFailure(
          isApiError(error) && (error.status === 401 || error.status === 429)
            ? error.message
            : t('login.invalidCredentials'),
        );
    } finally {
      setBusy(false);
    }
  };

  const submitForgot = async () => {
    const { forgotPassword, isValidEmail } = await loadActions();
    if (!isValidEmail(email)) {
      setEmailError(t('login.invalidEmailFormat'));
      failed();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await forgotPassword(email, domain);
      setStep('sent');
    } catch (error) {
      // 404 user not found (docs/product/suppliers-and-accounts.md#logging-in), 400 invalid email (the
      // server's texts), else invalid credentials.
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

  // Each step starts at its first field (domain, then username, ...): WCAG 2.4.3.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]), button:not(:disabled)')?.focus();
  }, [step]);

  const title = step === 'forgot' || step === 'sent' ? t('login.forgotTitle') : t('login.title');

  return (
    <form ref={formRef} className="tb-login-form" aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
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
        <ErrorSummary
          focusKey={focusKey}
          items={[
            ...(failure ? [{ message: failure, testId: 'login-error' }] : []),
            ...(step === 'local' && usernameError ? [{ message: usernameError, fieldId: usernameId }] : []),
            ...(step === 'forgot' && emailError ? [{ message: emailError, fieldId: emailId }] : []),
          ]}
        />
        {notice && step === 'domain' && !failure && (
          <Alert variation="success" role="status">
            {notice}
          </Alert>
        )}

        {step === 'domain' && (
          <LoginDomainStep
            domain={domain}
            onDomainChange={(value) => {
              setDomain(value);
              void loadActions();
            }}
            onBlur={() => setTouched(true)}
            showError={showDomainError}
            canContinue={validDomain && !busy}
            onSso={() => void chooseMethod('sso')}
          />
        )}
        {step === 'local' && (
          <LoginLocalStep
            username={username}
            onUsernameChange={(value) => {
              setUsername(value);
              setUsernameError(null);
            }}
            usernameError={usernameError}
            usernameId={usernameId}
            password={password}
            onPasswordChange={setPassword}
            busy={busy}
            onBack={() => goTo('domain')}
            onForgot={() => {
              // The username is the account's email (docs/product/suppliers-and-accounts.md#logging-in): the
              // reset form starts with it.
              if (username.includes('@')) setEmail(username.trim());
              goTo('forgot');
            }}
          />
        )}
        {step === 'forgot' && (
          <LoginForgotStep
            email={email}
            onEmailChange={(value) => {
              setEmail(value);
              setEmailError(null);
            }}
            emailError={emailError}
            emailId={emailId}
            busy={busy}
            onCancel={() => goTo('local')}
          />
        )}
        {step === 'sent' && <LoginSentStep email={email} onBack={() => goTo('local')} />}
      </Flex>
      {locked !== null && (
        <Suspense fallback={null}>
          <LockedDialog message={locked} onClose={() => setLocked(null)} />
        </Suspense>
      )}
    </form>
  );
}
