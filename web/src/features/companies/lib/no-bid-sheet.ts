/**
 * The NoBid export (docs/product/opening.md#exports, decision 060) as plain rows: a header row and one row
 * per company that declared no bid, the instant in the agency's zone. Pure, so the rows are tested without
 * exceljs; the writer (sheet-export.ts) is loaded on demand.
 */
import type { TProjectNoBids } from '../../../../../shared/schemas/plan-takers';

export type NoBidRow = TProjectNoBids['noBids'][number];
export interface NoBidSheetTexts {
  sheet: string;
  company: string;
  contact: string;
  email: string;
  declaredAt: string;
  reason: string;
}

export function noBidSheetRows(
  noBids: readonly NoBidRow[],
  texts: NoBidSheetTexts,
  when: (instant: string) => string,
): string[][] {
  return [
    [texts.company, texts.contact, texts.email, texts.declaredAt, texts.reason],
    ...noBids.map((n) => [n.companyName, n.contactName, n.contactEmail, when(n.declaredAt), n.reason ?? '']),
  ];
}

/** A file name for the project's export: the project's number when known, no characters a system refuses. */
export const noBidFileName = (projectLabel: string) =>
  `NoBid-${projectLabel.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'project'}.xlsx`;
