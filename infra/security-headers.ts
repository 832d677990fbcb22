/**
 * The security headers every response of the app carries, declared once: CloudFront's response-headers
 * policy is built from this (infra/cdk/web-stack.ts) and the local server sends the same headers
 * (infra/local/http-server.ts), so the e2e tests run under the real content security policy.
 * See docs/decisions/013-local-server-parity.md. Imports nothing: CDK and the local runtime both read it.
 */

/** Where the browser may reach beyond the app's own origin: they differ between AWS and this machine. */
export interface ExternalSources {
  /** S3 endpoints of presigned downloads (avatars) and uploads, and document previews */
  s3: readonly string[];
  /** The WebSocket API browsers connect to for realtime updates */
  webSocket: readonly string[];
}

/** HSTS max-age: two years, subdomains included (browsers ignore it over plain http, as on localhost) */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
export const FRAME_OPTIONS = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The content security policy: scripts only from the app, no inline script, no eval but WebAssembly's, no
 * framing of the app.
 */
export function contentSecurityPolicy(sources: ExternalSources): string {
  const list = (...values: readonly string[]) => values.join(' ');
  return [
    "default-src 'self'",
    // WebAssembly compiled by the app's own scripts (hash-wasm's SHA-256 in the upload worker, decision 078);
    // still no eval of JavaScript.
    "script-src 'self' 'wasm-unsafe-eval'",
    // React and Amplify UI set style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', ...sources.s3)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...sources.s3, ...sources.webSocket)}`,
    `frame-src ${list("'self'", 'blob:', ...sources.s3)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers exactly as CloudFront's policy sends them (names in lower case, as Node writes them). */
export function securityHeaders(sources: ExternalSources): Record<string, string> {
  return {
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
    'x-xss-protection': '1; mode=block',
    'content-security-policy': contentSecurityPolicy(sources),
  };
}

/** The AWS endpoints of a region: S3 (virtual-hosted and global) and the WebSocket API. */
export function awsSources(region: string): ExternalSources {
  return {
    s3: [`https://*.s3.${region}.amazonaws.com`, 'https://*.s3.amazonaws.com'],
    webSocket: [`wss://*.execute-api.${region}.amazonaws.com`],
  };
}

/** The local emulators' endpoints (infra/local/local-env.ts). */
export function localSources(ports: { s3: number; ws: number }): ExternalSources {
  return {
    s3: [`http://127.0.0.1:${ports.s3}`],
    webSocket: [`ws://localhost:${ports.ws}`, `ws://127.0.0.1:${ports.ws}`],
  };
}
