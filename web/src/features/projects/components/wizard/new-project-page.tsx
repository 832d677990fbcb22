import { Alert, Button, Flex, Heading, Loader, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_NUMBER_MAX_LENGTH,
} from '../../../../../../shared/domain/projects/project-limits';
import {
  creationKindOf,
  PROJECT_START_MODES,
  SOURCE_METHODS,
  type CreationKind,
  type ProjectStartMode,
  type SourceMethod,
} from '../../../../../../shared/domain/projects/project-types';
import {
  canCreateTemplateFrom,
  holdsPermission,
} from '../../../../../../shared/domain/projects/project-rights';
import { ZProjectCreate } from '../../../../../../shared/schemas/projects';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { useFormErrors } from '../../../../components/ui/use-form-errors';
import { paths } from '../../../../config/paths';
import { useDirtyForm } from '../../../../lib/dirty-forms';
import { formErrorsOf } from '../../../../lib/form-errors';
import { validateForm } from '../../../../lib/validate-form';
import { notifier } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useDepartments, usePurchasers } from '../../api/project-search-api';
import { useCreateProject, useProjectScope, useProjectSearch } from '../../api/projects-api';
import { PROJECTS_LIST_NS } from '../../i18n/list';
import { Check, RadioChoices } from '../../../../components/ui/native-fields';
import { creatableKinds } from './creatable-kinds';
import { createBodyOf, NEW_TYPES, PROJECT_CREATE_ERRORS, type Fields, type NewType } from './create-body';
import { Loading } from '../../../../components/ui/load-status';

/** The fields of the form, top to bottom: the error summary lists their problems in this order. */
const FIELD_ORDER = [
  'startMode',
  'sourceProjectId',
  'templateId',
  'name',
  'type',
  'sourceMethod',
  'departmentId',
  'divisionId',
  'projectLeadId',
  'number',
];

/** Which server codes a field explains. */
const FIELD_OF_CODE = {
  projectNumberExists: 'number',
  projectNumberForbiddenCharacters: 'number',
  departmentNotFound: 'departmentId',
  divisionNotFound: 'divisionId',
  userNotFound: 'projectLeadId',
  projectNotFound: 'sourceProjectId',
} as const;

/** The creation kind a new formal project counts as (a contract-only project counts as public). */
const kindOfNew = (type: NewType, method: SourceMethod): CreationKind =>
  creationKindOf({ kind: 'formal', ...(type === 'contract' ? {} : { sourceMethod: method }) });

/** The way to start that /projects/new/{isPlanned} asks for: planned, copy, or start new. */
function startOf(isPlanned: string | undefined): ProjectStartMode {
  if (isPlanned === 'planned' || isPlanned === 'true') return 'plannedNotice';
  if (isPlanned === 'copy') return 'copy';
  return 'new';
}

/**
 * /projects/new/{isPlanned} (docs/product/projects.md#types): the ways to start a project, then its settings.
 * Only the kinds the user's groups allow are offered (the server's own rule, canCreateProject); the others
 * show locked with the reason. The number is the agency's next automatic one or typed, refused with the
 * shared rule when it holds a forbidden character. On success the new project opens on Build → settings.
 */
