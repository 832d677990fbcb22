/**
 * A project's submission requirements (spec 1 §2 build/submission-requirements, spec 2 §3.7, §5.4): which
 * sections the bid uses, and the items of the sections that hold lists. Pure constants and rules, shared by
 * the screens and the submission-requirements Lambda.
 *
 * Two kinds of record: one settings record per project (each section used or not, its introduction, and the
 * section's own settings: the references a bidder gives, the specifications' custom title, whether
 * subcontractors are mandatory, the bond title and the only-digital-bond flag, whether terms must be
 * accepted), and the items of the list sections (document uploads, instructions, questions, bonds and
 * securities, terms), each with the content shape of its library template (shared/schemas/requirement-content.ts).
 * Prices and specifications hold bid forms (tender tables of type price and specification).
 */
import type { TemplateGroup } from '../library/templates.js';

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

/** spec 2 §5.4 and its limits table: at most 10 document-upload requirements. */
export const DOCUMENT_REQUIREMENTS_MAX = 10;
/** Any other list section: enough for the longest questionnaire, small enough to read whole. */
export const REQUIREMENT_ITEMS_PER_KIND_MAX = 100;
export const REQUIREMENT_TITLE_MAX_LENGTH = 200;
export const REQUIREMENT_INTRODUCTION_MAX_LENGTH = 4_000;
export const SPECIFICATION_TITLE_MAX_LENGTH = 100;
export const BOND_TITLE_MAX_LENGTH = 200;
/** How many references a bidder may be asked for. */
export const REFERENCES_MAX = 10;
