/**
 * A table report as a PDF, written in the browser with jspdf and its table plugin (loaded on demand by
 * lib/office-files): the opening's reports (decision 057) and the award approval's summary report
 * (decision 066) share it, so both read the same way.
 */
import type { PdfLibraries } from './office-files';

/** A report: a title, labelled lines, then a table (header and rows of text), in the user's language. */
export interface Report {
  title: string;
  lines: [string, string][];
  head: string[];
  rows: string[][];
}

const MARGIN = 40;
/** jspdf's standard fonts write WinAnsi: the narrow no-break space French uses becomes a no-break space. */
const winAnsi = (text: string) => text.replace(/\u202F/g, '\u00A0');

/** A report as a PDF: the title, its lines, then the table with its header on every page. */
export function reportPdf({ jsPDF, autoTable }: PdfLibraries, report: Report): ArrayBuffer {
  const doc = new jsPDF({
    orientation: report.head.length > 4 ? 'landscape' : 'portrait',
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
    const lines = doc.splitTextToSize(winAnsi(value), width - 130) as string[];
    doc.text(lines, MARGIN + 130, y + 10);
    y += 14 * Math.max(1, lines.length);
  }
  autoTable(doc, {
    startY: y + 10,
    margin: { left: MARGIN, right: MARGIN, top: MARGIN, bottom: MARGIN },
    head: [report.head.map(winAnsi)],
    body: report.rows.map((row) => row.map(winAnsi)),
    theme: 'grid',
    styles: { font: 'helvetica', fontSize: 9, valign: 'middle' },
    headStyles: { fillColor: [230, 230, 230], textColor: 20 },
  });
  return doc.output('arraybuffer');
}
