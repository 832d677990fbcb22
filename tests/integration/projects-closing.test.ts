/**
 * The scheduled close (issue 10 item 3, decision 055) on the local runtime: a published bid becomes Closed
 * at its closing instant by the close-project job (functions/projects/close-job.ts), with the scheduler's
 * audit event, and leaves the public pages; a moved closing reschedules (the old instant does nothing); a
 * cancelled bid is never closed; moving the closing emails the registered suppliers only when asked. The
 * assertions compare recorded times (the audit event, updatedAt) with the closing instant, never the test's
 * duration: each closing is minutes ahead, and the test moves the stack's clock past it (decision 074).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import { OpportunityFollow } from '../../functions/core/db/entities/opportunity-follow.js';
import { PublicOpportunity } from '../../functions/core/db/entities/public-opportunity.js';
import { getItem, putItem, queryAll } from '../../functions/core/db/ops.js';
import { formatInstant } from '../../functions/core/email.js';
import { findSchedule, MAX_DAYS_AHEAD } from '../../functions/core/one-time-schedules.js';
import { closingSchedule } from '../../functions/projects/closing-schedule.js';
import { api, eventually } from '../helpers/api.js';
import { advanceClockTo, stackNow, stackTimeIn } from '../helpers/clock.js';
import { mailbox, mailSince, markMailbox, type MailboxMark } from '../helpers/mailbox.js';
import { loginAs, newSupplier, type SignedIn } from '../helpers/session.js';
import {
  act,
  CLOSING_AHEAD_SECONDS,
  create,
  DAY,
  executionSettled,
  firingOf,
  inSeconds,
  loadRefs,
  PROJECTS,
  publishNow,
  read,
  tag,
  takePlans,
  viewOf,
} from './projects-support.js';

let lead: SignedIn;
let customerId: string;

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
});

type Bid = { projectId: string; name: string; number: string; version: number; closingDate: string };

/** A bid published now (its method first, then `before`, e.g. its invitations), closing 30 days ahead. */
async function publishBid(
  sourceMethod: 'public' | 'invitational' = 'public',
  before: (projectId: string) => Promise<void> = async () => {},
): Promise<Bid> {
  const { project } = await create(lead, { name: `Closing ${tag()}` });
  const change = sourceMethod === 'public' ? undefined : { settings: { sourceMethod } };
  return (await publishNow(lead, project, { change, before })) as Bid;
}

