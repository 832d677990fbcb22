/**
 * The opening's reports as PDF and Excel files (decision 057): exceljs, jspdf and its table plugin are
 * loaded on demand as the form exports and the sign-in sheet load them (decisions 038, 041, 049), so no
 * other chunk, /login's least, carries them.
 */
import {
  downloadFile,
  loadExcelJs,
  loadJsPdf,
  type ExcelJs,
  type PdfLibraries,
} from '../../../lib/office-files';
import type { Report } from './reports';

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

/** A report as an .xlsx workbook: the title, the lines, a blank row, the header (bold) and the rows. */
export async function reportWorkbook(excel: ExcelJs, report: Report): Promise<ArrayBuffer> {
  const workbook = new excel.Workbook();
  const worksheet = workbook.addWorksheet(report.title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31));
  report.head.forEach((_, i) => (worksheet.getColumn(i + 1).width = i === 0 ? 34 : 20));
  worksheet.addRow([report.title]).font = { bold: true, size: 14 };
  for (const [label, value] of report.lines)
    worksheet.addRow([label, value]).getCell(1).font = { bold: true };
  worksheet.addRow([]);
  worksheet.addRow(report.head).font = { bold: true };
  for (const cells of report.rows) worksheet.addRow(cells);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

export async function downloadReportPdf(report: Report, fileName: string): Promise<void> {
  downloadFile(reportPdf(await loadJsPdf(), report), 'application/pdf', fileName);
}

export async function downloadReportWorkbook(report: Report, fileName: string): Promise<void> {
  const data = await reportWorkbook(await loadExcelJs(), report);
  downloadFile(data, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName);
}
