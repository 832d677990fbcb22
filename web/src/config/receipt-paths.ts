/**
 * The public page that verifies a bid receipt (decision 059): a module of its own, like portal-paths.ts,
 * so that /login's entry chunk carries none of it. The receipt PDF and the receipt email link to it with
 * the receipt's code, which the page reads from `?code=`.
 */
export const receiptPaths = {
  verify: {
    path: '/verify-receipt',
    getHref: (code?: string) =>
      code ? `/verify-receipt?code=${encodeURIComponent(code)}` : '/verify-receipt',
  },
} as const;
