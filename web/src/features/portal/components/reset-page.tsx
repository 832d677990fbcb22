import { Alert, Button, Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { portalPaths } from '../../../config/portal-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { confirmSupplierPasswordReset } from '../api/portal-api';
import { PORTAL_NS } from '../i18n';
import { PasswordFields } from './password-fields';
import { portalFormErrors } from './portal-errors';

/**
 * /portal/reset?email=&token=[&purpose=setup]: a new password from a reset link (which also unlocks a
 * locked account), or a colleague's first password from their setup link.
 */
export function ResetPage() {
  const { t } = useTranslation(PORTAL_NS);
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const title = params.get('purpose') === 'setup' ? t('reset.setupTitle') : t('reset.title');
  useDocumentTitle(title);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(['newPassword', 'confirmPassword']);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (password !== confirm) {
      errors.show({ fields: { confirmPassword: t('fields.mismatch') } });
      return;
    }
    errors.clear();
    setBusy(true);
    try {
      setDone((await confirmSupplierPasswordReset(email, token, password)).message);
    } catch (error) {
      errors.show(portalFormErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" gap="medium" className="tb-login-card tb-narrow-card">
      <Heading level={1}>{title}</Heading>
      {done ? (
        <>
          <Alert variation="success" role="status" data-testid="reset-done">
            {done}
          </Alert>
          <Link as={RouterLink} to={portalPaths.login.getHref()}>
            {t('reset.login')}
          </Link>
        </>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
          <Flex direction="column" gap="medium">
            <Text as="p">{t('reset.intro', { email })}</Text>
            <ErrorSummary {...errors.summary} />
            <PasswordFields
              name="newPassword"
              password={password}
              confirm={confirm}
              onPassword={setPassword}
              onConfirm={setConfirm}
              errors={errors}
              disabled={busy}
            />
            <Button type="submit" variation="primary" loadingText={t('reset.submit')} isLoading={busy}>
              {t('reset.submit')}
            </Button>
          </Flex>
        </form>
      )}
    </Flex>
  );
}

export default ResetPage;
