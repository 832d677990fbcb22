import { Alert, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matchesTemplateSearch,
  TEMPLATE_GROUPS,
  TEMPLATE_NAME_MAX_LENGTH,
  type TemplateGroup,
} from '../../../../../shared/domain/library/templates';
import type { TTemplateBody, TTemplateLine } from '../../../../../shared/schemas/library-templates';
import type { TTenderTableSearchPage } from '../../../../../shared/schemas/tender-tables';
import { RadioChoices } from '../../../components/ui/native-fields';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { currentLanguage } from '../../../i18n';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { isApiError } from '../../../lib/api-client';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import {
  fetchForm,
  fetchTemplate,
  searchForms,
  useAddTemplate,
  useDeleteTemplate,
  useTemplates,
  useUpdateTemplate,
} from '../api/library-api';
import type { ListScope } from '../api/lists-api';
import { CONTROL_PANEL_NS } from '../i18n';
import { contentOf, draftOf, emptyContent, TemplateFields, type ContentDraft } from './template-fields';
import { ChoicePage } from './choice-page';
import { ItemActions, ManagedList, useManagedList } from './managed-list';

/**
 * /control-panel/library-content (docs/product/tender.md#submission-requirements): the agency's online
 * submission templates, one group at a time (?group=): search, add, edit, delete (confirmed). A bid-form
 * template is a copy of one of the agency's forms, picked by name. Reading needs the control panel's view
 * right, changing its manage right.
 */
export function LibraryContentPage() {
  return <ChoicePage of="library" choices={TEMPLATE_GROUPS} panel={GroupPanel} />;
}

/** What the editor works on: a new template, or one read with its content. */
type Editing = { mode: 'new' } | { mode: 'edit'; line: TTemplateLine; template: TTemplateBody };

