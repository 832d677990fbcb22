/**
 * The agency's drop-down lists (docs/product/projects.md#drop-down-lists): one shape for every kind of list.
 * Commodity categories add a code and a parent code; the service requires the code there and refuses it
 * elsewhere.
 */
import * as z from 'zod/mini';
import { COMMODITY_CODE_PATTERN, LIST_KINDS, type ListKind } from '../domain/list-kinds.js';
import {
  COMMODITY_CODE_MAX_LENGTH,
  LIST_IMPORT_MAX_CHARS,
  LIST_ITEM_NAME_MAX_LENGTH,
} from '../domain/limits.js';
import { ZId } from './common.js';

const ZItemName = z.string().check(z.trim(), z.minLength(1), z.maxLength(LIST_ITEM_NAME_MAX_LENGTH));
const ZCode = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(COMMODITY_CODE_MAX_LENGTH), z.regex(COMMODITY_CODE_PATTERN));
const ZItemVersion = z.int().check(z.minimum(1));

export const ZListKind = z.enum(LIST_KINDS as unknown as readonly [ListKind, ...ListKind[]]);

/** One item of a list, as every list route answers it. */
export const ZListItem = z.object({
  id: ZId,
  kind: ZListKind,
  name: z.string(),
  /** Commodity categories: the code, unique in the list, and the code of the parent category. */
  code: z.optional(z.string()),
  parentCode: z.optional(z.string()),
  /** How many project references hold this item: an item in use cannot be deleted. */
  usageCount: z.int(),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TListItem = z.infer<typeof ZListItem>;
export const ZListItems = z.array(ZListItem);

/** GET: the whole list in name order (lists are short; categories stop at the import limit), or those matching `search`. */
export const ZListItemsQuery = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(LIST_ITEM_NAME_MAX_LENGTH))),
});

export const ZListItemCreate = z.strictObject({
  name: ZItemName,
  code: z.optional(ZCode),
  parentCode: z.optional(ZCode),
});
export type TListItemCreate = z.infer<typeof ZListItemCreate>;

/** PUT: the item's new name (and code fields) at the version it was read; 409 when someone saved since. */
export const ZListItemUpdate = z.strictObject({
  id: ZId,
  version: ZItemVersion,
  name: ZItemName,
  code: z.optional(ZCode),
  parentCode: z.optional(ZCode),
});
export type TListItemUpdate = z.infer<typeof ZListItemUpdate>;

export const ZListItemDeleteQuery = z.object({ id: ZId });

/**
 * POST CommodityCategories/Import: the CSV text (header `code,title[,parentCode]`) in a JSON body, so that
 * the request is validated like any other and its size is bounded.
 */
export const ZCategoryImport = z.strictObject({
  // The file's text: its size is the user's problem, so it has its own words rather than a length's.
  csv: z
    .string()
    .check(
      z.minLength(1, { error: 'listImportEmpty' }),
      z.maxLength(LIST_IMPORT_MAX_CHARS, { error: 'listImportTooLarge' }),
    ),
});
export type TCategoryImport = z.infer<typeof ZCategoryImport>;

export const ZCategoryImportResult = z.object({
  /** Rows written: new codes created plus existing codes updated. */
  imported: z.int(),
  created: z.int(),
  updated: z.int(),
});
export type TCategoryImportResult = z.infer<typeof ZCategoryImportResult>;
