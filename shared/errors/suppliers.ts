/**
 * The error catalogue's entries of supplier accounts (issue 9: the supplier portal's registration, email
 * verification, login, password reset and company profile). A Lambda carries the texts when its group's
 * catalogue names the area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const SUPPLIER_ERRORS = {
  // A supplier needs contacts and a primary contact (findVendorContactsProblem).
  vendorContactRequired: {
    status: 400,
    en: 'Add at least one contact.',
    fr: 'Ajoutez au moins une personne-ressource.',
  },
  vendorPrimaryContactRequired: {
    status: 400,
    en: 'Choose exactly one primary contact.',
    fr: 'Choisissez exactement une personne-ressource principale.',
  },
  supplierEmailTaken: {
    status: 409,
    en: 'A supplier account already uses this email. Log in to the supplier portal, or reset its password.',
    fr: 'Un compte fournisseur utilise déjà ce courriel. Connectez-vous au portail des fournisseurs ou réinitialisez son mot de passe.',
  },
  supplierEmailNotVerified: {
    status: 403,
    en: 'Verify your email before you log in: open the link we emailed you, or ask for a new one.',
    fr: 'Vérifiez votre courriel avant de vous connecter : ouvrez le lien que nous vous avons envoyé ou demandez-en un nouveau.',
  },
  supplierInvalidCredentials: {
    status: 401,
    en: 'The email or password is incorrect.',
    fr: 'Le courriel ou le mot de passe est incorrect.',
  },
  // No agency administrator looks after a supplier account: its owner unlocks it (decision 045).
  supplierLockedOut: {
    status: 429,
    en: 'Your account is locked after too many consecutive attempts. Reset your password to unlock it.',
    fr: 'Votre compte est verrouillé après trop de tentatives consécutives. Réinitialisez votre mot de passe pour le déverrouiller.',
  },
  supplierInactive: {
    status: 403,
    en: 'This supplier account is inactive.',
    fr: 'Ce compte fournisseur est inactif.',
  },
  supplierLinkExpired: {
    status: 400,
    en: 'This link has expired. Ask for a new one.',
    fr: 'Ce lien a expiré. Demandez-en un nouveau.',
  },
  supplierLinkUsed: {
    status: 400,
    en: 'This link was already used. Log in, or ask for a new link.',
    fr: 'Ce lien a déjà été utilisé. Connectez-vous ou demandez un nouveau lien.',
  },
  supplierLinkInvalid: {
    status: 400,
    en: 'This link is not valid. Check that you copied the whole address, or ask for a new one.',
    fr: 'Ce lien n’est pas valide. Vérifiez que vous avez copié l’adresse au complet ou demandez-en un nouveau.',
  },
  // A bid the supplier may not see is not found, whatever the reason (decision 048).
  bidNotFound: {
    status: 404,
    en: 'This bid was not found, or it is not open to your company.',
    fr: 'Cet appel d’offres est introuvable ou n’est pas ouvert à votre entreprise.',
  },
  // A closed or awarded bid stays readable by the companies tied to it, and nothing changes on it (decision 050).
  bidClosed: {
    status: 409,
    en: 'This bid has closed: you can read it, but no longer register your interest, download its documents or change a meeting registration.',
    fr: 'Cet appel d’offres est fermé : vous pouvez le consulter, mais plus inscrire votre intérêt, télécharger ses documents ni modifier une inscription à une réunion.',
  },
  bidDocumentNotFound: {
    status: 404,
    en: 'This document was not found.',
    fr: 'Ce document est introuvable.',
  },
  planTakerRequired: {
    status: 403,
    en: 'Register your interest in this bid to download its documents.',
    fr: 'Inscrivez votre intérêt pour cet appel d’offres afin de télécharger ses documents.',
  },
  // A document's expiry comes after its effective date (findSupplierDocumentDatesProblem).
  supplierDocumentExpiryNotAfterEffective: {
    status: 400,
    en: 'The expiry date must be after the effective date.',
    fr: 'La date d’expiration doit être postérieure à la date d’entrée en vigueur.',
  },
  supplierDocumentNotFound: {
    status: 404,
    en: 'This document was not found. It may have been deleted.',
    fr: 'Ce document est introuvable. Il a peut-être été supprimé.',
  },
  supplierDocumentsTooMany: {
    status: 400,
    en: 'Your company already has 100 documents. Delete one before you upload another.',
    fr: 'Votre entreprise a déjà 100 documents. Supprimez-en un avant d’en téléverser un autre.',
  },
} as const satisfies Record<string, CatalogueEntry>;