function GroupPanel({
  scope,
  choice: group,
  locked,
}: {
  scope: ListScope;
  choice: TemplateGroup;
  locked: boolean;
}) {
  const { t } = useTranslation(CONTROL_PANEL_NS);
  const templates = useTemplates(scope, group);
  const remove = useDeleteTemplate(scope, group);
  const list = useManagedList<TTemplateLine>('library', (line) => remove.trigger(line));
  const [editing, setEditing] = useState<Editing | null>(null);

  const open = async (line: TTemplateLine) => {
    list.setError(null);
    try {
      const found = await fetchTemplate(scope, line.onlineSubmissionTemplateId);
      setEditing({ mode: 'edit', line, template: found.template });
    } catch (err) {
      list.setError(formErrorsOf(err).message);
    }
  };

  const shown = (templates.data ?? []).filter((line) => matchesTemplateSearch(line.name, list.search));
  const groupName = t(`library.groups.${group}`);

  return (
    <ManagedList
      list={list}
      read={templates}
      shownCount={shown.length}
      tableLabel={groupName}
      adding={
        editing ? (
          <TemplateEditor
            key={editing.mode === 'edit' ? editing.line.onlineSubmissionTemplateId : 'new'}
            scope={scope}
            group={group}
            editing={editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Button
            alignSelf="flex-start"
            variation="primary"
            isDisabled={locked}
            onClick={() => setEditing({ mode: 'new' })}
          >
            {t('library.add', { group: groupName })}
          </Button>
        )
      }
      head={
        <>
          <th scope="col">{t('library.name')}</th>
          <th scope="col">{t('library.updated')}</th>
          <th scope="col">{t('library.actions')}</th>
        </>
      }
    >
      {shown.map((line) => (
        <tr key={line.onlineSubmissionTemplateId}>
          <td>{line.name}</td>
          <td>{new Date(line.updatedAt).toLocaleDateString(`${currentLanguage()}-CA`)}</td>
          <ItemActions list={list} item={line} locked={locked}>
            <Button
              size="small"
              isDisabled={locked || editing !== null}
              aria-label={t('library.editItem', { name: line.name })}
              onClick={() => void open(line)}
            >
              {t('library.edit')}
            </Button>
          </ItemActions>
        </tr>
      ))}
    </ManagedList>
  );
}

/**
 * Adds or edits one template: its name and its group's fields, checked in the browser with the API's own
 * schema (the server checks the same), with the error summary and the Leave/Stay prompt of every form.
 */
function TemplateEditor({
  scope,
  group,
  editing,
  onDone,
}: {
  scope: ListScope;
  group: TemplateGroup;
  editing: Editing;
  onDone: () => void;
}) {
  const { t } = useTranslation(CONTROL_PANEL_NS);
  const add = useAddTemplate(scope, group);
  const update = useUpdateTemplate(scope, group);
  const base = useId();
  const idOf = (key: string) => `${base}-${key}`;
  const initial = editing.mode === 'edit' ? editing.template : undefined;
  const [name, setName] = useState(initial?.name ?? '');
  const [draft, setDraft] = useState<ContentDraft>(() =>
    group === 'tenderTable'
      ? {}
      : initial
        ? draftOf(initial.content as Record<string, unknown>)
        : emptyContent(group),
  );
  const [formId, setFormId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  useDirtyForm(touched && !busy);

  const fail = (found: Record<string, string>) => {
    setErrors(found);
    setFailures((n) => n + 1);
  };

  const bodyOf = async (): Promise<TTemplateBody | null> => {
    if (group !== 'tenderTable')
      return { groupName: group, name, content: contentOf(group, draft) } as TTemplateBody;
    if (formId)
      return { groupName: group, name, content: { definition: (await fetchForm(scope, formId)).definition } };
    if (initial) return { ...initial, name } as TTemplateBody;
    fail({ form: t('library.formRequired') });
    return null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const body = await bodyOf();
      if (!body) return;
      const saved =
        editing.mode === 'edit'
          ? await update.trigger({
              id: editing.line.onlineSubmissionTemplateId,
              version: editing.line.version,
              template: body,
            })
          : await add.trigger(body);
      setTouched(false);
      notifier.notify(
        t(editing.mode === 'edit' ? 'library.saved' : 'library.added', { name: saved.name }),
        'success',
      );
      onDone();
    } catch (err) {
      // The server checks the template with the shared schema (keeping zod and its modules out of the
      // browser's first chunks); its field errors name the content's fields under body.(template.)content.
      if (isApiError(err) && err.status === 400 && err.fields.length > 0) {
        const found: Record<string, string> = {};
        for (const f of err.fields)
          found[f.field.replace(/^body\.(template\.)?(content\.)?/, '').split('.')[0]!] ??= f.message;
        fail(found);
        return;
      }
      const { fields, message } = formErrorsOf(err, { templateNameNotUnique: 'name' });
      fail(message ? { ...fields, form: message } : fields);
    } finally {
      setBusy(false);
    }
  };

  const summary = Object.entries(errors).map(([key, message]) => ({
    message,
    ...(key === 'form' ? {} : { fieldId: idOf(key) }),
  }));
  const title =
    editing.mode === 'edit'
      ? t('library.editTitle', { name: editing.line.name })
      : t('library.addTitle', { group: t(`library.groups.${group}`) });

  return (
    <form aria-label={title} onSubmit={(e) => void submit(e)} onChange={() => setTouched(true)} noValidate>
      <Heading level={2}>{title}</Heading>
      <ErrorSummary items={summary} focusKey={failures} />
      <fieldset disabled={busy} className="tb-stack-form">
        <TextField
          id={idOf('name')}
          label={t('library.name')}
          value={name}
          maxLength={TEMPLATE_NAME_MAX_LENGTH}
          autoFocus
          hasError={errors.name !== undefined}
          errorMessage={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        {group === 'tenderTable' ? (
          <FormPicker
            scope={scope}
            chosen={formId}
            onChoose={(id) => {
              setFormId(id);
              setTouched(true);
            }}
            replacing={initial !== undefined}
          />
        ) : (
          <TemplateFields
            group={group}
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              setTouched(true);
            }}
            errors={errors}
            idOf={idOf}
          />
        )}
        <Flex gap="small">
          <Button
            type="submit"
            variation="primary"
            loadingText={editing.mode === 'edit' ? t('library.save') : t('library.addButton')}
            isLoading={busy}
          >
            {editing.mode === 'edit' ? t('library.save') : t('library.addButton')}
          </Button>
          <Button type="button" onClick={onDone}>
            {t('library.cancel')}
          </Button>
        </Flex>
      </fieldset>
    </form>
  );
}

/** Picks one of the agency's bid forms by name: the template becomes a copy of its definition. */
function FormPicker({
  scope,
  chosen,
  onChoose,
  replacing,
}: {
  scope: ListScope;
  chosen: string | null;
  onChoose: (tenderTableId: string) => void;
  replacing: boolean;
}) {
  const { t } = useTranslation(CONTROL_PANEL_NS);
  const [keywords, setKeywords] = useState('');
  const [found, setFound] = useState<TTenderTableSearchPage['items'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const find = async () => {
    setError(null);
    try {
      setFound((await searchForms(scope, keywords.trim())).items);
    } catch (err) {
      setError(formErrorsOf(err).message);
    }
  };
  return (
    <Flex direction="column" gap="small">
      <p>{replacing ? t('library.formReplaceHint') : t('library.formHint')}</p>
      <Flex gap="small" alignItems="flex-end">
        <TextField
          label={t('library.formSearch')}
          value={keywords}
          onChange={(e) => setKeywords(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
        />
        <Button type="button" onClick={() => void find()}>
          {t('library.formFind')}
        </Button>
      </Flex>
      {error && (
        <Alert variation="error" role="alert">
          {error}
        </Alert>
      )}
      {found !== null &&
        (found.length === 0 ? (
          <p role="status">{t('library.formNone')}</p>
        ) : (
          <RadioChoices
            legend={t('library.formChoose')}
            name="tenderTableId"
            value={chosen ?? ''}
            onChange={onChoose}
            options={found.map((hit) => ({
              value: hit.tenderTableId,
              label: t('library.formOption', {
                name: hit.name,
                project: hit.projectName,
                number: hit.projectNumber,
              }),
            }))}
          />
        ))}
    </Flex>
  );
}

export default LibraryContentPage;
