/**
 * Build → invitations' vendor calls (VendorInvitations, docs/product/tender.md#invitations; decision 053
 * amended): which of another bid's invitations a copy adds, which of the agency's bids a text names, and what
 * an address typed in the invitation form is. Pure: the browser and the server read the same answers.
 */
import { invitationAddressKey } from '../projects/invitations.js';
import { isValidEmail } from '../email-address.js';

/** A copy is one transaction with two items an invitation (the record and its address claim). */
export const INVITATION_COPY_MAX = 45;
/** SearchTender answers at most this many bids. */
export const TENDER_SEARCH_MAX = 25;

/**
 * The invitations of another bid a copy adds: one per address (ignoring case), none for an address this
 * bid already invites; `skipped` counts the others.
 */
export function invitationsToCopy<T extends { email: string }>(
  source: readonly T[],
  invited: readonly string[],
): { toAdd: T[]; skipped: number } {
  const taken = new Set(invited.map(invitationAddressKey));
  const toAdd: T[] = [];
  for (const invitation of source) {
    const key = invitationAddressKey(invitation.email);
    if (taken.has(key)) continue;
    taken.add(key);
    toAdd.push(invitation);
  }
  return { toAdd, skipped: source.length - toAdd.length };
}

const folded = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** Whether a bid is named by the text: in its number or its name, ignoring case and accents; no text: all. */
export function bidMatchesText(bid: { number: string; name: string }, text: string | undefined): boolean {
  const wanted = folded(text ?? '');
  return wanted === '' || folded(bid.number).includes(wanted) || folded(bid.name).includes(wanted);
}

export type InviteeKind = 'invalid' | 'invited' | 'supplier' | 'unknown';

/**
 * What an address typed in the invitation form is: not an address yet, already invited to this bid, a
 * supplier's user (a registered or pending supplier), or unknown (the invitation makes a supplier pending
 * account setup, decision 048).
 */
export function inviteeKindOf(
  email: string,
  invited: readonly string[],
  hasSupplierUser: boolean,
): InviteeKind {
  if (!isValidEmail(email)) return 'invalid';
  const key = invitationAddressKey(email);
  if (invited.some((address) => invitationAddressKey(address) === key)) return 'invited';
  return hasSupplierUser ? 'supplier' : 'unknown';
}
