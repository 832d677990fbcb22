import { Alert, Button, Flex, Heading, Link, Text, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { portalPaths } from '../../../config/portal-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { requestSupplierPasswordReset } from '../api/portal-api';
import { PORTAL_NS } from '../i18n';
import { portalFormErrors } from './portal-errors';

/** /portal/forgot: emails a reset link; the answer is the same whether or not the account exists. */
export function ForgotPage() {
  const { t } = useTranslation(PORTAL_NS);
  useDocumentTitle(t('forgot.title'));
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(['email']);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    errors.clear();
    setBusy(true);
    try {
      setSent((await requestSupplierPasswordReset(email)).message);
    } catch (error) {
      errors.show(portalFormErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" gap="medium" className="tb-login-card tb-narrow-card">
      <Heading level={1}>{t('forgot.title')}</Heading>
      <Text as="p">{t('forgot.intro')}</Text>
      <div aria-live="polite">
        {sent && (
          <Alert variation="success" role="status" data-testid="forgot-sent">
            {sent}
          </Alert>
        )}
      </div>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('forgot.title')}>
        <Flex direction="column" gap="medium">
          <ErrorSummary {...errors.summary} />
          <TextField
            label={t('fields.email')}
            type="email"
            id={errors.idOf('email')}
            name="email"
            autoComplete="email"
            isRequired
            value={email}
            onChange={(e) => {
              errors.clearField('email');
              setEmail(e.target.value);
            }}
            hasError={!!errors.fields.email}
            errorMessage={errors.fields.email}
          />
          <Button type="submit" variation="primary" loadingText={t('forgot.submit')} isLoading={busy}>
            {t('forgot.submit')}
          </Button>
        </Flex>
      </form>
      <Link as={RouterLink} to={portalPaths.login.getHref()}>
        {t('forgot.back')}
      </Link>
    </Flex>
  );
}

export default ForgotPage;
