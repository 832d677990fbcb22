/**
 * What the PDFs made in the browser share (a bid form's, the opening's and the award approval's reports, the
 * sign-in sheet, the companies' exports, the receipt), so that they read the same way: text in WinAnsi, one
 * table style, a title over labelled lines, and text that wraps and goes on to a new page. jspdf and its
 * table plugin are passed in: lib/office-files loads them on the first download.
 */
import type { Styles, UserOptions } from 'jspdf-autotable';
import type { PdfLibraries } from './office-files';

export type PdfDocument = InstanceType<PdfLibraries['jsPDF']>;

/**
 * jspdf's standard fonts write WinAnsi: the narrow no-break space that French grouping may use is not in it
 * and would print as a wrong glyph, so it becomes the no-break space, which is.
 */
export const winAnsi = (text: string) => text.replace(/\u202F/g, '\u00A0');

/**
 * A table in the PDFs' one style: a grid in Helvetica, its header (in WinAnsi) on a grey band, repeated on
 * each page. The caller gives the rest: where it starts, its margins, its body, its font size and widths.
 */
export function gridTable(
  autoTable: PdfLibraries['autoTable'],
  doc: PdfDocument,
  {
    head,
    styles,
    ...options
  }: Omit<UserOptions, 'head' | 'theme' | 'styles' | 'headStyles'> & {
    head?: string[];
    styles: Partial<Styles>;
  },
): void {
  autoTable(doc, {
    ...options,
    ...(head ? { head: [head.map(winAnsi)] } : {}),
    theme: 'grid',
    styles: { font: 'helvetica', ...styles },
    headStyles: { fillColor: [230, 230, 230], textColor: 20 },
  });
}

/** Where the last table drawn ends on its page (the table plugin notes it on the document). */
export const tableBottom = (doc: PdfDocument): number =>
  (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;

/**
 * The head of a report or a sheet: the title, then each label in bold with its value beside it, wrapped in
 * the column `labelWidth` away. Answers where the next thing goes.
 */
export function writeTitleAndLines(
  doc: PdfDocument,
  {
    title,
    lines,
    margin,
    labelWidth,
  }: { title: string; lines: [string, string][]; margin: number; labelWidth: number },
): number {
  const width = doc.internal.pageSize.getWidth() - 2 * margin;
  let y = margin;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(winAnsi(title), margin, y + 16);
  y += 32;
  doc.setFontSize(10);
  for (const [label, value] of lines) {
    doc.setFont('helvetica', 'bold');
    doc.text(winAnsi(`${label}:`), margin, y + 10);
    doc.setFont('helvetica', 'normal');
    const wrapped = doc.splitTextToSize(winAnsi(value), width - labelWidth) as string[];
    doc.text(wrapped, margin + labelWidth, y + 10);
    y += 14 * Math.max(1, wrapped.length);
  }
  return y;
}

/**
 * Where flowing text goes: its left edge and width, where a page's text starts and below what a line goes
 * to the next page, and the line height as a multiple of the font size.
 */
export interface TextFrame {
  left: number;
  width: number;
  top: number;
  bottom: number;
  lineHeight: number;
}

/**
 * Text that wraps to the frame's width and goes on to a new page past its bottom. `y` is where the next line
 * goes: the caller moves it for the space between paragraphs or to go on under a table.
 */
export function textFlow(doc: PdfDocument, frame: TextFrame) {
  const flow = {
    y: frame.top,
    write(
      text: string,
      { size, font = 'helvetica', style = 'normal' }: { size: number; font?: string; style?: string },
    ) {
      doc.setFont(font, style);
      doc.setFontSize(size);
      for (const line of doc.splitTextToSize(winAnsi(text), frame.width) as string[]) {
        if (flow.y > frame.bottom) {
          doc.addPage();
          flow.y = frame.top;
        }
        doc.text(line, frame.left, flow.y + size);
        flow.y += size * frame.lineHeight;
      }
    },
  };
  return flow;
}
