/**
 * The local server sends CloudFront's security headers (infra/security-headers.ts), pointed at the local
 * emulators, on every kind of answer: API, errors, the API reference and the SPA.
 */
import { describe, expect, inject, it } from 'vitest';
import { localSources, securityHeaders } from '../../infra/security-headers.js';

function expected(): Record<string, string> {
  const env = inject('stackEnv');
  return securityHeaders(
    localSources({
      s3: Number(new URL(env.AWS_ENDPOINT_URL_S3!).port),
      ws: Number(new URL(env.WS_PUBLIC_URL!).port),
    }),
  );
}

describe('the local server’s security headers', () => {
  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/v1/no-such-route'],
    ['POST', '/api/v1/login'],
    ['GET', '/api/docs'],
    ['GET', '/'],
    ['GET', '/team/all'],
    ['GET', '/assets/missing.js'],
  ])('%s %s carries every header of the declaration, with its value', async (method, path) => {
    const response = await fetch(`${inject('apiUrl')}${path}`, {
      method,
      headers: { origin: 'https://evil.example' },
    });
    await response.arrayBuffer();
    const sent = Object.fromEntries(
      Object.keys(expected()).map((name) => [name, response.headers.get(name)]),
    );
    expect(sent).toEqual(expected());
  });

  it('points the policy at the local S3 and WebSocket emulators, and forbids inline script and framing', () => {
    const csp = expected()['content-security-policy']!;
    expect(csp).toContain(`connect-src 'self' ${inject('stackEnv').AWS_ENDPOINT_URL_S3}`);
    expect(csp).toContain(inject('stackEnv').WS_PUBLIC_URL);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
