/**
 * Scheduled publication (decision 025): publishing a project whose publish date is ahead makes it
 * Scheduled to Publish and schedules the publish-project job (functions/projects/publish-job.ts), which
 * publishes it at that time; a new publish date cancels the schedule. The assertions compare recorded
 * times (the audit event, the project's updatedAt) with the publish date, never the test's duration.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import { queryAll } from '../../functions/core/db/ops.js';
import { findSchedule } from '../../functions/core/one-time-schedules.js';
import { publicationSchedule } from '../../functions/projects/publication-schedule.js';
import { eventually } from '../helpers/api.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import {
  act,
  complete,
  create,
  DAY,
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
    const publishDate = inSeconds(2);
    const ready = await complete(lead, project, publishDate);
    const scheduled = await act(lead, ready, 'publish');
    expect(scheduled.status, JSON.stringify(scheduled.json)).toBe(200);
    expect(viewOf(scheduled).project).toMatchObject({ status: 'scheduledToPublish', phase: 'build' });
    const customerId = lead.info.customer.customerId;
    expect(await findSchedule(publicationSchedule(customerId, project.projectId))).toBeDefined();

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
    expect(await findSchedule(publicationSchedule(customerId, project.projectId))).toBeUndefined();
  });

  it('cancels the schedule when the publish date changes: the project returns to In Progress', async () => {
    const { project } = await create(lead);
    const publishDate = inSeconds(2);
    const ready = await complete(lead, project, publishDate);
    const scheduled = viewOf(await act(lead, ready, 'publish')).project;
    expect(scheduled.status).toBe('scheduledToPublish');

    const later = inSeconds(DAY);
    const changed = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: { version: scheduled.version, dates: { publishDate: later } },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(viewOf(changed).project).toMatchObject({ status: 'inProgress', publishDate: later });
    const customerId = lead.info.customer.customerId;
    expect(await findSchedule(publicationSchedule(customerId, project.projectId))).toBeUndefined();

    // Past the first date, the project stays where the change left it.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, Date.parse(publishDate) - Date.now()) + 1500),
    );
    expect((await read(lead, project.projectId)).project).toMatchObject({
      status: 'inProgress',
      version: viewOf(changed).project.version,
    });
  });
});
