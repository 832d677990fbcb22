/**
 * Identity figures (issue 3): login latency through the local API next to the KDF alone (the floor: a
 * login cannot be faster than one password verification), and the cost of the route-permission check
 * that runs on every authorised call.
 */
import { evaluateAccess } from '../../shared/domain/route-access.js';
import { DEFAULT_ROUTE_PERMISSIONS } from '../../shared/domain/route-permissions.js';
import { ALL_PERMISSION_IDS } from '../../shared/domain/permissions.js';
import { hashPassword, KDF_PARAMS, verifyPassword } from '../../functions/core/accounts/passwords.js';
import { localStack } from '../lib/stack.js';
import { percentile, round } from '../lib/stats.js';
import type { BenchContext, Section } from '../lib/types.js';

const LOGINS = 20;
const KDF_RUNS = 10;
const PERMISSION_CHECKS = 20_000;

async function timeMs(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function run(ctx: BenchContext): Promise<Section> {
  const stack = await localStack(ctx);
  const body = JSON.stringify({ domain: 'demo', username: 'lead@demo.example', password: 'Tenderbox!2026' });
  const login = async () => {
    const response = await fetch(`${stack.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body,
    });
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    await response.arrayBuffer();
  };
  await login();
  const logins: number[] = [];
  for (let i = 0; i < LOGINS; i += 1) logins.push(await timeMs(login));

  const stored = await hashPassword('Tenderbox!2026');
  const kdf: number[] = [];
  for (let i = 0; i < KDF_RUNS; i += 1)
    kdf.push(await timeMs(() => verifyPassword('Tenderbox!2026', stored)));

  // The buyer-like case: entries exist for the route and the user's ids are matched against them.
  const request = {
    isSiteAdmin: false,
    userPermissionIds: ALL_PERMISSION_IDS.slice(0, 9),
    entries: DEFAULT_ROUTE_PERMISSIONS,
    routeNames: ['projects', 'projects/build'],
  };
  for (let i = 0; i < 2_000; i += 1) evaluateAccess(request);
  const checks: number[] = [];
  for (let i = 0; i < PERMISSION_CHECKS; i += 1) {
    const start = process.hrtime.bigint();
    evaluateAccess(request);
    checks.push(Number(process.hrtime.bigint() - start) / 1e3);
  }

  const kdfLabel = `scrypt N=2^${Math.log2(KDF_PARAMS.N)}, r=${KDF_PARAMS.r}, p=${KDF_PARAMS.p} (${(128 * KDF_PARAMS.N * KDF_PARAMS.r) / 2 ** 20} MiB)`;
  return {
    id: 'identity',
    title: 'Identity',
    method: `${LOGINS} sequential POST /api/v1/login through the local API (lead@demo.example); the floor is one password verification alone, ${kdfLabel}, median of ${KDF_RUNS}. The permission check is evaluateAccess over the default route permissions for a two-level route, ${PERMISSION_CHECKS} calls after warm-up.`,
    rows: [
      {
        name: 'login latency p50',
        figure: { value: round(percentile(logins, 50)), unit: 'ms' },
        floor: { value: round(percentile(kdf, 50)), unit: 'ms' },
        floorLabel: 'KDF alone',
        goal: { kind: 'none' },
        note: `KDF: ${kdfLabel}; the rest is 4–6 DynamoDB calls (domain, claim, user, groups, session write)`,
      },
      {
        name: 'login latency p99',
        figure: { value: round(percentile(logins, 99)), unit: 'ms' },
        floor: { value: round(percentile(kdf, 99)), unit: 'ms' },
        floorLabel: 'KDF alone',
        goal: { kind: 'none' },
      },
      {
        name: 'permission check per call p50',
        figure: { value: round(percentile(checks, 50), 2), unit: 'µs' },
        goal: { kind: 'none' },
        note: 'pure function; the session itself costs one GetItem per call (and an activity write at most every 30 s)',
      },
      {
        name: 'permission check per call p99',
        figure: { value: round(percentile(checks, 99), 2), unit: 'µs' },
        goal: { kind: 'none' },
      },
    ],
  };
}
