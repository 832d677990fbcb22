/**
 * The sign-in sheet's downloads (decision 049): exceljs, jspdf and its table plugin are loaded on demand
 * as files exactly as the form exports load them (decisions 038, 041), so no other chunk, /login's least,
 * carries them.
 */
import type ExcelJSModule from 'exceljs';
import type { jsPDF as JsPdf } from 'jspdf';
import type { autoTable as AutoTable } from 'jspdf-autotable';
import type { SignInSheet } from './sign-in-sheet';

type ExcelJs = typeof ExcelJSModule;
export type PdfLibraries = { jsPDF: typeof JsPdf; autoTable: typeof AutoTable };

const MARGIN = 40;
/** jspdf's standard fonts write WinAnsi: the narrow no-break space French uses becomes a no-break space. */
const winAnsi = (text: string) => text.replace(/\u202F/g, '\u00A0');

/** The sheet as a PDF: the title, the meeting's lines, then the table with its header on every page. */
export function sheetPdf({ jsPDF, autoTable }: PdfLibraries, sheet: SignInSheet): ArrayBuffer {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'letter' });
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  let y = MARGIN;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(winAnsi(sheet.title), MARGIN, y + 16);
  y += 32;
  doc.setFontSize(10);
  for (const [label, value] of sheet.lines) {
    doc.setFont('helvetica', 'bold');
    doc.text(winAnsi(`${label}:`), MARGIN, y + 10);
    doc.setFont('helvetica', 'normal');
    const lines = doc.splitTextToSize(winAnsi(value), width - 110) as string[];
    doc.text(lines, MARGIN + 110, y + 10);
    y += 14 * Math.max(1, lines.length);
  }
  autoTable(doc, {
    startY: y + 10,
    margin: { left: MARGIN, right: MARGIN, top: MARGIN, bottom: MARGIN },
    head: [sheet.head.map(winAnsi)],
    body: sheet.rows.map((row) => row.map(winAnsi)),
    theme: 'grid',
    styles: { font: 'helvetica', fontSize: 10, minCellHeight: 24, valign: 'middle' },
    headStyles: { fillColor: [230, 230, 230], textColor: 20 },
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

function downloadFile(data: ArrayBuffer, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A library's browser build, emitted as a file of its own (`?url`), run by a script element (decision 041). */
function runScript(src: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

async function loadExcelJs(): Promise<ExcelJs> {
  const global = window as unknown as { ExcelJS?: ExcelJs };
  if (!global.ExcelJS) {
    const { default: src } = await import('exceljs/dist/exceljs.min.js?url');
    await runScript(src);
  }
  if (!global.ExcelJS) throw new Error('exceljs did not load');
  return global.ExcelJS;
}

async function loadJsPdf(): Promise<PdfLibraries> {
  const global = window as unknown as { jspdf?: { jsPDF: PdfLibraries['jsPDF'] } };
  if (!global.jspdf) {
    const { default: src } = await import('jspdf/dist/jspdf.umd.min.js?url');
    await runScript(src);
  }
  if (!global.jspdf) throw new Error('jspdf did not load');
  const { default: pluginSrc } = await import('jspdf-autotable?url');
  const plugin = (await import(/* @vite-ignore */ pluginSrc)) as { autoTable: PdfLibraries['autoTable'] };
  return { jsPDF: global.jspdf.jsPDF, autoTable: plugin.autoTable };
}

export async function downloadSheetPdf(sheet: SignInSheet, fileName: string): Promise<void> {
  downloadFile(sheetPdf(await loadJsPdf(), sheet), 'application/pdf', fileName);
}

export async function downloadSheetWorkbook(sheet: SignInSheet, fileName: string): Promise<void> {
  const data = await sheetWorkbook(await loadExcelJs(), sheet);
  downloadFile(data, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName);
}
