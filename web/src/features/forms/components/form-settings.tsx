import { Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import {
  FORM_LINE_LEADING_CHARACTER_MAX_LENGTH,
  FORM_MAX_OPTIONAL_ROWS,
  FORM_NAME_MAX_LENGTH,
  FORM_TEXT_MAX_LENGTH,
} from '../../../../../shared/domain/forms/form-limits';
import type { FormDefinition } from '../../../../../shared/domain/forms/form-model';
import { taxPercentageInName } from '../../../../../shared/domain/forms/tax-types';
import type { FormSettings } from '../lib/form-editor-state';
import { FORMS_NS } from '../i18n';
import { TextArea } from '../../../components/ui/text-area';
import { Check, Select } from '../../../components/ui/native-fields';

export interface SettingsProps {
  draft: FormDefinition;
  onChange: (changes: Partial<FormSettings>) => void;
  /** Turning bidder rows on asks first (the dialog is the editor's). */
  onBidderRows: (on: boolean) => void;
  taxes: { id: string; name: string }[];
  idOf: (field: string) => string;
  errorOf: (field: string) => string | undefined;
  disabled: boolean;
}

/**
 * The form's own settings (docs/product/tender.md#price-forms): name, flags, tax, discount, numbering, texts,
 * optional rows.
 */
export function FormSettingsSection({
  draft,
  onChange,
  onBidderRows,
  taxes,
  idOf,
  errorOf,
  disabled,
}: SettingsProps) {
  const { t } = useTranslation(FORMS_NS);
  const totalColumns = draft.columns.filter((c) => c.type === 'total');
  return (
    <section aria-labelledby={idOf('settings-heading')}>
      <Heading level={2} id={idOf('settings-heading')}>
        {t('settings.heading')}
      </Heading>
      <Flex direction="column" gap="small">
        <TextField
          id={idOf('name')}
          label={t('settings.name')}
          value={draft.name}
          isRequired
          maxLength={FORM_NAME_MAX_LENGTH}
          isDisabled={disabled}
          hasError={errorOf('name') !== undefined}
          errorMessage={errorOf('name')}
          onChange={(e) => onChange({ name: e.target.value })}
        />
        <Check
          label={t('settings.mandatory')}
          checked={draft.mandatory}
          disabled={disabled}
          onChange={(mandatory) => onChange({ mandatory })}
        />
        <Check
          label={t('settings.includeInSummary')}
          checked={draft.includeInSummary}
          disabled={disabled}
          onChange={(includeInSummary) => onChange({ includeInSummary })}
        />
        <Check
          label={t('settings.includeSubtotal')}
          checked={draft.includeSubtotal}
          disabled={disabled}
          onChange={(includeSubtotal) => onChange({ includeSubtotal })}
        />
        <Select
          id={idOf('totalColumnKey')}
          label={t('settings.totalColumn')}
          value={draft.totalColumnKey ?? ''}
          disabled={disabled}
          error={errorOf('totalColumnKey')}
          onChange={(key) => onChange({ totalColumnKey: key || undefined })}
        >
          <option value="">{t('settings.noTotalColumn')}</option>
          {totalColumns.map((c) => (
            <option key={c.key} value={c.key}>{`${c.name} (${c.key})`}</option>
          ))}
        </Select>

        <Check
          id={idOf('autoTax')}
          label={t('settings.autoTax')}
          checked={draft.autoTax !== undefined}
          disabled={disabled}
          onChange={(on) => onChange({ autoTax: on ? { taxTypeId: '', percentage: '' } : undefined })}
        />
        {draft.autoTax && (
          <Flex gap="small" wrap="wrap">
            <Select
              id={idOf('autoTax.taxTypeId')}
              label={t('settings.taxType')}
              value={draft.autoTax.taxTypeId}
              disabled={disabled}
              error={errorOf('autoTax.taxTypeId')}
              onChange={(taxTypeId) => onChange({ autoTax: withTaxType(draft.autoTax!, taxTypeId, taxes) })}
            >
              <option value="">{t('settings.chooseTax')}</option>
              {taxes.map((tax) => (
                <option key={tax.id} value={tax.id}>
                  {tax.name}
                </option>
              ))}
            </Select>
            <TextField
              id={idOf('autoTax.percentage')}
              label={t('settings.taxPercentage')}
              inputMode="decimal"
              value={draft.autoTax.percentage}
              isDisabled={disabled}
              hasError={errorOf('autoTax.percentage') !== undefined}
              errorMessage={errorOf('autoTax.percentage')}
              onChange={(e) =>
                onChange({ autoTax: { ...draft.autoTax!, percentage: e.target.value.trim() } })
              }
            />
          </Flex>
        )}

        <Check
          id={idOf('promptPayDiscount')}
          label={t('settings.discount')}
          checked={draft.promptPayDiscount !== undefined}
          disabled={disabled}
          onChange={(on) =>
            onChange({ promptPayDiscount: on ? { type: 'percentage', value: '' } : undefined })
          }
        />
        {draft.promptPayDiscount && (
          <Flex gap="small" wrap="wrap">
            <Select
              id={idOf('promptPayDiscount.type')}
              label={t('settings.discountType')}
              value={draft.promptPayDiscount.type}
              disabled={disabled}
              onChange={(type) =>
                onChange({
                  promptPayDiscount: { ...draft.promptPayDiscount!, type: type as 'amount' | 'percentage' },
                })
              }
            >
              <option value="percentage">{t('settings.discountPercentage')}</option>
              <option value="amount">{t('settings.discountAmount')}</option>
            </Select>
            <TextField
              id={idOf('promptPayDiscount.value')}
              label={t('settings.discountValue')}
              inputMode="decimal"
              value={draft.promptPayDiscount.value}
              isDisabled={disabled}
              hasError={errorOf('promptPayDiscount.value') !== undefined}
              errorMessage={errorOf('promptPayDiscount.value')}
              onChange={(e) =>
                onChange({ promptPayDiscount: { ...draft.promptPayDiscount!, value: e.target.value.trim() } })
              }
            />
          </Flex>
        )}

        <Check
          label={t('settings.lineNumbering')}
          checked={draft.lineNumbering !== undefined}
          disabled={disabled}
          onChange={(on) =>
            onChange({ lineNumbering: on ? { leadingCharacter: '', startNumber: 1 } : undefined })
          }
        />
        {draft.lineNumbering && (
          <Flex gap="small" wrap="wrap">
            <TextField
              id={idOf('lineNumbering.leadingCharacter')}
              label={t('settings.leadingCharacter')}
              maxLength={FORM_LINE_LEADING_CHARACTER_MAX_LENGTH}
              value={draft.lineNumbering.leadingCharacter}
              isDisabled={disabled}
              onChange={(e) =>
                onChange({ lineNumbering: { ...draft.lineNumbering!, leadingCharacter: e.target.value } })
              }
            />
            <TextField
              id={idOf('lineNumbering.startNumber')}
              label={t('settings.startNumber')}
              type="number"
              min={0}
              value={String(draft.lineNumbering.startNumber)}
              isDisabled={disabled}
              onChange={(e) =>
                onChange({
                  lineNumbering: {
                    ...draft.lineNumbering!,
                    startNumber: Math.max(0, Math.trunc(Number(e.target.value) || 0)),
                  },
                })
              }
            />
          </Flex>
        )}

        <TextField
          id={idOf('maximumOptionalRows')}
          label={t('settings.maximumOptionalRows')}
          type="number"
          min={0}
          max={FORM_MAX_OPTIONAL_ROWS}
          value={String(draft.maximumOptionalRows)}
          isDisabled={disabled}
          hasError={errorOf('maximumOptionalRows') !== undefined}
          errorMessage={errorOf('maximumOptionalRows')}
          onChange={(e) =>
            onChange({ maximumOptionalRows: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })
          }
        />
        <Check
          id={idOf('allowBidderRows')}
          label={t('settings.allowBidderRows')}
          checked={draft.allowBidderRows}
          disabled={disabled}
          onChange={onBidderRows}
        />

        <TextArea
          rows={3}
          id={idOf('headingText')}
          label={t('settings.headingText')}
          value={draft.headingText}
          maxLength={FORM_TEXT_MAX_LENGTH}
          disabled={disabled}
          onChange={(headingText) => onChange({ headingText })}
        />
        <TextArea
          rows={3}
          id={idOf('introductionText')}
          label={t('settings.introductionText')}
          value={draft.introductionText}
          maxLength={FORM_TEXT_MAX_LENGTH}
          disabled={disabled}
          onChange={(introductionText) => onChange({ introductionText })}
        />
        <TextArea
          rows={3}
          id={idOf('instructionsText')}
          label={t('settings.instructionsText')}
          value={draft.instructionsText}
          maxLength={FORM_TEXT_MAX_LENGTH}
          disabled={disabled}
          onChange={(instructionsText) => onChange({ instructionsText })}
        />
        <TextArea
          rows={3}
          id={idOf('footerText')}
          label={t('settings.footerText')}
          value={draft.footerText}
          maxLength={FORM_TEXT_MAX_LENGTH}
          disabled={disabled}
          onChange={(footerText) => onChange({ footerText })}
        />
      </Flex>
    </section>
  );
}

type AutoTax = NonNullable<FormDefinition['autoTax']>;

/** The chosen tax type, with the rate its name states ("HST 13%") as the percentage; else the one typed. */
function withTaxType(autoTax: AutoTax, taxTypeId: string, taxes: SettingsProps['taxes']): AutoTax {
  const stated = taxPercentageInName(taxes.find((tax) => tax.id === taxTypeId)?.name ?? '');
  return { ...autoTax, taxTypeId, percentage: stated ?? autoTax.percentage };
}
