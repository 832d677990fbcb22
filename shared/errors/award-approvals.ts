/**
 * The error catalogue's entries of award approvals (issue 11 items 3 and 4,
 * docs/product/errors.md#the-catalogues, decision 065): the buyer's approval and its workflow, and the public
 * approver link. A refused link says nothing of the approval behind it: forged, another approver's and
 * unknown links read the same.
 */
import type { CatalogueEntry } from '../errors.js';

export const AWARD_APPROVAL_ERRORS = {
  awardApprovalNotFound: {
    status: 404,
    en: 'This award approval does not exist on this project.',
    fr: 'Cette approbation d’adjudication n’existe pas pour ce projet.',
  },
  awardApprovalMemberNotFound: {
    status: 404,
    en: 'This person is not in the approval workflow.',
    fr: 'Cette personne ne fait pas partie du flux d’approbation.',
  },
  awardApprovalVendorNotFound: {
    status: 404,
    en: 'This company is not a plan taker of this project.',
    fr: 'Cette entreprise n’est pas preneuse des documents de ce projet.',
  },
  awardApprovalDocumentNotFound: {
    status: 404,
    en: 'This document is not attached to the award approval.',
    fr: 'Ce document n’est pas joint à l’approbation d’adjudication.',
  },
  awardApprovalActionNotAllowed: {
    status: 409,
    en: 'This action is not available for an award approval with this status.',
    fr: 'Cette action n’est pas offerte pour une approbation d’adjudication ayant ce statut.',
  },
  awardApprovalIncomplete: {
    status: 409,
    en: 'The award approval needs a company, a report name, at least one document and one approver before it is sent.',
    fr: 'L’approbation d’adjudication doit avoir une entreprise, un nom de rapport, au moins un document et un approbateur avant d’être envoyée.',
  },
  awardApprovalResetFirst: {
    status: 409,
    en: 'A declined award approval must have its approver’s status reset before it is sent again.',
    fr: 'Le statut de l’approbateur d’une approbation d’adjudication refusée doit être réinitialisé avant qu’elle soit envoyée de nouveau.',
  },
  awardApprovalDuplicateEmail: {
    status: 409,
    en: 'This email address is already in the approval workflow.',
    fr: 'Cette adresse courriel fait déjà partie du flux d’approbation.',
  },
  awardApprovalTooManyMembers: {
    status: 409,
    en: 'The approval workflow has reached its maximum number of people.',
    fr: 'Le flux d’approbation a atteint son nombre maximal de personnes.',
  },
  awardApprovalTooManyDocuments: {
    status: 409,
    en: 'The award approval has reached its maximum number of documents.',
    fr: 'L’approbation d’adjudication a atteint son nombre maximal de documents.',
  },
  awardApprovalOrderMismatch: {
    status: 400,
    en: 'The new order must list every item once.',
    fr: 'Le nouvel ordre doit énumérer chaque élément une seule fois.',
  },
  awardApprovalCancelReasonRequired: {
    status: 400,
    en: 'A reason is required to cancel the award approval.',
    fr: 'Une raison est requise pour annuler l’approbation d’adjudication.',
  },
  awardApprovalAmountInvalid: {
    status: 400,
    en: 'Enter an amount from 0.00 to 1,000,000,000,000.00.',
    fr: 'Saisissez un montant de 0,00 à 1 000 000 000 000,00.',
  },
  awardApprovalReportNumberInvalid: {
    status: 400,
    en: 'A report number may hold only letters, digits, spaces and . - _ #.',
    fr: 'Un numéro de rapport ne peut contenir que des lettres, des chiffres, des espaces et . - _ #.',
  },
  awardApprovalProjectAwarded: {
    status: 409,
    en: 'This project is already awarded: no award approval can be created or changed on it.',
    fr: 'Ce projet est déjà adjugé : aucune approbation d’adjudication ne peut y être créée ni modifiée.',
  },
  awardApprovalProjectNotClosed: {
    status: 409,
    en: 'An award approval can be created only once the project has closed.',
    fr: 'Une approbation d’adjudication ne peut être créée qu’une fois le projet fermé.',
  },
  awardApprovalCompanyDisqualified: {
    status: 400,
    en: 'This bidder is disqualified: it cannot be the recommended company.',
    fr: 'Ce soumissionnaire est disqualifié : il ne peut pas être l’entreprise recommandée.',
  },
  awardApprovalNoReport: {
    status: 404,
    en: 'This award approval has no summary report yet.',
    fr: 'Cette approbation d’adjudication n’a pas encore de rapport sommaire.',
  },
  awardApprovalApproverNotWaiting: {
    status: 409,
    en: 'The workflow is not waiting for this person: the link can be resent only to the person whose decision is awaited.',
    fr: 'Le flux n’attend pas cette personne : le lien ne peut être renvoyé qu’à la personne dont la décision est attendue.',
  },
  awardApprovalApproverNotDecided: {
    status: 409,
    en: 'Only an approver who approved or declined can have their status reset.',
    fr: 'Seul le statut d’un approbateur ayant approuvé ou refusé peut être réinitialisé.',
  },
  awardApprovalDeclineComments: {
    status: 400,
    en: 'Comments are required to decline award.',
    fr: 'Des commentaires sont requis pour refuser l’adjudication.',
  },
  approverLinkExpired: {
    status: 401,
    en: 'This approval link has expired: ask the sender for a new one.',
    fr: 'Ce lien d’approbation est expiré : demandez-en un nouveau à l’expéditeur.',
  },
  approverLinkClosed: {
    status: 403,
    en: 'This award approval is no longer open for review.',
    fr: 'Cette approbation d’adjudication n’est plus ouverte à l’examen.',
  },
  approverActionNotAllowed: {
    status: 409,
    en: 'This award cannot be approved or declined now.',
    fr: 'Cette adjudication ne peut pas être approuvée ou refusée maintenant.',
  },
  approverLinkValidityInvalid: {
    status: 400,
    en: 'Enter a whole number of days from 1 to 365.',
    fr: 'Saisissez un nombre entier de jours de 1 à 365.',
  },
} as const satisfies Record<string, CatalogueEntry>;
