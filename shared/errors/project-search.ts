/**
 * The error catalogue's entries for project search and saved searches (docs/product/projects.md#search).
 * Imported by the code that answers with them, so only those Lambdas carry the texts (decision 026).
 */
import { registerErrors, type CatalogueEntry } from '../errors.js';

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

registerErrors(PROJECT_SEARCH_ERRORS);
