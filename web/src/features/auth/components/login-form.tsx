import { Alert, Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidDomain } from '../validate-domain';

type Method = 'local' | 'sso';

/**
 * Step 1 of the login (spec 1 §2, §5): the agency domain, then local or SSO login. The calls behind the
 * buttons arrive with the identity release; until then a notice says so and nothing is sent.
 */
export function LoginForm({ errorMessage }: { errorMessage?: string | undefined }) {
  const { t } = useTranslation();
  const [domain, setDomain] = useState('');
  const [touched, setTouched] = useState(false);
  const [notice, setNotice] = useState<Method | null>(null);
  const headingId = useId();
  const valid = isValidDomain(domain);
  const showError = touched && domain !== '' && !valid;

  const choose = (method: Method) => {
    if (!valid) {
      setTouched(true);
      return;
    }
    setNotice(method);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // Enter submits with the first button: local login.
    choose('local');
  };

  return (
    <form className="tb-login-form" aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <Flex direction="column" gap="medium">
        <Heading level={1} id={headingId}>
          {t('login.title')}
        </Heading>
        <Text as="p" className="tb-muted">
          {t('login.intro')}
        </Text>
        {errorMessage && (
          <Alert variation="error" role="alert">
            {errorMessage}
          </Alert>
        )}
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
            setNotice(null);
          }}
          onBlur={() => setTouched(true)}
          hasError={showError}
          errorMessage={t('login.domainError')}
        />
        <Flex direction="column" gap="small">
          <Button type="submit" variation="primary" isFullWidth isDisabled={!valid}>
            {t('login.localButton')}
          </Button>
          <Button type="button" isFullWidth isDisabled={!valid} onClick={() => choose('sso')}>
            {t('login.ssoButton')}
          </Button>
        </Flex>
        <div aria-live="polite">
          {notice && (
            <Alert variation="info" isDismissible={false}>
              {t('login.identityNotice')}
            </Alert>
          )}
        </div>
      </Flex>
    </form>
  );
}
