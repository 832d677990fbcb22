import { inject } from 'vitest';
import type { TSessionInfo } from '../../shared/schemas/login.js';
import type { TSupplierSession } from '../../shared/schemas/supplier-accounts.js';
import type { ApiAnswer } from './api.js';

export const DEMO_PASSWORD = 'Tenderbox!2026';

export interface CallOptions {
  body?: unknown;
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  lang?: 'en' | 'fr';
  /** Leave out the CSRF header (to test that it is required). */
  withoutXsrf?: boolean;
}

export interface SignedIn {
  info: TSessionInfo;
  cookieHeader: string;
  xsrf: string;
  /** Calls the API as this browser would: cookies, CSRF header, same-origin Origin. Paths may contain
   * {customerId} and {nodeId}, filled from the session. */
  call: <T = any>(method: string, path: string, options?: CallOptions) => Promise<ApiAnswer<T>>;
}

function cookiesOf(response: Response): Map<string, string> {
  const jar = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const index = pair.indexOf('=');
    if (index > 0) jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
  }
  return jar;
}

export async function rawLogin(
  email: string,
  domain = 'demo',
  password = DEMO_PASSWORD,
): Promise<{ response: Response; json: any }> {
  const url = inject('apiUrl');
  const response = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ domain, username: email, password }),
  });
  return { response, json: await response.json() };
}

/** A client bound to a session's cookies: calls the API as that browser would. */
function clientOf(
  jar: Map<string, string>,
  fill: (path: string) => string,
): Pick<SignedIn, 'cookieHeader' | 'xsrf' | 'call'> {
  const url = inject('apiUrl');
  const xsrf = jar.get('XSRF-TOKEN') ?? '';
  const cookieHeader = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    xsrf,
    cookieHeader,
    call: async (method, path, options = {}) => {
      const headers: Record<string, string> = {
        cookie: cookieHeader,
        origin: url,
        ...(options.withoutXsrf ? {} : { 'x-xsrf-token': xsrf }),
        ...(options.lang ? { 'accept-language': options.lang } : {}),
        ...options.headers,
      };
      let body: string | Uint8Array | undefined = options.rawBody;
      if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      const answer = await fetch(`${url}${fill(path)}`, {
        method,
        headers,
        body: body as BodyInit | undefined,
        redirect: 'manual',
      });
      const text = await answer.text();
      let parsed: any;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      return { status: answer.status, headers: answer.headers, json: parsed };
    },
  };
}

/** Signs in through the real login call and returns a client bound to that session. */
export async function loginAs(email: string, domain = 'demo', password = DEMO_PASSWORD): Promise<SignedIn> {
  const { response, json } = await rawLogin(email, domain, password);
  if (response.status !== 200)
    throw new Error(`Login of ${email} failed: ${response.status} ${JSON.stringify(json)}`);
  const info = json.data.sessionDTO.values as TSessionInfo;
  const client = clientOf(cookiesOf(response), (path) =>
    path.replaceAll('{customerId}', info.customer.customerId).replaceAll('{nodeId}', info.tenderNode.id),
  );
  return { info, ...client };
}

/** A supplier portal session (decision 045): what a supplier's browser holds. */
export interface SupplierSignedIn extends Omit<SignedIn, 'info'> {
  info: TSupplierSession;
}

export async function rawSupplierLogin(
  email: string,
  password = DEMO_PASSWORD,
  lang: 'en' | 'fr' = 'en',
): Promise<{ response: Response; json: any }> {
  const url = inject('apiUrl');
  const response = await fetch(`${url}/api/v1/public/SupplierLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'accept-language': lang },
    body: JSON.stringify({ email, password }),
  });
  return { response, json: await response.json() };
}

/** Signs in to the supplier portal through its real login call. */
export async function loginAsSupplier(
  email = 'bids@acme.example',
  password = DEMO_PASSWORD,
): Promise<SupplierSignedIn> {
  const { response, json } = await rawSupplierLogin(email, password);
  if (response.status !== 200)
    throw new Error(`Supplier login of ${email} failed: ${response.status} ${JSON.stringify(json)}`);
  const info = json.data.supplierSessionDTO.values as TSupplierSession;
  return { info, ...clientOf(cookiesOf(response), (path) => path) };
}

/**
 * A fresh verified supplier company, signed in: registered through the portal's own use case (verified,
 * as the seed's is), so that walks and fuzzing change no record another test reads.
 */
export async function newSupplier(label: string): Promise<SupplierSignedIn> {
  const { registerSupplier } = await import('../../functions/portal/account-service.js');
  const tag = `${label.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `${tag}@supplier.example`;
  await registerSupplier(
    {
      profile: {
        companyName: `Supplier ${tag}`,
        otherNames: [],
        previousNames: [],
        contacts: [{ firstName: 'Pat', lastName: 'Walker', email, primary: true }],
        addresses: [],
        alternatePhones: [],
        categoryCodes: [],
        diversityClassifications: [],
        certifiedDiverse: false,
        local: false,
        emergency: false,
      },
      user: { firstName: 'Pat', lastName: 'Walker', email, password: DEMO_PASSWORD },
    },
    'test',
    'en',
    undefined,
    { verified: true },
  );
  return loginAsSupplier(email, DEMO_PASSWORD);
}
