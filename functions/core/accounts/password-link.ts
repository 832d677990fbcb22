import { nowMs } from '../clock.js';
import { PasswordReset, type PasswordResetItem } from '../db/entities/password-reset.js';
import { tx, type TxItem } from '../db/transaction.js';
import { appOriginFor, escapeHtml, sendEmail } from '../email.js';
import { hashToken, randomToken } from '../session.js';

/**
 * A set-password link: a single-use token stored as its hash only (PasswordReset), opened at /verifyEmail,
 * which leads to the new-password form. The forgotten-password email and the team invitation both issue
 * one; they differ only in lifetime and text (docs/decisions/020-member-invitations.md).
 */
export interface PasswordLink {
  token: string;
  tokenHash: string;
  /** The stored token, to write in the caller's transaction. */
  item: TxItem;
}

export function newPasswordLink(input: {
  customerId: string;
  userId: string;
  email: string;
  lifetimeSeconds: number;
  purpose?: PasswordResetItem['purpose'];
}): PasswordLink {
  const token = randomToken();
  const tokenHash = hashToken(token);
  const item = tx.create(PasswordReset, {
    tokenHash,
    customerId: input.customerId,
    userId: input.userId,
    email: input.email,
    expiresAt: Math.floor(nowMs() / 1000) + input.lifetimeSeconds,
    ...(input.purpose ? { purpose: input.purpose } : {}),
  });
  return { token, tokenHash, item };
}

/**
 * The address of the new-password form for this token, on the caller's origin when it is one of the app's.
 * An invitation's link says so (`purpose=invitation`): the form then greets a new member instead of saying
 * "Reset password". It changes only the screen's words; the token alone decides what the link may do.
 */
export function passwordLinkUrl(
  requestOrigin: string | undefined,
  email: string,
  token: string,
  purpose?: 'invitation',
): string {
  const query = new URLSearchParams({ email, token, ...(purpose ? { purpose } : {}) });
  return `${appOriginFor(requestOrigin)}/verifyEmail?${query.toString()}`;
}

/** Sends the link in a text email and its HTML twin, where the link is clickable. */
export async function sendPasswordLinkEmail(input: {
  to: string;
  subject: string;
  text: string;
  url: string;
}): Promise<void> {
  await sendEmail({
    to: [input.to],
    subject: input.subject,
    text: input.text,
    html: `<p>${escapeHtml(input.text)
      .replace(escapeHtml(input.url), `<a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a>`)
      .replace(/\n\n/g, '</p><p>')}</p>`,
  });
}
