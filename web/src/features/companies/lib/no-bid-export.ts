/**
 * Writes the NoBid export as an .xlsx workbook with exceljs, loaded on demand (lib/office-files.ts) from
 * this module, which the page itself imports lazily: neither is in the companies chunk.
 */
import { downloadFile, loadExcelJs } from '../../../lib/office-files';

export async function downloadNoBidWorkbook(sheetName: string, rows: string[][], fileName: string) {
  const excel = await loadExcelJs();
  const workbook = new excel.Workbook();
  const worksheet = workbook.addWorksheet(sheetName);
  [32, 24, 32, 24, 60].forEach((width, i) => {
    worksheet.getColumn(i + 1).width = width;
  });
  rows.forEach((cells, r) => cells.forEach((cell, c) => (worksheet.getCell(r + 1, c + 1).value = cell)));
  worksheet.getRow(1).font = { bold: true };
  const data = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
  downloadFile(data, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName);
}
