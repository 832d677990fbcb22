/**
 * A dropped connection pauses an upload instead of failing it (decision 062). Uppy gives a part's signing
 * call four tries over about nine seconds and then fails the whole file, and a failed file's multipart
 * upload is aborted: the parts S3 already holds are thrown away and the supplier starts again from zero.
 * Here a call that got no answer at all (no server refused it) is tried again once the browser says it is
 * back online, or after a growing delay when it never said it was offline, until it gets an answer or the
 * user pauses or cancels. A server's refusal still fails at once.
 */
import { isApiError } from '../api-client';

/** The waits between tries while no answer comes: short at first (a blip), then every fifteen seconds. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;

/**
 * True when the failure is the missing connection itself: our API client's `network` error, or Uppy's
 * part PUT whose XMLHttpRequest ended without an HTTP status.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (isApiError(error)) return error.code === 'network' && error.status === 0;
  const source = (error as { source?: { status?: unknown } } | null | undefined)?.source;
  return error instanceof Error && error.name !== 'AbortError' && source?.status === 0;
}

/** Resolves after `delayMs`, or as soon as the browser says it is back online; rejects when aborted. */
export function waitForConnection(delayMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const target = typeof window === 'undefined' ? undefined : window;
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      target?.removeEventListener('online', onOnline);
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onOnline = () => finish(resolve);
    const onAbort = () => finish(() => reject(signal?.reason));
    const timer = setTimeout(onOnline, delayMs);
    target?.addEventListener('online', onOnline);
    signal?.addEventListener('abort', onAbort);
    if (signal?.aborted) onAbort();
  });
}

/**
 * Tells the screens that an upload call is waiting for the connection (`waiting`), and that one got an
 * answer again (`answered`): the progress shows "connection lost" meanwhile instead of a bar that stopped.
 */
export const connectionEvents = new EventTarget();

/** Runs `attempt` until it answers, waiting for the connection after each failure that had no answer. */
export async function untilConnected<T>(
  attempt: () => Promise<T>,
  signal?: AbortSignal,
  wait: (delayMs: number, signal?: AbortSignal) => Promise<void> = waitForConnection,
): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      const answer = await attempt();
      if (tries > 0) connectionEvents.dispatchEvent(new Event('answered'));
      return answer;
    } catch (error) {
      if (!isConnectionFailure(error) || signal?.aborted) throw error;
      connectionEvents.dispatchEvent(new Event('waiting'));
      await wait(RECONNECT_DELAYS_MS[Math.min(tries, RECONNECT_DELAYS_MS.length - 1)]!, signal);
    }
  }
}
