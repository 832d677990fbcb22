/** Helpers of the projects integration tests: creating, completing and acting on projects through the API. */
import { DescribeExecutionCommand } from '@aws-sdk/client-sfn';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import type { PermissionId } from '../../shared/domain/permissions.js';
import type { ErrorCode } from '../../shared/errors.js';
import { SYSTEM_ACTOR } from '../../functions/core/audit.js';
import { sfn } from '../../functions/core/aws/sfn.js';
import { PlanTaker } from '../../functions/core/db/entities/plan-taker.js';
import { putItem } from '../../functions/core/db/ops.js';
import { findSchedule, scheduleName, type ScheduleName } from '../../functions/core/one-time-schedules.js';
import { createUser, createUserGroup } from '../../functions/users/user-service.js';
import { eventually } from '../helpers/api.js';
import { advanceClockTo, stackTimeIn } from '../helpers/clock.js';
import { DEMO_PASSWORD, loginAs, type SignedIn, type SupplierSignedIn } from '../helpers/session.js';

export const PROJECTS = '/api/v1/customer/{customerId}/node/{nodeId}/Projects';
export const SETTINGS = '/api/v1/customer/{customerId}/node/{nodeId}/control-panel/project-settings';

export const tag = () => randomUUID().slice(0, 8);
/** The stack's time `seconds` from now, as ISO text (tests/helpers/clock.ts: the stack may be ahead). */
export const inSeconds = (seconds: number) => stackTimeIn(seconds);
export const DAY = 86_400;

/** The view GET, POST and PUT answer with. */
export const viewOf = (res: { json: any }) => res.json.data.projectDTO.values;

let refs: { departmentId: string; divisionId: string; projectLeadId: string } | undefined;
/** A seeded commodity category (infra/local/seed-lists.ts): a project's categories must exist (decision 032). */
let categoryId: string | undefined;

/** The seeded department and division (infra/local/seed-projects.ts), led by the signed-in user. */
export async function loadRefs(as: SignedIn) {
  const res = await as.call('GET', '/api/v1/customer/{customerId}/node/{nodeId}/Departments/All');
  const department = res.json.data.departmentsDTO.values.find((d: any) => d.name === 'Public Works');
  const categories = await as.call('GET', '/api/v1/customer/{customerId}/node/{nodeId}/CommodityCategories');
  categoryId = categories.json.data.listItemsDTO.values[0].id;
  refs = {
    departmentId: department.departmentId,
    divisionId: department.divisions[0].divisionId,
    projectLeadId: as.info.user.userId,
  };
  return refs;
}

export function startBody(overrides: Record<string, unknown> = {}) {
  if (!refs) throw new Error('Call loadRefs first');
  return {
    startMode: 'new',
    name: `Project ${tag()}`,
    type: 'source',
    sourceMethod: 'public',
    ...refs,
    ...overrides,
  };
}

