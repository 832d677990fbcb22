/**
 * The library of online submission templates (OnlineSubmissionTemplate,
 * docs/product/tender.md#submission-requirements): an agency's reusable submission requirements, grouped by
 * what they become in a project. Pure: the control panel's screen and the library's Lambda share the groups,
 * the limits and the search rule.
 */

/** The template groups, in the order the library lists them. */
export const TEMPLATE_GROUPS = [
  'document',
  'instruction',
  'question',
  'security',
  'terms',
  'tenderTable',
] as const;
export type TemplateGroup = (typeof TEMPLATE_GROUPS)[number];

export const TEMPLATE_NAME_MAX_LENGTH = 200;
/** Instructions and terms are paragraphs, not pages. */
export const TEMPLATE_TEXT_MAX_LENGTH = 8_000;
export const TEMPLATE_QUESTION_MAX_LENGTH = 2_000;
/** Templates of one group in an agency: the library reads a group whole, so it stays a few pages. */
export const TEMPLATES_PER_GROUP_MAX = 500;
export const TEMPLATE_SEARCH_KEYWORDS_MAX_LENGTH = 100;
/**
 * A document requirement's minimum page count (docs/product/tender.md#submission-requirements: at least 0).
 */
export const TEMPLATE_MIN_PAGE_COUNT_MAX = 10_000;

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);

/**
 * The search rule: every keyword appears in the name, ignoring case and accents ("eleve" finds
 * "Élevé"); no keyword finds everything.
 */
export function matchesTemplateSearch(name: string, keywords: string): boolean {
  const haystack = words(name).join(' ');
  return words(keywords).every((word) => haystack.includes(word));
}

/** Names are unique within a group, compared as unique values are: trimmed, blanks collapsed, any case. */
export const templateNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
