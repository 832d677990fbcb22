import { describe, expect, it } from 'vitest';
import {
  allowedProjectActions,
  PROJECT_ACTIONS,
  statusesAllowing,
  transitionProject,
  type ActionRequest,
  type LifecycleContext,
  type LifecycleProject,
  type ProjectAction,
} from './project-lifecycle.js';
import { PERMISSION_CATEGORIES } from '../permissions.js';
import type { ProjectUser } from './project-rights.js';
import { PROJECT_STATUSES, type ProjectStatus } from './project-types.js';

const NOW = new Date('2026-05-01T12:00:00Z');
const PAST = new Date('2026-04-01T12:00:00Z');
const FUTURE = new Date('2026-06-01T12:00:00Z');

const ALL_RIGHTS = [...PERMISSION_CATEGORIES.Project, 'templates.edit'];

const person = (
  userId: string,
  permissionIds: string[] = ALL_RIGHTS,
  departmentIds = ['roads'],
): ProjectUser => ({
  userId,
  permissionIds,
  departmentIds,
  isSiteAdmin: false,
});
const boss = person('boss');
const clerk = person('clerk', ['project.createPublic']);

const project = (overrides: Partial<LifecycleProject> = {}): LifecycleProject => ({
  status: 'design',
  phase: 'build',
  type: 'source',
  kind: 'formal',
  sourceMethod: 'public',
  departmentId: 'roads',
  approverId: 'boss',
  publishDate: PAST,
  closingDate: FUTURE,
  ...overrides,
});

const as = (user: ProjectUser, restrict = false): LifecycleContext => ({
  now: NOW,
  actor: { kind: 'user', user },
  restrictProjectsToDepartments: restrict,
});
const scheduler: LifecycleContext = {
  now: NOW,
  actor: { kind: 'scheduler' },
  restrictProjectsToDepartments: false,
};

/** A request carrying everything an action may need. */
const full = (action: ProjectAction): ActionRequest => ({
  action,
  approver: boss,
  confirmed: true,
  missingPublishItems: 0,
  reason: 'Budget withdrawn',
});

describe('the state table (docs/decisions/022-project-domain.md)', () => {
  it.each<[ProjectAction, ProjectStatus[]]>([
    ['publish', ['design', 'inProgress']],
    ['requestApproval', ['design', 'inProgress']],
    ['approve', ['requestForApproval']],
    ['decline', ['requestForApproval']],
    ['publishDue', ['scheduledToPublish']],
    ['changePublishDate', ['published', 'scheduledToPublish']],
    ['publishPlanned', ['design', 'inProgress']],
    ['completePlanned', ['planned']],
    ['convertPlannedNotice', ['planned']],
    [
      'cancel',
      [
        'design',
        'inProgress',
        'requestForApproval',
        'scheduledToPublish',
        'published',
        'planned',
        'open',
        'upcoming',
      ],
    ],
    ['terminate', ['closed', 'unofficial']],
    ['close', ['published', 'open', 'upcoming']],
    ['delete', ['design', 'inProgress', 'cancelled', 'template']],
    ['archive', ['closed', 'unofficial', 'awarded', 'cancelled', 'terminated']],
    ['award', ['closed', 'unofficial']],
  ])('%s starts from %j', (action, from) => {
    expect([...statusesAllowing(action)].sort()).toEqual([...from].sort());
  });
});

