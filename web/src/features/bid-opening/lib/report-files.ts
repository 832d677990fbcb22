/**
 * The opening's reports as PDF and Excel files (decision 057): exceljs, jspdf and its table plugin are
 * loaded on demand as the form exports and the sign-in sheet load them (decisions 038, 041, 049), so no
 * other chunk, /login's least, carries them. The PDF writer is lib/report-pdf's, which the award approval's
 * summary report shares.
 */
import type { Row } from 'exceljs';
import { downloadFile, loadExcelJs, loadJsPdf, type ExcelJs } from '../../../lib/office-files';
import { reportPdf, type Report, type ReportCell } from '../../../lib/report-pdf';

/** Two decimals with grouping: how every amount of the product reads in a spreadsheet. */
export const AMOUNT_FORMAT = '#,##0.00';

/** Writes the cells of a row: an amount as a number read from its exact decimal string, never as text. */
function fill(row: Row, cells: readonly ReportCell[]) {
  cells.forEach((cell, i) => {
    const target = row.getCell(i + 1);
    if (typeof cell === 'string') target.value = cell;
    else {
      // Number(string), not a float computation: up to 13 integer digits and 2 decimals read back exactly.
      target.value = Number(cell.amount);
      target.numFmt = AMOUNT_FORMAT;
    }
  });
}

/**
 * A report as an .xlsx workbook: the title, the lines, a blank row, the header (bold) and the rows, then
 * each section under its title. Amounts are numbers with a currency format; marks have cells of their own.
 */
export async function reportWorkbook(excel: ExcelJs, report: Report): Promise<ArrayBuffer> {
  const workbook = new excel.Workbook();
  const worksheet = workbook.addWorksheet(report.title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31));
  const widest = Math.max(report.head.length, ...(report.sections ?? []).map((s) => s.head.length));
  for (let i = 0; i < widest; i++) worksheet.getColumn(i + 1).width = i === 0 ? 34 : 20;
  worksheet.addRow([report.title]).font = { bold: true, size: 14 };
  for (const [label, value] of report.lines) {
    const row = worksheet.addRow([]);
    fill(row, [label, value]);
    row.getCell(1).font = { bold: true };
  }
  const table = (head: readonly string[], rows: readonly ReportCell[][]) => {
    worksheet.addRow(head).font = { bold: true };
    for (const cells of rows) fill(worksheet.addRow([]), cells);
  };
  worksheet.addRow([]);
  table(report.head, report.rows);
  for (const section of report.sections ?? []) {
    worksheet.addRow([]);
    worksheet.addRow([section.title]).font = { bold: true, size: 12 };
    table(section.head, section.rows);
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

export async function downloadReportPdf(report: Report, fileName: string): Promise<void> {
  downloadFile(reportPdf(await loadJsPdf(), report), 'application/pdf', fileName);
}

export async function downloadReportWorkbook(report: Report, fileName: string): Promise<void> {
  const data = await reportWorkbook(await loadExcelJs(), report);
  downloadFile(data, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName);
}
