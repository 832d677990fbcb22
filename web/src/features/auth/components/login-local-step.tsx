import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../../../../shared/domain/limits';

/** Login step 2, local: email (or username) and password, back to the domain, forgot password. */
export function LoginLocalStep({
  username,
  onUsernameChange,
  usernameError,
  usernameId,
  password,
  onPasswordChange,
  busy,
  onBack,
  onForgot,
}: {
  username: string;
  onUsernameChange: (value: string) => void;
  usernameError: string | null;
  /** The field's id, which the error summary links to. */
  usernameId: string;
  password: string;
  onPasswordChange: (value: string) => void;
  busy: boolean;
  onBack: () => void;
  onForgot: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('login.usernameLabel')}
        name="username"
        id={usernameId}
        type="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={USERNAME_MAX_LENGTH}
        isRequired
        value={username}
        onChange={(e) => onUsernameChange(e.target.value)}
        hasError={usernameError !== null}
        errorMessage={usernameError ?? undefined}
      />
      <TextField
        label={t('login.passwordLabel')}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        isRequired
        value={password}
        onChange={(e) => onPasswordChange(e.target.value)}
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
        <Button type="button" variation="link" size="small" onClick={onBack}>
          <span aria-hidden="true">←&nbsp;</span>
          {t('login.backToDomain')}
        </Button>
        <Button type="button" variation="link" size="small" onClick={onForgot}>
          {t('login.forgotLink')}
        </Button>
      </Flex>
    </>
  );
}