describe('transitionProject: accepted transitions', () => {
  it.each<
    [string, Partial<LifecycleProject>, ProjectAction, LifecycleContext, string | null, string, string[]]
  >([
    ['publish now', {}, 'publish', as(boss), 'published', 'source', []],
    [
      'publish later',
      { publishDate: FUTURE },
      'publish',
      as(boss),
      'scheduledToPublish',
      'build',
      ['schedulePublication'],
    ],
    ['publish from in progress', { status: 'inProgress' }, 'publish', as(boss), 'published', 'source', []],
    [
      'publish an informal bid',
      { kind: 'informal' },
      'publish',
      as(person('i', ['project.createInformal'])),
      'published',
      'source',
      [],
    ],
    ['request approval', {}, 'requestApproval', as(clerk), 'requestForApproval', 'build', ['notifyApprover']],
    [
      'approve, publish date passed',
      { status: 'requestForApproval' },
      'approve',
      as(boss),
      'published',
      'source',
      ['notifyRequester'],
    ],
    [
      'approve, publish date ahead',
      { status: 'requestForApproval', publishDate: FUTURE },
      'approve',
      as(boss),
      'scheduledToPublish',
      'build',
      ['notifyRequester', 'schedulePublication'],
    ],
    [
      'decline',
      { status: 'requestForApproval' },
      'decline',
      as(boss),
      'inProgress',
      'build',
      ['notifyRequester'],
    ],
    [
      'scheduled publication fires',
      { status: 'scheduledToPublish' },
      'publishDue',
      scheduler,
      'published',
      'source',
      [],
    ],
    [
      'publish date of a published project changed',
      { status: 'published', phase: 'source' },
      'changePublishDate',
      as(clerk),
      'inProgress',
      'build',
      ['unpublish'],
    ],
    [
      'publish date of a scheduled project changed',
      { status: 'scheduledToPublish' },
      'changePublishDate',
      as(clerk),
      'inProgress',
      'build',
      ['cancelScheduledPublication'],
    ],
    ['publish a planned notice', { kind: 'planned' }, 'publishPlanned', as(boss), 'planned', 'build', []],
    [
      'complete a planned project',
      { kind: 'planned', status: 'planned' },
      'completePlanned',
      as(boss),
      'open',
      'source',
      [],
    ],
    [
      'convert a planned notice',
      { kind: 'planned', status: 'planned' },
      'convertPlannedNotice',
      as(clerk),
      'planned',
      'build',
      ['createProjectFromNotice'],
    ],
    ['cancel a design', {}, 'cancel', as(clerk), 'cancelled', 'build', []],
    [
      'cancel a scheduled project',
      { status: 'scheduledToPublish' },
      'cancel',
      as(clerk),
      'cancelled',
      'build',
      ['cancelScheduledPublication'],
    ],
    [
      'cancel a request for approval',
      { status: 'requestForApproval' },
      'cancel',
      as(clerk),
      'cancelled',
      'build',
      ['notifyApprover'],
    ],
    [
      'cancel a published project',
      { status: 'published', phase: 'source' },
      'cancel',
      as(clerk),
      'cancelled',
      'source',
      ['notifyRegisteredSuppliers'],
    ],
    [
      'terminate a closed project',
      { status: 'closed', phase: 'source' },
      'terminate',
      as(clerk),
      'terminated',
      'source',
      ['notifyRegisteredSuppliers'],
    ],
    [
      'closing date passes',
      { status: 'published', closingDate: PAST },
      'close',
      scheduler,
      'closed',
      'build',
      [],
    ],
    ['delete a design', {}, 'delete', as(clerk), null, 'build', ['deleteDocuments', 'deleteProject']],
    [
      'delete a template',
      { type: 'template', status: 'template' },
      'delete',
      as(boss),
      null,
      'build',
      ['deleteDocuments', 'deleteProject'],
    ],
    ['archive an awarded project', { status: 'awarded' }, 'archive', as(clerk), 'archived', 'build', []],
  ])('%s', (_case, overrides, action, context, status, phase, effects) => {
    const result = transitionProject(project(overrides), full(action), context);
    expect(result).toMatchObject({ ok: true, status, phase, effects });
  });

  it('records the chosen approver, then clears it, and keeps a trimmed reason', () => {
    expect(transitionProject(project(), full('requestApproval'), as(clerk))).toMatchObject({
      changes: { approverId: 'boss' },
    });
    const declined = transitionProject(
      project({ status: 'requestForApproval' }),
      { action: 'decline', reason: '  Wrong dates ' },
      as(boss),
    );
    expect(declined).toMatchObject({ changes: { approverId: null, statusReason: 'Wrong dates' } });
    const cancelled = transitionProject(project(), { action: 'cancel' }, as(clerk));
    expect(cancelled).toMatchObject({ changes: { statusReason: null } });
  });

  it('completing a planned project makes it a formal one; converting says whether to copy forms', () => {
    const planned = project({ kind: 'planned', status: 'planned' });
    expect(transitionProject(planned, full('completePlanned'), as(boss))).toMatchObject({
      changes: { kind: 'formal' },
    });
    expect(
      transitionProject(
        planned,
        { action: 'convertPlannedNotice', copyFormsAndInstructions: true },
        as(boss),
      ),
    ).toMatchObject({ changes: { copyFormsAndInstructions: true } });
  });
});

