/**
 * The agency's access setting of spec 1 §6, "access to contracts and bids can be restricted by
 * department": when on, a user whose groups carry department.restrictToOwn reaches only the projects of
 * their own departments (shared/domain/projects/project-rights.ts isProjectInUserDepartments).
 */
import * as z from 'zod/mini';

export const ZDepartmentRestriction = z.object({
  restrictProjectsByDepartment: z.boolean(),
  /** The agency record's version: a save is at the version read (409 otherwise). */
  version: z.int().check(z.minimum(1)),
});
export type TDepartmentRestriction = z.output<typeof ZDepartmentRestriction>;

export const ZDepartmentRestrictionUpdate = z.strictObject({
  restrictProjectsByDepartment: z.boolean(),
  version: z.int().check(z.minimum(1)),
});
export type TDepartmentRestrictionUpdate = z.output<typeof ZDepartmentRestrictionUpdate>;
