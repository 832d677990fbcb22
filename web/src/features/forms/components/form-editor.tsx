import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueOf, messageIn, type ErrorCode, type Language } from '../../../../../shared/errors';
import { FORM_ERRORS } from '../../../../../shared/errors/forms';
import { COLUMN_CHOICES, liveColumns, liveRows } from '../../../../../shared/domain/forms/form-columns';
import { computeForm } from '../../../../../shared/domain/forms/form-engine';
import { canadianLocale } from '../../../../../shared/domain/locale';
import type { FormDefinition, FormResult } from '../../../../../shared/domain/forms/form-model';
import { findFormProblems, lineLabel } from '../../../../../shared/domain/forms/form-rules';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { isApiError } from '../../../lib/api-client';
import type { TRequirementsLock } from '../../../../../shared/schemas/tender-tables';
import { cellChoices, displayCell, isAmountColumn, isBuyerCell, storedCell } from '../lib/cells';
import { downloadWorkbook } from '../lib/excel-export';
import { formSheet, sheetName as formSheetName, type SheetTexts } from '../lib/excel-sheet';
import { formPrintout } from '../lib/form-printout';
import { downloadPdf } from '../lib/pdf-export';
import { formEditorReducer, initialEditorState, isEditorDirty } from '../lib/form-editor-state';
import { problemFieldsOf, saveErrorsOf, type FormProblem } from '../lib/form-problems';
import { FORMS_NS } from '../i18n';
import { ColumnSettings } from './column-settings';
import { FormGrid } from './form-grid';
import { FormPreview } from './form-preview';
import { FormSettingsSection } from './form-settings';
import { LockNotice } from './lock-notice';

// The engine's problems are the forms area's, or a base code's.
const FORM_TEXTS = catalogueOf(FORM_ERRORS);

export type SaveForm = (
  definition: FormDefinition,
  result: FormResult,
) => Promise<{ definition: FormDefinition; version: number }>;

/**
 * The form (tender table) editor (docs/product/tender.md#price-forms): settings, columns, rows and the grid,
 * with the engine's live preview. Everything is a pure reducer over the definition (form-editor-state.ts);
 * the engine computes (computeForm) and judges (findFormProblems) the draft on each change, as the server
 * does on save, so what the buyer sees is what is stored.
 */
