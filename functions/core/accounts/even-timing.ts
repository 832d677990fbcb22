/**
 * The routes that must not tell whether an account exists (forgotten password, verification resend, supplier
 * registration) answer no sooner than a fixed time after the request began, whichever path they took: an
 * unknown address skips the write and the email, which the clock would otherwise show. The floor is above
 * the known path's usual time (a few reads, one transaction, one email).
 */
export const ACCOUNT_ANSWER_FLOOR_MS = 300;

/** Waits until `floorMs` have passed since `startedMs` (performance.now()). */
export async function answerNoSoonerThan(
  startedMs: number,
  floorMs = ACCOUNT_ANSWER_FLOOR_MS,
): Promise<void> {
  const left = startedMs + floorMs - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
