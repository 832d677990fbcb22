import { Button, Flex, Heading, Loader } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProjectTask } from '../../../../../../shared/schemas/project-collaboration';
import { DataTable } from '../../../../components/ui/data-table';
import { formErrorsOf } from '../../../../lib/form-errors';
import { notifier } from '../../../../lib/notify';
import { useProjectTasks, useTaskActions, useTaskAssignees } from '../../api/collaboration-api';
import type { ProjectScope } from '../../api/projects-api';
import { COLLABORATION_NS } from '../../i18n/collaboration';
import { ConfirmDialog, useConfirmation } from './confirm-dialog';
import { SwrState } from './journal-page';
import { ProjectHeading } from './project-heading';
import { TaskForm, type TaskSave } from './task-form';
import { formatInstant, useCollaborationPage } from './use-collaboration-page';

/** Which form is open: none, a new task, or the task being edited. */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; task: TProjectTask };

function Tasks({
  scope,
  projectId,
  timeZone,
  locked,
}: {
  scope: ProjectScope;
  projectId: string;
  timeZone: string;
  locked: boolean;
}) {
  const { t, i18n } = useTranslation(COLLABORATION_NS);
  const tasks = useProjectTasks({ s: scope, projectId });
  const assignees = useTaskAssignees({ s: scope, projectId });
  const actions = useTaskActions(scope, projectId);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [busy, setBusy] = useState<string | null>(null);
  const confirmation = useConfirmation();
  const when = (instant: string | undefined) =>
    instant ? formatInstant(instant, timeZone, i18n.language) : t('tasks.none');

  const save = async (task: TaskSave) => {
    if (editing.kind === 'edit') {
      await actions.update(editing.task.projectTaskId, { version: editing.task.version, ...task });
      notifier.notify(t('tasks.saved'), 'success');
    } else {
      await actions.add(task);
      notifier.notify(t('tasks.added'), 'success');
    }
    setEditing({ kind: 'none' });
  };

  const toggle = async (task: TProjectTask) => {
    setBusy(task.projectTaskId);
    try {
      await actions.setStatus(task.projectTaskId, { version: task.version, completed: !task.completed });
    } catch (error) {
      notifier.notify(formErrorsOf(error).message ?? '', 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex direction="column" gap="medium">
      <p>{t('tasks.intro', { timeZone })}</p>
      {editing.kind === 'none' ? (
        <div>
          <Button variation="primary" isDisabled={locked} onClick={() => setEditing({ kind: 'new' })}>
            {t('tasks.add')}
          </Button>
        </div>
      ) : assignees.data ? (
        <section aria-labelledby="task-form-title" className="tb-card">
          <Heading level={2} id="task-form-title" className="tb-card-title">
            {editing.kind === 'edit' ? t('tasks.editing') : t('tasks.add')}
          </Heading>
          <TaskForm
            key={editing.kind === 'edit' ? editing.task.projectTaskId : 'new'}
            {...(editing.kind === 'edit' ? { task: editing.task } : {})}
            assignees={assignees.data}
            timeZone={timeZone}
            disabled={locked}
            onSave={save}
            onCancel={() => setEditing({ kind: 'none' })}
          />
        </section>
      ) : (
        <SwrState state={{ ...assignees, data: undefined }} empty="" />
      )}
      <SwrState state={tasks} empty={t('tasks.empty')} />
      {tasks.data && tasks.data.length > 0 && (
        <DataTable label={t('tasks.list')}>
          <thead>
            <tr>
              <th scope="col">{t('tasks.subject')}</th>
              <th scope="col">{t('tasks.assignees')}</th>
              <th scope="col">{t('tasks.dueDate')}</th>
              <th scope="col">{t('tasks.reminder')}</th>
              <th scope="col">{t('tasks.status')}</th>
              <th scope="col">{t('tasks.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {tasks.data.map((task) => (
              <tr key={task.projectTaskId} data-testid="task-row">
                <th scope="row">
                  {task.subject}
                  {task.description && <p className="tb-muted tb-pre-line">{task.description}</p>}
                </th>
                <td>{task.assignees.map((a) => a.name || t('deletedUser')).join(', ') || t('tasks.none')}</td>
                <td>{when(task.dueDate)}</td>
                <td>{when(task.reminderDate)}</td>
                <td>
                  <span className={`amplify-badge amplify-badge--${task.completed ? 'success' : 'info'}`}>
                    {task.completed ? t('tasks.completed') : t('tasks.open')}
                  </span>
                </td>
                <td>
                  <Flex gap="small" wrap="wrap">
                    {!task.completed && (
                      <Button
                        size="small"
                        isDisabled={locked || busy !== null}
                        aria-label={t('tasks.editTask', { subject: task.subject })}
                        onClick={() => setEditing({ kind: 'edit', task })}
                      >
                        {t('tasks.edit')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      isDisabled={locked || busy !== null}
                      isLoading={busy === task.projectTaskId}
                      aria-label={t(task.completed ? 'tasks.reopenTask' : 'tasks.completeTask', {
                        subject: task.subject,
                      })}
                      onClick={() => void toggle(task)}
                    >
                      {t(task.completed ? 'tasks.reopen' : 'tasks.complete')}
                    </Button>
                    <Button
                      size="small"
                      isDisabled={locked || busy !== null}
                      aria-label={t('tasks.deleteTask', { subject: task.subject })}
                      onClick={() =>
                        confirmation.ask({
                          title: t('tasks.deleteTitle'),
                          body: t('tasks.deleteBody', { subject: task.subject }),
                          confirmLabel: t('tasks.delete'),
                          done: t('tasks.deleted', { subject: task.subject }),
                          run: async () => {
                            // The form must not keep editing a task that is gone.
                            if (editing.kind === 'edit' && editing.task.projectTaskId === task.projectTaskId)
                              setEditing({ kind: 'none' });
                            await actions.remove(task.projectTaskId);
                          },
                        })
                      }
                    >
                      {t('tasks.delete')}
                    </Button>
                  </Flex>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <ConfirmDialog confirmation={confirmation} />
    </Flex>
  );
}

/**
 * /projects/:id/tasks (decision 031; docs/product/projects.md#collaboration): the project's tasks, open ones
 * by due date first; add, edit, complete, reopen and delete (after a confirmation), with dates in the
 * agency's time zone.
 */
export function TasksPage() {
  const { t } = useTranslation();
  const title = t('pages.project.tasks');
  const { projectId, scope, project, timeZone, locked } = useCollaborationPage(title);
  // Not a read's state: the session's scope arrives within a moment, so a bare spinner, no text (as before).
  if (!scope) return <Loader />;
  return (
    <Flex direction="column" gap="large">
      <ProjectHeading title={title} project={project} />
      {project.data && <Tasks scope={scope} projectId={projectId} timeZone={timeZone} locked={locked} />}
    </Flex>
  );
}

export default TasksPage;
