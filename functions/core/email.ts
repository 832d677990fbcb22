import { SendEmailCommand, type SendEmailCommandOutput } from '@aws-sdk/client-sesv2';
import { canadianLocale } from '../../shared/domain/locale.js';
import { ses } from './aws/ses.js';
import { env } from './env.js';
import { metrics } from './metrics.js';

export interface OutgoingEmail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends one email through SES (locally: the mailbox of aws-ses-v2-local), counted as EmailsSent or, when
 * SES refuses it or cannot be reached, EmailsFailed (functions/core/metrics.ts) before the error goes on.
 */
export async function sendEmail(email: OutgoingEmail): Promise<string | undefined> {
  let result: SendEmailCommandOutput;
  try {
    result = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: env().MAIL_FROM,
        Destination: { ToAddresses: email.to },
        Content: {
          Simple: {
            Subject: { Data: email.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: email.text, Charset: 'UTF-8' },
              ...(email.html ? { Html: { Data: email.html, Charset: 'UTF-8' } } : {}),
            },
          },
        },
      }),
    );
  } catch (error) {
    metrics.count('EmailsFailed');
    throw error;
  }
  metrics.count('EmailsSent');
  return result.MessageId;
}

/** The origin links in emails point to: the caller's own origin when it is one of the app's, else the first. */
export function appOriginFor(requestOrigin: string | undefined): string {
  const origins = env()
    .APP_ORIGINS.split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const asked = requestOrigin?.replace(/\/$/, '');
  return asked && origins.includes(asked) ? asked : (origins[0] ?? 'http://localhost:3000');
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * An instant as an agency reads it, in its time zone and language, naming the zone:
 * "Monday, March 10, 2027 at 9:00 a.m. (America/Toronto)". Emails have no browser to format dates.
 */
export function formatInstant(instant: string, timeZone: string, lang: 'en' | 'fr'): string {
  return new Intl.DateTimeFormat(canadianLocale(lang), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  })
    .format(new Date(instant))
    .concat(` (${timeZone})`);
}

/** The HTML twin of a plain-text email: its paragraphs, escaped. */
export const htmlOf = (text: string) =>
  `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>').replace(/\n/g, '<br>')}</p>`;
