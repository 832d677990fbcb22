import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canChangeComplianceItems } from '../../../../../../shared/domain/projects/compliance';
import { QUESTION_REMINDER_DAYS_DEFAULT } from '../../../../../../shared/domain/projects/project-limits';
import type { TComplianceItem } from '../../../../../../shared/schemas/project-build';
import { formErrorsOf } from '../../../../lib/form-errors';
import { notifier } from '../../../../lib/notify';
import { useRemoval } from '../../../../lib/use-removal';
import {
  useAddComplianceItem,
  useComplianceItems,
  useDeleteComplianceItem,
  useUpdateComplianceItem,
} from '../../api/project-build-api';
import { useUpdateProject } from '../../api/projects-api';
import { PROJECT_BUILD_NS } from '../../i18n/compliance';
import { BuildListTable } from './build-list-table';
import { BuildListFrame, type BuildListContext } from './build-list-frame';
import { ComplianceItemForm } from './compliance-item-form';
import { RemoveDialog } from './removal';

/**
 * /projects/:id/build/compliance (docs/product/projects.md#publication; decision 032): whether suppliers must
 * meet compliance requirements (the sourcing part's hasCompliancy, saved with the project) and the list of
 * those requirements: add, edit, remove, while the project is a draft or a template.
 */
export function CompliancePage() {
  return (
    <BuildListFrame titleKey="compliance.title">{(context) => <Compliance {...context} />}</BuildListFrame>
  );
}

function Compliance({ scope, projectId, view, canAct }: BuildListContext) {
  const { t } = useTranslation(PROJECT_BUILD_NS);
  const items = useComplianceItems(scope, projectId);
  const add = useAddComplianceItem(scope, projectId);
  const update = useUpdateComplianceItem(scope, projectId);
  const remove = useDeleteComplianceItem(scope, projectId);
  const save = useUpdateProject(scope, projectId);
  const [editing, setEditing] = useState<string | null>(null);
  // The box shows the user's choice while it is being saved, then the saved project's.
  const [compliancy, setCompliancy] = useState<boolean | null>(null);
  const removal = useRemoval(
    (item: TComplianceItem) => remove.trigger(item),
    (item) => t('compliance.removed', { title: item.title }),
  );
  const { error, setError } = removal;
  const { project } = view;
  const editable = canChangeComplianceItems(project.status);
  const locked = !canAct || !editable;
  const list = items.data ?? [];
  const titles = (except?: string) => list.filter((i) => i.complianceId !== except).map((i) => i.title);

  const toggleCompliancy = async (on: boolean) => {
    setError(null);
    setCompliancy(on);
    try {
      await save.trigger({
        version: project.version,
        details: {
          tender: {
            questionReminderEmailDays: QUESTION_REMINDER_DAYS_DEFAULT,
            ...project.tender,
            hasCompliancy: on,
          },
        },
      });
    } catch (err) {
      setError(formErrorsOf(err).message);
    } finally {
      setCompliancy(null);
    }
  };

  return (
    <Flex direction="column" gap="medium">
      <p>{t('compliance.intro')}</p>
      {!canAct && <p className="tb-muted">{t('locked')}</p>}
      {canAct && !editable && <p className="tb-muted">{t('compliance.lockedStatus')}</p>}
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <label className="tb-check">
        <input
          type="checkbox"
          name="hasCompliancy"
          checked={compliancy ?? project.tender?.hasCompliancy === true}
          disabled={locked || save.isMutating}
          onChange={(e) => void toggleCompliancy(e.target.checked)}
        />
        {t('compliance.hasCompliancy')}
      </label>
      <p className="tb-muted">{t('compliance.hasCompliancyHint')}</p>

      <Heading level={2}>{t('compliance.addHeading')}</Heading>
      <ComplianceItemForm
        label={t('compliance.addHeading')}
        otherTitles={titles()}
        adding
        submitLabel={t('compliance.add')}
        disabled={locked}
        onSave={async (item) => {
          const created = await add.trigger(item);
          notifier.notify(t('compliance.added', { title: created.title }), 'success');
        }}
      />

      <BuildListTable
        area="compliance"
        loaded={items.data !== undefined}
        failed={items.error !== undefined}
        count={list.length}
        columns={[
          t('compliance.itemTitle'),
          t('compliance.description'),
          t('compliance.mandatory'),
          t('compliance.actions'),
        ]}
      >
        {list.map((item) =>
          editing === item.complianceId ? (
            <tr key={item.complianceId}>
              <td colSpan={4}>
                <ComplianceItemForm
                  label={t('compliance.editForm', { title: item.title })}
                  initial={{
                    title: item.title,
                    description: item.description ?? '',
                    mandatory: item.mandatory,
                  }}
                  otherTitles={titles(item.complianceId)}
                  adding={false}
                  submitLabel={t('compliance.save')}
                  disabled={locked}
                  onCancel={() => setEditing(null)}
                  onSave={async (fields) => {
                    const saved = await update.trigger({
                      ...fields,
                      complianceId: item.complianceId,
                      version: item.version,
                    });
                    setEditing(null);
                    notifier.notify(t('compliance.saved', { title: saved.title }), 'success');
                  }}
                />
              </td>
            </tr>
          ) : (
            <tr key={item.complianceId}>
              <td>{item.title}</td>
              <td>{item.description}</td>
              <td>{item.mandatory ? t('compliance.yes') : t('compliance.no')}</td>
              <td>
                <Flex gap="xs" wrap="wrap">
                  <Button
                    size="small"
                    isDisabled={locked}
                    aria-label={t('compliance.editItem', { title: item.title })}
                    onClick={() => setEditing(item.complianceId)}
                  >
                    {t('compliance.edit')}
                  </Button>
                  <Button
                    size="small"
                    isDisabled={locked}
                    aria-label={t('compliance.removeItem', { title: item.title })}
                    onClick={() => removal.ask(item)}
                  >
                    {t('remove')}
                  </Button>
                </Flex>
              </td>
            </tr>
          ),
        )}
      </BuildListTable>
      <RemoveDialog
        open={removal.removing !== null}
        title={t('compliance.confirmTitle')}
        body={t('compliance.confirmBody', { title: removal.removing?.title ?? '' })}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      />
    </Flex>
  );
}

export default CompliancePage;
