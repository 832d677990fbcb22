import { describe, expect, it } from 'vitest';
import { lacksDepartmentPermission } from './user-groups.js';

describe('lacksDepartmentPermission (docs/product/suppliers-and-accounts.md#team-administration)', () => {
  it.each([
    [[], true],
    [['build.view', 'teamMembers.edit'], true],
    [['department.restrictToOwn'], false],
    [['build.view', 'Department.RestrictToOwn'], false],
  ])('%j → %s', (ids, expected) => {
    expect(lacksDepartmentPermission(ids)).toBe(expected);
  });
});
