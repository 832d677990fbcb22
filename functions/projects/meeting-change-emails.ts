/**
 * Registered suppliers are emailed when a bid meeting they registered to moves or is cancelled (decision
 * 050; decision 049 left it out): after the project's save commits, each company registered to a changed
 * meeting gets one email at its primary contact's address, in the language it registered in, else in English
 * and French. A failed send is logged and does not undo the save (the meeting did change).
 */
import { meetingNotices, type MeetingNotice } from '../../shared/domain/meetings/bid-meetings.js';
import {
  projectRegistrations,
  storedMeetings,
  type StoredMeeting,
} from '../core/meetings/project-meetings.js';
import { now as clockNow } from '../core/clock.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { Vendor } from '../core/db/entities/vendor.js';
import { getItem } from '../core/db/ops.js';
import { appOriginFor, formatInstant, htmlOf, sendEmail } from '../core/email.js';
import { logger } from '../core/logger.js';

type Lang = 'en' | 'fr';

export interface MeetingNoticeFacts {
  agencyName: string;
  timeZone: string;
  bid: string;
  companyName: string;
  link: string;
  notice: MeetingNotice<StoredMeeting>;
}

const TEXTS = {
  en: {
    changed: 'Meeting changed',
    cancelled: 'Meeting cancelled',
    unknownDate: 'date to be announced',
    changedBody: (f: MeetingNoticeFacts, title: string) =>
      `${f.agencyName} changed the meeting "${title}" of ${f.bid}, which ${f.companyName} registered to attend.`,
    cancelledBody: (f: MeetingNoticeFacts, title: string) =>
      `${f.agencyName} cancelled the meeting "${title}" of ${f.bid}, which ${f.companyName} registered to attend.`,
    now: 'Now',
    before: 'Before',
    was: 'It was to be held',
    at: 'at',
    see: "The bid's meetings and your registrations",
  },
  fr: {
    changed: 'Réunion modifiée',
    cancelled: 'Réunion annulée',
    unknownDate: 'date à venir',
    changedBody: (f: MeetingNoticeFacts, title: string) =>
      `${f.agencyName} a modifié la réunion « ${title} » de ${f.bid}, à laquelle ${f.companyName} s’est inscrite.`,
    cancelledBody: (f: MeetingNoticeFacts, title: string) =>
      `${f.agencyName} a annulé la réunion « ${title} » de ${f.bid}, à laquelle ${f.companyName} s’est inscrite.`,
    now: 'Désormais',
    before: 'Auparavant',
    was: 'Elle devait avoir lieu',
    at: 'à l’adresse',
    see: 'Les réunions de l’appel d’offres et vos inscriptions',
  },
} as const;

/** French sets a space before the colon. */
const colon = (lang: Lang) => (lang === 'fr' ? ' : ' : ': ');

/** When and where a meeting is held, in the agency's zone. */
function whenAndWhere(meeting: StoredMeeting, f: MeetingNoticeFacts, lang: Lang): string {
  const t = TEXTS[lang];
  const starts = meeting.startsAt ? formatInstant(meeting.startsAt, f.timeZone, lang) : t.unknownDate;
  const ends = meeting.endsAt ? ` – ${formatInstant(meeting.endsAt, f.timeZone, lang)}` : '';
  return `${starts}${ends}, ${t.at} ${meeting.location}`;
}

function body(f: MeetingNoticeFacts, lang: Lang): string {
  const t = TEXTS[lang];
  const { notice } = f;
  const title = notice.before.description ?? notice.before.location;
  const lines =
    notice.kind === 'changed' && notice.after
      ? [
          t.changedBody(f, title),
          '',
          `${t.now}${colon(lang)}${whenAndWhere(notice.after, f, lang)}`,
          `${t.before}${colon(lang)}${whenAndWhere(notice.before, f, lang)}`,
        ]
      : [t.cancelledBody(f, title), '', `${t.was}${colon(lang)}${whenAndWhere(notice.before, f, lang)}`];
  return [...lines, '', `${t.see}${colon(lang)}${f.link}`].join('\n');
}

/** The email of one notice: in the supplier's language, or English then French when it is not known. */
export function meetingNoticeEmail(f: MeetingNoticeFacts, lang: Lang | undefined) {
  const langs: Lang[] = lang ? [lang] : ['en', 'fr'];
  const subject = langs.map((l) => `${TEXTS[l][f.notice.kind]}${colon(l)}${f.bid}`).join(' / ');
  const text = langs.map((l) => body(f, l)).join('\n\n---\n\n');
  return { subject, text, html: htmlOf(text) };
}

/**
 * Emails the suppliers registered to the meetings a save moved or cancelled. `before` and `after` are the
 * project as it was and as saved. Returns how many emails went out.
 */
export async function emailMeetingChanges(
  before: Record<string, unknown> & { customerId: string; projectId: string },
  after: Record<string, unknown>,
  now = clockNow(),
): Promise<number> {
  const notices = meetingNotices(storedMeetings(before), storedMeetings(after), now);
  if (notices.length === 0) return 0;
  const { customerId, projectId } = before;
  const [registrations, agency] = await Promise.all([
    projectRegistrations(customerId, projectId),
    getItem(CustomerHeader, { customerId }),
  ]);
  const facts = agency as { displayName?: string; domain?: string; timeZone?: string } | undefined;
  const named = after as { number?: string; name?: string };
  const bid = [named.number, named.name].filter(Boolean).join(' ');
  const link = `${appOriginFor(undefined)}/portal/bids/${encodeURIComponent(facts?.domain ?? '')}/${projectId}/meetings`;
  let sent = 0;
  for (const notice of notices) {
    for (const registration of registrations) {
      if (registration.meetingId !== notice.before.meetingId || !registration.vendorId) continue;
      try {
        const vendor = await getItem(Vendor, { vendorId: registration.vendorId });
        const to = vendor?.contacts.find((c) => c.primary)?.email ?? vendor?.primaryEmail;
        if (!to) continue;
        await sendEmail({
          to: [to],
          ...meetingNoticeEmail(
            {
              agencyName: facts?.displayName ?? '',
              timeZone: facts?.timeZone ?? 'America/Toronto',
              bid,
              companyName: registration.companyName,
              link,
              notice,
            },
            registration.language,
          ),
        });
        sent += 1;
      } catch (error) {
        logger.warn('Meeting change email not sent', {
          projectId,
          meetingId: notice.before.meetingId,
          vendorId: registration.vendorId,
          error: (error as Error).message,
        });
      }
    }
  }
  return sent;
}