export function FormEditor({
  definition,
  version,
  taxes,
  canEdit,
  lock = null,
  onSave,
}: {
  definition: FormDefinition;
  version: number;
  taxes: { id: string; name: string }[];
  canEdit: boolean;
  /** Why the project's forms may not change (the server's lock), or null. */
  lock?: TRequirementsLock;
  onSave: SaveForm;
}) {
  const { t, i18n } = useTranslation(FORMS_NS);
  const lang: Language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const locale = canadianLocale(i18n.language);
  const [state, dispatch] = useReducer(formEditorReducer, undefined, () =>
    initialEditorState(definition, version),
  );
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [askBidderRows, setAskBidderRows] = useState(false);
  const [exporting, setExporting] = useState<'excel' | 'pdf' | null>(null);
  const [exportEntries, setExportEntries] = useState(true);
  const { draft } = state;
  const dirty = isEditorDirty(state);
  useDirtyForm(dirty && !saving);

  const columns = useMemo(() => liveColumns(draft), [draft]);
  const rows = useMemo(() => liveRows(draft), [draft]);
  const result = useMemo(() => computeForm(draft), [draft]);
  const problems = useMemo(() => findFormProblems(draft), [draft]);
  const order = useMemo(
    () => [
      'name',
      'totalColumnKey',
      'autoTax.taxTypeId',
      'autoTax.percentage',
      'promptPayDiscount.value',
      'maximumOptionalRows',
      ...columns.flatMap((c) =>
        ['name', 'type', 'width', 'formula', 'options'].map((f) => `columns.${c.key}.${f}`),
      ),
    ],
    [columns],
  );
  const errors = useFormErrors(order);
  const message = (code: string) => messageIn(FORM_TEXTS, code as ErrorCode, lang);
  const lineLabels = Object.fromEntries(rows.map((row, i) => [row.id, lineLabel(draft, i)]));
  const columnName = (key: string) => columns.find((c) => c.key === key)?.name ?? key;
  const cellText = (rowId: string, columnKey: string, code: string) =>
    t('preview.cellProblem', {
      line: lineLabels[rowId] ?? rowId,
      column: columnName(columnKey),
      message: message(code),
    });
  const problemText = (p: FormProblem) =>
    p.rowId !== undefined && p.columnKey !== undefined
      ? cellText(p.rowId, p.columnKey, p.code)
      : message(p.code);
  // A column's problems (formula, options) show at its field as the buyer types; the others once a save
  // is tried.
  const live = problemFieldsOf(
    problems.filter((p) => p.field.startsWith('columns.')),
    problemText,
  );
  const errorOf = (field: string) => errors.fields[field] ?? live[field];
  const disabled = !canEdit || saving;

  const cellProblems = result.problems.map((p) => cellText(p.rowId, p.columnKey, p.code));
  const optionalCount = rows.filter((r) => r.optional).length;

  const save = async () => {
    setConflict(false);
    if (problems.length > 0) {
      errors.show({ fields: problemFieldsOf(problems, problemText) });
      return;
    }
    errors.clear();
    setSaving(true);
    try {
      const saved = await onSave(draft, result);
      dispatch({ type: 'load', definition: saved.definition, version: saved.version });
    } catch (err) {
      if (isApiError(err) && err.status === 409 && err.code === 'conflict') setConflict(true);
      errors.show(saveErrorsOf(err, t('editor.conflict'), draft));
    } finally {
      setSaving(false);
    }
  };

  /**
   * Both exports offer the same two versions of the draft as shown: blank (the buyer's cells only, for a
   * bidder to fill) or with its entries (every cell typed in the grid and the engine's figures). exceljs
   * and jspdf load only now.
   */
  const download = async (kind: 'excel' | 'pdf') => {
    setExporting(kind);
    const texts: SheetTexts = {
      line: t('grid.line'),
      subtotalOf: (name) => t('preview.columnSubtotal', { name }),
      subtotal: t('preview.subtotal'),
      tax: t('preview.tax'),
      total: t('preview.total'),
      discount: t('preview.discount'),
      totalAfterDiscount: t('preview.totalAfterDiscount'),
    };
    const shown = exportEntries ? result : null;
    try {
      if (kind === 'excel') {
        const sheet = formSheet(draft, shown, texts);
        await downloadWorkbook(sheet, `${sheet.name}.xlsx`);
      } else {
        const printout = formPrintout(
          draft,
          shown,
          { ...texts, choice: (value) => t(`choices.${value}`, { defaultValue: value }) },
          locale,
        );
        await downloadPdf(
          printout,
          { page: (page, pages) => t('export.page', { page, pages }) },
          `${formSheetName(draft.name)}.pdf`,
        );
      }
    } catch {
      errors.show({ message: t(kind === 'excel' ? 'editor.excelError' : 'export.pdfError') });
    } finally {
      setExporting(null);
    }
  };

  const refusal = state.refusal;
  const refusalText = refusal
    ? refusal.code === 'formColumnInUse'
      ? `${columnName(refusal.columnKey ?? '')}: ${message(refusal.code)}`
      : message(refusal.code)
    : null;

  return (
    <Flex direction="column" gap="large">
      <LockNotice lock={lock} />
      <form
        noValidate
        aria-label={t('editor.formLabel')}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Flex direction="column" gap="large">
          <ErrorSummary {...errors.summary} />
          {conflict && <p className="tb-muted">{t('editor.conflictHint')}</p>}
          <FormSettingsSection
            draft={draft}
            taxes={taxes}
            idOf={errors.idOf}
            errorOf={errorOf}
            disabled={disabled}
            onChange={(changes) => dispatch({ type: 'settings', changes })}
            onBidderRows={(on) => (on ? setAskBidderRows(true) : dispatch({ type: 'allowBidderRows', on }))}
          />

          <section aria-labelledby={errors.idOf('columns-heading')}>
            <Heading level={2} id={errors.idOf('columns-heading')}>
              {t('columns.heading')}
            </Heading>
            <p className="tb-muted">{t('columns.intro')}</p>
            <Flex direction="column" gap="small">
              {columns.map((column, index) => (
                <ColumnSettings
                  key={column.key}
                  column={column}
                  index={index}
                  count={columns.length}
                  dispatch={dispatch}
                  idOf={errors.idOf}
                  errorOf={errorOf}
                  disabled={disabled}
                />
              ))}
              <div>
                <Button isDisabled={disabled} onClick={() => dispatch({ type: 'addColumn' })}>
                  {t('columns.add')}
                </Button>
              </div>
            </Flex>
          </section>

          <section aria-labelledby={errors.idOf('rows-heading')}>
            <Heading level={2} id={errors.idOf('rows-heading')}>
              {t('rows.heading')}
            </Heading>
            <p className="tb-muted" id={errors.idOf('grid-help')}>
              {`${t('grid.help')} ${t('grid.headerHint')}`}
            </p>
            {refusalText && (
              <Alert
                variation="error"
                role="alert"
                isDismissible
                onDismiss={() => dispatch({ type: 'dismissRefusal' })}
                data-testid="editor-refusal"
              >
                {refusalText}
              </Alert>
            )}
            <FormGrid
              columns={columns}
              rows={rows}
              result={result}
              lineLabels={lineLabels}
              cellId={(rowId, key) => errors.idOf(`rows.${rowId}.${key}`)}
              describedBy={errors.idOf('grid-help')}
              disabled={disabled}
              isEditable={isBuyerCell}
              isAmount={isAmountColumn}
              display={(column, value) =>
                // The fixed choices are stored as codes ("doesNotMeet") and shown in the UI language.
                column.type in COLUMN_CHOICES
                  ? t(`choices.${value}`, { defaultValue: value })
                  : displayCell(column, value, locale)
              }
              choicesOf={(column) =>
                cellChoices(column, (value) => t(`choices.${value}`, { defaultValue: value }))
              }
              onCell={(rowId, key, value) => {
                const column = columns.find((c) => c.key === key);
                if (column)
                  dispatch({ type: 'cell', rowId, columnKey: key, value: storedCell(column, value, locale) });
              }}
              onMoveColumn={(key, by) => dispatch({ type: 'moveColumn', key, by })}
            />
            <Flex gap="xs" wrap="wrap" marginTop="small">
              <Button isDisabled={disabled} onClick={() => dispatch({ type: 'addRow', optional: false })}>
                {t('rows.addRequired')}
              </Button>
              <Button isDisabled={disabled} onClick={() => dispatch({ type: 'addRow', optional: true })}>
                {t('rows.addOptional', { count: optionalCount, max: draft.maximumOptionalRows })}
              </Button>
            </Flex>
            {rows.length > 0 && (
              <ul className="tb-plain-list tb-form-row-actions">
                {rows.map((row, i) => (
                  <li key={row.id}>
                    <Flex gap="xs" alignItems="center" wrap="wrap">
                      <span>
                        {t(row.optional ? 'rows.optionalLine' : 'rows.requiredLine', {
                          line: lineLabels[row.id],
                        })}
                      </span>
                      <Button
                        size="small"
                        isDisabled={disabled || i === 0}
                        aria-label={t('rows.moveUpOf', { line: lineLabels[row.id] })}
                        onClick={() => dispatch({ type: 'moveRow', rowId: row.id, by: -1 })}
                      >
                        {t('rows.moveUp')}
                      </Button>
                      <Button
                        size="small"
                        isDisabled={disabled || i === rows.length - 1}
                        aria-label={t('rows.moveDownOf', { line: lineLabels[row.id] })}
                        onClick={() => dispatch({ type: 'moveRow', rowId: row.id, by: 1 })}
                      >
                        {t('rows.moveDown')}
                      </Button>
                      <Button
                        size="small"
                        isDisabled={disabled}
                        aria-label={t('rows.deleteOf', { line: lineLabels[row.id] })}
                        onClick={() => dispatch({ type: 'deleteRow', rowId: row.id })}
                      >
                        {t('rows.delete')}
                      </Button>
                    </Flex>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <FormPreview
            draft={draft}
            columns={columns}
            result={result}
            locale={locale}
            cellProblems={cellProblems}
          />

          <Flex gap="small" alignItems="center">
            <Button
              type="submit"
              variation="primary"
              isDisabled={disabled}
              loadingText={t('editor.save')}
              isLoading={saving}
            >
              {t('editor.save')}
            </Button>
            <span className="tb-muted" role="status" data-testid="editor-state">
              {dirty ? t('editor.unsaved') : t('editor.saved', { version: state.version })}
            </span>
          </Flex>
          <fieldset className="tb-form-export">
            <legend>{t('export.legend')}</legend>
            <Flex gap="medium" wrap="wrap">
              <label>
                <input
                  type="radio"
                  name="export-version"
                  checked={exportEntries}
                  onChange={() => setExportEntries(true)}
                />{' '}
                {t('export.entries')}
              </label>
              <label>
                <input
                  type="radio"
                  name="export-version"
                  checked={!exportEntries}
                  onChange={() => setExportEntries(false)}
                />{' '}
                {t('export.blank')}
              </label>
            </Flex>
            <p className="tb-muted">{t('export.hint')}</p>
            <Flex gap="small">
              <Button onClick={() => void download('excel')} isLoading={exporting === 'excel'}>
                {t('editor.downloadExcel')}
              </Button>
              <Button onClick={() => void download('pdf')} isLoading={exporting === 'pdf'}>
                {t('export.downloadPdf')}
              </Button>
            </Flex>
          </fieldset>
        </Flex>
      </form>

      <ModalDialog
        open={askBidderRows}
        title={t('bidderRows.title')}
        onCancel={() => setAskBidderRows(false)}
        testId="confirm-bidder-rows"
        actions={
          <>
            <Button data-autofocus onClick={() => setAskBidderRows(false)}>
              {t('bidderRows.cancel')}
            </Button>
            <Button
              variation="warning"
              onClick={() => {
                setAskBidderRows(false);
                dispatch({ type: 'allowBidderRows', on: true });
              }}
            >
              {t('bidderRows.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('bidderRows.body')}</p>
      </ModalDialog>
    </Flex>
  );
}
