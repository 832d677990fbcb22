/**
 * The error catalogue's entries for bid forms (tender tables) and their calculation engine
 * (docs/product/tender.md#price-forms). A Lambda carries the texts when its group's catalogue names the area
 * (decision 082). The engine names each problem's field, row and column; these texts say what is wrong.
 */
import type { CatalogueEntry } from '../errors.js';

export const FORM_ERRORS = {
  formDivisionByZero: {
    status: 400,
    en: 'This calculation divides by zero, which is not allowed.',
    fr: "Ce calcul divise par zéro, ce qui n'est pas permis.",
  },
  formNumberInvalid: {
    status: 400,
    en: 'Enter a number with at most 13 digits before the decimal point and the allowed decimals.',
    fr: 'Entrez un nombre d’au plus 13 chiffres avant la virgule décimale et avec les décimales permises.',
  },
  formSignNotAllowed: {
    status: 400,
    en: 'Enter this number without a sign: a bid takes no negative numbers here.',
    fr: 'Entrez ce nombre sans signe : une soumission n’accepte pas de nombre négatif ici.',
  },
  formCellRequired: {
    status: 400,
    en: 'This cell is required.',
    fr: 'Cette cellule est obligatoire.',
  },
  formOptionNotAllowed: {
    status: 400,
    en: 'Choose one of the offered options.',
    fr: 'Choisissez l’une des options offertes.',
  },
  formOptionsRequired: {
    status: 400,
    en: 'A drop-down list column needs at least one option.',
    fr: 'Une colonne de liste déroulante doit avoir au moins une option.',
  },
  formFormulaInvalid: {
    status: 400,
    en: 'This formula is not valid. Use column keys, numbers, + - * /, parentheses and %.',
    fr: "Cette formule n'est pas valide. Utilisez des clés de colonne, des nombres, + - * /, des parenthèses et %.",
  },
  formFormulaUnknownColumn: {
    status: 400,
    en: 'This formula refers to a column that does not exist.',
    fr: "Cette formule fait référence à une colonne qui n'existe pas.",
  },
  formFormulaCycle: {
    status: 400,
    en: 'This formula refers to itself, directly or through other columns.',
    fr: "Cette formule fait référence à elle-même, directement ou par d'autres colonnes.",
  },
  formColumnInUse: {
    status: 409,
    en: 'This column is used in a calculation and cannot be deleted.',
    fr: 'Cette colonne est utilisée dans un calcul et ne peut pas être supprimée.',
  },
  formTotalColumnInvalid: {
    status: 400,
    en: "The form's total must come from a column of the total type.",
    fr: 'Le total du formulaire doit provenir d’une colonne de type total.',
  },
  formOptionalRowsExceeded: {
    status: 400,
    en: 'This form has more optional rows than its maximum allows.',
    fr: 'Ce formulaire compte plus de lignes facultatives que son maximum ne le permet.',
  },
  formNameRequired: {
    status: 400,
    en: 'The table name is required.',
    fr: 'Le nom du tableau est obligatoire.',
  },
  formNameNotUnique: {
    status: 409,
    en: 'The table name must be unique within the source',
    fr: 'Le nom du tableau doit être unique dans la source',
  },
  formTaxRequired: {
    status: 400,
    en: 'The tax type and its percentage are required when tax is computed.',
    fr: 'Le type de taxe et son pourcentage sont obligatoires lorsque la taxe est calculée.',
  },
  formDiscountRequired: {
    status: 400,
    en: 'The prompt-pay discount and its type are required when the discount is offered.',
    fr: 'L’escompte de paiement rapide et son type sont obligatoires lorsque l’escompte est offert.',
  },
  formTotalMismatch: {
    status: 409,
    en: 'The totals sent do not match the calculation. Refresh the form and try again.',
    fr: 'Les totaux envoyés ne correspondent pas au calcul. Actualisez le formulaire et réessayez.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type FormErrorCode = keyof typeof FORM_ERRORS;
