import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES } from '../projects/project-types.js';
import { analyseBids } from './bid-analysis.js';
import { SUBMISSION_STATUSES } from './submission-status.js';
import {
  canAddRegisteredSupplier,
  canDeleteSubmission,
  findMinimumProblem,
  findUnsealProblem,
  openingSettingsOf,
  statusAfterUnseal,
  unsealPartOf,
  type OpeningChoice,
  type OpeningSettings,
} from './unsealing.js';

describe('openingSettingsOf: the closing method × the results display choice', () => {
  it.each<[OpeningChoice, OpeningSettings]>([
    [
      { submissionType: 'sealed', resultsDisplay: 'doNotDisplay' },
      { showSubmitted: false, unsealManually: 'others' },
    ],
    [
      { submissionType: 'sealed', resultsDisplay: 'displayNames' },
      { showSubmitted: true, unsealManually: 'others' },
    ],
    [
      { submissionType: 'sealed', resultsDisplay: 'displayResults' },
      { showSubmitted: true, unsealManually: 'automatic' },
    ],
    [
      { submissionType: 'sealed', resultsDisplay: 'choose' },
      { showSubmitted: false, unsealManually: 'letMeChoose' },
    ],
    [
      {
        submissionType: 'sealed',
        resultsDisplay: 'choose',
        showSubmitted: true,
        unsealManually: 'automatic',
      },
      { showSubmitted: true, unsealManually: 'automatic' },
    ],
    // The buyer's own answers count only under `choose`.
    [
      {
        submissionType: 'sealed',
        resultsDisplay: 'doNotDisplay',
        showSubmitted: true,
        unsealManually: 'automatic',
      },
      { showSubmitted: false, unsealManually: 'others' },
    ],
    [
      { submissionType: 'unsealed', resultsDisplay: 'doNotDisplay' },
      { showSubmitted: false, unsealManually: 'automatic' },
    ],
    [
      { submissionType: 'unsealed', resultsDisplay: 'displayNames' },
      { showSubmitted: true, unsealManually: 'automatic' },
    ],
    [
      { submissionType: 'unsealed', resultsDisplay: 'displayResults' },
      { showSubmitted: true, unsealManually: 'automatic' },
    ],
    [
      { submissionType: 'unsealed', resultsDisplay: 'choose', showSubmitted: true, unsealManually: 'others' },
      { showSubmitted: true, unsealManually: 'automatic' },
    ],
    // Nothing chosen: sealed, nothing shown, the buyers unseal.
    [{}, { showSubmitted: false, unsealManually: 'others' }],
    // A public opening: the buyers open sealed bids there, whatever the display would open at the close.
    [
      { submissionType: 'sealed', openingProcess: 'public', resultsDisplay: 'displayResults' },
      { showSubmitted: true, unsealManually: 'others' },
    ],
    [
      {
        submissionType: 'sealed',
        openingProcess: 'public',
        resultsDisplay: 'choose',
        showSubmitted: false,
        unsealManually: 'automatic',
      },
      { showSubmitted: false, unsealManually: 'others' },
    ],
    [
      { submissionType: 'sealed', openingProcess: 'private', resultsDisplay: 'displayResults' },
      { showSubmitted: true, unsealManually: 'automatic' },
    ],
    [
      { submissionType: 'unsealed', openingProcess: 'public', resultsDisplay: 'displayNames' },
      { showSubmitted: true, unsealManually: 'automatic' },
    ],
  ])('%j', (choice, expected) => {
    expect(openingSettingsOf(choice)).toEqual(expected);
  });
});

describe('unsealPartOf', () => {
  it.each([
    ['form.3f1c', 'price'],
    ['answers', 'submission'],
    ['references', 'submission'],
    ['subcontractors', 'submission'],
    ['securities', 'submission'],
  ])('%s is the %s', (partId, part) => {
    expect(unsealPartOf(partId)).toBe(part);
  });
});

