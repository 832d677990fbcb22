/**
 * "My opportunities" (issue 9, decision 047): a supplier company follows public bids, and finds in one list
 * the bids it follows, the invitational or limited bids its users' emails are invited to (Build →
 * invitations, matched on the invitation's address) and the bids it submitted to. An invited bid's detail
 * and documents are read through decision 048's bid routes (bid-service.ts). Every read starts from the
 * session's vendor, so no company reaches another's.
 */
import { AppError, ConflictError } from '../core/app-error.js';
import { now as clockNow } from '../core/clock.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import {
  followsOfVendor,
  OpportunityFollow,
  type OpportunityFollowItem,
} from '../core/db/entities/opportunity-follow.js';
import { invitationsOfEmail, ProjectInvitation } from '../core/db/entities/project-invitation.js';
import { ProjectPublicView } from '../core/db/entities/project-public-view.js';
import { isHandedIn } from '../../shared/domain/submissions/submission-status.js';
import { Submission, submissionsOfVendor } from '../core/db/entities/submission.js';
import { SupplierUser, usersOfVendor } from '../core/db/entities/supplier-user.js';
import { batchGet, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import type { SessionContext } from '../core/session.js';
import { agencyByDomain, reachBid } from '../core/opportunities/portal-bid-access.js';
import {
  canFollow,
  isVisibleToFollower,
  isVisibleToInvited,
  sameAddress,
} from '../../shared/domain/opportunities/supplier-opportunities.js';
import type { TPublicAgency } from '../../shared/schemas/public-opportunities.js';
import type {
  TOpportunityFollowing,
  TSupplierOpportunity,
  TSupplierOpportunityList,
} from '../../shared/schemas/supplier-opportunities.js';

const DEFAULT_TIME_ZONE = 'America/Toronto';

interface AgencyFacts {
  customerId: string;
  agency: TPublicAgency;
}

const agencyFacts = (header: Record<string, unknown> & { customerId: string }): AgencyFacts => {
  const facts = header as { domain?: string; displayName?: string; timeZone?: string };
  return {
    customerId: header.customerId,
    agency: {
      domain: facts.domain ?? '',
      name: facts.displayName ?? facts.domain ?? '',
      timeZone: facts.timeZone ?? DEFAULT_TIME_ZONE,
    },
  };
};

/** The company's users' emails: an invitation to any of them invites the company. */
async function emailsOf(vendorId: string): Promise<string[]> {
  const users = await queryAll(SupplierUser, usersOfVendor(vendorId));
  return users.filter((u) => u.active).map((u) => u.email);
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const projectKey = (k: { customerId: string; projectId: string }) => `${k.customerId}/${k.projectId}`;

type ProjectView = NonNullable<Awaited<ReturnType<typeof getItem<typeof ProjectPublicView>>>>;

function summaryOf(
  project: ProjectView,
  agency: TPublicAgency,
  why: Pick<TSupplierOpportunity, 'following' | 'invited' | 'submitted'>,
): TSupplierOpportunity {
  const closingDate = text(project.closingDate);
  return {
    agency,
    agencyId: project.customerId,
    projectId: project.projectId,
    number: text(project.number) ?? '',
    name: text(project.name) ?? '',
    status: project.status,
    ...(project.sourceMethod ? { sourceMethod: project.sourceMethod } : {}),
    ...(closingDate ? { closingDate } : {}),
    ...why,
  };
}

/** GET portal/Opportunities: followed, invited and submitted-to bids, by closing (the soonest first). */
export async function listSupplierOpportunities(session: SessionContext): Promise<TSupplierOpportunityList> {
  const vendorId = session.customerId;
  const emails = await emailsOf(vendorId);
  const [follows, invitations, submissions] = await Promise.all([
    queryAll(OpportunityFollow, followsOfVendor(vendorId)),
    Promise.all(emails.map((email) => queryAll(ProjectInvitation, invitationsOfEmail(email)))).then((lists) =>
      lists.flat().filter((i) => emails.some((email) => sameAddress(i.email, email))),
    ),
    queryAll(Submission, submissionsOfVendor(vendorId)),
  ]);
  const followed = new Set(follows.map(projectKey));
  const invited = new Set(invitations.map(projectKey));
  const own = submissions.filter((s) => s.vendorId === vendorId);
  // A draft keeps its bid listed; only a bid handed in reads as submitted (decision 054).
  const bidding = new Set(own.map(projectKey));
  const submitted = new Set(own.filter((s) => isHandedIn(s.status)).map(projectKey));
  const keys = new Map<string, { customerId: string; projectId: string }>();
  for (const k of [...follows, ...invitations, ...submissions])
    keys.set(projectKey(k), { customerId: k.customerId, projectId: k.projectId });
  const [projects, headers] = await Promise.all([
    batchGet(ProjectPublicView, [...keys.values()]),
    batchGet(
      CustomerHeader,
      [...new Set([...keys.values()].map((k) => k.customerId))].map((customerId) => ({ customerId })),
    ),
  ]);
  const agencies = new Map(headers.map((h) => [h.customerId, agencyFacts(h).agency]));
  const opportunities: TSupplierOpportunity[] = [];
  for (const project of projects) {
    const key = projectKey(project);
    const agency = agencies.get(project.customerId);
    const why = { following: followed.has(key), invited: invited.has(key), submitted: submitted.has(key) };
    // A submission shows its bid always; an invitation once it is published; a follow while it is public.
    const shown =
      bidding.has(key) ||
      (why.invited && isVisibleToInvited(project)) ||
      (why.following && isVisibleToFollower(project));
    if (agency && shown) opportunities.push(summaryOf(project, agency, why));
  }
  opportunities.sort(
    (a, b) =>
      (a.closingDate ?? '9999').localeCompare(b.closingDate ?? '9999') || a.name.localeCompare(b.name),
  );
  return { opportunities };
}

/** The agency a bid's path names, or bidNotFound. */
async function agencyIdOf(domain: string): Promise<string> {
  const named = await agencyByDomain(domain);
  if (!named) throw new AppError('bidNotFound');
  return named.customerId;
}

/**
 * GET portal/Bids/{agencyDomain}/{projectId}/Follow: whether the company follows the bid. Only the company's
 * own follow is read, so a bid it does not see answers false, like one it does not follow.
 */
export async function getFollowing(
  session: SessionContext,
  domain: string,
  projectId: string,
): Promise<TOpportunityFollowing> {
  const customerId = await agencyIdOf(domain);
  const follow = await getItem(OpportunityFollow, { vendorId: session.customerId, customerId, projectId });
  return { following: follow !== undefined };
}

/**
 * PUT …/Follow: follows a bid the company reaches (bid-access.ts) that the public pages list, before its
 * closing; following it again changes nothing. Anything else is not found, so a follow reveals no
 * invitational bid.
 */
export async function followOpportunity(
  session: SessionContext,
  domain: string,
  projectId: string,
  now = clockNow(),
): Promise<TOpportunityFollowing> {
  const { customerId, project, closingDate, readOnly } = await reachBid(session, domain, projectId, now);
  if (readOnly) throw new AppError('bidClosed');
  if (!canFollow(project, closingDate, now)) throw new AppError('bidNotFound');
  const key = { vendorId: session.customerId, customerId, projectId };
  if (await getItem(OpportunityFollow, key)) return { following: true };
  const follow: OpportunityFollowItem = {
    ...key,
    followedAt: now.toISOString(),
    followedBy: session.userId,
  };
  try {
    await transactAudited(
      {
        customerId: session.customerId,
        actorId: session.userId,
        entityType: 'opportunityFollow',
        entityId: `${customerId}/${projectId}`,
        action: 'create',
        after: { customerId, projectId },
      },
      [tx.create(OpportunityFollow, follow)],
    );
  } catch (error) {
    // A colleague's follow of the same bid came first: the company follows it, as asked.
    if (!(error instanceof ConflictError)) throw error;
  }
  return { following: true };
}

/**
 * DELETE …/Follow: stops following, whatever became of the bid since (closed, cancelled); unfollowing a bid
 * not followed changes nothing. Only the company's own follow is touched.
 */
export async function unfollowOpportunity(
  session: SessionContext,
  domain: string,
  projectId: string,
): Promise<TOpportunityFollowing> {
  const customerId = await agencyIdOf(domain);
  const key = { vendorId: session.customerId, customerId, projectId };
  if (!(await getItem(OpportunityFollow, key))) return { following: false };
  await transactAudited(
    {
      customerId: session.customerId,
      actorId: session.userId,
      entityType: 'opportunityFollow',
      entityId: `${customerId}/${projectId}`,
      action: 'delete',
      before: { customerId, projectId },
    },
    [tx.delete(OpportunityFollow, key)],
  );
  return { following: false };
}
