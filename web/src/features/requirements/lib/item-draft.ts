/**
 * A requirement item while it is edited (docs/product/tender.md#submission-requirements,
 * docs/product/tender.md#price-forms): each kind's fields, the draft the form holds (texts as typed), the
 * body POST and PUT take, and its check with the route's schema (decision 081). The limits are shared/domain's;
 * amounts are read in the UI language's format (docs/product/tender.md#price-forms) and sent as canonical
 * decimal strings.
 */
import {
  TEMPLATE_MIN_PAGE_COUNT_MAX,
  TEMPLATE_QUESTION_MAX_LENGTH,
  TEMPLATE_TEXT_MAX_LENGTH,
} from '../../../../../shared/domain/library/templates';
import type { CanadianLocale } from '../../../../../shared/domain/locale';
import type { Language } from '../../../../../shared/errors';
import { formatMoney, parseCurrencyInput } from '../../../../../shared/domain/money';
import {
  REQUIREMENT_TITLE_MAX_LENGTH,
  type RequirementItemKind,
} from '../../../../../shared/domain/projects/submission-requirements';
import { BID_FILE_TYPE_NAMES } from '../../../../../shared/domain/submissions/bid-files';
import type { SECURITY_KINDS } from '../../../../../shared/schemas/requirement-content';
import {
  ZRequirementItemCreate,
  type TRequirementItem,
  type TRequirementItemBody,
} from '../../../../../shared/schemas/submission-requirements';
import type { FormProblems } from '../../../lib/form-errors';
import { validateForm } from '../../../lib/validate-form';

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

/** A typed text the body cannot carry: not a whole number, not an amount. */
export type ItemProblem = 'wholeNumber' | 'amount';

/**
 * The body POST and PUT take, as the form would send it, and the fields whose typed text could not be
 * converted (left out of the body). The route's schema checks the body (`validateForm`); the server checks it
 * again and has the last word.
 */
export interface ItemConversion {
  body: TRequirementItemBody;
  unreadable: Record<string, ItemProblem>;
}

/** The draft converted: texts trimmed, counts as numbers, amounts as canonical decimal strings. */
export function itemBodyOf(
  kind: RequirementItemKind,
  draft: ItemDraft,
  locale: CanadianLocale,
): ItemConversion {
  const unreadable: Record<string, ItemProblem> = {};
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
      case 'count':
        if (/^\d+$/.test(text)) content[f.key] = Number(text);
        else unreadable[f.key] = 'wholeNumber';
        break;
      case 'amount': {
        // An empty amount is left out: the schema asks for it.
        if (text === '') break;
        const parsed = parseCurrencyInput(text, locale);
        if (parsed.ok) content[f.key] = parsed.value;
        else unreadable[f.key] = 'amount';
        break;
      }
      default:
        if (f.key === 'title') title = text;
        else content[f.key] = text;
    }
  }
  return { body: { kind, title, content } as TRequirementItemBody, unreadable };
}

/** Where the route's schema puts the form's fields: an edit's under `item`, the kind's own under `content`. */
export const ITEM_FIELDS_WITHIN = ['item', 'content', 'item.content'];

/**
 * What keeps an item from being sent, by field: a typed text it could not convert (the form's words), else
 * what the create route's schema says of the converted body (an edit sends the same body under `item`).
 */
export function itemProblemsOf(
  body: TRequirementItemBody,
  unreadable: Readonly<Record<string, ItemProblem>>,
  messageOf: (problem: ItemProblem) => string,
  lang?: Language,
): FormProblems | null {
  const checked = validateForm(ZRequirementItemCreate, body, { lang, within: ITEM_FIELDS_WITHIN });
  const fields = { ...checked?.fields };
  for (const [key, problem] of Object.entries(unreadable)) fields[key] = messageOf(problem);
  return Object.keys(fields).length > 0 ? { fields, message: null } : null;
}

/** Whether the draft differs from the one the form started from. */
export const itemDraftChanged = (draft: ItemDraft, initial: ItemDraft) =>
  Object.keys(initial).some((key) => draft[key] !== initial[key]);
