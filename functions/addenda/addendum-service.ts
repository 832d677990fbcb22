/**
 * Addenda, the buyer's side (issue 9 item 4, decision 052): drafts written and changed at the version read,
 * published with their number (an addendum to an open bid withdraws its completed submissions after the
 * warning, decision 040, in the publication's own transaction), then emailed to the bid's plan takers,
 * bidders and followers; each published addendum lists which plan takers and bidders acknowledged it. Each
 * change is one transaction with its audit event on the project.
 */
import { randomUUID } from 'node:crypto';
import {
  acknowledgementRows,
  findDocumentsProblem,
  findEditProblem,
  findPublishProblem,
  nextAddendumNumber,
} from '../../shared/domain/addenda/addenda.js';
import { ADDENDA_MAX } from '../../shared/domain/addenda/addendum-limits.js';
import type {
  TAddenda,
  TAddendum,
  TAddendumDraft,
  TAddendumPublish,
  TAddendumUpdate,
} from '../../shared/schemas/addenda.js';
import { AppError } from '../core/app-error.js';
import { projectAudit, projectToChange } from '../core/projects/build-access.js';
import { Addendum, AddendumAcknowledgement, type AddendumRecord } from '../core/db/entities/addendum.js';
import {
  acknowledgementsOfProject,
  addendaOfProject,
  addendumNumberClaimKind,
} from '../core/db/entities/addendum-keys.js';
import { PlanTaker, planTakersOfProject } from '../core/db/entities/plan-taker.js';
import { documentsOfProject, ProjectDocument } from '../core/db/entities/project-document.js';
import { Submission } from '../core/db/entities/submission.js';
import { submissionsOfProject } from '../core/db/entities/submission-keys.js';
import { User } from '../core/db/entities/user.js';
import { nowIso } from '../core/clock.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { refreshPublicDetail } from '../core/opportunities/public-detail.js';
import { claimItem } from '../core/db/unique-claims.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';
import {
  notifyBidders,
  planWithdrawal,
  withdrawalConflictOf,
} from '../core/submissions/submission-withdrawal.js';
import { emailAddendum } from './addendum-emails.js';
import type { FieldError, Language } from '../../shared/errors.js';
import { catalogueMessage } from '../../shared/errors.js';

const addendaOf = (customerId: string, projectId: string) =>
  queryAll(Addendum, addendaOfProject(customerId, projectId));

/** Drafts first (the newest first), then the published by number. */
const inListOrder = (a: AddendumRecord, b: AddendumRecord) =>
  a.status !== b.status
    ? a.status === 'draft'
      ? -1
      : 1
    : a.status === 'draft'
      ? b.createdAt.localeCompare(a.createdAt)
      : (a.number ?? 0) - (b.number ?? 0);

/** What the buyer's views of addenda read beside the addenda: documents, companies expected, acknowledgements. */
async function viewFacts(customerId: string, projectId: string) {
  const [documents, planTakers, submissions, acknowledgements] = await Promise.all([
    queryAll(ProjectDocument, documentsOfProject(customerId, projectId)),
    queryAll(PlanTaker, planTakersOfProject(customerId, projectId)),
    queryAll(Submission, submissionsOfProject(customerId, projectId)),
    queryAll(AddendumAcknowledgement, acknowledgementsOfProject(customerId, projectId)),
  ]);
  const expected = [
    ...planTakers.map((p) => ({ vendorId: p.vendorId, companyName: p.companyName })),
    ...submissions.flatMap((s) => (s.vendorId ? [{ vendorId: s.vendorId, companyName: s.companyName }] : [])),
  ];
  return { documents, expected, acknowledgements };
}

type ViewFacts = Awaited<ReturnType<typeof viewFacts>>;

function toView(addendum: AddendumRecord, facts: ViewFacts): TAddendum {
  const { customerId: _customerId, documentIds, ...fields } = addendum;
  const documents = documentIds.flatMap((id) => {
    const d = facts.documents.find((document) => document.documentId === id);
    return d ? [{ documentId: d.documentId, displayName: d.displayName, fileName: d.fileName }] : [];
  });
  const acknowledgements =
    addendum.status === 'published'
      ? acknowledgementRows(
          facts.expected,
          facts.acknowledgements.filter((a) => a.addendumId === addendum.addendumId),
        )
      : [];
  return { ...fields, documents, acknowledgements };
}

/** GET Projects/Addenda: the project's addenda with their documents and, once published, acknowledgements. */
export async function listAddenda(session: SessionContext, projectId: string): Promise<TAddenda> {
  const { project } = await reachProject(session, projectId);
  const [addenda, facts] = await Promise.all([
    addendaOf(session.customerId, projectId),
    viewFacts(session.customerId, projectId),
  ]);
  return {
    projectStatus: project.status,
    addenda: [...addenda].sort(inListOrder).map((a) => toView(a, facts)),
  };
}

async function viewOf(addendum: AddendumRecord): Promise<TAddendum> {
  return toView(addendum, await viewFacts(addendum.customerId, addendum.projectId));
}

/** The documents named must be the project's addendum documents: refused at the field otherwise. */
async function assertDocuments(
  session: SessionContext,
  projectId: string,
  ids: readonly string[],
  lang: Language,
) {
  if (ids.length === 0) return;
  const documents = await queryAll(ProjectDocument, documentsOfProject(session.customerId, projectId));
  const problem = findDocumentsProblem(ids, documents);
  if (!problem) return;
  const fields: FieldError[] = [
    { field: 'body.documentIds', code: 'invalid', message: catalogueMessage(problem, lang) },
  ];
  throw new AppError(problem, { fields });
}

