/**
 * Office files made in the browser (a bid form's Excel and PDF, a meeting's sign-in sheet): the download, and
 * exceljs, jspdf and its table plugin loaded as files of their own on the first download (decisions 038,
 * 041, 049), so that no other chunk, /login's least, carries them.
 */
import type ExcelJSModule from 'exceljs';
import type { jsPDF as JsPdf } from 'jspdf';
import type { autoTable as AutoTable } from 'jspdf-autotable';

export type ExcelJs = typeof ExcelJSModule;
export type PdfLibraries = { jsPDF: typeof JsPdf; autoTable: typeof AutoTable };

/** Hands a file to the browser as a download. */
export function downloadFile(data: ArrayBuffer, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Runs a library's browser build, emitted as a file of its own (`?url`), by a script element (CSP
 * script-src 'self' allows it). Imported as modules, exceljs's CommonJS wrapper and jspdf's own dynamic
 * imports made the bundler move helpers into chunks that /login loads (decisions 038, 041); as files they
 * add nothing to any other chunk until a buyer asks for a download.
 */
export function runScript(src: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

/**
 * exceljs's browser build, a file of its own run on the first download (runScript). Imported as a module,
 * its CommonJS wrapper made the bundler add interop helpers to the runtime chunk every screen loads,
 * /login included (+390 B); as an asset it adds nothing until a buyer asks for the file.
 */
export async function loadExcelJs(): Promise<ExcelJs> {
  const global = window as unknown as { ExcelJS?: ExcelJs };
  if (global.ExcelJS) return global.ExcelJS;
  const { default: src } = await import('exceljs/dist/exceljs.min.js?url');
  await runScript(src);
  if (!global.ExcelJS) throw new Error('exceljs did not load');
  return global.ExcelJS;
}

/**
 * jspdf's and its table plugin's browser builds (UMD), files of their own run on the first PDF download
 * (runScript; jspdf sets `window.jspdf`). As modules, jspdf's own
 * dynamic imports (html2canvas, DOMPurify, canvg, which a form never uses) moved Vite's preload helper out
 * of a chunk /login loads into a new one /login would also load (decision 041).
 */
export async function loadJsPdf(): Promise<PdfLibraries> {
  const global = window as unknown as { jspdf?: { jsPDF: PdfLibraries['jsPDF'] } };
  if (!global.jspdf) {
    const { default: src } = await import('jspdf/dist/jspdf.umd.min.js?url');
    await runScript(src);
  }
  if (!global.jspdf) throw new Error('jspdf did not load');
  // The plugin's ES build imports nothing, so the browser runs it as a module of its own (its package
  // exports no UMD file).
  const { default: pluginSrc } = await import('jspdf-autotable?url');
  const plugin = (await import(/* @vite-ignore */ pluginSrc)) as { autoTable: PdfLibraries['autoTable'] };
  return { jsPDF: global.jspdf.jsPDF, autoTable: plugin.autoTable };
}
