/**
 * The error catalogue's entries of a supplier's online bid (issue 10, decision 054;
 * docs/product/bids.md#its-life): saving its parts, submitting and withdrawing. A Lambda carries the texts
 * when its group's catalogue names the area (decision 082). No text names a price, an answer or a file: the
 * messages of a sealed bid tell nothing of its content.
 */
import type { CatalogueEntry } from '../errors.js';

export const ONLINE_SUBMISSION_ERRORS = {
  submissionNotFound: {
    status: 404,
    en: 'Your company has no bid on this tender yet.',
    fr: 'Votre entreprise n’a pas encore de soumission pour cet appel d’offres.',
  },
  submissionFormNotFound: {
    status: 404,
    en: 'This bid form does not exist on this tender.',
    fr: 'Ce formulaire de soumission n’existe pas pour cet appel d’offres.',
  },
  submissionRequirementUnknown: {
    status: 400,
    en: 'This answer names a requirement the tender does not ask for.',
    fr: 'Cette réponse vise une exigence que l’appel d’offres ne demande pas.',
  },
  submissionNotEditable: {
    status: 409,
    en: 'This bid has been submitted: withdraw it before changing it, then submit it again.',
    fr: 'Cette soumission a été déposée : retirez-la avant de la modifier, puis déposez-la de nouveau.',
  },
  submissionIncomplete: {
    status: 409,
    en: 'The bid cannot be submitted: required items are still missing (see the list of what is missing).',
    fr: 'La soumission ne peut pas être déposée : des éléments requis manquent encore (voir la liste de ce qui manque).',
  },
  submissionAlreadyComplete: {
    status: 409,
    en: 'This bid has already been submitted.',
    fr: 'Cette soumission a déjà été déposée.',
  },
  submissionClosed: {
    status: 409,
    en: 'The tender has reached its closing time: bids can no longer be changed, submitted or withdrawn.',
    fr: 'L’appel d’offres a atteint son heure de clôture : les soumissions ne peuvent plus être modifiées, déposées ni retirées.',
  },
  submissionWithdrawNotAllowed: {
    status: 409,
    en: 'Cannot withdraw a submission in this bid status: only a submitted bid can be withdrawn, before closing.',
    fr: 'Impossible de retirer une soumission dans cet état : seule une soumission déposée peut être retirée, avant la clôture.',
  },
  // Several bids per company, and "no bid" (decision 060).
  submissionMultipleNotAllowed: {
    status: 409,
    en: 'This tender accepts one bid per company: change or withdraw your bid instead of starting another.',
    fr: 'Cet appel d’offres n’accepte qu’une soumission par entreprise : modifiez ou retirez votre soumission au lieu d’en commencer une autre.',
  },
  submissionTooManyBids: {
    status: 409,
    en: 'Your company has reached the most bids allowed on one tender.',
    fr: 'Votre entreprise a atteint le nombre maximal de soumissions pour un même appel d’offres.',
  },
  noBidNotOffered: {
    status: 409,
    en: 'This tender does not offer to declare “no bid”.',
    fr: 'Cet appel d’offres ne permet pas de déclarer « aucune soumission ».',
  },
  noBidWhileSubmitted: {
    status: 409,
    en: 'Your company has a bid submitted on this tender: withdraw it before declaring “no bid”.',
    fr: 'Votre entreprise a une soumission déposée pour cet appel d’offres : retirez-la avant de déclarer « aucune soumission ».',
  },
  noBidNotFound: {
    status: 404,
    en: 'Your company has not declared “no bid” on this tender.',
    fr: 'Votre entreprise n’a pas déclaré « aucune soumission » pour cet appel d’offres.',
  },
  submissionNoBidDeclared: {
    status: 409,
    en: 'Your company declared “no bid” on this tender: undo it before submitting a bid.',
    fr: 'Votre entreprise a déclaré « aucune soumission » pour cet appel d’offres : annulez cette déclaration avant de déposer une soumission.',
  },
  // What a document requirement accepts (shared/domain/submissions/bid-files.ts, decision 069).
  submissionFileTypeNotAccepted: {
    status: 400,
    en: 'This requirement accepts only these file types: {types}.',
    fr: 'Cette exigence n’accepte que ces types de fichiers : {types}.',
  },
  submissionFileTypeNotAllowed: {
    status: 400,
    en: 'This type of file cannot be attached to a bid: programs and scripts (such as .exe files) are not accepted.',
    fr: 'Ce type de fichier ne peut pas être joint à une soumission : les programmes et les scripts (comme les fichiers .exe) ne sont pas acceptés.',
  },
  submissionFilePdfRequired: {
    status: 400,
    en: 'This item has a minimum page count ({minimum}): attach a PDF file, whose pages can be counted.',
    fr: 'Cet élément a un nombre minimal de pages ({minimum}) : joignez un fichier PDF, dont les pages peuvent être comptées.',
  },
  // The size is BID_PDF_READ_MAX_BYTES (100 MiB), written as the screen writes sizes.
  submissionFilePdfTooLarge: {
    status: 400,
    en: 'A PDF for an item with a minimum page count can be at most 100 MB, so that its pages can be counted.',
    fr: 'Un PDF pour un élément ayant un nombre minimal de pages peut peser au plus 100 Mo, afin que ses pages puissent être comptées.',
  },
  submissionFilePagesTooFew: {
    status: 400,
    en: 'This item asks for at least {minimum} pages; this PDF has {pages}. Attach the complete document.',
    fr: 'Cet élément demande au moins {minimum} pages; ce PDF en a {pages}. Joignez le document complet.',
  },
  submissionFilePdfUnreadable: {
    status: 400,
    en: 'The pages of this PDF could not be counted: it may be damaged or protected by a password. Attach a PDF that opens without a password.',
    fr: 'Les pages de ce PDF n’ont pas pu être comptées : il est peut-être endommagé ou protégé par un mot de passe. Joignez un PDF qui s’ouvre sans mot de passe.',
  },
} as const satisfies Record<string, CatalogueEntry>;
