import type { Language } from '../../shared/errors.js';
import { Customer } from '../core/db/entities/customer-record.js';
import { getItem } from '../core/db/ops.js';
import { logger } from '../core/logger.js';
import {
  newPasswordLink,
  passwordLinkUrl,
  sendPasswordLinkEmail,
  type PasswordLink,
} from '../core/accounts/password-link.js';

/** How long an invitation to choose a first password stays valid (docs/decisions/020-member-invitations.md). */
export const INVITATION_DAYS = 7;

const INVITATION_EMAIL: Record<
  Language,
  { subject: (agency: string) => string; body: (name: string, agency: string, link: string) => string }
> = {
  en: {
    subject: (agency) => `You were added to the ${agency} team on Tenderbox`,
    body: (name, agency, link) =>
      `Hello ${name},\n\nYou were added to the ${agency} purchasing team on Tenderbox. To choose your password and log in, open this link within ${INVITATION_DAYS} days:\n\n${link}\n\nThe link works once. If it has expired, ask your team administrator to send a new invitation.`,
  },
  fr: {
    subject: (agency) => `Vous avez été ajouté à l’équipe ${agency} sur Tenderbox`,
    body: (name, agency, link) =>
      `Bonjour ${name},\n\nVous avez été ajouté à l’équipe d’achat ${agency} sur Tenderbox. Pour choisir votre mot de passe et vous connecter, ouvrez ce lien dans les ${INVITATION_DAYS} jours :\n\n${link}\n\nLe lien ne fonctionne qu’une fois. S’il a expiré, demandez à l’administrateur de votre équipe de vous envoyer une nouvelle invitation.`,
  },
};

/** A new invitation token for the user, to write in the transaction that creates or changes the user. */
export function newInvitation(user: { customerId: string; userId: string; email: string }): PasswordLink {
  return newPasswordLink({ ...user, lifetimeSeconds: INVITATION_DAYS * 24 * 3600, purpose: 'invitation' });
}

/**
 * Emails the invitation, in the agency's language (users have none of their own), once its token is
 * committed. A failure is thrown: the caller decides whether it fails the request.
 */
export async function sendInvitation(
  user: { customerId: string; email: string; firstName: string },
  token: string,
  requestOrigin: string | undefined,
): Promise<void> {
  const agency = await getItem(Customer, { customerId: user.customerId });
  const template = INVITATION_EMAIL[agency?.defaultLanguage ?? 'en'];
  const name = agency?.displayName ?? 'Tenderbox';
  const url = passwordLinkUrl(requestOrigin, user.email, token, 'invitation');
  await sendPasswordLinkEmail({
    to: user.email,
    subject: template.subject(name),
    text: template.body(user.firstName, name, url),
    url,
  });
  logger.info('Invitation sent', { customerId: user.customerId });
}
