/**
 * Project documents (docs/product/tender.md#documents; decision 029): the limits and the rules that the
 * upload path checks before it issues a single URL, and again before it records a document. Pure: the Build →
 * Documents screen runs them for instant feedback, the documents Lambda as the authority.
 */
import type { ErrorCode } from '../../errors.js';

/** At most this many documents per project (docs/product/tender.md#documents). */
export const PROJECT_DOCUMENTS_MAX = 10;
/** Uploads over 1 GB are refused (docs/product/tender.md#documents): 1 GiB, in bytes. */
export const DOCUMENT_MAX_BYTES = 1_073_741_824;
/**
 * PDFs up to 5 MB are previewed in the browser; larger ones and other files are downloaded
 * (docs/product/tender.md#documents).
 */
export const DOCUMENT_PREVIEW_MAX_BYTES = 5_242_880;
/** Display and file names. */
export const DOCUMENT_NAME_MAX_LENGTH = 255;
/** A page count is informative; this bounds it. */
export const DOCUMENT_PAGE_COUNT_MAX = 100_000;

/** The kinds of project document; the front-end document is the tender's cover document and must be a PDF. */
export const DOCUMENT_TYPES = ['frontEnd', 'specification', 'drawing', 'form', 'addendum', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A document's names as the uniqueness rules compare them. */
export interface NamedDocument {
  documentId: string;
  fileName: string;
  displayName: string;
}

/** Names compare trimmed and ignoring case: "Plans.pdf" and "plans.PDF " are the same file. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const isPdfFileName = (fileName: string) => /\.pdf$/i.test(fileName.trim());

/** A file's size: refused when empty or over 1 GB. */
export function checkDocumentSize(size: number): ErrorCode | undefined {
  if (!Number.isInteger(size) || size <= 0) return 'documentEmpty';
  if (size > DOCUMENT_MAX_BYTES) return 'documentTooLarge';
  return undefined;
}

/** The page count: a whole number from 0 (docs/product/tender.md#documents). */
export function checkPageCount(pageCount: number): ErrorCode | undefined {
  return Number.isInteger(pageCount) && pageCount >= 0 && pageCount <= DOCUMENT_PAGE_COUNT_MAX
    ? undefined
    : 'documentPageCountInvalid';
}

/** The type against the file: the front-end document must be a PDF (docs/product/tender.md#documents). */
export function checkDocumentType(type: DocumentType, fileName: string): ErrorCode | undefined {
  return type === 'frontEnd' && !isPdfFileName(fileName) ? 'documentFrontEndNotPdf' : undefined;
}

/** Room for one more document: at most 10 per project. */
export function checkDocumentCount(existingCount: number): ErrorCode | undefined {
  return existingCount >= PROJECT_DOCUMENTS_MAX ? 'documentLimitReached' : undefined;
}

/**
 * Unique names within a project (docs/product/tender.md#documents): a file name or display name another
 * document holds is refused; `documentId` is the document being renamed (its own names do not count).
 */
export function checkUniqueNames(
  existing: readonly NamedDocument[],
  candidate: { documentId?: string; fileName?: string; displayName?: string },
): ErrorCode | undefined {
  const others = existing.filter((document) => document.documentId !== candidate.documentId);
  const { fileName, displayName } = candidate;
  if (fileName !== undefined && others.some((document) => sameName(document.fileName, fileName)))
    return 'documentFileNameExists';
  if (displayName !== undefined && others.some((document) => sameName(document.displayName, displayName)))
    return 'documentDisplayNameExists';
  return undefined;
}

/** A new document, before any URL is issued: the first problem, in the order the user fixes them. */
export function checkNewDocument(
  existing: readonly NamedDocument[],
  candidate: {
    fileName: string;
    displayName: string;
    size: number;
    documentType: DocumentType;
    pageCount: number;
  },
): ErrorCode | undefined {
  return (
    checkDocumentCount(existing.length) ??
    checkDocumentSize(candidate.size) ??
    checkDocumentType(candidate.documentType, candidate.fileName) ??
    checkPageCount(candidate.pageCount) ??
    checkUniqueNames(existing, candidate)
  );
}

/** PDFs up to 5 MB open in the browser's preview; anything else is downloaded. */
export function canPreviewDocument(document: { fileName: string; size: number }): boolean {
  return isPdfFileName(document.fileName) && document.size <= DOCUMENT_PREVIEW_MAX_BYTES;
}

/** Documents in their sort order, then by display name. */
export function sortDocuments<T extends { sortOrder: number; displayName: string }>(
  documents: readonly T[],
): T[] {
  return [...documents].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.displayName.localeCompare(b.displayName),
  );
}
