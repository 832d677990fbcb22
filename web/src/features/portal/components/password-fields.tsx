import { TextField } from '@aws-amplify/ui-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH } from '../../../../../shared/domain/limits';
import type { FormErrors } from '../../../components/ui/use-form-errors';
import { PORTAL_NS } from '../i18n';

/** A new password and its confirmation, with the platform's policy (shared/domain/password-policy.ts). */
export function PasswordFields({
  name,
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
  disabled,
}: {
  name: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: FormErrors;
  disabled?: boolean;
}) {
  const { t } = useTranslation(PORTAL_NS);
  const policyId = useId();
  return (
    <>
      <TextField
        label={t('fields.password')}
        type="password"
        id={errors.idOf(name)}
        name={name}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        isRequired
        isDisabled={disabled}
        value={password}
        descriptiveText={<span id={policyId}>{t('fields.policy')}</span>}
        onChange={(e) => {
          errors.clearField(name);
          onPassword(e.target.value);
        }}
        hasError={!!errors.fields[name]}
        errorMessage={errors.fields[name]}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        id={errors.idOf('confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        isRequired
        isDisabled={disabled}
        value={confirm}
        onChange={(e) => {
          errors.clearField('confirmPassword');
          onConfirm(e.target.value);
        }}
        hasError={!!errors.fields.confirmPassword}
        errorMessage={errors.fields.confirmPassword}
      />
    </>
  );
}
