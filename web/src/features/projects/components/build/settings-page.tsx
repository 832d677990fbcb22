import { useTranslation } from 'react-i18next';
import {
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_NUMBER_MAX_LENGTH,
  PROJECT_SHORT_TEXT_MAX_LENGTH,
} from '../../../../../../shared/domain/projects/project-limits';
import { projectHasContract } from '../../../../../../shared/domain/projects/project-areas';
import { useBuildDepartments, useBuildUsers } from '../../api/build-api';
import { BUILD_NS } from '../../i18n/build';
import { BuildFormPage } from './build-page-frame';
import type { TProject } from '../../../../../../shared/schemas/projects';
import type { FieldSpec } from './build-values';
import { labelled, valueOptions } from './options';
import { useBuildPage } from './use-build-page';

/** /projects/{id}/build/settings: identity, method and people (docs/product/projects.md#build). */
export function SettingsPage() {
  const { t } = useTranslation(BUILD_NS);
  const page = useBuildPage('settings');
  const departments = useBuildDepartments(page.scope);
  const users = useBuildUsers(page.scope);
  const people = (users.data ?? [])
    .filter((u) => u.active !== false)
    .map((u) => ({ value: u.userId, label: `${u.firstName} ${u.lastName}` }));
  const specsOf = (project: TProject): FieldSpec[] =>
    labelled(t, [
      {
        name: 'name',
        section: 'settings',
        kind: 'text',
        required: true,
        maxLength: PROJECT_NAME_MAX_LENGTH,
      },
      {
        name: 'number',
        section: 'settings',
        kind: 'text',
        required: true,
        maxLength: PROJECT_NUMBER_MAX_LENGTH,
        hint: t('hints.number'),
      },
      ...(project.type === 'template'
        ? []
        : [
            {
              name: 'sourceMethod',
              section: 'settings',
              kind: 'select',
              options: valueOptions(t, 'sourceMethod'),
            } as const,
          ]),
      {
        name: 'classification',
        section: 'settings',
        kind: 'select',
        options: valueOptions(t, 'classification'),
      },
      {
        name: 'departmentId',
        section: 'settings',
        kind: 'select',
        options: (departments.data ?? []).map((d) => ({ value: d.departmentId, label: d.name })),
      },
      {
        name: 'divisionId',
        section: 'settings',
        kind: 'select',
        optionsOf: (values) =>
          (departments.data?.find((d) => d.departmentId === values.departmentId)?.divisions ?? []).map(
            (d) => ({ value: d.divisionId, label: d.name }),
          ),
      },
      { name: 'projectLeadId', section: 'settings', kind: 'select', options: people },
      { name: 'departmentProjectLeadId', section: 'settings', kind: 'select', options: people },
      {
        name: 'internalReferenceNumber',
        section: 'settings',
        kind: 'text',
        maxLength: PROJECT_SHORT_TEXT_MAX_LENGTH,
      },
      ...(projectHasContract(project.type)
        ? [
            {
              name: 'internalContractNumber',
              section: 'settings',
              kind: 'text',
              maxLength: PROJECT_SHORT_TEXT_MAX_LENGTH,
            } as const,
          ]
        : []),
    ]);
  return <BuildFormPage page={page} specsOf={specsOf} ready={!departments.isLoading && !users.isLoading} />;
}

export default SettingsPage;
