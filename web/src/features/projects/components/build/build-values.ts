/**
 * The Build forms' values, between the stored project and what the inputs hold: text as typed, money as
 * formatMoney writes it in the form's language ("1,234.50", "1 234,50"; the API's Money back), dates as
 * datetime-local values in the agency's time zone (shared/domain/projects/project-dates),
 * and back into an update of the changed fields only. Pure, so it is unit tested without a browser; the
 * rules themselves are the shared domain functions, run here before the server runs them again.
 */
import type { ErrorCode } from '../../../../../../shared/errors';
import {
  localInputToStored,
  storedProjectDates,
  storedToLocalInput,
  type ProjectDateField,
  type ProjectDates,
} from '../../../../../../shared/domain/projects/project-dates';
import { hasForbiddenNumberCharacters } from '../../../../../../shared/domain/projects/project-number';
import { formatMoney, isMoneyInRange, parseCurrencyInput } from '../../../../../../shared/domain/money';
import type { TMeeting, TProject, TProjectUpdate } from '../../../../../../shared/schemas/projects';

export type Section = 'settings' | 'details' | 'dates';
export type FieldKind =
  'text' | 'textarea' | 'select' | 'choices' | 'checkbox' | 'money' | 'int' | 'datetime' | 'meetings';

/** A meeting as its row of inputs holds it (dates as datetime-local values). */
export interface MeetingValue {
  meetingId: string;
  description: string;
  location: string;
  startsAt: string;
  endsAt: string;
  mandatory: boolean;
  showToPublic: boolean;
  /**
   * Stored before: removing it keeps it with deleted (docs/product/tender.md#bid-meetings); a new one is
   * simply dropped.
   */
  stored: boolean;
  deleted: boolean;
}

export type FieldValue = string | boolean | string[] | MeetingValue[];
export type FormValues = Record<string, FieldValue>;

/** One field of a Build form: the project field it edits ('tender.x' for the sourcing part, 'contract.x' for the contract's dates). */
export interface FieldSpec {
  name: string;
  section: Section;
  kind: FieldKind;
  label: string;
  options?: readonly { value: string; label: string }[];
  /** Options that depend on another field (the divisions of the chosen department). */
  optionsOf?: (values: FormValues) => readonly { value: string; label: string }[];
  required?: boolean;
  maxLength?: number;
  hint?: string;
  /** A hint that follows what the form holds now (what the opening choices will do). */
  hintOf?: (values: FormValues) => string;
  /** A checkbox whose stored absence means on (a setting added after projects were saved). */
  checkedWhenAbsent?: boolean;
  /** Shown only when this holds (a lead agency when co-operative purchasing is on). */
  shown?: (values: FormValues) => boolean;
}

/** A problem found in the browser: a catalogue code, or 'required' (the field messages' text). */
export type BrowserProblem = ErrorCode | 'required' | 'invalidNumber';

const TENDER = 'tender.';
const CONTRACT = 'contract.';

export function readField(project: TProject, name: string): unknown {
  if (name.startsWith(TENDER))
    return (project.tender as Record<string, unknown> | undefined)?.[name.slice(TENDER.length)];
  if (name.startsWith(CONTRACT))
    return (project.contract as Record<string, unknown> | undefined)?.[name.slice(CONTRACT.length)];
  return (project as Record<string, unknown>)[name];
}

function meetingValues(meetings: readonly TMeeting[] | undefined, timeZone: string): MeetingValue[] {
  return (meetings ?? [])
    .filter((m) => !m.deleted)
    .map((m) => ({
      meetingId: m.meetingId,
      description: m.description ?? '',
      location: m.location,
      startsAt: storedToLocalInput(m.startsAt, timeZone),
      endsAt: storedToLocalInput(m.endsAt, timeZone),
      mandatory: m.mandatory ?? false,
      showToPublic: m.showToPublic ?? false,
      stored: true,
      deleted: false,
    }));
}

