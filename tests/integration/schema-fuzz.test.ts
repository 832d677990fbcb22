/**
 * The schema fuzz (issue 3, point 7): every route of the table, as it is when the tests run, is sent
 * requests generated from its own zod schemas — valid, invalid, anything, malformed JSON, wrong content
 * types — and must never answer 5xx; refusals come in the catalogue shape and successes in the envelope.
 * Besides, every route gets fixed hostile cases (issue 22, decision 070, fuzz.ts hostileCases): over-long
 * ids signed in and out, NUL, a lone surrogate, U+202E and CR/LF in every string, and a 10,000-level nested
 * body (every route but a GET); a body route must refuse the nesting.
 * FUZZ_RUNS sets the generated cases per route (default 12), FUZZ_SEED the seed (printed on failure).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { loginAs, newSupplier } from '../helpers/session.js';
import { answerProblems } from '../helpers/security/catalogue.js';
import { hostileCases, requestArbitrary, SEED_ACCOUNTS } from '../helpers/security/fuzz.js';
import { describeExchange, send } from '../helpers/security/http.js';
import { describeRoute } from '../helpers/security/walk.js';

function integerFrom(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isInteger(value) ? value : fallback;
}

const NUM_RUNS = Math.max(1, integerFrom(process.env.FUZZ_RUNS, 12));
const SEED = integerFrom(process.env.FUZZ_SEED, 20_260_417);

/** Each route gets its own seed, derived from FUZZ_SEED and its name, so routes do not share cases. */
function seedFor(operationId: string): number {
  let hash = 0x811c9dc5;
  for (const char of operationId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash ^ SEED) | 0;
}

/** The seed accounts' emails and ids, lower-cased: never sent (see SEED_ACCOUNTS). */
const shieldedValues: string[] = [...SEED_ACCOUNTS];
const shielded = (text: string) => {
  const lower = text.toLowerCase();
  return shieldedValues.some((value) => lower.includes(value));
};

const covered = { routes: 0, cases: 0, hostile: 0 };

beforeAll(async () => {
  const [lead, siteAdmin] = await Promise.all([
    loginAs('lead@demo.example'),
    loginAs('siteadmin@tenderbox.example', 'tenderbox'),
  ]);
  const users = await lead.call('GET', '/api/v1/customer/{customerId}/Users');
  if (users.status !== 200) throw new Error(`Listing the demo users failed: ${users.status}`);
  for (const user of users.json.data.usersDTO.values as { userId: string; email: string }[])
    if ((SEED_ACCOUNTS as readonly string[]).includes(user.email))
      shieldedValues.push(user.userId.toLowerCase());
  shieldedValues.push(siteAdmin.info.user.userId.toLowerCase());
});

afterAll(() => {
  console.log(
    `schema-fuzz: ${covered.routes} routes × ${NUM_RUNS} generated cases = ${covered.cases} cases, and ` +
      `${covered.hostile} hostile cases (FUZZ_SEED=${SEED})`,
  );
});

describe('schema fuzz', () => {
  for (const route of routes) {
    it(`${describeRoute(route)}: no 5xx, catalogue-shaped refusals, enveloped answers`, async () => {
      // A fresh session with every right per route: signoff or a deactivation may end it.
      // Site-administrator routes are fuzzed as a site administrator, or every case would stop at 403.
      const buyer = route.siteAdmin
        ? await loginAs('siteadmin@tenderbox.example', 'tenderbox')
        : await loginAs('lead@demo.example');
      // A supplier's route is fuzzed as a fresh supplier company (decision 045), or every case would stop at
      // 403; its paths name no agency, so the tenant below fills nothing there.
      const session = route.auth === 'supplier' ? await newSupplier('fuzz') : buyer;
      const tenant = { customerId: buyer.info.customer.customerId, nodeId: buyer.info.tenderNode.id };
      const seed = seedFor(route.operationId);
      const statuses: Record<string, number> = {};
      // The fixed hostile cases first, while the session is surely alive.
      for (const hostile of hostileCases(route, tenant, shielded, seed)) {
        const answer = await send(hostile.request, hostile.anonymous ? {} : { session });
        const key = `${answer.status} ${answer.json?.error?.code ?? ''}`.trim();
        statuses[key] = (statuses[key] ?? 0) + 1;
        const problems = answerProblems(route, answer);
        if (hostile.mustRefuse && answer.status < 400) problems.push('a 10,000-level nested body was taken');
        if (problems.length > 0)
          throw new Error(
            `schema-fuzz ${route.operationId}, ${hostile.label} (FUZZ_SEED=${SEED}): ${problems.join('; ')}\n` +
              describeExchange(hostile.request, answer).slice(0, 2000),
          );
        covered.hostile += 1;
      }
      try {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route, tenant, shielded), async (request) => {
            const answer = await send(request, { session });
            const key = `${answer.status} ${answer.json?.error?.code ?? ''}`.trim();
            statuses[key] = (statuses[key] ?? 0) + 1;
            const problems = answerProblems(route, answer);
            if (problems.length > 0)
              throw new Error(`${problems.join('; ')}\n${describeExchange(request, answer)}`);
          }),
          // No shrinking: replays would run against a changed state (and a possibly ended session).
          { numRuns: NUM_RUNS, seed, endOnFailure: true, includeErrorInReport: true },
        );
      } catch (error) {
        throw new Error(
          `schema-fuzz ${route.operationId}: FUZZ_SEED=${SEED} FUZZ_RUNS=${NUM_RUNS} (route seed ${seed}) reproduces.\n` +
            (error as Error).message,
        );
      }
      if (process.env.SCHEMA_FUZZ_VERBOSE) console.log(`${route.operationId}: ${JSON.stringify(statuses)}`);
      covered.routes += 1;
      covered.cases += NUM_RUNS;
    });
  }
});
