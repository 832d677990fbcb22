/**
 * Project and contract dates (docs/product/projects.md#dates). Dates are stored as UTC ISO instants and
 * entered and shown in the agency's time zone; the conversion between the two is @date-fns/tz's (decision
 * 022), never offset arithmetic of our own. The rules take instants and report every broken rule at once,
 * each with the field to focus and its catalogue code.
 */
import { TZDate } from '@date-fns/tz';
import type { ErrorCode } from '../../errors.js';

// ---------------------------------------------------------------------------------------- stored dates

/**
 * This value means "not set" (docs/product/projects.md#dates); so does anything later (dates after year 9999
 * are empty).
 */
export const NOT_SET_DATE = '9999-12-31T23:59:59';

/** The agency's minimum bid period (control panel → source settings): 0 sets none, at most a year. */
export const MINIMUM_BID_PERIOD_MAX_DAYS = 365;

/**
 * A bid period shorter than the agency's minimum, in whole days from the publication (or now, when a
 * publication not yet made is already due) to the closing: a warning, not a refusal, since a buyer may have reasons (an
 * emergency, a short quote). Undefined when there is no minimum, no closing, or the period is long enough.
 */
export function findBidPeriodShortfall(input: {
  publishDate?: string | null | undefined;
  closingDate?: string | null | undefined;
  minimumDays: number;
  /** Out already: the period began at its publication; otherwise it begins when it will be published. */
  isPublished: boolean;
  now: Date;
}): { days: number; minimumDays: number } | undefined {
  const closing = readStoredDate(input.closingDate);
  if (input.minimumDays <= 0 || !closing) return undefined;
  const published = readStoredDate(input.publishDate);
  const start =
    published && (input.isPublished || published.getTime() > input.now.getTime()) ? published : input.now;
  const days = Math.floor((closing.getTime() - start.getTime()) / DAY_MS);
  return days < input.minimumDays ? { days: Math.max(0, days), minimumDays: input.minimumDays } : undefined;
}
const NOT_SET_INSTANT = Date.parse(`${NOT_SET_DATE}Z`);

const ISO_INSTANT =
  /^(?<year>[+-]\d{6}|\d{4})-(?<month>\d{2})-(?<day>\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?<zone>Z|[+-]\d{2}:?\d{2})?$/;

/** Epoch milliseconds of an ISO instant, NaN when it is not one (Date.parse alone accepts 30 February). */
function parseInstant(value: string): number {
  const text = value.trim();
  const groups = ISO_INSTANT.exec(text)?.groups;
  if (!groups) return NaN;
  const [year, month, day] = [groups.year, groups.month, groups.day].map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return NaN;
  // Stored dates are UTC: a value written without a zone is read as UTC, not as the host's local time.
  return Date.parse(groups.zone ? text : `${text}Z`);
}

/** The instant a stored date holds, or undefined when it is empty, not set, after 9999 or not a date. */
export function readStoredDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const time = parseInstant(value);
  if (Number.isNaN(time) || time >= NOT_SET_INSTANT) return undefined;
  return new Date(time);
}

/** True when a non-empty stored value is not a date at all (as opposed to empty or not set). */
export function isUnreadableDate(value: string | null | undefined): boolean {
  return Boolean(value) && Number.isNaN(parseInstant(value ?? ''));
}

// ----------------------------------------------------------------------------------------- time zones

