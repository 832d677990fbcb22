/**
 * A table report as a PDF, written in the browser with jspdf and its table plugin (loaded on demand by
 * lib/office-files): the opening's reports (decision 057) and the award approval's summary report
 * (decision 066) share it, so both read the same way.
 */
import type { PdfLibraries } from './office-files';

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
/** jspdf's standard fonts write WinAnsi: the narrow no-break space French uses becomes a no-break space. */
const winAnsi = (text: string) => text.replace(/\u202F/g, '\u00A0');

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
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  let y = MARGIN;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(winAnsi(report.title), MARGIN, y + 16);
  y += 32;
  doc.setFontSize(10);
  for (const [label, value] of report.lines) {
    doc.setFont('helvetica', 'bold');
    doc.text(winAnsi(`${label}:`), MARGIN, y + 10);
    doc.setFont('helvetica', 'normal');
    const lines = doc.splitTextToSize(winAnsi(cellText(value)), width - 130) as string[];
    doc.text(lines, MARGIN + 130, y + 10);
    y += 14 * Math.max(1, lines.length);
  }
  const table = (startY: number, head: string[], rows: ReportCell[][]) =>
    autoTable(doc, {
      startY,
      margin: { left: MARGIN, right: MARGIN, top: MARGIN, bottom: MARGIN },
      head: [head.map(winAnsi)],
      // Amounts align right, as a column of figures reads.
      body: rows.map((row) =>
        row.map((cell) =>
          typeof cell === 'string'
            ? winAnsi(cell)
            : { content: winAnsi(cell.text), styles: { halign: 'right' } },
        ),
      ),
      theme: 'grid',
      styles: { font: 'helvetica', fontSize: 9, valign: 'middle' },
      headStyles: { fillColor: [230, 230, 230], textColor: 20 },
    });
  table(y + 10, report.head, report.rows);
  for (const section of report.sections ?? []) {
    const after = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;
    let top = after + 24;
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
