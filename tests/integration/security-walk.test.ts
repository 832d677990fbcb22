/**
 * The security walks (issue 3, point 7): every route of the table, as it is when the tests run, is called
 * the way an attacker would — without a session, across origins, without the CSRF token, and into another
 * agency — and must be refused in the catalogue shape with nothing stored changed. New routes join
 * automatically; a route whose record ids have no mapping fails until one is added (walk.ts).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import type { RouteDef } from '../../functions/routes/types.js';
import { api } from '../helpers/api.js';
import { loginAs, newSupplier, type SignedIn, type SupplierSignedIn } from '../helpers/session.js';
import { bidEntries, openSubmissionBid } from './submission-support.js';
import {
  agencyMismatchProblems,
  errorShapeProblems,
  refusalProblems,
} from '../helpers/security/catalogue.js';
import {
  describeExchange,
  send,
  type SendOptions,
  type WalkAnswer,
  type WalkRequest,
} from '../helpers/security/http.js';
import { agencySnapshot, snapshotDiff } from '../helpers/security/snapshot.js';
import {
  buildRequest,
  describeRoute,
  fillPath,
  idFieldsOf,
  idIn,
  isStateChanging,
  isTenantRoute,
  namesPlatformRecord,
  openAgency,
  type Agency,
  type IdField,
  type RecordKind,
} from '../helpers/security/walk.js';

const EVIL_ORIGIN = 'https://evil.example';

/** A: the demo agency's lead (all rights). B: the provider agency, through its site administrator. */
let a: Agency;
let b: Agency;
/** Two supplier companies of the portal, each signed in (decision 045). */
let supplierA: SupplierSignedIn;
let supplierB: SupplierSignedIn;
/** A demo bid open to suppliers with a meeting ahead (decision 049): the supplier walks register and cancel there. */
let openBid: { agencyDomain: string; projectId: string; meetingId: string };
/** The demo's open public bid and its published addendum (decision 052): the supplier walks acknowledge it. */
let addendumBid: { agencyDomain: string; projectId: string; addendumId: string };

/** The figures printed at the end: routes walked and calls made, per walk. */
const covered = {
  unauthenticated: 0,
  csrfRoutes: 0,
  csrfCalls: 0,
  tenantRoutes: 0,
  tenantCalls: 0,
  idMapped: 0,
  idCalls: 0,
  platformCalls: 0,
  supplierOnBuyer: 0,
  buyerOnSupplier: 0,
  supplierTenancy: 0,
  publicWrites: 0,
  publicWriteCalls: 0,
};

beforeAll(async () => {
  const [lead, siteAdmin] = await Promise.all([
    loginAs('lead@demo.example'),
    loginAs('siteadmin@tenderbox.example', 'tenderbox'),
  ]);
  a = await openAgency('A (demo)', lead);
  b = await openAgency('B (tenderbox)', siteAdmin, [siteAdmin.info.user.userId]);
  [supplierA, supplierB] = await Promise.all([newSupplier('walk-a'), newSupplier('walk-b')]);
  const found = await lead.call('POST', '/api/v1/customer/{customerId}/node/{nodeId}/Projects/Search', {
    body: { searchText: 'Transit shelter', limit: 20, start: 0 },
  });
  const projectId = found.json.data.projectSearchDTO.values.rows[0].projectId as string;
  const project = await lead.call(
    'GET',
    `/api/v1/customer/{customerId}/node/{nodeId}/Projects?projectId=${projectId}`,
  );
  openBid = {
    agencyDomain: 'demo',
    projectId,
    meetingId: project.json.data.projectDTO.values.project.meetings[0].meetingId,
  };
  const withAddendum = await openDemoBid();
  const detail = await api('GET', `/api/v1/public/agencies/demo/opportunities/${withAddendum.projectId}`);
  addendumBid = {
    agencyDomain: 'demo',
    projectId: withAddendum.projectId,
    addendumId: detail.json.data.publicOpportunityDTO.values.publishedAddenda[0].addendumId,
  };
});

