import { describe, expect, it } from 'vitest';
import {
  canApproveProject,
  canCreateProject,
  canCreateTemplateFrom,
  canEditTemplate,
  canPublishProject,
  canViewTemplates,
  isProjectInUserDepartments,
  type ProjectUser,
} from './project-rights.js';
import type { CreationKind } from './project-types.js';

const user = (permissionIds: string[], extra: Partial<ProjectUser> = {}): ProjectUser => ({
  userId: 'u1',
  permissionIds,
  departmentIds: ['roads'],
  isSiteAdmin: false,
  ...extra,
});

describe('canCreateProject (docs/product/projects.md#types)', () => {
  it.each<[CreationKind, string, boolean]>([
    ['public', 'project.createPublic', true],
    ['publicPrequalified', 'project.createPrequalified', true],
    ['invitational', 'project.createInvitational', true],
    ['limited', 'project.createLimited', true],
    ['informal', 'project.createInformal', true],
    ['planned', 'project.createPlanned', true],
    ['public', 'PROJECT.CREATEPUBLIC', true],
    ['public', 'project.createLimited', false],
    ['limited', 'project.approveLimited', false],
    ['informal', 'project.createPublic', false],
  ])('%s with %s → %s', (kind, permission, expected) => {
    expect(canCreateProject(user([permission]), kind)).toBe(expected);
  });

  it('gives a site administrator every right without any group', () => {
    expect(canCreateProject(user([], { isSiteAdmin: true }), 'planned')).toBe(true);
  });
});

describe('canApproveProject and canPublishProject', () => {
  it.each<[CreationKind, string, boolean, boolean]>([
    ['public', 'project.approvePublic', true, true],
    ['publicPrequalified', 'project.approvePrequalified', true, true],
    ['invitational', 'project.approveInvitational', true, true],
    ['limited', 'project.approveLimited', true, true],
    ['public', 'project.createPublic', false, false],
    ['limited', 'project.approvePublic', false, false],
    ['informal', 'project.createInformal', false, true],
    ['planned', 'project.createPlanned', false, true],
    ['informal', 'project.approvePublic', false, false],
  ])('%s with %s: approve %s, publish %s', (kind, permission, approve, publish) => {
    expect(canApproveProject(user([permission]), kind)).toBe(approve);
    expect(canPublishProject(user([permission]), kind)).toBe(publish);
  });

  it('lets nobody approve informal bids or planned notices, site administrators included', () => {
    const admin = user([], { isSiteAdmin: true });
    expect(canApproveProject(admin, 'informal')).toBe(false);
    expect(canApproveProject(admin, 'planned')).toBe(false);
  });
});

describe('isProjectInUserDepartments (department restriction)', () => {
  const restricted = user(['department.restrictToOwn'], { departmentIds: ['roads', 'parks'] });
  it.each<[string, ProjectUser, string | undefined, boolean, boolean]>([
    ['setting off', restricted, 'water', false, true],
    ['own department', restricted, 'parks', true, true],
    ['other department', restricted, 'water', true, false],
    ['project without department', restricted, undefined, true, false],
    ['user without restrictToOwn', user(['build.edit']), 'water', true, true],
    ['site administrator', user(['department.restrictToOwn'], { isSiteAdmin: true }), 'water', true, true],
  ])('%s', (_case, who, departmentId, setting, expected) => {
    expect(
      isProjectInUserDepartments(who, { departmentId }, { restrictProjectsToDepartments: setting }),
    ).toBe(expected);
  });
});

describe('template rights', () => {
  it.each<[string[], boolean, boolean]>([
    [['templates.view'], true, false],
    [['templates.create'], true, false],
    [['templates.edit'], true, true],
    [['build.edit'], false, false],
  ])('%j: view %s, edit %s', (permissions, view, edit) => {
    expect(canViewTemplates(user(permissions))).toBe(view);
    expect(canEditTemplate(user(permissions))).toBe(edit);
  });

  it.each<[string, ProjectUser, { createdBy: string; projectLeadId?: string }, boolean]>([
    ['own project', user(['templates.create']), { createdBy: 'u1' }, true],
    ['project they lead', user(['templates.create']), { createdBy: 'u2', projectLeadId: 'u1' }, true],
    ["someone else's project", user(['templates.create']), { createdBy: 'u2', projectLeadId: 'u3' }, false],
    ['own project without the right', user(['templates.edit']), { createdBy: 'u1' }, false],
    ['site administrator', user([], { isSiteAdmin: true }), { createdBy: 'u2' }, true],
  ])('creating a template from %s', (_case, who, project, expected) => {
    expect(canCreateTemplateFrom(who, project)).toBe(expected);
  });
});
