/**
 * The error catalogue's entries for logging in and passwords (docs/product/errors.md#the-catalogues). A
 * Lambda carries the texts when its group's catalogue names the area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const AUTH_ERRORS = {
  invalidDomain: {
    status: 400,
    en: 'Agency name not found.',
    fr: "Nom d'organisme introuvable.",
  },
  invalidCredentials: {
    status: 401,
    en: 'The username or password is incorrect.',
    fr: "Le nom d'utilisateur ou le mot de passe est incorrect.",
  },
  lockedOut: {
    status: 429,
    en: 'Your account is locked after too many consecutive attempts. Contact your team administrator to unlock it.',
    fr: 'Votre compte est verrouillé après trop de tentatives consécutives. Communiquez avec votre administrateur d’équipe pour le déverrouiller.',
  },
  passwordResetInvalid: {
    status: 400,
    en: 'Invalid email or token',
    fr: 'Courriel ou jeton non valide',
  },
  passwordLinkReplaced: {
    status: 400,
    en: 'This link no longer works: a newer link was sent, or the password was changed since. Use the newest link, or ask for a new one.',
    fr: 'Ce lien ne fonctionne plus : un lien plus récent a été envoyé, ou le mot de passe a été modifié depuis. Utilisez le lien le plus récent ou demandez-en un nouveau.',
  },
  passwordNotComplex: {
    status: 400,
    en: 'The new password must have at least 8 characters, with an upper case letter, a lower case letter and a special character.',
    fr: 'Le nouveau mot de passe doit contenir au moins 8 caractères, dont une majuscule, une minuscule et un caractère spécial.',
  },
  // Also shown by /login?err= (shared/domain/login-errors.ts): moved from the base (decision 044).
  ssoNotConfigured: {
    status: 400,
    en: 'Single sign-on is not configured for this agency yet. Contact your purchasing team administrator.',
    fr: "L'authentification unique n'est pas encore configurée pour cet organisme. Communiquez avec l'administrateur de votre équipe d'achat.",
  },
} as const satisfies Record<string, CatalogueEntry>;
