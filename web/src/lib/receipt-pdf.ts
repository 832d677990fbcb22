/**
 * A bid receipt as a PDF, made in the browser (decision 059): the agency, the project, the company, the
 * server's time, the receipt's number and code, the bid digest, each file's name, size and SHA-256, and
 * the address of the public page that verifies it. jspdf loads as a file of its own on the first download
 * (lib/office-files.ts); this module is imported only when the supplier asks for the PDF.
 */
import { downloadFile, loadJsPdf, type PdfLibraries } from './office-files';
import { textFlow } from './pdf-writer';

/** What the receipt says, with its labels in the supplier's language (the caller translates). */
export interface ReceiptSheet {
  title: string;
  /** Label and value, in order: number, agency, project, company, time, digest */
  facts: readonly (readonly [string, string])[];
  filesHeading: string;
  noFiles: string;
  files: readonly { name: string; size: string; sha256: string }[];
  codeLabel: string;
  code: string;
  verifyText: string;
  verifyUrl: string;
}

const MARGIN = 48;

/** Writes the receipt on letter pages with jspdf; digests and the code in a fixed-width font. */
export function receiptPdfOf({ jsPDF }: Pick<PdfLibraries, 'jsPDF'>, sheet: ReceiptSheet): ArrayBuffer {
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  // The code also sits, whole, in the document's properties: the verification page finds it in an uploaded PDF.
  doc.setProperties({ title: sheet.title, subject: sheet.code });
  const flow = textFlow(doc, {
    left: MARGIN,
    width: doc.internal.pageSize.getWidth() - 2 * MARGIN,
    top: MARGIN,
    bottom: doc.internal.pageSize.getHeight() - MARGIN,
    lineHeight: 1.35,
  });

  const write = (
    value: string,
    options: { size?: number; bold?: boolean; mono?: boolean; gap?: number } = {},
  ) => {
    flow.write(value, {
      size: options.size ?? 10,
      font: options.mono ? 'courier' : 'helvetica',
      style: options.bold ? 'bold' : 'normal',
    });
    flow.y += options.gap ?? 4;
  };

  write(sheet.title, { size: 18, bold: true, gap: 12 });
  for (const [label, value] of sheet.facts) {
    write(label, { size: 9, bold: true, gap: 0 });
    write(value, { mono: /^[0-9a-f]{64}$/.test(value) });
  }
  flow.y += 8;
  write(sheet.filesHeading, { size: 12, bold: true, gap: 6 });
  if (sheet.files.length === 0) write(sheet.noFiles);
  for (const file of sheet.files) {
    write(`${file.name} (${file.size})`, { bold: true, gap: 0 });
    write(`SHA-256 ${file.sha256}`, { size: 9, mono: true });
  }
  flow.y += 8;
  write(sheet.codeLabel, { size: 9, bold: true, gap: 0 });
  write(sheet.code, { size: 8, mono: true });
  flow.y += 8;
  write(sheet.verifyText, { gap: 0 });
  write(sheet.verifyUrl, { mono: true, size: 9 });
  return doc.output('arraybuffer');
}

/** A receipt code found in a receipt PDF's bytes (its properties hold it whole), or undefined. */
export function codeInPdf(bytes: Uint8Array): string | undefined {
  const text = new TextDecoder('latin1').decode(bytes);
  return /TB1\.[a-z0-9-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[0-9a-f]{64}/.exec(text)?.[0];
}

/** Makes the receipt's PDF and hands it to the browser as a download. */
export async function downloadReceiptPdf(sheet: ReceiptSheet, fileName: string): Promise<void> {
  downloadFile(receiptPdfOf(await loadJsPdf(), sheet), 'application/pdf', fileName);
}
