import { Button, Flex, SelectField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PROJECT_REASON_MAX_LENGTH } from '../../../../../../shared/domain/projects/project-limits';
import type { TProjectView } from '../../../../../../shared/schemas/projects';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { paths } from '../../../../config/paths';
import { accessTo } from '../../../../lib/access';
import { isApiError } from '../../../../lib/api-client';
import { notifier } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session';
import { useBuildUsers } from '../../api/build-api';
import { useDeleteProject, useSetProjectStatus, type ProjectScope } from '../../api/projects-api';
import { BUILD_NS } from '../../i18n/build';
import { TextArea } from '../../../../components/ui/text-area';
import { missingItemHref } from './missing-items';

/** The actions taken in a dialog, in the bar's order; publish and a new publish date go to their pages. */
const DIALOG_ACTIONS = [
  'requestApproval',
  'approve',
  'decline',
  'publishPlanned',
  'completePlanned',
  'convertPlannedNotice',
  'cancel',
  'terminate',
  'archive',
  'delete',
] as const;
type DialogAction = (typeof DIALOG_ACTIONS)[number];
const WITH_REASON = new Set<DialogAction>(['decline', 'cancel', 'terminate']);
/** Actions that need a complete publish checklist: "Fix missing fields" stands beside them. */
const PUBLISHING = ['publish', 'requestApproval', 'approve', 'publishPlanned', 'completePlanned'];

/**
 * The project's action bar (docs/product/projects.md#lifecycle): only the actions the shared lifecycle allows
 * this user now (`allowedActions` of findProject, from allowedProjectActions) and that their right allows,
 * each confirmed in a dialog; a reason is optional for cancel, terminate and decline; request approval names
 * an approver; delete goes to the project list afterwards. A lost race (409) says the project changed and
 * reloads it.
 */
