import { describe, expect, it } from 'vitest';
import { asksClosingNotice, closeDueAt, isPastClosing, projectStatusAt } from './closing.js';
import { allowedProjectActions, transitionProject, type LifecycleProject } from './project-lifecycle.js';
import type { ProjectStatus } from './project-types.js';

const CLOSING = '2026-05-01T16:00:00.000Z';
const BEFORE = new Date('2026-05-01T15:59:59.999Z');
const AT = new Date(CLOSING);
const NOT_SET = '9999-12-31T23:59:59.000Z';

describe('isPastClosing', () => {
  it.each<[string, Date | string | undefined, Date, boolean]>([
    ['a millisecond before', CLOSING, BEFORE, false],
    ['at the instant', CLOSING, AT, true],
    ['after it', new Date(CLOSING), new Date('2026-06-01T00:00:00Z'), true],
    ['no closing date', undefined, AT, false],
    ['the not-set date', NOT_SET, AT, false],
  ])('%s', (_name, closingDate, now, expected) => {
    expect(isPastClosing(closingDate, now)).toBe(expected);
  });
});

describe('projectStatusAt: the clock decides, the job records', () => {
  it.each<[ProjectStatus, Date, ProjectStatus]>([
    ['published', BEFORE, 'published'],
    ['published', AT, 'closed'],
    ['open', AT, 'closed'],
    ['upcoming', AT, 'closed'],
    ['scheduledToPublish', AT, 'scheduledToPublish'],
    ['cancelled', AT, 'cancelled'],
    ['closed', AT, 'closed'],
    ['awarded', AT, 'awarded'],
    ['inProgress', AT, 'inProgress'],
  ])('%s at %s is %s', (status, now, expected) => {
    expect(projectStatusAt({ status, closingDate: CLOSING }, now)).toBe(expected);
  });
});

describe('closeDueAt', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['published', CLOSING, CLOSING],
    ['open', CLOSING, CLOSING],
    ['upcoming', CLOSING, CLOSING],
    ['scheduledToPublish', CLOSING, CLOSING],
    ['published', undefined, undefined],
    ['published', NOT_SET, undefined],
    ['inProgress', CLOSING, undefined],
    ['requestForApproval', CLOSING, undefined],
    ['cancelled', CLOSING, undefined],
    ['closed', CLOSING, undefined],
  ])('%s closing %s: %s', (status, closingDate, expected) => {
    expect(closeDueAt({ status, closingDate })).toBe(expected);
  });
});

describe('asksClosingNotice', () => {
  const LATER = '2026-05-08T16:00:00.000Z';
  it.each<[string, string | undefined, string | undefined, boolean]>([
    ['published', CLOSING, LATER, true],
    ['open', CLOSING, LATER, true],
    ['published', CLOSING, CLOSING, false],
    // The same instant written another way is no change.
    ['published', CLOSING, '2026-05-01T16:00:00Z', false],
    ['published', undefined, LATER, true],
    ['published', CLOSING, undefined, false],
    ['scheduledToPublish', CLOSING, LATER, false],
    ['inProgress', CLOSING, LATER, false],
  ])('%s from %s to %s: %s', (status, before, after, expected) => {
    expect(asksClosingNotice(status, before, after)).toBe(expected);
  });
});

describe('the lifecycle reads the clock for users, the stored status for the scheduler', () => {
  const bid: LifecycleProject = {
    status: 'published',
    phase: 'source',
    type: 'source',
    kind: 'formal',
    sourceMethod: 'public',
    departmentId: 'roads',
    closingDate: AT,
  };
  const user = {
    kind: 'user' as const,
    user: { userId: 'u', permissionIds: [], departmentIds: [], isSiteAdmin: true },
  };
  const context = (now: Date, actor: typeof user | { kind: 'scheduler' } = user) => ({
    now,
    actor,
    restrictProjectsToDepartments: false,
  });

  it('before the closing a published bid can be cancelled, not terminated', () => {
    const actions = allowedProjectActions(bid, context(BEFORE));
    expect(actions).toContain('cancel');
    expect(actions).not.toContain('terminate');
  });

  it('past the closing, before the job, it is treated as closed: terminate or archive, not cancel', () => {
    const actions = allowedProjectActions(bid, context(AT));
    expect(actions).toEqual(expect.arrayContaining(['terminate', 'archive']));
    expect(actions).not.toContain('cancel');
    expect(transitionProject(bid, { action: 'cancel' }, context(AT))).toEqual({
      ok: false,
      code: 'transitionNotAllowed',
    });
  });

  it('the scheduler closes it at the instant, and not a millisecond before', () => {
    const scheduler = { kind: 'scheduler' as const };
    expect(transitionProject(bid, { action: 'close' }, context(AT, scheduler))).toMatchObject({
      ok: true,
      status: 'closed',
    });
    expect(transitionProject(bid, { action: 'close' }, context(BEFORE, scheduler))).toEqual({
      ok: false,
      code: 'projectClosingNotDue',
    });
  });
});
