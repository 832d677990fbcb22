import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_SUBJECT_MAX_LENGTH,
} from '../../../../../../shared/domain/projects/collaboration-limits';
import {
  localInputToStored,
  storedToLocalInput,
} from '../../../../../../shared/domain/projects/project-dates';
import { findTaskDateProblems, type TaskDateField } from '../../../../../../shared/domain/projects/tasks';
import { catalogueOf, messageIn, type Language } from '../../../../../../shared/errors';
import { PROJECT_COLLABORATION_ERRORS } from '../../../../../../shared/errors/project-collaboration';
import {
  ZProjectTaskUpdate,
  type TProjectTask,
  type TProjectTaskAssignees,
} from '../../../../../../shared/schemas/project-collaboration';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { useFormErrors } from '../../../../components/ui/use-form-errors';
import { useDirtyForm } from '../../../../lib/dirty-forms';
import { formErrorsOf } from '../../../../lib/form-errors';
import { validateForm } from '../../../../lib/validate-form';
import { COLLABORATION_NS } from '../../i18n/collaboration';
import { TextArea } from '../../../../components/ui/text-area';
import { serverNow } from '../../../../lib/server-clock';

// A task's date problems are the collaboration area's, or a base code's (dateInvalid).
const TASK_TEXTS = catalogueOf(PROJECT_COLLABORATION_ERRORS);

/** The form's fields from top to bottom, for the error summary. */
const FIELD_ORDER = ['subject', 'description', 'assigneeIds', 'dueDate', 'reminderDate'];

export interface TaskFields {
  subject: string;
  description: string;
  assigneeIds: string[];
  /** datetime-local values in the agency's time zone */
  dueDate: string;
  reminderDate: string;
}

export interface TaskSave {
  subject: string;
  description?: string;
  assigneeIds: string[];
  dueDate: string;
  reminderDate: string | null;
}

export const fieldsOfTask = (task: TProjectTask | undefined, timeZone: string): TaskFields => ({
  subject: task?.subject ?? '',
  description: task?.description ?? '',
  assigneeIds: task?.assignees.map((a) => a.userId) ?? [],
  dueDate: storedToLocalInput(task?.dueDate, timeZone),
  reminderDate: storedToLocalInput(task?.reminderDate, timeZone),
});

/**
 * A task's subject, description, assignees (the agency's active users) and dates, typed in the agency's
 * time zone and stored in UTC. The date rules (shared/domain/projects/tasks.ts) are checked here as the
 * server will, and the server's refusal shows the same way.
 */
