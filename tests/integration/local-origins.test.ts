/**
 * The CSRF origin check on the local server: every address the server answers on is the app's origin
 * (localhost, 127.0.0.1, [::1] on its port), and any other origin is still refused.
 */
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../helpers/session.js';

const port = () => new URL(inject('apiUrl')).port;
const loopbacks = () => [
  `http://localhost:${port()}`,
  `http://127.0.0.1:${port()}`,
  `http://[::1]:${port()}`,
];

/** Logs in at `base`, as a browser on page `origin` would send it. */
async function login(base: string, origin: string): Promise<{ status: number; code?: string }> {
  const response = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ domain: 'demo', username: 'buyer@demo.example', password: DEMO_PASSWORD }),
  });
  const json = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: json.error?.code };
}

describe('the origins the local server accepts', () => {
  it('hands the handlers every loopback origin of its port (APP_ORIGINS)', () => {
    expect(inject('stackEnv').APP_ORIGINS?.split(',')).toEqual(loopbacks());
  });

  it('answers and logs in on each of them, the page on the same address', async () => {
    for (const origin of loopbacks()) {
      expect(await login(origin, origin), origin).toEqual({ status: 200 });
    }
  });

  it('still refuses another origin, a look-alike or another port: 403 csrfFailed', async () => {
    const base = inject('apiUrl');
    const foreign = [
      'https://evil.example',
      `http://localhost.evil.example:${port()}`,
      `http://127.0.0.1:${Number(port()) + 100}`,
      `https://localhost:${port()}`,
      `http://192.168.1.20:${port()}`,
    ];
    for (const origin of foreign) {
      expect(await login(base, origin), origin).toEqual({ status: 403, code: 'csrfFailed' });
    }
  });
});
