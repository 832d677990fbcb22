/**
 * Demo data for the local runtime, written through the product's own services on first start. It never
 * runs in a cloud deployment: only infra/local imports it, and CDK deploys nothing from infra/local.
 */
import { ALL_PERMISSION_IDS, type PermissionId } from '../../shared/domain/permissions.js';
import { PROVIDER_DOMAIN } from '../../shared/constants.js';
import { SYSTEM_ACTOR } from '../../functions/core/audit.js';
import { createCustomer, findCustomerIdByDomain } from '../../functions/customer/customer-service.js';
import { seedDemoProjects } from './seed-projects.js';
import { seedDemoCollaboration } from './seed-collaboration.js';
import { registerVendor } from '../../functions/suppliers/supplier-service.js';
import { seedDemoLists } from './seed-lists.js';
import { createUser, createUserGroup } from '../../functions/users/user-service.js';

export const DEMO_PASSWORD = 'Tenderbox!2026';
export const DEMO_DOMAIN = 'demo';

const PURCHASING_TEAM: PermissionId[] = [
  'build.view',
  'build.edit',
  'source.view',
  'contract.view',
  'award.view',
  // Every kind of project but public bids, and no approve right: publishing goes through approval.
  'project.createInformal',
  'project.createPrequalified',
  'project.createInvitational',
  'project.createLimited',
  'project.createPlanned',
  'reports.view',
  'teamMembers.view',
  'templates.view',
];
const EVALUATORS: PermissionId[] = ['source.view', 'evaluations.view', 'evaluations.edit'];

export interface SeedResult {
  accounts: { email: string; role: string; domain: string }[];
  password: string;
}

export async function seedDemoData(): Promise<SeedResult> {
  const accounts: SeedResult['accounts'] = [
    { email: 'lead@demo.example', role: 'Procurement lead (all rights)', domain: DEMO_DOMAIN },
    { email: 'buyer@demo.example', role: 'Purchasing team member (limited group)', domain: DEMO_DOMAIN },
    { email: 'evaluator@demo.example', role: 'Evaluator', domain: DEMO_DOMAIN },
    { email: 'siteadmin@tenderbox.example', role: 'Site administrator', domain: PROVIDER_DOMAIN },
    { email: 'bids@acme.example', role: 'Supplier (Acme Construction Ltd.)', domain: 'supplier portal' },
  ];
  // Idempotent: a database that already has the demo agency is left as it is.
  if (await findCustomerIdByDomain(DEMO_DOMAIN)) return { accounts, password: DEMO_PASSWORD };

  const provider = await createCustomer(
    { domain: PROVIDER_DOMAIN, displayName: 'Tenderbox', isProvider: true, timeZone: 'America/Toronto' },
    SYSTEM_ACTOR,
  );
  const siteAdmins = await createUserGroup(
    { customerId: provider.customerId, name: 'Site Administrators', permissionIds: ALL_PERMISSION_IDS },
    SYSTEM_ACTOR,
  );
  await createUser(
    {
      customerId: provider.customerId,
      email: 'siteadmin@tenderbox.example',
      firstName: 'Sam',
      lastName: 'Admin',
      password: DEMO_PASSWORD,
      groupIds: [siteAdmins.groupId],
    },
    SYSTEM_ACTOR,
  );

  const demo = await createCustomer(
    { domain: DEMO_DOMAIN, displayName: 'City of Demoville', timeZone: 'America/Toronto' },
    SYSTEM_ACTOR,
  );
  const leads = await createUserGroup(
    {
      customerId: demo.customerId,
      name: 'Procurement Leads',
      // Every right; department.restrictToOwn is a restriction, not a right: with it, the agency's department
      // restriction (decision 032) would keep the lead, who belongs to no department, out of every project.
      permissionIds: ALL_PERMISSION_IDS.filter(
        (p) => p !== 'system.admin' && p !== 'department.restrictToOwn',
      ),
    },
    SYSTEM_ACTOR,
  );
  const team = await createUserGroup(
    { customerId: demo.customerId, name: 'Purchasing Team', permissionIds: PURCHASING_TEAM },
    SYSTEM_ACTOR,
  );
  const evaluators = await createUserGroup(
    { customerId: demo.customerId, name: 'Evaluators', permissionIds: EVALUATORS },
    SYSTEM_ACTOR,
  );
  const people = [
    {
      email: 'lead@demo.example',
      firstName: 'Lee',
      lastName: 'Procter',
      groupIds: [leads.groupId],
      purchaser: true,
    },
    {
      email: 'buyer@demo.example',
      firstName: 'Bea',
      lastName: 'Byers',
      groupIds: [team.groupId],
      purchaser: true,
    },
    { email: 'evaluator@demo.example', firstName: 'Eve', lastName: 'Valdez', groupIds: [evaluators.groupId] },
  ];
  const created = [];
  for (const person of people) {
    created.push(
      await createUser({ customerId: demo.customerId, password: DEMO_PASSWORD, ...person }, SYSTEM_ACTOR),
    );
  }
  await seedDemoLists(demo.customerId);
  await seedDemoProjects(demo.customerId, demo.tenderNodeId, created[0]!.userId);
  await seedDemoCollaboration(demo.customerId, created[0]!.userId, created[1]!.userId);

  await registerVendor(
    {
      companyName: 'Acme Construction Ltd.',
      email: 'bids@acme.example',
      firstName: 'Ada',
      lastName: 'Acme',
      password: DEMO_PASSWORD,
    },
    SYSTEM_ACTOR,
  );
  return { accounts, password: DEMO_PASSWORD };
}
