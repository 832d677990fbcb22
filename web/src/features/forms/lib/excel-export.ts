import type { Sheet } from './excel-sheet';

/**
 * Writes a sheet (excel-sheet.ts) as an .xlsx workbook. exceljs is imported on demand, so that it loads
 * only when a buyer asks for the file (it is kept out of the vendor chunk, web/vite.config.ts).
 */
export async function workbookOf(sheet: Sheet): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet.name);
  sheet.columnWidths.forEach((width, i) => {
    worksheet.getColumn(i + 1).width = width;
  });
  sheet.rows.forEach((cells, r) => {
    cells.forEach((cell, c) => {
      if (cell !== null) worksheet.getCell(r + 1, c + 1).value = cell;
    });
  });
  worksheet.getRow(1).font = { bold: true };
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Hands the workbook to the browser as a download named after the form. */
export async function downloadWorkbook(sheet: Sheet, fileName: string): Promise<void> {
  const data = await workbookOf(sheet);
  const url = URL.createObjectURL(
    new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
