/**
 * The error catalogue's entries for the workflow probe (the system group's Step Functions check), named by the
 * system group's catalogue only (decisions 044, 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const WORKFLOW_ERRORS = {
  workflowNotWaiting: {
    status: 409,
    en: 'This workflow is not waiting for a decision.',
    fr: "Ce flux de travail n'attend pas de décision.",
  },
} as const satisfies Record<string, CatalogueEntry>;
