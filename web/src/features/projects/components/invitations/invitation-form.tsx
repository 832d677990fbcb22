import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  findInvitationProblem,
  INVITATION_CITY_MAX_LENGTH,
  INVITATION_COMPANY_MAX_LENGTH,
  INVITATION_CONTACT_MAX_LENGTH,
} from '../../../../../../shared/domain/projects/invitations';
import { EMAIL_MAX_LENGTH } from '../../../../../../shared/domain/limits';
import { ZInvitationCreate, type TInvitationCreate } from '../../../../../../shared/schemas/project-build';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { useFormErrors } from '../../../../components/ui/use-form-errors';
import { useDirtyForm } from '../../../../lib/dirty-forms';
import { formErrorsOf } from '../../../../lib/form-errors';
import { validateForm } from '../../../../lib/validate-form';
import { PROJECT_BUILD_NS } from '../../i18n/compliance';

type Fields = Required<TInvitationCreate>;
const FIELD_ORDER = ['email', 'companyName', 'contactName', 'city'] as const;
const FIELD_OF_CODE = {
  invitationExists: 'email',
  invitationEmailInvalid: 'email',
  invitationsTooMany: 'email',
};
const EMPTY: Fields = { email: '', companyName: '', contactName: '', city: '' };
const PROBLEM_KEYS = {
  invitationEmailInvalid: 'invitations.invalidEmail',
  invitationExists: 'invitations.duplicate',
  invitationsTooMany: 'invitations.tooMany',
} as const;

/**
 * Invite a supplier: email address and company (required), contact and city. The address is checked as
 * the server checks it (findInvitationProblem: valid, not invited yet ignoring case); the server's refusal
 * (a race) shows at the same field.
 */
export function InvitationForm({
  invited,
  disabled,
  onInvite,
  emailHint,
}: {
  invited: readonly string[];
  disabled: boolean;
  onInvite: (invitation: TInvitationCreate) => Promise<void>;
  /** Shown under the address as it is typed (the lookup of decision 053, amended), described by `hintId`. */
  emailHint?: { hintId: string; render: (email: string) => ReactNode };
}) {
  const { t } = useTranslation(PROJECT_BUILD_NS);
  const [values, setValues] = useState<Fields>(EMPTY);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(FIELD_ORDER);
  const { fields, idOf } = errors;
  useDirtyForm(Object.values(values).some((v) => v.trim() !== '') && !busy);

  const set = (key: keyof Fields, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    errors.clearField(key);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const contactName = values.contactName.trim();
    const city = values.city.trim();
    const invitation = {
      email: values.email.trim(),
      companyName: values.companyName.trim(),
      ...(contactName ? { contactName } : {}),
      ...(city ? { city } : {}),
    };
    // The route's schema first; then, for a well-formed address, the project's other invitations.
    const problems = validateForm(ZInvitationCreate, invitation)?.fields ?? {};
    const problem = problems.email ? undefined : findInvitationProblem(invitation.email, invited);
    if (problem) problems.email = t(PROBLEM_KEYS[problem]);
    errors.show({ fields: problems });
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await onInvite(invitation);
      setValues(EMPTY);
    } catch (error) {
      errors.show(formErrorsOf(error, FIELD_OF_CODE));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Fields, maxLength: number, required = false) => (
    <TextField
      label={t(`invitations.${name}`)}
      id={idOf(name)}
      name={name}
      type={name === 'email' ? 'email' : 'text'}
      isRequired={required}
      maxLength={maxLength}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      hasError={!!fields[name]}
      errorMessage={fields[name]}
      {...(name === 'email' && emailHint ? { 'aria-describedby': emailHint.hintId } : {})}
    />
  );

  return (
    <form aria-label={t('invitations.addHeading')} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset disabled={disabled || busy} className="tb-fieldset">
        <ErrorSummary {...errors.summary} />
        <Flex direction="column" gap="small">
          {field('email', EMAIL_MAX_LENGTH, true)}
          {emailHint?.render(values.email)}
          {field('companyName', INVITATION_COMPANY_MAX_LENGTH, true)}
          <Flex gap="medium" wrap="wrap">
            {field('contactName', INVITATION_CONTACT_MAX_LENGTH)}
            {field('city', INVITATION_CITY_MAX_LENGTH)}
          </Flex>
          <Flex>
            <Button type="submit" variation="primary" isDisabled={disabled || busy}>
              {t('invitations.invite')}
            </Button>
          </Flex>
        </Flex>
      </fieldset>
    </form>
  );
}
