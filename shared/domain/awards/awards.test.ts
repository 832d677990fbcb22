import { describe, expect, it } from 'vitest';
import type { AwardApprovalStatus } from './award-approval-status.js';
import {
  canAwardAnotherCompany,
  MAX_AWARDED_COMPANIES,
  awardBlockers,
  awardStatusOf,
  canChangeAwards,
  findAwardProblems,
  isAwardableBid,
  publicAwardedCompanies,
  publicResultDisplay,
  type AwardFacts,
} from './awards.js';

const CLOSING = '2026-11-20T20:00:00.000Z';
const MAX = '1000000000000.00';
const ABOVE_MAX = '1000000000000.01';

describe('awardStatusOf', () => {
  it.each<[string, AwardApprovalStatus[], string | undefined]>([
    ['closed', [], undefined],
    ['closed', ['draft'], undefined],
    ['closed', ['emailSent'], 'pendingApproval'],
    ['closed', ['correcting', 'approved'], 'pendingApproval'],
    ['closed', ['declined', 'approved'], 'approved'],
    ['awarded', ['emailSent'], 'awarded'],
    ['awarded', [], 'awarded'],
  ])('%s with approvals %j is %s', (status, approvals, expected) => {
    expect(awardStatusOf(status, approvals)).toBe(expected);
  });
});

describe('who and when', () => {
  it.each([
    ['unsealed', true],
    ['sealed', false],
    ['complete', false],
    ['withdrawn', false],
    ['incomplete', false],
  ] as const)('a %s bid is awardable: %s', (status, expected) => {
    expect(isAwardableBid({ status })).toBe(expected);
  });
  it.each([
    ['closed', true],
    ['unofficial', true],
    ['awarded', false],
    ['published', false],
    ['terminated', false],
  ])('awards change while %s: %s', (status, expected) => {
    expect(canChangeAwards(status)).toBe(expected);
  });
});

describe('canAwardAnotherCompany', () => {
  it('allows up to 90 awarded companies, so that the Award stays one transaction of at most 100 items', () => {
    expect(MAX_AWARDED_COMPANIES).toBe(90);
    expect(canAwardAnotherCompany(0)).toBe(true);
    expect(canAwardAnotherCompany(89)).toBe(true);
    expect(canAwardAnotherCompany(90)).toBe(false);
  });
});

describe('findAwardProblems (docs/product/evaluation-and-award.md#award)', () => {
  const good = { amount: '1250.00', awardDate: '2026-11-21T15:00:00.000Z' };
  it.each([
    ['nothing wrong', good, []],
    ['the highest amount', { ...good, amount: MAX }, []],
    ['zero', { ...good, amount: '0.00', actualAnnualValue: '0.00', actualTotalValue: '0.00' }, []],
    ['an amount too high', { ...good, amount: ABOVE_MAX }, [['amount', 'awardValueOutOfRange']]],
    [
      'a negative annual value',
      { ...good, actualAnnualValue: '-0.01' },
      [['actualAnnualValue', 'awardValueOutOfRange']],
    ],
    [
      'a total value too high',
      { ...good, actualTotalValue: ABOVE_MAX },
      [['actualTotalValue', 'awardValueOutOfRange']],
    ],
    ['an amount that is not Money', { ...good, amount: '12.345' }, [['amount', 'awardValueOutOfRange']]],
    [
      'an award date at the closing',
      { ...good, awardDate: CLOSING },
      [['awardDate', 'awardDateBeforeClosing']],
    ],
    [
      'an award date before the closing',
      { ...good, awardDate: '2026-11-01T00:00:00.000Z' },
      [['awardDate', 'awardDateBeforeClosing']],
    ],
    ['a date that is none', { ...good, awardDate: 'soon' }, [['awardDate', 'dateInvalid']]],
    [
      'a contract number with a slash',
      { ...good, contractNumber: 'C/2026' },
      [['contractNumber', 'awardContractNumberForbiddenCharacters']],
    ],
    ['a contract number with a dash', { ...good, contractNumber: 'C-2026-01' }, []],
  ])('%s', (_label, values, expected) => {
    expect(findAwardProblems(values, CLOSING).map((p) => [p.field, p.code])).toEqual(expected);
  });
  it('has no closing to compare with on a bid without one', () => {
    expect(findAwardProblems({ ...good, awardDate: '2000-01-01T00:00:00.000Z' }, undefined)).toEqual([]);
  });
});

describe('awardBlockers (docs/product/evaluation-and-award.md#award)', () => {
  const awards = [{ awardId: 'a1', version: 2 }];
  const base: AwardFacts = {
    projectVersion: 5,
    awards,
    approvalStatuses: [],
    seen: { projectVersion: 5, awards },
  };
  it.each<[string, Partial<AwardFacts>, string[]]>([
    ['everything saved, a company awarded', {}, []],
    ['the project saved since', { seen: { projectVersion: 4, awards } }, ['awardChangesNotSaved']],
    [
      'an award edited since',
      { seen: { projectVersion: 5, awards: [{ awardId: 'a1', version: 1 }] } },
      ['awardChangesNotSaved'],
    ],
    [
      'an award added since',
      { awards: [...awards, { awardId: 'a2', version: 1 }] },
      ['awardChangesNotSaved'],
    ],
    [
      'an award removed since',
      { awards: [], seen: { projectVersion: 5, awards } },
      ['awardChangesNotSaved', 'awardNoneConfirm'],
    ],
    ['an approval at work', { approvalStatuses: ['emailSent'] }, ['awardApprovalPending']],
    ['an approval being corrected', { approvalStatuses: ['correcting'] }, ['awardApprovalPending']],
    ['an approval declined', { approvalStatuses: ['declined'] }, []],
    ['none awarded', { awards: [], seen: { projectVersion: 5, awards: [] } }, ['awardNoneConfirm']],
    [
      'none awarded, confirmed',
      { awards: [], seen: { projectVersion: 5, awards: [] }, confirmNone: true },
      [],
    ],
  ])('%s', (_label, change, expected) => {
    expect(awardBlockers({ ...base, ...change })).toEqual(expected);
  });
});

describe('the public result', () => {
  const awards = [
    { companyName: 'Zed Ltd.', amountCents: 500, displayToPublic: true },
    { companyName: 'Acme', amountCents: 700, displayToPublic: true },
    { companyName: 'Hidden Inc.', amountCents: 900, displayToPublic: false },
  ];
  it.each([
    [{ resultsDisplay: 'doNotDisplay' }, 'nothing', []],
    [{}, 'nothing', []],
    [{ resultsDisplay: 'displayNames' }, 'names', [{ companyName: 'Acme' }, { companyName: 'Zed Ltd.' }]],
    [
      { resultsDisplay: 'displayResults' },
      'namesAndAmounts',
      [
        { companyName: 'Acme', amountCents: 700 },
        { companyName: 'Zed Ltd.', amountCents: 500 },
      ],
    ],
    [
      { resultsDisplay: 'choose', showSubmitted: true },
      'names',
      [{ companyName: 'Acme' }, { companyName: 'Zed Ltd.' }],
    ],
    [{ resultsDisplay: 'choose', showSubmitted: false }, 'nothing', []],
  ] as const)('%j shows %s', (choice, display, companies) => {
    expect(publicResultDisplay(choice)).toBe(display);
    expect(publicAwardedCompanies(choice, awards)).toEqual(companies);
  });
});
