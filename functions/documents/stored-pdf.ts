/**
 * A stored PDF's page count, read from the object (decision 069): what a listing shows is the file's,
 * not a number typed beside it. Only PDFs up to BID_PDF_READ_MAX_BYTES are read, whole, in memory.
 */
import { isPdfFileName } from '../../shared/domain/projects/documents.js';
import { BID_PDF_READ_MAX_BYTES } from '../../shared/domain/submissions/bid-files.js';
import { pdfPageCount } from '../core/files/pdf-page-count.js';
import { objectBytes } from '../core/files/s3-multipart.js';

/** The pages of a stored PDF; undefined for another type, a larger PDF or one whose pages cannot be read. */
export async function storedPdfPages(
  key: string,
  fileName: string,
  size: number,
): Promise<number | undefined> {
  if (!isPdfFileName(fileName) || size > BID_PDF_READ_MAX_BYTES) return undefined;
  const read = pdfPageCount(await objectBytes(key, BID_PDF_READ_MAX_BYTES));
  return read.ok ? read.pages : undefined;
}
