import { SelectField, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import {
  TEMPLATE_MIN_PAGE_COUNT_MAX,
  TEMPLATE_QUESTION_MAX_LENGTH,
  TEMPLATE_TEXT_MAX_LENGTH,
  type TemplateGroup,
} from '../../../../../shared/domain/library/templates';
import { Check } from '../../../components/ui/native-fields';
import { TextArea } from '../../../components/ui/text-area';
import { CONTROL_PANEL_NS } from '../i18n';

/** A template's content while it is edited: every group's fields as text, booleans as booleans. */
export type ContentDraft = Record<string, string | boolean>;

type Field =
  | { key: string; kind: 'text' | 'textarea'; max: number; required?: boolean }
  | { key: string; kind: 'number'; max: number }
  | { key: string; kind: 'checkbox' }
  | { key: string; kind: 'select'; options: readonly string[] };

/** The fields of each group but bid forms (whose content is a whole form, picked from a project). */
export const GROUP_FIELDS: Record<Exclude<TemplateGroup, 'tenderTable'>, readonly Field[]> = {
  document: [
    { key: 'instructions', kind: 'textarea', max: TEMPLATE_TEXT_MAX_LENGTH },
    { key: 'minimumPageCount', kind: 'number', max: TEMPLATE_MIN_PAGE_COUNT_MAX },
    { key: 'mandatory', kind: 'checkbox' },
  ],
  instruction: [{ key: 'text', kind: 'textarea', max: TEMPLATE_TEXT_MAX_LENGTH, required: true }],
  question: [
    { key: 'text', kind: 'textarea', max: TEMPLATE_QUESTION_MAX_LENGTH, required: true },
    { key: 'answerType', kind: 'select', options: ['text', 'number'] },
    { key: 'mandatory', kind: 'checkbox' },
  ],
  security: [
    {
      key: 'kind',
      kind: 'select',
      options: ['bidBond', 'performanceBond', 'labourAndMaterialBond', 'other'],
    },
    { key: 'amountType', kind: 'select', options: ['percentage', 'amount'] },
    { key: 'value', kind: 'text', max: 16, required: true },
    { key: 'description', kind: 'textarea', max: TEMPLATE_TEXT_MAX_LENGTH },
  ],
  terms: [{ key: 'text', kind: 'textarea', max: TEMPLATE_TEXT_MAX_LENGTH, required: true }],
};

/** A new template's content: empty texts, the first option, not mandatory, no minimum page count. */
export function emptyContent(group: Exclude<TemplateGroup, 'tenderTable'>): ContentDraft {
  return Object.fromEntries(
    GROUP_FIELDS[group].map((f) => [
      f.key,
      f.kind === 'checkbox' ? false : f.kind === 'select' ? f.options[0]! : f.kind === 'number' ? '0' : '',
    ]),
  );
}

/** The content as the API takes it: numbers as numbers, texts trimmed. */
export function contentOf(group: Exclude<TemplateGroup, 'tenderTable'>, draft: ContentDraft) {
  return Object.fromEntries(
    GROUP_FIELDS[group].map((f) => {
      const value = draft[f.key];
      if (f.kind === 'checkbox') return [f.key, value === true];
      if (f.kind === 'number') return [f.key, Number(value)];
      return [f.key, String(value ?? '').trim()];
    }),
  );
}

/** The content as the editor shows it. */
export function draftOf(content: Record<string, unknown>): ContentDraft {
  return Object.fromEntries(
    Object.entries(content).map(([key, value]) => [key, typeof value === 'boolean' ? value : String(value)]),
  );
}

export function TemplateFields({
  group,
  draft,
  onChange,
  errors,
  idOf,
}: {
  group: Exclude<TemplateGroup, 'tenderTable'>;
  draft: ContentDraft;
  onChange: (draft: ContentDraft) => void;
  errors: Record<string, string>;
  idOf: (key: string) => string;
}) {
  const { t } = useTranslation(CONTROL_PANEL_NS);
  const set = (key: string, value: string | boolean) => onChange({ ...draft, [key]: value });
  const label = (key: string) => t(`library.fields.${key}`);
  return (
    <>
      {GROUP_FIELDS[group].map((f) => {
        const error = errors[f.key];
        switch (f.kind) {
          case 'checkbox':
            return (
              <Check
                key={f.key}
                id={idOf(f.key)}
                name={f.key}
                label={label(f.key)}
                checked={draft[f.key] === true}
                onChange={(checked) => set(f.key, checked)}
              />
            );
          case 'select':
            return (
              <SelectField
                key={f.key}
                id={idOf(f.key)}
                label={label(f.key)}
                value={String(draft[f.key])}
                onChange={(e) => set(f.key, e.target.value)}
              >
                {f.options.map((option) => (
                  <option key={option} value={option}>
                    {t(`library.options.${option}`)}
                  </option>
                ))}
              </SelectField>
            );
          case 'textarea':
            return (
              <TextArea
                key={f.key}
                id={idOf(f.key)}
                label={label(f.key)}
                value={String(draft[f.key] ?? '')}
                maxLength={f.max}
                error={error}
                onChange={(value) => set(f.key, value)}
              />
            );
          default:
            return (
              <TextField
                key={f.key}
                id={idOf(f.key)}
                label={label(f.key)}
                inputMode={f.kind === 'number' || f.key === 'value' ? 'decimal' : undefined}
                value={String(draft[f.key] ?? '')}
                maxLength={f.max}
                hasError={error !== undefined}
                errorMessage={error}
                onChange={(e) => set(f.key, e.target.value)}
              />
            );
        }
      })}
    </>
  );
}
