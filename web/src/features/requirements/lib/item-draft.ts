/**
 * A requirement item while it is edited (docs/product/tender.md#submission-requirements,
 * docs/product/tender.md#price-forms): each kind's fields, the draft the form holds (texts as typed), and the
 * body POST and PUT take, or the problems that keep it from being sent. The limits are shared/domain's;
 * amounts are read in the UI language's format (docs/product/tender.md#price-forms) and sent as canonical
 * decimal strings.
 */
import {
  TEMPLATE_MIN_PAGE_COUNT_MAX,
  TEMPLATE_QUESTION_MAX_LENGTH,
  TEMPLATE_TEXT_MAX_LENGTH,
} from '../../../../../shared/domain/library/templates';
import type { CanadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney, parseCurrencyInput } from '../../../../../shared/domain/money';
import {
  REQUIREMENT_TITLE_MAX_LENGTH,
  type RequirementItemKind,
} from '../../../../../shared/domain/projects/submission-requirements';
import { BID_FILE_TYPE_NAMES } from '../../../../../shared/domain/submissions/bid-files';
import type { SECURITY_KINDS } from '../../../../../shared/schemas/requirement-content';
import type {
  TRequirementItem,
  TRequirementItemBody,
} from '../../../../../shared/schemas/submission-requirements';

export type ItemDraft = Record<string, string | boolean>;

export type ItemField =
  | { key: string; kind: 'text' | 'textarea'; max: number; required: boolean }
  | { key: string; kind: 'count'; max: number }
  | { key: string; kind: 'amount' }
  | { key: string; kind: 'checkbox' }
  | { key: string; kind: 'select'; options: readonly string[] }
  /** Any number of the options, checked one by one; the draft holds them joined by commas. */
  | { key: string; kind: 'choices'; options: readonly string[] };

const SECURITY_KIND_OPTIONS: typeof SECURITY_KINDS = [
  'bidBond',
  'performanceBond',
  'labourAndMaterialBond',
  'other',
];
const TITLE: ItemField = { key: 'title', kind: 'text', max: REQUIREMENT_TITLE_MAX_LENGTH, required: true };

/** Each kind's fields in screen order; the title first (what the list and the bidder see). */
export const ITEM_FIELDS: Record<RequirementItemKind, readonly ItemField[]> = {
  document: [
    TITLE,
    { key: 'instructions', kind: 'textarea', max: TEMPLATE_TEXT_MAX_LENGTH, required: false },
    { key: 'minimumPageCount', kind: 'count', max: TEMPLATE_MIN_PAGE_COUNT_MAX },
    { key: 'fileTypes', kind: 'choices', options: BID_FILE_TYPE_NAMES },
    { key: 'mandatory', kind: 'checkbox' },
  ],
  instruction: [TITLE, { key: 'text', kind: 'textarea', max: TEMPLATE_TEXT_MAX_LENGTH, required: true }],
  question: [
    TITLE,
    { key: 'text', kind: 'textarea', max: TEMPLATE_QUESTION_MAX_LENGTH, required: true },
    { key: 'answerType', kind: 'select', options: ['text', 'number'] },
    { key: 'mandatory', kind: 'checkbox' },
  ],
  security: [
    TITLE,
    { key: 'kind', kind: 'select', options: SECURITY_KIND_OPTIONS },
    { key: 'amountType', kind: 'select', options: ['amount', 'percentage'] },
    { key: 'value', kind: 'amount' },
    { key: 'description', kind: 'textarea', max: TEMPLATE_TEXT_MAX_LENGTH, required: false },
  ],
  terms: [TITLE, { key: 'text', kind: 'textarea', max: TEMPLATE_TEXT_MAX_LENGTH, required: true }],
};

/** A new item: empty texts, the first option, mandatory, no minimum page count. */
export function emptyItemDraft(kind: RequirementItemKind): ItemDraft {
  return Object.fromEntries(
    ITEM_FIELDS[kind].map((f) => [
      f.key,
      f.kind === 'checkbox' ? true : f.kind === 'select' ? f.options[0]! : f.kind === 'count' ? '0' : '',
    ]),
  );
}

/** A stored item as the form shows it: amounts in the UI language's format. */
export function itemDraftOf(item: TRequirementItem, locale: CanadianLocale): ItemDraft {
  const content = item.content as Record<string, unknown>;
  return Object.fromEntries(
    ITEM_FIELDS[item.kind].map((f) => {
      const value = f.key === 'title' ? item.title : content[f.key];
      if (f.kind === 'checkbox') return [f.key, value === true];
      if (f.kind === 'choices') return [f.key, Array.isArray(value) ? value.join(',') : ''];
      if (f.kind === 'amount')
        return [f.key, typeof value === 'string' && value ? formatMoney(value, locale) : ''];
      return [f.key, value === undefined || value === null ? '' : String(value)];
    }),
  );
}

export type ItemProblem = 'required' | 'wholeNumber' | 'amount';

export type ItemCheck =
  { ok: true; body: TRequirementItemBody } | { ok: false; problems: Record<string, ItemProblem> };

/** The body to send, or each field's problem (the server checks it again and has the last word). */
export function itemBodyOf(kind: RequirementItemKind, draft: ItemDraft, locale: CanadianLocale): ItemCheck {
  const problems: Record<string, ItemProblem> = {};
  const content: Record<string, unknown> = {};
  let title = '';
  for (const f of ITEM_FIELDS[kind]) {
    const raw = draft[f.key];
    const text = typeof raw === 'string' ? raw.trim() : '';
    switch (f.kind) {
      case 'checkbox':
        content[f.key] = raw === true;
        break;
      case 'select':
        content[f.key] = f.options.includes(text) ? text : f.options[0];
        break;
      case 'choices': {
        const chosen = text.split(',');
        content[f.key] = f.options.filter((option) => chosen.includes(option));
        break;
      }
      case 'count': {
        const n = Number(text);
        if (!/^\d+$/.test(text) || n > f.max) problems[f.key] = 'wholeNumber';
        else content[f.key] = n;
        break;
      }
      case 'amount': {
        const parsed = parseCurrencyInput(text, locale);
        if (text === '') problems[f.key] = 'required';
        else if (!parsed.ok) problems[f.key] = 'amount';
        else content[f.key] = parsed.value;
        break;
      }
      default:
        if (f.required && text === '') problems[f.key] = 'required';
        else if (f.key === 'title') title = text;
        else content[f.key] = text;
    }
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, body: { kind, title, content } as TRequirementItemBody };
}

/** Whether the draft differs from the one the form started from. */
export const itemDraftChanged = (draft: ItemDraft, initial: ItemDraft) =>
  Object.keys(initial).some((key) => draft[key] !== initial[key]);
