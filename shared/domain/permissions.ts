/**
 * Permission ids carried by user groups, by category
 * (docs/product/suppliers-and-accounts.md#roles-and-permissions). The identity issue adds the
 * route-permission algorithm beside this catalogue.
 */
export const PERMISSION_CATEGORIES = {
  Build: ['build.view', 'build.edit'],
  Source: ['source.view', 'source.edit'],
  Contract: ['contract.view', 'contract.edit'],
  Award: ['award.view', 'award.edit'],
  Evaluate: ['evaluations.view', 'evaluations.create', 'evaluations.edit', 'evaluations.delete'],
  'Contract Builder': ['contractBuilder.view', 'contractBuilder.edit', 'contractBuilder.deleteEnvelopes'],
  'Control Panel': ['controlPanel.view', 'controlPanel.manage'],
  Department: ['department.restrictToOwn'],
  Project: [
    'project.createPublic',
    'project.createInvitational',
    'project.createLimited',
    'project.createPrequalified',
    'project.createInformal',
    'project.createPlanned',
    'project.approvePublic',
    'project.approveInvitational',
    'project.approveLimited',
    'project.approvePrequalified',
  ],
  Reports: ['reports.view', 'reports.edit'],
  // The supplier directory, its comments and lists (decision 053): a view/manage pair like the
  // control panel's.
  Supplier: ['suppliers.view', 'suppliers.manage'],
  'Supplier (Performance)': [
    'supplierPerformance.view',
    'supplierPerformance.create',
    'supplierPerformance.edit',
    'supplierPerformance.delete',
  ],
  'Team Member': ['teamMembers.view', 'teamMembers.edit'],
  Template: ['templates.view', 'templates.create', 'templates.edit'],
  System: ['system.admin'],
} as const;

export type PermissionCategory = keyof typeof PERMISSION_CATEGORIES;
export type PermissionId = (typeof PERMISSION_CATEGORIES)[PermissionCategory][number];

export const ALL_PERMISSION_IDS: readonly PermissionId[] = Object.values(PERMISSION_CATEGORIES).flat();

export function isPermissionId(id: string): id is PermissionId {
  return (ALL_PERMISSION_IDS as readonly string[]).includes(id);
}
