import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { AGENCY_DOMAIN_MAX_LENGTH } from '../../../../../shared/domain/limits';

/**
 * Login step 1 (docs/product/suppliers-and-accounts.md#logging-in): the agency domain, then local login
 * (submit) or single sign-on.
 */
export function LoginDomainStep({
  domain,
  onDomainChange,
  onBlur,
  showError,
  canContinue,
  onSso,
}: {
  domain: string;
  onDomainChange: (value: string) => void;
  onBlur: () => void;
  showError: boolean;
  /** A valid domain and no call in flight. */
  canContinue: boolean;
  onSso: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('login.domainLabel')}
        descriptiveText={t('login.domainHint', { max: AGENCY_DOMAIN_MAX_LENGTH })}
        name="domain"
        autoComplete="organization"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={AGENCY_DOMAIN_MAX_LENGTH}
        isRequired
        value={domain}
        onChange={(e) => onDomainChange(e.target.value)}
        onBlur={onBlur}
        hasError={showError}
        errorMessage={t('login.domainError', { max: AGENCY_DOMAIN_MAX_LENGTH })}
      />
      <Flex direction="column" gap="small">
        <Button type="submit" variation="primary" isFullWidth isDisabled={!canContinue}>
          {t('login.localButton')}
        </Button>
        <Button type="button" isFullWidth isDisabled={!canContinue} onClick={onSso}>
          {t('login.ssoButton')}
        </Button>
      </Flex>
    </>
  );
}
