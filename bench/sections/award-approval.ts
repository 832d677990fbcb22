/**
 * The award-approval workflow (issue 11, decision 065) on the local runtime: the time from an approver's
 * click (their POST …/status?status=approve) to the next approver's email in the local mailbox. Between the
 * two: the decision's transaction, SendTaskSuccess to the local Step Functions engine, the execution's
 * next-member task, the waiting task that stores the token, issues the link and emails it.
 */
import { randomUUID } from 'node:crypto';
import { signIn } from '../lib/api-session.js';
import { localStack } from '../lib/stack.js';
import { percentile, round } from '../lib/stats.js';
import type { BenchContext, Section } from '../lib/types.js';
import { demoRefs } from './project-save.js';

const APPROVALS = 5;
const APPROVALS_PATH = '/api/v1/customer/{customerId}/node/{nodeId}/Awards/Approvals';
const LINK = /\/approval\/([\w-]+)\/approver\/([\w-]+)\?uat=([A-Za-z0-9_-]{43})/;

interface Mail {
  destination: { to: string[] };
  body: { text?: string };
}

export async function run(ctx: BenchContext): Promise<Section> {
  const stack = await localStack(ctx);
  const lead = await signIn(stack, 'lead@demo.example');
  const { getItem, putItem } = await import('../../functions/core/db/ops.js');
  const { Project } = await import('../../functions/core/db/entities/project.js');
  const { categoryId: _category, ...refs } = await demoRefs(lead);
  const mailbox = async (): Promise<Mail[]> =>
    ((await (await fetch(`${stack.env.AWS_ENDPOINT_URL_SESV2}/store`)).json()) as { emails: Mail[] }).emails;
  /** Polls the mailbox every 5 ms for an approver link to `email`; the time it was first seen. */
  const linkTo = async (email: string) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const found = (await mailbox()).find((m) => m.destination.to.includes(email));
      const match = found && LINK.exec(found.body.text ?? '');
      if (match)
        return {
          seenAt: performance.now(),
          path: `/api/v1/approvals/${match[1]}/approver/${match[2]}`,
          uat: match[3]!,
        };
      if (Date.now() > deadline) throw new Error(`no approver email to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const ok = async (method: string, path: string, body: unknown, expected = 200) => {
    const res = await lead.call(method, path, body);
    if (res.status !== expected)
      throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.json)}`);
    return res.json.data;
  };

  ctx.log(`award approval: ${APPROVALS} approvals of two approvers, each sent and approved by the first`);
  const delays: number[] = [];
  for (let i = 0; i < APPROVALS; i++) {
    const tag = randomUUID().slice(0, 8);
    const project = await ok(
      'POST',
      '/api/v1/customer/{customerId}/node/{nodeId}/Projects',
      {
        startMode: 'new',
        name: `Bench approval ${tag}`,
        type: 'source',
        sourceMethod: 'public',
        ...refs,
      },
      201,
    );
    const projectId = project.projectDTO.values.project.projectId as string;
    // An approval is created only on a closed project: the close is set in the table, as the close job leaves it.
    const stored = await getItem(Project, { customerId: lead.customerId, projectId });
    await putItem(Project, { ...stored!, status: 'closed' });
    const q = `?projectId=${projectId}`;
    let approval = (
      await ok('POST', `${APPROVALS_PATH}${q}`, { companyName: 'Bench Co.', reportName: 'Bench' }, 201)
    ).awardApprovalDTO.values;
    const one = `${APPROVALS_PATH}/${approval.awardApprovalId as string}`;
    const bytes = Buffer.from('%PDF-1.4\n%%EOF\n');
    const { uploadId, key } = (
      await ok(
        'POST',
        `${one}/Documents/Uploads${q}`,
        { fileName: 'Summary.pdf', size: bytes.length, summaryReport: true },
        201,
      )
    ).uploadDTO.values;
    const part = (await ok('POST', `${one}/Documents/Uploads/Parts${q}`, { uploadId, key, partNumbers: [1] }))
      .signedPartsDTO.values.parts[0];
    const put = await fetch(part.url, { method: 'PUT', body: new Uint8Array(bytes) });
    approval = (
      await ok('POST', `${one}/Documents/Uploads/Complete${q}`, {
        uploadId,
        key,
        parts: [{ partNumber: 1, etag: put.headers.get('etag') }],
        version: approval.version,
      })
    ).awardApprovalDTO.values;
    const [first, second] = [`bench-a-${tag}@approvers.example`, `bench-b-${tag}@approvers.example`];
    for (const email of [first, second])
      approval = (
        await ok('POST', `${one}/Workflow${q}`, {
          role: 'approver',
          fullName: email,
          title: '',
          email,
          version: approval.version,
        })
      ).awardApprovalDTO.values;
    await ok('POST', `${one}/Send${q}`, { version: approval.version });
    const link = await linkTo(first);
    const clickedAt = performance.now();
    const click = await fetch(`${stack.url}${link.path}/status?uat=${link.uat}&status=approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: '{}',
    });
    if (click.status !== 200) throw new Error(`the approval answered ${click.status}`);
    const next = await linkTo(second);
    delays.push(next.seenAt - clickedAt);
  }

  return {
    id: 'award-approval',
    title: 'Award approval workflow',
    method: `${APPROVALS} award approvals of two approvers built and sent through the API as the demo lead on the local runtime (the Step Functions stand-in runs infra/workflows/award-approval.asl.json; its task Lambda in-process); the first approver approves from the emailed link, and the figure is the time from that POST to the second approver's email being in the local mailbox (polled every 5 ms). The first includes the approver and task modules' first load.`,
    rows: [
      {
        name: "approver's click to the next approver's email p50",
        figure: { value: round(percentile(delays, 50)), unit: 'ms' },
        goal: { kind: 'max', max: 1000 },
      },
      {
        name: "approver's click to the next approver's email max",
        figure: { value: round(Math.max(...delays)), unit: 'ms' },
        goal: { kind: 'max', max: 2000 },
        note: `each in ms: ${delays.map((d) => round(d)).join(', ')}`,
      },
    ],
  };
}
