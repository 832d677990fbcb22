import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../../../../shared/domain/limits';
import { Restricted } from '../../../components/restricted';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { useCreateDepartment, useDepartments, type TeamScope } from '../api/team-api';
import { TEAM_NS } from '../i18n';
import { DepartmentCard } from './department-card';
import { LoadState } from './load-state';

/** The departments tab: one card per department with its divisions, and a form that adds one. */
export function DepartmentsTab({ scope }: { scope: TeamScope }) {
  const { t } = useTranslation(TEAM_NS);
  const departments = useDepartments(scope);
  const [name, setName] = useState('');
  const addErrors = useFormErrors(['name']);
  const nameError = addErrors.fields.name ?? null;
  /** The failures of the cards' actions (delete, add a division), above the list. */
  const actionErrors = useFormErrors([]);
  useDirtyForm(name.trim() !== '');
  const create = useCreateDepartment(scope);
  if (!departments.data) return <LoadState error={departments.error} />;

  /** Runs a change (its hook reloads the list); a failure shows above the list and answers false. */
  const run = async (action: () => Promise<unknown>) => {
    actionErrors.clear();
    try {
      await action();
      return true;
    } catch (err) {
      const { fields, message } = formErrorsOf(err);
      actionErrors.show({ message: fields.name ?? message });
      return false;
    }
  };

  const add = async () => {
    addErrors.clear();
    actionErrors.clear();
    try {
      await create.trigger(name.trim());
      setName('');
    } catch (err) {
      const { fields, message } = formErrorsOf(err);
      addErrors.show({ fields: { name: fields.name ?? message ?? '' } });
    }
  };

  return (
    <Restricted controlId="userGroupForm" block>
      {(locked) => (
        <Flex direction="column" gap="medium">
          <ErrorSummary {...actionErrors.summary} />
          {departments.data!.length === 0 && <p>{t('departments.empty')}</p>}
          {departments.data!.map((d) => (
            <DepartmentCard
              key={`${d.departmentId}-${d.version}`}
              department={d}
              locked={locked}
              scope={scope}
              run={run}
            />
          ))}
          <form
            aria-label={t('departments.add')}
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) void add();
            }}
          >
            <ErrorSummary {...addErrors.summary} />
            <fieldset disabled={locked} className="tb-inline-form">
              <TextField
                label={t('departments.name')}
                id={addErrors.idOf('name')}
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  addErrors.clearField('name');
                }}
                maxLength={NAME_MAX_LENGTH}
                hasError={nameError !== null}
                errorMessage={nameError ?? undefined}
              />
              <Button type="submit" isDisabled={locked || !name.trim()}>
                {t('departments.add')}
              </Button>
            </fieldset>
          </form>
        </Flex>
      )}
    </Restricted>
  );
}
