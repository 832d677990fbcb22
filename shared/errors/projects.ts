/**
 * The error catalogue's entries for projects: lifecycle, rights, numbers, dates, values
 * (docs/product/projects.md, decision 022). A Lambda carries the texts when its group's catalogue names the
 * area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const PROJECT_ERRORS = {
  minimumBidPeriodInvalid: {
    status: 400,
    en: 'Enter a whole number of days from 0 to 365.',
    fr: 'Saisissez un nombre entier de jours de 0 à 365.',
  },
  transitionNotAllowed: {
    status: 409,
    en: 'This action is not allowed in the project’s current status.',
    fr: 'Cette action n’est pas permise dans l’état actuel du projet.',
  },
  projectPublishChecklistIncomplete: {
    status: 409,
    en: 'The project cannot be published yet: fix the missing fields first.',
    fr: 'Le projet ne peut pas encore être publié : remplissez d’abord les champs manquants.',
  },
  projectApproverRequired: {
    status: 400,
    en: 'Choose an approver.',
    fr: 'Choisissez un approbateur.',
  },
  projectApproverCannotApprove: {
    status: 409,
    en: 'The chosen approver cannot approve this kind of project.',
    fr: 'L’approbateur choisi ne peut pas approuver ce type de projet.',
  },
  projectNotTheApprover: {
    status: 403,
    en: 'Only the chosen approver can approve or decline this project.',
    fr: 'Seul l’approbateur choisi peut approuver ou refuser ce projet.',
  },
  projectDeleteNotConfirmed: {
    status: 409,
    en: 'Confirm the deletion: a deleted project cannot be recovered.',
    fr: 'Confirmez la suppression : un projet supprimé ne peut pas être récupéré.',
  },
  projectPublishNotDue: {
    status: 409,
    en: 'The publish date of this project has not come yet.',
    fr: 'La date de publication de ce projet n’est pas encore arrivée.',
  },
  projectClosingNotDue: {
    status: 409,
    en: 'The closing date of this project has not come yet.',
    fr: 'La date de clôture de ce projet n’est pas encore arrivée.',
  },
  projectNameRequired: { status: 400, en: 'Name is required.', fr: 'Le nom est obligatoire.' },
  projectNumberRequired: { status: 400, en: 'Number is required.', fr: 'Le numéro est obligatoire.' },
  projectDepartmentRequired: {
    status: 400,
    en: 'Department is required.',
    fr: 'Le service est obligatoire.',
  },
  projectDivisionRequired: {
    status: 400,
    en: 'Division is required.',
    fr: 'La division est obligatoire.',
  },
  projectLeadRequired: {
    status: 400,
    en: 'Project lead is required.',
    fr: 'Le responsable du projet est obligatoire.',
  },
  meetingLocationRequired: {
    status: 400,
    en: 'Meeting location is required.',
    fr: 'Le lieu de la réunion est obligatoire.',
  },
  projectNumberForbiddenCharacters: {
    status: 400,
    en: 'The project number must not contain any of these characters: * . " / \\ [ ] : ; | , ( ) + =',
    fr: 'Le numéro de projet ne doit contenir aucun de ces caractères : * . " / \\ [ ] : ; | , ( ) + =',
  },
  projectNumberSeparatorForbiddenCharacters: {
    status: 400,
    en: 'The separator must not contain any of these characters: * . " / \\ [ ] : ; | , ( ) + =',
    fr: 'Le séparateur ne doit contenir aucun de ces caractères : * . " / \\ [ ] : ; | , ( ) + =',
  },
  projectNumberPaddingTooLarge: {
    status: 400,
    en: 'The padding width must be at most 14.',
    fr: 'La largeur de remplissage doit être d’au plus 14.',
  },
  projectNextNumberRequired: {
    status: 400,
    en: 'The next number is required.',
    fr: 'Le prochain numéro est obligatoire.',
  },
  projectNumberExists: {
    status: 409,
    en: 'A project with this number already exists in the agency.',
    fr: 'Un projet portant ce numéro existe déjà dans l’organisme.',
  },
  projectValueOutOfRange: {
    status: 400,
    en: 'The value must be between 0.00 and 1,000,000,000,000.00.',
    fr: 'La valeur doit être comprise entre 0,00 et 1 000 000 000 000,00.',
  },
  localTimeSkipped: {
    status: 400,
    en: 'This time does not exist on that day in the agency’s time zone (the clocks move forward). Choose another time.',
    fr: 'Cette heure n’existe pas ce jour-là dans le fuseau horaire de l’organisme (on avance l’heure). Choisissez une autre heure.',
  },
  publishDateInPast: {
    status: 400,
    en: 'The publish date must be in the future.',
    fr: 'La date de publication doit être dans le futur.',
  },
  closingDateInPast: {
    status: 400,
    en: 'The closing date must be in the future.',
    fr: 'La date de clôture doit être dans le futur.',
  },
  questionDeadlineInPast: {
    status: 400,
    en: 'The question deadline must be in the future.',
    fr: 'La date limite des questions doit être dans le futur.',
  },
  registrationDeadlineInPast: {
    status: 400,
    en: 'The registration deadline must be in the future.',
    fr: 'La date limite d’inscription doit être dans le futur.',
  },
  publishNotBeforeClosing: {
    status: 400,
    en: 'The publish date must be before the closing date.',
    fr: 'La date de publication doit précéder la date de clôture.',
  },
  publishNotBeforeQuestionDeadline: {
    status: 400,
    en: 'The publish date must be before the question deadline.',
    fr: 'La date de publication doit précéder la date limite des questions.',
  },
  closingBeforeQuestionDeadline: {
    status: 400,
    en: 'The closing date must not be before the question deadline.',
    fr: 'La date de clôture ne doit pas précéder la date limite des questions.',
  },
  registrationDeadlineAfterClosing: {
    status: 400,
    en: 'The registration deadline must be on or before the closing date.',
    fr: 'La date limite d’inscription doit être au plus tard la date de clôture.',
  },
  estimatedAwardNotAfterClosing: {
    status: 400,
    en: 'The estimated award date must be after the closing date.',
    fr: 'La date d’attribution prévue doit suivre la date de clôture.',
  },
  meetingOutsideBidPeriod: {
    status: 400,
    en: 'Meeting dates must be between the publish date and the closing date.',
    fr: 'Les dates de réunion doivent se situer entre la date de publication et la date de clôture.',
  },
  estimatedAvailabilityNotBeforePublish: {
    status: 400,
    en: 'The estimated availability date must be before the publish date.',
    fr: 'La date de disponibilité prévue doit précéder la date de publication.',
  },
  estimatedAvailabilityNotAfterPlannedNotice: {
    status: 400,
    en: 'The estimated availability date must be after the date of the notice of planned procurement.',
    fr: 'La date de disponibilité prévue doit suivre la date de l’avis d’approvisionnement prévu.',
  },
  incompleteQuestionNoticeRequired: {
    status: 400,
    en: 'The date of the incomplete question notice is required.',
    fr: 'La date de l’avis de questions incomplètes est obligatoire.',
  },
  incompleteQuestionNoticeNotAfterPublish: {
    status: 400,
    en: 'The incomplete question notice must be after the publish date.',
    fr: 'L’avis de questions incomplètes doit suivre la date de publication.',
  },
  contractFirmPricingStartNotBeforeEnd: {
    status: 400,
    en: 'The firm pricing start must be before its end.',
    fr: 'Le début de la période de prix fermes doit précéder sa fin.',
  },
  contractInitialTermStartNotBeforeEnd: {
    status: 400,
    en: 'The initial term start must be before the term end.',
    fr: 'Le début de la durée initiale doit précéder sa fin.',
  },
  contractOptionalTermStartNotBeforeEnd: {
    status: 400,
    en: 'The optional term start must be before the term end.',
    fr: 'Le début de la durée optionnelle doit précéder sa fin.',
  },
  contractWarrantyStartNotBeforeEnd: {
    status: 400,
    en: 'The warranty start must be before its end.',
    fr: 'Le début de la garantie doit précéder sa fin.',
  },
  contractSubstantialCompletionNotAfterStart: {
    status: 400,
    en: 'Substantial completion must be after the initial term start.',
    fr: 'L’achèvement substantiel doit suivre le début de la durée initiale.',
  },
  contractNoticeExceedsTerm: {
    status: 400,
    en: 'The days of notice before the contract expires must not exceed the contract term.',
    fr: 'Le nombre de jours de préavis avant l’expiration du contrat ne doit pas dépasser la durée du contrat.',
  },
} as const satisfies Record<string, CatalogueEntry>;
