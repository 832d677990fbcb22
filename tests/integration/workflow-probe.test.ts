import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { ListExecutionsCommand, SFNClient } from '@aws-sdk/client-sfn';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, eventually } from '../helpers/api.js';
import { loginAs, type SignedIn } from '../helpers/session.js';

/** The probe starts real executions: only a site administrator may call it. */
let admin: SignedIn;
beforeAll(async () => {
  admin = await loginAs('siteadmin@tenderbox.example', 'tenderbox');
});

async function waitForStatus(probeId: string, status: string) {
  return eventually(async () => {
    const res = await admin.call('GET', `/api/v1/system/workflow-probe/${probeId}`);
    const probe = res.json.data?.workflowProbeDTO.values;
    return probe?.status === status ? probe : undefined;
  });
}

describe('workflow probe (Step Functions with a task-token callback)', () => {
  it('waits on its token, then finishes with the decision sent through the API', async () => {
    const started = await admin.call('POST', '/api/v1/system/workflow-probe', {
      body: { note: 'prove the path' },
    });
    expect(started.status).toBe(202);
    const { probeId } = started.json.data.workflowProbeDTO.values;

    const waiting = await waitForStatus(probeId, 'waiting');
    expect(waiting.executionArn).toContain(':execution:workflow-probe:');
    expect(waiting).not.toHaveProperty('taskToken');

    const decided = await admin.call('POST', `/api/v1/system/workflow-probe/${probeId}/decision`, {
      body: { decision: 'declined', comments: 'not this time' },
    });
    expect(decided.status).toBe(202);

    const done = await waitForStatus(probeId, 'declined');
    expect(done).toMatchObject({ decision: 'declined', comments: 'not this time', note: 'prove the path' });
  });

  it('refuses a second decision once the first was taken (409)', async () => {
    const started = await admin.call('POST', '/api/v1/system/workflow-probe', { body: { note: 'twice' } });
    const { probeId } = started.json.data.workflowProbeDTO.values;
    await waitForStatus(probeId, 'waiting');
    const first = await admin.call('POST', `/api/v1/system/workflow-probe/${probeId}/decision`, {
      body: { decision: 'approved' },
    });
    expect(first.status).toBe(202);
    const second = await admin.call('POST', `/api/v1/system/workflow-probe/${probeId}/decision`, {
      body: { decision: 'declined' },
    });
    expect(second.status).toBe(409);
    expect(second.json.error.code).toBe('workflowNotWaiting');
    expect((await waitForStatus(probeId, 'approved')).decision).toBe('approved');
  });

  it('answers 404 for an unknown probe and 400 for a bad decision', async () => {
    expect((await admin.call('GET', '/api/v1/system/workflow-probe/unknown-probe')).status).toBe(404);
    const bad = await admin.call('POST', '/api/v1/system/workflow-probe/x/decision', {
      body: { decision: 'maybe' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields[0]).toMatchObject({ field: 'body.decision', code: 'invalidValue' });
  });
});

describe('who may call the workflow probe', () => {
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const region = 'ca-central-1';

  async function executionCount(): Promise<number> {
    const env = inject('stackEnv');
    const sfn = new SFNClient({ endpoint: env.AWS_ENDPOINT_URL_SFN, region, credentials });
    try {
      const listed = await sfn.send(
        new ListExecutionsCommand({
          stateMachineArn: env.WORKFLOW_PROBE_STATE_MACHINE_ARN!,
          maxResults: 1000,
        }),
      );
      return listed.executions?.length ?? 0;
    } finally {
      sfn.destroy();
    }
  }

  /** Probe records carrying this note, read straight from the table. */
  async function probeRecords(note: string): Promise<number> {
    const env = inject('stackEnv');
    const db = new DynamoDBClient({ endpoint: env.AWS_ENDPOINT_URL_DYNAMODB, region, credentials });
    try {
      const scanned = await db.send(
        new ScanCommand({
          TableName: env.TABLE_NAME,
          FilterExpression: '#note = :note',
          ExpressionAttributeNames: { '#note': 'note' },
          ExpressionAttributeValues: { ':note': { S: note } },
        }),
      );
      return scanned.Count ?? 0;
    } finally {
      db.destroy();
    }
  }

  it('refuses an anonymous start (401) and a signed-in non-administrator (403): nothing starts', async () => {
    const note = `anonymous ${randomUUID()}`;
    const before = await executionCount();
    const origin = inject('apiUrl');

    const anonymous = await api('POST', '/api/v1/system/workflow-probe', {
      body: { note },
      headers: { origin },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.code).toBe('unauthorized');

    const lead = await loginAs('lead@demo.example');
    const notAdmin = await lead.call('POST', '/api/v1/system/workflow-probe', { body: { note } });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.json.error.code).toBe('forbidden');

    expect(await executionCount()).toBe(before);
    expect(await probeRecords(note)).toBe(0);
  });

  it('refuses anonymous reads and decisions too', async () => {
    const started = await admin.call('POST', '/api/v1/system/workflow-probe', { body: { note: 'guarded' } });
    const { probeId } = started.json.data.workflowProbeDTO.values;
    await waitForStatus(probeId, 'waiting');
    const origin = inject('apiUrl');
    expect((await api('GET', `/api/v1/system/workflow-probe/${probeId}`)).status).toBe(401);
    const decided = await api('POST', `/api/v1/system/workflow-probe/${probeId}/decision`, {
      body: { decision: 'approved' },
      headers: { origin },
    });
    expect(decided.status).toBe(401);
    expect((await waitForStatus(probeId, 'waiting')).decision).toBeUndefined();
    await admin.call('POST', `/api/v1/system/workflow-probe/${probeId}/decision`, {
      body: { decision: 'declined' },
    });
    await waitForStatus(probeId, 'declined');
  });
});
