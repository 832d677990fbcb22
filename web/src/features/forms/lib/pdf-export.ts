import { downloadFile, loadJsPdf, type PdfLibraries } from '../../../lib/office-files';
import { gridTable, tableBottom, textFlow, winAnsi } from '../../../lib/pdf-writer';
import type { PrintCell, Printout } from './form-printout';

export type PdfTexts = { page: (page: string, pages: string) => string };

const MARGIN = 40;
const PAGES_ALIAS = '{pages}';

/**
 * Writes a printout (form-printout.ts) as a PDF with the given jspdf and autotable: the form's name on
 * each page's header and "Page n of N" in its footer; the heading, introduction and instructions; the
 * table, whose header repeats on each page; the lines under it; the form's footer. A box is an empty
 * rectangle inside its cell, for the bidder's pen.
 */
export function pdfOf({ jsPDF, autoTable }: PdfLibraries, printout: Printout, texts: PdfTexts): ArrayBuffer {
  const landscape = printout.head.length > 5;
  const doc = new jsPDF({ orientation: landscape ? 'landscape' : 'portrait', unit: 'pt', format: 'letter' });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const usable = pageWidth - 2 * MARGIN;
  const flow = textFlow(doc, {
    left: MARGIN,
    width: usable,
    top: MARGIN + 10,
    bottom: pageHeight - MARGIN - 20,
    lineHeight: 1.3,
  });

  const paragraph = (value: string, size: number, bold = false) => {
    if (value.trim() === '') return;
    flow.write(value, { size, style: bold ? 'bold' : 'normal' });
    flow.y += size * 0.6;
  };

  const decorate = () => {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8);
    doc.text(winAnsi(printout.name), MARGIN, MARGIN - 14);
    const page = String(doc.getCurrentPageInfo().pageNumber);
    doc.text(winAnsi(texts.page(page, PAGES_ALIAS)), pageWidth - MARGIN, pageHeight - MARGIN + 20, {
      align: 'right',
    });
  };

  paragraph(printout.name, 16, true);
  paragraph(printout.heading, 12, true);
  paragraph(printout.introduction, 10);
  paragraph(printout.instructions, 10);

  const drawBox = (
    cell: PrintCell | undefined,
    data: { x: number; y: number; width: number; height: number },
  ) => {
    if (!cell?.box) return;
    doc.setDrawColor(120);
    doc.rect(data.x + 3, data.y + 3, data.width - 6, data.height - 6);
  };
  const totalWidth = printout.widths.reduce((sum, w) => sum + w, 0);
  const cellStyle = (cell: PrintCell) => ({
    content: winAnsi(cell.text),
    styles: { halign: cell.amount ? ('right' as const) : ('left' as const), minCellHeight: 20 },
  });

  gridTable(autoTable, doc, {
    startY: flow.y,
    margin: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    head: printout.head,
    body: printout.body.map((row) => row.map(cellStyle)),
    styles: { fontSize: 9, valign: 'middle' },
    columnStyles: Object.fromEntries(
      printout.widths.map((w, i) => [i, { cellWidth: (w / totalWidth) * usable }]),
    ),
    didDrawCell: (data) => {
      if (data.section === 'body') drawBox(printout.body[data.row.index]?.[data.column.index], data.cell);
    },
    didDrawPage: decorate,
  });
  flow.y = tableBottom(doc) + 12;

  gridTable(autoTable, doc, {
    startY: flow.y,
    margin: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN + usable / 2, right: MARGIN },
    body: printout.summary.map((line) => [
      { content: winAnsi(line.label), styles: { fontStyle: 'bold' as const } },
      cellStyle(line.cell),
    ]),
    styles: { fontSize: 9, valign: 'middle' },
    didDrawCell: (data) => {
      if (data.column.index === 1) drawBox(printout.summary[data.row.index]?.cell, data.cell);
    },
    didDrawPage: decorate,
  });
  flow.y = tableBottom(doc) + 16;

  paragraph(printout.footer, 10);
  doc.putTotalPages(PAGES_ALIAS);
  return doc.output('arraybuffer');
}

export async function downloadPdf(printout: Printout, texts: PdfTexts, fileName: string): Promise<void> {
  downloadFile(pdfOf(await loadJsPdf(), printout, texts), 'application/pdf', fileName);
}
