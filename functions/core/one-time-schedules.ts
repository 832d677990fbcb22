/**
 * "Do this at time T": one-time schedules (docs/decisions/023-one-time-schedules.md). A schedule is an
 * execution of the job's state machine (infra/workflows/one-time-job.asl.json: wait until T, invoke the
 * job's Lambda) plus a pointer record naming the current execution. Scheduling a name again starts a new
 * execution, points the record at it and stops the old one; cancelling deletes the record and stops the
 * execution. The job runs only when the record still names the execution that fired (runOneTimeJob), so a
 * stale execution that escaped its stop does nothing. The job itself must still check the record it acts
 * on (its status, its version): the schedule says "it is time", not "it is still wanted".
 */
import { randomUUID } from 'node:crypto';
import { StartExecutionCommand, StopExecutionCommand } from '@aws-sdk/client-sfn';
import * as z from 'zod/mini';
import { jobWorkflowName } from '../routes/access.js';
import { sfn } from './aws/sfn.js';
import { now as clockNow } from './clock.js';
import { OneTimeSchedule, type OneTimeScheduleItem } from './db/entities/one-time-schedule.js';
import { deleteItem, isConditionFailure, parseItem, putItem, toStored } from './db/ops.js';
import { documentClient } from './aws/dynamodb.js';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { env, workflowArn } from './env.js';
import { logger } from './logger.js';

/** What a schedule is for, in which tenant, about which record: `publish`, the agency, the project. */
export interface ScheduleName {
  purpose: string;
  tenant: string;
  record: string;
}

/** A Standard workflow runs at most a year; a day's margin keeps the execution inside it. */
export const MAX_DAYS_AHEAD = 364;
/** The furthest a caller schedules: a day inside MAX_DAYS_AHEAD, so that a slow call stays inside it. */
export const HORIZON_MS = (MAX_DAYS_AHEAD - 1) * 86_400_000;
/** How long a pointer record outlives its time when its job never cleared it (then DynamoDB's TTL). */
const POINTER_GRACE_SECONDS = 7 * 24 * 3600;

const PURPOSE = /^[a-z][a-z0-9]{0,23}$/;
const ID = /^[A-Za-z0-9_.:-]{1,100}$/;

/** `publish-<tenant>-<projectId>`: purpose, tenant and record, so that one record has one schedule per purpose. */
export function scheduleName({ purpose, tenant, record }: ScheduleName): string {
  if (!PURPOSE.test(purpose))
    throw new Error(`A schedule's purpose is 1–24 lower-case letters or digits (got "${purpose}")`);
  for (const [part, value] of [
    ['tenant', tenant],
    ['record', record],
  ] as const) {
    if (!ID.test(value))
      throw new Error(`A schedule's ${part} is 1–100 letters, digits, '-', '_', '.' or ':' (got "${value}")`);
  }
  return `${purpose}-${tenant}-${record}`;
}

/**
 * The time a schedule fires: T rounded up to the whole second (Step Functions ignores milliseconds, and a
 * job must never run before its time), as Step Functions' Wait wants it (`2026-01-02T12:00:00Z`). A time
 * already past fires at once; one beyond MAX_DAYS_AHEAD is refused.
 */
export function fireTime(at: Date | string, now: Date = clockNow()): string {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (!Number.isFinite(ms)) throw new Error(`A schedule needs a valid time (got "${String(at)}")`);
  if (ms - now.getTime() > MAX_DAYS_AHEAD * 86_400_000)
    throw new Error(
      `A schedule may be at most ${MAX_DAYS_AHEAD} days ahead (got ${new Date(ms).toISOString()})`,
    );
  return new Date(Math.ceil(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/**
 * Execution names are unique per state machine for 90 days and at most 80 characters: the purpose and a
 * fresh id (the schedule's full name travels in the input).
 */
export function executionName(purpose: string, id: string = randomUUID()): string {
  return `${purpose}-${id}`;
}

/** The pointer, read strongly consistent: a reschedule a moment ago must be seen by the firing job. */
async function currentPointer(tenant: string, name: string): Promise<OneTimeScheduleItem | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: env().TABLE_NAME,
      Key: OneTimeSchedule.key({ tenant, name }),
      ConsistentRead: true,
    }),
  );
  return Item ? parseItem(OneTimeSchedule, Item) : undefined;
}

