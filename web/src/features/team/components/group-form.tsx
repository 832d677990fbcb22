import { Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NAME_MAX_LENGTH } from '../../../../../shared/domain/limits';
import { PERMISSION_CATEGORIES, type PermissionCategory } from '../../../../../shared/domain/permissions';
import {
  lacksDepartmentPermission,
  NO_DEPARTMENT_PERMISSION_QUESTION,
} from '../../../../../shared/domain/user-groups';
import type { TUserGroup } from '../../../../../shared/schemas/users';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { paths } from '../../../config/paths';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useDeleteGroup, useUpdateGroup, type TeamScope } from '../api/team-api';
import { TEAM_NS } from '../i18n';

const categoryKey = (c: string) => c.replace(/[^A-Za-z]/g, '');
const actionKey = (id: string) => id.split('.')[1] ?? id;
/** The form's fields from top to bottom, for the error summary. */
const FIELD_ORDER = ['name', 'permissionIds'];

/** A group's name and permissions by category: save (asking when no department permission is chosen) and delete. */
export function GroupForm({
  group,
  scope,
  locked,
  onDeleted,
}: {
  group: TUserGroup;
  scope: TeamScope;
  locked: boolean;
  onDeleted: (userGroupId: string) => void;
}) {
  const { t, i18n } = useTranslation(TEAM_NS);
  const navigate = useNavigate();
  const [name, setName] = useState(group.name);
  const [ids, setIds] = useState<string[]>(group.permissionIds);
  const errors = useFormErrors(FIELD_ORDER);
  const { fields, idOf } = errors;
  const [confirmNoDepartment, setConfirmNoDepartment] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const update = useUpdateGroup(scope);
  const deleteGroup = useDeleteGroup(scope);
  const dirty = name !== group.name || [...ids].sort().join() !== [...group.permissionIds].sort().join();
  useDirtyForm(dirty && !busy);

  const save = async (confirmed: boolean) => {
    setConfirmNoDepartment(false);
    if (!confirmed && lacksDepartmentPermission(ids)) {
      setConfirmNoDepartment(true);
      return;
    }
    setBusy(true);
    errors.clear();
    try {
      await update.trigger({
        userGroupId: group.userGroupId,
        version: group.version,
        name: name.trim(),
        permissionIds: ids,
        departmentIds: group.departmentIds,
        ...(confirmed ? { confirmNoDepartmentPermissions: true } : {}),
      });
      notifier.notify(t('group.saved'), 'success');
    } catch (error) {
      errors.show(formErrorsOf(error, { userGroupNameExists: 'name' }));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    setBusy(true);
    try {
      await deleteGroup.trigger(group.userGroupId);
      // Leave first, then drop the group from the cached list (and refetch it): the list never shows the
      // deleted group, and this page never shows it as not found.
      void navigate(`${paths.team.all.getHref()}?tab=groups`);
      onDeleted(group.userGroupId);
    } catch (error) {
      errors.show({ message: formErrorsOf(error).message });
      setBusy(false);
    }
  };

  const question = NO_DEPARTMENT_PERMISSION_QUESTION[i18n.language.startsWith('fr') ? 'fr' : 'en'];

  return (
    <form
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void save(false);
      }}
      noValidate
      data-testid="group-form"
    >
      <fieldset disabled={locked || busy} className="tb-fieldset">
        <Flex direction="column" gap="medium">
          <ErrorSummary {...errors.summary} />
          <TextField
            label={t('groups.name')}
            id={idOf('name')}
            value={name}
            maxLength={NAME_MAX_LENGTH}
            onChange={(e) => {
              setName(e.target.value);
              errors.clearField('name');
            }}
            hasError={!!fields.name}
            errorMessage={fields.name}
          />
          <Heading level={2} className="tb-card-title">
            {t('group.permissions')}
          </Heading>
          <div className="tb-permission-grid">
            {(Object.keys(PERMISSION_CATEGORIES) as PermissionCategory[]).map((category, index) => (
              <fieldset key={category} className="tb-choices">
                <legend>{t(`categories.${categoryKey(category)}`)}</legend>
                {PERMISSION_CATEGORIES[category].map((id, at) => (
                  <label key={id} className="tb-check">
                    <input
                      type="checkbox"
                      name="permissionIds"
                      id={index === 0 && at === 0 ? idOf('permissionIds') : undefined}
                      value={id}
                      checked={ids.includes(id)}
                      onChange={(e) =>
                        setIds((cur) => (e.target.checked ? [...cur, id] : cur.filter((x) => x !== id)))
                      }
                    />{' '}
                    {t(`actions.${actionKey(id)}`)}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          {fields.permissionIds && <p className="tb-field-error">{fields.permissionIds}</p>}
          <Flex gap="small" wrap="wrap">
            <Button
              type="submit"
              variation="primary"
              isDisabled={locked || busy || !name.trim()}
              loadingText={t('group.save')}
              isLoading={busy}
            >
              {t('group.save')}
            </Button>
            <Button
              type="button"
              variation="destructive"
              isDisabled={locked || busy}
              onClick={() => setConfirmDelete(true)}
            >
              {t('group.delete')}
            </Button>
          </Flex>
        </Flex>
      </fieldset>
      <ModalDialog
        open={confirmNoDepartment}
        title={t('group.noDepartmentTitle')}
        onCancel={() => setConfirmNoDepartment(false)}
        testId="no-department-dialog"
        actions={
          <>
            <Button onClick={() => setConfirmNoDepartment(false)}>{t('group.cancel')}</Button>
            <Button variation="primary" onClick={() => void save(true)} autoFocus data-autofocus>
              {t('group.saveAnyway')}
            </Button>
          </>
        }
      >
        <p>{question}</p>
      </ModalDialog>
      <ConfirmDeleteDialog
        open={confirmDelete}
        title={t('group.deleteTitle')}
        body={t('group.deleteBody')}
        cancelLabel={t('group.cancel')}
        confirmLabel={t('group.confirmDelete')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </form>
  );
}
