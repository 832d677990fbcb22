/**
 * The project's activity feed (/projects/{id}/activities, AuditEvents/Search;
 * docs/product/projects.md#collaboration): the audit events every change of the project writes, newest first,
 * with the author's name and each field from → to; searched by keywords, event type, author name and date
 * range, and paged (decision 030).
 */
import { AuditEvent, auditOfProject, type AuditEventItem } from '../core/db/entities/audit-event.js';
import { User } from '../core/db/entities/user.js';
import { SEALED_BID_ACCESS_REFUSED } from '../core/submissions/sealed-access.js';
import { Vendor } from '../core/db/entities/vendor.js';
import { CustomerDomain } from '../core/db/entities/customer-domain.js';
import { batchGet, getItem, queryAll } from '../core/db/ops.js';
import { PUBLIC_ACTOR, SYSTEM_ACTOR } from '../core/audit.js';
import type { SessionContext } from '../core/session.js';
import { PROVIDER_DOMAIN } from '../../shared/constants.js';
import {
  ACTIVITY_PAGE_DEFAULT,
  type TActivity,
  type TActivityPage,
  type TActivitySearchQuery,
} from '../../shared/schemas/project-team.js';
import { activityChanges, activitySubject } from './activity-changes.js';
import { loadTeamProject } from './team-project.js';

/** Lower case without accents, so "équipe" finds "Equipe". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const words = (text: string | undefined) => (text ? fold(text).split(/\s+/).filter(Boolean) : []);

function activityOf(event: AuditEventItem, names: ReadonlyMap<string, string>): TActivity {
  const subject = activitySubject(event.before, event.after);
  return {
    eventId: event.eventId,
    at: event.at,
    action: event.action,
    entityType: event.entityType,
    actorId: event.actorId,
    actorName:
      event.actorId === SYSTEM_ACTOR || event.actorId === PUBLIC_ACTOR
        ? event.actorId
        : (names.get(event.actorId) ?? names.get(vendorOf(event) ?? '') ?? ''),
    ...(subject ? { subject } : {}),
    // A refusal changed nothing: what it records (route, code) is for the audit trail, not a change to show.
    changes: event.action === SEALED_BID_ACCESS_REFUSED ? [] : activityChanges(event.before, event.after),
  };
}

/** The supplier's company an event names, when a supplier acted (a refused reach of a sealed bid). */
function vendorOf(event: AuditEventItem): string | undefined {
  const vendorId = (event.after as { vendorId?: unknown } | undefined)?.vendorId;
  return typeof vendorId === 'string' ? vendorId : undefined;
}

/** The companies of the suppliers who acted, by vendor id: a supplier is no user of the agency. */
const companyNamesOf = async (vendorIds: readonly string[]) =>
  (
    await batchGet(
      Vendor,
      vendorIds.map((vendorId) => ({ vendorId })),
    )
  ).map((v) => [v.vendorId, v.companyName] as const);

const namesOf = async (customerId: string, userIds: readonly string[]) =>
  (
    await batchGet(
      User,
      userIds.map((userId) => ({ customerId, userId })),
    )
  ).map((u) => [u.userId, `${u.firstName} ${u.lastName}`.trim()] as const);

/**
 * The authors' names: users of the agency, and site administrators, who act from the provider's agency
 * (docs/product/suppliers-and-accounts.md#roles-and-permissions) and so are looked up there when the agency
 * does not have them.
 */
async function actorNames(customerId: string, actorIds: readonly string[]): Promise<Map<string, string>> {
  const names = new Map(await namesOf(customerId, actorIds));
  const missing = actorIds.filter((id) => !names.has(id));
  if (missing.length === 0) return names;
  const provider = await getItem(CustomerDomain, { domain: PROVIDER_DOMAIN });
  if (provider && provider.customerId !== customerId)
    for (const [id, name] of await namesOf(provider.customerId, missing)) names.set(id, name);
  return names;
}

/** Every word of the text appears somewhere in the activity (its action, author, subject, fields, values). */
function matchesKeywords(activity: TActivity, keywords: readonly string[]): boolean {
  if (keywords.length === 0) return true;
  const haystack = fold(
    [
      activity.action,
      activity.actorName,
      activity.subject ?? '',
      ...activity.changes.flatMap((c) => [c.field, c.from ?? '', c.to ?? '']),
    ].join(' '),
  );
  return keywords.every((word) => haystack.includes(word));
}

/**
 * GET AuditEvents/Search?projectId: one GSI query reads the project's events (a project's changes number in
 * the hundreds, not millions); the filters and the page are applied in memory.
 */
export async function searchProjectActivities(
  session: SessionContext,
  query: TActivitySearchQuery,
): Promise<TActivityPage> {
  const { customerId } = session;
  await loadTeamProject(session, query.projectId);
  const events = await queryAll(AuditEvent, auditOfProject(customerId, query.projectId));
  const actorIds = [
    ...new Set(events.map((e) => e.actorId).filter((id) => id !== SYSTEM_ACTOR && id !== PUBLIC_ACTOR)),
  ];
  const vendorIds = [...new Set(events.map(vendorOf).filter((id): id is string => id !== undefined))];
  const [names, companies] = await Promise.all([
    actorNames(customerId, actorIds),
    vendorIds.length > 0 ? companyNamesOf(vendorIds) : [],
  ]);
  for (const [vendorId, companyName] of companies) names.set(vendorId, companyName);

  const from = query['filter.dateFrom'] ? Date.parse(query['filter.dateFrom']) : -Infinity;
  const to = query['filter.dateTo'] ? Date.parse(query['filter.dateTo']) : Infinity;
  const keywords = words(query.keywords);
  const author = words(query.userName);
  const matches = events
    .filter((e) => {
      const at = Date.parse(e.at);
      return at >= from && at <= to && (!query.eventType || e.action === query.eventType);
    })
    .map((e) => activityOf(e, names))
    .filter((a) => author.every((word) => fold(a.actorName).includes(word)))
    .filter((a) => matchesKeywords(a, keywords))
    .reverse();

  const start = query['filter.start'] ?? 0;
  const limit = query['filter.limit'] ?? ACTIVITY_PAGE_DEFAULT;
  return {
    items: matches.slice(start, start + limit),
    total: matches.length,
    start,
    limit,
    eventTypes: [...new Set(events.map((e) => e.action))].sort(),
  };
}
