import { describe, expect, it } from 'vitest';
import {
  findBidPeriodShortfall,
  findContractDateProblems,
  findContractNoticeProblem,
  findProjectDateProblems,
  instantToZoned,
  isUnreadableDate,
  localInputToStored,
  NOT_SET_DATE,
  readStoredDate,
  storedToLocalInput,
  zonedToInstant,
  type ContractDates,
  type ProjectDates,
} from './project-dates.js';

describe('readStoredDate (docs/product/projects.md#dates)', () => {
  it.each<[string | null | undefined, string | undefined]>([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['2026-03-08T07:30:00.000Z', '2026-03-08T07:30:00.000Z'],
    ['2026-03-08T02:30:00-05:00', '2026-03-08T07:30:00.000Z'],
    ['2026-03-08T07:30:00', '2026-03-08T07:30:00.000Z'],
    ['2026-03-08T07:30', '2026-03-08T07:30:00.000Z'],
    [NOT_SET_DATE, undefined],
    [`${NOT_SET_DATE}Z`, undefined],
    ['9999-12-31T23:59:59.000Z', undefined],
    ['9999-12-31T23:59:58Z', '9999-12-31T23:59:58.000Z'],
    ['+010000-01-01T00:00:00Z', undefined],
    ['2026-02-30T10:00:00Z', undefined],
    ['2026-13-01T10:00:00Z', undefined],
    ['tomorrow', undefined],
  ])('%s → %s', (stored, expected) => {
    expect(readStoredDate(stored)?.toISOString()).toBe(expected);
  });

  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    [NOT_SET_DATE, false],
    ['2026-05-01T10:00:00Z', false],
    ['2026-02-30T10:00:00Z', true],
    ['soon', true],
  ])('isUnreadableDate(%s) → %s', (stored, expected) => {
    expect(isUnreadableDate(stored)).toBe(expected);
  });
});

