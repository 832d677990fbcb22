/**
 * The demo's addendum (decision 052): on the open public bid, addendum 1 is published with its document, as
 * the addenda group writes a publication (the record numbered, its number's claim and the audit event in one
 * transaction), and Acme Construction acknowledged it as the portal writes an acknowledgement; Birchwood
 * Office Interiors, the other plan taker, has not. The seed sends no email.
 */
import { randomUUID } from 'node:crypto';
import { Addendum, AddendumAcknowledgement } from '../../functions/core/db/entities/addendum.js';
import { addendumNumberClaimKind } from '../../functions/core/db/entities/addendum-keys.js';
import { documentsOfProject, ProjectDocument } from '../../functions/core/db/entities/project-document.js';
import type { ProjectItem } from '../../functions/core/db/entities/project.js';
import { queryAll } from '../../functions/core/db/ops.js';
import { transactAudited, tx } from '../../functions/core/db/transaction.js';
import { claimItem } from '../../functions/core/db/unique-claims.js';
import { supplierUserOfEmail } from '../../functions/core/suppliers/invitation-emails.js';

const OPEN_PUBLIC_BID = 'Office furniture supply';

export async function seedDemoAddenda(
  projects: ReadonlyMap<string, ProjectItem>,
  lead: { userId: string; name: string },
): Promise<void> {
  const bid = projects.get(OPEN_PUBLIC_BID);
  if (!bid) throw new Error(`Demo addenda: no ${OPEN_PUBLIC_BID}`);
  const { customerId, projectId } = bid;
  const documents = await queryAll(ProjectDocument, documentsOfProject(customerId, projectId));
  const document = documents.find((d) => d.documentType === 'addendum');
  if (!document) throw new Error(`Demo addenda: ${OPEN_PUBLIC_BID} has no addendum document`);
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const addendumId = randomUUID();
  const addendum = {
    customerId,
    projectId,
    addendumId,
    status: 'published' as const,
    number: 1,
    title: 'Delivery in two lots',
    text: 'Desks and chairs are delivered by 15 May and the meeting tables by 30 May. Installation is on weekdays between 8:00 and 17:00. The attached schedule replaces section 3 of the front-end document.',
    documentIds: [document.documentId],
    createdBy: lead.userId,
    publishedAt: hoursAgo(26),
    publishedBy: lead.userId,
    publishedByName: lead.name,
    version: 2,
    createdAt: hoursAgo(28),
    updatedAt: hoursAgo(26),
  };
  const audit = { customerId, entityType: 'project', entityId: projectId, projectId };
  const { customerId: _c, ...published } = addendum;
  await transactAudited({ ...audit, actorId: lead.userId, action: 'addendumPublished', after: published }, [
    tx.create(Addendum, addendum),
    claimItem(customerId, addendumNumberClaimKind(projectId), '1', addendumId),
  ]);
  const acme = await supplierUserOfEmail('bids@acme.example');
  if (!acme) throw new Error('Demo addenda: no Acme supplier');
  const acknowledgement = {
    customerId,
    projectId,
    addendumId,
    vendorId: acme.vendorId,
    companyName: 'Acme Construction Ltd.',
    acknowledgedAt: hoursAgo(20),
    acknowledgedBy: acme.supplierUserId,
    acknowledgedByName: `${acme.firstName} ${acme.lastName}`,
  };
  const { customerId: _a, ...acknowledged } = acknowledgement;
  await transactAudited(
    { ...audit, actorId: acme.supplierUserId, action: 'addendumAcknowledged', after: acknowledged },
    [tx.create(AddendumAcknowledgement, acknowledgement)],
  );
}
