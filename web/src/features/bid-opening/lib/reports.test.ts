import { describe, expect, it } from 'vitest';
import { analyseBids } from '../../../../../shared/domain/submissions/bid-analysis';
import { amountCell, bidAnalysisReport, openingSheetReport, reportFileName, when } from './reports';

const t = (key: string) => key;
const project = {
  projectId: 'p',
  projectName: 'Main Street',
  projectStatus: 'closed',
  timeZone: 'America/Toronto',
};

describe('amountCell', () => {
  it.each([
    ['6115.90', 'en', { amount: '6115.90', text: '6,115.90' }],
    ['6115.90', 'fr', { amount: '6115.90', text: '6\u00A0115,90' }],
    ['-1234567.05', 'en', { amount: '-1234567.05', text: '-1,234,567.05' }],
    ['0.00', 'en', { amount: '0.00', text: '0.00' }],
    [null, 'en', ''],
  ] as const)('%s in %s', (text, locale, expected) => {
    expect(amountCell(text, locale)).toEqual(expected);
  });
});

describe('when', () => {
  it('writes an instant in the agency’s time zone, naming it', () => {
    expect(when('2026-11-26T17:00:00.000Z', 'America/Toronto', 'en-CA')).toMatch(/12:00.*EST/);
    expect(when(undefined, 'America/Toronto', 'en-CA')).toBe('');
  });
});

describe('the reports', () => {
  it('names the lowest in a cell of its own in the bid analysis, amounts kept exact', () => {
    const analysis = analyseBids(
      [{ tenderTableId: 'f1', name: 'Prices' }],
      [
        { submissionId: 'a', companyName: 'Acme', totals: { f1: { total: '10.00' } } },
        { submissionId: 'b', companyName: 'Birch', totals: { f1: { total: '9.99' } } },
      ],
    );
    const report = bidAnalysisReport(t, { ...project, ...analysis, tabulations: [], sealedCount: 0 }, 'en');
    expect(report.head).toEqual(['columns.form', 'Acme', 'Birch', 'columns.lowest']);
    const money = (text: string) => ({ amount: text, text });
    expect(report.rows).toEqual([
      ['Prices', money('10.00'), money('9.99'), 'Birch'],
      ['columns.total', money('10.00'), money('9.99'), 'Birch'],
    ]);
  });

  it('shows a sealed price as sealed on the opening sheet, never a figure', () => {
    const report = openingSheetReport(
      t,
      {
        ...project,
        forms: [{ tenderTableId: 'f1', name: 'Prices' }],
        bidders: [
          { submissionId: 'a', companyName: 'Acme', priceSealed: true, totals: {} },
          {
            submissionId: 'b',
            companyName: 'Birch',
            priceSealed: false,
            totals: { f1: '5.00' },
            grandTotal: '5.00',
          },
        ],
      },
      'en',
    );
    expect(report.rows.map((row) => row.slice(2))).toEqual([
      ['sealed', 'sealed'],
      [
        { amount: '5.00', text: '5.00' },
        { amount: '5.00', text: '5.00' },
      ],
    ]);
    expect(reportFileName(report, project.projectName, 'pdf')).toBe('sheet-title-Main-Street.pdf');
  });
});
