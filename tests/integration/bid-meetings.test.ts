/**
 * Bid meetings (issue 9 item 5, decision 049): a supplier registers to a meeting of a bid it may see,
 * changes and cancels it until the meeting starts; the buyer sees the registrations, records attendance
 * once the meeting has started (and walk-ins), and disqualifies only a supplier recorded absent from a
 * mandatory meeting, each change with its event in the project's activity feed. Another supplier cannot
 * touch a company's registration, and a bid the supplier may not see is not found.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Project } from '../../functions/core/db/entities/project.js';
import { getItem, putItem } from '../../functions/core/db/ops.js';
import type { TMeeting } from '../../shared/schemas/projects.js';
import { stackNow } from '../helpers/clock.js';
import {
  loginAs,
  loginAsSupplier,
  newSupplier,
  type SignedIn,
  type SupplierSignedIn,
} from '../helpers/session.js';
import { latestEmailTo, mailSince, markMailbox } from '../helpers/mailbox.js';
import { create, expectCatalogueError, loadRefs, publishNow, tag, viewOf } from './projects-support.js';

const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const MEETINGS = `${NODE}/Projects/BidMeetings`;
const REGISTRATIONS = `${MEETINGS}/Registrations`;

let lead: SignedIn;
let acme: SupplierSignedIn;
let other: SupplierSignedIn;
let customerId: string;
let projectId: string;

const HOUR = 3_600_000;
const meeting = (meetingId: string, startsInHours: number, extra: Partial<TMeeting> = {}): TMeeting => ({
  meetingId,
  description: `Meeting ${meetingId}`,
  location: '1 Main Street',
  startsAt: new Date(stackNow() + startsInHours * HOUR).toISOString(),
  mandatory: true,
  showToPublic: true,
  ...extra,
});

/** Sets the project's meetings as stored: a test needs meetings that have started, which no save accepts. */
async function setMeetings(meetings: TMeeting[]) {
  const project = await getItem(Project, { customerId, projectId });
  await putItem(Project, { ...project!, meetings });
}

const supplierPath = (meetingId?: string, id = projectId, domain = 'demo') =>
  `/api/v1/portal/Bids/${domain}/${id}/Meetings${meetingId ? `/${meetingId}/Registration` : ''}`;
const meetingsOf = (res: { json: any }) => res.json.data.supplierBidMeetingsDTO.values.meetings;
const registrationQuery = (meetingId: string, registrationId: string) =>
  `projectId=${projectId}&meetingId=${meetingId}&registrationId=${registrationId}`;

