import { describe, expect, it } from 'vitest';
import {
  BID_PDF_READ_MAX_BYTES,
  checkBidFilePages,
  checkBidFileStart,
  fileExtensionOf,
  isProgramContent,
  minimumPageCountOf,
  acceptedExtensionsOf,
  extensionsText,
  fileTypesOf,
} from './bid-files.js';

const fivePages = { instructions: '', mandatory: true, minimumPageCount: 5 };
const anyPages = { instructions: '', mandatory: true, minimumPageCount: 0 };
const drawingsOrPdf = { ...anyPages, fileTypes: ['drawing', 'pdf'] };
const pdfPagesAndWord = { ...fivePages, fileTypes: ['word'] };

describe('checkBidFileStart (the screen before sending, the server at the start)', () => {
  it.each([
    ['a PDF for a page-count item', fivePages, 'plan.pdf', 1000, undefined],
    ['a PDF whose name is upper case', fivePages, 'PLAN.PDF', 1000, undefined],
    ['an .exe for a page-count item', fivePages, 'setup.exe', 1000, 'submissionFileTypeNotAllowed'],
    ['an .exe for any item', anyPages, 'setup.exe', 1000, 'submissionFileTypeNotAllowed'],
    ['a script for any item', anyPages, 'install.SH', 1000, 'submissionFileTypeNotAllowed'],
    ['a Word file for a page-count item', fivePages, 'plan.docx', 1000, 'submissionFilePdfRequired'],
    ['a Word file for any item', anyPages, 'plan.docx', 1000, undefined],
    ['a file without extension for any item', anyPages, 'README', 1000, undefined],
    ['an empty file', anyPages, 'plan.pdf', 0, 'documentEmpty'],
    [
      'a PDF too large to count',
      fivePages,
      'plan.pdf',
      BID_PDF_READ_MAX_BYTES + 1,
      'submissionFilePdfTooLarge',
    ],
    ['a large PDF where pages are not counted', anyPages, 'plan.pdf', BID_PDF_READ_MAX_BYTES + 1, undefined],
    ['a drawing for a drawings-or-PDF item', drawingsOrPdf, 'site.DWG', 1000, undefined],
    ['a PDF for a drawings-or-PDF item', drawingsOrPdf, 'site.pdf', 1000, undefined],
    [
      'a Word file for a drawings-or-PDF item',
      drawingsOrPdf,
      'site.docx',
      1000,
      'submissionFileTypeNotAccepted',
    ],
    ['no extension for a drawings-or-PDF item', drawingsOrPdf, 'site', 1000, 'submissionFileTypeNotAccepted'],
    ['an .exe for a drawings-or-PDF item', drawingsOrPdf, 'site.exe', 1000, 'submissionFileTypeNotAllowed'],
    [
      'a Word file where pages are counted, whatever the types',
      pdfPagesAndWord,
      'a.docx',
      1000,
      'submissionFilePdfRequired',
    ],
  ])('%s', (_, content, fileName, size, expected) => {
    expect(checkBidFileStart(content, { fileName, size })).toBe(expected);
  });
});

describe('checkBidFilePages (the server, from the stored file)', () => {
  it.each([
    [fivePages, { ok: true as const, pages: 1 }, 'submissionFilePagesTooFew'],
    [fivePages, { ok: true as const, pages: 5 }, undefined],
    [fivePages, { ok: false as const, reason: 'notPdf' as const }, 'submissionFilePdfRequired'],
    [fivePages, { ok: false as const, reason: 'unreadable' as const }, 'submissionFilePdfUnreadable'],
    [anyPages, { ok: true as const, pages: 0 }, undefined],
    [anyPages, { ok: false as const, reason: 'notPdf' as const }, undefined],
  ])('%o, %o → %s', (content, read, expected) => {
    expect(checkBidFilePages(content, read)).toBe(expected);
  });
});

describe('the pieces', () => {
  it('reads a name’s extension', () => {
    expect(fileExtensionOf(' Plan.Final.PDF ')).toBe('pdf');
    expect(fileExtensionOf('.bashrc')).toBe('');
    expect(fileExtensionOf('plan.')).toBe('');
  });

  it('reads an item’s minimum page count, 0 when absent or not a whole number', () => {
    expect(minimumPageCountOf({ minimumPageCount: 3 })).toBe(3);
    expect(minimumPageCountOf({})).toBe(0);
    expect(minimumPageCountOf({ minimumPageCount: '5' })).toBe(0);
  });

  it('knows a program by its first bytes, not a PDF or a zip', () => {
    const bytes = (...b: number[]) => new Uint8Array(b);
    expect(isProgramContent(bytes(0x4d, 0x5a, 0x90, 0x00))).toBe(true);
    expect(isProgramContent(bytes(0x7f, 0x45, 0x4c, 0x46))).toBe(true);
    expect(isProgramContent(bytes(0xcf, 0xfa, 0xed, 0xfe))).toBe(true);
    expect(isProgramContent(new TextEncoder().encode('#!/bin/sh'))).toBe(true);
    expect(isProgramContent(new TextEncoder().encode('%PDF'))).toBe(false);
    expect(isProgramContent(bytes(0x50, 0x4b, 0x03, 0x04))).toBe(false);
    expect(isProgramContent(bytes())).toBe(false);
  });
});

describe('the types an item accepts', () => {
  it('reads the chosen types in the list’s order, ignoring unknown ones', () => {
    expect(fileTypesOf({ fileTypes: ['pdf', 'exe', 'drawing'] })).toEqual(['pdf', 'drawing']);
    expect(fileTypesOf({})).toEqual([]);
  });
  it('lists their extensions; a minimum page count narrows them to PDF', () => {
    expect(extensionsText(acceptedExtensionsOf(drawingsOrPdf))).toBe('.pdf, .dwg, .dxf');
    expect(acceptedExtensionsOf(anyPages)).toEqual([]);
    expect(acceptedExtensionsOf(pdfPagesAndWord)).toEqual(['pdf']);
  });
});