export async function create(as: SignedIn, overrides: Record<string, unknown> = {}) {
  const res = await as.call('POST', PROJECTS, { body: startBody(overrides) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return viewOf(res);
}

export async function read(as: SignedIn, projectId: string) {
  const res = await as.call('GET', `${PROJECTS}?projectId=${projectId}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return viewOf(res);
}

/** Fills every publish-checklist item of a public bid; the publish date as given. */
export async function complete(as: SignedIn, project: any, publishDate: string) {
  const res = await as.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
    body: {
      version: project.version,
      settings: { classification: 'services' },
      details: {
        description: 'Work to be done.',
        categoryIds: [categoryId],
        estimatedTotalValue: '10000.00',
      },
      dates: {
        publishDate,
        closingDate: inSeconds(30 * DAY),
        estimatedAwardDate: inSeconds(40 * DAY),
      },
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const view = viewOf(res);
  expect(view.missingPublishItems).toEqual([]);
  return view.project;
}

/**
 * How far ahead a test puts a closing that it then reaches by moving the stack's clock (advanceClockTo,
 * decision 074): minutes of room for the test's steps on a loaded machine, which the move makes free.
 */
export const CLOSING_AHEAD_SECONDS = 300;

/** What a test does to a project between filling its publish checklist and publishing it. */
export interface BeforePublishing {
  /** Saved on the project first (PUT Projects): its method, its closing… */
  change?: Record<string, unknown> | undefined;
  /** Then run: its invitations… */
  before?: ((projectId: string) => Promise<void>) | undefined;
}

/**
 * A project made ready to publish now: its publish checklist filled with a publish date a little ahead, as a
 * saved publish date must be (publishDateInPast), with room for a slow save; `change` saved and `before` run;
 * then the stack's clock moved to the publish date (decision 074), so the margin costs no waiting. Answers
 * the project at the version to act on.
 */
export async function readyToPublishNow(
  as: SignedIn,
  project: any,
  { change, before }: BeforePublishing = {},
) {
  let ready = await complete(as, project, inSeconds(10));
  if (change) {
    const res = await as.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: { version: ready.version, ...change },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    ready = viewOf(res).project;
  }
  await before?.(project.projectId);
  await advanceClockTo(ready.publishDate);
  return ready;
}

/** A project published now (readyToPublishNow, then Publish). Answers the published project. */
export async function publishNow(as: SignedIn, project: any, steps: BeforePublishing = {}) {
  const res = await act(as, await readyToPublishNow(as, project, steps), 'publish');
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const published = viewOf(res).project;
  expect(published.status).toBe('published');
  return published;
}

/**
 * A schedule's job as its state machine hands it to the job's Lambda when it fires: a test runs the job in
 * its own process with it, without moving the stack's clock to the schedule's time.
 */
export async function firingOf(name: ScheduleName, payload: Record<string, unknown>) {
  const scheduled = await findSchedule(name);
  if (!scheduled) throw new Error(`No schedule ${scheduleName(name)}`);
  return {
    scheduled,
    event: {
      job: scheduled.job,
      tenant: name.tenant,
      name: scheduleName(name),
      at: scheduled.at,
      executionArn: scheduled.executionArn,
      payload,
    },
  };
}

/**
 * Waits until a one-time schedule's execution has finished (SUCCEEDED, ABORTED, …) and answers its status:
 * an ABORTED one can no longer fire, whatever the clock does (decision 023).
 */
export const executionSettled = (executionArn: string) =>
  eventually(async () => {
    const { status } = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    return status === 'RUNNING' ? undefined : status;
  });

export async function act(
  as: SignedIn,
  project: { projectId: string; version: number },
  action: string,
  extra: Record<string, unknown> = {},
  lang?: 'en' | 'fr',
) {
  return as.call('PUT', `${PROJECTS}/status?projectId=${project.projectId}`, {
    body: { action, version: project.version, ...extra },
    ...(lang ? { lang } : {}),
  });
}

/** A supplier company as a plan taker of a bid, as registering interest writes it (decision 048). */
export const takePlans = (customerId: string, projectId: string, s: SupplierSignedIn) =>
  putItem(PlanTaker, {
    customerId,
    projectId,
    vendorId: s.info.vendor.vendorId,
    supplierUserId: s.info.user.supplierUserId,
    companyName: s.info.vendor.companyName,
    contactName: 'Pat Walker',
    email: s.info.user.email,
    registeredAt: stackTimeIn(0),
  });

/** An error answer with the catalogue's status and message in the language asked for. */
export function expectCatalogueError(res: { status: number; json: any }, code: ErrorCode, lang: 'en' | 'fr') {
  expect(res.json?.error?.code, JSON.stringify(res.json)).toBe(code);
  expect(res.status).toBe(ERROR_CATALOGUE[code].status);
  expect(res.json.error.message).toBe(ERROR_CATALOGUE[code][lang]);
}

/**
 * A new member of the lead's agency in a group of its own holding only these permissions, signed in: how a
 * test meets a user who may look but not change (build.view alone, say). The lead may be of any agency
 * (the provider's site administrator: a user of another agency than the demo's).
 */
export async function signInWithRights(
  lead: SignedIn,
  permissionIds: PermissionId[],
  who: { label: string; firstName: string; lastName: string },
): Promise<SignedIn> {
  const customerId = lead.info.customer.customerId;
  const group = await createUserGroup(
    { customerId, name: `${who.label} ${tag()}`, permissionIds },
    SYSTEM_ACTOR,
  );
  const email = `${who.label.toLowerCase().replace(/\s+/g, '-')}-${tag()}@demo.example`;
  await createUser(
    {
      customerId,
      email,
      firstName: who.firstName,
      lastName: who.lastName,
      password: DEMO_PASSWORD,
      groupIds: [group.groupId],
    },
    SYSTEM_ACTOR,
  );
  return loginAs(email, lead.info.customer.domain);
}
