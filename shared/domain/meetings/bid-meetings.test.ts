import { describe, expect, it } from 'vitest';
import {
  findAttendanceProblem,
  findDisqualificationProblem,
  findRegistrationProblem,
  findRequalificationProblem,
  meetingNotices,
  meetingsSeenBySupplier,
  type MeetingFacts,
  type RegistrationFacts,
} from './bid-meetings.js';

const startsAt = '2026-05-20T14:00:00Z';
const before = new Date('2026-05-20T13:59:59Z');
const atStart = new Date(startsAt);
const after = new Date('2026-05-20T16:00:00Z');
const site: MeetingFacts = { meetingId: 'm1', startsAt, mandatory: true, showToPublic: true };

describe('findRegistrationProblem', () => {
  it.each<[string, MeetingFacts | undefined, Date, string | undefined]>([
    ['before the start', site, before, undefined],
    ['at the start', site, atStart, 'meetingRegistrationClosed'],
    ['after the start', site, after, 'meetingRegistrationClosed'],
    ['an unknown meeting', undefined, before, 'meetingNotFound'],
    ['a deleted meeting', { ...site, deleted: true }, before, 'meetingNotFound'],
    ['a meeting without a date', { meetingId: 'm2' }, before, 'meetingNotFound'],
  ])('%s', (_case, meeting, now, expected) => {
    expect(findRegistrationProblem(meeting, now)).toBe(expected);
  });
});

describe('findAttendanceProblem', () => {
  it.each<
    [string, MeetingFacts | undefined, RegistrationFacts | undefined, boolean, Date, string | undefined]
  >([
    ['present after the start', site, {}, true, after, undefined],
    ['absent at the start', site, {}, false, atStart, undefined],
    ['a walk-in after the start', site, undefined, true, after, undefined],
    ['before the start', site, {}, true, before, 'meetingNotStarted'],
    ['a deleted meeting', { ...site, deleted: true }, {}, true, after, 'meetingNotFound'],
    [
      'present while disqualified',
      site,
      { attended: false, disqualified: {} },
      true,
      after,
      'meetingAttendeeDisqualified',
    ],
    ['absent while disqualified', site, { attended: false, disqualified: {} }, false, after, undefined],
  ])('%s', (_case, meeting, registration, attended, now, expected) => {
    expect(findAttendanceProblem(meeting, registration, attended, now)).toBe(expected);
  });
});

describe('findDisqualificationProblem', () => {
  it.each<[string, MeetingFacts | undefined, RegistrationFacts, Date, string | undefined]>([
    ['missed a mandatory meeting', site, { attended: false }, after, undefined],
    ['attended', site, { attended: true }, after, 'meetingAttendanceNotMissed'],
    ['attendance not recorded', site, {}, after, 'meetingAttendanceNotMissed'],
    ['an optional meeting', { ...site, mandatory: false }, { attended: false }, after, 'meetingNotMandatory'],
    ['before the start', site, { attended: false }, before, 'meetingNotStarted'],
    [
      'already disqualified',
      site,
      { attended: false, disqualified: {} },
      after,
      'meetingAlreadyDisqualified',
    ],
    ['an unknown meeting', undefined, { attended: false }, after, 'meetingNotFound'],
  ])('%s', (_case, meeting, registration, now, expected) => {
    expect(findDisqualificationProblem(meeting, registration, now)).toBe(expected);
  });

  it('undoes only a disqualification', () => {
    expect(findRequalificationProblem({ attended: false, disqualified: { reason: 'x' } })).toBeUndefined();
    expect(findRequalificationProblem({ attended: false })).toBe('meetingNotDisqualified');
  });
});

describe('meetingsSeenBySupplier', () => {
  const meetings: MeetingFacts[] = [
    site,
    { meetingId: 'internal', startsAt, showToPublic: false },
    { meetingId: 'gone', startsAt, showToPublic: true, deleted: true },
    { meetingId: 'undated', showToPublic: true },
  ];
  it.each<[string, { invited: boolean; meetingsHidden: boolean }, string[]]>([
    ['the public sees what is shown to it', { invited: false, meetingsHidden: false }, ['m1']],
    ['hidden meetings are not seen', { invited: false, meetingsHidden: true }, []],
    [
      'an invited supplier sees every held meeting',
      { invited: true, meetingsHidden: true },
      ['m1', 'internal'],
    ],
  ])('%s', (_case, seen, expected) => {
    expect(meetingsSeenBySupplier(meetings, seen).map((m) => m.meetingId)).toEqual(expected);
  });
});

describe('meetingNotices', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const visit = {
    meetingId: 'visit',
    location: 'Site, gate B',
    startsAt: '2026-05-10T14:00:00Z',
    endsAt: '2026-05-10T15:00:00Z',
  };
  const kinds = (after: (typeof visit & { deleted?: boolean })[], before = [visit]) =>
    meetingNotices(before, after, now).map((n) => n.kind);
  it.each<[string, (typeof visit & { deleted?: boolean })[], string[]]>([
    ['unchanged', [visit], []],
    ['only its description', [{ ...visit, description: 'Walk' } as typeof visit], []],
    ['moved to another day', [{ ...visit, startsAt: '2026-05-11T14:00:00Z' }], ['changed']],
    ['a new end', [{ ...visit, endsAt: '2026-05-10T16:00:00Z' }], ['changed']],
    ['another location', [{ ...visit, location: 'City hall' }], ['changed']],
    ['the same location, spaces aside', [{ ...visit, location: ' Site, gate B ' }], []],
    ['deleted', [{ ...visit, deleted: true }], ['cancelled']],
    ['removed', [], ['cancelled']],
  ])('%s', (_case, after, expected) => {
    expect(kinds(after)).toEqual(expected);
  });
  it('says nothing of a meeting that had started, nor of a new one', () => {
    const started = { ...visit, startsAt: '2026-05-01T11:00:00Z' };
    expect(kinds([{ ...started, location: 'Elsewhere' }], [started])).toEqual([]);
    expect(kinds([visit, { ...visit, meetingId: 'new' }])).toEqual([]);
  });
  it('gives the meeting before and after', () => {
    const moved = { ...visit, location: 'City hall' };
    expect(meetingNotices([visit], [moved], now)).toEqual([{ kind: 'changed', before: visit, after: moved }]);
  });
});
