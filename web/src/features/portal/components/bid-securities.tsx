import { TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { BidSubmission } from '../api/submission-api';
import { itemsOf, type Security } from '../hooks/use-bid';
import { PORTAL_NS } from '../i18n';
import { BidSection } from './bid-section';

/**
 * The bid's securities (a bid bond…): each asked one's issuer and reference. A security with neither is left
 * out of the list; none when the bid asks none.
 */
export function BidSecurities({
  data,
  securities,
  onChange,
  disabled,
}: {
  data: BidSubmission;
  securities: Security[];
  onChange: (securities: Security[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation(PORTAL_NS);
  const asked = itemsOf(data, 'security');
  if (!data.requirements.settings.security.used || asked.length === 0) return null;
  return (
    <BidSection name="securities" heading={t('submission.securities')}>
      {asked.map((security) => {
        const id = security.submissionRequirementId;
        const given = securities.find((s) => s.submissionRequirementId === id) ?? {
          submissionRequirementId: id,
          issuer: '',
          reference: '',
        };
        const set = (field: 'issuer' | 'reference', value: string) => {
          const next = { ...given, [field]: value };
          const others = securities.filter((s) => s.submissionRequirementId !== id);
          onChange(next.issuer || next.reference ? [...others, next] : others);
        };
        return (
          <fieldset key={id} className="tb-stack-form">
            <legend>{security.title}</legend>
            <TextField
              label={t('submission.securityIssuer')}
              value={given.issuer}
              isDisabled={disabled}
              onChange={(e) => set('issuer', e.target.value)}
            />
            <TextField
              label={t('submission.securityReference')}
              value={given.reference}
              isDisabled={disabled}
              onChange={(e) => set('reference', e.target.value)}
            />
          </fieldset>
        );
      })}
    </BidSection>
  );
}
