/**
 * Writes the page's exports (NoBid, SupplierActivity; spec 3 §7.9) as an .xlsx workbook with exceljs, loaded
 * on demand (lib/office-files.ts) from this module, which the page itself imports lazily: neither is in the
 * companies chunk.
 */
import { downloadFile, loadExcelJs } from '../../../lib/office-files';

export async function downloadWorkbook(
  sheetName: string,
  rows: string[][],
  fileName: string,
  columnWidths: readonly number[],
) {
  const excel = await loadExcelJs();
  const workbook = new excel.Workbook();
  const worksheet = workbook.addWorksheet(sheetName);
  columnWidths.forEach((width, i) => {
    worksheet.getColumn(i + 1).width = width;
  });
  rows.forEach((cells, r) => cells.forEach((cell, c) => (worksheet.getCell(r + 1, c + 1).value = cell)));
  worksheet.getRow(1).font = { bold: true };
  const data = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
  downloadFile(data, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName);
}
