/** The reminder email of a project task, in the agency's language (users have none of their own). */
import { appOriginFor } from '../core/email.js';
import type { Language } from '../../shared/errors.js';

export interface ReminderFacts {
  agency: string;
  subject: string;
  description?: string | undefined;
  projectName: string;
  projectNumber?: string | undefined;
  /** The due date as the agency reads it (its time zone), already formatted. */
  due: string;
  projectId: string;
}

const TEXTS: Record<
  Language,
  { subject: (f: ReminderFacts) => string; body: (f: ReminderFacts, link: string) => string }
> = {
  en: {
    subject: (f) => `Reminder: ${f.subject}`,
    body: (f, link) =>
      [
        `This is a reminder of a task on the project ${f.projectName}${f.projectNumber ? ` (${f.projectNumber})` : ''} at ${f.agency}.`,
        '',
        `Task: ${f.subject}`,
        ...(f.description ? [f.description] : []),
        `Due: ${f.due}`,
        '',
        `Open the project's tasks: ${link}`,
      ].join('\n'),
  },
  fr: {
    subject: (f) => `Rappel : ${f.subject}`,
    body: (f, link) =>
      [
        `Ceci est le rappel d’une tâche du projet ${f.projectName}${f.projectNumber ? ` (${f.projectNumber})` : ''} chez ${f.agency}.`,
        '',
        `Tâche : ${f.subject}`,
        ...(f.description ? [f.description] : []),
        `Échéance : ${f.due}`,
        '',
        `Ouvrir les tâches du projet : ${link}`,
      ].join('\n'),
  },
};

/** The due date in the agency's zone and language: "Monday, March 10, 2027 at 9:00 a.m. (America/Toronto)". */

export function reminderEmail(facts: ReminderFacts, lang: Language): { subject: string; text: string } {
  // The job has no request: links go to the app's first origin.
  const link = `${appOriginFor(undefined)}/projects/${encodeURIComponent(facts.projectId)}/tasks`;
  const texts = TEXTS[lang];
  return { subject: texts.subject(facts), text: texts.body(facts, link) };
}
