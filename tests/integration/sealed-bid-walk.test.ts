/**
 * The sealed-bid walk (issue 10, Done when, second bullet; decision 061): a bid handed in with canary prices,
 * answers, references, subcontractors and a canary file, then every route of the table, as it is when the
 * tests run, called as every role (the agency's lead, a team member, a user with every right, a user of
 * another agency, the site administrator, a competitor that also bids, a supplier with no bid, the public)
 * with the sealed bid's ids wherever a route takes one: before the closing and again once the close job has
 * sealed it. No answer holds a canary or the bid's sealed/ key; nor do the emails, the WebSocket frames and
 * the stack's log lines written meanwhile. Only the bidder itself reads its own bid before closing (checked
 * once, to prove the canaries are there to be found).
 *
 * "Each attempt is in the audit log": the routes that address a bid's content are the addressing set,
 * derived from the route table by ADDRESSING_GROUPS and a projectId in the path or query (so the opening and
 * exports groups join when merged). Each call of that set that names the bid (its agency and its project)
 * and is refused (any 4xx: by the authorisation checks, the validation or the handler) must add exactly one
 * `sealedBidAccessRefused` event on the bid's project naming its caller (the public's as `public`); an
 * answered call adds none, nor does a call naming another agency's path or the decoy.
 */
import { readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { PUBLIC_ACTOR } from '../../functions/core/audit.js';
import { AuditEvent, auditOfEntity, auditOfProject } from '../../functions/core/db/entities/audit-event.js';
import { Submission } from '../../functions/core/db/entities/submission.js';
import { queryAll, getItem } from '../../functions/core/db/ops.js';
import { sealedProjectPrefix } from '../../functions/core/submissions/sealed-bids.js';
import {
  isSealedBidAttempt,
  SEALED_BID_ACCESS_REFUSED,
} from '../../functions/core/submissions/sealed-access.js';
import { routes } from '../../functions/routes.js';
import type { RouteDef } from '../../functions/routes/types.js';
import { ALL_PERMISSION_IDS } from '../../shared/domain/permissions.js';
import { eventually } from '../helpers/api.js';
import { advanceClockTo } from '../helpers/clock.js';
import { mailbox, type MailboxMark, markMailbox } from '../helpers/mailbox.js';
import {
  send,
  describeExchange,
  urlOf,
  type Credentials,
  type WalkRequest,
} from '../helpers/security/http.js';
import {
  buildRequest,
  describeRoute,
  isStateChanging,
  jsonSchemaOf,
  pathParamNames,
  type Agency,
  type RecordKind,
} from '../helpers/security/walk.js';
import {
  loginAs,
  loginAsSupplier,
  newSupplier,
  type SignedIn,
  type SupplierSignedIn,
} from '../helpers/session.js';
import {
  CLOSING_AHEAD_SECONDS,
  create,
  inSeconds,
  PROJECTS,
  read,
  signInWithRights,
  viewOf,
} from './projects-support.js';
import { bidEntries, openSubmissionBid, uploadBidFile } from './submission-support.js';

/**
 * The groups whose routes address a bid's content: the supplier's own bid, the buyers' opening and exports,
 * the evaluation (decision 063) and the award (which reads the bids' totals, decision 064).
 */
const ADDRESSING_GROUPS = new Set(['submissions', 'opening', 'exports', 'evaluations', 'awards']);
/** A route of the addressing set: one of those groups, naming the project in its path or its query. */
const addressesBid = (route: RouteDef) =>
  ADDRESSING_GROUPS.has(route.group) &&
  (pathParamNames(route).includes('projectId') ||
    'projectId' in (jsonSchemaOf(route.query)?.properties ?? {}));
/** Calls that end or move the caller's session go last in each role's walk. */
const endsSession = (route: RouteDef) => /signoff|Logout|switchAgency/i.test(route.path);

const CANARY = {
  price: '987654.32',
  integer: '4242987',
  reference: 'Canary Reference Works Q7X',
  referenceText: 'Canary paving of Q7X street',
  subcontractor: 'Canary Subtrade Q7X',
  fileName: 'canary-bid-Q7X.pdf',
  fileContent: 'CANARY-FILE-CONTENT-Q7X',
};
/** Every string of the bid's content: the canaries, its totals, and the bidder's sealed/ prefix (as is, and
 * URL-encoded: a signed URL or a key in a query names it). */
const content: string[] = Object.values(CANARY);
/** What no answer may hold: the content and the bidder's file id (a listing or a download would name it). */
const hidden: string[] = [];

let lead: SignedIn;
let bidder: SupplierSignedIn;
let competitor: SupplierSignedIn;
let bid: Awaited<ReturnType<typeof openSubmissionBid>>;
let decoyProjectId: string;
let bidderFile: { fileId: string; key: string };
let customerId: string;
let nodeId: string;
/** Accounts by role, signed in again for each state (a walk may sign a session off). */
const accounts = {
  teamMember: 'buyer@demo.example',
  fullRights: '',
  otherAgency: '',
};

const covered = {
  routes: routes.length,
  roles: 0,
  calls: 0,
  addressingCalls: 0,
  refusalsAudited: 0,
  emails: 0,
  frames: 0,
  logLines: 0,
};
const frames: string[] = [];
const sockets: WebSocket[] = [];
let logStart = 0;
let walkStart: MailboxMark;

afterAll(() => {
  for (const socket of sockets) socket.close();
  console.log(
    `sealed-bid-walk: ${covered.routes} routes × ${covered.roles} roles × 2 states, ${covered.calls} calls, ` +
      `${covered.addressingCalls} on the addressing set, ${covered.refusalsAudited} refusals audited; ` +
      `searched ${covered.emails} emails, ${covered.frames} WebSocket frames, ${covered.logLines} log lines`,
  );
});

/** Opens a realtime connection of a buyer's session and keeps every frame it receives. */
async function listen(session: SignedIn): Promise<void> {
  const ticket = (await session.call('GET', '/api/v1/realtime/ticket')).json.data.realtimeTicketDTO.values;
  const socket = new WebSocket(`${ticket.url}?ticket=${ticket.ticket}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.on('message', (data) => frames.push(String(data)));
  socket.send(JSON.stringify({ action: 'hello' }));
  sockets.push(socket);
}

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  nodeId = lead.info.tenderNode.id;
  const siteAdmin = await loginAs('siteadmin@tenderbox.example', 'tenderbox');
  const [fullRights, otherAgency] = await Promise.all([
    signInWithRights(lead, [...ALL_PERMISSION_IDS], {
      label: 'Walk all',
      firstName: 'Al',
      lastName: 'Rights',
    }),
    signInWithRights(siteAdmin, [...ALL_PERMISSION_IDS], {
      label: 'Walk other',
      firstName: 'Oth',
      lastName: 'Agency',
    }),
  ]);
  accounts.fullRights = fullRights.info.user.email;
  accounts.otherAgency = otherAgency.info.user.email;
  [bidder, competitor] = await Promise.all([newSupplier('walk-bidder'), newSupplier('walk-competitor')]);

  // A public tender (so no invitation), closing far ahead; a decoy draft for the buyers' changes.
  bid = await openSubmissionBid(lead, { document: 'optional' });
  decoyProjectId = (await create(lead, { name: 'Sealed walk decoy' })).project.projectId;
  const team = await lead.call('POST', `${PROJECTS}/TeamMembers?projectId=${bid.projectId}`, {
    body: {
      userId: (await loginAs(accounts.teamMember)).info.user.userId,
      role: 'projectTeamMember',
      receiveQuestionEmail: false,
    },
  });
  expect(team.status, JSON.stringify(team.json)).toBe(201);

  // Buyers on the realtime channel from before the bid is handed in (a supplier has none: the ticket is a
  // buyer session's).
  await Promise.all([lead, fullRights, siteAdmin].map(listen));
  // The logs are searched from here: the bidder's own calls write no content to them either.
  logStart = statSync(inject('stackLogFile')).size;

  // The bidder fills every part with canaries, uploads the canary file and submits.
  const base = `/api/v1/portal/Bids/demo/${bid.projectId}/Submission`;
  const form = await bidder.call('PUT', `${base}/Forms/${bid.tenderTableId}`, {
    body: { submissionVersion: 0, version: 0, entries: bidEntries(CANARY.price) },
  });
  expect(form.status, JSON.stringify(form.json)).toBe(200);
  const totals = form.json.data.bidSubmissionDTO.values.parts.forms[bid.tenderTableId].totals;
  for (const value of JSON.stringify(totals).match(/\d{6,}(?:\.\d+)?/g) ?? []) content.push(value);
  const parts = [
    { part: 'answers', content: { questions: { [bid.questionId]: CANARY.integer }, termsAccepted: [] } },
    {
      part: 'references',
      content: [
        {
          companyName: CANARY.reference,
          contactName: 'Ref Contact',
          email: 'canary-ref@walk.example',
          phone: '555-0100',
          description: CANARY.referenceText,
        },
      ],
    },
    { part: 'subcontractors', content: [{ companyName: CANARY.subcontractor, trade: 'Paving' }] },
  ];
  let submissionVersion = 1;
  for (const part of parts) {
    const saved = await bidder.call('PUT', `${base}/Parts`, {
      body: { ...part, submissionVersion, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    submissionVersion += 1;
  }
  const uploaded = await uploadBidFile(
    bidder,
    bid.projectId,
    bid.documentRequirementId,
    Buffer.from(CANARY.fileContent),
    { fileName: CANARY.fileName },
  );
  expect(uploaded.completed.status, JSON.stringify(uploaded.completed.json)).toBe(200);
  bidderFile = { fileId: uploaded.uploadId, key: uploaded.key };
  const version = uploaded.completed.json.data.bidSubmissionDTO.values.submission.version;
  const submitted = await bidder.call('POST', `${base}/Submit`, { body: { version } });
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
  const sealedPrefix = sealedProjectPrefix(customerId, bid.projectId) + bidder.info.vendor.vendorId;
  content.push(sealedPrefix, encodeURIComponent(sealedPrefix));
  hidden.push(...content, bidderFile.fileId);

  // The competitor bids too, with prices of its own.
  const rival = await competitor.call('PUT', `${base}/Forms/${bid.tenderTableId}`, {
    body: { submissionVersion: 0, version: 0, entries: bidEntries() },
  });
  expect(rival.status, JSON.stringify(rival.json)).toBe(200);
  const answered = await competitor.call('PUT', `${base}/Parts`, {
    body: {
      ...parts[0],
      content: { questions: { [bid.questionId]: '12' }, termsAccepted: [] },
      submissionVersion: 1,
      version: 0,
    },
  });
  expect(answered.status, JSON.stringify(answered.json)).toBe(200);
  const rivalSubmitted = await competitor.call('POST', `${base}/Submit`, { body: { version: 2 } });
  expect(rivalSubmitted.status, JSON.stringify(rivalSubmitted.json)).toBe(200);

  walkStart = await markMailbox();
}, 120_000);

interface Role {
  name: string;
  kind: 'agency buyer' | 'other agency' | 'supplier' | 'public';
  session?: Credentials;
  /** Who the audit names: the session's user, or the public. */
  actorId: string;
  /** Another agency's own path: its users call the bid's agency's paths and their own. */
  ownPath?: AgencyPath;
}

async function signInRoles(): Promise<Role[]> {
  const [leadAgain, teamMember, fullRights, otherAgency, siteAdmin, rival, noBid] = await Promise.all([
    loginAs('lead@demo.example'),
    loginAs(accounts.teamMember),
    loginAs(accounts.fullRights),
    loginAs(accounts.otherAgency, 'tenderbox'),
    loginAs('siteadmin@tenderbox.example', 'tenderbox'),
    loginAsSupplier(competitor.info.user.email),
    // A company new to the bid in each state: the open walk's calls make the first one take part.
    newSupplier('walk-no-bid'),
  ]);
  const buyer = (name: string, s: SignedIn, kind: Role['kind']): Role => ({
    name,
    kind,
    session: s,
    actorId: s.info.user.userId,
    ...(kind === 'other agency'
      ? { ownPath: { customerId: s.info.customer.customerId, nodeId: s.info.tenderNode.id } }
      : {}),
  });
  const supplier = (name: string, s: SupplierSignedIn): Role => ({
    name,
    kind: 'supplier',
    session: s,
    actorId: s.info.user.supplierUserId,
  });
  return [
    buyer('lead', leadAgain, 'agency buyer'),
    buyer('team member', teamMember, 'agency buyer'),
    buyer('user with every right', fullRights, 'agency buyer'),
    buyer('user of another agency', otherAgency, 'other agency'),
    buyer('site administrator', siteAdmin, 'other agency'),
    supplier('competitor', rival),
    supplier('supplier with no bid', noBid),
    { name: 'the public', kind: 'public', actorId: PUBLIC_ACTOR },
  ];
}

/**
 * The walk's records: the sealed bid's (its project, or the decoy for an agency buyer's change), none of
 * any other kind, so those fields keep the example's ids, which name nothing.
 */
function recordsOf(projectId: string): Agency {
  const own: Partial<Record<RecordKind, string[]>> = {
    project: [projectId],
    tenderTable: [bid.tenderTableId],
    submissionRequirement: [bid.documentRequirementId, bid.questionId],
    upload: [bidderFile.fileId],
    planTaker: [bidder.info.vendor.vendorId],
  };
  return {
    label: 'sealed bid',
    session: lead,
    customerId,
    nodeId,
    records: new Proxy({} as Record<RecordKind, string[]>, {
      get: (_target, kind) => own[kind as RecordKind] ?? [],
    }),
    versions: new Map(),
  };
}

/** Which state of the bid a walk sees. */
type State = 'open' | 'closed';

/**
 * The request a role sends: the route's example with the sealed bid's ids, by the records' kinds
 * (tests/helpers/security/walk.ts) and by field name wherever a path, query or body names the bid's agency
 * domain, submission, file, upload or key, under the given agency path. A body's version is one the bid
 * never reached, so a versioned change is refused as stale and the bid stays as it is. An agency buyer's
 * other changes aim at a decoy draft: changing their own tender is their job (its answers are read by the
 * GET routes anyway), and a deletion or an opening would end the walk; only before the closing, when
 * nothing can open the bid, do their changes on the addressing set aim at the bid itself.
 */
function requestFor(route: RouteDef, role: Role, path: AgencyPath, state: State): WalkRequest {
  const aimsAtDecoy =
    role.kind === 'agency buyer' && isStateChanging(route) && (state === 'closed' || !addressesBid(route));
  const request = buildRequest(route, {
    path,
    records: recordsOf(aimsAtDecoy ? decoyProjectId : bid.projectId),
  });
  const byName: Record<string, string> = {
    agencyDomain: lead.info.customer.domain,
    submissionId: bidder.info.vendor.vendorId,
    fileId: bidderFile.fileId,
    uploadId: bidderFile.fileId,
    key: bidderFile.key,
  };
  const template = route.path.split('/');
  request.path = request.path
    .split('/')
    .map((segment, index) => {
      const name = /^\{(\w+)\}$/.exec(template[index] ?? '')?.[1];
      return name && name in byName ? encodeURIComponent(byName[name]!) : segment;
    })
    .join('/');
  for (const name of Object.keys(request.query ?? {}))
    if (name in byName) request.query![name] = byName[name]!;
  if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    const body = request.body as Record<string, unknown>;
    for (const name of Object.keys(body)) if (name in byName) body[name] = byName[name];
    if ('version' in body) body.version = 999_999;
  }
  return request;
}

type AgencyPath = { customerId: string; nodeId: string };

const refusalsBy = async (actorId: string) =>
  (await queryAll(AuditEvent, auditOfProject(customerId, bid.projectId))).filter(
    (e) => e.action === SEALED_BID_ACCESS_REFUSED && e.actorId === actorId,
  );

/** The catalogue code of a refusal's answer ('' when it is not one). */
function errorCodeOf(text: string): string {
  try {
    return (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? '';
  } catch {
    return '';
  }
}

const leaksIn = (text: string, values: readonly string[] = hidden) =>
  values.filter((value) => text.includes(value));

/**
 * Every route as one role: returns the problems found. A call on the addressing set that names the bid
 * (its agency and its project) must add one refusal event by its caller when refused (any 4xx), none when
 * answered; a call that names another agency's path or the decoy adds none on the bid's project.
 */
async function walkAs(role: Role, state: State): Promise<string[]> {
  const problems: string[] = [];
  const ordered = [...routes].sort((x, y) => Number(endsSession(x)) - Number(endsSession(y)));
  for (const route of ordered) {
    const paths: AgencyPath[] = [{ customerId, nodeId }];
    if (role.ownPath && route.path.includes('{customerId}')) paths.push(role.ownPath);
    for (const path of paths) {
      const request = requestFor(route, role, path, state);
      const addressing = addressesBid(route);
      const before = addressing ? (await refusalsBy(role.actorId)).length : 0;
      const answer = await send(request, role.session ? { session: role.session } : {});
      covered.calls += 1;
      if (process.env.SEALED_WALK_VERBOSE)
        // The request names the bidder's key: masked, or the log search below would find it in this line.
        console.log(
          `${role.name} (${state}): ${describeExchange(request, answer).replaceAll(bidderFile.key, '<key>').slice(0, 400)}`,
        );
      const label = `${role.name} (${state}): ${describeRoute(route)}`;
      const leaked = leaksIn(answer.text + (answer.headers.get('location') ?? ''));
      if (leaked.length > 0)
        problems.push(
          `${label} answered the sealed bid's ${leaked.join(', ')}\n    ${describeExchange(request, answer)}`,
        );
      if (!addressing) continue;
      covered.addressingCalls += 1;
      const namesBid =
        path.customerId === customerId && urlOf(request.path, request.query).includes(bid.projectId);
      const refused = answer.status >= 400 && answer.status < 500;
      // Audited when the refusal is an attempt on the bid: not a screen's empty state before the closing,
      // nor a supplier's own mistake (isSealedBidAttempt, the rule the groups' onRefusal applies).
      const attempt =
        refused &&
        isSealedBidAttempt({
          method: route.method,
          code: errorCodeOf(answer.text),
          status: answer.status,
          namesContent:
            /\{(submissionId|fileId)\}/.test(route.path) ||
            ['submissionId', 'uploadId', 'key'].some((name) => request.query?.[name] !== undefined),
          bySupplier: role.kind === 'supplier',
        });
      const expected = namesBid && attempt ? 1 : 0;
      const added = (await refusalsBy(role.actorId)).length - before;
      if (expected === 1 && added === 1) covered.refusalsAudited += 1;
      if (added !== expected)
        problems.push(
          `${label}: ${added} ${SEALED_BID_ACCESS_REFUSED} events added, expected ${expected}\n    ` +
            describeExchange(request, answer),
        );
    }
  }
  return problems;
}