/** A wall-clock time in the agency's zone, as a datetime-local input holds it: 2026-03-08T02:30. */
export interface LocalDateTime {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const wallOf = (instant: Date, timeZone: string): LocalDateTime => {
  const zoned = new TZDate(instant.getTime(), timeZone);
  return {
    year: zoned.getFullYear(),
    month: zoned.getMonth() + 1,
    day: zoned.getDate(),
    hour: zoned.getHours(),
    minute: zoned.getMinutes(),
  };
};

const sameWall = (a: LocalDateTime, b: LocalDateTime) =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;

export type ZonedResult =
  | { ok: true; instant: Date; ambiguous: boolean }
  | { ok: false; code: Extract<ErrorCode, 'localTimeSkipped' | 'dateInvalid'> };

const MINUTE = 60_000;
/** Daylight-saving shifts are 30 or 60 minutes; a wall time can recur that far apart. */
const SHIFTS = [-60, -30, 30, 60].map((minutes) => minutes * MINUTE);

/**
 * The instant of a wall-clock time in a time zone.
 * - A time the clocks skip (2026-03-08 02:30 in America/Toronto) is refused with localTimeSkipped: a
 *   closing time that does not exist must be chosen again, not moved silently.
 * - A time that happens twice (2026-11-01 01:30 in America/Toronto) is the first of the two (the
 *   daylight-time one, the earlier instant: a deadline never lands later than the user could mean), and
 *   `ambiguous` says so, for the screen to show the offset.
 */
export function zonedToInstant(local: LocalDateTime, timeZone: string): ZonedResult {
  const { year, month, day, hour, minute } = local;
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (!sameWall(wallOf(probe, 'UTC'), local)) return { ok: false, code: 'dateInvalid' };
  const chosen = new Date(new TZDate(year, month - 1, day, hour, minute, 0, timeZone).getTime());
  const candidates = [chosen, ...SHIFTS.map((shift) => new Date(chosen.getTime() + shift))].filter(
    (instant) => sameWall(wallOf(instant, timeZone), local),
  );
  if (candidates.length === 0) return { ok: false, code: 'localTimeSkipped' };
  const earliest = candidates.reduce((a, b) => (b.getTime() < a.getTime() ? b : a));
  return { ok: true, instant: earliest, ambiguous: candidates.length > 1 };
}

/** The wall-clock time of an instant in a time zone (what the screen shows and pre-fills). */
export function instantToZoned(instant: Date, timeZone: string): LocalDateTime {
  return wallOf(instant, timeZone);
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A datetime-local input value (YYYY-MM-DDTHH:mm) in the agency's zone → the UTC ISO instant to store. */
export function localInputToStored(
  value: string,
  timeZone: string,
): { ok: true; stored: string; ambiguous: boolean } | { ok: false; code: ErrorCode } {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return { ok: false, code: 'dateInvalid' };
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const result = zonedToInstant({ year, month, day, hour, minute }, timeZone);
  return result.ok ? { ok: true, stored: result.instant.toISOString(), ambiguous: result.ambiguous } : result;
}

/** A stored date → the datetime-local input value in the agency's zone ('' when empty or not set). */
export function storedToLocalInput(stored: string | null | undefined, timeZone: string): string {
  const instant = readStoredDate(stored);
  if (!instant) return '';
  const w = instantToZoned(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

// ------------------------------------------------------------------------------------------ the rules

export interface DateProblem {
  /** The field to focus (the project field name; a meeting as meetings.<id>). */
  field: string;
  code: ErrorCode;
}

/** The project's dates, as instants (readStoredDate): docs/product/projects.md#dates. */
export interface ProjectDates {
  publishDate?: Date | undefined;
  closingDate?: Date | undefined;
  questionDeadline?: Date | undefined;
  registrationDeadline?: Date | undefined;
  estimatedAwardDate?: Date | undefined;
  estimatedAvailabilityDate?: Date | undefined;
  plannedNoticeDate?: Date | undefined;
  incompleteQuestionNoticeDate?: Date | undefined;
  meetings?: readonly { id: string; date?: Date | undefined }[];
}

export type ProjectDateField = Exclude<keyof ProjectDates, 'meetings'>;

/** Every date field of a project, in the order of ProjectDates. */
export const PROJECT_DATE_FIELDS: readonly ProjectDateField[] = [
  'publishDate',
  'closingDate',
  'questionDeadline',
  'registrationDeadline',
  'estimatedAwardDate',
  'estimatedAvailabilityDate',
  'plannedNoticeDate',
  'incompleteQuestionNoticeDate',
];

/**
 * A project's stored dates as the date rules read them: each field an instant (or undefined), and its
 * meetings that are not deleted. The server checks a save with it, the Build pages the same values first.
 */
export function storedProjectDates(project: {
  readonly [field: string]: unknown;
  meetings?: readonly { meetingId: string; startsAt?: string | undefined; deleted?: boolean | undefined }[];
}): ProjectDates {
  return {
    ...Object.fromEntries(
      PROJECT_DATE_FIELDS.map((field) => [
        field,
        readStoredDate(project[field] as string | null | undefined),
      ]),
    ),
    meetings: (project.meetings ?? [])
      .filter((meeting) => !meeting.deleted)
      .map((meeting) => ({ id: meeting.meetingId, date: readStoredDate(meeting.startsAt) })),
  };
}

export interface DateRuleContext {
  now: Date;
  /**
   * The "after now" rules apply to the dates being changed: a published project keeps its past publish
   * date when another field is saved. Absent: every date is checked.
   */
  changedFields?: readonly ProjectDateField[];
  /** The incomplete-question notice is required when the project takes supplier questions. */
  takesQuestions: boolean;
}

const ms = (date: Date) => date.getTime();
const both = (a: Date | undefined, b: Date | undefined): [Date, Date] | undefined =>
  a && b ? [a, b] : undefined;

/** A rule between two dates: broken when both are set and `holds` is false. */
interface PairRule {
  field: ProjectDateField;
  other: ProjectDateField;
  holds: (value: Date, other: Date) => boolean;
  code: ErrorCode;
}

const PAIR_RULES: readonly PairRule[] = [
  {
    field: 'publishDate',
    other: 'closingDate',
    holds: (p, c) => ms(p) < ms(c),
    code: 'publishNotBeforeClosing',
  },
  {
    field: 'publishDate',
    other: 'questionDeadline',
    holds: (p, q) => ms(p) < ms(q),
    code: 'publishNotBeforeQuestionDeadline',
  },
  {
    field: 'closingDate',
    other: 'questionDeadline',
    holds: (c, q) => ms(c) >= ms(q),
    code: 'closingBeforeQuestionDeadline',
  },
  {
    field: 'registrationDeadline',
    other: 'closingDate',
    holds: (r, c) => ms(r) <= ms(c),
    code: 'registrationDeadlineAfterClosing',
  },
  {
    field: 'estimatedAwardDate',
    other: 'closingDate',
    holds: (a, c) => ms(a) > ms(c),
    code: 'estimatedAwardNotAfterClosing',
  },
  {
    field: 'estimatedAvailabilityDate',
    other: 'publishDate',
    holds: (e, p) => ms(e) < ms(p),
    code: 'estimatedAvailabilityNotBeforePublish',
  },
  {
    field: 'estimatedAvailabilityDate',
    other: 'plannedNoticeDate',
    holds: (e, n) => ms(e) > ms(n),
    code: 'estimatedAvailabilityNotAfterPlannedNotice',
  },
  {
    field: 'incompleteQuestionNoticeDate',
    other: 'publishDate',
    holds: (i, p) => ms(i) > ms(p),
    code: 'incompleteQuestionNoticeNotAfterPublish',
  },
];

const FUTURE_RULES: readonly { field: ProjectDateField; code: ErrorCode }[] = [
  { field: 'publishDate', code: 'publishDateInPast' },
  { field: 'closingDate', code: 'closingDateInPast' },
  { field: 'questionDeadline', code: 'questionDeadlineInPast' },
  { field: 'registrationDeadline', code: 'registrationDeadlineInPast' },
];

/** Every broken date rule (docs/product/projects.md#dates), in a stable order. */
export function findProjectDateProblems(dates: ProjectDates, context: DateRuleContext): DateProblem[] {
  const problems: DateProblem[] = [];
  for (const { field, code } of FUTURE_RULES) {
    const value = dates[field];
    const checked = !context.changedFields || context.changedFields.includes(field);
    if (value && checked && ms(value) <= ms(context.now)) problems.push({ field, code });
  }
  for (const rule of PAIR_RULES) {
    const pair = both(dates[rule.field], dates[rule.other]);
    if (pair && !rule.holds(...pair)) problems.push({ field: rule.field, code: rule.code });
  }
  for (const meeting of dates.meetings ?? []) {
    const { date } = meeting;
    const afterPublish = !date || !dates.publishDate || ms(date) >= ms(dates.publishDate);
    const beforeClosing = !date || !dates.closingDate || ms(date) <= ms(dates.closingDate);
    if (!afterPublish || !beforeClosing)
      problems.push({ field: `meetings.${meeting.id}`, code: 'meetingOutsideBidPeriod' });
  }
  if (context.takesQuestions && !dates.incompleteQuestionNoticeDate)
    problems.push({ field: 'incompleteQuestionNoticeDate', code: 'incompleteQuestionNoticeRequired' });
  return problems;
}

// ------------------------------------------------------------------------------------- contract dates

/**
 * Contract dates (docs/product/projects.md#dates), as stored strings: an unreadable one is reported, not
 * ignored.
 */
export interface ContractDates {
  firmPricingStart?: string | undefined;
  firmPricingEnd?: string | undefined;
  initialTermStart?: string | undefined;
  initialTermEnd?: string | undefined;
  optionalTermStart?: string | undefined;
  optionalTermEnd?: string | undefined;
  warrantyStart?: string | undefined;
  warrantyEnd?: string | undefined;
  substantialCompletion?: string | undefined;
}

type ContractDateField = keyof ContractDates;

const CONTRACT_RULES: readonly {
  field: ContractDateField;
  other: ContractDateField;
  code: ErrorCode;
  after: boolean;
}[] = [
  {
    field: 'firmPricingStart',
    other: 'firmPricingEnd',
    code: 'contractFirmPricingStartNotBeforeEnd',
    after: false,
  },
  {
    field: 'initialTermStart',
    other: 'initialTermEnd',
    code: 'contractInitialTermStartNotBeforeEnd',
    after: false,
  },
  {
    field: 'optionalTermStart',
    other: 'optionalTermEnd',
    code: 'contractOptionalTermStartNotBeforeEnd',
    after: false,
  },
  { field: 'warrantyStart', other: 'warrantyEnd', code: 'contractWarrantyStartNotBeforeEnd', after: false },
  {
    field: 'substantialCompletion',
    other: 'initialTermStart',
    code: 'contractSubstantialCompletionNotAfterStart',
    after: true,
  },
];

/** Every broken contract date rule: unreadable dates first, then each start before its end. */
export function findContractDateProblems(dates: ContractDates): DateProblem[] {
  const problems: DateProblem[] = [];
  for (const [field, value] of Object.entries(dates)) {
    if (isUnreadableDate(value as string | undefined)) problems.push({ field, code: 'dateInvalid' });
  }
  for (const rule of CONTRACT_RULES) {
    const pair = both(readStoredDate(dates[rule.field]), readStoredDate(dates[rule.other]));
    if (!pair) continue;
    const [value, other] = pair;
    const holds = rule.after ? ms(value) > ms(other) : ms(value) < ms(other);
    if (!holds) problems.push({ field: rule.field, code: rule.code });
  }
  return problems;
}

const DAY_MS = 86_400_000;

/**
 * The days notified before a contract expires (docs/product/projects.md#dates) must not exceed the contract's
 * term, from its initial start to its initial end (checked when both are set).
 */
export function findContractNoticeProblem(
  daysNotifiedBeforeExpiry: number | undefined,
  dates: ContractDates,
): DateProblem | undefined {
  if (daysNotifiedBeforeExpiry === undefined) return undefined;
  const term = both(readStoredDate(dates.initialTermStart), readStoredDate(dates.initialTermEnd));
  if (!term) return undefined;
  const termDays = Math.floor((ms(term[1]) - ms(term[0])) / DAY_MS);
  return daysNotifiedBeforeExpiry > termDays
    ? { field: 'daysNotifiedBeforeExpiry', code: 'contractNoticeExceedsTerm' }
    : undefined;
}