/** PUT Projects with a new closing, and the user's answer to "notify registered suppliers?". */
async function moveClosing(bid: Bid, closingDate: string, notifySuppliers?: boolean): Promise<Bid> {
  const res = await lead.call('PUT', `${PROJECTS}?projectId=${bid.projectId}`, {
    body: {
      version: bid.version,
      dates: { closingDate },
      ...(notifySuppliers === undefined ? {} : { notifySuppliers }),
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return viewOf(res).project as Bid;
}

const untilStatus = (projectId: string, status: string) =>
  eventually(async () => {
    const view = await read(lead, projectId);
    return view.project.status === status ? view.project : undefined;
  });

const publicList = async (name: string) =>
  (await api('GET', `/api/v1/public/opportunities?${new URLSearchParams({ text: name })}`)).json.data
    .publicOpportunitiesDTO.values.opportunities as { projectId: string }[];

describe('the scheduled close', () => {
  it('closes the bid at its closing instant, not before, once, by the scheduler, and takes it off the public pages', async () => {
    const published = await publishBid();
    expect((await publicList(published.name)).map((o) => o.projectId)).toEqual([published.projectId]);
    const closingDate = inSeconds(CLOSING_AHEAD_SECONDS);
    const moved = await moveClosing(published, closingDate);
    const schedule = await findSchedule(closingSchedule(customerId, published.projectId));
    expect(schedule).toBeDefined();
    await advanceClockTo(closingDate, 1);
    const closed = await untilStatus(published.projectId, 'closed');
    expect(closed.version).toBe(moved.version + 1);
    expect(Date.parse(closed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(closingDate));
    const events = await queryAll(AuditEvent, auditOfEntity(customerId, 'project', published.projectId));
    const closes = events.filter((e) => e.action === 'close');
    expect(closes).toHaveLength(1);
    expect(closes[0]).toMatchObject({
      actorId: 'system',
      before: { status: 'published' },
      after: { status: 'closed', closingDate },
    });
    expect(Date.parse(closes[0]!.at)).toBeGreaterThanOrEqual(Date.parse(closingDate));
    // The job runs on past the close (it seals, tells the team), then clears its schedule as it ends.
    expect(await executionSettled(schedule!.executionArn)).toBe('SUCCEEDED');
    expect(await findSchedule(closingSchedule(customerId, published.projectId))).toBeUndefined();
    // Its public row went in the close's own transaction.
    expect(await getItem(PublicOpportunity, { customerId, projectId: published.projectId })).toBeUndefined();
    expect(await publicList(published.name)).toEqual([]);
    // The project's lead is told, in the agency's language, with the count and the way to the bids.
    const notice = await eventually(async () =>
      (await mailbox()).find(
        (e) =>
          e.destination.to.includes('lead@demo.example') &&
          e.subject === `Bid closed: ${published.number} ${published.name}`,
      ),
    );
    expect(notice.body.text).toContain('No bids were received.');
    expect(notice.body.text).toContain(`/projects/${published.projectId}/source/submissions`);
    // Closed: the Build sections no longer save.
    const edit = await lead.call('PUT', `${PROJECTS}?projectId=${published.projectId}`, {
      body: { version: closed.version, details: { description: 'Too late.' } },
    });
    expect(edit.status).toBe(409);
  });

  it('follows a moved closing: the first instant does nothing, and the bid stays out', async () => {
    const published = await publishBid();
    const first = inSeconds(CLOSING_AHEAD_SECONDS);
    const soon = await moveClosing(published, first);
    const replaced = await findSchedule(closingSchedule(customerId, published.projectId));
    const later = await moveClosing(soon, inSeconds(DAY));
    // Rescheduled for the new closing (rounded up to the second, decision 023).
    const schedule = await findSchedule(closingSchedule(customerId, published.projectId));
    const ahead = Date.parse(schedule!.at) - Date.parse(later.closingDate);
    expect(ahead >= 0 && ahead < 1000, `${schedule!.at} for ${later.closingDate}`).toBe(true);

    // The first instant's execution is stopped: then the clock passes that instant.
    expect(await executionSettled(replaced!.executionArn)).toBe('ABORTED');
    await advanceClockTo(first, 1);
    expect((await read(lead, published.projectId)).project).toMatchObject({
      status: 'published',
      version: later.version,
    });
    expect(await findSchedule(closingSchedule(customerId, published.projectId))).toBeDefined();
  });

  it('never closes a cancelled bid: cancelling removes its close', async () => {
    const published = await publishBid();
    const closingDate = inSeconds(CLOSING_AHEAD_SECONDS);
    const moved = await moveClosing(published, closingDate);
    const close = await findSchedule(closingSchedule(customerId, published.projectId));
    const cancelled = await act(lead, moved, 'cancel', { reason: 'No longer needed' });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(await findSchedule(closingSchedule(customerId, published.projectId))).toBeUndefined();

    // The close's execution is stopped: then the clock passes the closing.
    expect(await executionSettled(close!.executionArn)).toBe('ABORTED');
    await advanceClockTo(closingDate, 1);
    expect((await read(lead, published.projectId)).project).toMatchObject({
      status: 'cancelled',
      version: viewOf(cancelled).project.version,
    });
  });
});

describe('a closing beyond a schedule’s year', () => {
  it('is scheduled at the horizon, and the job relays it towards the closing', async () => {
    const published = await publishBid();
    const closingDate = inSeconds(400 * DAY);
    const res = await lead.call('PUT', `${PROJECTS}?projectId=${published.projectId}`, {
      body: { version: published.version, dates: { closingDate, estimatedAwardDate: inSeconds(410 * DAY) } },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const far = viewOf(res).project as Bid;
    const name = closingSchedule(customerId, published.projectId);
    const { scheduled: relay, event } = await firingOf(name, { projectId: published.projectId, closingDate });
    expect(Date.parse(relay.at)).toBeLessThan(Date.parse(closingDate));
    expect(Date.parse(relay.at) - stackNow()).toBeLessThan(MAX_DAYS_AHEAD * DAY * 1000);

    // The relay fires (its job run here, without moving the stack's clock a year, which would close every
    // bid of the stack): the closing still ahead, it closes nothing and schedules itself again towards it.
    const { handler } = await import('../../functions/projects/close-job.js');
    expect(await handler(event)).toMatchObject({
      status: 'ran',
      result: { closed: false, reason: 'relayed' },
    });
    const next = (await findSchedule(name))!;
    expect(next.executionArn).not.toBe(relay.executionArn);
    expect(Date.parse(next.at)).toBeLessThan(Date.parse(closingDate));
    expect(await handler(event)).toEqual({ status: 'stale' });
    expect((await read(lead, published.projectId)).project).toMatchObject({
      status: 'published',
      version: far.version,
    });
  });
});

describe('moving the closing of a published bid', () => {
  const closingMails = async (address: string, projectName: string, since: MailboxMark) =>
    (await mailSince(since)).filter(
      (e) =>
        e.destination.to.includes(address) &&
        e.subject.startsWith('New closing date') &&
        e.subject.includes(projectName),
    );

  it('emails each plan taker and follower once, in English and French in the agency’s zone, only when asked', async () => {
    const [taker, follower, stranger] = await Promise.all([
      newSupplier('closing-taker'),
      newSupplier('closing-follower'),
      newSupplier('closing-stranger'),
    ]);
    const published = await publishBid();
    await Promise.all([
      takePlans(customerId, published.projectId, taker),
      // The taker also follows: told once.
      ...[taker, follower].map((s) =>
        putItem(OpportunityFollow, {
          vendorId: s.info.vendor.vendorId,
          customerId,
          projectId: published.projectId,
          followedAt: stackTimeIn(0),
          followedBy: s.info.user.supplierUserId,
        }),
      ),
    ]);

    const quiet = await markMailbox();
    const unannounced = await moveClosing(published, inSeconds(20 * DAY), false);
    const since = await markMailbox();
    // 19:00 UTC on a day three weeks ahead (before the estimated award date), as the agency reads it.
    const day = new Date(stackNow() + 21 * DAY * 1000);
    const closingDate = `${day.toISOString().slice(0, 10)}T19:00:00.000Z`;
    const announced = await moveClosing(unannounced, closingDate, true);
    expect(announced.closingDate).toBe(closingDate);
    const rescheduled = await findSchedule(closingSchedule(customerId, published.projectId));
    expect(Date.parse(rescheduled!.at)).toBe(Date.parse(closingDate));

    for (const s of [taker, follower]) {
      const mails = await eventually(async () => {
        const found = await closingMails(s.info.user.email, published.name, quiet);
        return found.length > 0 ? found : undefined;
      });
      expect(mails).toHaveLength(1);
      // Sent for the announced move, not the quiet one.
      expect(await closingMails(s.info.user.email, published.name, since)).toEqual(mails);
      const text = mails[0]!.body.text ?? '';
      expect(text).toContain(formatInstant(closingDate, 'America/Toronto', 'en'));
      expect(text).toContain(formatInstant(closingDate, 'America/Toronto', 'fr'));
      expect(text).toContain('(America/Toronto)');
      expect(text).toContain(`/portal/opportunities/demo/${published.projectId}`);
    }
    expect(await closingMails(stranger.info.user.email, published.name, quiet)).toEqual([]);
    const update = (await queryAll(AuditEvent, auditOfEntity(customerId, 'project', published.projectId)))
      .filter((e) => e.action === 'update')
      .at(-1);
    expect(update?.after).toMatchObject({ closingDate, notifySuppliers: true });
  });

  it('tells an invited-only bid’s invited addresses, taken part or not, and nobody uninvited', async () => {
    const [invited, outsider] = await Promise.all([
      newSupplier('closing-invited'),
      newSupplier('closing-outsider'),
    ]);
    const noAccount = `closing-new-${tag()}@supplier.example`;
    const published = await publishBid('invitational', async (projectId) => {
      for (const [email, companyName] of [
        [invited.info.user.email, 'Invited Co.'],
        [noAccount, 'New Co.'],
      ]) {
        const res = await lead.call('POST', `${PROJECTS}/Invitations?projectId=${projectId}`, {
          body: { email, companyName },
        });
        expect(res.status, JSON.stringify(res.json)).toBe(201);
      }
    });
    // An uninvited company's plan-taker row (written directly): never told of this bid.
    await takePlans(customerId, published.projectId, outsider);
    const since = await markMailbox();
    await moveClosing(published, inSeconds(25 * DAY), true);

    for (const address of [invited.info.user.email, noAccount]) {
      await eventually(async () =>
        (await closingMails(address, published.name, since)).length === 1 ? true : undefined,
      );
    }
    expect(await closingMails(outsider.info.user.email, published.name, since)).toEqual([]);
  });
});
