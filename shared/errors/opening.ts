/**
 * The error catalogue's entries of the opening (issue 10 items 4 and 5, decision 057): the buyer's submission
 * list, unsealing, a bid's detail and the hard-copy submissions, and the agency's minimum of bids to unseal.
 * No text names a price, an answer or a file: the messages about a sealed bid tell nothing of it.
 */
import type { CatalogueEntry } from '../errors.js';

export const OPENING_ERRORS = {
  openingBeforeClose: {
    status: 409,
    en: 'Submissions show after the closing: this bid has not closed yet.',
    fr: 'Les soumissions s’affichent après la clôture : cet appel d’offres n’est pas encore clos.',
  },
  openingSubmissionNotFound: {
    status: 404,
    en: 'This submission does not exist on this project.',
    fr: 'Cette soumission n’existe pas pour ce projet.',
  },
  unsealNotAllowed: {
    status: 409,
    en: 'Only a sealed submission can be unsealed.',
    fr: 'Seule une soumission scellée peut être descellée.',
  },
  unsealAlreadyDone: {
    status: 409,
    en: 'This part of the submission is already unsealed.',
    fr: 'Cette partie de la soumission est déjà descellée.',
  },
  unsealBelowMinimum: {
    status: 409,
    en: 'This bid received fewer submissions than the agency requires to unseal: confirm that you are authorised to unseal them.',
    fr: 'Cet appel d’offres a reçu moins de soumissions que l’organisme n’en exige pour desceller : confirmez que vous êtes autorisé à les desceller.',
  },
  registeredSupplierAddNotAllowed: {
    status: 409,
    en: 'Registered suppliers can be added to the submission list only when the project is closed or awarded.',
    fr: 'Les fournisseurs inscrits ne peuvent être ajoutés à la liste des soumissions que lorsque le projet est fermé ou adjugé.',
  },
  registeredSupplierAlreadyListed: {
    status: 409,
    en: 'This supplier already has a submission on this project.',
    fr: 'Ce fournisseur a déjà une soumission pour ce projet.',
  },
  submissionDeleteNotAllowed: {
    status: 409,
    en: 'Only hard copy submissions can be deleted.',
    fr: 'Seules les soumissions papier peuvent être supprimées.',
  },
  submissionsRequiredToUnsealInvalid: {
    status: 400,
    en: 'Enter a whole number from 0 to 99.',
    fr: 'Saisissez un nombre entier de 0 à 99.',
  },
} as const satisfies Record<string, CatalogueEntry>;
