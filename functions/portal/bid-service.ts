/**
 * A supplier's bids in the portal (issue 9 item 3, decision 048): the open bids the company is invited to,
 * one bid it may see (an open public bid, or an invitational or limited one it is invited to), registering
 * interest (the company becomes a plan taker) and a plan taker's document downloads. A bid the company may
 * not see is not found (`bidNotFound`), whatever the reason, so the answer tells nothing of it.
 */
import type * as z from 'zod/mini';
import '../../shared/errors/suppliers.js';
import { supplierMayReach } from '../../shared/domain/opportunities/plan-takers.js';
import { invitationAddressKey } from '../../shared/domain/projects/invitations.js';
import type { TSupplierBid, TSupplierBidSummary } from '../../shared/schemas/plan-takers.js';
import { AppError, ConflictError } from '../core/app-error.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { PlanTaker, type PlanTakerRecord } from '../core/db/entities/plan-taker.js';
import { documentsOfProject, ProjectDocument } from '../core/db/entities/project-document.js';
import {
  invitationClaimKind,
  invitationsOfEmail,
  ProjectInvitation,
} from '../core/db/entities/project-invitation.js';
import { ProjectPublicView } from '../core/db/entities/project-public-view.js';
import { SupplierUser, usersOfVendor } from '../core/db/entities/supplier-user.js';
import { UniqueValue } from '../core/db/entities/unique-value.js';
import { Vendor } from '../core/db/entities/vendor.js';
import { nowIso } from '../core/db/entity.js';
import { batchGet, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import type { SessionContext } from '../core/session.js';
import { signedDownload } from '../core/signed-download.js';

type ProjectView = z.output<typeof ProjectPublicView.schema> & Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The addresses the company is invited by: each of its users'. */
async function companyEmails(session: SessionContext): Promise<string[]> {
  const users = await queryAll(SupplierUser, usersOfVendor(session.customerId));
  return users.map((user) => invitationAddressKey(user.email));
}

async function isInvited(agencyId: string, projectId: string, emails: readonly string[]): Promise<boolean> {
  const claims = await batchGet(
    UniqueValue,
    emails.map((value) => ({ customerId: agencyId, kind: invitationClaimKind(projectId), value })),
  );
  return claims.length > 0;
}

/** The bid, when the company may see it now; else not found. */
async function reachBid(session: SessionContext, agencyId: string, projectId: string, now = new Date()) {
  const project = (await getItem(ProjectPublicView, { customerId: agencyId, projectId })) as
    ProjectView | undefined;
  if (!project) throw new AppError('bidNotFound');
  const invited = await isInvited(agencyId, projectId, await companyEmails(session));
  const closingDate = text(project.closingDate);
  if (!supplierMayReach({ ...project, closingDate }, invited, now)) throw new AppError('bidNotFound');
  return { project, invited, closingDate };
}

const agencyNameOf = async (agencyId: string) =>
  ((await getItem(CustomerHeader, { customerId: agencyId })) as { displayName?: string } | undefined)
    ?.displayName ?? '';

function summaryOf(agencyId: string, project: ProjectView, agencyName: string): TSupplierBidSummary {
  const closingDate = text(project.closingDate);
  return {
    agencyId,
    projectId: project.projectId,
    number: text(project.number) ?? '',
    name: text(project.name) ?? '',
    agencyName,
    sourceMethod: project.sourceMethod ?? '',
    ...(closingDate ? { closingDate } : {}),
  };
}

/** GET portal/Bids: the open bids the company is invited to, the closing soonest first. */
export async function listInvitedBids(
  session: SessionContext,
  now = new Date(),
): Promise<TSupplierBidSummary[]> {
  const emails = await companyEmails(session);
  const invitations = (
    await Promise.all(emails.map((email) => queryAll(ProjectInvitation, invitationsOfEmail(email))))
  ).flat();
  const keys = [...new Map(invitations.map((i) => [`${i.customerId}/${i.projectId}`, i])).values()];
  const projects = (await batchGet(
    ProjectPublicView,
    keys.map(({ customerId, projectId }) => ({ customerId, projectId })),
  )) as ProjectView[];
  const open = projects.filter((p) =>
    supplierMayReach({ ...p, closingDate: text(p.closingDate) }, true, now),
  );
  const names = new Map(
    await Promise.all(
      [...new Set(open.map((p) => p.customerId))].map(async (id) => [id, await agencyNameOf(id)] as const),
    ),
  );
  return open
    .map((p) => summaryOf(p.customerId, p, names.get(p.customerId) ?? ''))
    .sort((a, b) => (a.closingDate ?? '').localeCompare(b.closingDate ?? ''));
}

/** GET portal/Bids/{agencyId}/{projectId}: the bid as the company sees it, with its documents. */
export async function findBid(
  session: SessionContext,
  agencyId: string,
  projectId: string,
): Promise<TSupplierBid> {
  const { project, invited } = await reachBid(session, agencyId, projectId);
  const [agencyName, planTaker, documents] = await Promise.all([
    agencyNameOf(agencyId),
    getItem(PlanTaker, { customerId: agencyId, projectId, vendorId: session.customerId }),
    queryAll(ProjectDocument, documentsOfProject(agencyId, projectId)),
  ]);
  const description = text(project.description);
  return {
    ...summaryOf(agencyId, project, agencyName),
    ...(description ? { description } : {}),
    invited,
    planTaker: planTaker !== undefined,
    documents: documents
      .sort((a, b) => a.sortOrder - b.sortOrder || a.displayName.localeCompare(b.displayName))
      .map((d) => ({
        documentId: d.documentId,
        displayName: d.displayName,
        fileName: d.fileName,
        documentType: d.documentType,
        size: d.size,
      })),
  };
}

/**
 * POST portal/Bids/{agencyId}/{projectId}/PlanTaker: the company registers interest and becomes a plan
 * taker, named by the user who registered. A second registration answers the bid as it is.
 */
export async function registerInterest(
  session: SessionContext,
  agencyId: string,
  projectId: string,
): Promise<TSupplierBid> {
  await reachBid(session, agencyId, projectId);
  const [vendor, user] = await Promise.all([
    getItem(Vendor, { vendorId: session.customerId }),
    getItem(SupplierUser, { vendorId: session.customerId, supplierUserId: session.userId }),
  ]);
  if (!vendor || !user) throw new AppError('bidNotFound');
  const planTaker: PlanTakerRecord = {
    customerId: agencyId,
    projectId,
    vendorId: vendor.vendorId,
    supplierUserId: user.supplierUserId,
    companyName: vendor.companyName,
    contactName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    registeredAt: nowIso(),
  };
  try {
    await transactAudited(
      {
        customerId: agencyId,
        actorId: user.supplierUserId,
        entityType: 'project',
        entityId: projectId,
        projectId,
        action: 'planTakerRegistered',
        after: { vendorId: vendor.vendorId, companyName: vendor.companyName },
      },
      [tx.create(PlanTaker, planTaker)],
    );
  } catch (error) {
    // Registered already (or at the same instant): the company is a plan taker either way.
    if (!(error instanceof ConflictError)) throw error;
  }
  return findBid(session, agencyId, projectId);
}

/** GET portal/Bids/{agencyId}/{projectId}/Documents/{documentId}/Download: a plan taker's download. */
export async function downloadBidDocument(
  session: SessionContext,
  agencyId: string,
  projectId: string,
  documentId: string,
) {
  await reachBid(session, agencyId, projectId);
  const planTaker = await getItem(PlanTaker, {
    customerId: agencyId,
    projectId,
    vendorId: session.customerId,
  });
  if (!planTaker) throw new AppError('planTakerRequired');
  const document = await getItem(ProjectDocument, { customerId: agencyId, projectId, documentId });
  if (!document) throw new AppError('bidDocumentNotFound');
  const { url, fileName } = await signedDownload(document);
  return { url, fileName };
}
