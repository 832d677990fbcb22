import { describe, expect, it } from 'vitest';
import {
  canPreviewDocument,
  checkDocumentCount,
  checkDocumentSize,
  checkDocumentType,
  checkNewDocument,
  checkPageCount,
  checkUniqueNames,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_PREVIEW_MAX_BYTES,
  sortDocuments,
  type DocumentType,
  type NamedDocument,
} from './documents.js';

const existing: NamedDocument[] = [
  { documentId: 'd1', fileName: 'Plans.pdf', displayName: 'Site plans' },
  { documentId: 'd2', fileName: 'specs.docx', displayName: 'Specifications' },
];

describe('checkDocumentSize (1 GB per file)', () => {
  it.each<[number, string | undefined]>([
    [1, undefined],
    [DOCUMENT_MAX_BYTES, undefined],
    [DOCUMENT_MAX_BYTES + 1, 'documentTooLarge'],
    [0, 'documentEmpty'],
    [-5, 'documentEmpty'],
    [1.5, 'documentEmpty'],
  ])('%d bytes → %s', (size, expected) => {
    expect(checkDocumentSize(size)).toBe(expected);
  });

  it('1 GB is 1024³ bytes', () => {
    expect(DOCUMENT_MAX_BYTES).toBe(1024 ** 3);
    expect(DOCUMENT_PREVIEW_MAX_BYTES).toBe(5 * 1024 ** 2);
  });
});

describe('checkPageCount (minimum 0)', () => {
  it.each<[number, string | undefined]>([
    [0, undefined],
    [12, undefined],
    [-1, 'documentPageCountInvalid'],
    [2.5, 'documentPageCountInvalid'],
    [Number.NaN, 'documentPageCountInvalid'],
  ])('%d → %s', (pageCount, expected) => {
    expect(checkPageCount(pageCount)).toBe(expected);
  });
});

describe('checkDocumentType (the front-end document is a PDF)', () => {
  it.each<[DocumentType, string, string | undefined]>([
    ['frontEnd', 'tender.pdf', undefined],
    ['frontEnd', 'TENDER.PDF', undefined],
    ['frontEnd', 'tender.docx', 'documentFrontEndNotPdf'],
    ['frontEnd', 'pdf', 'documentFrontEndNotPdf'],
    ['drawing', 'plan.dwg', undefined],
    ['other', 'notes.txt', undefined],
  ])('%s %s → %s', (type, fileName, expected) => {
    expect(checkDocumentType(type, fileName)).toBe(expected);
  });
});

describe('checkDocumentCount (at most 10 per project)', () => {
  it.each<[number, string | undefined]>([
    [0, undefined],
    [9, undefined],
    [10, 'documentLimitReached'],
    [11, 'documentLimitReached'],
  ])('%d existing → %s', (count, expected) => {
    expect(checkDocumentCount(count)).toBe(expected);
  });
});

describe('checkUniqueNames (display and file names unique, ignoring case)', () => {
  it.each<[string, { documentId?: string; fileName?: string; displayName?: string }, string | undefined]>([
    ['a new file', { fileName: 'new.pdf', displayName: 'New' }, undefined],
    [
      'the same file name in another case',
      { fileName: 'plans.PDF', displayName: 'New' },
      'documentFileNameExists',
    ],
    [
      'a file name with spaces around',
      { fileName: ' Plans.pdf ', displayName: 'New' },
      'documentFileNameExists',
    ],
    ['a taken display name', { fileName: 'new.pdf', displayName: 'site PLANS' }, 'documentDisplayNameExists'],
    ['a document keeping its own names', { documentId: 'd1', displayName: 'Site plans' }, undefined],
    [
      'a rename onto another document',
      { documentId: 'd1', displayName: 'Specifications' },
      'documentDisplayNameExists',
    ],
  ])('%s → %s', (_label, candidate, expected) => {
    expect(checkUniqueNames(existing, candidate)).toBe(expected);
  });
});

describe('checkNewDocument (every rule, before any URL)', () => {
  const fine = {
    fileName: 'new.pdf',
    displayName: 'New',
    size: 10,
    documentType: 'other' as DocumentType,
    pageCount: 0,
  };
  const ten = Array.from({ length: 10 }, (_, i) => ({
    documentId: `d${i}`,
    fileName: `f${i}.pdf`,
    displayName: `D${i}`,
  }));

  it.each<[string, readonly NamedDocument[], Partial<typeof fine>, string | undefined]>([
    ['a fine document', existing, {}, undefined],
    ['an 11th document', ten, {}, 'documentLimitReached'],
    ['a file over 1 GB', existing, { size: DOCUMENT_MAX_BYTES + 1 }, 'documentTooLarge'],
    [
      'a front-end document that is not a PDF',
      existing,
      { documentType: 'frontEnd', fileName: 'a.doc' },
      'documentFrontEndNotPdf',
    ],
    ['a negative page count', existing, { pageCount: -1 }, 'documentPageCountInvalid'],
    ['a duplicate file name', existing, { fileName: 'specs.docx' }, 'documentFileNameExists'],
  ])('%s → %s', (_label, documents, change, expected) => {
    expect(checkNewDocument(documents, { ...fine, ...change })).toBe(expected);
  });
});

describe('canPreviewDocument (PDFs up to 5 MB)', () => {
  it.each<[string, number, boolean]>([
    ['a.pdf', DOCUMENT_PREVIEW_MAX_BYTES, true],
    ['a.PDF', 1, true],
    ['a.pdf', DOCUMENT_PREVIEW_MAX_BYTES + 1, false],
    ['a.docx', 10, false],
  ])('%s of %d bytes → %s', (fileName, size, expected) => {
    expect(canPreviewDocument({ fileName, size })).toBe(expected);
  });
});

describe('sortDocuments', () => {
  it('orders by sort order, then display name', () => {
    const sorted = sortDocuments([
      { sortOrder: 2, displayName: 'B' },
      { sortOrder: 1, displayName: 'Z' },
      { sortOrder: 2, displayName: 'A' },
    ]);
    expect(sorted.map((d) => `${d.sortOrder}${d.displayName}`)).toEqual(['1Z', '2A', '2B']);
  });
});
