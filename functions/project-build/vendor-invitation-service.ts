/**
 * Build → invitations' vendor calls (VendorInvitations, docs/product/tender.md#invitations; decision 053
 * amended): find suppliers to invite by criteria (the directory's search, functions/core/suppliers/vendor-search.ts),
 * copy another bid's invitations, and look up an address before inviting it. Everything is read in the
 * session's agency: another agency's bids and invitations never show, and of a supplier only what the
 * directory shows.
 */
import { randomUUID } from 'node:crypto';
import { INVITATIONS_MAX, invitationAddressKey } from '../../shared/domain/projects/invitations.js';
import { isProjectInUserDepartments } from '../../shared/domain/projects/project-rights.js';
import { VENDOR_SEARCH_PAGE_SIZE } from '../../shared/domain/suppliers/vendor-directory.js';
import {
  bidMatchesText,
  INVITATION_COPY_MAX,
  invitationsToCopy,
  inviteeKindOf,
  TENDER_SEARCH_MAX,
} from '../../shared/domain/suppliers/vendor-invitations.js';
import type { Language } from '../../shared/errors.js';
import type {
  TInvitationCandidates,
  TInvitationCopyResult,
  TInvitationSearch,
  TInviteeLookup,
  TTenderWithInvitations,
} from '../../shared/schemas/vendor-invitations.js';
import { AppError } from '../core/app-error.js';
import { projectAudit } from '../core/projects/build-access.js';
import { ListItem } from '../core/db/entities/list-item.js';
import { ProjectHeader, projectHeadersOfCustomer } from '../core/db/entities/project-header.js';
import {
  invitationClaimKind,
  invitationsOfEmailByAgency,
  invitationsOfProject,
  ProjectInvitation,
  type ProjectInvitationRecord,
} from '../core/db/entities/project-invitation.js';
import { Vendor } from '../core/db/entities/vendor.js';
import { nowIso } from '../core/clock.js';
import { batchGet, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { claimItem } from '../core/db/unique-claims.js';
import { emailInvitations, supplierUserOfEmail } from '../core/suppliers/invitation-emails.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';
import { findMatchingVendors, MAX_VENDOR_READS, vendorLineOf } from '../core/suppliers/vendor-search.js';
import {
  accountStatusOf,
  invitableProject,
  invitationRecords,
  PUBLISHED_STATUSES,
  toDto,
} from './invitation-service.js';

/** The codes of the project's categories (the agency's commodity categories that have one). */
async function categoryCodesOf(customerId: string, project: Record<string, unknown>): Promise<string[]> {
  const ids = Array.isArray(project.categoryIds) ? (project.categoryIds as string[]) : [];
  const items = await batchGet(
    ListItem,
    ids.map((listItemId) => ({ customerId, kind: 'commodityCategory', listItemId })),
  );
  return items.flatMap((item) => (item.code ? [item.code] : []));
}

/**
 * POST VendorInvitations/SearchCriteria: a page of the suppliers meeting the criteria (by default of the
 * project's categories), each with this agency's last invitation to its address and whether this bid
 * already invites it.
 */
export async function searchInvitationCandidates(
  session: SessionContext,
  projectId: string,
  body: TInvitationSearch,
  lang: Language,
): Promise<TInvitationCandidates> {
  const { customerId } = session;
  const { project } = await reachProject(session, projectId);
  const { cursor: start, categoryCodes: asked, ...criteria } = body;
  const [categoryCodes, invited] = await Promise.all([
    asked ?? categoryCodesOf(customerId, project),
    invitationRecords(customerId, projectId).then(
      (records) => new Set(records.map((r) => invitationAddressKey(r.email))),
    ),
  ]);
  const { vendors, cursor } = await findMatchingVendors(
    { ...criteria, categoryCodes },
    start,
    VENDOR_SEARCH_PAGE_SIZE,
    MAX_VENDOR_READS,
    lang,
  );
  const lines = await Promise.all(
    vendors.map(async (vendor) => {
      const line = vendorLineOf(vendor);
      const lastInvitedAt = (
        await queryAll(ProjectInvitation, invitationsOfEmailByAgency(line.email, customerId))
      )
        .map((i) => i.invitedAt)
        .sort()
        .at(-1);
      return {
        ...line,
        ...(lastInvitedAt ? { lastInvitedAt } : {}),
        invited: invited.has(invitationAddressKey(line.email)),
      };
    }),
  );
  return { vendors: lines, categoryCodes: [...categoryCodes], ...(cursor ? { cursor } : {}) };
}

/** How many invitations a bid holds. */
async function invitationCountOf(customerId: string, projectId: string): Promise<number> {
  return (await queryAll(ProjectInvitation, invitationsOfProject(customerId, projectId))).length;
}

/**
 * GET VendorInvitations/SearchTender: the agency's other bids the caller may reach (department
 * restriction; no templates) named by the text and holding invitations, the latest number first.
 */
export async function searchTendersWithInvitations(
  session: SessionContext,
  projectId: string,
  text: string | undefined,
): Promise<TTenderWithInvitations[]> {
  const { customerId } = session;
  const { user, agency } = await reachProject(session, projectId);
  const projects = (await queryAll(ProjectHeader, projectHeadersOfCustomer(customerId)))
    .filter((p) => p.projectId !== projectId && p.type !== 'template')
    .filter((p) => isProjectInUserDepartments(user, p, agency))
    .filter((p) => bidMatchesText(p, text))
    .sort((a, b) => b.number.localeCompare(a.number));
  const found: TTenderWithInvitations[] = [];
  // A few bids at a time, stopping at a page: the counts are one query each.
  for (let i = 0; i < projects.length && found.length < TENDER_SEARCH_MAX; i += 10) {
    const batch = projects.slice(i, i + 10);
    const counts = await Promise.all(batch.map((p) => invitationCountOf(customerId, p.projectId)));
    batch.forEach((p, index) => {
      const invitationCount = counts[index]!;
      if (invitationCount > 0 && found.length < TENDER_SEARCH_MAX)
        found.push({
          projectId: p.projectId,
          number: p.number,
          name: p.name,
          status: p.status,
          invitationCount,
        });
    });
  }
  return found;
}

/**
 * POST VendorInvitations/CopyFromTender: the invitations of another bid of the agency, one per address,
 * skipping the addresses this bid invites; in one transaction with their claims and the audit event. A
 * published bid emails them at once, as an invitation added by hand (decision 048).
 */
export async function copyInvitationsFromTender(
  session: SessionContext,
  projectId: string,
  fromProjectId: string,
  requestOrigin?: string,
): Promise<TInvitationCopyResult> {
  const { customerId } = session;
  const project = await invitableProject(session, projectId);
  const { project: from } = await reachProject(session, fromProjectId);
  const [source, existing] = await Promise.all([
    invitationRecords(customerId, fromProjectId),
    invitationRecords(customerId, projectId),
  ]);
  const { toAdd, skipped } = invitationsToCopy(
    source,
    existing.map((r) => r.email),
  );
  if (toAdd.length === 0) return { invitations: [], skipped };
  if (toAdd.length > INVITATION_COPY_MAX)
    throw new AppError('invitationCopyTooMany', { details: { max: INVITATION_COPY_MAX } });
  if (existing.length + toAdd.length > INVITATIONS_MAX) throw new AppError('invitationsTooMany');
  const now = nowIso();
  const invitations: ProjectInvitationRecord[] = toAdd.map((original) => ({
    customerId,
    projectId,
    invitationId: randomUUID(),
    email: original.email,
    companyName: original.companyName,
    ...(original.contactName ? { contactName: original.contactName } : {}),
    ...(original.city ? { city: original.city } : {}),
    invitedAt: now,
    invitedBy: session.userId,
  }));
  const kind = invitationClaimKind(projectId);
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'copyInvitations'),
      after: { fromProjectId, fromNumber: from.number, invited: invitations.map(toDto), skipped },
    },
    invitations.flatMap((invitation) => [
      tx.create(ProjectInvitation, invitation),
      claimItem(customerId, kind, invitationAddressKey(invitation.email), invitation.invitationId),
    ]),
  );
  if (PUBLISHED_STATUSES.includes(project.status))
    await emailInvitations(customerId, projectId, session.userId, requestOrigin, invitations);
  const added = await batchGet(
    ProjectInvitation,
    invitations.map(({ invitationId }) => ({ customerId, projectId, invitationId })),
  );
  const statuses = await Promise.all(added.map((i) => accountStatusOf(i.email)));
  return {
    invitations: added.map((i, index) => ({ ...toDto(i), accountStatus: statuses[index] })),
    skipped,
  };
}

/**
 * GET VendorInvitations/LookupEmailInvitee: what the address is to this bid. Of a supplier only what the
 * directory shows every buyer (its company name and status), nothing of other agencies' invitations.
 */
export async function lookupInvitee(
  session: SessionContext,
  projectId: string,
  email: string,
): Promise<TInviteeLookup> {
  await reachProject(session, projectId);
  const [records, user] = await Promise.all([
    invitationRecords(session.customerId, projectId),
    supplierUserOfEmail(email),
  ]);
  const kind = inviteeKindOf(
    email,
    records.map((r) => r.email),
    user !== undefined,
  );
  if (kind === 'invited') {
    const key = invitationAddressKey(email);
    const invitation = records.find((r) => invitationAddressKey(r.email) === key);
    return { kind, ...(invitation ? { companyName: invitation.companyName } : {}) };
  }
  const vendor = user ? await getItem(Vendor, { vendorId: user.vendorId }) : undefined;
  if (kind !== 'supplier' || !user || !vendor) return { kind: 'unknown' };
  return {
    kind,
    companyName: vendor.companyName,
    setup: user.passwordHash ? 'registered' : 'pendingSetup',
    accountStatus: vendor.accountStatus,
  };
}
