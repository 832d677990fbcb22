/**
 * The error catalogue's entry for a drop-down item that is not there (docs/product/errors.md#the-catalogues):
 * an area of its own because a project write that names an unknown item answers with it, and the projects
 * Lambda should not carry the texts of the lists' management screens (decision 026). A catalogue with the
 * lists names it too.
 */
import type { CatalogueEntry } from '../errors.js';

export const LIST_ITEM_ERRORS = {
  listItemNotFound: {
    status: 404,
    en: 'This drop-down item was not found.',
    fr: 'Cet élément de liste déroulante est introuvable.',
  },
} as const satisfies Record<string, CatalogueEntry>;
