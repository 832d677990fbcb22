/**
 * The error catalogue's entries for documents and uploads (docs/product/tender.md#documents, decision 029). A
 * Lambda carries the texts when its group's catalogue names the area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const DOCUMENT_ERRORS = {
  documentNotFound: { status: 404, en: 'Document not found.', fr: 'Document introuvable.' },
  documentUploadNotFound: {
    status: 404,
    en: 'This upload is no longer open: start it again.',
    fr: 'Ce téléversement n’est plus ouvert : recommencez-le.',
  },
  documentKeyRefused: {
    status: 403,
    en: 'This upload does not belong to this project.',
    fr: 'Ce téléversement n’appartient pas à ce projet.',
  },
  documentPartRefused: {
    status: 400,
    en: 'This part is beyond the size of the file being uploaded.',
    fr: 'Cette partie dépasse la taille du fichier en cours de téléversement.',
  },
  documentLimitReached: {
    status: 409,
    en: 'A project has at most 10 documents: delete one before adding another.',
    fr: 'Un projet compte au plus 10 documents : supprimez-en un avant d’en ajouter un autre.',
  },
  documentTooLarge: {
    status: 400,
    en: 'A document can be at most 1 GB.',
    fr: 'Un document peut peser au plus 1 Go.',
  },
  documentEmpty: {
    status: 400,
    en: 'The file is empty: choose another file.',
    fr: 'Le fichier est vide : choisissez un autre fichier.',
  },
  documentFileNameExists: {
    status: 409,
    en: 'A document with this file name already exists.',
    fr: 'Un document portant ce nom de fichier existe déjà.',
  },
  documentDisplayNameExists: {
    status: 409,
    en: 'A document with this display name already exists.',
    fr: 'Un document portant ce nom d’affichage existe déjà.',
  },
  documentFrontEndNotPdf: {
    status: 400,
    en: 'The front-end document must be a PDF.',
    fr: 'Le document de présentation doit être un PDF.',
  },
  documentPageCountInvalid: {
    status: 400,
    en: 'The page count must be a whole number of 0 or more.',
    fr: 'Le nombre de pages doit être un nombre entier égal ou supérieur à 0.',
  },
  documentNotUploaded: {
    status: 409,
    en: 'Upload failed: the file did not reach storage. Try again.',
    fr: 'Échec du téléversement : le fichier n’a pas atteint le stockage. Réessayez.',
  },
  documentSizeMismatch: {
    status: 409,
    en: 'Upload failed: the stored file is not the size announced. Try again.',
    fr: 'Échec du téléversement : le fichier stocké n’a pas la taille annoncée. Réessayez.',
  },
  journalAttachmentLimitReached: {
    status: 409,
    en: 'A note has at most 5 attachments: remove one before adding another.',
    fr: 'Une note compte au plus 5 pièces jointes : retirez-en une avant d’en ajouter une autre.',
  },
  journalAttachmentTooLarge: {
    status: 400,
    en: 'An attachment can be at most 100 MB.',
    fr: 'Une pièce jointe peut peser au plus 100 Mo.',
  },
  journalAttachmentNotFound: {
    status: 404,
    en: 'Attachment not found.',
    fr: 'Pièce jointe introuvable.',
  },
  journalAttachmentNoteNotFound: {
    status: 404,
    en: 'This note no longer exists.',
    fr: 'Cette note n’existe plus.',
  },
  journalAttachmentNotYours: {
    status: 403,
    en: 'Only the author of the attachment or the project lead can remove it.',
    fr: 'Seuls l’auteur de la pièce jointe et le responsable du projet peuvent la retirer.',
  },
} as const satisfies Record<string, CatalogueEntry>;
