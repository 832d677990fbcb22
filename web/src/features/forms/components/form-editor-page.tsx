import { Alert, Flex, Heading, Link as AmplifyLink, Loader } from '@aws-amplify/ui-react';
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
      {!form.data ? (
        form.error ? (
          <Alert variation="error">
            {form.error instanceof Error ? form.error.message : t('editor.loadError')}
          </Alert>
        ) : (
          <Flex alignItems="center" gap="small" role="status">
            <Loader />
            <span>{t('editor.loading')}</span>
          </Flex>
        )
      ) : (
        <FormEditor
          key={form.data.tenderTableId}
          definition={form.data.definition}
          version={form.data.version}
          canEdit={accessTo(session, pathname).canAct && !form.data.lock}
          lock={form.data.lock}
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
    </Flex>
  );
}

export default FormEditorPage;
