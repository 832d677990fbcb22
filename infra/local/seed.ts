/**
 * Demo data for the local runtime, written through the product's own services on first start. It never
 * runs in a cloud deployment: only infra/local imports it, and CDK deploys nothing from infra/local.
 */
import { refreshAgencyPublicDetails } from '../../functions/core/opportunities/public-detail.js';
import { ALL_PERMISSION_IDS, type PermissionId } from '../../shared/domain/permissions.js';
import { PROVIDER_DOMAIN } from '../../shared/constants.js';
import { SYSTEM_ACTOR } from '../../functions/core/audit.js';
import { createCustomer, findCustomerIdByDomain } from '../../functions/customer/customer-service.js';
import { seedDemoDepartments, seedDemoProjects } from './seed-projects.js';
import { seedDemoCollaboration } from './seed-collaboration.js';
import { seedDemoDocuments } from './seed-documents.js';
import { seedDemoBuildLists } from './seed-build.js';
import { seedDemoRequirements } from './seed-requirements.js';
import { seedDemoFollows, seedDemoSupplier, seedDemoSupplierDocuments } from './seed-suppliers.js';
import { seedDemoPlanTakers } from './seed-plan-takers.js';
import { seedDemoBidder, seedDemoBids } from './seed-bids.js';
import { seedDemoEvaluation } from './seed-evaluations.js';
import { seedDemoAwards } from './seed-awards.js';
import { seedDemoQuestions } from './seed-questions.js';
import { seedDemoMeetingRegistrations } from './seed-meetings.js';
import { seedDemoAddenda } from './seed-addenda.js';
import { seedDemoLists } from './seed-lists.js';
import { createUser, createUserGroup } from '../../functions/users/user-service.js';
import { seedDemoVendorLists } from './seed-vendor-lists.js';
import { seedDemoAwardApprovals } from './seed-award-approvals.js';

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
  // The supplier directory: search, comment, keep supplier lists (decision 053).
  'suppliers.view',
  'suppliers.manage',
];
// An evaluator opens the project (its Build view: the tender they evaluate) and scores where on the team (063).
const EVALUATORS: PermissionId[] = ['build.view', 'source.view', 'evaluations.view', 'evaluations.edit'];

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
    {
      email: 'sales@birchwood-interiors.example',
      role: 'Supplier (Birchwood Office Interiors)',
      domain: 'supplier portal',
    },
    {
      email: 'tenders@greenleaf-landscaping.example',
      role: 'Supplier (Greenleaf Landscaping Inc.)',
      domain: 'supplier portal',
    },
  ];
  // Idempotent: a database that already has the demo agency is left as it is.
  if (await findCustomerIdByDomain(DEMO_DOMAIN)) return { accounts, password: DEMO_PASSWORD };

  // What does not depend on each other is written at once: password hashing dominates, and the seed runs on
  // every fresh stack (npm start, each test stack).
  const [provider, demo] = await Promise.all([
    createCustomer(
      { domain: PROVIDER_DOMAIN, displayName: 'Tenderbox', isProvider: true, timeZone: 'America/Toronto' },
      SYSTEM_ACTOR,
    ),
    createCustomer(
      { domain: DEMO_DOMAIN, displayName: 'City of Demoville', timeZone: 'America/Toronto' },
      SYSTEM_ACTOR,
    ),
  ]);
  const group = (customerId: string, name: string, permissionIds: readonly PermissionId[]) =>
    createUserGroup({ customerId, name, permissionIds: [...permissionIds] }, SYSTEM_ACTOR);
  const [siteAdmins, leads, team, evaluators] = await Promise.all([
    group(provider.customerId, 'Site Administrators', ALL_PERMISSION_IDS),
    // Every right; department.restrictToOwn is a restriction, not a right: with it, the agency's department
    // restriction (decision 032) would keep the lead, who belongs to no department, out of every project.
    group(
      demo.customerId,
      'Procurement Leads',
      ALL_PERMISSION_IDS.filter((p) => p !== 'system.admin' && p !== 'department.restrictToOwn'),
    ),
    group(demo.customerId, 'Purchasing Team', PURCHASING_TEAM),
    group(demo.customerId, 'Evaluators', EVALUATORS),
  ]);
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
  const [[lead, buyer, evaluator], lists, units, , acme] = await Promise.all([
    Promise.all(
      people.map((person) =>
        createUser({ customerId: demo.customerId, password: DEMO_PASSWORD, ...person }, SYSTEM_ACTOR),
      ),
    ),
    seedDemoLists(demo.customerId),
    seedDemoDepartments(demo.customerId, SYSTEM_ACTOR),
    createUser(
      {
        customerId: provider.customerId,
        email: 'siteadmin@tenderbox.example',
        firstName: 'Sam',
        lastName: 'Admin',
        password: DEMO_PASSWORD,
        groupIds: [siteAdmins.groupId],
      },
      SYSTEM_ACTOR,
    ),
    // The supplier's documents need its account; the answer is the account (for its meeting registrations).
    seedDemoSupplier(DEMO_PASSWORD).then(async (registered) => {
      await seedDemoSupplierDocuments();
      return registered;
    }),
    // The demo's bids' third company (seed-bids.ts).
    seedDemoBidder(DEMO_PASSWORD),
  ]);
  const ids = { lead: lead!.userId, buyer: buyer!.userId, evaluator: evaluator!.userId };
  const projects = await seedDemoProjects(demo.customerId, demo.tenderNodeId, ids, lists, units);
  // Documents, journals and tasks live beside the project item; compliance items, invitations, bid forms
  // and submission requirements come before the lifecycle steps, whose publish checklist counts them (and
  // whose lock would refuse forms and requirements once a bid closes).
  await Promise.all([
    seedDemoDocuments(projects.drafts, { userId: ids.lead, name: 'Lee Procter' }),
    seedDemoCollaboration(projects.drafts, ids),
    Promise.all([
      seedDemoBuildLists(projects.drafts, ids.lead),
      seedDemoRequirements(demo, ids.lead, projects.drafts, lists),
    ])
      .then(projects.finish)
      // Plan takers register on the open public bid once it is published (decision 048); Acme follows a
      // published bid (decision 047); the open public bid's addendum 1 is published, Acme acknowledged it (052).
      .then((finished) =>
        Promise.all([
          // Questions come from plan takers: Birchwood registers with its plan taker record (decision 051).
          // Birchwood, a plan taker, bids too (issue 10): the bids come once it is registered.
          seedDemoPlanTakers(finished, ids.lead, DEMO_PASSWORD).then(() =>
            Promise.all([
              seedDemoQuestions(finished, ids.lead),
              seedDemoBids(finished, demo, DEMO_DOMAIN, ids.lead).then(() =>
                Promise.all([
                  seedDemoEvaluation(finished, demo, ids),
                  seedDemoAwards(finished, demo, ids.lead),
                  seedDemoAwardApprovals(finished, demo, ids.lead),
                ]),
              ),
            ]),
          ),
          seedDemoFollows(finished),
          seedDemoAddenda(finished, { userId: ids.lead, name: 'Lee Procter' }),
        ]),
      )
      // The supplier directory's lists and comment, once the invited and plan-taking suppliers exist (053).
      .then(() => seedDemoVendorLists(demo.customerId, ids.lead)),
    seedDemoMeetingRegistrations(projects.drafts, acme),
  ]);
  // The seed writes documents, addenda, questions, team and plan takers without the services' refresh:
  // the listed bids' stored public details (decision 071) are built once it is all there.
  await refreshAgencyPublicDetails(demo.customerId);
  return { accounts, password: DEMO_PASSWORD };
}
