/**
 * The error catalogue's entries of the withdrawal of completed submissions (docs/product/bids.md#its-life;
 * decision 040): the warning a withdrawing change answers until its caller names how many bids it withdraws,
 * and the most one change can withdraw. A Lambda carries the texts when its group's catalogue names the area
 * (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const SUBMISSION_ERRORS = {
  submissionsWouldBeWithdrawn: {
    status: 409,
    en: 'This change withdraws completed bids to incomplete and emails their bidders ({completedSubmissions}). Confirm to go ahead.',
    fr: 'Cette modification remet des soumissions complétées à l’état incomplet et en avise les soumissionnaires par courriel ({completedSubmissions}). Confirmez pour continuer.',
  },
  submissionsWithdrawalTooLarge: {
    status: 409,
    en: 'More than 90 completed bids would be withdrawn at once, which is more than one change can do.',
    fr: 'Plus de 90 soumissions complétées seraient remises à l’état incomplet d’un coup, ce qui dépasse ce qu’une modification peut faire.',
  },
} as const satisfies Record<string, CatalogueEntry>;
