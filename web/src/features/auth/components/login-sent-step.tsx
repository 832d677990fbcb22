import { Alert, Button, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';

/** The reset link was sent (whether or not the account exists): the address, the spam hint, back to login. */
export function LoginSentStep({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert variation="success" role="status" data-testid="reset-sent">
        {t('login.sentBody', { email: email.trim() })}
      </Alert>
      <Text as="p">{t('login.checkSpam')}</Text>
      <Button type="button" variation="primary" onClick={onBack}>
        {t('login.backToLogin')}
      </Button>
    </>
  );
}
