/**
 * What an audit event changed, as the activity feed lists it: each field with its value before and after.
 * Pure, so its table-driven test needs no table.
 */
import type { TActivity } from '../../shared/schemas/project-team.js';

/** The field of an event's before/after that names what the change was about (a team member's name). */
const SUBJECT_FIELD = 'member';
/** A project save lists the fields it cleared under this name (functions/projects/project-service.ts). */
const REMOVED_FIELD = 'removed';

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A stored value as the feed shows it: text as is, numbers and booleans as text, anything else as JSON. */
export function activityValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The fields an event changed (in the order they first appear), leaving out those that kept their value. */
export function activityChanges(before: unknown, after: unknown): TActivity['changes'] {
  const from = asRecord(before);
  const to = { ...asRecord(after) };
  const cleared = Array.isArray(to[REMOVED_FIELD]) ? (to[REMOVED_FIELD] as unknown[]) : [];
  delete to[REMOVED_FIELD];
  for (const field of cleared) if (typeof field === 'string') to[field] = null;
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((f) => f !== SUBJECT_FIELD);
  return fields
    .map((field) => ({ field, from: activityValue(from[field]), to: activityValue(to[field]) }))
    .filter((change) => change.from !== change.to);
}

/** What the change was about, when it was not the project itself (the team member's name). */
export function activitySubject(before: unknown, after: unknown): string | undefined {
  const subject = asRecord(after)[SUBJECT_FIELD] ?? asRecord(before)[SUBJECT_FIELD];
  return typeof subject === 'string' ? subject : undefined;
}
