import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isDuplicateMemberEmail } from '../../../../../shared/domain/awards/award-approval-rules';
import type { AwardWorkflowRole } from '../../../../../shared/domain/awards/award-approval-status';
import {
  ZAwardApprovalMemberInput,
  type TAwardApprovalMember,
} from '../../../../../shared/schemas/award-approvals';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Select } from '../../../components/ui/native-fields';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { formErrorsOf } from '../../../lib/form-errors';
import { validateForm } from '../../../lib/validate-form';
import { AWARD_APPROVAL_NS } from '../i18n';

export interface MemberValues {
  role: AwardWorkflowRole;
  fullName: string;
  title: string;
  email: string;
  /** The language of the member's emails; undefined, the agency's. */
  language?: 'en' | 'fr' | undefined;
}

const FIELD_ORDER = ['role', 'fullName', 'title', 'email', 'language'];
/** The server's "already in the workflow" belongs under the email field. */
const FIELD_OF_CODE = { awardApprovalDuplicateEmail: 'email' };

/**
 * A workflow member's role, name, title and email (docs/product/evaluation-and-award.md#award-approvals),
 * checked with the member route's schema at the approval's `version`, which the save sends. The email is also
 * checked with the rule the server applies (isDuplicateMemberEmail, shared/domain): the same
 * person cannot be in the workflow twice; the member being edited is left out of the comparison.
 */
export function MemberForm({
  members,
  version,
  editing,
  submitLabel,
  onSubmit,
  extraActions,
}: {
  members: readonly TAwardApprovalMember[];
  version: number;
  editing?: TAwardApprovalMember | undefined;
  submitLabel: string;
  onSubmit: (values: MemberValues) => Promise<void>;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation(AWARD_APPROVAL_NS);
  const empty: MemberValues = { role: 'approver', fullName: '', title: '', email: '' };
  const [values, setValues] = useState<MemberValues>(
    editing
      ? {
          role: editing.role,
          fullName: editing.fullName,
          title: editing.title,
          email: editing.email,
          language: editing.language,
        }
      : empty,
  );
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(FIELD_ORDER);
  const { fields, idOf } = errors;
  const set = (change: Partial<MemberValues>, field: string) => {
    setValues((v) => ({ ...v, ...change }));
    errors.clearField(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const email = values.email.trim();
    const sent: MemberValues = {
      role: values.role,
      fullName: values.fullName.trim(),
      title: values.title.trim(),
      email,
      language: values.language,
    };
    const problems = { ...validateForm(ZAwardApprovalMemberInput, { ...sent, version })?.fields };
    if (!problems.email && isDuplicateMemberEmail(members, email, editing?.awardApprovalWorkflowId))
      problems.email = t('errors.duplicateEmail');
    errors.show({ fields: problems });
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(sent);
      if (!editing) setValues(empty);
    } catch (error) {
      errors.show(formErrorsOf(error, FIELD_OF_CODE));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid={editing ? 'member-edit-form' : 'member-form'}
    >
      <fieldset disabled={busy} className="tb-fieldset">
        <Flex direction="column" gap="small">
          <ErrorSummary {...errors.summary} />
          <Select
            id={idOf('role')}
            label={t('fields.role')}
            value={values.role}
            onChange={(role) => set({ role: role as AwardWorkflowRole }, 'role')}
            error={fields.role}
          >
            <option value="approver">{t('roles.approver')}</option>
            <option value="reviewer">{t('roles.reviewer')}</option>
          </Select>
          <TextField
            label={t('fields.fullName')}
            id={idOf('fullName')}
            name="fullName"
            autoComplete="off"
            isRequired
            value={values.fullName}
            onChange={(e) => set({ fullName: e.target.value }, 'fullName')}
            hasError={!!fields.fullName}
            errorMessage={fields.fullName}
          />
          <TextField
            label={t('fields.memberTitle')}
            id={idOf('title')}
            name="title"
            autoComplete="off"
            value={values.title}
            onChange={(e) => set({ title: e.target.value }, 'title')}
            hasError={!!fields.title}
            errorMessage={fields.title}
          />
          <TextField
            label={t('fields.email')}
            id={idOf('email')}
            name="email"
            type="email"
            autoComplete="off"
            isRequired
            value={values.email}
            onChange={(e) => set({ email: e.target.value }, 'email')}
            hasError={!!fields.email}
            errorMessage={fields.email}
          />
          <Select
            id={idOf('language')}
            label={t('fields.emailLanguage')}
            value={values.language ?? ''}
            onChange={(language) =>
              set({ language: language === 'en' || language === 'fr' ? language : undefined }, 'language')
            }
            error={fields.language}
          >
            <option value="">{t('languages.agency')}</option>
            <option value="en">{t('languages.en')}</option>
            <option value="fr">{t('languages.fr')}</option>
          </Select>
          <Flex gap="small" wrap="wrap">
            <Button type="submit" variation="primary" isLoading={busy}>
              {submitLabel}
            </Button>
            {extraActions}
          </Flex>
        </Flex>
      </fieldset>
    </form>
  );
}