async function addendumOf(session: SessionContext, projectId: string, addendumId: string) {
  const addendum = await getItem(Addendum, { customerId: session.customerId, projectId, addendumId });
  if (!addendum) throw new AppError('addendumNotFound');
  return addendum;
}

/** The audit's view of an addendum: no keys. */
const audited = ({ customerId: _c, ...rest }: AddendumRecord) => rest;

/** POST Projects/Addenda: a new draft. */
export async function createAddendum(
  session: SessionContext,
  projectId: string,
  input: TAddendumDraft,
  lang: Language,
): Promise<TAddendum> {
  await projectToChange(session, projectId);
  if ((await addendaOf(session.customerId, projectId)).length >= ADDENDA_MAX)
    throw new AppError('addendaTooMany');
  const documentIds = [...new Set(input.documentIds)];
  await assertDocuments(session, projectId, documentIds, lang);
  const now = nowIso();
  const record: AddendumRecord = {
    customerId: session.customerId,
    projectId,
    addendumId: randomUUID(),
    status: 'draft',
    title: input.title,
    text: input.text,
    documentIds,
    createdBy: session.userId,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await transactAudited({ ...projectAudit(session, projectId, 'addendumDrafted'), after: audited(record) }, [
    tx.create(Addendum, record),
  ]);
  return viewOf(record);
}

/** PUT Projects/Addenda: a draft's title, text or documents, at the version read. */
export async function updateAddendum(
  session: SessionContext,
  projectId: string,
  addendumId: string,
  input: TAddendumUpdate,
  lang: Language,
): Promise<TAddendum> {
  await projectToChange(session, projectId);
  const current = await addendumOf(session, projectId, addendumId);
  const problem = findEditProblem(current);
  if (problem) throw new AppError(problem);
  const documentIds = input.documentIds ? [...new Set(input.documentIds)] : undefined;
  if (documentIds) await assertDocuments(session, projectId, documentIds, lang);
  assertVersion(current, input.version);
  const set = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.text !== undefined ? { text: input.text } : {}),
    ...(documentIds ? { documentIds } : {}),
  };
  const after: AddendumRecord = { ...current, ...set, version: current.version + 1 };
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'addendumChanged'),
      before: audited(current),
      after: audited(after),
    },
    [tx.updateVersioned(Addendum, current, { set })],
  );
  return viewOf((await getItem(Addendum, current)) ?? after);
}

/** DELETE Projects/Addenda: discards a draft (a published addendum stays: suppliers acknowledged it). */
export async function deleteAddendum(
  session: SessionContext,
  projectId: string,
  addendumId: string,
  version: number,
): Promise<void> {
  await projectToChange(session, projectId);
  const current = await addendumOf(session, projectId, addendumId);
  const problem = findEditProblem(current);
  if (problem) throw new AppError(problem);
  assertVersion(current, version);
  await transactAudited(
    { ...projectAudit(session, projectId, 'addendumDiscarded'), before: audited(current) },
    [
      tx.delete(Addendum, current, {
        expression: '#version = :version',
        names: { '#version': 'version' },
        values: { ':version': current.version },
      }),
    ],
  );
}

/**
 * POST Projects/Addenda/Publish: numbers the draft and publishes it at the version read, with the
 * withdrawal of the bid's completed submissions after the warning (409 submissionsWouldBeWithdrawn with the
 * count), in one transaction; then emails the bidders withdrawn and every supplier who must hear of it.
 */
export async function publishAddendum(
  session: SessionContext,
  projectId: string,
  addendumId: string,
  input: TAddendumPublish,
  requestOrigin: string | undefined,
): Promise<TAddendum> {
  const project = await projectToChange(session, projectId);
  const current = await addendumOf(session, projectId, addendumId);
  const problem = findPublishProblem(current, project.status);
  if (problem) throw new AppError(problem);
  assertVersion(current, input.version);
  const [addenda, user] = await Promise.all([
    addendaOf(session.customerId, projectId),
    getItem(User, { customerId: session.customerId, userId: session.userId }),
  ]);
  const plan = await planWithdrawal({
    customerId: session.customerId,
    projectId,
    actorId: session.userId,
    reason: 'addendum',
    named: input.withdrawCompletedSubmissions,
  });
  const number = nextAddendumNumber(addenda.filter((a) => a.status === 'published'));
  const set = {
    status: 'published' as const,
    number,
    publishedAt: nowIso(),
    publishedBy: session.userId,
    ...(user ? { publishedByName: `${user.firstName} ${user.lastName}`.trim() } : {}),
  };
  const after: AddendumRecord = { ...current, ...set, version: current.version + 1 };
  try {
    await transactAudited(
      {
        ...projectAudit(session, projectId, 'addendumPublished'),
        before: audited(current),
        after: audited(after),
      },
      [
        tx.updateVersioned(Addendum, current, { set }),
        // Two publications racing for one number: the second is refused (409) and retried by its user.
        claimItem(session.customerId, addendumNumberClaimKind(projectId), String(number), addendumId),
        ...plan.items,
      ],
    );
  } catch (error) {
    throw (await withdrawalConflictOf(plan, error)) ?? error;
  }
  // A published addendum is on the public page (decision 071); drafts are not, so only this refreshes it.
  await refreshPublicDetail(session.customerId, projectId);
  await notifyBidders(plan);
  await emailAddendum(after, project, requestOrigin);
  return viewOf((await getItem(Addendum, current)) ?? after);
}
