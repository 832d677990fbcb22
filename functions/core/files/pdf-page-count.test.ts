import { deflateSync } from 'node:zlib';
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { pdfPageCount } from './pdf-page-count.js';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A page tree of `pages` leaves under one /Pages node (objects 1: catalogue, 2: pages, 3…: leaves). */
function treeObjects(pages: number, claimedCount = pages): string[] {
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i} 0 R`).join(' ');
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${claimedCount} >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'),
  ];
}

/** A classic PDF: objects, an xref table, a trailer; `shift` moves every xref offset (a damaged table). */
function classicPdf(objects: string[], { shift = 0 } = {}): Buffer {
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o + shift).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(out);
}

/** PNG "Up" predictor rows, as PDF writers encode cross-reference streams. */
function pngUp(rows: number[][]): Buffer {
  const out: number[] = [];
  rows.forEach((row, r) => {
    out.push(2);
    row.forEach((byte, i) => out.push((byte - (r > 0 ? rows[r - 1]![i]! : 0)) & 0xff));
  });
  return Buffer.from(out);
}

/**
 * A PDF 1.5 file: every object but the catalogue inside one compressed object stream, and a compressed
 * cross-reference stream with a PNG predictor (what most office suites write).
 */
function compressedPdf(pages: number): Buffer {
  const objects = treeObjects(pages);
  const inner = objects.slice(1).map((object, i) => ({ num: i + 2, object }));
  let header = '';
  let body = '';
  for (const { num, object } of inner) {
    header += `${num} ${body.length} `;
    body += `${object}\n`;
  }
  const objStm = deflateSync(latin1(header + body));
  const stmNum = objects.length + 1;
  const xrefNum = stmNum + 1;
  const parts: Buffer[] = [latin1('%PDF-1.5\n')];
  let length = parts[0]!.length;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  const catalogOffset = length;
  push(latin1(`1 0 obj\n${objects[0]}\nendobj\n`));
  const stmOffset = length;
  push(
    latin1(
      `${stmNum} 0 obj\n<< /Type /ObjStm /N ${inner.length} /First ${header.length} /Filter /FlateDecode /Length ${objStm.length} >>\nstream\n`,
    ),
  );
  push(objStm);
  push(latin1('\nendstream\nendobj\n'));
  const xrefOffset = length;
  const rows: number[][] = [[0, 0, 0, 0xff]];
  rows.push([1, catalogOffset >> 8, catalogOffset & 0xff, 0]);
  inner.forEach((_, i) => rows.push([2, 0, stmNum, i]));
  rows.push([1, stmOffset >> 8, stmOffset & 0xff, 0]);
  rows.push([1, xrefOffset >> 8, xrefOffset & 0xff, 0]);
  // W [1 2 1]: the type, a two-byte offset or stream number, a one-byte generation or index.
  const encoded = deflateSync(pngUp(rows));
  push(
    latin1(
      `${xrefNum} 0 obj\n<< /Type /XRef /Size ${xrefNum + 1} /W [1 2 1] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Columns 4 /Predictor 12 >> /Length ${encoded.length} >>\nstream\n`,
    ),
  );
  push(encoded);
  push(latin1(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`));
  return Buffer.concat(parts);
}

function jsPdfWith(pages: number, compress: boolean): Uint8Array {
  const doc = new jsPDF({ compress });
  doc.text('Page 1', 10, 10);
  for (let i = 2; i <= pages; i++) {
    doc.addPage();
    doc.text(`Page ${i}`, 10, 10);
  }
  return new Uint8Array(doc.output('arraybuffer'));
}

describe('pdfPageCount', () => {
  it.each([1, 5, 12])('counts the %i pages jsPDF wrote, compressed or not', (pages) => {
    expect(pdfPageCount(jsPdfWith(pages, false))).toEqual({ ok: true, pages });
    expect(pdfPageCount(jsPdfWith(pages, true))).toEqual({ ok: true, pages });
  });

  it('reads a classic cross-reference table', () => {
    expect(pdfPageCount(classicPdf(treeObjects(3)))).toEqual({ ok: true, pages: 3 });
  });

  it('reads object streams through a cross-reference stream with a PNG predictor', () => {
    expect(pdfPageCount(compressedPdf(1))).toEqual({ ok: true, pages: 1 });
    expect(pdfPageCount(compressedPdf(7))).toEqual({ ok: true, pages: 7 });
  });

  it('counts the leaves, not what the root claims', () => {
    expect(pdfPageCount(classicPdf(treeObjects(1, 5)))).toEqual({ ok: true, pages: 1 });
  });

  it('walks a nested page tree', () => {
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 3 >>',
      '<< /Type /Pages /Parent 2 0 R /Kids [5 0 R 6 0 R] /Count 2 >>',
      '<< /Type /Page /Parent 2 0 R >>',
      '<< /Type /Page /Parent 3 0 R >>',
      '<< /Type /Page /Parent 3 0 R >>',
    ];
    expect(pdfPageCount(classicPdf(objects))).toEqual({ ok: true, pages: 3 });
  });

  it('follows an incremental update (/Prev): the newer page tree wins', () => {
    const original = classicPdf(treeObjects(2)).toString('latin1');
    const firstXref = Number(/startxref\s+(\d+)/.exec(original)![1]);
    let out = original;
    const offsets: Record<number, number> = {};
    const add = (num: number, object: string) => {
      offsets[num] = out.length;
      out += `${num} 0 obj\n${object}\nendobj\n`;
    };
    add(2, '<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>');
    add(5, '<< /Type /Page /Parent 2 0 R >>');
    const xref = out.length;
    out += `xref\n2 1\n${String(offsets[2]).padStart(10, '0')} 00000 n \n5 1\n${String(offsets[5]).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size 6 /Root 1 0 R /Prev ${firstXref} >>\nstartxref\n${xref}\n%%EOF\n`;
    expect(pdfPageCount(latin1(out))).toEqual({ ok: true, pages: 3 });
  });

  it('recovers a damaged cross-reference by scanning the objects', () => {
    expect(pdfPageCount(classicPdf(treeObjects(4), { shift: 7 }))).toEqual({ ok: true, pages: 4 });
    const noXref = classicPdf(treeObjects(2))
      .toString('latin1')
      .replace(/startxref[\s\S]*$/, '');
    expect(pdfPageCount(latin1(noXref))).toEqual({ ok: true, pages: 2 });
  });

  it('answers notPdf for other files, whatever their name', () => {
    expect(pdfPageCount(latin1('MZ\x90\x00\x03 this is a program'))).toEqual({ ok: false, reason: 'notPdf' });
    expect(pdfPageCount(new Uint8Array())).toEqual({ ok: false, reason: 'notPdf' });
  });

  it('answers unreadable for a header with no document, and for a page tree that loops', () => {
    expect(pdfPageCount(latin1('%PDF-1.7\n garbage \x00\x01'))).toEqual({ ok: false, reason: 'unreadable' });
    const looping = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Pages /Kids [2 0 R] /Count 1 >>',
    ];
    expect(pdfPageCount(classicPdf(looping))).toEqual({ ok: false, reason: 'unreadable' });
  });
});
