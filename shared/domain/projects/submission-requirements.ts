/**
 * A project's submission requirements (build/submission-requirements,
 * docs/product/tender.md#submission-requirements): which sections the bid uses, and the items of the sections
 * that hold lists. Pure constants and rules, shared by the screens and the submission-requirements Lambda.
 *
 * Two kinds of record: one settings record per project (each section used or not, its introduction, and the
 * section's own settings: the references a bidder gives, the specifications' custom title, whether
 * subcontractors are mandatory, the bond title and the only-digital-bond flag, whether terms must be
 * accepted), and the items of the list sections (document uploads, instructions, questions, bonds and
 * securities, terms), each with the content shape of its library template (shared/schemas/requirement-content.ts).
 * Prices and specifications hold bid forms (tender tables of type price and specification).
 */
import type { TemplateGroup } from '../library/templates.js';
import type { ChecklistContext } from './publish-checklist.js';
import { REQUIREMENT_SECTIONS, type RequirementSection } from './submission-requirement-sections.js';

/** The sections whose requirements are a list of items, in the order the screens show them. */
export const REQUIREMENT_ITEM_KINDS = ['document', 'instruction', 'question', 'security', 'terms'] as const;
export type RequirementItemKind = (typeof REQUIREMENT_ITEM_KINDS)[number];

/** The library group an item kind is inserted from: the same names (a template becomes an item). */
export const TEMPLATE_GROUP_OF_KIND = {
  document: 'document',
  instruction: 'instruction',
  question: 'question',
  security: 'security',
  terms: 'terms',
} as const satisfies Record<RequirementItemKind, TemplateGroup>;

/** At most 10 document-upload requirements (docs/product/tender.md#submission-requirements). */
export const DOCUMENT_REQUIREMENTS_MAX = 10;
/** Any other list section: enough for the longest questionnaire, small enough to read whole. */
export const REQUIREMENT_ITEMS_PER_KIND_MAX = 100;
export const REQUIREMENT_TITLE_MAX_LENGTH = 200;
export const REQUIREMENT_INTRODUCTION_MAX_LENGTH = 4_000;
export const SPECIFICATION_TITLE_MAX_LENGTH = 100;
export const BOND_TITLE_MAX_LENGTH = 200;
/** How many references a bidder may be asked for. */
export const REFERENCES_MAX = 10;

// ------------------------------------------------------------------------------------------------- rules

/** A section's settings as the rules read them (the stored settings record satisfies it). */
interface SectionSettings {
  used: boolean;
  introduction?: string | undefined;
}
/** The settings record, as the rules read it (shared/schemas/submission-requirements.ts's shape). */
export interface RequirementSettingsFacts {
  documents: SectionSettings;
  instructions: SectionSettings;
  prices: SectionSettings;
  questions: SectionSettings;
  references: SectionSettings & { required: number };
  security: SectionSettings & { bondTitle?: string | undefined; onlyDigitalBond: boolean };
  specifications: SectionSettings & { title?: string | undefined };
  subcontractors: SectionSettings & { mandatory: boolean };
  terms: SectionSettings & { acceptanceRequired: boolean };
}

/** A project that never saved its requirements: no section used, one reference when references are. */
export function defaultRequirementSettings() {
  return {
    documents: { used: false },
    instructions: { used: false },
    prices: { used: false },
    questions: { used: false },
    references: { used: false, required: 1 },
    security: { used: false, onlyDigitalBond: false },
    specifications: { used: false },
    subcontractors: { used: false, mandatory: false },
    terms: { used: false, acceptanceRequired: false },
  } satisfies RequirementSettingsFacts;
}

/**
 * Custom specification titles (isSpecificationTitleValid, docs/product/tender.md#submission-requirements): a
 * title holds letters of any language (with their accents), digits, spaces and the punctuation of ordinary
 * titles - ' ’ & , . ( ) / only; no quotes, angle brackets, symbols or control characters.
 */
const SPECIFICATION_TITLE = /^[\p{L}\p{M}\p{Nd} \-'’&,.()/]*$/u;

export function isSpecificationTitleValid(title: string): boolean {
  return SPECIFICATION_TITLE.test(title);
}

/** How many items of a kind a project may hold. */
export const requirementItemsMax = (kind: RequirementItemKind) =>
  kind === 'document' ? DOCUMENT_REQUIREMENTS_MAX : REQUIREMENT_ITEMS_PER_KIND_MAX;

/** Titles are compared trimmed, blanks collapsed, ignoring case (as the unique-value claims store them). */
export const requirementTitleKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

export type RequirementItemProblem =
  'requirementTitleNotUnique' | 'requirementDocumentsTooMany' | 'requirementItemsTooMany';

/**
 * Why an item titled `title` cannot join (or be renamed within) its kind's list, whose other items are
 * titled `others`, or undefined.
 */
export function findRequirementItemProblem(
  kind: RequirementItemKind,
  title: string,
  others: readonly string[],
  adding: boolean,
): RequirementItemProblem | undefined {
  const key = requirementTitleKey(title);
  if (others.some((other) => requirementTitleKey(other) === key)) return 'requirementTitleNotUnique';
  if (adding && others.length >= requirementItemsMax(kind))
    return kind === 'document' ? 'requirementDocumentsTooMany' : 'requirementItemsTooMany';
  return undefined;
}

/** A project's bid forms counted by type (price and specification forms are the sections' content). */
export interface RequirementFormCounts {
  price: number;
  specification: number;
}

/**
 * The sections the project uses that are not complete yet (the publish checklist's items,
 * docs/product/projects.md#publication): instructions without an instruction, prices without a price form,
 * questions without a question, specifications without a title or a specification form, terms without a term.
 * References and subcontractors are complete by their settings; documents and security have checklist items
 * of their own (onlineForm, bondTitle, digitalBond).
 */
export function findIncompleteRequirementSections(
  settings: RequirementSettingsFacts,
  items: readonly { kind: RequirementItemKind }[],
  forms: RequirementFormCounts,
): RequirementSection[] {
  const count = (kind: RequirementItemKind) => items.filter((item) => item.kind === kind).length;
  const complete: Record<RequirementSection, boolean> = {
    instructions: count('instruction') > 0,
    prices: forms.price > 0,
    questions: count('question') > 0,
    references: true,
    specifications: (settings.specifications.title ?? '').trim() !== '' && forms.specification > 0,
    subcontractors: true,
    terms: count('terms') > 0,
  };
  return REQUIREMENT_SECTIONS.filter((section) => settings[section].used && !complete[section]);
}

/**
 * The publish checklist's context (docs/product/projects.md#publication) from the project's requirements and
 * bid forms.
 */
export function requirementsChecklistContext(
  settings: RequirementSettingsFacts,
  items: readonly { kind: RequirementItemKind }[],
  forms: RequirementFormCounts,
) {
  const count = (kind: RequirementItemKind) => items.filter((item) => item.kind === kind).length;
  const { security } = settings;
  const digitalBondRequired = security.used && security.onlyDigitalBond;
  return {
    onlineFormOrUploadFieldCount: forms.price + forms.specification + count('document'),
    bondRequired: security.used,
    bondTitle: security.bondTitle,
    digitalBondRequired,
    digitalBondCount: digitalBondRequired ? count('security') : 0,
    incompleteRequirementSections: findIncompleteRequirementSections(settings, items, forms),
  } satisfies ChecklistContext;
}