export function TaskForm({
  task,
  assignees,
  timeZone,
  disabled,
  onSave,
  onCancel,
}: {
  task?: TProjectTask;
  assignees: TProjectTaskAssignees;
  timeZone: string;
  disabled: boolean;
  onSave: (task: TaskSave) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation(COLLABORATION_NS);
  const lang: Language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const initial = fieldsOfTask(task, timeZone);
  const [fields, setFields] = useState<TaskFields>(initial);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(FIELD_ORDER);
  const dirty = JSON.stringify(fields) !== JSON.stringify(initial);
  useDirtyForm(dirty && !busy);

  const set = <K extends keyof TaskFields>(name: K, value: TaskFields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    errors.clearField(name);
  };

  /**
   * The body the save sends, and what keeps it from being sent: a date that does not convert in the agency's
   * zone, the task date rules (shared/domain/projects/tasks.ts), then the route's schema.
   */
  const check = (): { problems: Record<string, string>; sent: TaskSave } => {
    const problems: Record<string, string> = {};
    const due = fields.dueDate ? localInputToStored(fields.dueDate, timeZone) : undefined;
    const reminder = fields.reminderDate ? localInputToStored(fields.reminderDate, timeZone) : undefined;
    if (due && !due.ok) problems.dueDate = messageIn(TASK_TEXTS, due.code, lang);
    if (reminder && !reminder.ok) problems.reminderDate = messageIn(TASK_TEXTS, reminder.code, lang);
    const dueStored = due?.ok ? due.stored : undefined;
    const reminderStored = reminder?.ok ? reminder.stored : undefined;
    const changed: TaskDateField[] = task
      ? [
          ...(dueStored !== task.dueDate ? (['dueDate'] as const) : []),
          ...(reminderStored && reminderStored !== task.reminderDate ? (['reminderDate'] as const) : []),
        ]
      : ['dueDate', 'reminderDate'];
    for (const problem of findTaskDateProblems(
      {
        dueDate: dueStored ? new Date(dueStored) : undefined,
        reminderDate: reminderStored ? new Date(reminderStored) : undefined,
      },
      { now: serverNow(), timeZone, changedFields: changed },
    ))
      problems[problem.field] ??= messageIn(TASK_TEXTS, problem.code, lang);
    const description = fields.description.trim();
    const sent = {
      subject: fields.subject.trim(),
      ...(description ? { description } : {}),
      assigneeIds: fields.assigneeIds,
      dueDate: dueStored,
      reminderDate: reminderStored ?? null,
    } as TaskSave;
    // The update route's schema: a new task's body has the same task fields, its project in place of a version.
    const checked = validateForm(
      ZProjectTaskUpdate,
      { version: task?.version ?? 1, ...sent },
      {
        catalogue: TASK_TEXTS,
        lang,
      },
    );
    for (const [field, message] of Object.entries(checked?.fields ?? {})) problems[field] ??= message;
    return { problems, sent };
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    errors.clear();
    const { problems, sent } = check();
    if (Object.keys(problems).length > 0) {
      errors.show({ fields: problems });
      return;
    }
    setBusy(true);
    try {
      await onSave(sent);
    } catch (error) {
      errors.show(formErrorsOf(error, { taskAssigneeNotFound: 'assigneeIds' }));
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="task-form"
      aria-label={task ? t('tasks.editing') : t('tasks.add')}
    >
      <fieldset disabled={disabled || busy} className="tb-fieldset">
        <Flex direction="column" gap="medium">
          <ErrorSummary {...errors.summary} />
          <TextField
            label={t('tasks.subject')}
            id={errors.idOf('subject')}
            value={fields.subject}
            maxLength={TASK_SUBJECT_MAX_LENGTH}
            isRequired
            onChange={(e) => set('subject', e.target.value)}
            hasError={!!errors.fields.subject}
            errorMessage={errors.fields.subject}
          />
          <TextArea
            label={t('tasks.description')}
            id={errors.idOf('description')}
            value={fields.description}
            maxLength={TASK_DESCRIPTION_MAX_LENGTH}
            rows={3}
            onChange={(value) => set('description', value)}
            error={errors.fields.description}
          />
          <fieldset className="tb-choices">
            <legend>{t('tasks.assignees')}</legend>
            {assignees.map((user, index) => (
              <label key={user.userId} className="tb-check">
                <input
                  type="checkbox"
                  name="assigneeIds"
                  id={index === 0 ? errors.idOf('assigneeIds') : undefined}
                  value={user.userId}
                  checked={fields.assigneeIds.includes(user.userId)}
                  onChange={(e) =>
                    set(
                      'assigneeIds',
                      e.target.checked
                        ? [...fields.assigneeIds, user.userId]
                        : fields.assigneeIds.filter((id) => id !== user.userId),
                    )
                  }
                />{' '}
                {user.name}
              </label>
            ))}
          </fieldset>
          {errors.fields.assigneeIds && <p className="tb-field-error">{errors.fields.assigneeIds}</p>}
          <TextField
            label={t('tasks.dueDate')}
            id={errors.idOf('dueDate')}
            type="datetime-local"
            value={fields.dueDate}
            isRequired
            onChange={(e) => set('dueDate', e.target.value)}
            hasError={!!errors.fields.dueDate}
            errorMessage={errors.fields.dueDate}
          />
          <TextField
            label={t('tasks.reminderDate')}
            id={errors.idOf('reminderDate')}
            type="datetime-local"
            value={fields.reminderDate}
            onChange={(e) => set('reminderDate', e.target.value)}
            hasError={!!errors.fields.reminderDate}
            errorMessage={errors.fields.reminderDate}
          />
          <Flex gap="small" wrap="wrap">
            <Button
              type="submit"
              variation="primary"
              isDisabled={disabled || busy}
              loadingText={t('tasks.save')}
              isLoading={busy}
            >
              {t('tasks.save')}
            </Button>
            <Button type="button" onClick={onCancel} isDisabled={busy}>
              {t('tasks.cancel')}
            </Button>
          </Flex>
        </Flex>
      </fieldset>
    </form>
  );
}
