import { Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { catalogueOf, fieldMessage, messageIn, type ErrorCode } from '../../../../../../shared/errors';
import { PROJECT_ERRORS } from '../../../../../../shared/errors/projects';
import {
  findContractDateProblems,
  findContractNoticeProblem,
  findProjectDateProblems,
} from '../../../../../../shared/domain/projects/project-dates';
import { asksClosingNotice } from '../../../../../../shared/domain/projects/closing';
import type { TProject, TProjectUpdate } from '../../../../../../shared/schemas/projects';
import { useWithdrawalWarning } from '../../../../components/requirements/withdrawal-warning';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { useFormErrors } from '../../../../components/ui/use-form-errors';
import { currentLanguage } from '../../../../i18n';
import { isApiError } from '../../../../lib/api-client';
import { useDirtyForm } from '../../../../lib/dirty-forms';
import { notifier } from '../../../../lib/notify';
import { BUILD_NS } from '../../i18n/build';
import {
  buildUpdate,
  datesAfter,
  formFieldOf,
  initialValues,
  sameValue,
  type BrowserProblem,
  type FieldSpec,
  type FormValues,
  type MeetingValue,
} from './build-values';
import { MeetingsField } from './meetings-field';
import { useClosingNoticeChoice } from './closing-notice-dialog';
import { TextArea } from '../../../../components/ui/text-area';
import { serverNow } from '../../../../lib/server-clock';

// A project's problems are the projects area's, or a base code's.
const PROJECT_TEXTS = catalogueOf(PROJECT_ERRORS);

/** The API field errors of a failed save, by form field; the message when no field explains it. */
function serverProblems(error: unknown, meetingIds: readonly string[]) {
  if (!isApiError(error))
    return { fields: {}, message: error instanceof Error ? error.message : String(error) };
  // Answers about one field without a field path (a taken number) show under that field.
  if (error.code === 'projectNumberExists' || error.code === 'projectNumberForbiddenCharacters')
    return { fields: { number: error.message }, message: null };
  const fields: Record<string, string> = {};
  for (const f of error.fields) fields[formFieldOf(f.field, meetingIds)] ??= f.message;
  return { fields, message: Object.keys(fields).length > 0 ? null : error.message };
}

/**
 * A Build form: the fields of one page, saved with updateProject at the version read. The browser runs the
 * shared rules first (required text, number characters, money, time zones, every date rule of
 * findProjectDateProblems); the server runs them again and its catalogue messages land on the same fields.
 * `?focus=<field>` (the publish checklist's links) focuses that field once the form is shown.
 */
export function BuildForm({
  project,
  specs,
  timeZone,
  locked,
  save,
  onConflict,
}: {
  project: TProject;
  specs: readonly FieldSpec[];
  timeZone: string;
  locked: boolean;
  save: (update: TProjectUpdate) => Promise<unknown>;
  /** A lost race (409): the caller reloads the project, which remounts the form with what is stored. */
  onConflict: () => void;
}) {
  const { t, i18n } = useTranslation(BUILD_NS);
  // Amounts are shown and read in the language the form opened in: a switch of language on the way keeps
  // what is typed readable.
  const [language] = useState(i18n.language);
  const initial = useMemo(
    () => initialValues(project, specs, timeZone, language),
    [project, specs, timeZone, language],
  );
  const [values, setValues] = useState<FormValues>(initial);
  const [busy, setBusy] = useState(false);
  const meetingIds = ((values.meetings as MeetingValue[] | undefined) ?? [])
    .filter((m) => !m.deleted)
    .map((m) => m.meetingId);
  const order = specs.flatMap((s) =>
    s.kind === 'meetings'
      ? meetingIds.flatMap((id) => [
          `meetings.${id}.description`,
          `meetings.${id}.location`,
          `meetings.${id}`,
          `meetings.${id}.endsAt`,
        ])
      : [s.name],
  );
  const errors = useFormErrors(order);
  // A change of the prompt-pay setting withdraws completed bids: the user is warned of how many first.
  const { withWarning, dialog } = useWithdrawalWarning();
  // A moved closing of a bid out to suppliers asks whether to tell them
  // (docs/product/projects.md#publication).
  const closingNotice = useClosingNoticeChoice(timeZone);
  const { fields, idOf } = errors;
  const dirty = specs.some((s) => !sameValue(values[s.name], initial[s.name]));
  useDirtyForm(dirty && !busy);

  const [params] = useSearchParams();
  const focus = params.get('focus');
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!focus || focused.current === focus) return;
    focused.current = focus;
    const element = document.getElementById(idOf(focus));
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [focus, idOf]);

  const set = (name: string, value: FormValues[string]) => {
    setValues((v) => ({ ...v, [name]: value }));
    errors.clearField(name);
  };
  const lang = currentLanguage();
  const textOf = (problem: BrowserProblem) =>
    problem === 'required'
      ? fieldMessage('required', lang)
      : problem === 'invalidNumber'
        ? t('form.invalidNumber')
        : messageIn(PROJECT_TEXTS, problem as ErrorCode, lang);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const built = buildUpdate(project, specs, values, initial, timeZone, language);
    const problems = { ...built.problems };
    if (built.update.dates) {
      for (const problem of findProjectDateProblems(datesAfter(project, built.update.dates), {
        now: serverNow(),
        changedFields: built.changedDates,
        takesQuestions: project.tender?.hasQuestionDeadline === true,
      }))
        problems[problem.field] ??= problem.code;
      for (const problem of findContractDateProblems(built.update.dates.contract ?? {}))
        problems[`contract.${problem.field}`] ??= problem.code;
    }
    const notice = findContractNoticeProblem(
      built.update.details?.daysNotifiedBeforeExpiry ?? project.daysNotifiedBeforeExpiry,
      built.update.dates?.contract ?? project.contract ?? {},
    );
    if (notice) problems[notice.field] ??= notice.code;
    errors.show({ fields: Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, textOf(p)])) });
    if (Object.keys(problems).length > 0) return;
    if (Object.keys(built.update).length === 0) {
      notifier.notify(t('form.nothingChanged'), 'info');
      return;
    }
    const dates = built.update.dates;
    const closingAfter =
      dates && 'closingDate' in dates ? (dates.closingDate ?? undefined) : project.closingDate;
    let notifySuppliers: boolean | undefined;
    if (closingAfter && asksClosingNotice(project.status, project.closingDate, closingAfter)) {
      const choice = await closingNotice.ask(closingAfter);
      if (choice === 'cancel') return;
      notifySuppliers = choice === 'notify';
    }
    setBusy(true);
    try {
      const saved = await withWarning(async (named) => {
        await save({
          version: project.version,
          ...built.update,
          ...(named === undefined ? {} : { withdrawCompletedSubmissions: named }),
          ...(notifySuppliers === undefined ? {} : { notifySuppliers }),
        });
        return true;
      });
      if (saved) notifier.notify(t('form.saved'), 'success');
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === 'conflict') {
        notifier.notify(t('form.conflict'), 'error');
        onConflict();
      } else errors.show(serverProblems(error, meetingIds));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (name: string) => ({ hasError: !!fields[name], errorMessage: fields[name] });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="build-form" aria-label={t('form.label')}>
      <fieldset disabled={locked || busy} className="tb-fieldset">
        <Flex direction="column" gap="medium">
          <ErrorSummary {...errors.summary} />
          {specs.map((spec) => {
            if (spec.shown && !spec.shown(values)) return null;
            const id = idOf(spec.name);
            const value = values[spec.name];
            const common = {
              label: spec.label,
              name: spec.name,
              id,
              descriptiveText: spec.hintOf?.(values) ?? spec.hint,
              isRequired: spec.required,
              ...fieldError(spec.name),
            };
            switch (spec.kind) {
              case 'checkbox':
                return (
                  <label className="tb-check" key={spec.name}>
                    <input
                      type="checkbox"
                      id={id}
                      name={spec.name}
                      checked={value as boolean}
                      onChange={(e) => set(spec.name, e.target.checked)}
                    />
                    {spec.label}
                  </label>
                );
              case 'choices': {
                const chosen = value as string[];
                return (
                  <fieldset className="tb-choices" key={spec.name}>
                    <legend>{spec.label}</legend>
                    {(spec.optionsOf?.(values) ?? spec.options ?? []).length === 0 && (
                      <p className="tb-muted">{t('form.emptyList')}</p>
                    )}
                    {(spec.optionsOf?.(values) ?? spec.options ?? []).map((o, index) => (
                      <label className="tb-check" key={o.value}>
                        <input
                          type="checkbox"
                          name={spec.name}
                          id={index === 0 ? id : undefined}
                          value={o.value}
                          checked={chosen.includes(o.value)}
                          onChange={(e) =>
                            set(
                              spec.name,
                              e.target.checked ? [...chosen, o.value] : chosen.filter((x) => x !== o.value),
                            )
                          }
                        />
                        {o.label}
                      </label>
                    ))}
                    {fields[spec.name] && <p className="tb-field-error">{fields[spec.name]}</p>}
                  </fieldset>
                );
              }
              case 'select':
                return (
                  <SelectField
                    key={spec.name}
                    {...common}
                    placeholder={t('form.choose')}
                    value={value as string}
                    onChange={(e) => set(spec.name, e.target.value)}
                  >
                    {(spec.optionsOf?.(values) ?? spec.options ?? []).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </SelectField>
                );
              case 'textarea':
                return (
                  <TextArea
                    key={spec.name}
                    label={spec.label}
                    id={id}
                    name={spec.name}
                    hint={spec.hint}
                    error={fields[spec.name]}
                    maxLength={spec.maxLength}
                    value={value as string}
                    onChange={(text) => set(spec.name, text)}
                  />
                );
              case 'meetings':
                return (
                  <MeetingsField
                    key={spec.name}
                    label={spec.label}
                    rows={value as MeetingValue[]}
                    timeZone={timeZone}
                    idOf={idOf}
                    fields={fields}
                    onChange={(rows) => set(spec.name, rows)}
                  />
                );
              default:
                return (
                  <TextField
                    key={spec.name}
                    {...common}
                    type={spec.kind === 'datetime' ? 'datetime-local' : 'text'}
                    inputMode={
                      spec.kind === 'money' ? 'decimal' : spec.kind === 'int' ? 'numeric' : undefined
                    }
                    descriptiveText={
                      spec.kind === 'datetime' ? t('form.zoneHint', { zone: timeZone }) : spec.hint
                    }
                    maxLength={spec.maxLength}
                    value={value as string}
                    onChange={(e) => set(spec.name, e.target.value)}
                  />
                );
            }
          })}
          <Flex gap="small">
            <Button type="submit" variation="primary" loadingText={t('form.save')} isLoading={busy}>
              {t('form.save')}
            </Button>
          </Flex>
        </Flex>
      </fieldset>
      {dialog}
      {closingNotice.dialog}
    </form>
  );
}
