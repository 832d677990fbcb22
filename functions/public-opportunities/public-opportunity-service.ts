/**
 * The public opportunities pages (issue 9 item 1, decision 046): the open public bids of every agency or
 * of one, searched over their public rows (ordered by closing instant in two GSIs, so a search reads open
 * rows only and never a project), one opportunity with what its project shows to the public, and the
 * download of a visible document. Whatever the public may not reach is simply not found.
 */
import { QueryCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../core/app-error.js';
import { documentClient } from '../core/aws/dynamodb.js';
import { now as clockNow, nowMs } from '../core/clock.js';
import { Customer, customerDirectory } from '../core/db/entities/customer-record.js';
import { CustomerDomain } from '../core/db/entities/customer-domain.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { itemsOfList, ListItem } from '../core/db/entities/list-item.js';
import { ProjectDocument } from '../core/db/entities/project-document.js';
import { ProjectPublicView } from '../core/db/entities/project-public-view.js';
import {
  openRowsRange,
  PublicOpportunity,
  type PublicOpportunityItem,
} from '../core/db/entities/public-opportunity.js';
import { SubmissionPublicName } from '../core/db/entities/submission-public-name.js';
import { submissionsOfProject } from '../core/db/entities/submission-keys.js';
import { moneyOfCents } from '../../shared/domain/money.js';
import { openingSettingsOf, type OpeningChoice } from '../../shared/domain/submissions/unsealing.js';
import { batchGet, getItem, parseItem, queryAll } from '../core/db/ops.js';
import { env } from '../core/env.js';
import {
  assemblePublicDetail,
  publicOpportunityOf,
  readStoredPublicDetail,
  storedDetailOf,
} from '../core/opportunities/public-detail.js';
import { signedDownload } from '../core/files/signed-download.js';
import {
  isDocumentPublic,
  isOpenAt,
  isPastPublicBid,
  isPubliclyListed,
  PUBLIC_PAGE_SIZE,
  publicVisibility,
  searchWords,
  type VisibilityFlags,
} from '../../shared/domain/opportunities/public-listing.js';
import type {
  TPublicAgency,
  TPublicAgencyDetail,
  TPublicOpportunity,
  TPublicOpportunityDetail,
  TPublicOpportunityPage,
  TPublicOpportunitySearch,
} from '../../shared/schemas/public-opportunities.js';
import { catalogueMessage, type Language } from '../../shared/errors.js';
import { findAskProblem } from '../../shared/domain/questions/supplier-questions.js';

type Attributes = Record<string, NativeAttributeValue>;

/** Rows one DynamoDB call evaluates, and the calls one search may make before it answers with a cursor. */
const ROWS_PER_CALL = 200;
const CALLS_PER_SEARCH = 10;

/**
 * How long this Lambda keeps an agency it has read: as long as the public answers may be cached anyway
 * (the handler's `max-age=60`), so a renamed agency shows no later than it would in a browser or
 * CloudFront that kept the answer. It takes the detail's two serial agency reads off all but the first
 * request of a minute, leaving the detail one GetItem (decision 071). Only agencies found are kept: unknown domains cost no memory.
 */
const AGENCY_MEMO_MS = 60_000;
const agencyMemo = new Map<string, { readAt: number; found: Awaited<ReturnType<typeof readAgency>> }>();

/** The agency a public domain names, or undefined (never a provider's, never one without its record). */
export async function agencyOf(domain: string, now = nowMs()) {
  const kept = agencyMemo.get(domain);
  if (kept && now - kept.readAt < AGENCY_MEMO_MS) return kept.found;
  const found = await readAgency(domain);
  if (found) agencyMemo.set(domain, { readAt: now, found });
  else agencyMemo.delete(domain);
  return found;
}

async function readAgency(domain: string) {
  const claim = await getItem(CustomerDomain, { domain });
  if (!claim) return undefined;
  const customer = await getItem(CustomerHeader, { customerId: claim.customerId });
  const facts = customer as { domain?: string; displayName?: string; isProvider?: boolean } | undefined;
  if (!customer || facts?.isProvider) return undefined;
  return {
    customerId: claim.customerId,
    agency: {
      domain: facts?.domain ?? domain,
      name: facts?.displayName ?? domain,
      timeZone: customer.timeZone ?? 'America/Toronto',
    } satisfies TPublicAgency,
  };
}

/** GET public/agencies: the agencies on the platform, by name. */
export async function listAgencies(): Promise<{ agencies: TPublicAgency[] }> {
  const customers = await queryAll(Customer, customerDirectory());
  return {
    agencies: customers
      .filter((c) => !c.isProvider)
      .map((c) => ({ domain: c.domain, name: c.displayName, timeZone: c.timeZone }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** GET public/agencies/{domain}: the agency and its categories (the agency page's category choices). */
export async function findAgency(domain: string): Promise<TPublicAgencyDetail> {
  const found = await agencyOf(domain);
  if (!found) throw new AppError('publicAgencyNotFound');
  const items = await queryAll(ListItem, itemsOfList(found.customerId, 'commodityCategory'));
  const categories = items
    .map((item) => (item.code ? { code: item.code, name: item.name } : { name: item.name }))
    .sort((a, b) => (a.code ?? a.name).localeCompare(b.code ?? b.name));
  return { ...found.agency, categories };
}

const opportunityOf = (row: PublicOpportunityItem): TPublicOpportunity => publicOpportunityOf(row);

/** The cursor is the last answered row's keys, base64url: [table pk, table sk, index sk]. */
function encodeCursor(raw: Attributes, indexSk: 'gsi1sk' | 'gsi2sk'): string {
  return Buffer.from(JSON.stringify([raw.pk, raw.sk, raw[indexSk]])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string, string] {
  try {
    const keys = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(keys) &&
      keys.length === 3 &&
      keys.every((k) => typeof k === 'string' && k.length < 512)
    )
      return keys as [string, string, string];
  } catch {
    // Not JSON: the same answer as a wrong shape.
  }
  throw new AppError('opportunityCursorInvalid');
}

/**
 * GET public/opportunities: the open rows from now (or the range's start) in closing order, filtered by
 * every word of the text and the category code in DynamoDB, across agencies or in one. Bounded: after
 * CALLS_PER_SEARCH calls it answers what it found with a cursor to go on from.
 */
export async function searchOpportunities(
  query: TPublicOpportunitySearch,
  lang: Language,
  now = clockNow(),
): Promise<TPublicOpportunityPage> {
  if (query.closingFrom && query.closingTo && query.closingTo < query.closingFrom) {
    const code = 'opportunityClosingRangeInvalid';
    throw new AppError(code, {
      fields: [{ field: 'query.closingTo', code: 'invalid', message: catalogueMessage(code, lang) }],
    });
  }
  const agency = query.agency ? await agencyOf(query.agency) : undefined;
  if (query.agency && !agency) throw new AppError('publicAgencyNotFound');
  const nowIso = now.toISOString();
  const from = query.closingFrom && query.closingFrom > nowIso ? query.closingFrom : nowIso;
  if (query.closingTo && query.closingTo <= from) return { opportunities: [] };

  const range = openRowsRange(from, query.closingTo, agency?.customerId);
  const indexPk = range.index === 'gsi1' ? 'gsi1pk' : 'gsi2pk';
  const indexSk = range.index === 'gsi1' ? 'gsi1sk' : 'gsi2sk';
  const names: Record<string, string> = { '#pk': indexPk, '#sk': indexSk };
  const values: Attributes = { ':pk': range.pk, ':from': range.from, ':to': range.to };
  const filters: string[] = [];
  searchWords(query.text ?? '').forEach((word, i) => {
    names['#text'] = 'searchText';
    values[`:w${i}`] = word;
    filters.push(`contains(#text, :w${i})`);
  });
  if (query.category) {
    names['#cat'] = 'categoryCodes';
    values[':cat'] = query.category.toLowerCase();
    filters.push('contains(#cat, :cat)');
  }

  const size = query.limit ?? PUBLIC_PAGE_SIZE;
  const found: Attributes[] = [];
  let start: Attributes | undefined;
  if (query.cursor) {
    const [pk, sk, index] = decodeCursor(query.cursor);
    if (index < range.from || index > range.to) throw new AppError('opportunityCursorInvalid');
    start = { pk, sk, [indexPk]: range.pk, [indexSk]: index };
  }
  let more = false;
  for (let call = 0; call < CALLS_PER_SEARCH; call += 1) {
    const result = await documentClient
      .send(
        new QueryCommand({
          TableName: env().TABLE_NAME,
          IndexName: range.index,
          KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
          ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ExclusiveStartKey: start,
          // Unfiltered, the page and one more row are all it needs; filtered, rows are evaluated in batches.
          Limit: filters.length > 0 ? ROWS_PER_CALL : size + 1,
        }),
      )
      .catch((error: unknown) => {
        // A start key DynamoDB refuses (a cursor made up or from another search) is the caller's problem.
        if ((error as { name?: string }).name === 'ValidationException' && start)
          throw new AppError('opportunityCursorInvalid', { cause: error });
        throw error;
      });
    found.push(...(result.Items ?? []));
    start = result.LastEvaluatedKey;
    more = start !== undefined;
    if (found.length > size || !more) break;
  }
  const page = found.slice(0, size);
  const last = page.at(-1);
  // More follow when rows beyond the page were found, or DynamoDB has rows left to evaluate.
  const cursor = last && (found.length > size || more) ? encodeCursor(last, indexSk) : undefined;
  return {
    opportunities: page.map((raw) => opportunityOf(parseItem(PublicOpportunity, raw))),
    ...(cursor ? { cursor } : {}),
  };
}

/** The listed, still open project an opportunity path names, or 404 for anything else. */
export async function listedProject(domain: string, projectId: string, now: Date) {
  const found = await agencyOf(domain);
  if (!found) throw new AppError('opportunityNotFound');
  const key = { customerId: found.customerId, projectId };
  const [row, project] = await Promise.all([
    getItem(PublicOpportunity, key),
    getItem(ProjectPublicView, key),
  ]);
  // The row says it is listed; the project itself is checked too, so a row left behind lists nothing.
  if (!row || !project || !isPubliclyListed(project) || !isOpenAt(row.closingDate, now))
    throw new AppError('opportunityNotFound');
  return { row, project: project as Record<string, unknown>, customerId: found.customerId };
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The result the public sees of a bid past its closing (decision 064), as its project records it (amounts in cents). */
interface StoredAwardResult {
  awardedAt?: string;
  companies?: { companyName: string; amountCents?: number }[];
}

/** An awarded company as the public answer gives it: its amount, when shown, as Money (decision 075). */
const publicAwarded = ({ companyName, amountCents }: { companyName: string; amountCents?: number }) =>
  amountCents === undefined ? { companyName } : { companyName, amount: moneyOfCents(amountCents) };

/** Handed in (sealed or opened) or recorded on paper: the bidders a closed bid's page may name. */
const BIDDER_STATUSES: readonly string[] = ['complete', 'sealed', 'unsealed'];

/**
 * A public bid past its closing (isPastPublicBid): its page shows it closed, the bidders' names when its
 * results display shows them (showSubmitted, decision 057's openingSettingsOf), and once awarded the
 * companies the award recorded for the public (awardResult, written in the award's transaction). No
 * documents, meetings or questions: the bid is no longer out. Anything else is not found.
 */
async function pastOpportunity(
  domain: string,
  projectId: string,
  now: Date,
): Promise<TPublicOpportunityDetail> {
  const found = await agencyOf(domain);
  if (!found) throw new AppError('opportunityNotFound');
  const { customerId } = found;
  const project = (await getItem(ProjectPublicView, { customerId, projectId })) as
    (Record<string, unknown> & { status: string; kind: string; type: string }) | undefined;
  if (!project || !isPastPublicBid(project, now)) throw new AppError('opportunityNotFound');
  const tender = (project.tender ?? {}) as OpeningChoice;
  const [bids, categories] = await Promise.all([
    openingSettingsOf(tender).showSubmitted
      ? queryAll(SubmissionPublicName, submissionsOfProject(customerId, projectId))
      : undefined,
    batchGet(
      ListItem,
      ((project.categoryIds as string[] | undefined) ?? []).map((listItemId) => ({
        customerId,
        kind: 'commodityCategory',
        listItemId,
      })),
    ),
  ]);
  const awarded = project.status === 'awarded';
  const stored = (project.awardResult ?? {}) as StoredAwardResult;
  const bidders = bids
    ?.filter((b) => BIDDER_STATUSES.includes(b.status) || b.hardCopy === true)
    .map((b) => b.companyName);
  const detail: TPublicOpportunityDetail = {
    agency: found.agency,
    projectId,
    number: text(project.number) ?? '',
    name: text(project.name) ?? '',
    sourceMethod: text(project.sourceMethod) ?? 'public',
    ...(text(project.publishDate) ? { publishDate: text(project.publishDate) } : {}),
    closingDate: text(project.closingDate) ?? '',
    categories: categories.map((c) => (c.code ? { code: c.code, name: c.name } : { name: c.name })),
    description: text(project.description),
    classification: text(project.classification),
    documents: [],
    addenda: [],
    publishedAddenda: [],
    anyoneMayAsk: false,
    result: {
      status: awarded ? 'awarded' : 'closed',
      ...(bidders ? { bidders: [...new Set(bidders)].sort((a, b) => a.localeCompare(b)) } : {}),
      ...(awarded && stored.awardedAt ? { awardedAt: stored.awardedAt } : {}),
      ...(awarded && stored.companies?.length ? { awarded: stored.companies.map(publicAwarded) } : {}),
    },
  };
  return JSON.parse(JSON.stringify(detail)) as TPublicOpportunityDetail;
}

/**
 * GET public/agencies/{domain}/opportunities/{projectId}: one opportunity as the public sees it, read from
 * its stored detail (one GetItem, decision 071); past its closing, the bid closed with its result
 * (pastOpportunity). A listed bid whose detail was never stored (a table from before the item) is
 * assembled from its records, as the refresh would.
 */
export async function findOpportunity(
  domain: string,
  projectId: string,
  now = clockNow(),
): Promise<TPublicOpportunityDetail> {
  const found = await agencyOf(domain);
  if (!found) throw new AppError('opportunityNotFound');
  const { customerId } = found;
  const stored = await readStoredPublicDetail(customerId, projectId);
  const listed = stored ? storedDetailOf(stored) : await assemblePublicDetail(customerId, projectId);
  if (!listed || !isOpenAt(listed.closingDate, now)) return pastOpportunity(domain, projectId, now);
  return {
    ...listed.detail,
    anyoneMayAsk: findAskProblem(listed.ask, now, 'visitor') === undefined,
  };
}

/** GET …/documents/{documentId}/download: a one-minute URL, only for a visible document of a listed bid. */
export async function downloadOpportunityDocument(
  domain: string,
  projectId: string,
  documentId: string,
  now = clockNow(),
) {
  const { project, customerId } = await listedProject(domain, projectId, now);
  const document = await getItem(ProjectDocument, { customerId, projectId, documentId });
  const shown = publicVisibility(project.tender as VisibilityFlags | undefined);
  if (!document || !isDocumentPublic(document.documentType, shown.documents))
    throw new AppError('publicDocumentNotFound');
  return signedDownload(document);
}
