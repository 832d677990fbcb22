/**
 * The award-approval workflow across a restart of the local runtime (issue 11, decision 065).
 */
import { DescribeExecutionCommand, SFNClient } from '@aws-sdk/client-sfn';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../infra/local/ports.js';
import type { LocalStack } from '../../infra/local/stack.js';
import { eventually } from '../helpers/api.js';
import { restoreProcessEnv, startTestStack } from '../support/local-stack-harness.js';

/**
 * A restart of the local runtime in the middle of an approval: the seeded demo approval waits on its first
 * approver (the seed sent it); the stack stops and a new one starts on the same data; the approver acts from
 * the emailed link, and the resumed execution emails the next member, whose approval completes it.
 * A file of its own, like one-time-schedules-restart: the product's SDK clients are made once per file's
 * process, on the first stack's endpoints (the second keeps its ports), never on another test's stack.
 */
describe('an approval across a restart of the local runtime', () => {
  const cleanups: (() => Promise<void>)[] = [];
  const savedEnv = { ...process.env };
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    restoreProcessEnv(savedEnv);
  });

  async function startOn(dataDir: string, port?: number, seed = false): Promise<LocalStack> {
    for (let attempt = 0; ; attempt += 1) {
      const base = port ?? (await findFreePort());
      try {
        return (await startTestStack({ dataDir, port: base, inMemory: false, seed })).stack;
      } catch (error) {
        if (port !== undefined || attempt >= 5 || !/port/i.test(String(error))) throw error;
      }
    }
  }

  const emails = async (stack: LocalStack) => {
    const res = await fetch(`${stack.env.AWS_ENDPOINT_URL_SESV2}/store`);
    return ((await res.json()) as { emails: { destination: { to: string[] }; body: { text?: string } }[] })
      .emails;
  };
  const linkIn = (text: string | undefined) => {
    const match = /\/approval\/([\w-]+)\/approver\/([\w-]+)\?uat=([A-Za-z0-9_-]{43})/.exec(text ?? '');
    if (!match) throw new Error(`No approver link in: ${text}`);
    return { awardApprovalId: match[1]!, awardApprovalWorkflowId: match[2]!, uat: match[3]! };
  };
  const call = async (stack: LocalStack, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${stack.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  };

  it('keeps the waiting approval, and the decision after the restart moves the workflow on', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tenderbox-approval-restart-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await startOn(dataDir, undefined, true);
    cleanups.push(() => first.stop());
    // The seed returns once the workflow's task recorded Email Sent; its email follows that write.
    const dana = await eventually(
      async () => (await emails(first)).find((e) => e.destination.to.includes('dana.whitfield@demo.example')),
      150,
      100,
    );
    const link = linkIn(dana.body.text);
    const path = `/api/v1/approvals/${link.awardApprovalId}/approver/${link.awardApprovalWorkflowId}`;
    expect((await call(first, 'GET', `${path}?uat=${link.uat}`)).json.data.approverAwardDTO.values.mode).toBe(
      'act',
    );
    await first.stop();

    const second = await startOn(dataDir, first.ports.http);
    cleanups.push(() => second.stop());
    const approved = await call(second, 'POST', `${path}/status?uat=${link.uat}&status=approve`, {});
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    // The resumed execution takes the decision and emails the reviewer.
    const rowan = await eventually(
      async () => (await emails(second)).find((e) => e.destination.to.includes('rowan.hale@demo.example')),
      300,
      100,
    );
    const next = linkIn(rowan.body.text);
    const nextPath = `/api/v1/approvals/${next.awardApprovalId}/approver/${next.awardApprovalWorkflowId}`;
    const done = await call(second, 'POST', `${nextPath}/status?uat=${next.uat}&status=approve`, {});
    expect(done.status, JSON.stringify(done.json)).toBe(200);

    // The execution ended Approved, in the second stack's engine.
    const sfn = new SFNClient({ endpoint: second.env.AWS_ENDPOINT_URL_SFN, region: second.env.AWS_REGION });
    const stateMachineArn = second.env.AWARD_APPROVAL_STATE_MACHINE_ARN!;
    const executionArn = `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${link.awardApprovalId}-r1`;
    const status = await eventually(async () => {
      const described = await sfn.send(new DescribeExecutionCommand({ executionArn }));
      return described.status === 'RUNNING' ? undefined : described.status;
    });
    expect(status).toBe('SUCCEEDED');
  });
});
