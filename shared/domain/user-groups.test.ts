import { describe, expect, it } from 'vitest';
import { lacksDepartmentPermission } from './user-groups.js';

describe('lacksDepartmentPermission (spec 2 §5.8)', () => {
  it.each([
    [[], true],
    [['build.view', 'teamMembers.edit'], true],
    [['department.restrictToOwn'], false],
    [['build.view', 'Department.RestrictToOwn'], false],
  ])('%j → %s', (ids, expected) => {
    expect(lacksDepartmentPermission(ids)).toBe(expected);
  });
});
