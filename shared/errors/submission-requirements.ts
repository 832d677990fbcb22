/**
 * The error catalogue's entries of Build → submission requirements
 * (docs/product/tender.md#submission-requirements): an item not found, a title already used in its section, a
 * full section (10 document uploads), a reorder that does not name the section's items, a specification title
 * with special characters, a library template that does not become what was asked. The lock's codes are the
 * forms' (shared/errors/tender-tables.ts). A Lambda carries the texts when its group's catalogue names the
 * area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const SUBMISSION_REQUIREMENT_ERRORS = {
  requirementNotFound: {
    status: 404,
    en: 'This submission requirement was not found.',
    fr: 'Cette exigence de soumission est introuvable.',
  },
  requirementTitleNotUnique: {
    status: 409,
    en: 'Another requirement of this section already has this title.',
    fr: 'Une autre exigence de cette section porte déjà ce titre.',
  },
  requirementDocumentsTooMany: {
    status: 409,
    en: 'A bid asks for at most 10 document uploads: delete one before adding another.',
    fr: 'Une soumission demande au plus 10 documents à téléverser : supprimez-en un avant d’en ajouter un autre.',
  },
  requirementItemsTooMany: {
    status: 409,
    en: 'This section holds at most 100 requirements: delete one before adding another.',
    fr: 'Cette section contient au plus 100 exigences : supprimez-en une avant d’en ajouter une autre.',
  },
  requirementSortOrderInvalid: {
    status: 400,
    en: "The new order must name each of the section's requirements once.",
    fr: 'Le nouvel ordre doit nommer chacune des exigences de la section une seule fois.',
  },
  specificationTitleInvalid: {
    status: 400,
    en: "Use only letters, digits, spaces and - ' & , . ( ) / in the specification title.",
    fr: "N’utilisez que des lettres, des chiffres, des espaces et - ' & , . ( ) / dans le titre des spécifications.",
  },
  requirementTemplateIsForm: {
    status: 409,
    en: 'A bid form template becomes a form: add it from the forms of prices or specifications.',
    fr: 'Un modèle de formulaire de soumission devient un formulaire : ajoutez-le depuis les formulaires de prix ou de spécifications.',
  },
} as const satisfies Record<string, CatalogueEntry>;
