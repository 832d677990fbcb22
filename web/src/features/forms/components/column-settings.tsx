import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import {
  FORM_COLUMN_TYPES,
  type FormColumn,
  type FormColumnType,
} from '../../../../../shared/domain/forms/form-model';
import {
  FORM_COLUMN_MAX_WIDTH,
  FORM_COLUMN_MIN_WIDTH,
  FORM_COLUMN_NAME_MAX_LENGTH,
  FORM_FORMULA_MAX_LENGTH,
  FORM_MAX_DROPDOWN_OPTIONS,
  FORM_OPTION_MAX_LENGTH,
} from '../../../../../shared/domain/forms/form-limits';
import type { EditorAction } from '../lib/form-editor-state';
import { FORMS_NS } from '../i18n';
import { TextArea } from '../../../components/ui/text-area';
import { Check, Select } from '../../../components/ui/native-fields';

export interface ColumnSettingsProps {
  column: FormColumn;
  index: number;
  count: number;
  dispatch: (action: EditorAction) => void;
  idOf: (field: string) => string;
  errorOf: (field: string) => string | undefined;
  disabled: boolean;
}

/** The field names a column's problems are shown at (and the error summary links to). */
export const columnField = (key: string, field: string) => `columns.${key}.${field}`;

/**
 * One column's settings (docs/product/tender.md#price-forms). Its key is shown beside its name: formulas name
 * columns by key ("c2 * c3"), so that a rename or a move changes no formula.
 */
export function ColumnSettings({
  column,
  index,
  count,
  dispatch,
  idOf,
  errorOf,
  disabled,
}: ColumnSettingsProps) {
  const { t } = useTranslation(FORMS_NS);
  const { key } = column;
  const change = (changes: Partial<Omit<FormColumn, 'key' | 'sortOrder'>>) =>
    dispatch({ type: 'updateColumn', key, changes });
  const field = (name: string) => columnField(key, name);
  const title = t('columns.legend', { key, name: column.name });
  return (
    <fieldset className="tb-form-column" data-testid={`column-settings-${key}`}>
      <legend>{title}</legend>
      <Flex gap="small" wrap="wrap" alignItems="flex-end">
        <TextField
          id={idOf(field('name'))}
          label={t('columns.name')}
          value={column.name}
          maxLength={FORM_COLUMN_NAME_MAX_LENGTH}
          isDisabled={disabled}
          hasError={errorOf(field('name')) !== undefined}
          errorMessage={errorOf(field('name'))}
          onChange={(e) => change({ name: e.target.value })}
        />
        <Select
          id={idOf(field('type'))}
          label={t('columns.type')}
          value={column.type}
          disabled={disabled}
          error={errorOf(field('type'))}
          onChange={(type) => change({ type: type as FormColumnType })}
        >
          {FORM_COLUMN_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`columnTypes.${type}`)}
            </option>
          ))}
        </Select>
        <TextField
          id={idOf(field('width'))}
          label={t('columns.width')}
          type="number"
          min={FORM_COLUMN_MIN_WIDTH}
          max={FORM_COLUMN_MAX_WIDTH}
          value={String(column.width)}
          isDisabled={disabled}
          hasError={errorOf(field('width')) !== undefined}
          errorMessage={errorOf(field('width'))}
          onChange={(e) => change({ width: Math.trunc(Number(e.target.value) || 0) })}
        />
        <TextField
          id={idOf(field('formula'))}
          label={t('columns.formula')}
          descriptiveText={t('columns.formulaHint')}
          value={column.formula ?? ''}
          maxLength={FORM_FORMULA_MAX_LENGTH}
          isDisabled={disabled}
          hasError={errorOf(field('formula')) !== undefined}
          errorMessage={errorOf(field('formula'))}
          onChange={(e) => change({ formula: e.target.value || undefined })}
        />
      </Flex>
      <Flex gap="medium" wrap="wrap">
        <Check
          label={t('columns.required')}
          checked={column.required}
          disabled={disabled}
          onChange={(required) => change({ required })}
        />
        <Check
          label={t('columns.hiddenOnPublic')}
          checked={column.hiddenOnPublic}
          disabled={disabled}
          onChange={(hiddenOnPublic) => change({ hiddenOnPublic })}
        />
        <Check
          label={t('columns.editableOnPublic')}
          checked={column.editableOnPublic}
          disabled={disabled}
          onChange={(editableOnPublic) => change({ editableOnPublic })}
        />
        <Check
          label={t('columns.bidderInput')}
          checked={column.bidderInput}
          disabled={disabled}
          onChange={(bidderInput) => change({ bidderInput })}
        />
        <Check
          label={t('columns.subtotal')}
          checked={column.subtotal}
          disabled={disabled}
          onChange={(subtotal) => change({ subtotal })}
        />
      </Flex>
      {column.type === 'dropdownList' && (
        <TextArea
          rows={3}
          id={idOf(field('options'))}
          label={t('columns.options')}
          hint={t('columns.optionsHint')}
          maxLength={FORM_MAX_DROPDOWN_OPTIONS * (FORM_OPTION_MAX_LENGTH + 1)}
          value={(column.options ?? []).join('\n')}
          disabled={disabled}
          onChange={(text) => change({ options: text.split('\n') })}
        />
      )}
      <Flex gap="xs" wrap="wrap">
        <Button
          size="small"
          isDisabled={disabled || index === 0}
          aria-label={t('columns.moveLeftOf', { name: column.name })}
          onClick={() => dispatch({ type: 'moveColumn', key, by: -1 })}
        >
          {t('columns.moveLeft')}
        </Button>
        <Button
          size="small"
          isDisabled={disabled || index === count - 1}
          aria-label={t('columns.moveRightOf', { name: column.name })}
          onClick={() => dispatch({ type: 'moveColumn', key, by: 1 })}
        >
          {t('columns.moveRight')}
        </Button>
        <Button
          size="small"
          isDisabled={disabled}
          aria-label={t('columns.deleteOf', { name: column.name })}
          onClick={() => dispatch({ type: 'deleteColumn', key })}
        >
          {t('columns.delete')}
        </Button>
      </Flex>
    </fieldset>
  );
}