afterAll(() => {
  console.log(
    `security-walk: ${covered.unauthenticated} session routes unauthenticated, ` +
      `${covered.csrfRoutes} state-changing CSRF (${covered.csrfCalls} calls), ` +
      `${covered.tenantRoutes} tenant routes × 2 (${covered.tenantCalls} calls into B's path or node), ` +
      `${covered.idMapped} id-mapped (${covered.idCalls} calls with B's record ids, ` +
      `${covered.platformCalls} of them naming a platform-wide supplier or document), ` +
      `${covered.supplierOnBuyer} buyer routes with a supplier session, ` +
      `${covered.buyerOnSupplier} supplier routes with a buyer session, ` +
      `${covered.supplierTenancy} supplier routes by supplier A with supplier B unchanged, ` +
      `${covered.publicWrites} public writes about a bid (${covered.publicWriteCalls} calls on bids the public may not see)`,
  );
});

/** A call that must be refused, and what its answer must be. */
interface Refusal {
  label: string;
  request: WalkRequest;
  options: SendOptions;
  check: (answer: WalkAnswer) => string[];
}

function integerFrom(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Routes walked between two snapshots of the watched agency. A snapshot is a Scan of the whole local table
 * (about 60 ms): one around every call was 96 s of the walk's 116. A change is reported with every call of
 * its chunk and the items changed; SECURITY_WALK_CHUNK=1 snapshots around each route to pin it to one.
 */
const ROUTES_PER_SNAPSHOT = integerFrom(process.env.SECURITY_WALK_CHUNK, 12);

/**
 * Sends each route's refusals, checks every answer, and checks that the watched agency's stored items are
 * the same before and after each chunk of routes. Returns the problems found, each with its exchange.
 */
async function walkRefusals(watch: Watched, perRoute: readonly (readonly Refusal[])[]): Promise<string[]> {
  const failures: string[] = [];
  for (let start = 0; start < perRoute.length; start += ROUTES_PER_SNAPSHOT) {
    const chunk = perRoute.slice(start, start + ROUTES_PER_SNAPSHOT).flat();
    const before = await agencySnapshot(watch.customerId);
    for (const { label, request, options, check } of chunk) {
      const answer = await send(request, options);
      if (process.env.SECURITY_WALK_VERBOSE) console.log(`${label}: ${describeExchange(request, answer)}`);
      const problems = check(answer);
      if (problems.length > 0)
        failures.push(`${label}: ${describeExchange(request, answer)}\n    ${problems.join('\n    ')}`);
    }
    const changed = snapshotDiff(before, await agencySnapshot(watch.customerId));
    if (changed.length > 0)
      failures.push(
        `${watch.label} changed by one of: ${chunk.map((c) => c.label).join('; ')}\n    ` +
          changed.join('\n    '),
      );
  }
  return failures;
}

/**
 * Supplier A is invited to the demo's invitational bid, so its lists of opportunities and of invited bids
 * have one (decisions 047, 048).
 */
async function inviteToDemoBid(supplier: SupplierSignedIn): Promise<void> {
  const found = await a.session.call('POST', '/api/v1/customer/{customerId}/node/{nodeId}/Projects/Search', {
    body: { limit: 200, start: 0, sort: { column: 'number', direction: 'asc' } },
  });
  const rows = found.json.data.projectSearchDTO.values.rows as { name: string; projectId: string }[];
  const idOf = (name: string) => rows.find((r) => r.name === name)!.projectId;
  const invitation = await a.session.call(
    'POST',
    `/api/v1/customer/{customerId}/node/{nodeId}/Projects/Invitations?projectId=${idOf('HVAC maintenance, community centres')}`,
    { body: { email: supplier.info.user.email, companyName: supplier.info.vendor.companyName } },
  );
  expect(invitation.status, JSON.stringify(invitation.json)).toBe(201);
}

/**
 * A supplier's own documents for the walk's calls (decision 047): an open upload with one part sent (signed,
 * listed, then completed), another to abort, and a document to update, download and delete. Each call names
 * them in place of its example's ids and key.
 */
async function supplierDocumentRecords(
  supplier: SupplierSignedIn,
): Promise<(route: RouteDef, request: WalkRequest) => WalkRequest> {
  const uploads = '/api/v1/portal/Documents/Uploads';
  const bytes = Buffer.from('walk document');
  const open = async () => {
    const started = await supplier.call('POST', uploads, {
      body: { fileName: 'walk.txt', displayName: 'Walk', size: bytes.length },
    });
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    return started.json.data.uploadDTO.values as { uploadId: string; key: string };
  };
  const [sent, toAbort, toKeep] = await Promise.all([open(), open(), open()]);
  const put = async (upload: { uploadId: string; key: string }) => {
    const signed = await supplier.call('POST', `${uploads}/Parts/Batch`, {
      body: { ...upload, partNumbers: [1] },
    });
    const answer = await fetch(signed.json.data.signedPartsDTO.values.parts[0].url, {
      method: 'PUT',
      body: bytes,
    });
    return [{ partNumber: 1, etag: answer.headers.get('etag')! }];
  };
  const [sentParts, keptParts] = await Promise.all([put(sent), put(toKeep)]);
  const completed = await supplier.call('POST', `${uploads}/Complete`, {
    body: { ...toKeep, parts: keptParts },
  });
  expect(completed.status, JSON.stringify(completed.json)).toBe(201);
  const documentId = completed.json.data.supplierDocumentDTO.values.supplierDocumentId as string;
  return (route, request) => {
    if (!route.path.startsWith('/api/v1/portal/Documents')) return request;
    const upload = route.operationId === 'abortSupplierDocumentUpload' ? toAbort : sent;
    const path = route.path.includes('{supplierDocumentId}')
      ? route.path.replace('{supplierDocumentId}', documentId)
      : request.path;
    return {
      ...request,
      path,
      ...(request.query ? { query: { ...request.query, ...upload } } : {}),
      ...(request.body && typeof request.body === 'object' && 'uploadId' in request.body
        ? {
            body: {
              ...request.body,
              ...upload,
              ...('parts' in request.body ? { parts: sentParts } : {}),
            },
          }
        : {}),
    };
  };
}

/** What a walk checks stays unchanged: an agency, or a supplier company (its vendor id is its tenant). */
type Watched = Pick<Agency, 'label' | 'customerId'>;
const watchedSupplier = (label: string, supplier: SupplierSignedIn): Watched => ({
  label,
  customerId: supplier.info.vendor.vendorId,
});

const ownRequest = (route: RouteDef, agency: Agency) =>
  buildRequest(route, { path: { customerId: agency.customerId, nodeId: agency.nodeId }, records: agency });

/** The demo's open public bid (infra/local/seed-projects.ts) and one of its documents, from the public pages. */
async function openDemoBid(): Promise<{ projectId: string; documentId: string }> {
  const listed = await api('GET', '/api/v1/public/opportunities?text=office%20furniture&agency=demo');
  const { projectId } = listed.json.data.publicOpportunitiesDTO.values.opportunities[0];
  const detail = await api('GET', `/api/v1/public/agencies/demo/opportunities/${projectId}`);
  return { projectId, documentId: detail.json.data.publicOpportunityDTO.values.documents[0].documentId };
}

/**
 * The submission routes' requests for supplier A (decision 054), in the route table's order (read, a form,
 * a part, submit, withdraw, then the files: open, sign, list, complete, remove): on a bid of its own with
 * a price form and an optional document, each at the versions the one before left, so every call succeeds.
 * The upload that sign, list, complete and remove name is opened (and its one part sent) beforehand.
 */
async function submissionRequests(
  lead: SignedIn,
  supplier: SupplierSignedIn,
): Promise<(route: RouteDef) => ReturnType<typeof ownRequest> | undefined> {
  const bid = await openSubmissionBid(lead, {
    question: false,
    document: 'optional',
    // Every submission route must succeed: another bid (decision 060) and "no bid" need the tender's switches.
    tender: { allowMultipleSubmissions: true, onlineSubmissionShowNoBid: true },
  });
  const ids = { agencyDomain: 'demo', projectId: bid.projectId, tenderTableId: bid.tenderTableId };
  const files = `/api/v1/portal/Bids/demo/${bid.projectId}/Submission/Files`;
  const file = { submissionRequirementId: bid.documentRequirementId, fileName: 'walk.pdf', size: 4 };
  const started = await supplier.call('POST', files, { body: file });
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  const upload = started.json.data.uploadDTO.values as { uploadId: string; key: string };
  // Each part is signed with its SHA-256 and its PUT carries it (decision 059).
  const checksumSha256 = createHash('sha256').update('walk').digest('base64');
  const sha256 = createHash('sha256').update('walk').digest('hex');
  const signed = await supplier.call('POST', `${files}/Parts/Batch`, {
    body: { ...upload, partNumbers: [1], checksumsSha256: [checksumSha256] },
  });
  const part = signed.json.data.signedPartsDTO.values.parts[0];
  const put = await fetch(part.url, { method: 'PUT', headers: part.headers, body: 'walk' });
  const bodies: Record<string, unknown> = {
    saveBidSubmissionForm: { submissionVersion: 1, version: 0, entries: bidEntries() },
    saveBidSubmissionPart: {
      part: 'subcontractors',
      submissionVersion: 2,
      version: 0,
      content: [{ companyName: 'Walk Electric', trade: 'Electrical' }],
    },
    submitBid: { version: 3 },
    withdrawBid: { version: 4 },
    startBidSubmissionFile: file,
    signBidSubmissionFileParts: { ...upload, partNumbers: [1], checksumsSha256: [checksumSha256] },
    completeBidSubmissionFile: {
      ...upload,
      parts: [{ partNumber: 1, etag: put.headers.get('etag'), checksumSha256 }],
      sha256,
    },
    startAnotherBid: { label: 'Walk alternative' },
    declareNoBid: { reason: 'Walk' },
  };
  return (route) => {
    if (!route.path.includes('/Submission') && !route.path.endsWith('/NoBid')) return undefined;
    const request = ownRequest(route, a);
    const path = fillPath(route, { ...ids, fileId: upload.uploadId });
    return {
      ...request,
      path,
      ...(route.operationId in bodies ? { body: bodies[route.operationId] } : {}),
      ...(route.operationId === 'listBidSubmissionFileParts' ? { query: upload } : {}),
    };
  };
}

/** A supplier route's own request; a bid's path names the open demo bid and its meeting, so the call succeeds. */
function supplierRequest(route: RouteDef) {
  const request = ownRequest(route, a);
  if (!route.path.includes('{agencyDomain}')) return request;
  // A bid's addenda: the bid with the seeded published addendum.
  const bid: Record<string, string> = route.path.includes('/Addenda') ? addendumBid : openBid;
  const path = route.path.replace(
    /\{(agencyDomain|projectId|meetingId|addendumId)\}/g,
    (_all, name: string) => bid[name]!,
  );
  return { ...request, path };
}

describe('security walk', () => {
  it('refuses every non-public route without a session cookie (an approver route: without its token, or a wrong one): 401 in the catalogue shape', async () => {
    const walked = routes.filter((r) => r.auth !== 'public');
    const check = (answer: WalkAnswer) =>
      answer.status === 401 ? errorShapeProblems(answer) : ['expected 401'];
    const failures = await walkRefusals(
      a,
      walked.map((route) => {
        const request = ownRequest(route, a);
        const calls: Refusal[] = [{ label: describeRoute(route), request, options: {}, check }];
        // An award approver has no session: their credential is the link's token (uat, decision 065). The
        // example's is well formed but no member's; the walk also sends none at all.
        if (route.auth === 'approver') {
          const { uat: _uat, ...withoutToken } = request.query ?? {};
          calls.push({
            label: `${describeRoute(route)} without uat`,
            request: { ...request, query: withoutToken },
            options: {},
            check,
          });
        }
        return calls;
      }),
    );
    covered.unauthenticated = walked.length;
    expect(walked.length).toBeGreaterThan(0);
    expect(failures.length, failures.join('\n')).toBe(0);
  });

  it('refuses every state change without the CSRF token, without an Origin, or from another origin: 403 csrfFailed', async () => {
    const walked = routes.filter(isStateChanging);
    const check = (answer: WalkAnswer) => refusalProblems(answer, 403, ['csrfFailed']);
    const perRoute = walked.map((route) => {
      // A supplier's route is walked with a supplier's session: a buyer's would stop at its kind.
      const session = route.auth === 'supplier' ? supplierA : a.session;
      const request = ownRequest(route, a);
      const name = describeRoute(route);
      const calls: Refusal[] = [];
      // Sessionless routes (the public's, an award approver's) have no CSRF token to leave out.
      if (route.auth !== 'public' && route.auth !== 'approver')
        calls.push(
          { label: `${name} without x-xsrf-token`, request, options: { session, xsrf: false }, check },
          { label: `${name} without Origin`, request, options: { session, origin: null }, check },
        );
      calls.push({
        label: `${name} from ${EVIL_ORIGIN}`,
        request,
        options: { session, origin: EVIL_ORIGIN },
        check,
      });
      covered.csrfCalls += calls.length;
      return calls;
    });
    const failures = await walkRefusals(a, perRoute);
    covered.csrfRoutes = walked.length;
    // The walk used the lead's and supplier A's sessions: both must still be alive (signoff and logout were refused too).
    expect((await a.session.call('POST', '/api/v1/login/validate')).status).toBe(200);
    expect((await supplierA.call('GET', '/api/v1/portal/Session')).status).toBe(200);
    expect(failures.length, failures.join('\n')).toBe(0);
  });

  it("refuses every tenant route called with another agency's ids: 403 agencyMismatch, B unchanged", async () => {
    const walked = routes.filter(isTenantRoute);
    const options = { session: a.session };
    const check = agencyMismatchProblems;
    const perRoute = walked.map((route) => {
      const name = describeRoute(route);
      // B's path with B's records: the whole request aims at the other agency.
      const intoB = buildRequest(route, { path: { customerId: b.customerId, nodeId: b.nodeId }, records: b });
      const calls: Refusal[] = [{ label: `${name} with B's path`, request: intoB, options, check }];
      if (route.path.includes('{nodeId}')) {
        // A's agency but B's node: the node is checked on its own.
        const mixed = buildRequest(route, {
          path: { customerId: a.customerId, nodeId: b.nodeId },
          records: a,
        });
        calls.push({ label: `${name} with B's node`, request: mixed, options, check });
      }
      covered.tenantCalls += calls.length;
      return calls;
    });
    const failures = await walkRefusals(b, perRoute);
    covered.tenantRoutes = walked.length;
    expect(walked.length).toBeGreaterThan(0);
    expect(failures.length, failures.join('\n')).toBe(0);
  });

  it("refuses A's own paths naming B's records: 403 or 404 (400 for a body id), never 2xx, B unchanged", async () => {
    const walked = routes.filter(isTenantRoute);
    const unmapped: string[] = [];
    const perRoute: Refusal[][] = [];
    const options = { session: a.session };
    // A platform-wide record reached through B's (a supplier, its document; decision 053): A may read it,
    // but the answer must show nothing of B's own (its comments and lists on that supplier, its id).
    const bOwn = [b.customerId, ...b.records.vendorList, ...b.records.vendorComment];
    const platformRecordCheck = (answer: WalkAnswer): string[] => {
      if (answer.status >= 500) return ['expected no server error'];
      const problems = answer.status >= 400 ? errorShapeProblems(answer) : [];
      const text = JSON.stringify(answer.json ?? null);
      for (const id of bOwn) if (text.includes(id)) problems.push(`shows B's own record ${id}`);
      return problems;
    };
    for (const route of walked) {
      const fields = idFieldsOf(route);
      for (const field of fields.filter((f) => f.kind === undefined))
        unmapped.push(
          `${describeRoute(route)}: ${field.where} field "${field.name}" names a record of an unknown kind — ` +
            'add it to ID_FIELD_KINDS (or PATH_ID_KINDS / NOT_RECORD_IDS) in tests/helpers/security/walk.ts',
        );
      const mapped = fields.filter(
        (f): f is IdField & { kind: NonNullable<IdField['kind']> } => f.kind !== undefined,
      );
      if (mapped.length === 0) continue;
      covered.idMapped += 1;
      const calls: Refusal[] = [];
      perRoute.push(calls);
      for (const field of mapped) {
        const candidates =
          field.kind === 'customer' || field.kind === 'node'
            ? [idIn(b, field.kind)!]
            : b.records[field.kind satisfies RecordKind];
        if (candidates.length === 0 || idIn(a, field.kind) === undefined) {
          unmapped.push(
            `${describeRoute(route)}: no ${field.kind} record to walk ${field.where}.${field.name} with — ` +
              'the table has no create route for it; add a recipe in tests/helpers/security/walk.ts',
          );
          continue;
        }
        // A handler's own refusal: the authorisation checks before it must have let the call through.
        const allowed = field.where === 'body' ? [400, 403, 404] : [403, 404];
        const check = namesPlatformRecord(route, field)
          ? platformRecordCheck
          : (answer: WalkAnswer): string[] => {
              if (!allowed.includes(answer.status)) return [`expected ${allowed.join(' or ')}`];
              const problems = errorShapeProblems(answer);
              const code = String(answer.json?.error?.code);
              if (['permissionDenied', 'csrfFailed'].includes(code))
                problems.push(
                  `refused by ${code} before the handler looked at the record: the walk proves nothing`,
                );
              return problems;
            };
        for (const value of candidates) {
          const request = buildRequest(route, {
            path: { customerId: a.customerId, nodeId: a.nodeId },
            records: a,
            swap: { field, value, from: b },
          });
          covered.idCalls += 1;
          if (namesPlatformRecord(route, field)) covered.platformCalls += 1;
          calls.push({
            label: `${describeRoute(route)} with B's ${field.where}.${field.name}`,
            request,
            options,
            check,
          });
        }
      }
    }
    const failures = await walkRefusals(b, perRoute);
    expect(unmapped.length, unmapped.join('\n')).toBe(0);
    expect(failures.length, failures.join('\n')).toBe(0);
  });

  /** A session of the other kind: refused in the catalogue shape before the handler (decision 045). */
  const otherKindProblems = (answer: WalkAnswer): string[] =>
    [401, 403].includes(answer.status)
      ? refusalProblems(answer, answer.status, ['forbidden', 'unauthorized'])
      : ['expected 401 or 403'];

  it("refuses every buyer route to a supplier's session: 401 or 403, A unchanged", async () => {
    const walked = routes.filter((r) => r.auth === 'session');
    const failures = await walkRefusals(
      a,
      walked.map((route) => [
        {
          label: `${describeRoute(route)} as a supplier`,
          request: ownRequest(route, a),
          options: { session: supplierA },
          check: otherKindProblems,
        },
      ]),
    );
    covered.supplierOnBuyer = walked.length;
    expect(walked.length).toBeGreaterThan(0);
    expect(failures.length, failures.join('\n')).toBe(0);
  });

  it("refuses every supplier route to a buyer's session: 401 or 403, the supplier unchanged", async () => {
    const walked = routes.filter((r) => r.auth === 'supplier');
    const failures = await walkRefusals(
      watchedSupplier('supplier A', supplierA),
      walked.map((route) => [
        {
          label: `${describeRoute(route)} as a buyer`,
          request: ownRequest(route, a),
          options: { session: a.session },
          check: otherKindProblems,
        },
      ]),
    );
    covered.buyerOnSupplier = walked.length;
    expect(walked.length).toBeGreaterThan(0);
    expect(failures.length, failures.join('\n')).toBe(0);
  });

  it("lets supplier A's session reach only supplier A: every supplier route leaves B unchanged and never shows B", async () => {
    // The portal's routes name no company: the session's vendor is the tenant. Logout goes last.
    const walked = routes
      .filter((r) => r.auth === 'supplier')
      .sort(
        (x, y) => Number(x.operationId === 'supplierLogout') - Number(y.operationId === 'supplierLogout'),
      );
    const session = await newSupplier('walk-a-tenancy');
    // A bid's routes need a bid supplier A may see: the demo's open public bid, where B is a plan taker too.
    const bid = await openDemoBid();
    expect((await supplierB.call('POST', `/api/v1/portal/Bids/demo/${bid.projectId}/PlanTaker`)).status).toBe(
      200,
    );
    await inviteToDemoBid(session);
    const documentsOf = await supplierDocumentRecords(session);
    const submissionOf = await submissionRequests(a.session, session);
    // Every bid route names the bid by domain (decision 050): a meeting's the bid with a meeting ahead (049),
    // an addendum's the bid with the seeded addendum (052), the others the open public bid and its document (047, 048); the company's documents are its own (047).
    const requestAs = (route: RouteDef) =>
      submissionOf(route) ??
      documentsOf(
        route,
        route.path.includes('{agencyDomain}') &&
          !route.path.includes('/Meetings') &&
          !route.path.includes('/Addenda')
          ? { ...ownRequest(route, a), path: fillPath(route, { agencyDomain: 'demo', ...bid }) }
          : supplierRequest(route),
      );
    const hidden = [
      supplierB.info.vendor.vendorId,
      supplierB.info.user.supplierUserId,
      supplierB.info.user.email,
    ];
    const failures = await walkRefusals(
      watchedSupplier('supplier B', supplierB),
      walked.map((route) => [
        {
          label: `${describeRoute(route)} as supplier A`,
          request: requestAs(route),
          options: { session },
          check: (answer: WalkAnswer) => {
            // Each call must succeed: a refusal would prove nothing about whose records it reached.
            if (answer.status >= 300) return [`expected a success, got ${answer.status}`];
            const shown = hidden.filter((value) => answer.text.toLowerCase().includes(value.toLowerCase()));
            return shown.length > 0 ? [`answered with supplier B's ${shown.join(', ')}`] : [];
          },
        },
      ]),
    );
    covered.supplierTenancy = walked.length;
    expect(walked.length).toBeGreaterThan(0);
    expect(failures.length, failures.join('\n')).toBe(0);
  });

  it('refuses every public write about a bid the public may not see: 404 opportunityNotFound, A unchanged', async () => {
    // No session at all (decision 051 amended: a visitor's question): the invitational bid, a draft of A's,
    // an unknown id, and an unknown agency must all be not found, as the public detail answers.
    const walked = routes.filter(
      (r) => r.auth === 'public' && isStateChanging(r) && r.path.includes('{projectId}'),
    );
    const found = await a.session.call(
      'POST',
      '/api/v1/customer/{customerId}/node/{nodeId}/Projects/Search',
      {
        body: { searchText: 'HVAC maintenance', limit: 20, start: 0 },
      },
    );
    const invitational = found.json.data.projectSearchDTO.values.rows[0].projectId as string;
    const bids: [string, Record<string, string>][] = [
      ['the invitational bid', { agencyDomain: 'demo', projectId: invitational }],
      ["A's draft", { agencyDomain: 'demo', projectId: a.records.project[0]! }],
      ['an unknown bid', { agencyDomain: 'demo', projectId: 'no-such-bid' }],
      ['an unknown agency', { agencyDomain: 'nowhere', projectId: invitational }],
    ];
    const failures = await walkRefusals(
      a,
      walked.map((route) =>
        bids.map(([what, values]) => {
          covered.publicWriteCalls += 1;
          const request = ownRequest(route, a);
          return {
            label: `${describeRoute(route)} on ${what}`,
            request: { ...request, path: fillPath(route, values) },
            options: {},
            // The bid's own refusal, not the router's routeNotFound: the call reached the handler.
            check: (answer: WalkAnswer) => refusalProblems(answer, 404, ['opportunityNotFound']),
          };
        }),
      ),
    );
    covered.publicWrites = walked.length;
    expect(walked.length).toBeGreaterThan(0);
    expect(failures.length, failures.join('\n')).toBe(0);
  });
});
