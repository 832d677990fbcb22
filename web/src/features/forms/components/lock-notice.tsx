import { Alert } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { catalogueMessage } from '../../../../../shared/errors';
import '../../../../../shared/errors/tender-tables';
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
      {catalogueMessage(lock, i18n.language.startsWith('fr') ? 'fr' : 'en')}
    </Alert>
  );
}