export function ActionBar({
  scope,
  view,
  reload,
}: {
  scope: ProjectScope | null;
  view: TProjectView;
  reload: () => void;
}) {
  const { t } = useTranslation(BUILD_NS);
  const navigate = useNavigate();
  const { project, allowedActions, missingPublishItems } = view;
  const id = project.projectId;
  const session = useSession();
  // The status actions are one route that needs Build's edit right (the agency's route permissions, as
  // the server decides): a user who only views Build (an evaluator) is shown none of them.
  const changesStatus = accessTo(session, paths.projects.area.getHref(id, 'build')).canAct;
  const allowed = new Set(allowedActions.filter((action) => action === 'award' || changesStatus));
  const [open, setOpen] = useState<DialogAction | null>(null);
  const [reason, setReason] = useState('');
  const [approverId, setApproverId] = useState('');
  const [copyForms, setCopyForms] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setStatus = useSetProjectStatus(scope, id);
  const remove = useDeleteProject(scope, id);
  const me = session.status === 'authenticated' ? session.user.userId : '';
  const users = useBuildUsers(open === 'requestApproval' ? scope : null);

  const close = () => {
    setOpen(null);
    setReason('');
    setApproverId('');
    setProblem(null);
  };
  const confirm = async (action: DialogAction) => {
    if (action === 'requestApproval' && !approverId) {
      setProblem(t('actions.requestApproval.approverRequired'));
      return;
    }
    setBusy(true);
    try {
      if (action === 'delete') {
        await remove.trigger();
        close();
        notifier.notify(t('actions.delete.done', { name: project.name }), 'success');
        void navigate(paths.projects.list.getHref());
        return;
      }
      await setStatus.trigger({
        action,
        version: project.version,
        ...(WITH_REASON.has(action) && reason.trim() ? { reason: reason.trim() } : {}),
        ...(action === 'requestApproval' ? { approverId } : {}),
        ...(action === 'convertPlannedNotice' ? { copyFormsAndInstructions: copyForms } : {}),
      });
      close();
      notifier.notify(t(`actions.${action}.done`), 'success');
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === 'conflict') {
        close();
        notifier.notify(t('form.conflict'), 'error');
        reload();
      } else setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const showFix = missingPublishItems.length > 0 && PUBLISHING.some((a) => allowed.has(a));
  const hasAny =
    showFix ||
    allowed.has('publish') ||
    allowed.has('changePublishDate') ||
    allowed.has('award') ||
    DIALOG_ACTIONS.some((a) => allowed.has(a));
  if (!hasAny) return null;
  return (
    <div className="tb-project-actions" role="group" aria-label={t('actions.label')} data-testid="action-bar">
      <Flex gap="small" wrap="wrap">
        {allowed.has('publish') && (
          <Button
            as={RouterLink}
            to={paths.projects.area.getHref(id, 'build', 'publish')}
            variation="primary"
          >
            {t('actions.publish.button')}
          </Button>
        )}
        {showFix && (
          <Button as={RouterLink} to={missingItemHref(id, missingPublishItems[0]!, true)}>
            {t('actions.fixMissing', { count: missingPublishItems.length })}
          </Button>
        )}
        {allowed.has('changePublishDate') && (
          <Button
            as={RouterLink}
            to={`${paths.projects.area.getHref(id, 'build', 'dates')}?focus=publishDate`}
          >
            {t('actions.changePublishDate.button')}
          </Button>
        )}
        {/* The Award has its own rules and screen (decision 064): the button leads to Award → summary. */}
        {allowed.has('award') && (
          <Button
            as={RouterLink}
            to={paths.projects.area.getHref(id, 'award', 'summary')}
            variation="primary"
          >
            {t('actions.award.button')}
          </Button>
        )}
        {DIALOG_ACTIONS.filter((a) => allowed.has(a)).map((action) => (
          <Button
            key={action}
            onClick={() => setOpen(action)}
            variation={action === 'approve' ? 'primary' : undefined}
            colorTheme={action === 'delete' ? 'error' : undefined}
          >
            {t(`actions.${action}.button`)}
          </Button>
        ))}
      </Flex>
      {open && (
        <ModalDialog
          open
          title={t(`actions.${open}.title`)}
          onCancel={close}
          testId="action-dialog"
          actions={
            <>
              <Button onClick={close} data-autofocus isDisabled={busy}>
                {t('actions.keep')}
              </Button>
              <Button
                variation="primary"
                colorTheme={open === 'delete' ? 'error' : undefined}
                isLoading={busy}
                onClick={() => void confirm(open)}
              >
                {t(`actions.${open}.confirm`)}
              </Button>
            </>
          }
        >
          <Flex direction="column" gap="small">
            <p>{t(`actions.${open}.body`, { name: project.name })}</p>
            {open === 'requestApproval' && (
              <SelectField
                label={t('actions.requestApproval.approver')}
                placeholder={t('form.choose')}
                value={approverId}
                onChange={(e) => setApproverId(e.target.value)}
              >
                {(users.data ?? [])
                  .filter((u) => u.userId !== me && u.active !== false)
                  .map((u) => (
                    <option key={u.userId} value={u.userId}>
                      {`${u.firstName} ${u.lastName}`}
                    </option>
                  ))}
              </SelectField>
            )}
            {WITH_REASON.has(open) && (
              <TextArea
                label={t('actions.reason')}
                hint={t('actions.reasonHint')}
                maxLength={PROJECT_REASON_MAX_LENGTH}
                value={reason}
                onChange={setReason}
              />
            )}
            {open === 'convertPlannedNotice' && (
              <label className="tb-check">
                <input type="checkbox" checked={copyForms} onChange={(e) => setCopyForms(e.target.checked)} />
                {t('actions.convertPlannedNotice.copyForms')}
              </label>
            )}
            {problem && (
              <p className="tb-field-error" role="alert">
                {problem}
              </p>
            )}
          </Flex>
        </ModalDialog>
      )}
    </div>
  );
}
