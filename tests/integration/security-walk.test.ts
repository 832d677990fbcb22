/**
 * The security walks (issue 3, point 7): every route of the table, as it is when the tests run, is called
 * the way an attacker would — without a session, across origins, without the CSRF token, and into another
 * agency — and must be refused in the catalogue shape with nothing stored changed. New routes join
 * automatically; a route whose record ids have no mapping fails until one is added (walk.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '../../functions/routes.js';
import { loginAs } from '../helpers/session.js';
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
  idFieldsOf,
  idIn,
  isStateChanging,
  isTenantRoute,
  openAgency,
  type Agency,
  type IdField,
  type RecordKind,
} from '../helpers/security/walk.js';

const EVIL_ORIGIN = 'https://evil.example';

/** A: the demo agency's lead (all rights). B: the provider agency, through its site administrator. */
let a: Agency;
let b: Agency;

/** The figures printed at the end: routes walked and calls made, per walk. */
const covered = {
  unauthenticated: 0,
  csrfRoutes: 0,
  csrfCalls: 0,
  tenantRoutes: 0,
  tenantCalls: 0,
  idMapped: 0,
  idCalls: 0,
};

beforeAll(async () => {
  const [lead, siteAdmin] = await Promise.all([
    loginAs('lead@demo.example'),
    loginAs('siteadmin@tenderbox.example', 'tenderbox'),
  ]);
  a = await openAgency('A (demo)', lead);
  b = await openAgency('B (tenderbox)', siteAdmin, [siteAdmin.info.user.userId]);
});

afterAll(() => {
  console.log(
    `security-walk: ${covered.unauthenticated} session routes unauthenticated, ` +
      `${covered.csrfRoutes} state-changing CSRF (${covered.csrfCalls} calls), ` +
      `${covered.tenantRoutes} tenant routes × 2 (${covered.tenantCalls} calls into B's path or node), ` +
      `${covered.idMapped} id-mapped (${covered.idCalls} calls with B's record ids)`,
  );
});

/**
 * Sends a request that must be refused, checks the answer, and checks that the agency's stored items are
 * the same before and after. Returns the problems found, prefixed with the exchange.
 */
async function refused(
  label: string,
  request: WalkRequest,
  options: SendOptions,
  watch: Agency,
  check: (answer: WalkAnswer) => string[],
): Promise<string[]> {
  const before = await agencySnapshot(watch.customerId);
  const answer = await send(request, options);
  const after = await agencySnapshot(watch.customerId);
  if (process.env.SECURITY_WALK_VERBOSE) console.log(`${label}: ${describeExchange(request, answer)}`);
  const problems = [...check(answer), ...snapshotDiff(before, after).map((d) => `${watch.label} ${d}`)];
  return problems.length === 0
    ? []
    : [`${label}: ${describeExchange(request, answer)}\n    ${problems.join('\n    ')}`];
}

const ownRequest = (route: RouteDef, agency: Agency) =>
  buildRequest(route, { path: { customerId: agency.customerId, nodeId: agency.nodeId }, records: agency });

describe('security walk', () => {
  it('refuses every non-public route without a session cookie: 401 in the catalogue shape', async () => {
    const walked = routes.filter((r) => r.auth !== 'public');
    const failures: string[] = [];
    for (const route of walked) {
      failures.push(
        ...(await refused(describeRoute(route), ownRequest(route, a), {}, a, (answer) =>
          answer.status === 401 ? errorShapeProblems(answer) : ['expected 401'],
        )),
      );
    }
    covered.unauthenticated = walked.length;
    expect(walked.length).toBeGreaterThan(0);
    expect(failures.length, failures.join('\n')).toBe(0);
  });

  it('refuses every state change without the CSRF token, without an Origin, or from another origin: 403 csrfFailed', async () => {
    const walked = routes.filter(isStateChanging);
    const failures: string[] = [];
    const csrf = (answer: WalkAnswer) => refusalProblems(answer, 403, ['csrfFailed']);
    for (const route of walked) {
      const request = ownRequest(route, a);
      const session = a.session;
      const name = describeRoute(route);
      if (route.auth !== 'public') {
        failures.push(
          ...(await refused(`${name} without x-xsrf-token`, request, { session, xsrf: false }, a, csrf)),
        );
        failures.push(
          ...(await refused(`${name} without Origin`, request, { session, origin: null }, a, csrf)),
        );
        covered.csrfCalls += 2;
      }
      failures.push(
        ...(await refused(`${name} from ${EVIL_ORIGIN}`, request, { session, origin: EVIL_ORIGIN }, a, csrf)),
      );
      covered.csrfCalls += 1;
    }
    covered.csrfRoutes = walked.length;
    // The walk used the lead's session throughout: it must still be alive (signoff was refused too).
    expect((await a.session.call('POST', '/api/v1/login/validate')).status).toBe(200);
    expect(failures.length, failures.join('\n')).toBe(0);
  });

  it("refuses every tenant route called with another agency's ids: 403 agencyMismatch, B unchanged", async () => {
    const walked = routes.filter(isTenantRoute);
    const failures: string[] = [];
    const session = a.session;
    for (const route of walked) {
      const name = describeRoute(route);
      // B's path with B's records: the whole request aims at the other agency.
      const intoB = buildRequest(route, { path: { customerId: b.customerId, nodeId: b.nodeId }, records: b });
      covered.tenantCalls += 1;
      failures.push(
        ...(await refused(`${name} with B's path`, intoB, { session }, b, agencyMismatchProblems)),
      );
      if (route.path.includes('{nodeId}')) {
        // A's agency but B's node: the node is checked on its own.
        const mixed = buildRequest(route, {
          path: { customerId: a.customerId, nodeId: b.nodeId },
          records: a,
        });
        covered.tenantCalls += 1;
        failures.push(
          ...(await refused(`${name} with B's node`, mixed, { session }, b, agencyMismatchProblems)),
        );
      }
    }
    covered.tenantRoutes = walked.length;
    expect(walked.length).toBeGreaterThan(0);
    expect(failures.length, failures.join('\n')).toBe(0);
  });

  it("refuses A's own paths naming B's records: 403 or 404 (400 for a body id), never 2xx, B unchanged", async () => {
    const walked = routes.filter(isTenantRoute);
    const unmapped: string[] = [];
    const failures: string[] = [];
    const session = a.session;
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
        const check = (answer: WalkAnswer): string[] => {
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
          failures.push(
            ...(await refused(
              `${describeRoute(route)} with B's ${field.where}.${field.name}`,
              request,
              { session },
              b,
              check,
            )),
          );
        }
      }
    }
    expect(unmapped.length, unmapped.join('\n')).toBe(0);
    expect(failures.length, failures.join('\n')).toBe(0);
  });
});
