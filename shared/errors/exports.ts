/**
 * The error catalogue's entries of the exports (exportAlreadyStarted, docs/product/opening.md#exports,
 * decision 058): the export of a project's opened submissions as one zip. A Lambda carries the texts when its
 * group's catalogue names the area (decision 082). No text names a bid's content.
 */
import type { CatalogueEntry } from '../errors.js';

export const EXPORT_ERRORS = {
  exportAlreadyStarted: {
    status: 409,
    en: 'Export already started. You will be notified when it is ready to download.',
    fr: 'L’exportation est déjà commencée. Vous serez avisé lorsqu’elle sera prête à télécharger.',
  },
  exportNothingOpened: {
    status: 409,
    en: 'There are no opened submissions to export on this project yet.',
    fr: 'Ce projet n’a encore aucune soumission ouverte à exporter.',
  },
  exportConflicted: {
    status: 403,
    en: 'You declared a conflict of interest with a bidder of this project: the export holds every bid, so it is not for you.',
    fr: 'Vous avez déclaré un conflit d’intérêts avec un soumissionnaire de ce projet : l’exportation contient toutes les soumissions, elle ne vous est donc pas destinée.',
  },
  exportNotFound: {
    status: 404,
    en: 'This export does not exist or has been removed.',
    fr: 'Cette exportation n’existe pas ou a été retirée.',
  },
  exportNotReady: {
    status: 409,
    en: 'This export is not ready to download.',
    fr: 'Cette exportation n’est pas prête à télécharger.',
  },
} as const satisfies Record<string, CatalogueEntry>;
