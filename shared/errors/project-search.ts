/**
 * The error catalogue's entries for project search and saved searches (docs/product/projects.md#search). A
 * Lambda carries the texts when its group's catalogue names the area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const PROJECT_SEARCH_ERRORS = {
  savedSearchNameExists: {
    status: 409,
    en: 'Saved search "{name}" already exists',
    fr: 'La recherche enregistrée « {name} » existe déjà',
  },
  savedSearchNotFound: {
    status: 404,
    en: 'This saved search was not found.',
    fr: 'Cette recherche enregistrée est introuvable.',
  },
  savedSearchNotOwner: {
    status: 403,
    en: 'Only the person who saved this search can change or delete it.',
    fr: 'Seule la personne qui a enregistré cette recherche peut la modifier ou la supprimer.',
  },
} as const satisfies Record<string, CatalogueEntry>;
