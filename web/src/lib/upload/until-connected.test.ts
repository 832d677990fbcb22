import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import {
  connectionEvents,
  isConnectionFailure,
  RECONNECT_DELAYS_MS,
  untilConnected,
  waitForConnection,
} from './until-connected';

const network = () =>
  new ApiError({ code: 'network', status: 0, message: 'The server could not be reached.' });
/** Uppy's part PUT whose XMLHttpRequest got no answer. */
const xhrFailure = () => Object.assign(new Error('Unknown error'), { source: { status: 0 } });

describe('isConnectionFailure', () => {
  it.each([
    ['the API client could not reach the server', network(), true],
    ['a part PUT got no answer', xhrFailure(), true],
    [
      'the server refused (bid closed)',
      new ApiError({ code: 'submissionClosed', status: 409, message: 'Closed' }),
      false,
    ],
    ['a server error answered', new ApiError({ code: 'unknown', status: 500, message: 'Error' }), false],
    ['S3 answered a part with 403', Object.assign(new Error('Non 2xx'), { source: { status: 403 } }), false],
    [
      'a pause or cancel',
      Object.assign(new DOMException('paused', 'AbortError'), { source: { status: 0 } }),
      false,
    ],
    ['anything else', new TypeError('boom'), false],
    ['not an error', undefined, false],
  ])('%s: %s', (_label, error, expected) => {
    expect(isConnectionFailure(error)).toBe(expected);
  });
});

describe('untilConnected', () => {
  it('says it waits for the connection, and that an answer came back, so the screen can say so', async () => {
    const heard: string[] = [];
    const listen = (event: Event) => heard.push(event.type);
    connectionEvents.addEventListener('waiting', listen);
    connectionEvents.addEventListener('answered', listen);
    try {
      const attempt = vi
        .fn<() => Promise<string>>()
        .mockRejectedValueOnce(network())
        .mockRejectedValueOnce(network())
        .mockResolvedValue('done');
      expect(await untilConnected(attempt, undefined, async () => undefined)).toBe('done');
      expect(heard).toEqual(['waiting', 'waiting', 'answered']);
      // A call that answers at once says nothing.
      heard.length = 0;
      await untilConnected(
        async () => 'at once',
        undefined,
        async () => undefined,
      );
      expect(heard).toEqual([]);
    } finally {
      connectionEvents.removeEventListener('waiting', listen);
      connectionEvents.removeEventListener('answered', listen);
    }
  });

  it('tries again after each failure without an answer, with growing waits, until it answers', async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(network())
      .mockRejectedValueOnce(xhrFailure())
      .mockRejectedValueOnce(network())
      .mockResolvedValue('url-3');
    const waits: number[] = [];
    const wait = async (delayMs: number) => {
      waits.push(delayMs);
    };
    expect(await untilConnected(attempt, undefined, wait)).toBe('url-3');
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(waits).toEqual(RECONNECT_DELAYS_MS.slice(0, 3));
  });

  it('keeps to the longest wait however long the connection stays down', async () => {
    const attempt = vi.fn<() => Promise<string>>();
    for (let i = 0; i < 8; i++) attempt.mockRejectedValueOnce(network());
    attempt.mockResolvedValue('back');
    const waits: number[] = [];
    expect(await untilConnected(attempt, undefined, async (delayMs) => void waits.push(delayMs))).toBe(
      'back',
    );
    expect(waits.slice(-3)).toEqual([15_000, 15_000, 15_000]);
  });

  it('fails at once on an answer that refuses', async () => {
    const refusal = new ApiError({ code: 'submissionClosed', status: 409, message: 'Closed' });
    const wait = vi.fn(async () => undefined);
    await expect(untilConnected(() => Promise.reject(refusal), undefined, wait)).rejects.toBe(refusal);
    expect(wait).not.toHaveBeenCalled();
  });

  it('stops waiting when the part is paused or cancelled', async () => {
    const paused = new AbortController();
    const attempt = vi.fn(() => Promise.reject(network()));
    const waiting = untilConnected(attempt, paused.signal, (delayMs, signal) => {
      const wait = waitForConnection(delayMs, signal);
      paused.abort(new DOMException('paused', 'AbortError'));
      return wait;
    });
    await expect(waiting).rejects.toThrow('paused');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('waitForConnection', () => {
  it('resolves after the delay', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const waiting = waitForConnection(2_000).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(1_999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves at once when the browser says it is back online', async () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    try {
      const waiting = waitForConnection(60_000);
      target.dispatchEvent(new Event('online'));
      await expect(waiting).resolves.toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('rejects with the reason when already aborted', async () => {
    const cancelled = new AbortController();
    cancelled.abort(new Error('cancelled'));
    await expect(waitForConnection(60_000, cancelled.signal)).rejects.toThrow('cancelled');
  });
});
