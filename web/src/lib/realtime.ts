/**
 * The realtime channel (docs/product/suppliers-and-accounts.md#the-realtime-channel): a ticket from GET
 * /api/v1/realtime/ticket, a WebSocket to `${url}?ticket=${ticket}`, `{"action":"hello"}` once open, server
 * events to the caller, and reconnection with a growing delay. A failure to connect is only logged.
 */
export interface RealtimeEvent {
  type: string;
  [key: string]: unknown;
}

export interface RealtimeOptions {
  getTicket: () => Promise<{ url: string; ticket: string }>;
  onEvent: (event: RealtimeEvent) => void;
  log?: (message: string, detail?: unknown) => void;
  createSocket?: (url: string) => WebSocket;
}

/** 1 s, 2 s, 4 s ... up to 30 s between attempts. */
export function backoffDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}

export function parseRealtimeEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string') {
      return value as RealtimeEvent;
    }
  } catch {
    // not JSON: ignored
  }
  return null;
}

export function connectRealtime(options: RealtimeOptions): () => void {
  const log = options.log ?? ((message: string, detail?: unknown) => console.info(message, detail ?? ''));
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  let stopped = false;
  let attempt = 0;
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (stopped) return;
    const delay = backoffDelay(attempt);
    attempt += 1;
    timer = setTimeout(() => void open(), delay);
  };

  const open = async () => {
    if (stopped) return;
    let ticket: { url: string; ticket: string };
    try {
      ticket = await options.getTicket();
    } catch (error) {
      log('realtime: no ticket', error);
      retry();
      return;
    }
    if (stopped) return;
    try {
      socket = createSocket(`${ticket.url}?ticket=${encodeURIComponent(ticket.ticket)}`);
    } catch (error) {
      log('realtime: could not connect', error);
      retry();
      return;
    }
    socket.onopen = () => {
      attempt = 0;
      socket?.send(JSON.stringify({ action: 'hello' }));
    };
    socket.onmessage = (message: MessageEvent) => {
      const event = parseRealtimeEvent(message.data);
      if (event) options.onEvent(event);
    };
    socket.onerror = () => log('realtime: connection error');
    socket.onclose = () => {
      socket = undefined;
      retry();
    };
  };

  void open();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  };
}
