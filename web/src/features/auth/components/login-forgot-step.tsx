import { Button, Text, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH } from '../../../../../shared/domain/limits';

/** Forgot password: the account's email, sent for a reset link; cancel returns to the local form. */
export function LoginForgotStep({
  email,
  onEmailChange,
  emailError,
  emailId,
  busy,
  onCancel,
}: {
  email: string;
  onEmailChange: (value: string) => void;
  emailError: string | null;
  /** The field's id, which the error summary links to. */
  emailId: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text as="p">{t('login.forgotIntro')}</Text>
      <TextField
        label={t('login.emailLabel')}
        name="email"
        id={emailId}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={EMAIL_MAX_LENGTH}
        isRequired
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
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
      <Button type="button" variation="link" size="small" onClick={onCancel}>
        {t('login.cancel')}
      </Button>
    </>
  );
}