async function walkAll(state: State): Promise<string[]> {
  const roles = await signInRoles();
  covered.roles = roles.length;
  // One stream per role, in parallel: eight calls at a time, each role's in order.
  return (await Promise.all(roles.map((role) => walkAs(role, state)))).flat();
}

describe('the sealed-bid walk', () => {
  it('lets the bidder itself read its own bid before closing, canaries and all (the one allowed reader)', async () => {
    const own = await send(
      { method: 'GET', path: `/api/v1/portal/Bids/demo/${bid.projectId}/Submission` },
      { session: bidder },
    );
    expect(own.status).toBe(200);
    for (const value of Object.values(CANARY).filter((v) => v !== CANARY.fileContent))
      expect(own.text, value).toContain(value);
  });

  /** The bidder's history with the agency, as its supplier directory shows it to the lead. */
  const historyOfBidder = async () =>
    (
      await lead.call(
        'GET',
        `/api/v1/customer/{customerId}/node/{nodeId}/Vendors/SubmissionHistory?vendorId=${bidder.info.vendor.vendorId}`,
      )
    ).json.data.vendorHistoryDTO.values as { projectId: string; submissions?: number }[];

  it('does not tell the buyer who bid before the close: the bidder’s history has no bid it only bid on', async () => {
    expect((await historyOfBidder()).map((entry) => entry.projectId)).not.toContain(bid.projectId);
  });

  it('answers no canary, sealed/ key or file id to any role on any route while the bid is open', async () => {
    const problems = await walkAll('open');
    expect(covered.addressingCalls).toBeGreaterThan(0);
    expect(problems.length, problems.join('\n')).toBe(0);
  });

  it('answers none either once the close job has sealed the bid (sealed, not opened)', async () => {
    const { project } = await read(lead, bid.projectId);
    const moved = await lead.call('PUT', `${PROJECTS}?projectId=${bid.projectId}`, {
      body: { version: project.version, dates: { closingDate: inSeconds(CLOSING_AHEAD_SECONDS) } },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    // The close-project job fires at the closing instant and seals: the clock is moved past it, then the test
    // waits for the seal, never closing by hand.
    await advanceClockTo(viewOf(moved).project.closingDate, 1);
    await eventually(async () => {
      const header = await getItem(Submission, {
        customerId,
        projectId: bid.projectId,
        submissionId: bidder.info.vendor.vendorId,
      });
      return header?.status === 'sealed' ? true : undefined;
    }, 150);
    const problems = await walkAll('closed');
    expect(problems.length, problems.join('\n')).toBe(0);
    const after = await getItem(Submission, {
      customerId,
      projectId: bid.projectId,
      submissionId: bidder.info.vendor.vendorId,
    });
    expect(after?.status).toBe('sealed');
    // Once closed, who bid shows (areSubmissionsShown): the bid joins the bidder's history with its one bid.
    expect((await historyOfBidder()).find((entry) => entry.projectId === bid.projectId)).toMatchObject({
      submissions: 1,
    });
  });

  it('leaves no canary in the audit trail, the emails, the WebSocket frames or the log lines of the walk', async () => {
    const trail = [
      ...(await queryAll(AuditEvent, auditOfProject(customerId, bid.projectId))),
      ...(await queryAll(
        AuditEvent,
        auditOfEntity(customerId, 'submission', `${bid.projectId}/${bidder.info.vendor.vendorId}`),
      )),
    ];
    expect(trail.length).toBeGreaterThan(0);
    // The trail names the file a refused call aimed at (its id), never what the bid holds.
    expect(leaksIn(JSON.stringify(trail), content)).toEqual([]);
    // Every email but the bidder's own receipt, which names its own file for it (as its own read does).
    const emails = (await mailbox()).filter(
      (e, index) => !e.destination.to.includes(bidder.info.user.email) || index >= walkStart.count,
    );
    covered.emails = emails.length;
    expect(emails.length).toBeGreaterThan(0);
    const leakedEmails = emails.filter((e) => leaksIn(JSON.stringify(e), content).length > 0);
    expect(leakedEmails.map((e) => `${e.destination.to.join(',')}: ${e.subject}`)).toEqual([]);
    covered.frames = frames.length;
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((frame) => leaksIn(frame, content).length > 0)).toEqual([]);
    const log = readFileSync(inject('stackLogFile')).subarray(logStart).toString('utf8').split('\n');
    covered.logLines = log.length;
    // The capture works: the walk's refusals wrote their lines (functions/core/http.ts logs each at INFO).
    expect(log.filter((line) => line.includes('"Request refused"')).length).toBeGreaterThan(
      covered.calls / 4,
    );
    expect(log.filter((line) => leaksIn(line, content).length > 0)).toEqual([]);
  });
});
