import '../../../i18n/reset-texts';
import { Alert, Button, Flex, Heading, Link, Text, TextField } from '@aws-amplify/ui-react';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { formErrorsOf } from '../../../lib/form-errors';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MAX_LENGTH } from '../../../../../shared/domain/limits';
import { isPasswordComplex } from '../../../../../shared/domain/password-policy';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useChangeForgottenPassword } from '../api/auth-api';
import { PasswordRules } from './password-rules';

/** The success notice shows, the form closes after 1 s and clears 0.5 s later. */
export const RESET_CLOSE_MS = 1000;
export const RESET_CLEAR_MS = 500;

/**
 * /resetpassword, opened by /verifyEmail with the email and token in the router state (or the query):
 * a new password that meets the policy, confirmed, then back to /login. An invitation's link (a new member's
 * first password, docs/decisions/020) titles it "Choose your password" and welcomes the member.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as { email?: string; token?: string; invitation?: boolean };
  const email = state.email ?? params.get('email') ?? '';
  const token = state.token ?? params.get('token') ?? '';
  const invitation = state.invitation ?? params.get('purpose') === 'invitation';
  const title = invitation ? t('reset.inviteTitle') : t('reset.title');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const errors = useFormErrors(['newPassword']);
  const [phase, setPhase] = useState<'form' | 'done' | 'closed'>('form');
  const change = useChangeForgottenPassword();
  const busy = change.isMutating;
  const rulesId = useId();
  const timers = useRef<number[]>([]);
  useDocumentTitle(title);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const mismatch = confirm !== '' && confirm !== password;
  const ready = isPasswordComplex(password) && password === confirm && !busy;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!ready) return;
    errors.clear();
    try {
      await change.trigger({ email, token, newPassword: password });
      setPhase('done');
      timers.current.push(
        window.setTimeout(() => {
          setPhase('closed');
          timers.current.push(
            window.setTimeout(() => {
              setPassword('');
              setConfirm('');
              void navigate(paths.auth.login.getHref(), { replace: true, state: { passwordChanged: true } });
            }, RESET_CLEAR_MS),
          );
        }, RESET_CLOSE_MS),
      );
    } catch (error) {
      errors.show(isApiError(error) ? formErrorsOf(error) : { message: t('reset.invalidLink') });
    }
  };

  if (!email || !token) {
    return (
      <Flex direction="column" gap="medium" className="tb-login-card tb-narrow-card">
        <Heading level={1}>{title}</Heading>
        <Alert variation="error" role="alert">
          {t('reset.invalidLink')}
        </Alert>
        <Link as={RouterLink} to={paths.auth.login.getHref()}>
          {t('reset.backToLogin')}
        </Link>
      </Flex>
    );
  }

  return (
    <Flex direction="column" gap="medium" className="tb-login-card tb-narrow-card">
      <Heading level={1}>{title}</Heading>
      <div aria-live="polite">
        {phase !== 'form' && (
          <Alert variation="success" role="status" data-testid="reset-done">
            {t('reset.success')}
          </Alert>
        )}
      </div>
      {phase !== 'closed' && (
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
          <Flex direction="column" gap="medium">
            <Text as="p">{invitation ? t('reset.inviteIntro', { email }) : t('reset.intro', { email })}</Text>
            <ErrorSummary {...errors.summary} />
            <TextField
              label={t('reset.newPassword')}
              type="password"
              name="newPassword"
              id={errors.idOf('newPassword')}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              isRequired
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                errors.clearField('newPassword');
              }}
              aria-describedby={rulesId}
              hasError={!!errors.fields.newPassword}
              errorMessage={errors.fields.newPassword}
              isDisabled={phase === 'done'}
            />
            <PasswordRules password={password} id={rulesId} />
            <TextField
              label={t('reset.confirmPassword')}
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              isRequired
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              hasError={mismatch}
              errorMessage={t('reset.mismatch')}
              isDisabled={phase === 'done'}
            />
            <Button
              type="submit"
              variation="primary"
              isDisabled={!ready || phase === 'done'}
              isLoading={busy}
            >
              {t('reset.submit')}
            </Button>
          </Flex>
        </form>
      )}
    </Flex>
  );
}

export default ResetPasswordPage;
