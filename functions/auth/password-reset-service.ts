import '../../shared/errors/auth.js';
import { PASSWORD_RESET_MINUTES } from '../../shared/constants.js';
import { brokenPasswordRules } from '../../shared/domain/password-policy.js';
import { fieldMessage, type Language } from '../../shared/errors.js';
import { AppError } from '../core/app-error.js';
import { CustomerDomain } from '../core/db/entities/customer-domain.js';
import { LoginFailure } from '../core/db/entities/login-failure.js';
import { PasswordReset } from '../core/db/entities/password-reset.js';
import { User } from '../core/db/entities/user.js';
import { getItem, isConditionFailure } from '../core/db/ops.js';
import { transact, transactAudited, tx } from '../core/db/transaction.js';
import { logger } from '../core/logger.js';
import { newPasswordLink, passwordLinkUrl, sendPasswordLinkEmail } from '../core/password-link.js';
import { hashPassword } from '../core/passwords.js';
import { destroySessionsOfUser, hashToken } from '../core/session.js';
import { findUserByLogin } from './login-service.js';

const RESET_SENT = {
  en: (email: string) =>
    `If an account exists for ${email}, a link to reset the password was sent to it. Check your spam folder if it does not arrive.`,
  fr: (email: string) =>
    `Si un compte existe pour ${email}, un lien pour réinitialiser le mot de passe y a été envoyé. Vérifiez vos courriels indésirables s’il n’arrive pas.`,
};

const RESET_EMAIL = {
  en: {
    subject: 'Reset your Tenderbox password',
    body: (name: string, link: string) =>
      `Hello ${name},\n\nSomeone asked to reset the password of your Tenderbox account. To choose a new password, open this link within ${PASSWORD_RESET_MINUTES} minutes:\n\n${link}\n\nIf you did not ask for this, ignore this email: your password stays as it is.`,
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Tenderbox',
    body: (name: string, link: string) =>
      `Bonjour ${name},\n\nQuelqu’un a demandé la réinitialisation du mot de passe de votre compte Tenderbox. Pour choisir un nouveau mot de passe, ouvrez ce lien dans les ${PASSWORD_RESET_MINUTES} minutes :\n\n${link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce courriel : votre mot de passe reste inchangé.`,
  },
};

/**
 * Forgot password: emails a single-use link valid for 60 minutes to an active account of the agency. The
 * answer is the same whether or not the account exists, so it cannot be used to discover accounts.
 */
export async function requestPasswordReset(
  input: { email: string; domain: string },
  lang: Language,
  requestOrigin: string | undefined,
): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase();
  const answer = { message: RESET_SENT[lang](input.email.trim()) };
  const link = await getItem(CustomerDomain, { domain: input.domain.trim().toLowerCase() });
  const user = link ? await findUserByLogin(link.customerId, email) : null;
  if (!user || !user.active || user.email !== email) {
    logger.info('Password reset for no active account', { domain: input.domain });
    return answer;
  }
  const resetLink = newPasswordLink({
    customerId: user.customerId,
    userId: user.userId,
    email,
    lifetimeSeconds: PASSWORD_RESET_MINUTES * 60,
  });
  await transact([resetLink.item]);
  const url = passwordLinkUrl(requestOrigin, email, resetLink.token);
  const template = RESET_EMAIL[lang];
  await sendPasswordLinkEmail({
    to: email,
    subject: template.subject,
    text: template.body(user.firstName, url),
    url,
  });
  return answer;
}

async function liveReset(email: string, token: string) {
  const data = await getItem(PasswordReset, { tokenHash: hashToken(token) });
  // A supplier portal's link names a vendor and a supplier user, never an agency's user (decision 045).
  const valid =
    data &&
    !data.purpose?.startsWith('supplier') &&
    !data.usedAt &&
    data.expiresAt * 1000 > Date.now() &&
    data.email === email.trim().toLowerCase();
  if (!valid) throw new AppError('passwordResetInvalid');
  return data;
}

/** Checks a link before the new-password form shows. */
export async function verifyResetToken(email: string, token: string): Promise<{ valid: true }> {
  await liveReset(email, token);
  return { valid: true };
}

/**
 * Sets the new password: the token is spent, the password replaced, the account unlocked (the emailed link
 * proves the owner) and its sessions ended, in one transaction with the audit event; a token used twice
 * loses the race and is refused.
 */
export async function changeForgottenPassword(
  input: { email: string; token: string; newPassword: string },
  lang: Language,
): Promise<{ message: string }> {
  const reset = await liveReset(input.email, input.token);
  const broken = brokenPasswordRules(input.newPassword);
  if (broken.length > 0) {
    throw new AppError('passwordNotComplex', {
      fields: [{ field: 'body.newPassword', code: 'invalid', message: fieldMessage('invalid', lang) }],
      details: { broken },
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const key = { customerId: reset.customerId, userId: reset.userId };
  // The reset unlocks the account: the failures counted against it go with the lock.
  const counters = [tx.delete(LoginFailure, { agency: reset.customerId, userId: reset.userId })];
  try {
    await transactAudited(
      { ...key, actorId: reset.userId, entityType: 'user', entityId: reset.userId, action: 'passwordReset' },
      [
        tx.update(
          PasswordReset,
          { tokenHash: reset.tokenHash },
          { set: { usedAt: new Date().toISOString() } },
          { expression: 'attribute_not_exists(#usedAt)', names: { '#usedAt': 'usedAt' } },
        ),
        tx.update(User, key, {
          set: { passwordHash, failedLogins: 0 },
          remove: ['lockedAt', 'invitationTokenHash'],
        }),
        ...counters,
      ],
    );
  } catch (error) {
    if (isConditionFailure(error) || (error as { code?: string }).code === 'conflict') {
      throw new AppError('passwordResetInvalid', { cause: error });
    }
    throw error;
  }
  await destroySessionsOfUser(reset.customerId, reset.userId);
  return {
    message:
      lang === 'fr'
        ? 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.'
        : 'Your password was changed. You can now log in.',
  };
}