function stateMachineOf(job: string): string {
  const arn = workflowArn(jobWorkflowName(job));
  if (!arn)
    throw new Error(
      `The one-time job "${job}" has no state machine here: name it in this Lambda's oneTimeJobs (functions/routes/access.ts) and in infra/schedules.ts`,
    );
  return arn;
}

async function stopQuietly(executionArn: string, reason: string): Promise<void> {
  try {
    await sfn.send(new StopExecutionCommand({ executionArn, error: 'Schedule.' + reason }));
  } catch (error) {
    // The pointer no longer names it, so if it still fires its job does nothing.
    logger.warn('One-time schedule: could not stop a superseded execution', { executionArn, error });
  }
}

export interface ScheduleAtInput {
  name: ScheduleName;
  at: Date | string;
  /** A one-time job of infra/schedules.ts that this Lambda declares in its oneTimeJobs */
  job: string;
  /** What the job receives (JSON); the job validates it */
  payload?: Record<string, unknown>;
}

export interface ScheduledJob {
  name: string;
  /** When it fires (whole seconds, UTC) */
  at: string;
  executionArn: string;
}

/**
 * The ARN Step Functions gives an execution of a Standard workflow: the state machine's, with `execution`
 * for `stateMachine`, and the execution's name.
 */
export function executionArnOf(stateMachineArn: string, name: string): string {
  return `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
}

/**
 * Schedules `job` to run once at `at`; a schedule of the same name is replaced. The pointer is written
 * before the execution starts: a time already past fires at once, and the job runs only for the execution
 * the pointer names (runOneTimeJob), so a pointer written after the start could lose that race and the job
 * would never run. If the start fails, the previous pointer is put back.
 */
export async function scheduleAt({ name, at, job, payload = {} }: ScheduleAtInput): Promise<ScheduledJob> {
  return startSchedule({ name, at, job, payload }, stateMachineOf(job));
}

/**
 * When a relay schedule fires for a time `at`: `at` itself within HORIZON_MS, else the horizon, where the
 * job finds its time still ahead and schedules again (scheduleAgain) — decision 023's answer to a date
 * beyond a workflow's year.
 */
export function relayTime(at: Date | string, now: Date = clockNow()): Date {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new Date(Math.min(ms, now.getTime() + HORIZON_MS));
}

/** The state machine of an execution: `…:execution:<machine>:<name>` → `…:stateMachine:<machine>`. */
export function stateMachineOfExecution(executionArn: string): string {
  const cut = executionArn.lastIndexOf(':');
  if (cut < 0 || !executionArn.includes(':execution:'))
    throw new Error(`Not an execution ARN: ${executionArn}`);
  return executionArn.slice(0, cut).replace(':execution:', ':stateMachine:');
}

/**
 * From inside a job (runOneTimeJob): schedules the same job again under the same name, for a time the
 * first firing could not reach (relayTime). A job's Lambda holds no state machine ARN (the machine refers
 * to it), so the machine is the firing execution's; the Lambda declares the job in `relaysOneTimeJobs`
 * (functions/routes/access.ts) for the grant. The pointer then names the new execution, so runOneTimeJob
 * leaves it in place.
 */
export async function scheduleAgain(
  fired: TOneTimeJobEvent,
  { name, at, payload = {} }: Omit<ScheduleAtInput, 'job'>,
): Promise<ScheduledJob> {
  if (scheduleName(name) !== fired.name)
    throw new Error(`A job schedules again only its own schedule (${fired.name}, not ${scheduleName(name)})`);
  return startSchedule(
    { name, at, job: fired.job, payload },
    stateMachineOfExecution(fired.executionArn),
    fired.executionArn,
  );
}

async function startSchedule(
  { name, at, job, payload = {} }: ScheduleAtInput,
  stateMachineArn: string,
  /** The execution that is running this call (scheduleAgain): not stopped under its own feet. */
  running?: string,
): Promise<ScheduledJob> {
  const fullName = scheduleName(name);
  const when = fireTime(at);
  const execution = executionName(name.purpose);
  const pointer = {
    tenant: name.tenant,
    name: fullName,
    job,
    at: when,
    executionArn: executionArnOf(stateMachineArn, execution),
    expiresAt: Math.floor(Date.parse(when) / 1000) + POINTER_GRACE_SECONDS,
  };
  const previous = await currentPointer(name.tenant, fullName);
  await putItem(OneTimeSchedule, pointer);
  let started: string | undefined;
  try {
    ({ executionArn: started } = await sfn.send(
      new StartExecutionCommand({
        stateMachineArn,
        name: execution,
        input: JSON.stringify({ job, tenant: name.tenant, name: fullName, at: when, payload }),
      }),
    ));
  } catch (error) {
    await restorePointer(pointer, previous);
    throw error;
  }
  if (started !== pointer.executionArn)
    throw new Error(
      `One-time schedule: Step Functions named the execution ${started}, not ${pointer.executionArn}`,
    );
  if (previous && previous.executionArn !== pointer.executionArn && previous.executionArn !== running)
    await stopQuietly(previous.executionArn, 'Replaced');
  logger.info('One-time schedule set', { schedule: fullName, job, at: when, executionArn: started });
  return { name: fullName, at: when, executionArn: started };
}

/** Undoes a pointer whose execution did not start, unless another schedule has replaced it meanwhile. */
async function restorePointer(
  written: Pick<OneTimeScheduleItem, 'tenant' | 'name' | 'executionArn'>,
  previous: OneTimeScheduleItem | undefined,
): Promise<void> {
  const ours = {
    ConditionExpression: 'executionArn = :ours',
    ExpressionAttributeValues: { ':ours': written.executionArn },
  };
  try {
    if (previous)
      await documentClient.send(
        new PutCommand({
          TableName: env().TABLE_NAME,
          Item: toStored(OneTimeSchedule, previous).stored,
          ...ours,
        }),
      );
    else
      await documentClient.send(
        new DeleteCommand({
          TableName: env().TABLE_NAME,
          Key: OneTimeSchedule.key({ tenant: written.tenant, name: written.name }),
          ...ours,
        }),
      );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Cancels a schedule; false when there was none (already fired, cancelled, or never set). */
export async function cancelSchedule(name: ScheduleName): Promise<boolean> {
  const previous = await deleteItem(OneTimeSchedule, { tenant: name.tenant, name: scheduleName(name) });
  if (!previous) return false;
  await stopQuietly(previous.executionArn, 'Cancelled');
  return true;
}

/** The schedule of this name, if one is pending. */
export async function findSchedule(name: ScheduleName): Promise<OneTimeScheduleItem | undefined> {
  return currentPointer(name.tenant, scheduleName(name));
}

/** What the job's Lambda receives from the state machine (infra/workflows/one-time-job.asl.json). */
/**
 * The error name the one-time job's state machine retries (infra/workflows/one-time-job.asl.json): a job
 * throws it only when running again is safe and may succeed.
 */
export class RetryableJobError extends Error {
  override name = 'RetryableJobError';
}

export const ZOneTimeJobEvent = z.object({
  job: z.string(),
  tenant: z.string(),
  name: z.string(),
  at: z.string(),
  payload: z.record(z.string(), z.unknown()),
  executionArn: z.string(),
});
export type TOneTimeJobEvent = z.infer<typeof ZOneTimeJobEvent>;

export type OneTimeJobResult<T> = { status: 'ran'; result: T } | { status: 'stale' };

/**
 * Runs a job for the execution that fired, if it is still the schedule's current one; then clears the
 * pointer (only if it still names this execution: a reschedule made meanwhile stays). A retried
 * invocation after a successful run finds no pointer and does nothing.
 */
export async function runOneTimeJob<T>(
  raw: unknown,
  job: (event: TOneTimeJobEvent) => Promise<T>,
): Promise<OneTimeJobResult<T>> {
  const event = ZOneTimeJobEvent.parse(raw);
  const current = await currentPointer(event.tenant, event.name);
  if (current?.executionArn !== event.executionArn) {
    logger.info('One-time schedule: stale execution, nothing to do', {
      schedule: event.name,
      executionArn: event.executionArn,
      current: current?.executionArn,
    });
    return { status: 'stale' };
  }
  const result = await job(event);
  try {
    await documentClient.send(
      new DeleteCommand({
        TableName: env().TABLE_NAME,
        Key: OneTimeSchedule.key({ tenant: event.tenant, name: event.name }),
        ConditionExpression: 'executionArn = :fired',
        ExpressionAttributeValues: { ':fired': event.executionArn },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return { status: 'ran', result };
}
