/**
 * A meeting's sign-in sheet (GenerateSignInSheetPDF and Excel, docs/product/tender.md#bid-meetings, decision
 * 049) as data, for the PDF and the Excel writers alike: the meeting, its date and time in the agency's zone,
 * its location, then a row per registered company (one per attendee named) with blank signature cells, then
 * blank rows for walk-ins. Pure, so that tests read the rows without a browser.
 */
import type { TBidMeetingsView } from '../../../../../shared/schemas/bid-meetings';

type Meeting = TBidMeetingsView['meetings'][number];

export interface SheetTexts {
  title: string;
  project: string;
  meeting: string;
  dateTime: string;
  location: string;
  mandatory: string;
  yes: string;
  no: string;
  company: string;
  attendee: string;
  signature: string;
  walkIns: string;
}

export interface SignInSheet {
  title: string;
  /** Label and value of each line above the table. */
  lines: [string, string][];
  head: [string, string, string];
  /** Company, attendee, signature (always blank): registrations first, then the blank walk-in rows. */
  rows: [string, string, string][];
  /** How many of `rows` are the registrations' (the rest are for walk-ins). */
  registeredRows: number;
}

/** Blank lines left for walk-ins at the end of the sheet. */
export const WALK_IN_ROWS = 10;

/** The meeting's start (and end) in the agency's zone, with the zone's name, in the reader's language. */
export function meetingWhen(meeting: Pick<Meeting, 'startsAt' | 'endsAt'>, timeZone: string, locale: string) {
  if (!meeting.startsAt) return '';
  const start = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(meeting.startsAt));
  const zone =
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(new Date(meeting.startsAt))
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  const end = meeting.endsAt
    ? new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(meeting.endsAt))
    : undefined;
  return `${start}${end ? ` – ${end}` : ''} (${zone})`;
}

export function signInSheet(
  view: Pick<TBidMeetingsView, 'timeZone' | 'projectName' | 'projectNumber'>,
  meeting: Meeting,
  texts: SheetTexts,
  locale: string,
): SignInSheet {
  // Walk-ins the buyer already recorded are on the sheet too, after the registrations.
  const companies = [...meeting.registrations].sort(
    (a, b) => Number(!a.vendorId) - Number(!b.vendorId) || a.companyName.localeCompare(b.companyName),
  );
  const rows: [string, string, string][] = companies.flatMap((r) =>
    (r.attendees.length > 0 ? r.attendees : ['']).map((name): [string, string, string] => [
      r.companyName,
      name,
      '',
    ]),
  );
  const registeredRows = rows.length;
  for (let i = 0; i < WALK_IN_ROWS; i += 1) rows.push(['', '', '']);
  const project = view.projectNumber ? `${view.projectNumber} · ${view.projectName}` : view.projectName;
  return {
    title: texts.title,
    lines: [
      [texts.project, project],
      [texts.meeting, meeting.description ?? ''],
      [texts.dateTime, meetingWhen(meeting, view.timeZone, locale)],
      [texts.location, meeting.location],
      [texts.mandatory, meeting.mandatory ? texts.yes : texts.no],
    ],
    head: [texts.company, texts.attendee, texts.signature],
    rows,
    registeredRows,
  };
}

/** The file's name: the sheet's title and the meeting's date (in the agency's zone). */
export function sheetFileName(meeting: Pick<Meeting, 'startsAt'>, timeZone: string, extension: string) {
  const day = meeting.startsAt
    ? new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date(meeting.startsAt))
    : 'undated';
  return `sign-in-sheet-${day}.${extension}`;
}
