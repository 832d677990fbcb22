import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, connectRealtime, parseRealtimeEvent } from './realtime';

describe('realtime', () => {
  it('backs off 1, 2, 4 ... 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(backoffDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('reads server events and ignores anything else', () => {
    expect(parseRealtimeEvent('{"type":"userGroupUpdated","customerId":"c1"}')).toEqual({
      type: 'userGroupUpdated',
      customerId: 'c1',
    });
    expect(parseRealtimeEvent('nope')).toBeNull();
    expect(parseRealtimeEvent('{"x":1}')).toBeNull();
    expect(parseRealtimeEvent(42)).toBeNull();
  });

  it('connects with the ticket, says hello, passes events on and reconnects after a close', async () => {
    vi.useFakeTimers();
    try {
      const sockets: FakeSocket[] = [];
      class FakeSocket {
        sent: string[] = [];
        onopen: (() => void) | null = null;
        onmessage: ((m: { data: unknown }) => void) | null = null;
        onerror: (() => void) | null = null;
        onclose: (() => void) | null = null;
        constructor(public url: string) {
          sockets.push(this);
        }
        send(data: string) {
          this.sent.push(data);
        }
        close() {}
      }
      const events: unknown[] = [];
      let tickets = 0;
      const stop = connectRealtime({
        getTicket: async () => ({ url: 'ws://x/ws', ticket: `t${++tickets}` }),
        onEvent: (e) => events.push(e),
        log: () => {},
        createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(sockets.map((s) => s.url)).toEqual(['ws://x/ws?ticket=t1']);
      sockets[0]!.onopen?.();
      expect(sockets[0]!.sent).toEqual(['{"action":"hello"}']);
      sockets[0]!.onmessage?.({ data: '{"type":"userGroupUpdated"}' });
      expect(events).toEqual([{ type: 'userGroupUpdated' }]);
      sockets[0]!.onclose?.();
      await vi.advanceTimersByTimeAsync(999);
      expect(sockets).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets.map((s) => s.url)).toEqual(['ws://x/ws?ticket=t1', 'ws://x/ws?ticket=t2']);
      stop();
      sockets[1]!.onclose?.();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(sockets).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
