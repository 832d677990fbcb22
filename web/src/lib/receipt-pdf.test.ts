import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { codeInPdf, receiptPdfOf, type ReceiptSheet } from './receipt-pdf';

const digest = '3f2a91bc5d7e4f60a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718';
const fileSha = 'ab'.repeat(32);

const sheet = (files: ReceiptSheet['files']): ReceiptSheet => ({
  title: 'Bid receipt',
  facts: [
    ['Receipt number', '3F2A-91BC-5D7E-4F60'],
    ['Agency', 'City of Example'],
    ['Project', 'Road resurfacing'],
    ['Company', 'Acme Paving'],
    ['Received by the server', '2026-11-26 11:59:58 UTC'],
    ['Bid digest (SHA-256)', digest],
  ],
  filesHeading: 'Files',
  noFiles: 'No file',
  files,
  codeLabel: 'Receipt code',
  code: `TB1.demo.p.s.${digest}`,
  verifyText: 'Anyone can check this receipt at:',
  verifyUrl: `https://tenderbox.example/verify-receipt?code=TB1.demo.p.s.${digest}`,
});

/** The PDF's header, and the text jspdf wrote (its uncompressed strings, unescaped, lines joined). */
const textOf = (pdf: ArrayBuffer) => {
  const raw = new TextDecoder('latin1').decode(pdf);
  const shown = [...raw.matchAll(/\((.*)\) Tj/g)].map((m) => m[1]!.replace(/\\([()\\])/g, '$1'));
  return `${raw.slice(0, 8)}\n${shown.join('')}`;
};

describe('receiptPdfOf', () => {
  it('writes a PDF holding the facts, the digest, each file’s name, size and SHA-256, the code and the page', () => {
    const pdf = receiptPdfOf({ jsPDF }, sheet([{ name: 'Bid bond.pdf', size: '41 bytes', sha256: fileSha }]));
    const text = textOf(pdf);
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const expected of [
      'Bid receipt',
      'City of Example',
      'Road resurfacing',
      'Acme Paving',
      '3F2A-91BC-5D7E-4F60',
      digest,
      'Bid bond.pdf (41 bytes)',
      `SHA-256 ${fileSha}`,
      '/verify-receipt?code=TB1.demo.p.s.',
    ])
      expect(text).toContain(expected);
  });

  it('says when the bid has no file, and goes on to a second page when the files need it', () => {
    expect(textOf(receiptPdfOf({ jsPDF }, sheet([])))).toContain('No file');
    const many = Array.from({ length: 40 }, (_, i) => ({
      name: `Annex ${i}.pdf`,
      size: '1 kB',
      sha256: fileSha,
    }));
    const pdf = receiptPdfOf({ jsPDF }, sheet(many));
    const text = textOf(pdf);
    expect(new TextDecoder('latin1').decode(pdf).match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
    expect(text).toContain('Annex 39.pdf');
  });

  it('carries the receipt code whole, so that the verification page finds it in an uploaded PDF', () => {
    const pdf = receiptPdfOf({ jsPDF }, sheet([]));
    expect(codeInPdf(new Uint8Array(pdf))).toBe(`TB1.demo.p.s.${digest}`);
    expect(codeInPdf(new TextEncoder().encode('%PDF-1.3 nothing here'))).toBeUndefined();
  });
});