describe('transitionProject: refusals', () => {
  it.each<[string, Partial<LifecycleProject>, ActionRequest, LifecycleContext, string]>([
    [
      'publish a published project',
      { status: 'published' },
      full('publish'),
      as(boss),
      'transitionNotAllowed',
    ],
    ['publish a contract', { type: 'contract' }, full('publish'), as(boss), 'transitionNotAllowed'],
    [
      'publish a planned notice as a bid',
      { kind: 'planned' },
      full('publish'),
      as(boss),
      'transitionNotAllowed',
    ],
    ['publishPlanned on a bid', {}, full('publishPlanned'), as(boss), 'transitionNotAllowed'],
    ['publish without the approve right', {}, full('publish'), as(clerk), 'permissionDenied'],
    [
      'publish without running the checklist',
      {},
      { action: 'publish' },
      as(boss),
      'projectPublishChecklistIncomplete',
    ],
    [
      'publish with missing items',
      {},
      { action: 'publish', missingPublishItems: 2 },
      as(boss),
      'projectPublishChecklistIncomplete',
    ],
    [
      'request approval without an approver',
      {},
      { action: 'requestApproval', missingPublishItems: 0 },
      as(clerk),
      'projectApproverRequired',
    ],
    [
      'request approval from someone who cannot approve',
      {},
      { action: 'requestApproval', approver: clerk, missingPublishItems: 0 },
      as(clerk),
      'projectApproverCannotApprove',
    ],
    [
      'request approval of an informal bid',
      { kind: 'informal' },
      full('requestApproval'),
      as(clerk),
      'transitionNotAllowed',
    ],
    [
      'approve by another approver',
      { status: 'requestForApproval', approverId: 'other' },
      full('approve'),
      as(boss),
      'projectNotTheApprover',
    ],
    [
      'approve by the chosen approver without the right',
      { status: 'requestForApproval', approverId: 'clerk' },
      full('approve'),
      as(clerk),
      'permissionDenied',
    ],
    [
      'decline by someone else',
      { status: 'requestForApproval' },
      full('decline'),
      as(clerk),
      'projectNotTheApprover',
    ],
    [
      'a user firing the scheduled publication',
      { status: 'scheduledToPublish' },
      full('publishDue'),
      as(boss),
      'transitionNotAllowed',
    ],
    [
      'the scheduler publishing early',
      { status: 'scheduledToPublish', publishDate: FUTURE },
      full('publishDue'),
      scheduler,
      'projectPublishNotDue',
    ],
    [
      'the scheduler closing early',
      { status: 'published' },
      full('close'),
      scheduler,
      'projectClosingNotDue',
    ],
    ['the scheduler cancelling', {}, full('cancel'), scheduler, 'transitionNotAllowed'],
    ['delete without confirmation', {}, { action: 'delete' }, as(clerk), 'projectDeleteNotConfirmed'],
    ['delete a published project', { status: 'published' }, full('delete'), as(boss), 'transitionNotAllowed'],
    [
      'delete a template without templates.edit',
      { type: 'template', status: 'template' },
      full('delete'),
      as(clerk),
      'permissionDenied',
    ],
    [
      'terminate a published project',
      { status: 'published' },
      full('terminate'),
      as(boss),
      'transitionNotAllowed',
    ],
    ['archive a design', {}, full('archive'), as(boss), 'transitionNotAllowed'],
    [
      'complete a planned project without approve right',
      { kind: 'planned', status: 'planned' },
      full('completePlanned'),
      as(person('p', ['project.createPlanned'])),
      'permissionDenied',
    ],
    [
      'act on a project of another department',
      { departmentId: 'water' },
      full('cancel'),
      as(person('r', ['department.restrictToOwn']), true),
      'projectNotAuthorized',
    ],
  ])('%s → %s', (_case, overrides, request, context, code) => {
    expect(transitionProject(project(overrides), request, context)).toEqual({ ok: false, code });
  });
});

