/**
 * The opening's four downloads as tables (decision 057; spec 3 §7.4 CompletedSubmission, OpeningSheet,
 * BidAnalysis, Compliance): a title, labelled lines, a header and rows of text, in the user's language.
 * Pure: the screen's tables and the PDF and Excel files are written from the same rows.
 */
import type {
  TBidAnalysisView,
  TComplianceChecklist,
  TOpeningSheet,
  TOpeningSubmissionDetail,
} from '../../../../../shared/schemas/opening';
import { zonedInstant } from '../../../lib/zoned-instant';
import type { Report } from '../../../lib/report-pdf';

export type { Report };

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** An instant in the agency's time zone, with the zone named (lib/zoned-instant.ts, shared with the exports). */
export const when = zonedInstant;

/** An amount as the engine gives it ("6115.90"), grouped for reading: never through a float. */
export function amount(text: string | null | undefined, locale: string): string {
  if (text === null || text === undefined) return '';
  const [whole = '', cents = ''] = text.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, locale.startsWith('fr') ? '\u00A0' : ',');
  const sign = text.startsWith('-') ? '-' : '';
  return `${sign}${grouped}${cents ? (locale.startsWith('fr') ? ',' : '.') + cents : ''}`;
}

const projectLines = (
  t: Translate,
  view: {
    projectName: string;
    projectNumber?: string | undefined;
    closingDate?: string | undefined;
    timeZone: string;
  },
  locale: string,
): [string, string][] => [
  [t('report.project'), `${view.projectNumber ? `${view.projectNumber} · ` : ''}${view.projectName}`],
  [t('report.closing'), when(view.closingDate, view.timeZone, locale)],
];

export function openingSheetReport(t: Translate, view: TOpeningSheet, locale: string): Report {
  return {
    title: t('sheet.title'),
    lines: projectLines(t, view, locale),
    head: [
      t('columns.company'),
      t('columns.submitted'),
      ...view.forms.map((f) => f.name),
      t('columns.total'),
    ],
    rows: view.bidders.map((bidder) => [
      bidder.companyName,
      when(bidder.submittedAt, view.timeZone, locale),
      ...view.forms.map((form) =>
        bidder.priceSealed ? t('sealed') : amount(bidder.totals[form.tenderTableId], locale),
      ),
      bidder.priceSealed ? t('sealed') : amount(bidder.grandTotal, locale),
    ]),
  };
}

/** The lowest is marked in words, not only by colour: "(lowest)" beside the amount. */
export function bidAnalysisReport(t: Translate, view: TBidAnalysisView, locale: string): Report {
  const mark = (text: string | null, lowest: boolean) =>
    text === null ? '' : `${amount(text, locale)}${lowest ? ` (${t('analysis.lowest')})` : ''}`;
  return {
    title: t('analysis.title'),
    lines: projectLines(t, view, locale),
    head: [t('columns.form'), ...view.bidders.map((b) => b.companyName)],
    rows: [
      ...view.forms.map((form) => [
        form.name,
        ...form.totals.map((total, i) => mark(total, form.lowest.includes(view.bidders[i]!.submissionId))),
      ]),
      [t('columns.total'), ...view.bidders.map((b) => mark(b.grandTotal, b.lowest))],
    ],
  };
}

export function complianceReport(t: Translate, view: TComplianceChecklist, locale: string): Report {
  return {
    title: t('compliance.title'),
    lines: projectLines(t, view, locale),
    head: [t('columns.company'), ...view.items.map((i) => i.title)],
    rows: view.bidders.map((bidder) => [
      bidder.companyName,
      ...view.items.map((item) => {
        const mark = bidder.marks[item.complianceId];
        return mark ? t(`compliance.${mark}`) : t('compliance.unmarked');
      }),
    ]),
  };
}

/** One bid (CompletedSubmission): its forms' totals, then its files, as far as unsealed. */
export function submissionReport(t: Translate, view: TOpeningSubmissionDetail, locale: string): Report {
  const rows: string[][] = [];
  for (const form of view.forms ?? [])
    rows.push([t('columns.form'), form.name, amount(form.totals.total, locale)]);
  for (const file of view.files ?? []) rows.push([t('columns.file'), file.fileName, file.sha256 ?? '']);
  return {
    title: `${t('detail.title')} · ${view.row.companyName}`,
    lines: [
      ...projectLines(t, view, locale),
      [t('columns.submitted'), when(view.row.submittedAt, view.timeZone, locale)],
      [t('columns.price'), view.row.price ? t('unsealed') : t('sealed')],
      [t('columns.submission'), view.row.submission ? t('unsealed') : t('sealed')],
      ...(view.row.grandTotal
        ? ([[t('columns.total'), amount(view.row.grandTotal, locale)]] as [string, string][])
        : []),
    ],
    head: [t('columns.part'), t('columns.name'), t('columns.value')],
    rows,
  };
}

/** A file name from the report's title and the project: letters, digits and dashes. */
export const reportFileName = (report: Report, projectName: string, extension: string) =>
  `${`${report.title.split(' · ')[0]} ${projectName}`.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}.${extension}`;
