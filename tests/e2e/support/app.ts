import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { eventually } from '../../helpers/api.js';
import { stackNow } from '../../helpers/clock.js';
import type { TSessionInfo } from '../../../shared/schemas/login.js';

/** The demo seed's password (infra/local/seed.ts). */
export const DEMO_PASSWORD = 'Tenderbox!2026';

export interface ApiSession {
  info: TSessionInfo;
  cookies: { name: string; value: string }[];
  /** Calls the API as this session (cookies, CSRF header, same-origin Origin); answers the parsed body. */
  call: <T = any>(method: string, path: string, body?: unknown) => Promise<{ status: number; json: T }>;
}

/** Signs in through POST /api/v1/login, outside the browser (where the login screen is not under test). */
export async function apiLogin(
  email: string,
  password = DEMO_PASSWORD,
  domain = 'demo',
): Promise<ApiSession> {
  const appUrl = inject('appUrl');
  const response = await fetch(`${appUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ domain, username: email, password }),
  });
  const json = (await response.json()) as any;
  if (response.status !== 200)
    throw new Error(`login of ${email}: ${response.status} ${JSON.stringify(json)}`);
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const i = pair.indexOf('=');
    return { name: pair.slice(0, i).trim(), value: pair.slice(i + 1).trim() };
  });
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return {
    info: json.data.sessionDTO.values as TSessionInfo,
    cookies,
    call: async (method, path, body) => {
      const res = await fetch(`${appUrl}${path}`, {
        method,
        headers: {
          cookie: cookieHeader,
          origin: appUrl,
          'x-xsrf-token': xsrf,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : undefined };
    },
  };
}

/** Puts an API session's cookies into a browser context: the app then starts signed in. */
export async function useSessionIn(context: BrowserContext, session: ApiSession): Promise<void> {
  const url = inject('appUrl');
  await context.addCookies(session.cookies.map((c) => ({ ...c, url })));
}

/** Creates a team member with a password, as the lead, for a test that changes the account. */
export async function createMember(
  lead: ApiSession,
  label: string,
  password = DEMO_PASSWORD,
): Promise<{ userId: string; email: string }> {
  const email = `${label}-${stackNow().toString(36)}@demo.example`;
  const groups = await lead.call<any>(
    'GET',
    `/api/v1/customer/${lead.info.customer.customerId}/node/${lead.info.customer.customerNodeId}/UserGroups`,
  );
  const team = (groups.json.data.userGroupsDTO.values as { userGroupId: string; name: string }[]).find(
    (g) => g.name === 'Purchasing Team',
  );
  const answer = await lead.call<any>('POST', `/api/v1/customer/${lead.info.customer.customerId}/Users`, {
    firstName: 'Test',
    lastName: label,
    email,
    password,
    groupIds: team ? [team.userGroupId] : [],
  });
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`create ${email}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return { userId: answer.json.data.userDTO.values.userId as string, email };
}

export interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** The newest email to an address in the local mailbox (aws-ses-v2-local's GET /store), waiting for it. */
export async function latestEmailTo(address: string): Promise<StoredEmail> {
  const endpoint = inject('stackEnv').AWS_ENDPOINT_URL_SESV2;
  return eventually(
    async () => {
      const store = (await (await fetch(`${endpoint}/store`)).json()) as { emails: StoredEmail[] };
      return store.emails.filter((e) => e.destination.to.includes(address)).at(-1);
    },
    100,
    100,
    `no email to ${address}`,
  );
}

/** axe-core's script, read once per worker: a page gets it once, and keeps it across in-app navigations. */
const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  resultTypes: ['violations'],
};

/**
 * axe: serious and critical violations only, with WCAG 2.1 AA and best practices. Transitions are
 * stopped first so axe judges the settled colours: a button re-enabled a moment before (Amplify fades
 * its background over 250 ms) once read as a contrast failure halfway through its fade.
 *
 * axe-core runs in the page itself (`axe.run`), injected only when the document lacks it, and reports
 * the violations' nodes only. @axe-core/playwright injected it on every call and finished each run in a
 * new blank page, about twice the Chromium time over 160 checks (decision 080); the app has no frames, which
 * were that path's reason.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const settle = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  try {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    const violations = await page.evaluate(
      (options) =>
        (window as unknown as { axe: { run: (on: Node, o: RunOptions) => Promise<AxeResults> } }).axe
          .run(document, options)
          .then((results) => results.violations),
      AXE_OPTIONS,
    );
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  } finally {
    await settle.evaluate((style) => (style as Element).remove());
  }
}
