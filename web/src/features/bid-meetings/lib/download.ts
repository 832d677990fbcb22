/**
 * The sign-in sheet's downloads (decision 049): exceljs, jspdf and its table plugin are loaded on demand
 * as files exactly as the form exports load them (decisions 038, 041), so no other chunk, /login's least,
 * carries them.
 */
import {
  downloadFile,
  loadExcelJs,
  loadJsPdf,
  type ExcelJs,
  type PdfLibraries,
} from '../../../lib/office-files';
import { gridTable, winAnsi, writeTitleAndLines } from '../../../lib/pdf-writer';
import type { SignInSheet } from './sign-in-sheet';

const MARGIN = 40;

/** The sheet as a PDF: the title, the meeting's lines, then the table with its header on every page. */
export function sheetPdf({ jsPDF, autoTable }: PdfLibraries, sheet: SignInSheet): ArrayBuffer {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'letter' });
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  const y = writeTitleAndLines(doc, {
    title: sheet.title,
    lines: sheet.lines,
    margin: MARGIN,
    labelWidth: 110,
  });
  gridTable(autoTable, doc, {
    startY: y + 10,
    margin: { left: MARGIN, right: MARGIN, top: MARGIN, bottom: MARGIN },
    head: sheet.head,
    body: sheet.rows.map((row) => row.map(winAnsi)),
    styles: { fontSize: 10, minCellHeight: 24, valign: 'middle' },
    columnStyles: {
      0: { cellWidth: width * 0.35 },
      1: { cellWidth: width * 0.3 },
      2: { cellWidth: width * 0.35 },
    },
  });
  return doc.output('arraybuffer');
}

/** The sheet as an .xlsx workbook: the lines, a blank row, the header (bold) and the rows, with borders to sign in. */
export async function sheetWorkbook(excel: ExcelJs, sheet: SignInSheet): Promise<ArrayBuffer> {
  const workbook = new excel.Workbook();
  const worksheet = workbook.addWorksheet(sheet.title.slice(0, 31));
  [34, 28, 34].forEach((w, i) => (worksheet.getColumn(i + 1).width = w));
  worksheet.addRow([sheet.title]).font = { bold: true, size: 14 };
  for (const [label, value] of sheet.lines) worksheet.addRow([label, value]).getCell(1).font = { bold: true };
  worksheet.addRow([]);
  worksheet.addRow(sheet.head).font = { bold: true };
  const thin = { style: 'thin' as const };
  for (const cells of sheet.rows) {
    const row = worksheet.addRow(cells);
    row.height = 24;
    for (let c = 1; c <= 3; c += 1)
      row.getCell(c).border = { top: thin, left: thin, bottom: thin, right: thin };
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

export async function downloadSheetPdf(sheet: SignInSheet, fileName: string): Promise<void> {
  downloadFile(sheetPdf(await loadJsPdf(), sheet), 'application/pdf', fileName);
}

export async function downloadSheetWorkbook(sheet: SignInSheet, fileName: string): Promise<void> {
  const data = await sheetWorkbook(await loadExcelJs(), sheet);
  downloadFile(data, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName);
}
