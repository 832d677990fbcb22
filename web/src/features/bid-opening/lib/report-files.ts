/**
 * The opening's reports as PDF and Excel files (decision 057): exceljs, jspdf and its table plugin are
 * loaded on demand as the form exports and the sign-in sheet load them (decisions 038, 041, 049), so no
 * other chunk, /login's least, carries them. The PDF writer is lib/report-pdf's, which the award approval's
 * summary report shares.
 */
import { downloadFile, loadExcelJs, loadJsPdf, type ExcelJs } from '../../../lib/office-files';
import { reportPdf, type Report } from '../../../lib/report-pdf';

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
