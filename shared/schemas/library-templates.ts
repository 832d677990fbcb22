/**
 * The library of online submission templates (OnlineSubmissionTemplate: All, one, Search,
 * POST, PUT, DELETE with groupName; docs/product/tender.md#submission-requirements): request and answer
 * shapes. A template's content has the shape of what it becomes in a project: a document-upload requirement,
 * an instruction, a question, a bond or security, a term, or a whole bid form (the tender-tables group's
 * definition). zod/mini.
 */
import * as z from 'zod/mini';
import {
  TEMPLATE_GROUPS,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_SEARCH_KEYWORDS_MAX_LENGTH,
} from '../domain/library/templates.js';
import { safeText, ZId } from './common.js';
import { REQUIREMENT_CONTENT } from './requirement-content.js';
import { ZFormDefinition } from './tender-tables.js';

const ZName = z.string().check(z.trim(), safeText(), z.minLength(1), z.maxLength(TEMPLATE_NAME_MAX_LENGTH));
export const ZTemplateGroup = z.enum(TEMPLATE_GROUPS);

/** What each group's template holds: the requirement it becomes, less what the project decides. */
const CONTENT = {
  ...REQUIREMENT_CONTENT,
  tenderTable: z.strictObject({ definition: ZFormDefinition }),
};

/** A template's name and content, told apart by its group. */
const ZTemplateBody = z.discriminatedUnion('groupName', [
  z.strictObject({ groupName: z.literal('document'), name: ZName, content: CONTENT.document }),
  z.strictObject({ groupName: z.literal('instruction'), name: ZName, content: CONTENT.instruction }),
  z.strictObject({ groupName: z.literal('question'), name: ZName, content: CONTENT.question }),
  z.strictObject({ groupName: z.literal('security'), name: ZName, content: CONTENT.security }),
  z.strictObject({ groupName: z.literal('terms'), name: ZName, content: CONTENT.terms }),
  z.strictObject({ groupName: z.literal('tenderTable'), name: ZName, content: CONTENT.tenderTable }),
]);
export type TTemplateBody = z.output<typeof ZTemplateBody>;

/** POST: a new template. */
export const ZTemplateCreate = ZTemplateBody;
export type TTemplateCreate = z.output<typeof ZTemplateCreate>;

/** PUT: the template's name and content at the version read; its group never changes. */
export const ZTemplateUpdate = z.strictObject({
  onlineSubmissionTemplateId: ZId,
  version: z.int().check(z.minimum(1)),
  template: ZTemplateBody,
});
export type TTemplateUpdate = z.output<typeof ZTemplateUpdate>;

export const ZTemplateQuery = z.object({ onlineSubmissionTemplateId: ZId });
export const ZTemplateListQuery = z.object({ groupName: z.optional(ZTemplateGroup) });
export const ZTemplateSearchQuery = z.object({
  groupName: ZTemplateGroup,
  keywords: z.optional(z.string().check(z.maxLength(TEMPLATE_SEARCH_KEYWORDS_MAX_LENGTH))),
});
export type TTemplateSearchQuery = z.output<typeof ZTemplateSearchQuery>;
/** DELETE names the group too, and it must be the template's. */
export const ZTemplateDeleteQuery = z.object({ onlineSubmissionTemplateId: ZId, groupName: ZTemplateGroup });

// ------------------------------------------------------------------------------------------------- answers

/** One line of the library: what the lists show, without the content (a form may hold 1,000 rows). */
const LINE_SHAPE = {
  onlineSubmissionTemplateId: z.string(),
  groupName: ZTemplateGroup,
  name: z.string(),
  version: z.int(),
  updatedAt: z.string(),
};
export const ZTemplateLine = z.object(LINE_SHAPE);
export type TTemplateLine = z.output<typeof ZTemplateLine>;
export const ZTemplateLines = z.array(ZTemplateLine);

/** GET one: the line and its content. */
export const ZTemplate = z.object({ ...LINE_SHAPE, template: ZTemplateBody, createdAt: z.string() });
export type TTemplate = z.output<typeof ZTemplate>;
