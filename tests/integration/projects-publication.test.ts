/**
 * Scheduled publication (decision 025): publishing a project whose publish date is ahead makes it
 * Scheduled to Publish and schedules the publish-project job (functions/projects/publish-job.ts), which
 * publishes it at that time; a new publish date cancels the schedule. The assertions compare recorded
 * times (the audit event, the project's updatedAt) with the publish date, never the test's duration; the
 * test moves the stack's clock to the publish date (decision 074) instead of waiting for it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import { queryAll } from '../../functions/core/db/ops.js';
import { findSchedule, MAX_DAYS_AHEAD } from '../../functions/core/one-time-schedules.js';
import { publicationSchedule } from '../../functions/projects/publication-schedule.js';
import { eventually } from '../helpers/api.js';
import { advanceClockTo, stackNow } from '../helpers/clock.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import {
  act,
  complete,
  create,
  DAY,
  firingOf,
  executionSettled,
  inSeconds,
  loadRefs,
  PROJECTS,
  read,
  viewOf,
} from './projects-support.js';

let lead: SignedIn;

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  await loadRefs(lead);
});

describe('scheduled publication', () => {
  it('publishes at the publish date, not before, once, by the scheduler', async () => {
    const { project } = await create(lead);
    const publishDate = inSeconds(60);
    const ready = await complete(lead, project, publishDate);
    const scheduled = await act(lead, ready, 'publish');
    expect(scheduled.status, JSON.stringify(scheduled.json)).toBe(200);
    expect(viewOf(scheduled).project).toMatchObject({ status: 'scheduledToPublish', phase: 'build' });
    const customerId = lead.info.customer.customerId;
    const publication = await findSchedule(publicationSchedule(customerId, project.projectId));
    expect(publication).toBeDefined();

    await advanceClockTo(publishDate);
    const published = await eventually(
      async () => {
        const view = await read(lead, project.projectId);
        return view.project.status === 'published' ? view.project : undefined;
      },
      100,
      100,
    );
    expect(published.phase).toBe('source');
    expect(Date.parse(published.updatedAt)).toBeGreaterThanOrEqual(Date.parse(publishDate));
    const events = await queryAll(AuditEvent, auditOfEntity(customerId, 'project', project.projectId));
    const due = events.filter((e) => e.action === 'publishDue');
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ actorId: 'system', after: { status: 'published' } });
    expect(Date.parse(due[0]!.at)).toBeGreaterThanOrEqual(Date.parse(publishDate));
    // The job clears its schedule as it ends, once the publication is saved.
    expect(await executionSettled(publication!.executionArn)).toBe('SUCCEEDED');
    expect(await findSchedule(publicationSchedule(customerId, project.projectId))).toBeUndefined();
  });

  it('cancels the schedule when the publish date changes: the project returns to In Progress', async () => {
    const { project } = await create(lead);
    const publishDate = inSeconds(60);
    const ready = await complete(lead, project, publishDate);
    const scheduled = viewOf(await act(lead, ready, 'publish')).project;
    expect(scheduled.status).toBe('scheduledToPublish');
    const customerId = lead.info.customer.customerId;
    const publication = await findSchedule(publicationSchedule(customerId, project.projectId));

    const later = inSeconds(DAY);
    const changed = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: { version: scheduled.version, dates: { publishDate: later } },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(viewOf(changed).project).toMatchObject({ status: 'inProgress', publishDate: later });
    expect(await findSchedule(publicationSchedule(customerId, project.projectId))).toBeUndefined();

    // Its execution stopped, the clock passes the first date: the project stays where the change left it.
    expect(await executionSettled(publication!.executionArn)).toBe('ABORTED');
    await advanceClockTo(publishDate, 1);
    expect((await read(lead, project.projectId)).project).toMatchObject({
      status: 'inProgress',
      version: viewOf(changed).project.version,
    });
  });

  it('schedules a publish date beyond a schedule’s year at the horizon, and the job relays it there', async () => {
    const { project } = await create(lead);
    const completed = await complete(lead, project, inSeconds(60));
    const publishDate = inSeconds(400 * DAY);
    const saved = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: {
        version: completed.version,
        dates: { publishDate, closingDate: inSeconds(430 * DAY), estimatedAwardDate: inSeconds(440 * DAY) },
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const ready = viewOf(saved).project;
    const scheduled = await act(lead, ready, 'publish');
    expect(scheduled.status, JSON.stringify(scheduled.json)).toBe(200);
    expect(viewOf(scheduled).project).toMatchObject({ status: 'scheduledToPublish', publishDate });
    const customerId = lead.info.customer.customerId;
    const name = publicationSchedule(customerId, project.projectId);
    const { scheduled: relay, event } = await firingOf(name, {
      projectId: project.projectId,
      version: viewOf(scheduled).project.version,
    });
    expect(Date.parse(relay.at)).toBeLessThan(Date.parse(publishDate));
    expect(Date.parse(relay.at) - stackNow()).toBeLessThan(MAX_DAYS_AHEAD * DAY * 1000);

    // The relay fires (its job run here, without moving the stack's clock a year, which would close every
    // bid of the stack): the date still ahead, it publishes nothing and schedules itself again towards it.
    const { handler } = await import('../../functions/projects/publish-job.js');
    const result = await handler(event);
    expect(result).toMatchObject({ status: 'ran', result: { published: false, reason: 'relayed' } });
    const next = (await findSchedule(name))!;
    expect(next.executionArn).not.toBe(relay.executionArn);
    expect(Date.parse(next.at)).toBeGreaterThanOrEqual(Date.parse(relay.at));
    expect(Date.parse(next.at)).toBeLessThan(Date.parse(publishDate));
    expect(await handler(event)).toEqual({ status: 'stale' });
    expect((await read(lead, project.projectId)).project.status).toBe('scheduledToPublish');
  });
});