describe('time zones across a daylight-saving change (America/Toronto)', () => {
  const TORONTO = 'America/Toronto';

  it.each<[string, string, string, boolean]>([
    ['a winter time (EST, UTC−5)', '2026-01-15T09:00', '2026-01-15T14:00:00.000Z', false],
    ['a summer time (EDT, UTC−4)', '2026-07-15T09:00', '2026-07-15T13:00:00.000Z', false],
    ['just before the spring gap', '2026-03-08T01:59', '2026-03-08T06:59:00.000Z', false],
    ['just after the spring gap', '2026-03-08T03:00', '2026-03-08T07:00:00.000Z', false],
    [
      'the repeated hour in the fall: the first (EDT) occurrence',
      '2026-11-01T01:30',
      '2026-11-01T05:30:00.000Z',
      true,
    ],
    ['just after the repeated hour', '2026-11-01T02:00', '2026-11-01T07:00:00.000Z', false],
  ])('%s: %s local → %s', (_case, local, stored, ambiguous) => {
    expect(localInputToStored(local, TORONTO)).toEqual({ ok: true, stored, ambiguous });
  });

  it('takes the zone from the argument, not from the host: 02:30 that day exists in Paris', () => {
    expect(localInputToStored('2026-03-08T02:30', 'Europe/Paris')).toEqual({
      ok: true,
      stored: '2026-03-08T01:30:00.000Z',
      ambiguous: false,
    });
  });

  it.each<[string]>([['2026-03-08T02:00'], ['2026-03-08T02:30'], ['2026-03-08T02:59']])(
    'refuses %s, a time the clocks skip',
    (local) => {
      expect(localInputToStored(local, TORONTO)).toEqual({ ok: false, code: 'localTimeSkipped' });
    },
  );

  it.each<[string]>([['2026-02-30T10:00'], ['2026-03-08 10:00'], ['2026-03-08T24:00'], ['']])(
    'refuses %j, which is not a date and time',
    (local) => {
      expect(localInputToStored(local, TORONTO)).toEqual({ ok: false, code: 'dateInvalid' });
    },
  );

  it.each<[string, string]>([
    ['2026-11-01T05:30:00Z', '2026-11-01T01:30'],
    ['2026-11-01T06:30:00Z', '2026-11-01T01:30'],
    ['2026-03-08T06:59:00Z', '2026-03-08T01:59'],
    ['2026-03-08T07:00:00Z', '2026-03-08T03:00'],
    [NOT_SET_DATE, ''],
    ['', ''],
  ])('shows %s as %s', (stored, local) => {
    expect(storedToLocalInput(stored, TORONTO)).toBe(local);
  });

  it('round-trips every quarter hour of both change days but the skipped hour', () => {
    const skipped: string[] = [];
    for (const day of ['2026-03-08', '2026-11-01']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const local = `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const result = localInputToStored(local, TORONTO);
        if (result.ok) expect(storedToLocalInput(result.stored, TORONTO)).toBe(local);
        else skipped.push(local);
      }
    }
    expect(skipped).toEqual(['2026-03-08T02:00', '2026-03-08T02:15', '2026-03-08T02:30', '2026-03-08T02:45']);
  });

  it('gives the wall time of an instant in the zone', () => {
    expect(instantToZoned(new Date('2026-11-01T06:30:00Z'), TORONTO)).toEqual({
      year: 2026,
      month: 11,
      day: 1,
      hour: 1,
      minute: 30,
    });
    expect(zonedToInstant({ year: 2026, month: 2, day: 29, hour: 0, minute: 0 }, TORONTO)).toEqual({
      ok: false,
      code: 'dateInvalid',
    });
  });
});

const NOW = new Date('2026-05-01T12:00:00Z');
const at = (iso: string) => new Date(iso);
const valid: ProjectDates = {
  plannedNoticeDate: at('2026-04-01T12:00:00Z'),
  estimatedAvailabilityDate: at('2026-05-10T12:00:00Z'),
  publishDate: at('2026-05-15T12:00:00Z'),
  incompleteQuestionNoticeDate: at('2026-05-20T12:00:00Z'),
  questionDeadline: at('2026-06-01T12:00:00Z'),
  registrationDeadline: at('2026-06-10T12:00:00Z'),
  closingDate: at('2026-06-15T12:00:00Z'),
  estimatedAwardDate: at('2026-07-01T12:00:00Z'),
  meetings: [{ id: 'm1', date: at('2026-05-25T12:00:00Z') }],
};

describe('findProjectDateProblems (docs/product/projects.md#dates)', () => {
  it('accepts a consistent set of dates', () => {
    expect(findProjectDateProblems(valid, { now: NOW, takesQuestions: true })).toEqual([]);
  });

  it.each<[string, Partial<ProjectDates>, { field: string; code: string }[]]>([
    [
      'publish in the past',
      { publishDate: at('2026-05-01T12:00:00Z'), estimatedAvailabilityDate: undefined },
      [{ field: 'publishDate', code: 'publishDateInPast' }],
    ],
    [
      'closing in the past',
      {
        closingDate: at('2026-04-30T00:00:00Z'),
        estimatedAwardDate: undefined,
        registrationDeadline: undefined,
        questionDeadline: undefined,
        meetings: [],
      },
      [
        { field: 'closingDate', code: 'closingDateInPast' },
        { field: 'publishDate', code: 'publishNotBeforeClosing' },
      ],
    ],
    [
      'question deadline in the past',
      { questionDeadline: at('2026-04-30T00:00:00Z') },
      [
        { field: 'questionDeadline', code: 'questionDeadlineInPast' },
        { field: 'publishDate', code: 'publishNotBeforeQuestionDeadline' },
      ],
    ],
    [
      'registration deadline in the past',
      { registrationDeadline: at('2026-04-30T00:00:00Z') },
      [{ field: 'registrationDeadline', code: 'registrationDeadlineInPast' }],
    ],
    [
      'publish equal to closing',
      {
        publishDate: at('2026-06-15T12:00:00Z'),
        questionDeadline: undefined,
        meetings: [],
        incompleteQuestionNoticeDate: at('2026-06-15T13:00:00Z'),
        estimatedAvailabilityDate: undefined,
      },
      [{ field: 'publishDate', code: 'publishNotBeforeClosing' }],
    ],
    [
      'question deadline after closing',
      { questionDeadline: at('2026-06-16T12:00:00Z') },
      [{ field: 'closingDate', code: 'closingBeforeQuestionDeadline' }],
    ],
    ['question deadline equal to closing is fine', { questionDeadline: at('2026-06-15T12:00:00Z') }, []],
    ['registration on the closing is fine', { registrationDeadline: at('2026-06-15T12:00:00Z') }, []],
    [
      'registration after closing',
      { registrationDeadline: at('2026-06-15T12:01:00Z') },
      [{ field: 'registrationDeadline', code: 'registrationDeadlineAfterClosing' }],
    ],
    [
      'award on the closing',
      { estimatedAwardDate: at('2026-06-15T12:00:00Z') },
      [{ field: 'estimatedAwardDate', code: 'estimatedAwardNotAfterClosing' }],
    ],
    [
      'availability after publish',
      { estimatedAvailabilityDate: at('2026-05-16T12:00:00Z') },
      [{ field: 'estimatedAvailabilityDate', code: 'estimatedAvailabilityNotBeforePublish' }],
    ],
    [
      'availability before the planned notice',
      { estimatedAvailabilityDate: at('2026-03-01T12:00:00Z') },
      [{ field: 'estimatedAvailabilityDate', code: 'estimatedAvailabilityNotAfterPlannedNotice' }],
    ],
    [
      'question notice before publish',
      { incompleteQuestionNoticeDate: at('2026-05-14T12:00:00Z') },
      [{ field: 'incompleteQuestionNoticeDate', code: 'incompleteQuestionNoticeNotAfterPublish' }],
    ],
    [
      'question notice missing',
      { incompleteQuestionNoticeDate: undefined },
      [{ field: 'incompleteQuestionNoticeDate', code: 'incompleteQuestionNoticeRequired' }],
    ],
    [
      'meeting before publish',
      { meetings: [{ id: 'm1', date: at('2026-05-14T12:00:00Z') }] },
      [{ field: 'meetings.m1', code: 'meetingOutsideBidPeriod' }],
    ],
    [
      'meeting after closing',
      { meetings: [{ id: 'm2', date: at('2026-06-15T12:01:00Z') }] },
      [{ field: 'meetings.m2', code: 'meetingOutsideBidPeriod' }],
    ],
    [
      'meeting on the publish and closing instants',
      {
        meetings: [
          { id: 'm1', date: at('2026-05-15T12:00:00Z') },
          { id: 'm2', date: at('2026-06-15T12:00:00Z') },
        ],
      },
      [],
    ],
    [
      'only some dates set: nothing to compare',
      {
        publishDate: undefined,
        closingDate: undefined,
        questionDeadline: undefined,
        estimatedAwardDate: undefined,
        registrationDeadline: undefined,
        estimatedAvailabilityDate: undefined,
      },
      [],
    ],
  ])('%s', (_case, changes, expected) => {
    expect(findProjectDateProblems({ ...valid, ...changes }, { now: NOW, takesQuestions: true })).toEqual(
      expected,
    );
  });

  it('checks "after now" only for the dates being changed when told which', () => {
    const published = {
      ...valid,
      publishDate: at('2026-04-20T12:00:00Z'),
      estimatedAvailabilityDate: undefined,
    };
    const options = { now: NOW, takesQuestions: true };
    expect(findProjectDateProblems(published, { ...options, changedFields: ['closingDate'] })).toEqual([]);
    expect(findProjectDateProblems(published, { ...options, changedFields: ['publishDate'] })).toEqual([
      { field: 'publishDate', code: 'publishDateInPast' },
    ]);
  });

  it('does not require the question notice when the project takes no questions', () => {
    expect(
      findProjectDateProblems(
        { ...valid, incompleteQuestionNoticeDate: undefined },
        { now: NOW, takesQuestions: false },
      ),
    ).toEqual([]);
  });
});

describe('findContractDateProblems (docs/product/projects.md#dates)', () => {
  const contract: ContractDates = {
    firmPricingStart: '2026-01-01T00:00:00Z',
    firmPricingEnd: '2026-12-31T00:00:00Z',
    initialTermStart: '2026-01-01T00:00:00Z',
    initialTermEnd: '2027-12-31T00:00:00Z',
    optionalTermStart: '2028-01-01T00:00:00Z',
    optionalTermEnd: '2028-12-31T00:00:00Z',
    warrantyStart: '2028-01-01T00:00:00Z',
    warrantyEnd: '2029-12-31T00:00:00Z',
    substantialCompletion: '2027-06-01T00:00:00Z',
  };

  it.each<[string, Partial<ContractDates>, { field: string; code: string }[]]>([
    ['consistent dates', {}, []],
    [
      'firm pricing reversed',
      { firmPricingEnd: '2025-12-31T00:00:00Z' },
      [{ field: 'firmPricingStart', code: 'contractFirmPricingStartNotBeforeEnd' }],
    ],
    [
      'initial term of no length',
      { initialTermEnd: '2026-01-01T00:00:00Z' },
      [{ field: 'initialTermStart', code: 'contractInitialTermStartNotBeforeEnd' }],
    ],
    [
      'optional term reversed',
      { optionalTermStart: '2029-01-01T00:00:00Z' },
      [{ field: 'optionalTermStart', code: 'contractOptionalTermStartNotBeforeEnd' }],
    ],
    [
      'warranty reversed',
      { warrantyEnd: '2027-01-01T00:00:00Z' },
      [{ field: 'warrantyStart', code: 'contractWarrantyStartNotBeforeEnd' }],
    ],
    [
      'substantial completion on the start',
      { substantialCompletion: '2026-01-01T00:00:00Z' },
      [{ field: 'substantialCompletion', code: 'contractSubstantialCompletionNotAfterStart' }],
    ],
    [
      'an unreadable date',
      { warrantyEnd: '2029-02-30T00:00:00Z' },
      [{ field: 'warrantyEnd', code: 'dateInvalid' }],
    ],
    ['not set dates are skipped', { firmPricingEnd: NOT_SET_DATE, warrantyEnd: undefined }, []],
  ])('%s', (_case, changes, expected) => {
    expect(findContractDateProblems({ ...contract, ...changes })).toEqual(expected);
  });
});

describe('findContractNoticeProblem (docs/product/projects.md#dates)', () => {
  const term: ContractDates = {
    initialTermStart: '2027-01-01T05:00:00Z',
    initialTermEnd: '2027-01-31T05:00:00Z',
  };
  it.each<[string, number | undefined, ContractDates, boolean]>([
    ['the whole 30-day term', 30, term, false],
    ['a day more than the term', 31, term, true],
    ['no notice set', undefined, term, false],
    ['no term end', 400, { initialTermStart: term.initialTermStart }, false],
    ['no days at all', 0, term, false],
  ])('%s', (_case, days, dates, refused) => {
    expect(findContractNoticeProblem(days, dates)).toEqual(
      refused ? { field: 'daysNotifiedBeforeExpiry', code: 'contractNoticeExceedsTerm' } : undefined,
    );
  });
});

describe('findBidPeriodShortfall', () => {
  const now = new Date('2027-03-01T12:00:00.000Z');
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
  it.each([
    ['no minimum', { publishDate: at(1), closingDate: at(3), minimumDays: 0, isPublished: false }, undefined],
    ['no closing', { publishDate: at(1), minimumDays: 10, isPublished: false }, undefined],
    [
      'long enough',
      { publishDate: at(1), closingDate: at(11), minimumDays: 10, isPublished: false },
      undefined,
    ],
    [
      'short, from a future publication',
      { publishDate: at(5), closingDate: at(11), minimumDays: 10, isPublished: false },
      { days: 6, minimumDays: 10 },
    ],
    [
      'short, from now when the publication is due',
      { publishDate: at(-20), closingDate: at(3), minimumDays: 10, isPublished: false },
      { days: 3, minimumDays: 10 },
    ],
    [
      'published 20 days ago, closing in 3: 23 days',
      { publishDate: at(-20), closingDate: at(3), minimumDays: 10, isPublished: true },
      undefined,
    ],
    [
      'no publication date: from now',
      { closingDate: at(2.5), minimumDays: 7, isPublished: false },
      { days: 2, minimumDays: 7 },
    ],
  ])('%s', (_, input, expected) => {
    expect(findBidPeriodShortfall({ ...input, now })).toEqual(expected);
  });
});