describe('findUnsealProblem', () => {
  const shown = ['closed', 'unofficial', 'awarded', 'terminated', 'archived'];
  it.each(
    PROJECT_STATUSES.flatMap((project) => SUBMISSION_STATUSES.map((status) => [project, status] as const)),
  )('a %s project, a %s bid', (projectStatus, status) => {
    const expected = !shown.includes(projectStatus)
      ? 'openingBeforeClose'
      : status === 'sealed' || status === 'unsealed'
        ? null
        : 'unsealNotAllowed';
    expect(findUnsealProblem({ projectStatus, status, unsealed: [] }, 'price')).toBe(expected);
  });
  it('refuses a part already unsealed, not the other', () => {
    const facts = { projectStatus: 'closed', status: 'unsealed', unsealed: ['price'] } as const;
    expect(findUnsealProblem(facts, 'price')).toBe('unsealAlreadyDone');
    expect(findUnsealProblem(facts, 'submission')).toBeNull();
  });
  it('moves sealed to unsealed and nothing else', () => {
    expect(SUBMISSION_STATUSES.map(statusAfterUnseal)).toEqual([
      'incomplete',
      'complete',
      'withdrawn',
      'unsealed',
      'unsealed',
    ]);
  });
});

describe('findMinimumProblem', () => {
  it.each([
    [0, 0, false, null],
    [2, 3, false, 'unsealBelowMinimum'],
    [2, 3, true, null],
    [3, 3, false, null],
    [4, 3, false, null],
    [0, 1, false, 'unsealBelowMinimum'],
  ] as const)('%i handed in, %i required, authorised %s', (handedIn, required, authorised, expected) => {
    expect(findMinimumProblem(handedIn, required, authorised)).toBe(expected);
  });
});

describe('the submission list', () => {
  it.each(PROJECT_STATUSES)(
    'a registered supplier is added to a %s project only when closed or awarded',
    (status) => {
      expect(canAddRegisteredSupplier(status)).toBe(status === 'closed' || status === 'awarded');
    },
  );
  it('deletes only hard-copy submissions', () => {
    expect(canDeleteSubmission({ hardCopy: true })).toBe(true);
    expect(canDeleteSubmission({ hardCopy: false })).toBe(false);
    expect(canDeleteSubmission({})).toBe(false);
  });
});

describe('analyseBids', () => {
  const forms = [
    { tenderTableId: 'f1', name: 'Prices' },
    { tenderTableId: 'f2', name: 'Options' },
  ];
  it('marks the lowest of each form and of the grand totals, exactly to the cent', () => {
    const analysis = analyseBids(forms, [
      { submissionId: 'a', companyName: 'A', totals: { f1: { total: '100.10' }, f2: { total: '5.00' } } },
      { submissionId: 'b', companyName: 'B', totals: { f1: { total: '100.09' }, f2: { total: '6.00' } } },
      { submissionId: 'c', companyName: 'C', totals: { f1: { total: '99.00' } } },
    ]);
    expect(analysis.forms.map((form) => form.lowest)).toEqual([['c'], ['a']]);
    expect(analysis.forms[1]!.totals).toEqual(['5.00', '6.00', null]);
    // C priced one form of two: no grand total, so not the lowest; A's 105.10 is.
    expect(analysis.bidders.map((b) => [b.grandTotal, b.lowest])).toEqual([
      ['105.10', true],
      ['106.09', false],
      [null, false],
    ]);
  });
  it('marks every bidder of a tie, and none when nobody priced', () => {
    const tie = analyseBids(forms.slice(0, 1), [
      { submissionId: 'a', companyName: 'A', totals: { f1: { total: '10.00' } } },
      { submissionId: 'b', companyName: 'B', totals: { f1: { total: '10.0' } } },
    ]);
    expect(tie.forms[0]!.lowest).toEqual(['a', 'b']);
    expect(
      analyseBids(forms, [{ submissionId: 'a', companyName: 'A', totals: {} }]).forms[0]!.lowest,
    ).toEqual([]);
  });
});
