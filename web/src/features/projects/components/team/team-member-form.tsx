import { Button, Flex, SelectField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canChangeProjectRole,
  type ProjectRole,
} from '../../../../../../shared/domain/projects/project-team';
import { ZProjectTeamAdd } from '../../../../../../shared/schemas/project-team';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { useFormErrors } from '../../../../components/ui/use-form-errors';
import { useDirtyForm } from '../../../../lib/dirty-forms';
import { formErrorsOf } from '../../../../lib/form-errors';
import { useSession } from '../../../../lib/session';
import { validateForm } from '../../../../lib/validate-form';
import { PROJECT_TEAM_NS } from '../../i18n/team';
import { RoleFields, type RoleValues } from './role-fields';

export interface TeamMemberValues extends RoleValues {
  userId: string;
}

const FIELD_ORDER = ['userId', 'role'];
/** The catalogue answers about one field show under it. */
const FIELD_OF_CODE = { projectRoleSiteAdminOnly: 'role', projectTeamMemberExists: 'userId' } as const;

/**
 * The add and edit form of a team member: the user (add only), the role and the question-email choice.
 * Errors (the browser's checks, the server's refusals) show in the error summary and under their fields.
 */
export function TeamMemberForm({
  initial,
  candidates,
  initialRole,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: TeamMemberValues;
  /** The users to choose from (add); absent when editing a member. */
  candidates?: readonly { userId: string; firstName: string; lastName: string; email: string }[];
  initialRole?: ProjectRole;
  submitLabel: string;
  onSubmit: (values: TeamMemberValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(PROJECT_TEAM_NS);
  const session = useSession();
  const isSiteAdmin = session.status === 'authenticated' && session.user.isSiteAdmin;
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(FIELD_ORDER);
  const { fields, idOf } = errors;
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useDirtyForm(dirty && !busy);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The add route's schema (an edit sends the same role and choice), then the role rule the service runs.
    const problems = { ...validateForm(ZProjectTeamAdd, values)?.fields };
    if (!canChangeProjectRole({ isSiteAdmin }, initialRole, values.role))
      problems.role = t('form.procurementLeadLocked');
    errors.show({ fields: problems });
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      errors.show(formErrorsOf(error, FIELD_OF_CODE));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="project-team-member-form">
      <fieldset disabled={busy} className="tb-fieldset">
        <Flex direction="column" gap="medium">
          <ErrorSummary {...errors.summary} />
          {candidates && (
            <SelectField
              label={t('form.user')}
              id={idOf('userId')}
              name="userId"
              isRequired
              placeholder={t('form.chooseUser')}
              value={values.userId}
              onChange={(e) => {
                setValues((v) => ({ ...v, userId: e.target.value }));
                errors.clearField('userId');
              }}
              hasError={!!fields.userId}
              errorMessage={fields.userId}
            >
              {candidates.map((c) => (
                <option key={c.userId} value={c.userId}>
                  {`${c.firstName} ${c.lastName} (${c.email})`}
                </option>
              ))}
            </SelectField>
          )}
          <RoleFields
            id={idOf('role')}
            values={values}
            isSiteAdmin={isSiteAdmin}
            {...(initialRole ? { initialRole } : {})}
            onChange={(next) => {
              setValues((v) => ({ ...v, ...next }));
              errors.clearField('role');
            }}
          />
          {fields.role && <p className="tb-field-error">{fields.role}</p>}
          <Flex gap="small">
            <Button type="submit" variation="primary" loadingText={submitLabel} isLoading={busy}>
              {submitLabel}
            </Button>
            <Button type="button" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
          </Flex>
        </Flex>
      </fieldset>
    </form>
  );
}
