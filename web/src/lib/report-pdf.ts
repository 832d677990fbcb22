/**
 * A table report as a PDF, written in the browser with jspdf and its table plugin (loaded on demand by
 * lib/office-files): the opening's reports (decision 057) and the award approval's summary report
 * (decision 066) share it, so both read the same way.
 */
import type { PdfLibraries } from './office-files';
import { gridTable, tableBottom, winAnsi, writeTitleAndLines } from './pdf-writer';

/**
 * A cell: text, or an amount kept as the engine's exact decimal string beside its text as shown, so that a
 * spreadsheet writes it as a number ("1234.50" → 1234.5 formatted #,##0.00) and never as text.
 */
export type ReportCell = string | { amount: string; text: string };

/** A further table of a report, under its own title (a bid's form line by line, a form's tabulation). */
export interface ReportSection {
  title: string;
  head: string[];
  rows: ReportCell[][];
}

/**
 * A report: a title, labelled lines, then a table (header and rows), then any further tables, in the user's
 * language.
 */
export interface Report {
  title: string;
  lines: [string, ReportCell][];
  head: string[];
  rows: ReportCell[][];
  sections?: ReportSection[];
}

/** What a cell shows. */
export const cellText = (cell: ReportCell): string => (typeof cell === 'string' ? cell : cell.text);

const MARGIN = 40;

/** A report as a PDF: the title, its lines, then the table with its header on every page. */
export function reportPdf({ jsPDF, autoTable }: PdfLibraries, report: Report): ArrayBuffer {
  const doc = new jsPDF({
    orientation:
      Math.max(report.head.length, ...(report.sections ?? []).map((s) => s.head.length)) > 4
        ? 'landscape'
        : 'portrait',
    unit: 'pt',
    format: 'letter',
  });
  const y = writeTitleAndLines(doc, {
    title: report.title,
    lines: report.lines.map(([label, value]) => [label, cellText(value)]),
    margin: MARGIN,
    labelWidth: 130,
  });
  const table = (startY: number, head: string[], rows: ReportCell[][]) =>
    gridTable(autoTable, doc, {
      startY,
      margin: { left: MARGIN, right: MARGIN, top: MARGIN, bottom: MARGIN },
      head,
      // Amounts align right, as a column of figures reads.
      body: rows.map((row) =>
        row.map((cell) =>
          typeof cell === 'string'
            ? winAnsi(cell)
            : { content: winAnsi(cell.text), styles: { halign: 'right' } },
        ),
      ),
      styles: { fontSize: 9, valign: 'middle' },
    });
  table(y + 10, report.head, report.rows);
  for (const section of report.sections ?? []) {
    let top = tableBottom(doc) + 24;
    if (top > doc.internal.pageSize.getHeight() - MARGIN - 60) {
      doc.addPage();
      top = MARGIN + 12;
    }
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(12);
    doc.text(winAnsi(section.title), MARGIN, top);
    table(top + 8, section.head, section.rows);
  }
  return doc.output('arraybuffer');
}
