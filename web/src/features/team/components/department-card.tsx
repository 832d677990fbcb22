import { Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../../../../shared/domain/limits';
import type { TDepartment } from '../../../../../shared/schemas/users';
import {
  useCreateDivision,
  useDeleteDepartment,
  useDeleteDivision,
  useRenameDepartment,
  useRenameDivision,
  type TeamScope,
} from '../api/team-api';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { TEAM_NS } from '../i18n';
import { RenameForm } from './rename-form';

/** A department: rename and delete it, and its divisions with their own rename, delete and add. */
export function DepartmentCard({
  department,
  locked,
  scope,
  run,
}: {
  department: TDepartment;
  locked: boolean;
  scope: TeamScope;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
}) {
  const { t } = useTranslation(TEAM_NS);
  const renameDepartment = useRenameDepartment(scope);
  const deleteDepartment = useDeleteDepartment(scope);
  const createDivision = useCreateDivision(scope);
  const renameDivision = useRenameDivision(scope);
  const deleteDivision = useDeleteDivision(scope);
  const [division, setDivision] = useState('');
  useDirtyForm(division.trim() !== '');
  /** What is being renamed: the department itself or one of its divisions (by id). */
  const [renaming, setRenaming] = useState<string | null>(null);
  return (
    <section className="tb-card" aria-label={department.name}>
      {renaming === department.departmentId ? (
        <RenameForm
          formLabel={t('departments.renameNamed', { name: department.name })}
          label={t('departments.newNameOf', { name: department.name })}
          initial={department.name}
          onCancel={() => setRenaming(null)}
          onSave={async (name) => {
            await renameDepartment.trigger({ department, name });
            setRenaming(null);
          }}
        />
      ) : (
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap">
          <Heading level={2} className="tb-card-title">
            {department.name}
          </Heading>
          <Flex gap="xs">
            <Button
              size="small"
              isDisabled={locked}
              aria-label={t('departments.renameNamed', { name: department.name })}
              onClick={() => setRenaming(department.departmentId)}
            >
              {t('departments.rename')}
            </Button>
            <Button
              size="small"
              isDisabled={locked}
              aria-label={t('departments.deleteNamed', { name: department.name })}
              onClick={() => void run(() => deleteDepartment.trigger(department.departmentId))}
            >
              {t('departments.delete')}
            </Button>
          </Flex>
        </Flex>
      )}
      <Heading level={3} className="tb-subtitle">
        {t('departments.divisionsOf', { name: department.name })}
      </Heading>
      {(department.divisions ?? []).length === 0 ? (
        <p className="tb-muted">{t('departments.noDivisions')}</p>
      ) : (
        <ul className="tb-plain-list">
          {(department.divisions ?? []).map((v) => (
            <li key={v.divisionId}>
              {renaming === v.divisionId ? (
                <RenameForm
                  formLabel={t('departments.renameNamed', { name: v.name })}
                  label={t('departments.newNameOf', { name: v.name })}
                  initial={v.name}
                  onCancel={() => setRenaming(null)}
                  onSave={async (name) => {
                    await renameDivision.trigger({ division: v, name });
                    setRenaming(null);
                  }}
                />
              ) : (
                <>
                  {v.name}{' '}
                  <Button
                    size="small"
                    variation="link"
                    isDisabled={locked}
                    aria-label={t('departments.renameNamed', { name: v.name })}
                    onClick={() => setRenaming(v.divisionId)}
                  >
                    {t('departments.rename')}
                  </Button>
                  <Button
                    size="small"
                    variation="link"
                    isDisabled={locked}
                    aria-label={t('departments.deleteNamed', { name: v.name })}
                    onClick={() => void run(() => deleteDivision.trigger(v.divisionId))}
                  >
                    {t('departments.delete')}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label={t('departments.addDivisionTo', { name: department.name })}
        onSubmit={(e) => {
          e.preventDefault();
          if (division.trim())
            void run(() =>
              createDivision.trigger({ departmentId: department.departmentId, name: division.trim() }),
            ).then((ok) => ok && setDivision(''));
        }}
      >
        <fieldset disabled={locked} className="tb-inline-form">
          <TextField
            label={t('departments.division')}
            value={division}
            onChange={(e) => setDivision(e.target.value)}
            maxLength={NAME_MAX_LENGTH}
          />
          <Button type="submit" size="small" isDisabled={locked || !division.trim()}>
            {t('departments.addDivision')}
          </Button>
        </fieldset>
      </form>
    </section>
  );
}