describe('allowedProjectActions agrees with transitionProject', () => {
  const users = { boss, clerk, restricted: person('r', ['department.restrictToOwn'], ['parks']) };
  const cases = PROJECT_STATUSES.flatMap((status) =>
    Object.entries(users).map(([name, user]) => [status, name, user] as const),
  );
  it.each(cases)('%s project, %s', (status, _name, user) => {
    const subject = project({ status, type: status === 'template' ? 'template' : 'source' });
    const context = as(user, true);
    const allowed = allowedProjectActions(subject, context);
    for (const action of PROJECT_ACTIONS) {
      const result = transitionProject(subject, full(action), context);
      expect(result.ok, `${action}`).toBe(allowed.includes(action));
    }
  });

  it.each<[string, Partial<LifecycleProject>, ProjectUser, ProjectAction[]]>([
    ['approver on a design', {}, boss, ['publish', 'requestApproval', 'cancel', 'delete']],
    ['clerk on a design', {}, clerk, ['requestApproval', 'cancel', 'delete']],
    ['approver on a request', { status: 'requestForApproval' }, boss, ['approve', 'decline', 'cancel']],
    ['clerk on a request', { status: 'requestForApproval' }, clerk, ['cancel']],
    ['clerk on a published project', { status: 'published' }, clerk, ['changePublishDate', 'cancel']],
    [
      'clerk on a planned notice',
      { status: 'planned', kind: 'planned' },
      clerk,
      ['convertPlannedNotice', 'cancel'],
    ],
    ['anyone on an archived project', { status: 'archived' }, boss, []],
  ])('%s: %j', (_case, overrides, user, expected) => {
    expect(allowedProjectActions(project(overrides), as(user))).toEqual(expected);
  });
});

describe('award (decision 064)', () => {
  const awarder = person('awarder', ['award.edit']);
  const viewer = person('viewer', ['award.view']);
  const restricted = person('restricted', ['award.edit', 'department.restrictToOwn']);
  it.each<[string, Partial<LifecycleProject>, ProjectUser, string]>([
    ['a closed source bid', { status: 'closed', closingDate: PAST }, awarder, 'ok'],
    ['an unofficial bid', { status: 'unofficial', closingDate: PAST }, awarder, 'ok'],
    ['without the award edit right', { status: 'closed', closingDate: PAST }, viewer, 'permissionDenied'],
    ['an open bid', { status: 'published' }, awarder, 'transitionNotAllowed'],
    ['an awarded bid', { status: 'awarded', closingDate: PAST }, awarder, 'transitionNotAllowed'],
    [
      'a contract',
      { status: 'closed', type: 'contract', closingDate: PAST },
      awarder,
      'transitionNotAllowed',
    ],
    [
      'outside the user’s department',
      { status: 'closed', departmentId: 'parks' },
      restricted,
      'projectNotAuthorized',
    ],
  ])('%s', (_label, overrides, user, expected) => {
    const result = transitionProject(project(overrides), { action: 'award' }, as(user, true));
    expect(result.ok ? 'ok' : result.code).toBe(expected);
  });

  it('moves to Awarded in phase Award, creating the contract part where the type has one', () => {
    const source = transitionProject(
      project({ status: 'closed', phase: 'source' }),
      { action: 'award' },
      as(awarder),
    );
    expect(source).toMatchObject({ ok: true, status: 'awarded', phase: 'award' });
    expect(source.ok && source.effects).toEqual(['notifyBiddersOfResults']);
    const both = transitionProject(
      project({ status: 'closed', phase: 'source', type: 'sourceAndContract' }),
      { action: 'award' },
      as(awarder),
    );
    expect(both.ok && both.effects).toEqual(['createContractPart', 'notifyBiddersOfResults']);
  });

  it('is not taken through PUT Projects/status', async () => {
    const { STATUS_ROUTE_ACTIONS } = await import('./project-lifecycle.js');
    expect(STATUS_ROUTE_ACTIONS).not.toContain('award');
    expect(STATUS_ROUTE_ACTIONS).toContain('archive');
  });
});
