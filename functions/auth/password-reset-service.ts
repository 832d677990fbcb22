import { PASSWORD_RESET_MINUTES } from '../../shared/constants.js';
import { brokenPasswordRules } from '../../shared/domain/password-policy.js';
import { fieldMessage, type Language } from '../../shared/errors.js';
import { AppError } from '../core/app-error.js';
import { nowIso, nowMs } from '../core/clock.js';
import { CustomerDomain } from '../core/db/entities/customer-domain.js';
import { LoginFailure } from '../core/db/entities/login-failure.js';
import { PasswordReset, type PasswordResetItem } from '../core/db/entities/password-reset.js';
import { User, type UserItem } from '../core/db/entities/user.js';
import { getItem, isConditionFailure } from '../core/db/ops.js';
import { transact, transactAudited, tx } from '../core/db/transaction.js';
import { answerNoSoonerThan } from '../core/accounts/even-timing.js';
import { logger } from '../core/logger.js';
import { newPasswordLink, passwordLinkUrl, sendPasswordLinkEmail } from '../core/accounts/password-link.js';
import { hashPassword } from '../core/accounts/passwords.js';
import { destroySessionsOfUser, hashToken } from '../core/session.js';
import { throttle } from '../core/accounts/throttle.js';
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
 * answer is the same whether or not the account exists, so it cannot be used to discover accounts: the same
 * throttle (by the address typed, at the domain typed), the same token work, and no sooner than the same
 * floor. The new link replaces the account's older ones (User.resetTokenHash).
 */
export async function requestPasswordReset(
  input: { email: string; domain: string },
  lang: Language,
  requestOrigin: string | undefined,
): Promise<{ message: string }> {
  const started = performance.now();
  const email = input.email.trim().toLowerCase();
  const domain = input.domain.trim().toLowerCase();
  const answer = { message: RESET_SENT[lang](input.email.trim()) };
  await throttle('passwordReset', `${domain}:${email}`);
  const link = await getItem(CustomerDomain, { domain });
  const user = link ? await findUserByLogin(link.customerId, email) : null;
  const account = user && user.active && user.email === email ? user : null;
  const resetLink = newPasswordLink({
    customerId: account?.customerId ?? link?.customerId ?? '',
    userId: account?.userId ?? '',
    email,
    lifetimeSeconds: PASSWORD_RESET_MINUTES * 60,
  });
  if (!account) {
    logger.info('Password reset for no active account', { domain: input.domain });
    await answerNoSoonerThan(started);
    return answer;
  }
  await transact([
    resetLink.item,
    tx.update(
      User,
      { customerId: account.customerId, userId: account.userId },
      { set: { resetTokenHash: resetLink.tokenHash } },
    ),
  ]);
  const url = passwordLinkUrl(requestOrigin, email, resetLink.token);
  const template = RESET_EMAIL[lang];
  await sendPasswordLinkEmail({
    to: email,
    subject: template.subject,
    text: template.body(account.firstName, url),
    url,
  });
  await answerNoSoonerThan(started);
  return answer;
}

/**
 * The stored link a token names, if it may still set the password: of a buyer's kind, unspent, on time, for
 * this address, and still the account's live link of its kind (the newest reset link, or the pending
 * invitation), which a newer link or a password change ends.
 */
async function liveReset(email: string, token: string) {
  const data = await getItem(PasswordReset, { tokenHash: hashToken(token) });
  // A supplier portal's link names a vendor and a supplier user, never an agency's user (decision 045).
  const valid =
    data &&
    !data.purpose?.startsWith('supplier') &&
    !data.usedAt &&
    data.expiresAt * 1000 > nowMs() &&
    data.email === email.trim().toLowerCase();
  if (!valid) throw new AppError('passwordResetInvalid');
  const user = await getItem(User, { customerId: data.customerId, userId: data.userId });
  if (!user || liveLinkOf(user, data.purpose) !== data.tokenHash) throw new AppError('passwordLinkReplaced');
  return data;
}

/** Where the account keeps the hash of its live link of this kind. */
const liveLinkField = (purpose: PasswordResetItem['purpose']) =>
  purpose === 'invitation' ? ('invitationTokenHash' as const) : ('resetTokenHash' as const);

const liveLinkOf = (user: UserItem, purpose: PasswordResetItem['purpose']) => user[liveLinkField(purpose)];

/** Checks a link before the new-password form shows. */
export async function verifyResetToken(email: string, token: string): Promise<{ valid: true }> {
  await liveReset(email, token);
  return { valid: true };
}

/**
 * Sets the new password: the token is spent, the password replaced, the account's other links ended, the
 * account unlocked (the emailed link proves the owner) and all its sessions ended (nobody is signed in on a
 * reset), in one transaction with the audit event; a token used twice
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
          { set: { usedAt: nowIso() } },
          { expression: 'attribute_not_exists(#usedAt)', names: { '#usedAt': 'usedAt' } },
        ),
        // Every other set-password link of the account ends with this change: the condition makes a
        // link replaced meanwhile lose, and the removal ends the rest.
        tx.update(
          User,
          key,
          {
            set: { passwordHash, failedLogins: 0 },
            remove: ['lockedAt', 'invitationTokenHash', 'resetTokenHash'],
          },
          {
            expression: '#live = :token',
            names: { '#live': liveLinkField(reset.purpose) },
            values: { ':token': reset.tokenHash },
          },
        ),
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
