/**
 * Build → submission requirements (docs/product/tender.md#submission-requirements): request and answer shapes
 * of the submission-requirements group. The rules between records (limits per kind, the specification title's
 * characters, which sections are incomplete, the lock) are shared/domain's. zod/mini.
 */
import * as z from 'zod/mini';
import {
  BOND_TITLE_MAX_LENGTH,
  REFERENCES_MAX,
  REQUIREMENT_INTRODUCTION_MAX_LENGTH,
  REQUIREMENT_ITEM_KINDS,
  REQUIREMENT_TITLE_MAX_LENGTH,
  SPECIFICATION_TITLE_MAX_LENGTH,
} from '../domain/projects/submission-requirements.js';
import { safeText, ZId } from './common.js';
import { REQUIREMENT_CONTENT } from './requirement-content.js';

const ZOptionalText = (max: number) => z.optional(z.string().check(z.trim(), safeText(), z.maxLength(max)));
const ZTitle = z.string().check(z.trim(), z.minLength(1), z.maxLength(REQUIREMENT_TITLE_MAX_LENGTH));

export const ZRequirementsQuery = z.object({ projectId: ZId });
export const ZRequirementItemKind = z.enum(REQUIREMENT_ITEM_KINDS);

// ------------------------------------------------------------------------------------------------ settings

/** Every section: used by this bid or not, and the introduction bidders read above it. */
const SECTION = {
  used: z.boolean(),
  introduction: ZOptionalText(REQUIREMENT_INTRODUCTION_MAX_LENGTH),
};

/** One settings record per project; a project never saved answers the defaults (nothing used). */
export const ZRequirementSettings = z.strictObject({
  documents: z.strictObject(SECTION),
  instructions: z.strictObject(SECTION),
  prices: z.strictObject(SECTION),
  questions: z.strictObject(SECTION),
  /** How many references a bidder must give. */
  references: z.strictObject({
    ...SECTION,
    required: z.int().check(z.minimum(1), z.maximum(REFERENCES_MAX)),
  }),
  security: z.strictObject({
    ...SECTION,
    bondTitle: ZOptionalText(BOND_TITLE_MAX_LENGTH),
    /** Only digital bonds are accepted (docs/product/tender.md#submission-requirements). */
    onlyDigitalBond: z.boolean(),
  }),
  /**
   * A custom title: no special characters (docs/product/tender.md#submission-requirements; the domain's rule
   * checks it).
   */
  specifications: z.strictObject({ ...SECTION, title: ZOptionalText(SPECIFICATION_TITLE_MAX_LENGTH) }),
  subcontractors: z.strictObject({ ...SECTION, mandatory: z.boolean() }),
  /** Bidders must accept the terms to submit. */
  terms: z.strictObject({ ...SECTION, acceptanceRequired: z.boolean() }),
});
export type TRequirementSettings = z.output<typeof ZRequirementSettings>;

/** PUT: the whole settings record at the version read (0 when never saved). */
export const ZRequirementSettingsUpdate = z.strictObject({
  version: z.int().check(z.minimum(0)),
  settings: ZRequirementSettings,
});
export type TRequirementSettingsUpdate = z.output<typeof ZRequirementSettingsUpdate>;

// --------------------------------------------------------------------------------------------------- items

/** An item's title and content, told apart by its kind. */
export const ZRequirementItemBody = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('document'), title: ZTitle, content: REQUIREMENT_CONTENT.document }),
  z.strictObject({ kind: z.literal('instruction'), title: ZTitle, content: REQUIREMENT_CONTENT.instruction }),
  z.strictObject({ kind: z.literal('question'), title: ZTitle, content: REQUIREMENT_CONTENT.question }),
  z.strictObject({ kind: z.literal('security'), title: ZTitle, content: REQUIREMENT_CONTENT.security }),
  z.strictObject({ kind: z.literal('terms'), title: ZTitle, content: REQUIREMENT_CONTENT.terms }),
]);
export type TRequirementItemBody = z.output<typeof ZRequirementItemBody>;

/** POST: a new item, at the end of its section. */
export const ZRequirementItemCreate = ZRequirementItemBody;
export type TRequirementItemCreate = z.output<typeof ZRequirementItemCreate>;

/** PUT: the item's title and content at the version read; its kind never changes. */
export const ZRequirementItemUpdate = z.strictObject({
  submissionRequirementId: ZId,
  version: z.int().check(z.minimum(1)),
  item: ZRequirementItemBody,
});
export type TRequirementItemUpdate = z.output<typeof ZRequirementItemUpdate>;

export const ZRequirementItemDeleteQuery = z.object({ projectId: ZId, submissionRequirementId: ZId });

/** PUT SortOrder: every item of one kind, once each, in the new order. */
export const ZRequirementItemSortOrder = z.strictObject({
  kind: ZRequirementItemKind,
  submissionRequirementIds: z.array(ZId).check(z.minLength(1), z.maxLength(100)),
});
export type TRequirementItemSortOrder = z.output<typeof ZRequirementItemSortOrder>;

/** POST FromTemplate: a copy of a library template (any group but bid forms) as a new item. */
export const ZRequirementItemFromTemplate = z.strictObject({ onlineSubmissionTemplateId: ZId });

// ------------------------------------------------------------------------------------------------- answers

export const ZRequirementItem = z.object({
  submissionRequirementId: z.string(),
  projectId: z.string(),
  kind: ZRequirementItemKind,
  title: z.string(),
  content: z.record(z.string(), z.unknown()),
  sortOrder: z.int(),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRequirementItem = Omit<z.output<typeof ZRequirementItem>, 'kind' | 'title' | 'content'> &
  TRequirementItemBody;
/** PUT SortOrder: the kind's items in their new order. */
export const ZRequirementItems = z.array(ZRequirementItem);

/**
 * GET: the whole edit view in one answer: the settings, every item (by kind, then sort order), the
 * project's bid forms counted by type, the lock (null, or the catalogue code saying why nothing may
 * change), the completed submissions an unlock would withdraw, and the sections used but not complete
 * (the publish checklist's items).
 */
export const ZSubmissionRequirements = z.object({
  projectId: z.string(),
  settings: ZRequirementSettings,
  settingsVersion: z.int(),
  items: z.array(ZRequirementItem),
  forms: z.object({ price: z.int(), specification: z.int() }),
  lock: z.nullable(z.enum(['tenderTablesClosed', 'tenderTablesSubmitted'])),
  completedSubmissions: z.int(),
  incompleteSections: z.array(z.string()),
});
export type TSubmissionRequirements = z.output<typeof ZSubmissionRequirements>;
