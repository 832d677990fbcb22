/**
 * The buyer's supplier directory (issue 9 item 6, decision 053): suppliers are platform-wide (one account
 * works with every agency), so the searches and the profile read the Vendor records as they are; what an
 * agency adds (comments, lists, its history and its emails with the supplier) is read and written in the
 * agency's own partition only.
 */
import { randomUUID } from 'node:crypto';
import {
  mayUseVendorList,
  VENDOR_EXPORT_MAX_ROWS,
  VENDOR_SEARCH_PAGE_SIZE,
  type VendorCriteria,
} from '../../shared/domain/suppliers/vendor-directory.js';
import type {
  TVendorActivity,
  TVendorAdvancedSearch,
  TVendorComment,
  TVendorCommentCreate,
  TVendorDocuments,
  TVendorEmails,
  TVendorExport,
  TVendorHistory,
  TVendorOverview,
  TVendorPage,
  TVendorSearchQuery,
} from '../../shared/schemas/vendor-directory.js';
import type { Language } from '../../shared/errors.js';
import { AppError } from '../core/app-error.js';
import { AuditEvent, auditOfEntity } from '../core/db/entities/audit-event.js';
import { invitationsOfEmail, ProjectInvitation } from '../core/db/entities/project-invitation.js';
import { PlanTaker, planTakersOfAgency } from '../core/db/entities/plan-taker.js';
import { ProjectHeader } from '../core/db/entities/project-header.js';
import { followsOfVendor, OpportunityFollow } from '../core/db/entities/opportunity-follow.js';
import { Submission, submissionsOfVendor } from '../core/db/entities/submission.js';
import { areSubmissionsShown, isHandedIn } from '../../shared/domain/submissions/submission-status.js';
import { documentsOfVendor, SupplierDocument } from '../core/db/entities/supplier-document.js';
import { SupplierUser, usersOfVendor } from '../core/db/entities/supplier-user.js';
import { UserHeader } from '../core/db/entities/user-header.js';
import {
  commentsOfVendor,
  emailsToVendor,
  listsOfAgency,
  VendorComment,
  VendorEmail,
  VendorList,
} from '../core/db/entities/vendor-directory.js';
import { Vendor, vendorsByName, type VendorItem } from '../core/db/entities/vendor.js';
import { batchGet, EXISTS, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import type { SessionContext } from '../core/session.js';
import { signedDownload } from '../core/files/signed-download.js';
import {
  findMatchingVendors,
  MAX_VENDOR_READS,
  vendorLineOf,
  vendorPageOf,
} from '../core/suppliers/vendor-search.js';

export async function vendorOf(vendorId: string): Promise<VendorItem> {
  const vendor = await getItem(Vendor, { vendorId });
  if (!vendor) throw new AppError('vendorNotFound', { details: { vendorId } });
  return vendor;
}

/** GET Vendors/Search: the suppliers whose name starts with the term (gsi2, by name), a page at a time. */
export async function searchVendors(query: TVendorSearchQuery, lang: Language): Promise<TVendorPage> {
  const page = await vendorPageOf(
    vendorsByName(query.name),
    { cursor: query.cursor, limit: VENDOR_SEARCH_PAGE_SIZE },
    'query.cursor',
    lang,
  );
  return { vendors: page.items.map(vendorLineOf), ...(page.cursor ? { cursor: page.cursor } : {}) };
}

const criteriaOf = (body: TVendorAdvancedSearch): VendorCriteria => {
  const { cursor: _cursor, ...criteria } = body;
  return criteria;
};

/**
 * POST Vendors/AdvancedSearch: a page of the suppliers meeting every criterion given; after MAX_READS
 * reads of the index it answers what it found (maybe fewer than a page) with the cursor to go on from.
 */
export async function advancedSearchVendors(
  body: TVendorAdvancedSearch,
  lang: Language,
): Promise<TVendorPage> {
  const { vendors, cursor } = await findMatchingVendors(
    criteriaOf(body),
    body.cursor,
    VENDOR_SEARCH_PAGE_SIZE,
    MAX_VENDOR_READS,
    lang,
  );
  return { vendors: vendors.map(vendorLineOf), ...(cursor ? { cursor } : {}) };
}

/** POST Vendors/AdvancedSearchResultExport: every match (the browser writes the workbook). */
export async function exportVendors(body: TVendorAdvancedSearch, lang: Language): Promise<TVendorExport> {
  const { vendors, cursor } = await findMatchingVendors(
    criteriaOf(body),
    undefined,
    VENDOR_EXPORT_MAX_ROWS + 1,
    Number.POSITIVE_INFINITY,
    lang,
  );
  return {
    vendors: vendors.slice(0, VENDOR_EXPORT_MAX_ROWS).map(vendorLineOf),
    truncated:
      vendors.length > VENDOR_EXPORT_MAX_ROWS || (vendors.length === VENDOR_EXPORT_MAX_ROWS && !!cursor),
  };
}

/** GET Vendors?vendorId: the overview tab, with the agency's lists the reader may see that hold it. */
export async function findVendor(session: SessionContext, vendorId: string): Promise<TVendorOverview> {
  const [vendor, lists] = await Promise.all([
    vendorOf(vendorId),
    queryAll(VendorList, listsOfAgency(session.customerId)),
  ]);
  const { version: _v, updatedAt: _u, ...profile } = vendor;
  return {
    ...profile,
    lists: lists
      .filter((list) => mayUseVendorList(list, session.userId))
      .filter((list) => list.members.some((m) => m.vendorId === vendorId))
      .map((list) => ({ vendorListId: list.vendorListId, name: list.name })),
  };
}

/**
 * GET Vendors/SubmissionHistory: the agency's bids the supplier took part in: invited (by any of its users'
 * addresses), plan taker, following, submitted. Bids of other agencies never show.
 */
export async function vendorHistory(session: SessionContext, vendorId: string): Promise<TVendorHistory> {
  const agency = session.customerId;
  await vendorOf(vendorId);
  const users = await queryAll(SupplierUser, usersOfVendor(vendorId));
  const [invitations, planTakers, follows, submissions] = await Promise.all([
    Promise.all(users.map((u) => queryAll(ProjectInvitation, invitationsOfEmail(u.email)))).then((all) =>
      all.flat().filter((i) => i.customerId === agency),
    ),
    queryAll(PlanTaker, planTakersOfAgency(agency)).then((all) => all.filter((p) => p.vendorId === vendorId)),
    queryAll(OpportunityFollow, followsOfVendor(vendorId)).then((all) =>
      all.filter((f) => f.customerId === agency),
    ),
    queryAll(Submission, submissionsOfVendor(vendorId)).then((all) =>
      all.filter((s) => s.customerId === agency),
    ),
  ]);
  const projectIds = [
    ...new Set([...invitations, ...planTakers, ...follows, ...submissions].map((r) => r.projectId)),
  ];
  const projects = await batchGet(
    ProjectHeader,
    projectIds.map((projectId) => ({ customerId: agency, projectId })),
  );
  // Before the close a bid the supplier only bid on does not show at all: its presence would say who bid.
  const tied = (id: string) =>
    [...invitations, ...planTakers, ...follows].some((record) => record.projectId === id);
  return projects
    .filter((project) => areSubmissionsShown(project.status) || tied(project.projectId))
    .map((project) => {
      const id = project.projectId;
      const invitation = invitations.find((i) => i.projectId === id);
      const planTaker = planTakers.find((p) => p.projectId === id);
      return {
        projectId: id,
        projectNumber: project.number,
        projectName: project.name,
        status: project.status,
        ...(invitation ? { invitedAt: invitation.invitedAt } : {}),
        ...(planTaker ? { planTakerSince: planTaker.registeredAt } : {}),
        following: follows.some((f) => f.projectId === id),
        // Who bid stays sealed until the close (docs/product/bids.md#its-life); drafts and withdrawn bids
        // never count.
        ...(areSubmissionsShown(project.status)
          ? { submissions: submissions.filter((s) => s.projectId === id && isHandedIn(s.status)).length }
          : {}),
      };
    })
    .sort((a, b) => b.projectNumber.localeCompare(a.projectNumber));
}

/** GET Vendors/Emails: what the agency emailed the supplier, the latest first. */
export async function vendorEmails(session: SessionContext, vendorId: string): Promise<TVendorEmails> {
  const emails = await queryAll(VendorEmail, emailsToVendor(session.customerId, vendorId));
  return emails.reverse().map(({ customerId: _c, vendorId: _v, ...email }) => email);
}

const userNameOf = (user: Record<string, unknown> | undefined) =>
  user ? `${String(user.firstName ?? '')} ${String(user.lastName ?? '')}`.trim() : '';

/** GET Vendors/Activity: the agency's audited changes about the supplier, the latest first. */
export async function vendorActivity(session: SessionContext, vendorId: string): Promise<TVendorActivity> {
  const events = await queryAll(AuditEvent, auditOfEntity(session.customerId, 'vendor', vendorId));
  const actorIds = [...new Set(events.map((e) => e.actorId))];
  const actors = await batchGet(
    UserHeader,
    actorIds.map((userId) => ({ customerId: session.customerId, userId })),
  );
  const detailOf = (after: unknown) => {
    const facts = (after ?? {}) as { listName?: unknown; comment?: unknown };
    const text = facts.listName ?? facts.comment;
    return typeof text === 'string' ? { detail: text.slice(0, 200) } : {};
  };
  return events.reverse().map((event) => ({
    eventId: event.eventId,
    at: event.at,
    actorName: userNameOf(actors.find((a) => a.userId === event.actorId)) || event.actorId,
    action: event.action,
    ...detailOf(event.after ?? event.before),
  }));
}

/** GET Vendors/Documents: the supplier's own documents (decision 047), read only to an agency. */
export async function vendorDocuments(vendorId: string): Promise<TVendorDocuments> {
  await vendorOf(vendorId);
  const documents = await queryAll(SupplierDocument, documentsOfVendor(vendorId));
  return documents.map((d) => ({
    supplierDocumentId: d.supplierDocumentId,
    displayName: d.displayName,
    fileName: d.fileName,
    size: d.size,
    ...(d.effectiveDate ? { effectiveDate: d.effectiveDate } : {}),
    ...(d.expiryDate ? { expiryDate: d.expiryDate } : {}),
    uploadedAt: d.createdAt,
    uploadedBy: d.uploadedByName,
  }));
}

/** GET Vendors/Documents/Download: a one-minute link to one of the supplier's documents. */
export async function downloadVendorDocument(vendorId: string, supplierDocumentId: string) {
  const document = await getItem(SupplierDocument, { vendorId, supplierDocumentId });
  if (!document) throw new AppError('vendorDocumentNotFound', { details: { supplierDocumentId } });
  const { url, fileName } = await signedDownload(document);
  return { url, fileName };
}

const commentOf = (
  session: SessionContext,
  c: ReturnType<typeof VendorComment.schema.parse>,
): TVendorComment => ({
  vendorCommentId: c.vendorCommentId,
  vendorId: c.vendorId,
  comment: c.comment,
  authorId: c.authorId,
  authorName: c.authorName,
  createdAt: c.createdAt,
  mine: c.authorId === session.userId,
});

/** GET Vendors/Comments: the agency's comments on the supplier, the latest first. */
export async function vendorComments(session: SessionContext, vendorId: string): Promise<TVendorComment[]> {
  const comments = await queryAll(VendorComment, commentsOfVendor(session.customerId, vendorId));
  return comments
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((comment) => commentOf(session, comment));
}

const vendorAudit = (session: SessionContext, vendorId: string, action: string) => ({
  customerId: session.customerId,
  actorId: session.userId,
  entityType: 'vendor',
  entityId: vendorId,
  action,
});

/** POST Vendors/Comments: a comment of the agency's on the supplier, with its audit event. */
export async function addVendorComment(
  session: SessionContext,
  body: TVendorCommentCreate,
): Promise<TVendorComment> {
  await vendorOf(body.vendorId);
  const author = await getItem(UserHeader, { customerId: session.customerId, userId: session.userId });
  const record = VendorComment.schema.parse({
    customerId: session.customerId,
    vendorId: body.vendorId,
    vendorCommentId: randomUUID(),
    comment: body.comment,
    authorId: session.userId,
    authorName: userNameOf(author),
  });
  await transactAudited(
    { ...vendorAudit(session, body.vendorId, 'addVendorComment'), after: { comment: record.comment } },
    [tx.create(VendorComment, record)],
  );
  return commentOf(session, record);
}

/** DELETE Vendors/Comments: the author's own comment only. */
export async function deleteVendorComment(
  session: SessionContext,
  vendorId: string,
  vendorCommentId: string,
): Promise<void> {
  const key = { customerId: session.customerId, vendorId, vendorCommentId };
  const comment = await getItem(VendorComment, key);
  if (!comment) throw new AppError('vendorCommentNotFound', { details: { vendorCommentId } });
  if (comment.authorId !== session.userId) throw new AppError('vendorCommentNotOwn');
  await transactAudited(
    { ...vendorAudit(session, vendorId, 'deleteVendorComment'), before: { comment: comment.comment } },
    [tx.delete(VendorComment, key, { expression: EXISTS.condition, names: EXISTS.names })],
  );
}
