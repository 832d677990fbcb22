import { inject, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Connection } from '../../functions/core/db/entities/connection.js';
import { eventually } from '../helpers/api.js';

function wsUrl(): string {
  const env = inject('stackEnv');
  return (env.WS_MANAGEMENT_ENDPOINT ?? '').replace(/^http/, 'ws');
}

describe('realtime channel', () => {
  it('records a connection, answers hello, and forgets the connection on close', async () => {
    const socket = new WebSocket(wsUrl());
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const reply = new Promise<Record<string, string>>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(String(data)) as Record<string, string>)),
    );
    socket.send(JSON.stringify({ action: 'hello' }));
    const hello = await reply;
    expect(hello.type).toBe('hello');
    const connectionId = hello.connectionId!;
    expect((await Connection.get({ connectionId }).go()).data?.connectionId).toBe(connectionId);

    socket.close();
    await eventually(async () =>
      (await Connection.get({ connectionId }).go()).data === null ? true : undefined,
    );
  });
});
