import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCategoryImport } from '../../../../../shared/schemas/lists';
import { isApiError } from '../../../lib/api-client';
import { validateForm } from '../../../lib/validate-form';
import { useImportCategories, type ListScope } from '../api/lists-api';
import { CONTROL_PANEL_NS } from '../i18n';
import { catalogueOf } from '../../../../../shared/errors';
import { LIST_ERRORS } from '../../../../../shared/errors/lists';

/** The texts of the codes the import's schema names (`listImportTooLarge`). */
const IMPORT_TEXTS = catalogueOf(LIST_ERRORS);

type Outcome = { kind: 'success'; message: string } | { kind: 'error'; message: string; rows: string[] };

/** The commodity-category CSV import: a file, then how many rows were imported or which rows are wrong. */
export function CategoryImport({ scope, disabled }: { scope: ListScope; disabled: boolean }) {
  const { t } = useTranslation(CONTROL_PANEL_NS);
  const importer = useImportCategories(scope);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fileId = useId();
  const helpId = useId();

  const column = (name: string) =>
    ['code', 'title', 'parentCode'].includes(name) ? t(`import.columns.${name}`) : name;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setOutcome(null);
    const body = { csv: await file.text() };
    const problem = validateForm(ZCategoryImport, body, { catalogue: IMPORT_TEXTS })?.fields.csv;
    if (problem) return setOutcome({ kind: 'error', message: problem, rows: [] });
    try {
      const result = await importer.trigger(body.csv);
      setOutcome({
        kind: 'success',
        message:
          result.imported === 0
            ? t('import.nothing')
            : t('import.done', { ...result, count: result.imported }),
      });
    } catch (err) {
      const rows = isApiError(err)
        ? err.fields.map((f) => {
            const [, row = '', name = ''] = f.field.split('.');
            return t('import.rowError', { row, column: column(name), message: f.message });
          })
        : [];
      setOutcome({ kind: 'error', message: err instanceof Error ? err.message : String(err), rows });
    }
  };

  return (
    <section aria-labelledby={`${fileId}-title`} className="tb-card">
      <Heading level={2} id={`${fileId}-title`} className="tb-card-title">
        {t('import.title')}
      </Heading>
      <p id={helpId}>{t('import.help')}</p>
      <form onSubmit={(e) => void submit(e)} aria-labelledby={`${fileId}-title`}>
        <fieldset disabled={disabled || importer.isMutating} className="tb-inline-form">
          <Flex direction="column" gap="xs">
            <label htmlFor={fileId}>{t('import.file')}</label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={helpId}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setOutcome(null);
              }}
            />
          </Flex>
          <Button type="submit" isDisabled={disabled || !file || importer.isMutating}>
            {t('import.button')}
          </Button>
        </fieldset>
      </form>
      {outcome?.kind === 'success' && (
        <Alert variation="success" role="status" data-testid="import-result">
          {outcome.message}
        </Alert>
      )}
      {outcome?.kind === 'error' && (
        <Alert variation="error" role="alert" data-testid="import-result">
          <p>{outcome.message}</p>
          {outcome.rows.length > 0 && (
            <ul>
              {outcome.rows.map((row) => (
                <li key={row}>{row}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </section>
  );
}
