/**
 * The demo supplier (decision 045): Acme Construction Ltd., registered through the portal's own use case
 * with its whole profile and a verified email, so that bids@acme.example logs in to /portal/login with the
 * demo password.
 */
import { SYSTEM_ACTOR } from '../../functions/core/audit.js';
import { OpportunityFollow } from '../../functions/core/db/entities/opportunity-follow.js';
import { SupplierUser, supplierUserByEmail } from '../../functions/core/db/entities/supplier-user.js';
import { nowIso } from '../../functions/core/db/entity.js';
import { putItem, queryAll } from '../../functions/core/db/ops.js';
import { registerSupplier } from '../../functions/portal/account-service.js';
import type { TVendorProfile } from '../../shared/schemas/vendors.js';

export const ACME_PROFILE: TVendorProfile = {
  companyName: 'Acme Construction Ltd.',
  otherNames: ['Acme Builders'],
  previousNames: ['Acme Paving & Sons'],
  contacts: [
    {
      firstName: 'Ada',
      lastName: 'Acme',
      email: 'bids@acme.example',
      title: 'Bid manager',
      phone: '+1 613 555 0199',
      primary: true,
    },
    {
      firstName: 'Omar',
      lastName: 'Okafor',
      email: 'estimating@acme.example',
      title: 'Chief estimator',
      phone: '+1 613 555 0198',
      primary: false,
    },
  ],
  addresses: [
    {
      line1: '400 Industrial Avenue',
      line2: 'Unit 7',
      city: 'Demoville',
      provinceOrState: 'ON',
      country: 'Canada',
      postalCode: 'K2A 1B2',
    },
  ],
  phone: '+1 613 555 0100',
  cell: '+1 613 555 0101',
  fax: '+1 613 555 0102',
  afterHoursPhone: '+1 613 555 0103',
  alternatePhones: [],
  taxNumber: '812345678RT0001',
  categoryCodes: ['72141100', '72103300', '30121600'],
  diversityClassifications: ['smallBusiness'],
  certifiedDiverse: false,
  local: true,
  emergency: true,
};

export async function seedDemoSupplier(password: string): Promise<void> {
  await registerSupplier(
    {
      profile: ACME_PROFILE,
      user: { firstName: 'Ada', lastName: 'Acme', email: 'bids@acme.example', password },
    },
    SYSTEM_ACTOR,
    'en',
    undefined,
    { verified: true },
  );
}

/** The open public bid Acme follows (decision 047): listed under its My opportunities beside its invitation. */
export const ACME_FOLLOWS = 'Office furniture supply';

/** Acme follows the demo's open public bid, once the lifecycle has published it. */
export async function seedDemoFollows(
  projects: ReadonlyMap<string, { customerId: string; projectId: string }>,
) {
  const [user] = await queryAll(SupplierUser, supplierUserByEmail('bids@acme.example'));
  const project = projects.get(ACME_FOLLOWS);
  if (!user || !project) throw new Error(`The demo supplier or "${ACME_FOLLOWS}" is missing`);
  await putItem(OpportunityFollow, {
    vendorId: user.vendorId,
    customerId: project.customerId,
    projectId: project.projectId,
    followedAt: nowIso(),
    followedBy: user.supplierUserId,
  });
}
