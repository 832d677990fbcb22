/**
 * What a bid's document requirement accepts (docs/decisions/069): one rule, run by the bid screen before
 * an upload starts and by the server when it starts and when it completes.
 *
 * - No program or script file is a bid document, whatever the item: refused by its name's extension at
 *   the start, and by its first bytes once stored (a renamed `.exe` still starts with "MZ").
 * - An item the buyer limited to some file types (BID_FILE_TYPES) takes only their extensions.
 * - An item with a minimum page count takes a PDF, the one type whose pages the server counts, from the
 *   file itself once stored; the supplier types no count. The server reads a PDF whole into memory to
 *   count its pages, so such a PDF may be at most BID_PDF_READ_MAX_BYTES: refused at the start above it,
 *   before a long upload that could only fail.
 * - A stored PDF under the item's minimum, or whose pages cannot be counted (damaged, or its page tree
 *   encrypted), is refused when the upload completes: it never counts as meeting the item.
 */
import type { ErrorCode } from '../../errors.js';
import { checkDocumentSize, isPdfFileName } from '../projects/documents.js';

/** The largest PDF whose pages are counted (read whole in the Lambda's memory). */
export const BID_PDF_READ_MAX_BYTES = 100 * 1024 * 1024;

/** Programs, installers, libraries and scripts of Windows, macOS, Linux, Java and Android. */
export const BID_FILE_FORBIDDEN_EXTENSIONS: readonly string[] = [
  'app', 'apk', 'bat', 'bin', 'cmd', 'com', 'cpl', 'deb', 'dll', 'dmg', 'exe', 'gadget', 'hta', 'jar',
  'js', 'jse', 'lnk', 'msc', 'msi', 'msp', 'pif', 'pkg', 'ps1', 'psm1', 'reg', 'rpm', 'run', 'scr', 'sh',
  'sys', 'vb', 'vbe', 'vbs', 'ws', 'wsc', 'wsf', 'wsh',
]; // prettier-ignore

/**
 * The file types a buyer may limit a document requirement to, each a family of extensions. None chosen:
 * any document but a program. A minimum page count takes a PDF whatever is chosen.
 */
export const BID_FILE_TYPES = {
  pdf: ['pdf'],
  word: ['doc', 'docx', 'odt', 'rtf'],
  spreadsheet: ['xls', 'xlsx', 'ods', 'csv'],
  image: ['jpg', 'jpeg', 'png', 'tif', 'tiff'],
  drawing: ['dwg', 'dxf'],
  archive: ['zip', '7z'],
  text: ['txt'],
} as const satisfies Record<string, readonly string[]>;
export type BidFileType = keyof typeof BID_FILE_TYPES;
export const BID_FILE_TYPE_NAMES = Object.keys(BID_FILE_TYPES) as [BidFileType, ...BidFileType[]];

/** The types an item is limited to, from its content as stored, in the list's order ([]: any document). */
export function fileTypesOf(content: Record<string, unknown>): BidFileType[] {
  const chosen = Array.isArray(content.fileTypes) ? (content.fileTypes as unknown[]) : [];
  return BID_FILE_TYPE_NAMES.filter((type) => chosen.includes(type));
}

/** The extensions an item accepts ([]: any but a program); a minimum page count narrows them to PDF. */
export function acceptedExtensionsOf(content: Record<string, unknown>): string[] {
  if (minimumPageCountOf(content) > 0) return ['pdf'];
  return fileTypesOf(content).flatMap((type) => [...BID_FILE_TYPES[type]]);
}

/** The extensions as a file input's `accept` and as people read them: ".pdf, .docx" ('' for any). */
export const extensionsText = (extensions: readonly string[]): string =>
  extensions.map((extension) => `.${extension}`).join(', ');

/** A file name's extension, lower case, without the dot ('' when none). */
export function fileExtensionOf(fileName: string): string {
  const name = fileName.trim();
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** An item's minimum page count, from its content as stored (0: any number of pages). */
export function minimumPageCountOf(content: Record<string, unknown>): number {
  const value = content.minimumPageCount;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/** Before the upload: the size, the type by name, and a PDF small enough to have its pages counted. */
export function checkBidFileStart(
  content: Record<string, unknown>,
  file: { fileName: string; size: number },
): ErrorCode | undefined {
  const sizeProblem = checkDocumentSize(file.size);
  if (sizeProblem) return sizeProblem;
  const extension = fileExtensionOf(file.fileName);
  if (BID_FILE_FORBIDDEN_EXTENSIONS.includes(extension)) return 'submissionFileTypeNotAllowed';
  if (minimumPageCountOf(content) === 0) {
    const accepted = acceptedExtensionsOf(content);
    return accepted.length === 0 || accepted.includes(extension)
      ? undefined
      : 'submissionFileTypeNotAccepted';
  }
  if (!isPdfFileName(file.fileName)) return 'submissionFilePdfRequired';
  if (file.size > BID_PDF_READ_MAX_BYTES) return 'submissionFilePdfTooLarge';
  return undefined;
}

/** How many leading bytes of a stored file `isProgramContent` reads. */
export const PROGRAM_SIGNATURE_BYTES = 4;

/** A program's first bytes: Windows (MZ), Linux (ELF), macOS (Mach-O, fat binaries), a script's "#!". */
export function isProgramContent(head: Uint8Array): boolean {
  const [a, b, c, d] = head;
  if (a === 0x4d && b === 0x5a) return true;
  if (a === 0x23 && b === 0x21) return true;
  if (a === 0x7f && b === 0x45 && c === 0x4c && d === 0x46) return true;
  const word = (((a ?? 0) << 24) | ((b ?? 0) << 16) | ((c ?? 0) << 8) | (d ?? 0)) >>> 0;
  return [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe].includes(word);
}

/** What the server read of a stored PDF: its pages, or why there are none to count. */
export type PdfPages = { ok: true; pages: number } | { ok: false; reason: 'notPdf' | 'unreadable' };

/** Once stored, for an item with a minimum page count: the pages counted from the file itself. */
export function checkBidFilePages(content: Record<string, unknown>, read: PdfPages): ErrorCode | undefined {
  const minimum = minimumPageCountOf(content);
  if (minimum === 0) return undefined;
  if (!read.ok) return read.reason === 'notPdf' ? 'submissionFilePdfRequired' : 'submissionFilePdfUnreadable';
  return read.pages < minimum ? 'submissionFilePagesTooFew' : undefined;
}
