import { downloadFile, loadExcelJs, type ExcelJs } from '../../../lib/office-files';
import { AMOUNT_FORMAT, type Sheet } from './excel-sheet';

/** Writes a sheet (excel-sheet.ts) as an .xlsx workbook with the given exceljs. */
export async function workbookOf(excel: ExcelJs, sheet: Sheet): Promise<ArrayBuffer> {
  const workbook = new excel.Workbook();
  const worksheet = workbook.addWorksheet(sheet.name);
  sheet.columnWidths.forEach((width, i) => {
    worksheet.getColumn(i + 1).width = width;
  });
  sheet.rows.forEach((cells, r) => {
    cells.forEach((cell, c) => {
      if (cell !== null) worksheet.getCell(r + 1, c + 1).value = cell;
    });
  });
  for (const at of sheet.amountCells) {
    const [row = 0, column = 0] = at.split(':').map(Number);
    worksheet.getCell(row + 1, column + 1).numFmt = AMOUNT_FORMAT;
  }
  worksheet.getRow(1).font = { bold: true };
  // A blank form's formulas carry no result: the spreadsheet computes them when it opens.
  workbook.calcProperties.fullCalcOnLoad = true;
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Hands the workbook to the browser as a download named after the form. */
export async function downloadWorkbook(sheet: Sheet, fileName: string): Promise<void> {
  const data = await workbookOf(await loadExcelJs(), sheet);
  downloadFile(data, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName);
}
