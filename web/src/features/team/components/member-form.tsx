import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../../../../shared/domain/limits';
import { ZUserCreate, type TDepartment, type TUserGroup } from '../../../../../shared/schemas/users';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { validateForm } from '../../../lib/validate-form';
import { withoutEmptyUsername, type UserFormValues } from '../api/team-api';
import { TEAM_NS } from '../i18n';

/** The answers about one field show under it. */
const FIELD_OF_CODE = { userEmailExists: 'email', userUsernameExists: 'username' } as const;

/** The form's fields from top to bottom: the error summary lists their errors in this order. */
const FIELD_ORDER = ['firstName', 'lastName', 'email', 'username', 'password', 'groupIds'];

const same = (a: UserFormValues, b: UserFormValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The team member form (add and edit): names, email, flags, groups and departments. Errors (the browser's
 * checks, a 400's field errors, a 409) show in the error summary at the top, field errors also under their
 * fields.
 */
export function MemberForm({
  initial,
  groups,
  departments,
  locked,
  withPassword = false,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: UserFormValues;
  groups: readonly TUserGroup[];
  departments: readonly TDepartment[];
  locked: boolean;
  withPassword?: boolean;
  submitLabel: string;
  onSubmit: (values: UserFormValues & { password?: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(TEAM_NS);
  const [values, setValues] = useState<UserFormValues>(initial);
  const [password, setPassword] = useState('');
  const errors = useFormErrors(FIELD_ORDER);
  const { fields, idOf } = errors;
  const [busy, setBusy] = useState(false);
  const dirty = !same(values, initial) || password !== '';
  // While a save runs the form is not held: its own navigation after the save goes through.
  useDirtyForm(dirty && !busy);

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    errors.clearField(key);
  };
  const toggle = (key: 'groupIds' | 'departmentIds', id: string, on: boolean) =>
    set(key, on ? [...values[key], id] : values[key].filter((x) => x !== id));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const sent = withPassword && password ? { ...values, password } : values;
    // The add route's schema (an edit sends the same fields with its id and version), on the body as sent.
    const problems = validateForm(ZUserCreate, withoutEmptyUsername(sent));
    errors.show(problems ?? {});
    if (problems) return;
    setBusy(true);
    try {
      await onSubmit(sent);
    } catch (error) {
      errors.show(formErrorsOf(error, FIELD_OF_CODE));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="member-form">
      <fieldset disabled={locked || busy} className="tb-fieldset">
        <Flex direction="column" gap="medium">
          <ErrorSummary {...errors.summary} />
          <Flex gap="medium" wrap="wrap">
            <TextField
              label={t('form.firstName')}
              name="firstName"
              id={idOf('firstName')}
              isRequired
              maxLength={NAME_MAX_LENGTH}
              value={values.firstName}
              onChange={(e) => set('firstName', e.target.value)}
              hasError={!!fields.firstName}
              errorMessage={fields.firstName}
            />
            <TextField
              label={t('form.lastName')}
              name="lastName"
              id={idOf('lastName')}
              isRequired
              maxLength={NAME_MAX_LENGTH}
              value={values.lastName}
              onChange={(e) => set('lastName', e.target.value)}
              hasError={!!fields.lastName}
              errorMessage={fields.lastName}
            />
          </Flex>
          <TextField
            label={t('form.email')}
            name="email"
            id={idOf('email')}
            type="email"
            isRequired
            maxLength={EMAIL_MAX_LENGTH}
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            hasError={!!fields.email}
            errorMessage={fields.email}
          />
          <TextField
            label={t('form.username')}
            descriptiveText={withPassword ? t('form.usernameHint') : undefined}
            name="username"
            id={idOf('username')}
            autoComplete="off"
            maxLength={USERNAME_MAX_LENGTH}
            value={values.username}
            onChange={(e) => set('username', e.target.value)}
            hasError={!!fields.username}
            errorMessage={fields.username}
          />
          {withPassword && (
            <TextField
              label={t('form.password')}
              descriptiveText={t('form.passwordHint')}
              name="password"
              id={idOf('password')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                errors.clearField('password');
              }}
              hasError={!!fields.password}
              errorMessage={fields.password}
            />
          )}
          <label className="tb-check">
            <input
              type="checkbox"
              name="purchaser"
              checked={values.purchaser}
              onChange={(e) => set('purchaser', e.target.checked)}
            />
            {t('form.purchaser')}
          </label>
          <label className="tb-check">
            <input
              type="checkbox"
              name="receiveQuestionEmail"
              checked={values.receiveQuestionEmail}
              onChange={(e) => set('receiveQuestionEmail', e.target.checked)}
            />
            {t('form.receiveQuestionEmail')}
          </label>
          <fieldset className="tb-choices">
            <legend>{t('form.groups')}</legend>
            {groups.length === 0 && <p className="tb-muted">{t('form.noGroups')}</p>}
            {groups.map((g, index) => (
              <label className="tb-check" key={g.userGroupId}>
                <input
                  type="checkbox"
                  name="groupIds"
                  id={index === 0 ? idOf('groupIds') : undefined}
                  value={g.userGroupId}
                  checked={values.groupIds.includes(g.userGroupId)}
                  onChange={(e) => toggle('groupIds', g.userGroupId, e.target.checked)}
                />
                {g.name}
              </label>
            ))}
            {fields.groupIds && <p className="tb-field-error">{fields.groupIds}</p>}
          </fieldset>
          {departments.length > 0 && (
            <fieldset className="tb-choices">
              <legend>{t('form.departments')}</legend>
              {departments.map((d) => (
                <label className="tb-check" key={d.departmentId}>
                  <input
                    type="checkbox"
                    name="departmentIds"
                    value={d.departmentId}
                    checked={values.departmentIds.includes(d.departmentId)}
                    onChange={(e) => toggle('departmentIds', d.departmentId, e.target.checked)}
                  />
                  {d.name}
                </label>
              ))}
            </fieldset>
          )}
          <Flex gap="small">
            <Button
              type="submit"
              variation="primary"
              isDisabled={locked || busy}
              loadingText={submitLabel}
              isLoading={busy}
            >
              {submitLabel}
            </Button>
            <Button type="button" onClick={onCancel} isDisabled={busy}>
              {t('form.cancel')}
            </Button>
          </Flex>
        </Flex>
      </fieldset>
    </form>
  );
}
