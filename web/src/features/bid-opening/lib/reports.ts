/**
 * The opening's four downloads as tables (decision 057; docs/product/opening.md#exports: CompletedSubmission,
 * OpeningSheet, BidAnalysis, Compliance): a title, labelled lines, a header and rows of text, in the user's
 * language. Pure: the screen's tables and the PDF and Excel files are written from the same rows.
 */
import type {
  TBidAnalysisView,
  TComplianceChecklist,
  TOpeningSheet,
  TOpeningSubmissionDetail,
} from '../../../../../shared/schemas/opening';
import {
  TABULATION_FIGURES,
  tabulationSection,
  type BidTabulationLabels,
} from '../../../components/ui/bid-tabulation';
import { formatMoney } from '../../../../../shared/domain/money';
import { zonedInstant } from '../../../lib/zoned-instant';
import type { Report, ReportCell, ReportSection } from '../../../lib/report-pdf';

export type { Report, ReportCell, ReportSection };

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** An instant in the agency's time zone, with the zone named (lib/zoned-instant.ts, shared with the exports). */
export const when = zonedInstant;

/** An amount cell: the exact decimal for a spreadsheet's number, its formatMoney text for the eye; '' if none. */
export function amountCell(text: string | null | undefined, locale: string): ReportCell {
  return text === null || text === undefined || text === ''
    ? ''
    : { amount: text, text: formatMoney(text, locale) };
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
        bidder.priceSealed ? t('sealed') : amountCell(bidder.totals[form.tenderTableId], locale),
      ),
      bidder.priceSealed ? t('sealed') : amountCell(bidder.grandTotal, locale),
    ]),
  };
}

/** The figures under a form's lines, each in the last column: subtotal, tax, total, discount, after it. */
const FIGURES = TABULATION_FIGURES;

/** The tabulation's words (components/ui/bid-tabulation.ts) in the opening's texts. */
export const tabulationLabels = (t: Translate): BidTabulationLabels => ({
  line: t('columns.line'),
  unitPrice: t('columns.unitPrice'),
  extended: t('columns.extended'),
  addedBy: t('analysis.addedBy'),
  figures: {
    subtotal: t('figures.subtotal'),
    tax: t('figures.tax'),
    total: t('figures.total'),
    promptPayDiscount: t('figures.promptPayDiscount'),
    totalAfterDiscount: t('figures.totalAfterDiscount'),
  },
});

/**
 * The bid analysis: each price form's totals with the bidders side by side and the lowest named in a cell
 * of its own (a spreadsheet keeps the amounts numbers), then each form's tabulation: its lines and the lines
 * a bidder added (that bidder named in a cell of its own), each bidder's unit price and extended amount, and
 * the figures under them.
 */
export function bidAnalysisReport(t: Translate, view: TBidAnalysisView, locale: string): Report {
  const names = (ids: readonly string[]) =>
    view.bidders
      .filter((b) => ids.includes(b.submissionId))
      .map((b) => b.companyName)
      .join(', ');
  const labels = tabulationLabels(t);
  const sections: ReportSection[] = view.tabulations.map((tab) =>
    tabulationSection(tab, view.bidders, labels, (text) => formatMoney(text, locale)),
  );
  return {
    title: t('analysis.title'),
    lines: projectLines(t, view, locale),
    head: [t('columns.form'), ...view.bidders.map((b) => b.companyName), t('columns.lowest')],
    rows: [
      ...view.forms.map((form) => [
        form.name,
        ...form.totals.map((total) => amountCell(total, locale)),
        names(form.lowest),
      ]),
      [
        t('columns.total'),
        ...view.bidders.map((b) => amountCell(b.grandTotal, locale)),
        names(view.bidders.filter((b) => b.lowest).map((b) => b.submissionId)),
      ],
    ],
    sections,
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

/** The fixed choices a form stores as codes (COLUMN_CHOICES), in the reader's words. */
const CHOICE_CODES = new Set(['yes', 'no', 'true', 'false', 'exceeds', 'meets', 'doesNotMeet']);

type DetailForm = NonNullable<TOpeningSubmissionDetail['forms']>[number];

/** One form of a bid line by line: every column, the figures under the lines in the last column. */
export function formLinesSection(t: Translate, form: DetailForm, locale: string): ReportSection {
  const width = form.columns.length + 1;
  const figure = (label: string, value: string | undefined): ReportCell[] => [
    label,
    ...Array.from({ length: width - 2 }, () => ''),
    amountCell(value, locale),
  ];
  return {
    title: form.name,
    head: [t('columns.line'), ...form.columns.map((c) => c.name)],
    rows: [
      ...form.lines.map((line): ReportCell[] => [
        line.added ? `${line.label} (${t('detail.added')})` : line.label,
        ...form.columns.map((column): ReportCell => {
          const value = line.cells[column.key] ?? '';
          if (column.kind === 'amount') return amountCell(value, locale);
          if (column.kind === 'choice' && CHOICE_CODES.has(value)) return t(`choices.${value}`);
          return value;
        }),
      ]),
      ...FIGURES.map((name) => figure(t(`figures.${name}`), form.totals[name])),
    ],
  };
}

/** A bid's answers, each beside its question's title, and the terms it accepted; undefined while sealed. */
export function answersSection(t: Translate, view: TOpeningSubmissionDetail): ReportSection | undefined {
  if (!view.answers) return undefined;
  const title = (id: string) => view.requirementTitles?.[id] ?? id;
  return {
    title: t('detail.answers'),
    head: [t('columns.question'), t('columns.answer')],
    rows: [
      ...Object.entries(view.answers.questions).map(([id, answer]) => [title(id), answer]),
      ...view.answers.termsAccepted.map((id) => [title(id), t('detail.accepted')]),
    ],
  };
}

/**
 * One bid (CompletedSubmission), as far as unsealed: its forms' totals and its files, then each form line
 * by line and every answer with its question's title.
 */
export function submissionReport(t: Translate, view: TOpeningSubmissionDetail, locale: string): Report {
  const rows: ReportCell[][] = [];
  for (const form of view.forms ?? [])
    rows.push([t('columns.form'), form.name, amountCell(form.totals.total, locale)]);
  for (const file of view.files ?? []) rows.push([t('columns.file'), file.fileName, file.sha256 ?? '']);
  const sections: ReportSection[] = (view.forms ?? []).map((form) => formLinesSection(t, form, locale));
  const answers = answersSection(t, view);
  if (answers) sections.push(answers);
  return {
    title: `${t('detail.title')} · ${view.row.companyName}`,
    lines: [
      ...projectLines(t, view, locale),
      [t('columns.submitted'), when(view.row.submittedAt, view.timeZone, locale)],
      [t('columns.price'), view.row.price ? t('unsealed') : t('sealed')],
      [t('columns.submission'), view.row.submission ? t('unsealed') : t('sealed')],
      ...(view.row.grandTotal
        ? ([[t('columns.total'), amountCell(view.row.grandTotal, locale)]] as [string, ReportCell][])
        : []),
    ],
    head: [t('columns.part'), t('columns.name'), t('columns.value')],
    rows,
    sections,
  };
}

/** A file name from the report's title and the project: letters, digits and dashes. */
export const reportFileName = (report: Report, projectName: string, extension: string) =>
  `${`${report.title.split(' · ')[0]} ${projectName}`.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}.${extension}`;
