/**
 * A signed-in browser for the bench: logs in through the local API as a demo user and calls routes with
 * its cookies, CSRF header and origin, as the web app does. Paths may hold {customerId} and {nodeId}.
 */
import type { BenchStack } from './stack.js';

export interface BenchSession {
  customerId: string;
  nodeId: string;
  userId: string;
  /** The session cookies (name=value) and the CSRF token, for a client of its own (the upload bench's child) */
  cookies: string[];
  xsrf: string;
  /** Calls a route; answers its status and parsed JSON body (undefined when there is none). */
  // The bench reads answers loosely, as the integration tests' helper does; the schemas are tested there.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call: (method: string, path: string, body?: unknown) => Promise<{ status: number; json: any }>;
}

export async function signIn(stack: BenchStack, username: string): Promise<BenchSession> {
  const login = await fetch(`${stack.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify({ domain: 'demo', username, password: 'Tenderbox!2026' }),
  });
  if (login.status !== 200) throw new Error(`login as ${username} failed: ${login.status}`);
  const cookies = login.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
  const session = (await login.json()) as {
    data: {
      sessionDTO: {
        values: { customer: { customerId: string }; tenderNode: { id: string }; user: { userId: string } };
      };
    };
  };
  const { customer, tenderNode, user } = session.data.sessionDTO.values;
  const fill = (path: string) =>
    path.replace('{customerId}', customer.customerId).replace('{nodeId}', tenderNode.id);
  return {
    customerId: customer.customerId,
    nodeId: tenderNode.id,
    userId: user.userId,
    cookies,
    xsrf,
    call: async (method, path, body) => {
      const answer = await fetch(`${stack.url}${fill(path)}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          origin: stack.url,
          cookie: cookies.join('; '),
          'x-xsrf-token': xsrf,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      return { status: answer.status, json: text ? JSON.parse(text) : undefined };
    },
  };
}
