import { describe, expect, it } from 'vitest';
import { api, eventually } from '../helpers/api.js';

async function waitForStatus(probeId: string, status: string) {
  return eventually(async () => {
    const res = await api('GET', `/api/v1/system/workflow-probe/${probeId}`);
    const probe = res.json.data?.workflowProbeDTO.values;
    return probe?.status === status ? probe : undefined;
  });
}

describe('workflow probe (Step Functions with a task-token callback)', () => {
  it('waits on its token, then finishes with the decision sent through the API', async () => {
    const started = await api('POST', '/api/v1/system/workflow-probe', { body: { note: 'prove the path' } });
    expect(started.status).toBe(202);
    const { probeId } = started.json.data.workflowProbeDTO.values;

    const waiting = await waitForStatus(probeId, 'waiting');
    expect(waiting.executionArn).toContain(':execution:workflow-probe:');
    expect(waiting).not.toHaveProperty('taskToken');

    const decided = await api('POST', `/api/v1/system/workflow-probe/${probeId}/decision`, {
      body: { decision: 'declined', comments: 'not this time' },
    });
    expect(decided.status).toBe(202);

    const done = await waitForStatus(probeId, 'declined');
    expect(done).toMatchObject({ decision: 'declined', comments: 'not this time', note: 'prove the path' });
  });

  it('refuses a second decision once the first was taken (409)', async () => {
    const started = await api('POST', '/api/v1/system/workflow-probe', { body: { note: 'twice' } });
    const { probeId } = started.json.data.workflowProbeDTO.values;
    await waitForStatus(probeId, 'waiting');
    const first = await api('POST', `/api/v1/system/workflow-probe/${probeId}/decision`, {
      body: { decision: 'approved' },
    });
    expect(first.status).toBe(202);
    const second = await api('POST', `/api/v1/system/workflow-probe/${probeId}/decision`, {
      body: { decision: 'declined' },
    });
    expect(second.status).toBe(409);
    expect(second.json.error.code).toBe('workflowNotWaiting');
    expect((await waitForStatus(probeId, 'approved')).decision).toBe('approved');
  });

  it('answers 404 for an unknown probe and 400 for a bad decision', async () => {
    expect((await api('GET', '/api/v1/system/workflow-probe/unknown-probe')).status).toBe(404);
    const bad = await api('POST', '/api/v1/system/workflow-probe/x/decision', {
      body: { decision: 'maybe' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields[0]).toMatchObject({ field: 'body.decision', code: 'invalidValue' });
  });
});
