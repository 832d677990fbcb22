/**
 * The export of a project's opened submissions as one zip (issue 10 item 5, docs/product/opening.md#exports,
 * decision 058): which bids may go in it, when a new export may start, how long it stays offered, and the
 * names of its entries. Pure: the job, the routes and the buyer's screen read the same rules.
 */
import type { SubmissionStatus } from './submission-status.js';

/**
 * Only an opened bid goes in an export (issue 10's sealed vault): a sealed bid's files and figures are
 * returned to nobody before the opening, and a draft or a withdrawn bid was never handed in.
 */
export const isExportableSubmission = (status: SubmissionStatus) => status === 'unsealed';

/** building: the job runs; ready: the zip is stored; failed: the job stopped (the buyer may retry). */
export const SUBMISSIONS_EXPORT_STATUSES = ['building', 'ready', 'failed'] as const;
export type SubmissionsExportStatus = (typeof SUBMISSIONS_EXPORT_STATUSES)[number];

/**
 * A build that has not finished after this long is taken as failed: the job's Lambda runs at most 15
 * minutes, so a `building` record older than this was left by a job that died without saying so.
 */
export const SUBMISSIONS_EXPORT_BUILD_MINUTES = 20;

/** An export stays offered (and its zip stored) a week: the exports bucket's lifecycle, decision 058. */
export const SUBMISSIONS_EXPORT_DAYS = 7;

export interface ExportFacts {
  status: SubmissionsExportStatus;
  requestedAt: string;
}

/** The status a buyer sees: a build past its time is shown failed, never left spinning. */
export function shownExportStatus(facts: ExportFacts, now: Date): SubmissionsExportStatus {
  if (facts.status !== 'building') return facts.status;
  const age = now.getTime() - Date.parse(facts.requestedAt);
  return age > SUBMISSIONS_EXPORT_BUILD_MINUTES * 60_000 ? 'failed' : 'building';
}

/**
 * "Export already started" (docs/product/opening.md#exports): one build at a time per project. A failed one
 * does not block; its retry is a new request.
 */
export function isExportAlreadyStarted(exports: readonly ExportFacts[], now: Date): boolean {
  return exports.some((e) => shownExportStatus(e, now) === 'building');
}

/** Characters that no file system of the buyers' accepts in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]/g;

/** A name safe as one zip path segment: no separators, no `.`/`..`, at most 100 characters. */
export function safeEntryName(name: string, fallback: string): string {
  const cleaned = name.replace(/\s+/g, ' ').replace(UNSAFE, '_').trim().slice(0, 100).trim();
  if (cleaned === '' || /^\.+$/.test(cleaned)) return fallback;
  return cleaned;
}

/**
 * Each bid's folder: the company's name, numbered when two bids share one (two divisions of a firm), in
 * the order given (the job sorts by company, then submission id, so the zip's layout is stable).
 */
export function bidFolderNames(bids: readonly { submissionId: string; companyName: string }[]): string[] {
  const taken = new Map<string, number>();
  return bids.map((bid) => {
    const base = safeEntryName(bid.companyName, bid.submissionId);
    const key = base.toLowerCase();
    const seen = taken.get(key) ?? 0;
    taken.set(key, seen + 1);
    return seen === 0 ? base : `${base} (${seen + 1})`;
  });
}

/**
 * The entry names of one bid's files inside its folder: `files/<name>`, a repeated name numbered before
 * its extension (`plan (2).pdf`), so that no entry overwrites another when the zip is opened.
 */
export function bidFileEntryNames(fileNames: readonly string[]): string[] {
  const taken = new Set<string>();
  return fileNames.map((fileName, i) => {
    const safe = safeEntryName(fileName, `file-${i + 1}`);
    const dot = safe.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let candidate = safe;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return `files/${candidate}`;
  });
}

/** The zip's own name: the project's number (or id) and the day it was asked for. */
export function submissionsExportName(
  project: { number?: string | undefined; projectId: string },
  at: string,
) {
  const base = safeEntryName(project.number ?? '', project.projectId).replace(/ /g, '-');
  return `${base}-submissions-${at.slice(0, 10)}.zip`;
}

/** What bid.json says of a bid's forms: each by its title, in the project's order, with the engine's totals. */
export function namedForms(
  forms: readonly { tenderTableId: string; name: string }[],
  totals: Readonly<Record<string, unknown>>,
) {
  const known = new Set(forms.map((form) => form.tenderTableId));
  return [
    ...forms.filter((form) => form.tenderTableId in totals),
    // A part whose form is gone keeps its id: nothing handed in is dropped.
    ...Object.keys(totals)
      .filter((id) => !known.has(id))
      .map((id) => ({ tenderTableId: id, name: id })),
  ].map((form) => ({
    name: form.name,
    tenderTableId: form.tenderTableId,
    totals: totals[form.tenderTableId],
  }));
}

/** What bid.json says of a bid's answers: each question by its title beside the answer, and the terms accepted. */
export function namedAnswers(
  answers: { questions?: Record<string, string>; termsAccepted?: string[] },
  titles: ReadonlyMap<string, string>,
) {
  const title = (id: string) => titles.get(id) ?? id;
  return {
    questions: Object.entries(answers.questions ?? {}).map(([id, answer]) => ({
      question: title(id),
      submissionRequirementId: id,
      answer,
    })),
    termsAccepted: (answers.termsAccepted ?? []).map((id) => ({
      title: title(id),
      submissionRequirementId: id,
    })),
  };
}
