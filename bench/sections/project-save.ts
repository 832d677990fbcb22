/**
 * Saving a project, and scheduled publication (issue 7): PUT Projects through the local API as the demo
 * lead, each save at the version the last one answered; and the delay from a project's publish date to its
 * status change, read from the records (the publish job's audit event), never from the bench's own clock.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { signIn, type BenchSession } from '../lib/api-session.js';
import { localStack } from '../lib/stack.js';
import { percentile, round } from '../lib/stats.js';
import type { BenchContext, Section } from '../lib/types.js';

const PROJECTS = '/api/v1/customer/{customerId}/node/{nodeId}/Projects';
const WARM_UP = 20;
const SAVES = 300;
const PUBLICATIONS = 5;
const DAY_MS = 86_400_000;

const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

export async function run(ctx: BenchContext): Promise<Section> {
  const stack = await localStack(ctx);
  const { documentClient } = await import('../../functions/core/aws/dynamodb.js');
  const { env } = await import('../../functions/core/env.js');
  const { AuditEvent, auditOfEntity } = await import('../../functions/core/db/entities/audit-event.js');
  const { queryAll } = await import('../../functions/core/db/ops.js');
  const lead = await signIn(stack, 'lead@demo.example');
  const { categoryId, ...refs } = await demoRefs(lead);

  const create = async (name: string) => {
    const res = await lead.call('POST', PROJECTS, {
      startMode: 'new',
      name,
      type: 'source',
      sourceMethod: 'public',
      ...refs,
    });
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.json)}`);
    return res.json.data.projectDTO.values.project as { projectId: string; version: number };
  };
  const save = async (project: { projectId: string; version: number }, body: Record<string, unknown>) => {
    const res = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      version: project.version,
      ...body,
    });
    if (res.status !== 200) throw new Error(`save answered ${res.status}: ${JSON.stringify(res.json)}`);
    return res.json.data.projectDTO.values as {
      project: { projectId: string; version: number; status: string };
      missingPublishItems: unknown[];
    };
  };

  // Saves: a Build section each time (settings, details, dates in turn), as the screens save them.
  let project = await create(`Bench save ${randomUUID().slice(0, 8)}`);
  const sectionBody = (i: number) =>
    i % 3 === 0
      ? { settings: { name: `Bench save ${i}` } }
      : i % 3 === 1
        ? { details: { description: `Described ${i} times.` } }
        : { dates: { estimatedAwardDate: at(40 * DAY_MS + i * 60_000) } };
  ctx.log(`project save: ${WARM_UP} warm-up saves, then ${SAVES} measured, one at a time`);
  const latencies: number[] = [];
  for (let i = 0; i < WARM_UP + SAVES; i += 1) {
    const started = performance.now();
    project = (await save(project, sectionBody(i))).project;
    if (i >= WARM_UP) latencies.push(performance.now() - started);
  }
  // The floor: what a save must do at least, straight through the SDK: read the item, then write it with
  // its search row, the agency's search generation and the audit event in one transaction.
  const table = env().TABLE_NAME;
  const floors: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const key = `bench#save#${randomUUID()}`;
    const started = performance.now();
    await documentClient.send(new GetCommand({ TableName: table, Key: { pk: key, sk: key } }));
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: ['project', 'row', 'generation', 'audit'].map((sk) => ({
          Put: { TableName: table, Item: { pk: key, sk, version: i, name: `Bench save ${i}` } },
        })),
      }),
    );
    floors.push(performance.now() - started);
  }

  // Scheduled publication: each project is published "at" a time a few seconds ahead.
  ctx.log(`scheduled publication: ${PUBLICATIONS} projects, each published a few seconds ahead`);
  const delays: number[] = [];
  for (let i = 0; i < PUBLICATIONS; i += 1) {
    const created = await create(`Bench publish ${randomUUID().slice(0, 8)}`);
    const publishDate = at(3_000);
    const ready = await save(created, {
      settings: { classification: 'services' },
      details: {
        description: 'Work to be done.',
        categoryIds: [categoryId],
        estimatedTotalValue: '10000.00',
      },
      dates: { publishDate, closingDate: at(30 * DAY_MS), estimatedAwardDate: at(40 * DAY_MS) },
    });
    if (ready.missingPublishItems.length > 0)
      throw new Error(`publish checklist not empty: ${JSON.stringify(ready.missingPublishItems)}`);
    const acted = await lead.call('PUT', `${PROJECTS}/status?projectId=${created.projectId}`, {
      action: 'publish',
      version: ready.project.version,
    });
    if (acted.status !== 200)
      throw new Error(`publish answered ${acted.status}: ${JSON.stringify(acted.json)}`);
    const due = await waitFor(
      async () => {
        const events = await queryAll(
          AuditEvent,
          auditOfEntity(lead.customerId, 'project', created.projectId),
        );
        return events.find((e) => e.action === 'publishDue');
      },
      Date.parse(publishDate) + 30_000,
    );
    delays.push(Date.parse(due.at) - Date.parse(publishDate));
  }

  return {
    id: 'project-save',
    title: 'Project save and scheduled publication',
    method:
      `${SAVES} PUT Projects saves one after another (after ${WARM_UP} warm-up saves) as the demo lead, each saving ` +
      'one Build section at the version the previous save answered; the floor is a GetItem and a four-item ' +
      `TransactWrite through the SDK. Then ${PUBLICATIONS} projects are completed and published with a publish date ` +
      "3 s ahead; the delay is the publish job's audit event time minus the publish date (both recorded by the product).",
    rows: [
      {
        name: 'PUT Projects (save): p50 latency',
        figure: { value: round(percentile(latencies, 50)), unit: 'ms' },
        floor: { value: round(percentile(floors, 50)), unit: 'ms' },
        floorLabel: 'GetItem + TransactWrite',
        goal: { kind: 'none' },
      },
      {
        name: 'PUT Projects (save): p99 latency',
        figure: { value: round(percentile(latencies, 99)), unit: 'ms' },
        floor: { value: round(percentile(floors, 99)), unit: 'ms' },
        floorLabel: 'GetItem + TransactWrite',
        goal: { kind: 'none' },
      },
      {
        name: 'scheduled publication: delay from the publish date to Published (max)',
        figure: { value: Math.max(...delays), unit: 'ms' },
        goal: { kind: 'max', max: 1_000 },
        note: `${PUBLICATIONS} projects; each delay in ms: ${delays.join(', ')}`,
      },
    ],
  };
}

export async function demoRefs(lead: BenchSession) {
  const res = await lead.call('GET', '/api/v1/customer/{customerId}/node/{nodeId}/Departments/All');
  const departments = res.json.data.departmentsDTO.values as {
    name: string;
    departmentId: string;
    divisions: { divisionId: string }[];
  }[];
  const department = departments.find((d) => d.divisions.length > 0);
  if (!department) throw new Error('the demo agency has no department with a division');
  // A project's categories must exist in the agency's list (the demo seed has some).
  const categories = await lead.call(
    'GET',
    '/api/v1/customer/{customerId}/node/{nodeId}/CommodityCategories',
  );
  const categoryId = (categories.json.data.listItemsDTO.values as { id: string }[])[0]?.id;
  if (!categoryId) throw new Error('the demo agency has no commodity category');
  return {
    categoryId,
    departmentId: department.departmentId,
    divisionId: department.divisions[0]!.divisionId,
    projectLeadId: lead.userId,
  };
}

/** Polls until the check answers something, or fails past the deadline (a missed row, never a guess). */
async function waitFor<T>(check: () => Promise<T | undefined>, deadline: number): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('the scheduled publication did not happen');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
