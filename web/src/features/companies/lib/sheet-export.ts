/**
 * Writes the page's exports (NoBid, SupplierActivity; docs/product/opening.md#exports) as an .xlsx workbook
 * with exceljs or a PDF table with jspdf, each loaded on demand (lib/office-files.ts) from this module, which
 * the page itself imports lazily: none is in the companies chunk.
 */
import { downloadFile, loadExcelJs, loadJsPdf } from '../../../lib/office-files';
import { gridTable, winAnsi } from '../../../lib/pdf-writer';

const MARGIN = 36;

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

/** The rows as a landscape PDF: the title, then the table (its first row the header, on every page). */
export async function downloadPdfTable(title: string, rows: string[][], fileName: string) {
  const { jsPDF, autoTable } = await loadJsPdf();
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'letter' });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text(winAnsi(title), MARGIN, MARGIN + 14);
  gridTable(autoTable, doc, {
    startY: MARGIN + 28,
    margin: { left: MARGIN, right: MARGIN, top: MARGIN, bottom: MARGIN },
    head: rows[0] ?? [],
    body: rows.slice(1).map((row) => row.map(winAnsi)),
    styles: { fontSize: 8, valign: 'top' },
  });
  downloadFile(doc.output('arraybuffer'), 'application/pdf', fileName);
}
