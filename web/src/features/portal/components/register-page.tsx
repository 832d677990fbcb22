import { Alert, Button, Flex, Heading, Link, Text, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NAME_MAX_LENGTH } from '../../../../../shared/domain/limits';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { portalPaths } from '../../../config/portal-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { registerSupplier } from '../api/portal-api';
import { PORTAL_NS } from '../i18n';
import { PasswordFields } from './password-fields';
import { emptyDraft, profileFieldOrder, profileOf, type ProfileDraft } from './profile-draft';
import { ProfileFields } from './profile-fields';
import { portalFormErrors } from './portal-errors';

const USER_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/** /portal/register: the company's profile and the first user's account; then "check your mailbox". */
export function RegisterPage() {
  const { t } = useTranslation(PORTAL_NS);
  useDocumentTitle(t('register.title'));
  const [draft, setDraft] = useState<ProfileDraft>(emptyDraft);
  const [user, setUser] = useState({ firstName: '', lastName: '', email: '' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors([...profileFieldOrder(draft), ...USER_FIELDS]);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (password !== confirm) {
      errors.show({ fields: { confirmPassword: t('fields.mismatch') } });
      return;
    }
    errors.clear();
    setBusy(true);
    try {
      const answer = await registerSupplier({ profile: profileOf(draft), user: { ...user, password } });
      setDone(answer.message);
    } catch (error) {
      errors.show(portalFormErrors(error));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Flex direction="column" gap="medium" className="tb-login-card tb-narrow-card">
        <Heading level={1}>{t('register.doneTitle')}</Heading>
        <Alert variation="success" role="status" data-testid="registered">
          {done}
        </Alert>
        <Link as={RouterLink} to={portalPaths.login.getHref()}>
          {t('layout.login')}
        </Link>
      </Flex>
    );
  }

  const userField = (name: 'firstName' | 'lastName' | 'email', type = 'text') => (
    <TextField
      label={t(`fields.${name}`)}
      id={errors.idOf(name)}
      name={name}
      type={type}
      autoComplete={name === 'email' ? 'email' : name === 'firstName' ? 'given-name' : 'family-name'}
      maxLength={name === 'email' ? 254 : NAME_MAX_LENGTH}
      isRequired
      value={user[name]}
      onChange={(e) => {
        errors.clearField(name);
        setUser({ ...user, [name]: e.target.value });
      }}
      hasError={!!errors.fields[name]}
      errorMessage={errors.fields[name]}
    />
  );

  return (
    <Flex direction="column" gap="medium" className="tb-page">
      <Heading level={1}>{t('register.title')}</Heading>
      <Text as="p">{t('register.intro')}</Text>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label={t('register.title')}
        className="tb-stack-form"
      >
        <ErrorSummary {...errors.summary} />
        <Heading level={2}>{t('register.company')}</Heading>
        <ProfileFields draft={draft} onChange={setDraft} errors={errors} disabled={busy} />
        <Heading level={2}>{t('register.you')}</Heading>
        {userField('firstName')}
        {userField('lastName')}
        {userField('email', 'email')}
        <PasswordFields
          name="password"
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
          disabled={busy}
        />
        <Button type="submit" variation="primary" loadingText={t('register.submit')} isLoading={busy}>
          {t('register.submit')}
        </Button>
        <Link as={RouterLink} to={portalPaths.login.getHref()}>
          {t('register.haveAccount')}
        </Link>
      </form>
    </Flex>
  );
}

export default RegisterPage;
