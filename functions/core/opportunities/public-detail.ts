/**
 * The public detail of a listed bid as one item (decision 071): `assemblePublicDetail` builds it from the
 * records it summarises (the public row, the project, its documents, addenda, published questions, team
 * and plan takers), and `refreshPublicDetail` stores it. Every write path that changes what the detail
 * shows calls the refresh after its transaction (a delisting removes the item in its own transaction, see
 * publicOpportunityWrites), so the public page reads one item instead of seven calls.
 */
import { PutCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import {
  isDocumentPublic,
  isPubliclyListed,
  publicVisibility,
  type VisibilityFlags,
} from '../../../shared/domain/opportunities/public-listing.js';
import {
  isQuestionsRegisteredOnly,
  type QuestionSettings,
} from '../../../shared/domain/questions/supplier-questions.js';
import type {
  TPublicDocument,
  TPublicOpportunityDetail,
} from '../../../shared/schemas/public-opportunities.js';
import { documentClient } from '../aws/dynamodb.js';
import { nowMs } from '../clock.js';
import { Addendum } from '../db/entities/addendum.js';
import { addendaOfProject } from '../db/entities/addendum-keys.js';
import { PlanTaker, planTakersOfProject } from '../db/entities/plan-taker.js';
import { documentsOfProject, ProjectDocument } from '../db/entities/project-document.js';
import { ProjectPublicView } from '../db/entities/project-public-view.js';
import { ProjectTeamMember, teamOfProject } from '../db/entities/project-team-member.js';
import { PublicDetail, type PublicDetailItem } from '../db/entities/public-detail-record.js';
import { PublicOpportunity, type PublicOpportunityItem } from '../db/entities/public-opportunity.js';
import { UserHeader } from '../db/entities/user-header.js';
import { VendorQuestion } from '../db/entities/vendor-question.js';
import { questionsOfProject } from '../db/entities/vendor-question-keys.js';
import { batchGet, getItem, isConditionFailure, queryAll, toStored, type ReadOptions } from '../db/ops.js';
import { partitionKey, sortKeyPrefix } from '../db/entity.js';
import { env } from '../env.js';
import { logger } from '../logger.js';
import { meetingView } from '../meetings/project-meetings.js';

/** The detail without anyoneMayAsk, which depends on the hour and is worked out on each read. */
export type StoredPublicDetail = Omit<TPublicOpportunityDetail, 'anyoneMayAsk'>;

/** What the ask rule reads of a listed project: its deadline and its tender's question flags. */
export function publicAskSettings(project: Record<string, unknown>): QuestionSettings {
  const tender = project.tender as
    { isCloseQuestionsAfterDeadline?: boolean; isQuestionsRegisteredOnly?: boolean } | undefined;
  return {
    questionDeadline: typeof project.questionDeadline === 'string' ? project.questionDeadline : undefined,
    closeAfterDeadline: tender?.isCloseQuestionsAfterDeadline === true,
    registeredOnly: isQuestionsRegisteredOnly(tender),
  };
}

export const publicOpportunityOf = (row: PublicOpportunityItem) => ({
  agency: { domain: row.agencyDomain, name: row.agencyName, timeZone: row.agencyTimeZone },
  projectId: row.projectId,
  number: row.number,
  name: row.name,
  sourceMethod: row.sourceMethod,
  ...(row.publishDate ? { publishDate: row.publishDate } : {}),
  closingDate: row.closingDate,
  categories: row.categories,
});

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

const publicDocument = (d: {
  documentId: string;
  displayName: string;
  fileName: string;
  documentType: TPublicDocument['documentType'];
  pageCount: number;
  size: number;
  createdAt: string;
}): TPublicDocument => ({
  documentId: d.documentId,
  displayName: d.displayName,
  fileName: d.fileName,
  documentType: d.documentType,
  pageCount: d.pageCount,
  size: d.size,
  uploadedAt: d.createdAt,
});

interface StoredMeeting {
  meetingId: string;
  description?: string;
  location: string;
  startsAt?: string;
  endsAt?: string;
  mandatory?: boolean;
  showToPublic?: boolean;
  deleted?: boolean;
}

/** The team's names and roles, when the project shows its team. */
async function publicTeam(customerId: string, projectId: string, read: ReadOptions) {
  const members = await queryAll(ProjectTeamMember, teamOfProject(customerId, projectId), read);
  const users = await batchGet(
    UserHeader,
    [...new Set(members.map((m) => m.userId))].map((userId) => ({ customerId, userId })),
    read,
  );
  const nameOf = new Map(
    users.map((u) => {
      const { firstName = '', lastName = '' } = u as { firstName?: string; lastName?: string };
      return [u.userId, `${firstName} ${lastName}`.trim()];
    }),
  );
  return members
    .filter((m) => nameOf.get(m.userId))
    .map((m) => ({ name: nameOf.get(m.userId)!, role: m.role }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The detail as stored: the answer's body, and what the read needs to check open and work out asking. */
export interface AssembledPublicDetail {
  closingDate: string;
  ask: QuestionSettings;
  detail: StoredPublicDetail;
}

/**
 * The public detail of a listed project, built from the records now; undefined when the project is not
 * listed (no public row, or a project the listing rule leaves out). Whether it is still open is the read's
 * check (isOpenAt): the item outlives the closing, the answer does not.
 */
export async function assemblePublicDetail(
  customerId: string,
  projectId: string,
  read: ReadOptions = {},
): Promise<AssembledPublicDetail | undefined> {
  const key = { customerId, projectId };
  const [row, listing] = await Promise.all([
    getItem(PublicOpportunity, key, read),
    getItem(ProjectPublicView, key, read),
  ]);
  // The row says it is listed; the project itself is checked too, so a row left behind lists nothing.
  if (!row || !listing || !isPubliclyListed(listing)) return undefined;
  const project = listing as Record<string, unknown>;
  const tender = project.tender as (VisibilityFlags & Record<string, unknown>) | undefined;
  const shown = publicVisibility(tender);
  const [documents, team, planTakers, questions, addenda] = await Promise.all([
    queryAll(ProjectDocument, documentsOfProject(customerId, projectId), read),
    shown.team ? publicTeam(customerId, projectId, read) : undefined,
    shown.planTakers ? queryAll(PlanTaker, planTakersOfProject(customerId, projectId), read) : undefined,
    queryAll(VendorQuestion, questionsOfProject(customerId, projectId), read),
    queryAll(Addendum, addendaOfProject(customerId, projectId), read),
  ]);
  const published = questions
    .filter((q) => q.published && q.answer)
    .sort((a, b) => a.askedAt.localeCompare(b.askedAt))
    .map((q) => ({
      tenderQuestionId: q.tenderQuestionId,
      question: q.question,
      askedAt: q.askedAt,
      answer: q.answer!,
      answeredAt: q.answeredAt,
    }));
  const ordered = documents
    .filter((d) => isDocumentPublic(d.documentType, shown.documents))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.displayName.localeCompare(b.displayName));
  const meetings = ((project.meetings as StoredMeeting[] | undefined) ?? [])
    .filter((m) => m.showToPublic === true && m.deleted !== true)
    .map(meetingView)
    .sort((a, b) => (a.startsAt ?? '').localeCompare(b.startsAt ?? ''));
  const dates =
    project.showDatesToPublic === true
      ? {
          questionDeadline: text(project.questionDeadline),
          registrationDeadline: text(project.registrationDeadline),
          estimatedAwardDate: text(project.estimatedAwardDate),
        }
      : {};
  const detail: StoredPublicDetail = {
    ...publicOpportunityOf(row),
    description: text(project.description),
    classification: text(project.classification),
    submissionMethod: text(tender?.submissionMethod),
    submissionAddress: text(tender?.submissionAddress),
    ...dates,
    documents: ordered.filter((d) => d.documentType !== 'addendum').map(publicDocument),
    addenda: ordered.filter((d) => d.documentType === 'addendum').map(publicDocument),
    publishedAddenda: addenda
      .flatMap((a) =>
        a.status === 'published' && a.number !== undefined && a.publishedAt !== undefined
          ? [
              {
                addendumId: a.addendumId,
                number: a.number,
                title: a.title,
                text: a.text,
                publishedAt: a.publishedAt,
                documentIds: a.documentIds.filter((id) => documents.some((d) => d.documentId === id)),
              },
            ]
          : [],
      )
      .sort((a, b) => a.number - b.number),
    ...(shown.meetings ? { meetings } : {}),
    ...(team ? { team } : {}),
    ...(planTakers
      ? { planTakers: planTakers.map((p) => p.companyName).sort((a, b) => a.localeCompare(b)) }
      : {}),
    ...(published.length > 0 ? { questions: published } : {}),
  };
  // No undefined values: absent means not shown.
  return {
    closingDate: row.closingDate,
    ask: publicAskSettings(project),
    detail: JSON.parse(JSON.stringify(detail)) as StoredPublicDetail,
  };
}

/** The stored item's detail and settings, as the assembly returns them (for the read and the drift test). */
export const storedDetailOf = (item: PublicDetailItem): AssembledPublicDetail => ({
  closingDate: item.closingDate,
  ask: JSON.parse(JSON.stringify(item.ask)) as QuestionSettings,
  detail: JSON.parse(item.body) as StoredPublicDetail,
});

const REFRESH_ATTEMPTS = 5;

/**
 * How long a warm Lambda keeps a stored detail it has read. The public answers may be kept 60 s by any
 * browser or by CloudFront (the handler's `max-age=60`, decision 071), so a detail kept 10 s here shows
 * nothing older than they may; it serves a burst that misses CloudFront (other query strings, other edge
 * locations) without a read. A write in the same process (the local runtime runs every group in one)
 * forgets the item at once.
 */
const DETAIL_MEMO_MS = 10_000;
/** Enough for every bid an agency lists at once; the oldest read goes first beyond it. */
const DETAIL_MEMO_ENTRIES = 500;
const detailMemo = new Map<string, { readAt: number; item: PublicDetailItem }>();
const memoKey = (customerId: string, projectId: string) => `${customerId}/${projectId}`;

/** Forgets a kept detail: its records changed, or it was removed. */
export function forgetPublicDetail(customerId: string, projectId: string): void {
  detailMemo.delete(memoKey(customerId, projectId));
}

/** The stored detail of a listed bid, or undefined: one GetItem, kept DETAIL_MEMO_MS (see above). */
export async function readStoredPublicDetail(
  customerId: string,
  projectId: string,
  time = nowMs(),
): Promise<PublicDetailItem | undefined> {
  const key = memoKey(customerId, projectId);
  const kept = detailMemo.get(key);
  if (kept && time - kept.readAt < DETAIL_MEMO_MS && time >= kept.readAt) return kept.item;
  const item = await getItem(PublicDetail, { customerId, projectId });
  detailMemo.delete(key);
  if (item) {
    detailMemo.set(key, { readAt: time, item });
    if (detailMemo.size > DETAIL_MEMO_ENTRIES) detailMemo.delete(detailMemo.keys().next().value!);
  }
  return item;
}

/**
 * Stores the project's public detail as the records are now, or removes it when the project is not listed.
 * Called after a change's transaction has committed. Reads are strongly consistent (they must see that
 * change), and the write is conditional on the revision read first: when another refresh wrote in
 * between, this one reads again, so the last write is always from records read after the last change.
 */
export async function refreshPublicDetail(customerId: string, projectId: string): Promise<void> {
  const key = { customerId, projectId };
  forgetPublicDetail(customerId, projectId);
  const consistent = { consistent: true };
  for (let attempt = 1; attempt <= REFRESH_ATTEMPTS; attempt += 1) {
    const current = await getItem(PublicDetail, key, consistent);
    const assembled = await assemblePublicDetail(customerId, projectId, consistent);
    const condition = current
      ? {
          ConditionExpression: '#revision = :revision',
          ExpressionAttributeNames: { '#revision': 'revision' },
          ExpressionAttributeValues: { ':revision': current.revision },
        }
      : { ConditionExpression: 'attribute_not_exists(pk)' };
    try {
      if (assembled) {
        const { stored } = toStored(PublicDetail, {
          ...key,
          revision: (current?.revision ?? 0) + 1,
          closingDate: assembled.closingDate,
          ask: JSON.parse(JSON.stringify(assembled.ask)) as PublicDetailItem['ask'],
          body: JSON.stringify(assembled.detail),
        });
        await documentClient.send(
          new PutCommand({ TableName: env().TABLE_NAME, Item: stored, ...condition }),
        );
      } else if (current) {
        await documentClient.send(
          new DeleteCommand({ TableName: env().TABLE_NAME, Key: PublicDetail.key(key), ...condition }),
        );
      }
      // Again after the write: a read between the first forget and the write may have kept the old item.
      forgetPublicDetail(customerId, projectId);
      return;
    } catch (error) {
      if (isConditionFailure(error) && attempt < REFRESH_ATTEMPTS) {
        logger.info('Public detail refreshed concurrently; reading again', { projectId, attempt });
        continue;
      }
      // Not stored (an item over DynamoDB's 400 KB, a refresh outrun five times): without the item the
      // page is assembled on each read, so removing it keeps the page right, only slower.
      logger.error('Public detail not stored; removed, the page assembles it on read', { projectId, error });
      await documentClient.send(
        new DeleteCommand({ TableName: env().TABLE_NAME, Key: PublicDetail.key(key) }),
      );
      forgetPublicDetail(customerId, projectId);
      return;
    }
  }
}

/**
 * Refreshes the stored detail of every listed bid of an agency: for data written without the services
 * (the local seed, the bench's fixtures) and for a table that had listed bids before the item existed.
 */
export async function refreshAgencyPublicDetails(customerId: string): Promise<number> {
  const rows = await queryAll(PublicOpportunity, {
    pk: partitionKey({ customerid: customerId }),
    sk: { beginsWith: sortKeyPrefix(PublicOpportunity.name, 'projectId') },
  });
  for (const row of rows) await refreshPublicDetail(row.customerId, row.projectId);
  return rows.length;
}
