/**
 * The error catalogue's entries of the award (issue 11 item 2, decision 064): awarded companies, their values
 * and dates, and the Award action's rules (docs/product/evaluation-and-award.md#award). A Lambda carries the
 * texts when its group's catalogue names the area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const AWARD_ERRORS = {
  awardBeforeClose: {
    status: 409,
    en: 'A bid is awarded after its closing: this bid has not closed yet.',
    fr: 'Un appel d’offres est adjugé après sa clôture : celui-ci n’est pas encore clos.',
  },
  awardNotFound: {
    status: 404,
    en: 'This awarded company does not exist on this project.',
    fr: 'Cette entreprise adjudicataire n’existe pas pour ce projet.',
  },
  awardChangesClosed: {
    status: 409,
    en: 'Awarded companies change only while the bid is closed and not yet awarded.',
    fr: 'Les entreprises adjudicataires ne changent que lorsque l’appel d’offres est clos et pas encore adjugé.',
  },
  awardBidderDisqualified: {
    status: 400,
    en: 'This bidder is disqualified: it cannot be awarded.',
    fr: 'Ce soumissionnaire est disqualifié : il ne peut pas être adjugé.',
  },
  awardBidderNotOpened: {
    status: 400,
    en: 'Choose a company whose submission has been opened.',
    fr: 'Choisissez une entreprise dont la soumission a été ouverte.',
  },
  awardCompanyAlreadyAwarded: {
    status: 409,
    en: 'This submission is already awarded: edit its award instead.',
    fr: 'Cette soumission est déjà adjugée : modifiez plutôt son adjudication.',
  },
  awardCompanyLimit: {
    status: 409,
    en: 'A project awards at most 90 companies: remove one before adding another.',
    fr: 'Un projet adjuge au plus 90 entreprises : retirez-en une avant d’en ajouter une autre.',
  },
  awardValueOutOfRange: {
    status: 400,
    en: 'The amount must be between 0.00 and 1,000,000,000,000.00.',
    fr: 'Le montant doit être compris entre 0,00 et 1 000 000 000 000,00.',
  },
  awardDateBeforeClosing: {
    status: 400,
    en: 'The award date must be after the closing date.',
    fr: 'La date d’adjudication doit être postérieure à la date de clôture.',
  },
  awardContractNumberForbiddenCharacters: {
    status: 400,
    en: 'The contract number must not contain any of * . " / \\ [ ] : ; | , ( ) + =',
    fr: 'Le numéro de contrat ne doit contenir aucun de ces caractères : * . " / \\ [ ] : ; | , ( ) + =',
  },
  awardExceptionTypeNotFound: {
    status: 400,
    en: 'Choose an award exception type from the agency’s list.',
    fr: 'Choisissez un type d’exception d’adjudication dans la liste de l’organisme.',
  },
  awardChangesNotSaved: {
    status: 409,
    en: 'The project or its awarded companies changed since you opened them: review them, then award.',
    fr: 'Le projet ou ses entreprises adjudicataires ont changé depuis leur ouverture : vérifiez-les, puis adjugez.',
  },
  awardApprovalPending: {
    status: 409,
    en: 'An award approval is pending: the bid can be awarded once it is decided.',
    fr: 'Une approbation d’adjudication est en attente : l’appel d’offres pourra être adjugé une fois celle-ci décidée.',
  },
  awardNoneConfirm: {
    status: 409,
    en: 'No company is awarded. Confirm that you want to award this bid with none.',
    fr: 'Aucune entreprise n’est adjudicataire. Confirmez que vous voulez adjuger cet appel d’offres sans adjudicataire.',
  },
} as const satisfies Record<string, CatalogueEntry>;
