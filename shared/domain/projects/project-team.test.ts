import { describe, expect, it } from 'vitest';
import {
  assignableProjectRoles,
  canAssignProjectRole,
  canChangeProjectRole,
  PROJECT_ROLES,
  type ProjectRole,
} from './project-team.js';

const siteAdmin = { isSiteAdmin: true };
const lead = { isSiteAdmin: false };

describe('canAssignProjectRole (docs/product/projects.md#team-and-roles: Procurement Lead assigned by support only)', () => {
  it.each<[ProjectRole, boolean, boolean]>([
    ['purchasingTeamMember', true, true],
    ['contractAdministrator', true, true],
    ['evaluator', true, true],
    ['projectTeamMember', true, true],
    ['departmentProjectLead', true, true],
    ['procurementLead', false, true],
  ])('%s: agency user %s, site administrator %s', (role, byLead, byAdmin) => {
    expect(canAssignProjectRole(lead, role)).toBe(byLead);
    expect(canAssignProjectRole(siteAdmin, role)).toBe(byAdmin);
  });
});

describe('canChangeProjectRole', () => {
  it.each<[ProjectRole | undefined, ProjectRole | undefined, boolean, boolean]>([
    [undefined, 'evaluator', true, true],
    [undefined, 'procurementLead', false, true],
    ['evaluator', 'projectTeamMember', true, true],
    ['evaluator', 'procurementLead', false, true],
    ['procurementLead', 'evaluator', false, true],
    ['procurementLead', undefined, false, true],
    ['evaluator', undefined, true, true],
    ['procurementLead', 'procurementLead', true, true],
  ])('%s → %s: agency user %s, site administrator %s', (from, to, byLead, byAdmin) => {
    expect(canChangeProjectRole(lead, from, to)).toBe(byLead);
    expect(canChangeProjectRole(siteAdmin, from, to)).toBe(byAdmin);
  });
});

describe('assignableProjectRoles', () => {
  it('offers every role but Procurement Lead to an agency user, and all to a site administrator', () => {
    expect(assignableProjectRoles(lead)).toEqual(PROJECT_ROLES.filter((r) => r !== 'procurementLead'));
    expect(assignableProjectRoles(siteAdmin)).toEqual([...PROJECT_ROLES]);
  });
});