/** What each input holds for the stored project (amounts in `language`, the form's UI language). */
export function initialValues(
  project: TProject,
  specs: readonly FieldSpec[],
  timeZone: string,
  language: string,
): FormValues {
  const values: FormValues = {};
  for (const spec of specs) {
    const stored = readField(project, spec.name);
    switch (spec.kind) {
      case 'checkbox':
        values[spec.name] = stored === undefined ? spec.checkedWhenAbsent === true : stored === true;
        break;
      case 'choices':
        values[spec.name] = Array.isArray(stored) ? (stored as string[]) : [];
        break;
      case 'money':
        values[spec.name] = typeof stored === 'string' ? formatMoney(stored, language) : '';
        break;
      case 'int':
        values[spec.name] = typeof stored === 'number' ? String(stored) : '';
        break;
      case 'datetime':
        values[spec.name] = storedToLocalInput(stored as string | undefined, timeZone);
        break;
      case 'meetings':
        values[spec.name] = meetingValues(project.meetings, timeZone);
        break;
      default:
        values[spec.name] = typeof stored === 'string' ? stored : '';
    }
  }
  return values;
}

export const sameValue = (a: FieldValue | undefined, b: FieldValue | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

type Stored = string | number | boolean | string[] | TMeeting[] | null | undefined;
type Converted = { ok: true; value: Stored } | { ok: false; problem: BrowserProblem };

function toStoredDate(text: string, timeZone: string): Converted {
  if (text === '') return { ok: true, value: null };
  const result = localInputToStored(text, timeZone);
  return result.ok ? { ok: true, value: result.stored } : { ok: false, problem: result.code };
}

function meetingsToStored(
  rows: readonly MeetingValue[],
  project: TProject,
  timeZone: string,
  problems: Record<string, BrowserProblem>,
): TMeeting[] {
  const kept = new Map((project.meetings ?? []).map((m) => [m.meetingId, m]));
  const out: TMeeting[] = [...(project.meetings ?? []).filter((m) => m.deleted)];
  for (const row of rows) {
    if (row.deleted) {
      const stored = kept.get(row.meetingId);
      if (stored) out.push({ ...stored, deleted: true });
      continue;
    }
    const field = `meetings.${row.meetingId}`;
    const startsAt = toStoredDate(row.startsAt, timeZone);
    const endsAt = toStoredDate(row.endsAt, timeZone);
    if (!row.location.trim()) problems[`${field}.location`] = 'required';
    if (!startsAt.ok) problems[field] = startsAt.problem;
    if (!endsAt.ok) problems[`${field}.endsAt`] = endsAt.problem;
    out.push({
      meetingId: row.meetingId,
      description: row.description.trim() || undefined,
      location: row.location.trim(),
      startsAt: startsAt.ok && startsAt.value ? (startsAt.value as string) : undefined,
      endsAt: endsAt.ok && endsAt.value ? (endsAt.value as string) : undefined,
      mandatory: row.mandatory,
      showToPublic: row.showToPublic,
    });
  }
  return out;
}

function convert(spec: FieldSpec, value: FieldValue, timeZone: string, language: string): Converted {
  switch (spec.kind) {
    case 'checkbox':
    case 'choices':
      return { ok: true, value: value as boolean | string[] };
    case 'money': {
      const text = (value as string).trim();
      if (text === '') return { ok: true, value: undefined };
      // A minus is read, so that a negative amount is told the range rather than its format.
      const parsed = parseCurrencyInput(text, language, { allowNegative: true });
      if (!parsed.ok || parsed.value === '') return { ok: false, problem: 'invalidNumber' };
      return isMoneyInRange(parsed.value)
        ? { ok: true, value: parsed.value }
        : { ok: false, problem: 'projectValueOutOfRange' };
    }
    case 'int': {
      const text = (value as string).trim();
      if (text === '') return { ok: true, value: spec.section === 'dates' ? null : undefined };
      return /^\d{1,9}$/.test(text)
        ? { ok: true, value: Number(text) }
        : { ok: false, problem: 'invalidNumber' };
    }
    case 'datetime':
      return toStoredDate(value as string, timeZone);
    default: {
      const text = (value as string).trim();
      if (spec.required && text === '') return { ok: false, problem: 'required' };
      if (spec.name === 'number' && hasForbiddenNumberCharacters(text))
        return { ok: false, problem: 'projectNumberForbiddenCharacters' };
      // A cleared choice of a list is not sent (an id cannot be empty); cleared text is sent empty.
      if (text === '' && spec.kind === 'select') return { ok: true, value: undefined };
      return { ok: true, value: text };
    }
  }
}

export interface BuiltUpdate {
  update: Omit<TProjectUpdate, 'version'>;
  problems: Record<string, BrowserProblem>;
  /** The date fields the update changes (the "after now" rules apply to these only). */
  changedDates: ProjectDateField[];
}

/** The update of the changed fields, and every problem the browser finds in them (amounts typed in `language`). */
export function buildUpdate(
  project: TProject,
  specs: readonly FieldSpec[],
  values: FormValues,
  initial: FormValues,
  timeZone: string,
  language: string,
): BuiltUpdate {
  const problems: Record<string, BrowserProblem> = {};
  const sections: Record<Section, Record<string, unknown>> = { settings: {}, details: {}, dates: {} };
  let tender: Record<string, unknown> | undefined;
  let contract: Record<string, unknown> | undefined;
  const changedDates: ProjectDateField[] = [];
  for (const spec of specs) {
    const value = values[spec.name]!;
    if (spec.shown && !spec.shown(values)) continue;
    if (spec.kind === 'meetings') {
      if (sameValue(value, initial[spec.name])) continue;
      sections.dates.meetings = meetingsToStored(value as MeetingValue[], project, timeZone, problems);
      continue;
    }
    // Required text is checked even unchanged: a blank name cannot be saved.
    const changed = !sameValue(value, initial[spec.name]);
    if (!changed && !spec.required) continue;
    const converted = convert(spec, value, timeZone, language);
    if (!converted.ok) {
      problems[spec.name] = converted.problem;
      continue;
    }
    if (!changed || converted.value === undefined) continue;
    if (spec.name.startsWith(TENDER)) (tender ??= {})[spec.name.slice(TENDER.length)] = converted.value;
    else if (spec.name.startsWith(CONTRACT))
      (contract ??= {})[spec.name.slice(CONTRACT.length)] = converted.value;
    else sections[spec.section][spec.name] = converted.value;
    if (spec.kind === 'datetime' && !spec.name.startsWith(CONTRACT))
      changedDates.push(spec.name as ProjectDateField);
  }
  // The sourcing part and the contract's dates are saved whole: what the form did not change stays as
  // stored, and a cleared contract date (null) is left out.
  if (tender) sections.details.tender = { ...project.tender, ...tender };
  if (contract) {
    const merged: Record<string, unknown> = { ...project.contract, ...contract };
    sections.dates.contract = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== null));
  }
  const update: BuiltUpdate['update'] = {};
  for (const section of ['settings', 'details', 'dates'] as const)
    if (Object.keys(sections[section]).length > 0) Object.assign(update, { [section]: sections[section] });
  return { update, problems, changedDates };
}

/** The project's dates as they would be saved (stored values overlaid with the update), as instants. */
export function datesAfter(project: TProject, dates: TProjectUpdate['dates']): ProjectDates {
  return storedProjectDates({ ...project, ...dates, meetings: dates?.meetings ?? project.meetings });
}

/**
 * The form field an API field error is about: "body.dates.publishDate" → "publishDate",
 * "body.details.tender.submissionAddress" → "tender.submissionAddress", a meeting's own field →
 * "meetings.<id>.location" when the meetings are known, else "meetings".
 */
export function formFieldOf(apiField: string, meetingIds: readonly string[] = []): string {
  const path = apiField.replace(/^body\.(settings|details|dates)\./, '');
  const meeting = /^meetings\.(\d+)(?:\.(\w+))?$/.exec(path);
  if (meeting) {
    const id = meetingIds[Number(meeting[1])];
    if (!id) return 'meetings';
    return meeting[2] && meeting[2] !== 'startsAt' ? `meetings.${id}.${meeting[2]}` : `meetings.${id}`;
  }
  return path;
}
