/**
 * The demo supplier (decision 045): Acme Construction Ltd., registered through the portal's own use case
 * with its whole profile and a verified email, so that bids@acme.example logs in to /portal/login with the
 * demo password.
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { SYSTEM_ACTOR } from '../../functions/core/audit.js';
import { s3 } from '../../functions/core/aws/s3.js';
import { SupplierDocument } from '../../functions/core/db/entities/supplier-document.js';
import { env } from '../../functions/core/env.js';
import { vendorDocumentKey } from '../../functions/documents/document-access.js';
import { syncSupplierDocumentReminder } from '../../functions/documents/supplier-documents.js';
import {
  findSupplierDocumentDatesProblem,
  SUPPLIER_DOCUMENT_REMINDER_DAYS,
} from '../../shared/domain/suppliers/supplier-documents.js';
import { OpportunityFollow } from '../../functions/core/db/entities/opportunity-follow.js';
import { SupplierUser, supplierUserByEmail } from '../../functions/core/db/entities/supplier-user.js';
import { nowIso } from '../../functions/core/clock.js';
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

export async function seedDemoSupplier(password: string) {
  return registerSupplier(
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

/** A calendar date `days` from the seed's day (UTC). */
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Acme's two documents (decision 047): its insurance, valid for months (its reminder scheduled), and its
 * safety clearance, expiring inside the reminder window (shown as expiring soon; its reminder moment passed).
 */
export async function seedDemoSupplierDocuments() {
  const [user] = await queryAll(SupplierUser, supplierUserByEmail('bids@acme.example'));
  if (!user) throw new Error('The demo supplier is missing');
  const files = [
    {
      displayName: 'Liability insurance certificate',
      fileName: 'Acme-liability-insurance-2026.txt',
      effectiveDate: dateIn(-60),
      expiryDate: dateIn(300),
    },
    {
      displayName: 'Workplace safety clearance',
      fileName: 'Acme-safety-clearance.txt',
      effectiveDate: dateIn(-340),
      expiryDate: dateIn(SUPPLIER_DOCUMENT_REMINDER_DAYS - 18),
    },
  ];
  await Promise.all(
    files.map(async (file) => {
      const problem = findSupplierDocumentDatesProblem(file);
      if (problem) throw new Error(`Demo supplier document ${file.fileName}: ${problem}`);
      const body = Buffer.from(`${file.displayName}, Acme Construction Ltd.\n`);
      const supplierDocumentId = randomUUID();
      const key = vendorDocumentKey(user.vendorId, supplierDocumentId, file.fileName);
      await s3.send(
        new PutObjectCommand({
          Bucket: env().DOCUMENTS_BUCKET,
          Key: key,
          Body: body,
          ContentType: 'text/plain',
        }),
      );
      const document = await putItem(SupplierDocument, {
        vendorId: user.vendorId,
        supplierDocumentId,
        key,
        size: body.length,
        contentType: 'text/plain',
        ...file,
        uploadedBy: user.supplierUserId,
        uploadedByName: `${user.firstName} ${user.lastName}`,
      });
      await syncSupplierDocumentReminder(document);
    }),
  );
}
