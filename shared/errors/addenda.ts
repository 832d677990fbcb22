/**
 * The error catalogue's entries of addenda (issue 9 item 4, decision 052): the buyer's drafts and their
 * publication, and a supplier's acknowledgement. A Lambda carries the texts when its group's catalogue names
 * the area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const ADDENDUM_ERRORS = {
  addendumNotFound: {
    status: 404,
    en: 'This addendum does not exist.',
    fr: 'Cet addenda n’existe pas.',
  },
  addendumPublished: {
    status: 409,
    en: 'This addendum is published: it can no longer be changed.',
    fr: 'Cet addenda est publié : il ne peut plus être modifié.',
  },
  addendumBidNotOpen: {
    status: 409,
    en: 'An addendum is published while the bid is published or open.',
    fr: 'Un addenda se publie pendant que l’appel d’offres est publié ou ouvert.',
  },
  addendumDocumentInvalid: {
    status: 400,
    en: 'Choose documents of this project whose type is addendum.',
    fr: 'Choisissez des documents de ce projet dont le type est addenda.',
  },
  addendaTooMany: {
    status: 409,
    en: 'This project has as many addenda as it can hold.',
    fr: 'Ce projet a atteint le nombre maximal d’addendas.',
  },
} as const satisfies Record<string, CatalogueEntry>;
