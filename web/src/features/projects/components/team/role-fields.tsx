import { SelectField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import {
  canAssignProjectRole,
  PROJECT_ROLES,
  type ProjectRole,
} from '../../../../../../shared/domain/projects/project-team';
import { PROJECT_TEAM_NS } from '../../i18n/team';

export interface RoleValues {
  role: ProjectRole;
  receiveQuestionEmail: boolean;
}

/**
 * The role choice and the question-email checkbox. The roles the user may not assign are offered locked,
 * by the rule the server enforces (canAssignProjectRole); a member holding such a role cannot be changed.
 */
export function RoleFields({
  values,
  onChange,
  isSiteAdmin,
  initialRole,
  id,
}: {
  values: RoleValues;
  onChange: (values: RoleValues) => void;
  isSiteAdmin: boolean;
  /** The member's stored role (edit): when the user may not take it away, the choice is locked. */
  initialRole?: ProjectRole;
  id: string;
}) {
  const { t } = useTranslation(PROJECT_TEAM_NS);
  const user = { isSiteAdmin };
  const lockedRole = initialRole !== undefined && !canAssignProjectRole(user, initialRole);
  const restricted = PROJECT_ROLES.some((role) => !canAssignProjectRole(user, role));
  return (
    <>
      <SelectField
        label={t('form.role')}
        id={id}
        name="role"
        isRequired
        value={values.role}
        isDisabled={lockedRole}
        descriptiveText={restricted ? t('form.procurementLeadLocked') : undefined}
        onChange={(e) => onChange({ ...values, role: e.target.value as ProjectRole })}
      >
        {PROJECT_ROLES.map((role) => (
          <option key={role} value={role} disabled={!canAssignProjectRole(user, role)}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </SelectField>
      {/* A native checkbox, as the team form's: Amplify's CheckboxField would join the vendor chunk of /login. */}
      <label className="tb-check">
        <input
          type="checkbox"
          name="receiveQuestionEmail"
          checked={values.receiveQuestionEmail}
          onChange={(e) => onChange({ ...values, receiveQuestionEmail: e.target.checked })}
        />
        {t('form.receiveQuestionEmail')}
      </label>
    </>
  );
}
