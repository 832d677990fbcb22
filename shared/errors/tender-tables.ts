/**
 * The error catalogue's entries of the tender-tables group beyond the engine's form codes
 * (shared/errors/forms.ts): a form not found, forms locked by the project's status or its submissions
 * (shared/domain/forms/requirements-lock.ts), a reorder that does not name the project's forms. A Lambda
 * carries the texts when its group's catalogue names the area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const TENDER_TABLE_ERRORS = {
  tenderTableNotFound: {
    status: 404,
    en: 'This form was not found.',
    fr: 'Ce formulaire est introuvable.',
  },
  tenderTablesClosed: {
    status: 409,
    en: 'Forms cannot change once the project is closed, awarded or finished.',
    fr: 'Les formulaires ne peuvent plus changer une fois le projet fermé, adjugé ou terminé.',
  },
  tenderTablesSubmitted: {
    status: 409,
    en: 'Forms cannot change while completed submissions exist.',
    fr: 'Les formulaires ne peuvent pas changer tant que des soumissions complétées existent.',
  },
  formColumnTypeLocked: {
    status: 409,
    en: 'A column’s type cannot change while bidders are working on or have handed in their bids.',
    fr: 'Le type d’une colonne ne peut pas changer pendant que des soumissionnaires préparent ou ont remis leur soumission.',
  },
  tenderTableSortOrderInvalid: {
    status: 400,
    en: "The new order must name each of the project's forms once.",
    fr: 'Le nouvel ordre doit nommer chacun des formulaires du projet une seule fois.',
  },
  formTemplateExpected: {
    status: 409,
    en: 'Only a bid form template can become a form.',
    fr: 'Seul un modèle de formulaire de soumission peut devenir un formulaire.',
  },
} as const satisfies Record<string, CatalogueEntry>;
