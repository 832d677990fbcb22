import { describe, expect, it } from 'vitest';
import { SUBMISSION_STATUSES } from './submission-status.js';
import {
  bidFileEntryNames,
  bidFolderNames,
  isExportableSubmission,
  isExportAlreadyStarted,
  namedAnswers,
  namedForms,
  safeEntryName,
  shownExportStatus,
  submissionsExportName,
} from './submissions-export.js';

const NOW = new Date('2026-11-26T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

describe('isExportableSubmission', () => {
  it.each(SUBMISSION_STATUSES.map((s) => [s, s === 'unsealed'] as const))('%s → %s', (status, expected) => {
    expect(isExportableSubmission(status)).toBe(expected);
  });
});

describe('shownExportStatus and isExportAlreadyStarted', () => {
  it.each([
    ['building', 1, 'building'],
    ['building', 19, 'building'],
    ['building', 21, 'failed'],
    ['ready', 60, 'ready'],
    ['failed', 1, 'failed'],
  ] as const)('%s requested %i minutes ago shows %s', (status, age, shown) => {
    expect(shownExportStatus({ status, requestedAt: minutesAgo(age) }, NOW)).toBe(shown);
  });

  it('refuses a second build while one runs, not after a failure, a finish or a stale build', () => {
    expect(isExportAlreadyStarted([{ status: 'building', requestedAt: minutesAgo(2) }], NOW)).toBe(true);
    expect(
      isExportAlreadyStarted(
        [
          { status: 'failed', requestedAt: minutesAgo(2) },
          { status: 'ready', requestedAt: minutesAgo(3) },
          { status: 'building', requestedAt: minutesAgo(30) },
        ],
        NOW,
      ),
    ).toBe(false);
    expect(isExportAlreadyStarted([], NOW)).toBe(false);
  });
});

describe('entry names', () => {
  it.each([
    ['Acme Ltd.', 'Acme Ltd.'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a_b_c_d_e_f_g_h_i_j'],
    ['..', 'fallback'],
    ['   ', 'fallback'],
    ['x'.repeat(150), 'x'.repeat(100)],
    ['tab\there', 'tab here'],
  ])('safeEntryName(%j) → %j', (name, expected) => {
    expect(safeEntryName(name, 'fallback')).toBe(expected);
  });

  it('numbers companies that share a name, whatever their case', () => {
    expect(
      bidFolderNames([
        { submissionId: 's1', companyName: 'Acme' },
        { submissionId: 's2', companyName: 'ACME' },
        { submissionId: 's3', companyName: 'Birch' },
        { submissionId: 's4', companyName: '' },
      ]),
    ).toEqual(['Acme', 'ACME (2)', 'Birch', 's4']);
  });

  it('numbers a repeated file name before its extension', () => {
    expect(bidFileEntryNames(['plan.pdf', 'Plan.pdf', 'plan.pdf', 'notes', '../x.zip'])).toEqual([
      'files/plan.pdf',
      'files/Plan (2).pdf',
      'files/plan (3).pdf',
      'files/notes',
      'files/.._x.zip',
    ]);
  });

  it('names the zip by the project number and the day', () => {
    expect(submissionsExportName({ number: 'RFP 2026/14', projectId: 'p1' }, NOW.toISOString())).toBe(
      'RFP-2026_14-submissions-2026-11-26.zip',
    );
    expect(submissionsExportName({ projectId: 'p1' }, NOW.toISOString())).toBe(
      'p1-submissions-2026-11-26.zip',
    );
  });
});

describe('namedForms and namedAnswers (bid.json)', () => {
  it('names each form by its title in the project’s order, keeping the id of one that is gone', () => {
    expect(
      namedForms(
        [
          { tenderTableId: 'f2', name: 'Schedule B' },
          { tenderTableId: 'f1', name: 'Schedule A' },
        ],
        { f1: { total: '1.00' }, f2: { total: '2.00' }, gone: { total: '3.00' } },
      ),
    ).toEqual([
      { name: 'Schedule B', tenderTableId: 'f2', totals: { total: '2.00' } },
      { name: 'Schedule A', tenderTableId: 'f1', totals: { total: '1.00' } },
      { name: 'gone', tenderTableId: 'gone', totals: { total: '3.00' } },
    ]);
  });

  it('puts each question’s title beside its answer, and names the terms accepted', () => {
    const titles = new Map([
      ['q1', 'Crew size?'],
      ['t1', 'General terms'],
    ]);
    expect(namedAnswers({ questions: { q1: '12' }, termsAccepted: ['t1'] }, titles)).toEqual({
      questions: [{ question: 'Crew size?', submissionRequirementId: 'q1', answer: '12' }],
      termsAccepted: [{ title: 'General terms', submissionRequirementId: 't1' }],
    });
  });
});
