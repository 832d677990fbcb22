import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { Connection } from '../../functions/core/db/entities/connection.js';
import { getItem } from '../../functions/core/db/ops.js';
import { pushToCustomer } from '../../functions/core/realtime.js';
import { eventually } from '../helpers/api.js';
import { loginAs } from '../helpers/session.js';

function open(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

const nextMessage = (socket: WebSocket) =>
  new Promise<Record<string, string>>((resolve) =>
    socket.once('message', (data) => resolve(JSON.parse(String(data)) as Record<string, string>)),
  );

describe('realtime channel', () => {
  it('binds a connection to the session of its ticket, answers hello, delivers pushes, forgets it on close', async () => {
    const lead = await loginAs('lead@demo.example');
    const ticket = (await lead.call('GET', '/api/v1/realtime/ticket')).json.data.realtimeTicketDTO.values;
    expect(ticket.url).toBe(inject('stackEnv').WS_PUBLIC_URL);
    const socket = await open(`${ticket.url}?ticket=${ticket.ticket}`);

    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ action: 'hello' }));
    const hello = await reply;
    expect(hello.type).toBe('hello');
    const connectionId = hello.connectionId!;
    const stored = await getItem(Connection, { connectionId });
    expect(stored).toMatchObject({
      customerId: lead.info.customer.customerId,
      userId: lead.info.user.userId,
    });

    const pushed = nextMessage(socket);
    expect(
      await pushToCustomer(lead.info.customer.customerId, {
        type: 'userGroupUpdated',
        customerId: lead.info.customer.customerId,
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(await pushed).toEqual({ type: 'userGroupUpdated', customerId: lead.info.customer.customerId });

    socket.close();
    await eventually(async () =>
      (await getItem(Connection, { connectionId })) === undefined ? true : undefined,
    );
  });

  it('refuses a connection without a valid ticket, and a ticket used twice', async () => {
    const url = inject('stackEnv').WS_PUBLIC_URL!;
    await expect(open(url)).rejects.toThrow(/401/);
    await expect(open(`${url}?ticket=forged`)).rejects.toThrow(/401/);
    const lead = await loginAs('lead@demo.example');
    const ticket = (await lead.call('GET', '/api/v1/realtime/ticket')).json.data.realtimeTicketDTO.values;
    (await open(`${ticket.url}?ticket=${ticket.ticket}`)).close();
    await expect(open(`${ticket.url}?ticket=${ticket.ticket}`)).rejects.toThrow(/401/);
  });
});
