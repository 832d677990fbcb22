import { Flex, Heading, Link as AmplifyLink } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { FORM_TABLE_TYPES } from '../../../../../shared/domain/forms/form-model';
import { paths } from '../../../config/paths';
import { accessTo } from '../../../lib/access';
import { notifier } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useForm, useFormScope, useSaveForm, useTaxes } from '../api/forms-api';
import { FORMS_NS } from '../i18n';
import { FormEditor } from './form-editor';
import { Loaded } from '../../../components/ui/loaded';

/**
 * /projects/:id/form/:tabletype/:formid: one form's editor, inside the project layout. Without a form id
 * (or with an unknown table type) the address leads back to the project's price forms, where forms are
 * added.
 */
export function FormEditorPage() {
  const { t } = useTranslation(FORMS_NS);
  const { id = '', tabletype = '', formid } = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const scope = useFormScope();
  const form = useForm(scope, formid);
  const taxes = useTaxes(scope);
  const save = useSaveForm(scope, id, formid ?? '');
  const name = form.data?.definition.name;
  const title = name ? t('editor.titleNamed', { name }) : t('editor.title');
  useDocumentTitle(title);
  const listHref = paths.projects.submissionRequirement.getHref(id, 'prices');

  if (!formid || !(FORM_TABLE_TYPES as readonly string[]).includes(tabletype))
    return <Navigate to={listHref} replace />;

  return (
    <Flex direction="column" gap="medium">
      <AmplifyLink as={Link} to={listHref}>
        {t('editor.back')}
      </AmplifyLink>
      <Heading level={1}>{title}</Heading>
      <Loaded result={form} loadingText={t('editor.loading')} failedText={t('editor.loadError')}>
        {(loaded) => (
          <FormEditor
            key={loaded.tenderTableId}
            definition={loaded.definition}
            version={loaded.version}
            canEdit={accessTo(session, pathname).canAct && !loaded.lock}
            lock={loaded.lock}
            taxes={(taxes.data ?? []).map((tax) => ({ id: tax.id, name: tax.name }))}
            onSave={async (definition, result) => {
              // The figures shown go with the save: a server that computes otherwise refuses it.
              const { rows: _rows, problems: _problems, ...totals } = result;
              const saved = await save.trigger({ version: form.data!.version, definition, totals });
              notifier.notify(t('editor.savedNotice'), 'success');
              return { definition: saved.definition, version: saved.version };
            }}
          />
        )}
      </Loaded>
    </Flex>
  );
}

export default FormEditorPage;
