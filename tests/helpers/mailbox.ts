import { inject } from 'vitest';
import { eventually } from './api.js';

export interface StoredEmail {
  messageId: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** Every email the product sent, from the local mailbox (aws-ses-v2-local). */
export async function mailbox(): Promise<StoredEmail[]> {
  const endpoint = inject('stackEnv').AWS_ENDPOINT_URL_SESV2;
  const response = await fetch(`${endpoint}/store`);
  return ((await response.json()) as { emails: StoredEmail[] }).emails;
}

/** Waits for the newest email to an address sent after `since` (epoch milliseconds; the mailbox stores seconds). */
export async function latestEmailTo(address: string, since: number): Promise<StoredEmail> {
  return eventually(async () => {
    const mine = (await mailbox()).filter(
      (e) => e.destination.to.includes(address) && e.at * 1000 >= since - 1000,
    );
    return mine.at(-1);
  });
}
