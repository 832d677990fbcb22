/**
 * The supplier portal's emailed links (decision 045): a single-use token stored as its hash only (the
 * PasswordReset entity, with the vendor as customerId and the supplier user as userId), redeemed only by
 * the route of its own purpose, and the emails that carry them.
 */
import { PASSWORD_RESET_MINUTES } from '../../shared/constants.js';
import { nowMs } from '../core/clock.js';
import { supplierLinkUrl, type SupplierLinkPurpose } from '../core/accounts/supplier-links.js';
import type { Language } from '../../shared/errors.js';
import { AppError } from '../core/app-error.js';
import { PasswordReset, type PasswordResetItem } from '../core/db/entities/password-reset.js';
import type { SupplierUserItem } from '../core/db/entities/supplier-user.js';
import { getItem } from '../core/db/ops.js';
import { sendPasswordLinkEmail, type PasswordLink } from '../core/accounts/password-link.js';
import { hashToken } from '../core/session.js';

/**
 * The stored link a token names, if it is live and of one of these purposes: an unknown token, another
 * purpose or another address is invalid, a spent one used, a late one expired.
 */
export async function liveSupplierLink(
  email: string,
  token: string,
  purposes: readonly SupplierLinkPurpose[],
): Promise<PasswordResetItem> {
  const link = await getItem(PasswordReset, { tokenHash: hashToken(token) });
  if (
    !link ||
    !purposes.includes(link.purpose as SupplierLinkPurpose) ||
    link.email !== email.trim().toLowerCase()
  )
    throw new AppError('supplierLinkInvalid');
  if (link.usedAt) throw new AppError('supplierLinkUsed');
  if (link.expiresAt * 1000 <= nowMs()) throw new AppError('supplierLinkExpired');
  return link;
}

const TEXTS = {
  en: {
    supplierVerification: {
      subject: 'Verify your email for the Tenderbox supplier portal',
      body: (name: string, url: string) =>
        `Hello ${name},\n\nThank you for registering your company on the Tenderbox supplier portal. To verify your email and log in, open this link within 48 hours:\n\n${url}\n\nIf you did not register, ignore this email.`,
    },
    supplierReset: {
      subject: 'Reset your Tenderbox supplier portal password',
      body: (name: string, url: string) =>
        `Hello ${name},\n\nSomeone asked to reset the password of your Tenderbox supplier account. To choose a new password, open this link within ${PASSWORD_RESET_MINUTES} minutes:\n\n${url}\n\nIf you did not ask for this, ignore this email: your password stays as it is.`,
    },
    supplierSetup: {
      subject: 'You were added to your company on the Tenderbox supplier portal',
      body: (name: string, url: string) =>
        `Hello ${name},\n\nA colleague added you to your company's account on the Tenderbox supplier portal. To choose your password, open this link within 7 days:\n\n${url}`,
    },
  },
  fr: {
    supplierVerification: {
      subject: 'Vérifiez votre courriel pour le portail des fournisseurs Tenderbox',
      body: (name: string, url: string) =>
        `Bonjour ${name},\n\nMerci d’avoir inscrit votre entreprise au portail des fournisseurs Tenderbox. Pour vérifier votre courriel et vous connecter, ouvrez ce lien dans les 48 heures :\n\n${url}\n\nSi vous ne vous êtes pas inscrit, ignorez ce courriel.`,
    },
    supplierReset: {
      subject: 'Réinitialisez votre mot de passe du portail des fournisseurs Tenderbox',
      body: (name: string, url: string) =>
        `Bonjour ${name},\n\nQuelqu’un a demandé la réinitialisation du mot de passe de votre compte fournisseur Tenderbox. Pour choisir un nouveau mot de passe, ouvrez ce lien dans les ${PASSWORD_RESET_MINUTES} minutes :\n\n${url}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce courriel : votre mot de passe reste inchangé.`,
    },
    supplierSetup: {
      subject: 'Vous avez été ajouté à votre entreprise sur le portail des fournisseurs Tenderbox',
      body: (name: string, url: string) =>
        `Bonjour ${name},\n\nUn collègue vous a ajouté au compte de votre entreprise sur le portail des fournisseurs Tenderbox. Pour choisir votre mot de passe, ouvrez ce lien dans les 7 jours :\n\n${url}`,
    },
  },
} as const;

/** Emails a link to its user, in the language of the request that caused it. */
export async function sendSupplierLink(
  user: Pick<SupplierUserItem, 'email' | 'firstName'>,
  link: PasswordLink,
  purpose: SupplierLinkPurpose,
  lang: Language,
  requestOrigin: string | undefined,
): Promise<void> {
  const url = supplierLinkUrl(requestOrigin, user.email, link.token, purpose);
  const text = TEXTS[lang][purpose];
  await sendPasswordLinkEmail({
    to: user.email,
    subject: text.subject,
    text: text.body(user.firstName, url),
    url,
  });
}
