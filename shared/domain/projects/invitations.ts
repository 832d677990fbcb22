/**
 * Build → invitations (docs/product/tender.md#invitations): the suppliers invited to bid. Until the supplier
 * directory exists an invitation names an email address and a company; findInvitationProblem allows only one
 * invitation per address, compared ignoring case and surrounding spaces. Pure rules, used by the browser and
 * the server.
 */
import { isValidEmail } from '../email-address.js';
import { STATUSES_AFTER_CLOSE, type ProjectStatus } from './project-types.js';

/** At most this many invitations per project (a page of the invitation list holds them all). */
export const INVITATIONS_MAX = 500;
export const INVITATION_COMPANY_MAX_LENGTH = 255;
export const INVITATION_CONTACT_MAX_LENGTH = 255;
export const INVITATION_CITY_MAX_LENGTH = 100;

/** Two addresses are one invitation when they match ignoring case and surrounding spaces. */
export function invitationAddressKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Suppliers can be invited and removed until the project closes (an open invitational bid may add one). */
export function canChangeInvitations(status: ProjectStatus): boolean {
  return !STATUSES_AFTER_CLOSE.includes(status);
}

export type InvitationProblem = 'invitationEmailInvalid' | 'invitationExists' | 'invitationsTooMany';

/**
 * Why an invitation to `email` cannot be added to a project that already invites `invited`, or undefined.
 * The browser shows it at the field; the server decides with the same function and its unique claim.
 */
export function findInvitationProblem(
  email: string,
  invited: readonly string[],
): InvitationProblem | undefined {
  if (!isValidEmail(email)) return 'invitationEmailInvalid';
  const key = invitationAddressKey(email);
  if (invited.some((address) => invitationAddressKey(address) === key)) return 'invitationExists';
  if (invited.length >= INVITATIONS_MAX) return 'invitationsTooMany';
  return undefined;
}
