import { describe, expect, it } from 'vitest';
import { noBidFileName, noBidSheetRows } from './no-bid-sheet';

const texts = {
  sheet: 'NoBid',
  company: 'Company',
  contact: 'Contact',
  email: 'Email',
  declaredAt: 'Declared',
  reason: 'Reason',
};

describe('noBidSheetRows', () => {
  it('has a header row and one row per company, the reason empty when none was given', () => {
    const rows = noBidSheetRows(
      [
        {
          vendorId: 'v1',
          companyName: 'Acme',
          contactName: 'Pat',
          contactEmail: 'pat@acme.example',
          reason: 'Booked',
          declaredAt: '2026-11-26T12:00:00.000Z',
        },
        {
          vendorId: 'v2',
          companyName: 'Bolt',
          contactName: 'Lee',
          contactEmail: 'lee@bolt.example',
          declaredAt: '2026-11-26T13:00:00.000Z',
        },
      ],
      texts,
      (instant) => `at ${instant.slice(11, 16)}`,
    );
    expect(rows).toEqual([
      ['Company', 'Contact', 'Email', 'Declared', 'Reason'],
      ['Acme', 'Pat', 'pat@acme.example', 'at 12:00', 'Booked'],
      ['Bolt', 'Lee', 'lee@bolt.example', 'at 13:00', ''],
    ]);
  });

  it('is the header alone when nobody declared no bid', () =>
    expect(noBidSheetRows([], texts, String)).toHaveLength(1));
});

describe('noBidFileName', () => {
  it.each([
    ['2026-014', 'NoBid-2026-014.xlsx'],
    ['Road / bridge #3', 'NoBid-Road-bridge-3.xlsx'],
    ['///', 'NoBid-project.xlsx'],
  ])('%s → %s', (label, expected) => expect(noBidFileName(label)).toBe(expected));
});
