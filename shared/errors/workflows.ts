/**
 * The error catalogue's entries for the workflow probe (the system group's Step Functions check), imported
 * by the code that answers with them, so only that Lambda carries the texts (decisions 026, 044).
 */
import { registerErrors, type CatalogueEntry } from '../errors.js';

export const WORKFLOW_ERRORS = {
  workflowNotWaiting: {
    status: 409,
    en: 'This workflow is not waiting for a decision.',
    fr: "Ce flux de travail n'attend pas de décision.",
  },
} as const satisfies Record<string, CatalogueEntry>;

registerErrors(WORKFLOW_ERRORS);
