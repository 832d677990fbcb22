/**
 * The error catalogue's entries for a project's journal, comments and tasks
 * (docs/product/projects.md#collaboration, decision 031). A Lambda carries the texts when its group's
 * catalogue names the area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const PROJECT_COLLABORATION_ERRORS = {
  taskDueDateRequired: {
    status: 400,
    en: 'Enter a due date.',
    fr: 'Entrez une date d’échéance.',
  },
  taskDueDateNotAfterToday: {
    status: 400,
    en: 'The due date must be after today.',
    fr: 'La date d’échéance doit être postérieure à aujourd’hui.',
  },
  taskReminderDateNotAfterToday: {
    status: 400,
    en: 'The reminder date must be after today.',
    fr: 'La date de rappel doit être postérieure à aujourd’hui.',
  },
  taskReminderNotBeforeDue: {
    status: 400,
    en: 'The reminder date must be before the due date.',
    fr: 'La date de rappel doit précéder la date d’échéance.',
  },
  taskAssigneeNotFound: {
    status: 400,
    en: 'Assign the task to active users of this agency.',
    fr: 'Attribuez la tâche à des utilisateurs actifs de cet organisme.',
  },
  projectTaskNotFound: { status: 404, en: 'Task not found.', fr: 'Tâche introuvable.' },
  journalEntryNotFound: {
    status: 404,
    en: 'Journal entry not found.',
    fr: 'Entrée de journal introuvable.',
  },
  journalCommentNotFound: {
    status: 404,
    en: 'Comment not found.',
    fr: 'Commentaire introuvable.',
  },
  journalCommentNotYours: {
    status: 403,
    en: 'Only the author can delete this comment.',
    fr: 'Seul l’auteur peut supprimer ce commentaire.',
  },
  journalEntryNotYours: {
    status: 403,
    en: 'Only the author of the note or the project lead can change it.',
    fr: 'Seuls l’auteur de la note et le responsable du projet peuvent la modifier.',
  },
} as const satisfies Record<string, CatalogueEntry>;
