/**
 * The error catalogue's entries of the buyer's supplier directory (issue 9 item 6, decision 053). A Lambda
 * carries the texts when its group's catalogue names the area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const VENDOR_DIRECTORY_ERRORS = {
  // A search by name needs at least 3 characters (findVendorSearchTermProblem).
  vendorSearchTooShort: {
    status: 400,
    en: 'Type at least 3 characters of the supplier’s name.',
    fr: 'Saisissez au moins 3 caractères du nom du fournisseur.',
  },
  vendorNotFound: {
    status: 404,
    en: 'This supplier was not found.',
    fr: 'Ce fournisseur est introuvable.',
  },
  vendorDocumentNotFound: {
    status: 404,
    en: 'This document was not found. The supplier may have deleted it.',
    fr: 'Ce document est introuvable. Le fournisseur l’a peut-être supprimé.',
  },
  vendorCommentNotFound: {
    status: 404,
    en: 'This comment was not found. It may have been deleted.',
    fr: 'Ce commentaire est introuvable. Il a peut-être été supprimé.',
  },
  vendorCommentNotOwn: {
    status: 403,
    en: 'Only the comment’s author may delete it.',
    fr: 'Seul l’auteur du commentaire peut le supprimer.',
  },
  // A personal list of someone else answers as one that does not exist.
  vendorListNotFound: {
    status: 404,
    en: 'This supplier list was not found. It may have been deleted.',
    fr: 'Cette liste de fournisseurs est introuvable. Elle a peut-être été supprimée.',
  },
  vendorListFull: {
    status: 400,
    en: 'A supplier list holds at most 500 suppliers.',
    fr: 'Une liste de fournisseurs contient au plus 500 fournisseurs.',
  },
  vendorListsTooMany: {
    status: 400,
    en: 'The agency already has 200 supplier lists. Delete one before you add another.',
    fr: 'L’organisme a déjà 200 listes de fournisseurs. Supprimez-en une avant d’en ajouter une autre.',
  },
  vendorAlreadyInList: {
    status: 409,
    en: 'This supplier is already on the list.',
    fr: 'Ce fournisseur figure déjà dans la liste.',
  },
  vendorNotInList: {
    status: 404,
    en: 'This supplier is not on the list.',
    fr: 'Ce fournisseur ne figure pas dans la liste.',
  },
  vendorListEmpty: {
    status: 400,
    en: 'This supplier list has no suppliers to invite.',
    fr: 'Cette liste de fournisseurs ne contient aucun fournisseur à inviter.',
  },
} as const satisfies Record<string, CatalogueEntry>;
