import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { PlanTaker } from '../../../functions/core/db/entities/plan-taker.js';
import { SubmissionsExport } from '../../../functions/core/db/entities/submissions-export.js';
import { VendorQuestion } from '../../../functions/core/db/entities/vendor-question.js';
import { SupplierDocument } from '../../../functions/core/db/entities/supplier-document.js';
import { Submission } from '../../../functions/core/db/entities/submission.js';
import { Vendor } from '../../../functions/core/db/entities/vendor.js';
import { Project } from '../../../functions/core/db/entities/project.js';
import { Award } from '../../../functions/core/db/entities/award.js';
import { getItem, putItem } from '../../../functions/core/db/ops.js';
import { routes } from '../../../functions/routes.js';
import type { RouteDef } from '../../../functions/routes/types.js';
import { LIST_KIND_SPECS, LIST_KINDS, type ListKind } from '../../../shared/domain/list-kinds.js';
import { stackNow, stackTimeIn } from '../clock.js';
import type { SignedIn } from '../session.js';
import type { WalkRequest } from './http.js';
import { agencySnapshot, versionIn } from './snapshot.js';

/** The subset of JSON Schema that z.toJSONSchema writes for request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

/** A request schema as JSON Schema, as the client sends it (io: input). */
export function jsonSchemaOf(schema: z.ZodMiniType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isStateChanging = (route: RouteDef) => STATE_CHANGING.has(route.method);
/** Tenant-scoped: the path names the agency. */
export const isTenantRoute = (route: RouteDef) => route.path.includes('{customerId}');
export const describeRoute = (route: RouteDef) => `${route.method} ${route.path} (${route.operationId})`;
/** Path parameters the session fills rather than the caller's choice of record. */
export const TENANT_PARAMS = new Set(['customerId', 'nodeId']);

export function pathParamNames(route: RouteDef): string[] {
  return [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

export function fillPath(route: RouteDef, values: Record<string, string>): string {
  return route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${describeRoute(route)}: no value for path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

// ------------------------------------------------------------------------------------------ record ids

/** The team's records, a project and its journal entry, comment, attachment and task, a saved search, an upload and a document, a compliance item, an invitation, a bid form, a library template, a submission requirement, and an item of each drop-down list (`list.term`...). */
export type RecordKind =
  | 'user'
  | 'userGroup'
  | 'department'
  | 'division'
  | 'project'
  | 'savedSearch'
  | 'projectJournal'
  | 'projectJournalComment'
  | 'projectTask'
  | 'projectJournalAttachment'
  | 'upload'
  | 'document'
  | 'complianceItem'
  | 'invitation'
  | 'tenderTable'
  | 'onlineSubmissionTemplate'
  | 'submissionRequirement'
  | 'planTaker'
  | 'planTakerSubmission'
  | 'vendorQuestion'
  | 'addendum'
  | 'vendorList'
  | 'vendorComment'
  | 'supplierDocument'
  | 'submissionsExport'
  | 'closedProject'
  | 'submission'
  | 'award'
  | 'awardApproval'
  | 'awardApprovalMember'
  | `list.${ListKind}`;
const LIST_RECORD_KINDS = LIST_KINDS.map((kind) => `list.${kind}` as const);
/** customer and node: a body or query field naming the agency itself takes the other agency's id. */
export type IdKind = RecordKind | 'customer' | 'node';

/**
 * The mapping table: which kind of record a request field names. The tenancy walk swaps each such field
 * for a record of the other agency. A route whose id field is not here fails the walk until it is added,
 * so that a new route cannot skip it silently.
 */
export const ID_FIELD_KINDS: Readonly<Record<string, IdKind>> = {
  userId: 'user',
  userid: 'user',
  userIds: 'user',
  userGroupId: 'userGroup',
  groupIds: 'userGroup',
  userGroupIds: 'userGroup',
  departmentId: 'department',
  departmentIds: 'department',
  divisionId: 'division',
  divisionIds: 'division',
  customerId: 'customer',
  nodeId: 'node',
  projectId: 'project',
  sourceProjectId: 'project',
  templateId: 'project',
  projectLeadId: 'user',
  approverId: 'user',
  projectJournalId: 'projectJournal',
  projectJournalCommentId: 'projectJournalComment',
  projectTaskId: 'projectTask',
  projectJournalAttachmentId: 'projectJournalAttachment',
  assigneeIds: 'user',
  savedSearchId: 'savedSearch',
  uploadId: 'upload',
  documentId: 'document',
  complianceId: 'complianceItem',
  invitationId: 'invitation',
  tenderTableId: 'tenderTable',
  tenderTableIds: 'tenderTable',
  onlineSubmissionTemplateId: 'onlineSubmissionTemplate',
  submissionRequirementId: 'submissionRequirement',
  submissionRequirementIds: 'submissionRequirement',
  /** The spec's tenderId is the project (decision 037). */
  tenderId: 'project',
  fromProjectId: 'project',
  toProjectId: 'project',
  /** A hard copy names its plan taker by the company's vendor id. */
  vendorId: 'planTaker',
  planTakerSubmissionId: 'planTakerSubmission',
  /** A supplier's question (decision 051): asked in the portal, so written here as a supplier would. */
  tenderQuestionId: 'vendorQuestion',
  /** An addendum and the documents it carries (decision 052). */
  addendumId: 'addendum',
  documentIds: 'document',
  /** The supplier directory's records (decision 053): a list and a comment are the agency's. */
  vendorListId: 'vendorList',
  vendorCommentId: 'vendorComment',
  /** A supplier's own document, read through the directory (platform-wide, see namesPlatformRecord). */
  supplierDocumentId: 'supplierDocument',
  /** An export of a project's opened submissions (decision 058). */
  exportId: 'submissionsExport',
  /** A bid on the agency's project (decision 057's opening routes name it with its project). */
  submissionId: 'submission',
  /** The evaluation team (decision 063): users of the agency. */
  evaluatorIds: 'user',
  /** An awarded company of the agency's closed project, and the exception type it names (decision 064). */
  awardId: 'award',
  exceptionTypeId: 'list.awardException',
  /** An award approval and a member of its workflow (decision 065). */
  awardApprovalId: 'awardApproval',
  awardApprovalWorkflowId: 'awardApprovalMember',
  awardApprovalWorkflowIds: 'awardApprovalMember',
};

/**
 * Fields that name a platform-wide record on a route: the directory's suppliers and their documents
 * (decision 053), which every agency reads. Swapping in the other agency's is no refusal to expect: the
 * walk checks instead that the answer shows nothing of the other agency's (its comments, lists, id).
 */
export function namesPlatformRecord(route: RouteDef, field: Pick<IdField, 'name'>): boolean {
  return route.group === 'suppliers' && ['vendorId', 'supplierDocumentId'].includes(field.name);
}
/** A path parameter named `id` takes its kind from the collection it follows. */
export const PATH_ID_KINDS: readonly { pattern: RegExp; kind: RecordKind }[] = [
  { pattern: /\/Users\/\{id\}(?:\/|$)/, kind: 'user' },
  // RequestCompletedSubmissionsGenerate/{id} names the project (decision 058).
  { pattern: /\/RequestCompletedSubmissionsGenerate\/\{id\}$/, kind: 'project' },
];
/** A query or body field named `id` takes its kind from the collection of the route (the drop-down lists). */
export const FIELD_ID_KINDS: readonly { pattern: RegExp; kind: RecordKind }[] = LIST_KINDS.map((kind) => ({
  pattern: new RegExp(`/${LIST_KIND_SPECS[kind].segment}(?:/|$)`),
  kind: `list.${kind}` as const,
}));
/** Fields whose names end in "id(s)" but that name no agency record (catalogue values). */
export const NOT_RECORD_IDS: ReadonlySet<string> = new Set([
  'permissionIds',
  // A meeting is a field of its project and a registration is keyed under the project in the session's
  // agency (decision 049): the projectId swap is their tenancy check.
  'meetingId',
  'registrationId',
  // A criterion is a field of its project's evaluation (decision 063), read under the project in the
  // session's agency: the projectId swap is its tenancy check.
  'criterionId',
]);

export interface IdField {
  where: 'path' | 'query' | 'body';
  name: string;
  array: boolean;
  /** Undefined: no mapping yet (the walk fails and says so). */
  kind: IdKind | undefined;
}

const looksLikeId = (name: string) => /ids?$/i.test(name) && !NOT_RECORD_IDS.has(name);

/**
 * Every field of a route that names a record: path parameters other than customerId/nodeId, and query
 * and top-level body properties whose names end in id/Id/ID (or ids for lists).
 */
export function idFieldsOf(route: RouteDef): IdField[] {
  const fields: IdField[] = [];
  for (const name of pathParamNames(route)) {
    if (TENANT_PARAMS.has(name)) continue;
    const kind =
      name === 'id'
        ? PATH_ID_KINDS.find((p) => p.pattern.test(route.path))?.kind
        : (ID_FIELD_KINDS[name] as IdKind | undefined);
    fields.push({ where: 'path', name, array: false, kind });
  }
  for (const where of ['query', 'body'] as const) {
    const properties = jsonSchemaOf(route[where])?.properties ?? {};
    for (const [name, schema] of Object.entries(properties)) {
      if (!looksLikeId(name)) continue;
      const kind =
        name === 'id' ? FIELD_ID_KINDS.find((p) => p.pattern.test(route.path))?.kind : ID_FIELD_KINDS[name];
      fields.push({ where, name, array: schema.type === 'array', kind });
    }
  }
  return fields;
}

// ------------------------------------------------------------------------------------------ the agencies

/** One agency as the walks see it: a session with every right, its ids and a record of each kind. */
export interface Agency {
  label: string;
  session: SignedIn;
  customerId: string;
  /** The tender node, as the app calls it. */
  nodeId: string;
  records: Record<RecordKind, string[]>;
  /** The stored version of each record, for bodies that must name it. */
  versions: Map<string, number>;
}

/** How to create one record of each kind through the API: the collection its POST route ends with. */
interface Recipe {
  collection: string;
  body: (tag: string, made: Record<RecordKind, string[]>) => unknown;
  id: string;
  /** The answer's values hold the record under this name (a project comes with its allowed actions). */
  within?: string;
  /** The query of the create call (an upload names its project). */
  query?: (made: Record<RecordKind, string[]>) => Record<string, string>;
  /** Records no single call creates (a document: an upload, its part, its completion) are made by this. */
  create?: (session: SignedIn, made: Record<RecordKind, string[]>) => Promise<string>;
}

/**
 * A plan taker of the agency's project. Only a supplier's registration on an open bid makes one through the
 * API, and the walk's project is a draft: the record is written as registration writes it (decision 048).
 */
async function makePlanTaker(session: SignedIn, made: Record<RecordKind, string[]>): Promise<string> {
  const vendorId = randomUUID();
  // The company itself, as registration writes it, so the directory's routes reach a real supplier.
  await putItem(Vendor, {
    vendorId,
    companyName: `Walk plan taker ${vendorId.slice(0, 8)}`,
    primaryEmail: `walk-${vendorId.slice(0, 8)}@walk.example`,
    contacts: [
      {
        firstName: 'Walk',
        lastName: 'Taker',
        email: `walk-${vendorId.slice(0, 8)}@walk.example`,
        primary: true,
      },
    ],
  });
  await putItem(PlanTaker, {
    customerId: session.info.customer.customerId,
    projectId: made.project[0]!,
    vendorId,
    supplierUserId: randomUUID(),
    companyName: `Walk plan taker ${vendorId.slice(0, 8)}`,
    contactName: 'Walk Taker',
    email: `walk-${vendorId.slice(0, 8)}@walk.example`,
    registeredAt: stackTimeIn(0),
  });
  return vendorId;
}

/** A supplier's question on the agency's project: asked through the portal, which names no agency's session. */
async function makeVendorQuestion(session: SignedIn, made: Record<RecordKind, string[]>): Promise<string> {
  const tenderQuestionId = randomUUID();
  await putItem(VendorQuestion, {
    customerId: session.info.customer.customerId,
    projectId: made.project[0]!,
    tenderQuestionId,
    question: `Walk question ${tenderQuestionId.slice(0, 8)}?`,
    vendorId: randomUUID(),
    supplierUserId: randomUUID(),
    fullName: 'Walk Asker',
    company: 'Walk Supplies',
    email: `walk-${tenderQuestionId.slice(0, 8)}@walk.example`,
    askedAt: stackTimeIn(0),
    status: 'Incomplete',
    published: false,
  });
  return tenderQuestionId;
}

/** A document of the plan taker's company, as the portal's upload records it (decision 047). */
async function makeSupplierDocument(_session: SignedIn, made: Record<RecordKind, string[]>): Promise<string> {
  const vendorId = made.planTaker[0]!;
  const supplierDocumentId = randomUUID();
  await putItem(SupplierDocument, {
    vendorId,
    supplierDocumentId,
    key: `vendors/${vendorId}/${supplierDocumentId}/walk.pdf`,
    fileName: 'walk.pdf',
    displayName: 'Walk document',
    size: 4,
    contentType: 'application/pdf',
    uploadedBy: randomUUID(),
    uploadedByName: 'Walk Taker',
  });
  return supplierDocumentId;
}

/**
 * A ready export of the project's submissions, as the build job leaves it (decision 058), asked for by the
 * walking user: no route makes one ready at once (the job runs later), and its zip is not needed to sign
 * its download.
 */
async function makeSubmissionsExport(session: SignedIn, made: Record<RecordKind, string[]>): Promise<string> {
  const exportId = randomUUID();
  const customerId = session.info.customer.customerId;
  const projectId = made.project[0]!;
  await putItem(SubmissionsExport, {
    customerId,
    projectId,
    exportId,
    requestedBy: session.info.user.userId,
    requestedAt: stackTimeIn(0),
    status: 'ready',
    name: 'walk-submissions.zip',
    key: `submissions/${customerId}/${projectId}/${exportId}.zip`,
    finishedAt: stackTimeIn(0),
    size: 22,
    bidCount: 0,
    fileCount: 0,
    expiresAt: Math.floor(stackNow() / 1000) + 86_400,
  });
  return exportId;
}

/**
 * A project past its closing, for the opening's routes (decision 057), which refuse everything before the
 * close: made through the API as the walk's project is, then recorded Closed as the close job records it.
 */
async function makeClosedProject(session: SignedIn, made: Record<RecordKind, string[]>): Promise<string> {
  const created = await session.call('POST', '/api/v1/customer/{customerId}/node/{nodeId}/Projects', {
    body: RECIPES.project.body(randomUUID().slice(0, 8), made),
  });
  const projectId = created.json.data.projectDTO.values.project.projectId as string;
  const key = { customerId: session.info.customer.customerId, projectId };
  const project = await getItem(Project, key);
  await putItem(Project, { ...project!, status: 'closed', phase: 'source' });
  return projectId;
}

/**
 * A sealed bid on the agency's closed project, as the close job leaves one (decisions 054, 056): no supplier flow
 * reaches the walk's draft project, so it is written as the submissions group writes its header.
 */
async function makeSubmission(session: SignedIn, made: Record<RecordKind, string[]>): Promise<string> {
  const submissionId = randomUUID();
  const now = stackTimeIn(0);
  await putItem(Submission, {
    customerId: session.info.customer.customerId,
    projectId: made.closedProject[0]!,
    submissionId,
    status: 'sealed',
    companyName: `Walk bidder ${submissionId.slice(0, 8)}`,
    contactEmail: `walk-${submissionId.slice(0, 8)}@walk.example`,
    completedAt: now,
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  return submissionId;
}

/** An awarded company on the agency's closed project, naming its bid (decision 064). */
async function makeAward(session: SignedIn, made: Record<RecordKind, string[]>): Promise<string> {
  const awardId = randomUUID();
  const now = stackTimeIn(0);
  await putItem(Award, {
    customerId: session.info.customer.customerId,
    projectId: made.closedProject[0]!,
    awardId,
    submissionId: made.submission[0]!,
    companyName: `Walk awarded ${awardId.slice(0, 8)}`,
    amountCents: 100_000,
    awardDate: now,
    displayToPublic: false,
    createdBy: session.info.user.userId,
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  return awardId;
}

const uploadBody = (tag: string, size: number) => ({
  fileName: `walk-${tag}.pdf`,
  displayName: `Walk document ${tag}`,
  size,
  documentType: 'other',
});

/** A file through the whole upload path: open (at `start`), one part PUT to S3 with its signed URL, complete. */
async function uploadThrough(
  session: SignedIn,
  start: string,
  query: string,
  body: unknown,
  size: number,
): Promise<Record<string, any>> {
  const bytes = Buffer.alloc(size, 'w');
  const started = await session.call('POST', `${start}${query}`, { body });
  const { uploadId, key } = started.json.data.uploadDTO.values;
  const parts = `/api/v1/customer/{customerId}/node/{nodeId}/Documents/Uploads/Parts/Batch`;
  const signed = await session.call(
    'POST',
    `${parts}?projectId=${new URLSearchParams(query).get('projectId')}`,
    {
      body: { uploadId, key, partNumbers: [1] },
    },
  );
  const put = await fetch(signed.json.data.signedPartsDTO.values.parts[0].url, {
    method: 'PUT',
    body: bytes,
  });
  const completed = await session.call('POST', `${start}/Complete${query}`, {
    body: { uploadId, key, parts: [{ partNumber: 1, etag: put.headers.get('etag') }] },
  });
  if (completed.status !== 201)
    throw new Error(`uploading to ${start} failed: ${JSON.stringify(completed.json)}`);
  return completed.json.data;
}

/** A project document. */
async function uploadDocument(session: SignedIn, made: Record<RecordKind, string[]>): Promise<string> {
  const at = `/api/v1/customer/{customerId}/node/{nodeId}/Documents/Uploads`;
  const data = await uploadThrough(
    session,
    at,
    `?projectId=${made.project[0]}`,
    uploadBody(randomUUID().slice(0, 8), 13),
    13,
  );
  return data.documentDTO.values.documentId;
}

/** A file on a journal note (decision 035). */
async function uploadJournalAttachment(
  session: SignedIn,
  made: Record<RecordKind, string[]>,
): Promise<string> {
  const at = `/api/v1/customer/{customerId}/node/{nodeId}/ProjectJournalDocuments/Uploads`;
  const query = `?projectId=${made.project[0]}&projectJournalId=${made.projectJournal[0]}`;
  const data = await uploadThrough(
    session,
    at,
    query,
    { fileName: `walk-${randomUUID().slice(0, 8)}.txt`, size: 9 },
    9,
  );
  return data.projectJournalDocumentDTO.values.projectJournalAttachmentId;
}
/** An approver (a member of the workflow) on the agency's award approval (decision 065). */
async function makeAwardApprovalMember(
  session: SignedIn,
  made: Record<RecordKind, string[]>,
): Promise<string> {
  const one = `/api/v1/customer/{customerId}/node/{nodeId}/Awards/Approvals/${made.awardApproval[0]}`;
  const query = `?projectId=${made.closedProject[0]}`;
  const read = await session.call('GET', `${one}${query}`);
  const added = await session.call('POST', `${one}/Workflow${query}`, {
    body: {
      role: 'approver',
      fullName: 'Walk approver',
      title: 'Walker',
      email: `walk-${randomUUID().slice(0, 8)}@walk.example`,
      version: read.json.data.awardApprovalDTO.values.version,
    },
  });
  if (added.status !== 200) throw new Error(`adding an approver failed: ${JSON.stringify(added.json)}`);
  return added.json.data.awardApprovalDTO.values.workflow[0].awardApprovalWorkflowId as string;
}

const RECIPES: Record<RecordKind, Recipe> = {
  awardApproval: {
    collection: '/Awards/Approvals',
    query: (made) => ({ projectId: made.closedProject[0]! }),
    body: (tag) => ({ companyName: `Walk company ${tag}`, reportName: `Walk award ${tag}` }),
    id: 'awardApprovalId',
  },
  awardApprovalMember: {
    collection: '/Awards/Approvals/{awardApprovalId}/Workflow',
    body: () => ({}),
    id: 'awardApprovalWorkflowId',
    create: makeAwardApprovalMember,
  },
  department: {
    collection: '/Departments',
    body: (tag) => ({ name: `Walk department ${tag}` }),
    id: 'departmentId',
  },
  division: {
    collection: '/Divisions',
    body: (tag, made) => ({ departmentId: made.department[0], name: `Walk division ${tag}` }),
    id: 'divisionId',
  },
  userGroup: {
    collection: '/UserGroups',
    body: (tag) => ({
      name: `Walk group ${tag}`,
      permissionIds: ['contract.view'],
      confirmNoDepartmentPermissions: true,
    }),
    id: 'userGroupId',
  },
  user: {
    collection: '/Users',
    body: (tag) => ({ firstName: 'Walk', lastName: `User ${tag}`, email: `walk-${tag}@walk.example` }),
    id: 'userId',
  },
  project: {
    collection: '/Projects',
    body: (tag, made) => ({
      startMode: 'new',
      name: `Walk project ${tag}`,
      type: 'source',
      sourceMethod: 'public',
      departmentId: made.department[0],
      divisionId: made.division[0],
      projectLeadId: made.user[0],
    }),
    id: 'projectId',
    within: 'project',
  },
  projectJournal: {
    collection: '/ProjectJournals',
    body: (tag, made) => ({ projectId: made.project[0], note: `Walk note ${tag}` }),
    id: 'projectJournalId',
  },
  projectJournalComment: {
    collection: '/ProjectJournalComments',
    body: (tag, made) => ({
      projectId: made.project[0],
      projectJournalId: made.projectJournal[0],
      comment: `Walk comment ${tag}`,
    }),
    id: 'projectJournalCommentId',
  },
  projectTask: {
    collection: '/ProjectTask',
    body: (tag, made) => ({
      projectId: made.project[0],
      subject: `Walk task ${tag}`,
      assigneeIds: [made.user[0]],
      dueDate: stackTimeIn(3 * 86_400),
    }),
    id: 'projectTaskId',
  },
  projectJournalAttachment: {
    collection: '/ProjectJournalDocuments/Uploads',
    body: () => ({}),
    id: 'projectJournalAttachmentId',
    create: uploadJournalAttachment,
  },
  savedSearch: {
    collection: '/SavedSearchCriteria',
    query: () => ({ type: 'Project' }),
    body: (tag) => ({ name: `Walk search ${tag}`, shared: true, criteria: { searchText: 'walk' } }),
    id: 'id',
  },
  upload: {
    collection: '/Documents/Uploads',
    query: (made) => ({ projectId: made.project[0]! }),
    body: (tag) => uploadBody(tag, 5),
    id: 'uploadId',
  },
  document: {
    collection: '/Documents/Uploads',
    body: () => ({}),
    id: 'documentId',
    create: uploadDocument,
  },
  complianceItem: {
    collection: '/Projects/Compliance',
    query: (made) => ({ projectId: made.project[0]! }),
    body: (tag) => ({ title: `Walk item ${tag}`, mandatory: true }),
    id: 'complianceId',
  },
  invitation: {
    collection: '/Projects/Invitations',
    query: (made) => ({ projectId: made.project[0]! }),
    body: (tag) => ({ email: `walk-${tag}@walk.example`, companyName: `Walk ${tag}` }),
    id: 'invitationId',
  },
  tenderTable: {
    collection: '/TenderTables',
    body: (tag, made) => ({
      projectId: made.project[0]!,
      name: `Walk form ${tag}`,
      tableType: 'price',
      mandatory: false,
      includeInSummary: true,
    }),
    id: 'tenderTableId',
  },
  onlineSubmissionTemplate: {
    collection: '/OnlineSubmissionTemplate',
    body: (tag) => ({
      groupName: 'question',
      name: `Walk question ${tag}`,
      content: { text: 'Walk?', answerType: 'text', mandatory: false },
    }),
    id: 'onlineSubmissionTemplateId',
  },
  submissionRequirement: {
    collection: '/SubmissionRequirements/Items',
    query: (made) => ({ projectId: made.project[0]! }),
    body: (tag) => ({
      kind: 'question',
      title: `Walk question ${tag}`,
      content: { text: 'Walk?', answerType: 'text', mandatory: false },
    }),
    id: 'submissionRequirementId',
  },
  planTaker: {
    collection: '/PlanTakers/HardCopySubmission',
    body: () => ({}),
    id: 'vendorId',
    create: makePlanTaker,
  },
  planTakerSubmission: {
    collection: '/PlanTakers/HardCopySubmission',
    query: (made) => ({ projectId: made.project[0]! }),
    body: (tag, made) => ({
      vendorId: made.planTaker[0]!,
      receivedAt: '2026-05-12T14:30:00Z',
      note: `Walk hard copy ${tag}`,
    }),
    id: 'planTakerSubmissionId',
  },
  vendorQuestion: {
    collection: '/VendorQuestions',
    body: () => ({}),
    id: 'tenderQuestionId',
    create: makeVendorQuestion,
  },
  addendum: {
    collection: '/Projects/Addenda',
    query: (made) => ({ projectId: made.project[0]! }),
    body: (tag) => ({ title: `Walk addendum ${tag}`, text: 'The walk changes nothing.' }),
    id: 'addendumId',
  },
  vendorList: {
    collection: '/VendorLists',
    body: (tag) => ({ name: `Walk list ${tag}`, visibility: 'shared', rotational: true }),
    id: 'vendorListId',
  },
  vendorComment: {
    collection: '/Vendors/Comments',
    body: (tag, made) => ({ vendorId: made.planTaker[0]!, comment: `Walk comment ${tag}` }),
    id: 'vendorCommentId',
  },
  supplierDocument: {
    // No agency route makes one (the supplier uploads it): written as the upload records it.
    collection: '/Vendors/Comments',
    body: () => ({}),
    id: 'supplierDocumentId',
    create: makeSupplierDocument,
  },
  submissionsExport: {
    // Made ready by the build job, not by a route: written as the job leaves it.
    collection: '/Exports/RequestCompletedSubmissionsGenerate/{id}',
    body: () => ({}),
    id: 'exportId',
    create: makeSubmissionsExport,
  },
  closedProject: {
    collection: '/Vendors/Comments',
    body: () => ({}),
    id: 'projectId',
    create: makeClosedProject,
  },
  submission: {
    // A supplier submits it and the close job seals it: written as those leave it.
    collection: '/Vendors/Comments',
    body: () => ({}),
    id: 'submissionId',
    create: makeSubmission,
  },
  award: {
    // Awarded from an opened bid, which no walk flow reaches: written as the awards group writes it.
    collection: '/Vendors/Comments',
    body: () => ({}),
    id: 'awardId',
    create: makeAward,
  },
  ...(Object.fromEntries(
    LIST_KINDS.map((kind) => {
      const { segment, coded } = LIST_KIND_SPECS[kind];
      const recipe: Recipe = {
        collection: `/${segment}`,
        body: (tag) => ({ name: `Walk ${kind} ${tag}`, ...(coded ? { code: `W-${tag}` } : {}) }),
        id: 'id',
      };
      return [`list.${kind}`, recipe];
    }),
  ) as Record<`list.${ListKind}`, Recipe>),
};
const CREATION_ORDER: readonly RecordKind[] = [
  'department',
  'division',
  'userGroup',
  'user',
  'project',
  'projectJournal',
  'projectJournalComment',
  'projectTask',
  'projectJournalAttachment',
  'savedSearch',
  'upload',
  'document',
  'complianceItem',
  'invitation',
  'tenderTable',
  'onlineSubmissionTemplate',
  'submissionRequirement',
  'planTaker',
  'planTakerSubmission',
  'vendorQuestion',
  'addendum',
  'vendorList',
  'vendorComment',
  'supplierDocument',
  'submissionsExport',
  'closedProject',
  'submission',
  'award',
  'awardApproval',
  'awardApprovalMember',
  ...LIST_RECORD_KINDS,
];

/** The create route of a kind, found in the route table as it is when the tests run. */
export function createRouteFor(kind: RecordKind): RouteDef | undefined {
  return routes.find(
    (r) => r.method === 'POST' && isTenantRoute(r) && r.path.endsWith(RECIPES[kind].collection),
  );
}

/** Creates one record of each kind in the session's agency, through that agency's own session. */
export async function openAgency(
  label: string,
  session: SignedIn,
  extraUsers: string[] = [],
): Promise<Agency> {
  const records = Object.fromEntries(CREATION_ORDER.map((kind) => [kind, []])) as unknown as Record<
    RecordKind,
    string[]
  >;
  for (const kind of CREATION_ORDER) {
    const recipe = RECIPES[kind];
    // A record no buyer route creates (a supplier's question) is written as its own flow would write it.
    if (recipe.create) {
      records[kind].push(await recipe.create(session, records));
      continue;
    }
    const route = createRouteFor(kind);
    if (!route) continue;
    const query = recipe.query ? `?${new URLSearchParams(recipe.query(records))}` : '';
    const answer = await session.call('POST', `${route.path}${query}`, {
      body: recipe.body(randomUUID().slice(0, 8), records),
    });
    if (answer.status < 200 || answer.status > 299)
      throw new Error(`${label}: creating a ${kind} failed: ${answer.status} ${JSON.stringify(answer.json)}`);
    const values = answer.json.data[`${route.responseName ?? route.operationId}DTO`].values;
    const dto = (recipe.within ? values[recipe.within] : values) as Record<string, string>;
    records[kind].push(dto[recipe.id]!);
  }
  records.user.push(...extraUsers);
  const customerId = session.info.customer.customerId;
  const snapshot = await agencySnapshot(customerId);
  const versions = new Map<string, number>();
  for (const id of Object.values(records).flat()) {
    const version = versionIn(snapshot, id);
    if (version !== undefined) versions.set(id, version);
  }
  return { label, session, customerId, nodeId: session.info.tenderNode.id, records, versions };
}

/** The id of a kind in an agency, or undefined when the agency has none. */
export function idIn(agency: Agency, kind: IdKind, index = 0): string | undefined {
  if (kind === 'customer') return agency.customerId;
  if (kind === 'node') return agency.nodeId;
  return agency.records[kind][index];
}

// ---------------------------------------------------------------------------------------- the requests

/** A real 1×1 PNG: routes that take no JSON body (uploads) get a file they would accept. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface BuildOptions {
  /** Whose path: customerId and nodeId. */
  path: { customerId: string; nodeId: string };
  /** Whose records fill the id fields of the example. */
  records: Agency;
  /** One field taken from another agency instead (the tenancy walk's swap). */
  swap?: { field: IdField; value: string; from: Agency };
}

/**
 * The record a group's routes name in place of a kind's first: the opening's routes (decision 057) refuse
 * every call before the closing, so they are walked on the agency's closed project, where they reach the
 * records they name.
 */
const GROUP_RECORDS: Partial<Record<string, Partial<Record<IdKind, RecordKind>>>> = {
  opening: { project: 'closedProject' },
  // The evaluation (decision 063) reads a project's bids after the closing, as the opening does.
  evaluations: { project: 'closedProject' },
  awards: { project: 'closedProject' },
  // An award approval is created only on a closed project (approvalCreationRefusal).
  'award-approvals': { project: 'closedProject' },
};

function valueFor(field: IdField, options: BuildOptions, route: RouteDef): string | undefined {
  if (options.swap && options.swap.field.where === field.where && options.swap.field.name === field.name)
    return options.swap.value;
  if (!field.kind) return undefined;
  return idIn(options.records, GROUP_RECORDS[route.group]?.[field.kind] ?? field.kind);
}

/**
 * A plausible request for a route, from its example: the path of `path`, the id fields that the example
 * (or the schema, as required) has filled with `records`' own records, a fresh email, the stored version of
 * the record the body updates, and a PNG for a session POST that takes no JSON body (an upload).
 */
export function buildRequest(route: RouteDef, options: BuildOptions): WalkRequest {
  const example = route.example ?? {};
  const fields = idFieldsOf(route);
  const pathValues: Record<string, string> = {
    ...example.params,
    customerId: options.path.customerId,
    nodeId: options.path.nodeId,
  };
  for (const field of fields.filter((f) => f.where === 'path')) {
    const value = valueFor(field, options, route);
    if (value !== undefined) pathValues[field.name] = value;
  }
  const request: WalkRequest = { method: route.method, path: fillPath(route, pathValues) };

  const isSwapped = (f: IdField) =>
    options.swap?.field.where === f.where && options.swap.field.name === f.name;
  const required = (where: 'query' | 'body') => new Set(jsonSchemaOf(route[where])?.required ?? []);

  const query: Record<string, string> = { ...example.query };
  const requiredQuery = required('query');
  for (const field of fields.filter((f) => f.where === 'query')) {
    if (!(field.name in query) && !requiredQuery.has(field.name) && !isSwapped(field)) continue;
    const value = valueFor(field, options, route);
    if (value !== undefined) query[field.name] = value;
  }
  if (Object.keys(query).length > 0) request.query = query;

  if (route.body) {
    const body = structuredClone(example.body ?? {}) as Record<string, unknown>;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const requiredBody = required('body');
      let primary: string | undefined;
      for (const field of fields.filter((f) => f.where === 'body')) {
        if (!(field.name in body) && !requiredBody.has(field.name) && !isSwapped(field)) continue;
        const value = valueFor(field, options, route);
        if (value === undefined) continue;
        body[field.name] = field.array ? [value] : value;
        if (!field.array && field.kind !== 'customer' && field.kind !== 'node') primary ??= value;
      }
      for (const key of Object.keys(body))
        if (/email$/i.test(key) && typeof body[key] === 'string')
          body[key] = `walk-${randomUUID().slice(0, 8)}@walk.example`;
      if ('version' in body && primary !== undefined) {
        const owner = options.swap && options.swap.value === primary ? options.swap.from : options.records;
        body.version = owner.versions.get(primary) ?? body.version;
      }
    }
    request.body = body;
  } else if (route.method === 'POST' && route.auth !== 'public' && example.body === undefined) {
    request.rawBody = PNG;
    request.contentType = 'image/png';
  }
  return request;
}
