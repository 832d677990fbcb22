/**
 * A supplier's bids in the portal (issue 9 item 3, decision 048): the open bids the company is invited to,
 * one bid it may see (an open public bid, or an invitational or limited one it is invited to; once closed or
 * awarded, read only for a company tied to it, decision 050), registering interest (the company becomes a
 * plan taker) and a plan taker's document downloads, both while the bid is open. A bid the company may
 * not see is not found (`bidNotFound`), whatever the reason, so the answer tells nothing of it.
 */
import { supplierMayReach } from '../../shared/domain/opportunities/plan-takers.js';
import type { TPublicAgency } from '../../shared/schemas/public-opportunities.js';
import type { TSupplierBid, TSupplierBidSummary } from '../../shared/schemas/plan-takers.js';
import { AppError, ConflictError } from '../core/app-error.js';
import { now as clockNow, nowIso } from '../core/clock.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { PlanTaker, type PlanTakerRecord } from '../core/db/entities/plan-taker.js';
import { documentsOfProject, ProjectDocument } from '../core/db/entities/project-document.js';
import { invitationsOfEmail, ProjectInvitation } from '../core/db/entities/project-invitation.js';
import { ProjectPublicView } from '../core/db/entities/project-public-view.js';
import { Vendor } from '../core/db/entities/vendor.js';
import { batchGet, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { refreshPublicDetail } from '../core/opportunities/public-detail.js';
import type { SessionContext } from '../core/session.js';
import { signedDownload } from '../core/files/signed-download.js';
import {
  companyAddresses,
  DEFAULT_TIME_ZONE,
  type ProjectView,
  reachBid,
  reachOpenBid,
  text,
} from '../core/opportunities/portal-bid-access.js';

function summaryOf(agencyId: string, project: ProjectView, agency: TPublicAgency): TSupplierBidSummary {
  const closingDate = text(project.closingDate);
  return {
    agencyId,
    agencyDomain: agency.domain,
    projectId: project.projectId,
    number: text(project.number) ?? '',
    name: text(project.name) ?? '',
    agencyName: agency.name,
    sourceMethod: project.sourceMethod ?? '',
    ...(closingDate ? { closingDate } : {}),
  };
}

/** The agencies of these bids as the public pages name them (a bid of an agency without a domain is left out). */
async function agenciesOf(customerIds: readonly string[]): Promise<Map<string, TPublicAgency>> {
  const headers = await batchGet(
    CustomerHeader,
    [...new Set(customerIds)].map((customerId) => ({ customerId })),
  );
  const agencies = new Map<string, TPublicAgency>();
  for (const header of headers) {
    const facts = header as { domain?: string; displayName?: string; timeZone?: string };
    if (!facts.domain) continue;
    agencies.set(header.customerId, {
      domain: facts.domain,
      name: facts.displayName ?? facts.domain,
      timeZone: facts.timeZone ?? DEFAULT_TIME_ZONE,
    });
  }
  return agencies;
}

/** GET portal/Bids: the open bids the company is invited to, the closing soonest first. */
export async function listInvitedBids(
  session: SessionContext,
  now = clockNow(),
): Promise<TSupplierBidSummary[]> {
  const vendor = await getItem(Vendor, { vendorId: session.customerId });
  const emails = await companyAddresses(session.customerId, vendor?.primaryEmail);
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
  const agencies = await agenciesOf(open.map((p) => p.customerId));
  return open
    .flatMap((p) => {
      const agency = agencies.get(p.customerId);
      return agency ? [summaryOf(p.customerId, p, agency)] : [];
    })
    .sort((a, b) => (a.closingDate ?? '').localeCompare(b.closingDate ?? ''));
}

/** GET portal/Bids/{agencyDomain}/{projectId}: the bid as the company sees it, with its documents. */
export async function findBid(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
): Promise<TSupplierBid> {
  const { customerId, agency, project, invited, readOnly } = await reachBid(session, agencyDomain, projectId);
  const [planTaker, documents] = await Promise.all([
    getItem(PlanTaker, { customerId, projectId, vendorId: session.customerId }),
    queryAll(ProjectDocument, documentsOfProject(customerId, projectId)),
  ]);
  const description = text(project.description);
  return {
    ...summaryOf(customerId, project, agency),
    ...(description ? { description } : {}),
    status: project.status,
    timeZone: agency.timeZone,
    invited,
    readOnly,
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
 * POST portal/Bids/{agencyDomain}/{projectId}/PlanTaker: the company registers interest and becomes a plan
 * taker, named by the user who registered. A second registration answers the bid as it is.
 */
export async function registerInterest(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
): Promise<TSupplierBid> {
  const { customerId, vendor, user } = await reachOpenBid(session, agencyDomain, projectId);
  const planTaker: PlanTakerRecord = {
    customerId,
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
        customerId,
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
  // The plan takers' names are on the public page unless the bid hides them (decision 071).
  await refreshPublicDetail(customerId, projectId);
  return findBid(session, agencyDomain, projectId);
}

/** GET portal/Bids/{agencyDomain}/{projectId}/Documents/{documentId}/Download: a plan taker's download. */
export async function downloadBidDocument(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  documentId: string,
) {
  const { customerId } = await reachOpenBid(session, agencyDomain, projectId);
  const planTaker = await getItem(PlanTaker, { customerId, projectId, vendorId: session.customerId });
  if (!planTaker) throw new AppError('planTakerRequired');
  const document = await getItem(ProjectDocument, { customerId, projectId, documentId });
  if (!document) throw new AppError('bidDocumentNotFound');
  const { url, fileName } = await signedDownload(document);
  return { url, fileName };
}
