/**
 * The error catalogue's entries of the library of online submission templates (OnlineSubmissionTemplate,
 * docs/product/tender.md#submission-requirements): a template not found, a name already used in its group, a
 * full group. A Lambda carries the texts when its group's catalogue names the area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const LIBRARY_ERRORS = {
  templateNotFound: {
    status: 404,
    en: 'This template was not found.',
    fr: 'Ce modèle est introuvable.',
  },
  templateNameNotUnique: {
    status: 409,
    en: 'A template of this kind already has this name.',
    fr: 'Un modèle de ce type porte déjà ce nom.',
  },
  templateLimitReached: {
    status: 409,
    en: 'The library holds at most 500 templates of a kind: delete one before adding another.',
    fr: 'La bibliothèque contient au plus 500 modèles par type : supprimez-en un avant d’en ajouter un autre.',
  },
} as const satisfies Record<string, CatalogueEntry>;
