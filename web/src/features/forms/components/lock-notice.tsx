import { Alert } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { messageIn } from '../../../../../shared/errors';
import { TENDER_TABLE_ERRORS } from '../../../../../shared/errors/tender-tables';
import type { TRequirementsLock } from '../../../../../shared/schemas/tender-tables';
import { FORMS_NS } from '../i18n';

/**
 * Says that the project's forms are read-only and why (the server's lock, requirements-lock.ts), with the
 * catalogue's message of the code a save would be refused with.
 */
export function LockNotice({ lock }: { lock: TRequirementsLock }) {
  const { t, i18n } = useTranslation(FORMS_NS);
  if (!lock) return null;
  return (
    <Alert variation="info" heading={t('lock.heading')} data-testid="forms-lock">
      {messageIn(TENDER_TABLE_ERRORS, lock, i18n.language.startsWith('fr') ? 'fr' : 'en')}
    </Alert>
  );
}
