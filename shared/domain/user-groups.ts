import { PERMISSION_CATEGORIES } from './permissions.js';

/**
 * Saving a user group that has no Department-category permission asks for confirmation first
 * (docs/product/suppliers-and-accounts.md#team-administration): its members would not be limited to their own
 * departments. The browser asks before saving; the server refuses such a save (409 notAllowed, with this
 * question) unless the request confirms it.
 */
export function lacksDepartmentPermission(permissionIds: readonly string[]): boolean {
  const department = new Set<string>(PERMISSION_CATEGORIES.Department.map((id) => id.toLowerCase()));
  return !permissionIds.some((id) => department.has(id.toLowerCase()));
}

export const NO_DEPARTMENT_PERMISSION_QUESTION = {
  en: 'This group has no department permissions. Do you want to save it anyway?',
  fr: "Ce groupe n'a aucune autorisation de service. Voulez-vous l'enregistrer quand même?",
} as const;