async function buyerView() {
  const res = await lead.call('GET', `${MEETINGS}?projectId=${projectId}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.bidMeetingsDTO.values;
}

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
  [acme, other] = await Promise.all([loginAsSupplier(), newSupplier('meetings')]);
  // A public bid, published now.
  const { project } = await create(lead, { name: `Meetings ${tag()}` });
  projectId = (await publishNow(lead, project)).projectId;
  await setMeetings([
    meeting('site', 48),
    meeting('optional', 48, { mandatory: false }),
    meeting('internal', 48, { showToPublic: false }),
    meeting('gone', 48, { deleted: true }),
  ]);
}, 30_000);

describe('a supplier', () => {
  it('sees the meetings shown to the public, registers, changes its attendees and cancels', async () => {
    const listed = await acme.call('GET', supplierPath());
    expect(listed.status, JSON.stringify(listed.json)).toBe(200);
    expect(meetingsOf(listed).map((m: any) => m.meetingId)).toEqual(['site', 'optional']);

    const registered = await acme.call('PUT', supplierPath('site'), { body: { attendees: ['Ada Acme'] } });
    expect(registered.status, JSON.stringify(registered.json)).toBe(200);
    expect(meetingsOf(registered)[0].registration.attendees).toEqual(['Ada Acme']);
    const changed = await acme.call('PUT', supplierPath('site'), {
      body: { attendees: ['Ada Acme', 'Omar Okafor'] },
    });
    expect(meetingsOf(changed)[0].registration.attendees).toEqual(['Ada Acme', 'Omar Okafor']);

    await acme.call('PUT', supplierPath('optional'), { body: { attendees: ['Ada Acme'] } });
    const cancelled = await acme.call('DELETE', supplierPath('optional'));
    expect(cancelled.status).toBe(200);
    expect(meetingsOf(cancelled)[1].registration).toBeUndefined();
    // Cancelling what is not there.
    expectCatalogueError(
      await acme.call('DELETE', supplierPath('optional'), { lang: 'fr' }),
      'meetingRegistrationNotFound',
      'fr',
    );
  });

  it('cannot register to a meeting it does not see, nor without an attendee', async () => {
    expectCatalogueError(
      await acme.call('PUT', supplierPath('internal'), { body: { attendees: ['Ada'] }, lang: 'fr' }),
      'meetingNotFound',
      'fr',
    );
    expectCatalogueError(
      await acme.call('PUT', supplierPath('gone'), { body: { attendees: ['Ada'] } }),
      'meetingNotFound',
      'en',
    );
    const empty = await acme.call('PUT', supplierPath('site'), { body: { attendees: [] } });
    expect(empty.status).toBe(400);
  });

  it("never touches another company's registration: its own is keyed by its company", async () => {
    const res = await other.call('GET', supplierPath());
    expect(meetingsOf(res)[0].registration).toBeUndefined();
    expectCatalogueError(
      await other.call('DELETE', supplierPath('site')),
      'meetingRegistrationNotFound',
      'en',
    );
    const view = await buyerView();
    expect(view.meetings[0].registrations.map((r: any) => r.companyName)).toEqual(['Acme Construction Ltd.']);
  });

  it('is refused a bid it may not see: invitational and not invited, unknown agency or project', async () => {
    const found = await lead.call('POST', `${NODE}/Projects/Search`, {
      body: { limit: 200, start: 0, sort: { column: 'number', direction: 'asc' } },
    });
    const hvac = found.json.data.projectSearchDTO.values.rows.find(
      (row: any) => row.name === 'HVAC maintenance, community centres',
    ).projectId;
    expectCatalogueError(
      await other.call('GET', supplierPath(undefined, hvac), { lang: 'fr' }),
      'bidNotFound',
      'fr',
    );
    // Acme is invited to it (the demo's invitations): it sees its meetings.
    expect((await acme.call('GET', supplierPath(undefined, hvac))).status).toBe(200);
    expectCatalogueError(
      await acme.call('GET', supplierPath(undefined, projectId, 'nowhere')),
      'bidNotFound',
      'en',
    );
  });

  it('cannot register, change or cancel once the meeting has started', async () => {
    await setMeetings([meeting('site', -1), meeting('optional', -1, { mandatory: false })]);
    expectCatalogueError(
      await acme.call('PUT', supplierPath('site'), { body: { attendees: ['Ada'] }, lang: 'fr' }),
      'meetingRegistrationClosed',
      'fr',
    );
    expectCatalogueError(await acme.call('DELETE', supplierPath('site')), 'meetingRegistrationClosed', 'en');
  });
});

describe('the buyer', () => {
  it('records attendance after the start, disqualifies only for a missed mandatory meeting, and undoes it', async () => {
    const view = await buyerView();
    const site = view.meetings.find((m: any) => m.meetingId === 'site');
    const registration = site.registrations[0];
    const query = registrationQuery('site', registration.registrationId);

    // Not recorded absent yet: no disqualification.
    expectCatalogueError(
      await lead.call('PUT', `${REGISTRATIONS}/Disqualification?${query}`, {
        body: { reason: 'Missed it', version: registration.version },
        lang: 'fr',
      }),
      'meetingAttendanceNotMissed',
      'fr',
    );
    const absent = await lead.call('PUT', `${REGISTRATIONS}/Attendance?${query}`, {
      body: { attended: false, version: registration.version },
    });
    expect(absent.status, JSON.stringify(absent.json)).toBe(200);
    const recorded = absent.json.data.meetingRegistrationDTO.values;
    expect(recorded.attended).toBe(false);
    // A stale version loses.
    const stale = await lead.call('PUT', `${REGISTRATIONS}/Attendance?${query}`, {
      body: { attended: true, version: registration.version },
    });
    expect(stale.status).toBe(409);

    const disqualified = await lead.call('PUT', `${REGISTRATIONS}/Disqualification?${query}`, {
      body: { reason: 'Missed the mandatory site visit.', version: recorded.version },
    });
    expect(disqualified.status, JSON.stringify(disqualified.json)).toBe(200);
    const after = disqualified.json.data.meetingRegistrationDTO.values;
    expect(after.disqualified.reason).toBe('Missed the mandatory site visit.');
    expectCatalogueError(
      await lead.call('PUT', `${REGISTRATIONS}/Attendance?${query}`, {
        body: { attended: true, version: after.version },
      }),
      'meetingAttendeeDisqualified',
      'en',
    );
    // The supplier sees that it is disqualified.
    expect(meetingsOf(await acme.call('GET', supplierPath()))[0].registration.disqualified).toBe(true);

    const undone = await lead.call('POST', `${REGISTRATIONS}/Disqualification/Undo?${query}`, {
      body: { version: after.version },
    });
    expect(undone.status, JSON.stringify(undone.json)).toBe(200);
    expect(undone.json.data.meetingRegistrationDTO.values.disqualified).toBeUndefined();
    expectCatalogueError(
      await lead.call('POST', `${REGISTRATIONS}/Disqualification/Undo?${query}`, {
        body: { version: after.version + 1 },
        lang: 'fr',
      }),
      'meetingNotDisqualified',
      'fr',
    );

    const feed = await lead.call('GET', `${NODE}/AuditEvents/Search?projectId=${projectId}&filter.limit=50`);
    const actions = feed.json.data.activitiesDTO.values.items.map((item: any) => item.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'meetingRegistered',
        'meetingRegistrationChanged',
        'meetingRegistrationCancelled',
        'meetingAttendanceRecorded',
        'meetingSupplierDisqualified',
        'meetingDisqualificationUndone',
      ]),
    );
  });

  it('records walk-ins after the start, never disqualifies from an optional meeting, nor records attendance before the start', async () => {
    const walkIn = await lead.call('POST', `${MEETINGS}/WalkIns?projectId=${projectId}&meetingId=optional`, {
      body: { companyName: 'Harbour Glazing Ltd.', attendees: ['Sam Ortiz'] },
    });
    expect(walkIn.status, JSON.stringify(walkIn.json)).toBe(201);
    const recorded = walkIn.json.data.meetingRegistrationDTO.values;
    expect(recorded).toMatchObject({ attended: true, companyName: 'Harbour Glazing Ltd.' });
    const absent = await lead.call(
      'PUT',
      `${REGISTRATIONS}/Attendance?${registrationQuery('optional', recorded.registrationId)}`,
      {
        body: { attended: false, version: recorded.version },
      },
    );
    expectCatalogueError(
      await lead.call(
        'PUT',
        `${REGISTRATIONS}/Disqualification?${registrationQuery('optional', recorded.registrationId)}`,
        {
          body: { reason: 'Absent', version: absent.json.data.meetingRegistrationDTO.values.version },
        },
      ),
      'meetingNotMandatory',
      'en',
    );

    await setMeetings([meeting('site', 48), meeting('optional', -1, { mandatory: false })]);
    const view = await buyerView();
    const registration = view.meetings.find((m: any) => m.meetingId === 'site').registrations[0];
    expectCatalogueError(
      await lead.call(
        'PUT',
        `${REGISTRATIONS}/Attendance?${registrationQuery('site', registration.registrationId)}`,
        {
          body: { attended: true, version: registration.version },
          lang: 'fr',
        },
      ),
      'meetingNotStarted',
      'fr',
    );
    expectCatalogueError(
      await lead.call('POST', `${MEETINGS}/WalkIns?projectId=${projectId}&meetingId=site`, {
        body: { companyName: 'Too early', attendees: ['Pat'] },
      }),
      'meetingNotStarted',
      'en',
    );
    expect(view.timeZone).toBe('America/Toronto');
  });
});

describe('a meeting that moves or is cancelled (decision 050)', () => {
  it('is emailed to the suppliers registered to it, in the language they registered in', async () => {
    const [french, english, unmoved] = await Promise.all([
      newSupplier('meeting-fr'),
      newSupplier('meeting-en'),
      newSupplier('meeting-unmoved'),
    ]);
    await setMeetings([meeting('moving', 48), meeting('called-off', 72), meeting('steady', 96)]);
    const register = async (supplier: SupplierSignedIn, meetingId: string, lang: 'en' | 'fr') => {
      const res = await supplier.call('PUT', supplierPath(meetingId), { body: { attendees: ['Pat'] }, lang });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    };
    await register(french, 'moving', 'fr');
    await register(english, 'called-off', 'en');
    await register(unmoved, 'steady', 'en');

    // The buyer moves one, cancels another and renames the third (its description is no news), in Build.
    const since = await markMailbox();
    const read = await lead.call('GET', `${NODE}/Projects?projectId=${projectId}`);
    const project = viewOf(read).project;
    const byId = (id: string) => project.meetings.find((m: TMeeting) => m.meetingId === id);
    const movedTo = new Date(stackNow() + 50 * HOUR).toISOString();
    const saved = await lead.call('PUT', `${NODE}/Projects?projectId=${projectId}`, {
      body: {
        version: project.version,
        dates: {
          meetings: [
            { ...byId('moving'), startsAt: movedTo, location: '2 Harbour Road' },
            { ...byId('called-off'), deleted: true },
            { ...byId('steady'), description: 'Renamed' },
          ],
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);

    const moved = await latestEmailTo(french.info.user.email, since);
    expect(moved.subject.startsWith('Réunion modifiée : ')).toBe(true);
    expect(moved.subject).not.toContain('Meeting changed');
    const text = moved.body.text!;
    expect(text).toContain('Désormais');
    expect(text).not.toContain('Now: ');
    expect(text).toContain('2 Harbour Road');
    expect(text).toContain('1 Main Street');
    expect(text).toContain(`/portal/bids/demo/${projectId}/meetings`);

    const cancelled = await latestEmailTo(english.info.user.email, since);
    expect(cancelled.subject.startsWith('Meeting cancelled: ')).toBe(true);
    expect(cancelled.body.text).toContain('cancelled the meeting "Meeting called-off"');
    expect(cancelled.body.text).not.toContain('Réunion');

    // Nothing for the company whose meeting only changed its description.
    // The save answers after its emails went out, so the mailbox already holds all of them.
    const toUnmoved = (await mailSince(since)).filter((e) =>
      e.destination.to.includes(unmoved.info.user.email),
    );
    expect(toUnmoved).toEqual([]);
  }, 30_000);
});