export function NewProjectPage() {
  const { t } = useTranslation(PROJECTS_LIST_NS);
  const { t: tc } = useTranslation();
  const { isPlanned } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const scope = useProjectScope();
  const user = session.status === 'authenticated' ? session.user : undefined;
  const allowed = new Set(user ? creatableKinds(user) : []);
  const formalAllowed = SOURCE_METHODS.some((m) => allowed.has(m));
  const modeAllowed = (mode: ProjectStartMode) =>
    mode === 'informal'
      ? allowed.has('informal')
      : mode === 'plannedNotice'
        ? allowed.has('planned')
        : mode === 'new'
          ? formalAllowed
          : allowed.size > 0;
  const firstMethod = SOURCE_METHODS.find((m) => allowed.has(m)) ?? 'public';
  const projectUser = {
    userId: user?.userId ?? '',
    permissionIds: user?.permissionIds ?? [],
    departmentIds: [],
    isSiteAdmin: user?.isSiteAdmin ?? false,
  };
  const mayMakeTemplates = holdsPermission(projectUser, 'templates.create');
  const wanted = startOf(isPlanned);
  const initial: Fields = {
    startMode: modeAllowed(wanted) ? wanted : (PROJECT_START_MODES.find(modeAllowed) ?? wanted),
    sourceProjectId: '',
    templateId: '',
    copyFormsAndInstructions: true,
    asTemplate: false,
    name: '',
    type: 'source',
    sourceMethod: firstMethod,
    departmentId: '',
    divisionId: '',
    projectLeadId: user?.userId ?? '',
    numbering: 'auto',
    number: '',
  };
  const [fields, setFields] = useState<Fields>(initial);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(FIELD_ORDER);
  const departments = useDepartments(scope);
  const purchasers = usePurchasers(scope);
  // The most recently changed first: the project one copies is usually one just worked on.
  const projects = useProjectSearch(fields.startMode === 'copy' ? scope : null, { limit: 200, start: 0 });
  const templates = useProjectSearch(fields.startMode === 'template' ? scope : null, {
    limit: 200,
    start: 0,
    status: ['template'],
    sort: { column: 'name', direction: 'asc' },
  });
  const create = useCreateProject(scope);
  useDocumentTitle(tc('pages.newProject'));
  const dirty = fields.name.trim() !== '' || fields.number.trim() !== '' || fields.sourceProjectId !== '';
  useDirtyForm(dirty && !busy);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    errors.clearField(key);
  };
  const division = departments.data?.find((d) => d.departmentId === fields.departmentId)?.divisions ?? [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The route's own schema, before anything is sent: the required fields and the number's characters.
    const sent = createBodyOf(fields);
    const problems = validateForm(ZProjectCreate, sent, { catalogue: PROJECT_CREATE_ERRORS });
    if (problems) return errors.show(problems);
    setBusy(true);
    errors.clear();
    try {
      const view = await create.trigger(sent);
      notifier.notify(t('wizard.created', { name: view.project.name }), 'success');
      void navigate(paths.projects.area.getHref(view.project.projectId, 'build', 'settings'));
    } catch (error) {
      errors.show(formErrorsOf(error, FIELD_OF_CODE));
      setBusy(false);
    }
  };

  const lockedLabel = (label: string, ok: boolean) => (ok ? label : t('wizard.locked', { label }));
  const fieldProps = (name: string) => ({
    id: errors.idOf(name),
    hasError: !!errors.fields[name],
    errorMessage: errors.fields[name],
  });
  type Picked = 'sourceProjectId' | 'templateId' | 'departmentId' | 'divisionId' | 'projectLeadId';
  /** A required choice of one record: "Choose…" first, then the records. */
  const pick = (
    name: Picked,
    label: string,
    options: readonly { value: string; label: string }[],
    hint?: string,
  ) => (
    <SelectField
      label={label}
      value={fields[name]}
      isRequired
      descriptiveText={hint}
      onChange={(e) => {
        set(name, e.target.value);
        // A division belongs to its department: a new department empties it.
        if (name === 'departmentId') set('divisionId', '');
      }}
      {...fieldProps(name)}
    >
      <option value="">{t('wizard.choose', { label })}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
  const pickMethod =
    fields.startMode === 'new' ? fields.type !== 'contract' : fields.startMode === 'plannedNotice';

  // Not a read's state: the session's scope arrives within a moment, so a bare spinner, no text (as before).
  if (!scope || !user) return <Loader />;
  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{tc('pages.newProject')}</Heading>
      <p>{t('wizard.intro')}</p>
      {allowed.size === 0 && <Alert variation="warning">{t('wizard.noKind')}</Alert>}
      {allowed.size > 0 && allowed.size < 6 && <p className="tb-muted">{t('wizard.lockedReason')}</p>}
      <form aria-label={tc('pages.newProject')} onSubmit={(e) => void submit(e)} noValidate>
        <fieldset disabled={busy || allowed.size === 0} className="tb-fieldset">
          <Flex direction="column" gap="medium">
            <ErrorSummary {...errors.summary} />
            <RadioChoices
              legend={t('wizard.startLegend')}
              name="startMode"
              value={fields.startMode}
              onChange={(mode) => set('startMode', mode)}
              options={PROJECT_START_MODES.map((mode) => ({
                value: mode,
                disabled: !modeAllowed(mode),
                label: (
                  <>
                    {lockedLabel(t(`wizard.start.${mode}`), modeAllowed(mode))}
                    <span className="tb-muted"> — {t(`wizard.startHint.${mode}`)}</span>
                  </>
                ),
              }))}
            />
            {(fields.startMode === 'copy' || fields.startMode === 'template') && (
              <>
                {fields.startMode === 'copy' && mayMakeTemplates && (
                  <Check
                    name="asTemplate"
                    label={t('wizard.asTemplate')}
                    checked={fields.asTemplate}
                    onChange={(checked) => {
                      set('asTemplate', checked);
                      set('sourceProjectId', '');
                    }}
                  />
                )}
                {fields.startMode === 'copy'
                  ? pick(
                      'sourceProjectId',
                      t('wizard.sourceProject'),
                      (projects.data?.rows ?? [])
                        .filter((row) => row.type !== 'template')
                        // The server's rule: a template only from the user's own projects.
                        .filter(
                          (row) =>
                            !fields.asTemplate ||
                            canCreateTemplateFrom(projectUser, { ...row, createdBy: row.createdBy ?? '' }),
                        )
                        .map((row) => ({ value: row.projectId, label: `${row.number} — ${row.name}` })),
                      fields.asTemplate ? t('wizard.asTemplateHint') : undefined,
                    )
                  : pick(
                      'templateId',
                      t('wizard.template'),
                      (templates.data?.rows ?? []).map((row) => ({ value: row.projectId, label: row.name })),
                      templates.data?.rows.length === 0 ? t('wizard.noTemplates') : undefined,
                    )}
                <Check
                  name="copyFormsAndInstructions"
                  label={t('wizard.copyForms')}
                  checked={fields.copyFormsAndInstructions}
                  onChange={(checked) => set('copyFormsAndInstructions', checked)}
                />
              </>
            )}
            <TextField
              label={t('wizard.name')}
              value={fields.name}
              maxLength={PROJECT_NAME_MAX_LENGTH}
              isRequired
              onChange={(e) => set('name', e.target.value)}
              {...fieldProps('name')}
            />
            {fields.startMode === 'new' && (
              <SelectField
                label={t('wizard.type')}
                value={fields.type}
                onChange={(e) => set('type', e.target.value as NewType)}
                {...fieldProps('type')}
              >
                {NEW_TYPES.map((type) => {
                  const ok = type === 'contract' ? allowed.has(kindOfNew(type, 'public')) : formalAllowed;
                  return (
                    <option key={type} value={type} disabled={!ok}>
                      {lockedLabel(t(`type.${type}`), ok)}
                    </option>
                  );
                })}
              </SelectField>
            )}
            {pickMethod && (
              <SelectField
                label={t('wizard.sourceMethod')}
                value={fields.sourceMethod}
                onChange={(e) => set('sourceMethod', e.target.value as SourceMethod)}
                {...fieldProps('sourceMethod')}
              >
                {SOURCE_METHODS.map((method) => {
                  // A planned notice needs the planned right whatever its method; a new project, the method's.
                  const ok = fields.startMode === 'plannedNotice' || allowed.has(method);
                  return (
                    <option key={method} value={method} disabled={!ok}>
                      {lockedLabel(t(`method.${method}`), ok)}
                    </option>
                  );
                })}
              </SelectField>
            )}
            {!departments.data || !purchasers.data ? (
              <Loading text={t('wizard.loading')} />
            ) : (
              <>
                {pick(
                  'departmentId',
                  t('wizard.department'),
                  departments.data.map((d) => ({ value: d.departmentId, label: d.name })),
                )}
                {pick(
                  'divisionId',
                  t('wizard.division'),
                  division.map((d) => ({ value: d.divisionId, label: d.name })),
                )}
                {pick(
                  'projectLeadId',
                  t('wizard.projectLead'),
                  purchasers.data
                    .filter((u) => u.active)
                    .map((u) => ({ value: u.userId, label: u.fullName })),
                )}
              </>
            )}
            <RadioChoices
              legend={t('wizard.numbering')}
              name="numbering"
              value={fields.numbering}
              onChange={(numbering) => set('numbering', numbering)}
              options={[
                { value: 'auto', label: t('wizard.numberAuto') },
                { value: 'typed', label: t('wizard.numberTyped') },
              ]}
            />
            {fields.numbering === 'typed' && (
              <TextField
                label={t('wizard.number')}
                value={fields.number}
                maxLength={PROJECT_NUMBER_MAX_LENGTH}
                isRequired
                onChange={(e) => set('number', e.target.value)}
                {...fieldProps('number')}
              />
            )}
            <Flex gap="small" wrap="wrap">
              <Button type="submit" variation="primary" loadingText={t('wizard.create')} isLoading={busy}>
                {t('wizard.create')}
              </Button>
              <Button type="button" onClick={() => void navigate(paths.projects.list.getHref())}>
                {t('wizard.cancel')}
              </Button>
            </Flex>
          </Flex>
        </fieldset>
      </form>
    </Flex>
  );
}

export default NewProjectPage;
