/**
 * The error catalogue's entries for reaching a project, which every group working on a project answers with
 * (functions/core/projects/project-access.ts): a small area of its own, so those Lambdas do not carry the
 * projects area's texts (decision 026).
 */
import type { CatalogueEntry } from '../errors.js';

export const PROJECT_ACCESS_ERRORS = {
  projectNotFound: { status: 404, en: 'Project not found.', fr: 'Projet introuvable.' },
  projectNotAuthorized: {
    status: 403,
    en: 'You are not authorized to view this project.',
    fr: "Vous n'êtes pas autorisé à consulter ce projet.",
  },
  projectHasNoTender: {
    status: 409,
    en: 'This project has no tender: it has no bids to open, evaluate or award.',
    fr: 'Ce projet n’a pas d’appel d’offres : il n’a aucune soumission à ouvrir, à évaluer ni à adjuger.',
  },
} as const satisfies Record<string, CatalogueEntry>;
