import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import ExcelJS from 'exceljs';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { TBidMeetingsView } from '../../../../../shared/schemas/bid-meetings';
import { sheetPdf, sheetWorkbook } from './download';
import { meetingWhen, signInSheet, WALK_IN_ROWS, type SheetTexts } from './sign-in-sheet';

const texts: SheetTexts = {
  title: 'Sign-in sheet',
  project: 'Project',
  meeting: 'Meeting',
  dateTime: 'Date and time',
  location: 'Location',
  mandatory: 'Mandatory',
  yes: 'Yes',
  no: 'No',
  company: 'Company',
  attendee: 'Attendee',
  signature: 'Signature',
  walkIns: 'Walk-ins',
};

const registration = (companyName: string, attendees: string[], vendorId?: string) => ({
  projectId: 'p1',
  meetingId: 'm1',
  registrationId: vendorId ?? `walkin-${companyName}`,
  ...(vendorId ? { vendorId } : {}),
  companyName,
  attendees,
  registeredAt: '2026-05-01T12:00:00Z',
  version: 1,
  createdAt: '2026-05-01T12:00:00Z',
  updatedAt: '2026-05-01T12:00:00Z',
});

const view: TBidMeetingsView = {
  timeZone: 'America/Toronto',
  projectName: 'Transit shelter replacement',
  projectNumber: '00016',
  meetings: [
    {
      meetingId: 'm1',
      description: 'Mandatory site visit',
      location: 'Transit Garage, gate B',
      startsAt: '2026-05-20T14:00:00Z',
      endsAt: '2026-05-20T16:00:00Z',
      mandatory: true,
      registrations: [
        registration('Harbour Glazing Ltd.', ['Sam Ortiz']),
        registration('Zenith Steel', ['Zoe Zenith'], 'v2'),
        registration('Acme Construction Ltd.', ['Ada Acme', 'Omar Okafor'], 'v1'),
      ],
    },
  ],
};
const meeting = view.meetings[0]!;

describe('signInSheet', () => {
  it('lists each registered attendee by company, then walk-ins recorded, then blank rows, signatures blank', () => {
    const sheet = signInSheet(view, meeting, texts, 'en-CA');
    expect(sheet.rows.slice(0, sheet.registeredRows)).toEqual([
      ['Acme Construction Ltd.', 'Ada Acme', ''],
      ['Acme Construction Ltd.', 'Omar Okafor', ''],
      ['Zenith Steel', 'Zoe Zenith', ''],
      ['Harbour Glazing Ltd.', 'Sam Ortiz', ''],
    ]);
    expect(sheet.rows.slice(sheet.registeredRows)).toEqual(Array(WALK_IN_ROWS).fill(['', '', '']));
    expect(sheet.lines).toEqual([
      ['Project', '00016 · Transit shelter replacement'],
      ['Meeting', 'Mandatory site visit'],
      ['Date and time', meetingWhen(meeting, 'America/Toronto', 'en-CA')],
      ['Location', 'Transit Garage, gate B'],
      ['Mandatory', 'Yes'],
    ]);
  });

  it.each([
    ['en-CA', 'America/Toronto', /Wednesday, May 20, 2026.*10:00.*12:00.*EDT/],
    ['fr-CA', 'America/Toronto', /mercredi 20 mai 2026.*10 h 00.*12 h 00/],
    ['en-CA', 'America/Vancouver', /7:00.*9:00.*PDT/],
  ])('writes the time in the agency’s zone (%s, %s)', (locale, zone, expected) => {
    expect(meetingWhen(meeting, zone, locale)).toMatch(expected);
  });
});

/** The PDF's text read back with pdf.js. */
async function pdfText(data: ArrayBuffer): Promise<string> {
  const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const loading = getDocument({ data: new Uint8Array(data), standardFontDataUrl });
  const pdf = await loading.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await loading.destroy();
  return pages.join(' ').replace(/[\u00A0\u202F]/g, ' ');
}

describe('the files', () => {
  const sheet = signInSheet(view, meeting, texts, 'en-CA');

  it('writes the PDF: title, meeting, location, header and each attendee', async () => {
    const text = await pdfText(sheetPdf({ jsPDF, autoTable }, sheet));
    for (const expected of [
      'Sign-in sheet',
      'Mandatory site visit',
      'Transit Garage, gate B',
      'Company',
      'Signature',
      'Acme Construction Ltd.',
      'Omar Okafor',
      'Harbour Glazing Ltd.',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/May 20, 2026/);
  });

  it('writes the workbook: the lines, the header, a row per attendee and blank rows to sign', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await sheetWorkbook(ExcelJS, sheet));
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    const values = rows.map((row) => row.slice(1));
    expect(values[0]).toEqual(['Sign-in sheet']);
    expect(values[4]).toEqual(['Location', 'Transit Garage, gate B']);
    const header = values.findIndex((row) => row[0] === 'Company');
    expect(values[header]).toEqual(['Company', 'Attendee', 'Signature']);
    expect(values.slice(header + 1, header + 5)).toEqual([
      ['Acme Construction Ltd.', 'Ada Acme', ''],
      ['Acme Construction Ltd.', 'Omar Okafor', ''],
      ['Zenith Steel', 'Zoe Zenith', ''],
      ['Harbour Glazing Ltd.', 'Sam Ortiz', ''],
    ]);
    const sheetRows = workbook.worksheets[0]!;
    let headerRow = 1;
    while (sheetRows.getRow(headerRow).getCell(1).value !== 'Company') headerRow += 1;
    // The blank walk-in rows are there to sign: bordered cells after the registrations.
    expect(sheetRows.rowCount).toBe(headerRow + 4 + WALK_IN_ROWS);
    expect(sheetRows.getRow(sheetRows.rowCount).getCell(3).border?.bottom?.style).toBe('thin');
  });
});
