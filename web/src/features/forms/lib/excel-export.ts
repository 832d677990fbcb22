import type ExcelJSModule from 'exceljs';
import { downloadFile, runScript } from './download';
import type { Sheet } from './excel-sheet';

type ExcelJs = typeof ExcelJSModule;

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
  worksheet.getRow(1).font = { bold: true };
  // A blank form's formulas carry no result: the spreadsheet computes them when it opens.
  workbook.calcProperties.fullCalcOnLoad = true;
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/**
 * exceljs's browser build, a file of its own run on the first download (runScript). Imported as a module,
 * its CommonJS wrapper made the bundler add interop helpers to the runtime chunk every screen loads,
 * /login included (+390 B); as an asset it adds nothing until a buyer asks for the file.
 */
async function loadExcelJs(): Promise<ExcelJs> {
  const global = window as unknown as { ExcelJS?: ExcelJs };
  if (global.ExcelJS) return global.ExcelJS;
  const { default: src } = await import('exceljs/dist/exceljs.min.js?url');
  await runScript(src);
  if (!global.ExcelJS) throw new Error('exceljs did not load');
  return global.ExcelJS;
}

/** Hands the workbook to the browser as a download named after the form. */
export async function downloadWorkbook(sheet: Sheet, fileName: string): Promise<void> {
  const data = await workbookOf(await loadExcelJs(), sheet);
  downloadFile(data, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName);
}
