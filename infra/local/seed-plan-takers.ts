/**
 * The demo's plan takers (decision 048): on the open public bid, Acme Construction and a second verified
 * supplier registered interest, as the portal's registration writes it (the record and the audit event on the
 * project in one transaction), and the buyer recorded Acme's hard copy submission.
 */
import { randomUUID } from 'node:crypto';
import { SYSTEM_ACTOR } from '../../functions/core/audit.js';
import { HardCopySubmission, PlanTaker } from '../../functions/core/db/entities/plan-taker.js';
import type { ProjectItem } from '../../functions/core/db/entities/project.js';
import { supplierUserOfEmail } from '../../functions/core/suppliers/invitation-emails.js';
import { transactAudited, tx } from '../../functions/core/db/transaction.js';
import { registerSupplier } from '../../functions/portal/account-service.js';
import { ACME_PROFILE } from './seed-suppliers.js';

const OPEN_PUBLIC_BID = 'Office furniture supply';
const BIRCHWOOD = 'sales@birchwood-interiors.example';

async function registerBirchwood(password: string) {
  await registerSupplier(
    {
      profile: {
        ...ACME_PROFILE,
        companyName: 'Birchwood Office Interiors',
        otherNames: [],
        previousNames: [],
        contacts: [{ firstName: 'Maya', lastName: 'Singh', email: BIRCHWOOD, primary: true }],
        categoryCodes: ['56101500'],
      },
      user: { firstName: 'Maya', lastName: 'Singh', email: BIRCHWOOD, password },
    },
    SYSTEM_ACTOR,
    'en',
    undefined,
    { verified: true },
  );
}

export async function seedDemoPlanTakers(
  projects: ReadonlyMap<string, ProjectItem>,
  leadId: string,
  password: string,
): Promise<void> {
  const bid = projects.get(OPEN_PUBLIC_BID);
  if (!bid) throw new Error(`Demo plan takers: no ${OPEN_PUBLIC_BID}`);
  await registerBirchwood(password);
  const { customerId, projectId } = bid;
  const registeredAt = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const takers = [
    { email: 'bids@acme.example', companyName: 'Acme Construction Ltd.', daysAgo: 2 },
    { email: BIRCHWOOD, companyName: 'Birchwood Office Interiors', daysAgo: 1 },
  ];
  for (const taker of takers) {
    const user = await supplierUserOfEmail(taker.email);
    if (!user) throw new Error(`Demo plan takers: no supplier ${taker.email}`);
    await transactAudited(
      {
        customerId,
        actorId: user.supplierUserId,
        entityType: 'project',
        entityId: projectId,
        projectId,
        action: 'planTakerRegistered',
        after: { vendorId: user.vendorId, companyName: taker.companyName },
      },
      [
        tx.create(PlanTaker, {
          customerId,
          projectId,
          vendorId: user.vendorId,
          supplierUserId: user.supplierUserId,
          companyName: taker.companyName,
          contactName: `${user.firstName} ${user.lastName}`,
          email: user.email,
          registeredAt: registeredAt(taker.daysAgo),
        }),
      ],
    );
  }
  const acme = (await supplierUserOfEmail('bids@acme.example'))!;
  const hardCopy = {
    customerId,
    projectId,
    planTakerSubmissionId: randomUUID(),
    vendorId: acme.vendorId,
    receivedAt: registeredAt(0.5),
    note: 'Sealed envelope received at the front desk.',
    recordedAt: registeredAt(0.4),
    recordedBy: leadId,
  };
  await transactAudited(
    {
      customerId,
      actorId: leadId,
      entityType: 'project',
      entityId: projectId,
      projectId,
      action: 'hardCopyRecorded',
      after: { planTakerSubmissionId: hardCopy.planTakerSubmissionId, receivedAt: hardCopy.receivedAt },
    },
    [tx.create(HardCopySubmission, hardCopy)],
  );
}
