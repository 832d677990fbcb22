import { inject } from 'vitest';
import { eventually } from './api.js';

export interface StoredEmail {
  messageId: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** When the mailbox received it, in seconds of the system's clock (not the stack's: see MailboxMark). */
  at: number;
}

/** Every email the product sent, from the local mailbox (aws-ses-v2-local), oldest first. */
export async function mailbox(): Promise<StoredEmail[]> {
  const endpoint = inject('stackEnv').AWS_ENDPOINT_URL_SESV2;
  const response = await fetch(`${endpoint}/store`);
  return ((await response.json()) as { emails: StoredEmail[] }).emails;
}

/**
 * A place in the local mailbox: "the mails sent since". aws-ses-v2-local stamps each mail with the system's
 * clock, which a test's move of the stack's clock (decision 074) leaves behind, so a test tells new mail by
 * the mailbox's order (it only appends, and is never cleared) rather than by a time.
 */
export interface MailboxMark {
  readonly count: number;
}

/** Marks the mailbox as it is now: mailSince() then answers only what is sent after. */
export async function markMailbox(): Promise<MailboxMark> {
  return { count: (await mailbox()).length };
}

/** The emails sent after `mark`, oldest first. */
export async function mailSince(mark: MailboxMark): Promise<StoredEmail[]> {
  return (await mailbox()).slice(mark.count);
}

/** Waits for the newest email to an address sent after `since` (a mark of the mailbox). */
export async function latestEmailTo(address: string, since: MailboxMark): Promise<StoredEmail> {
  return eventually(async () =>
    (await mailSince(since)).filter((e) => e.destination.to.includes(address)).at(-1),
  );
}
