/**
 * The award (issue 11 item 2, decision 064) on the local runtime: three public bids close with their bids
 * handed in through the portal (the close-project job fires at the closing instant: the test moves the
 * clock past it and waits for the close), each with another results display. Every rule answers through
 * the API with its catalogue code in English and French, at the field where it concerns one; the Award
 * action moves the project to Awarded in phase Award (the contract part in Design for a source-and-contract
 * project) and the public page shows the result as the settings say.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, auditOfProject } from '../../functions/core/db/entities/audit-event.js';
import { Award } from '../../functions/core/db/entities/award.js';
import { AwardApproval } from '../../functions/core/db/entities/award-approval.js';
import { Evaluation } from '../../functions/core/db/entities/evaluation.js';
import { Project } from '../../functions/core/db/entities/project.js';
import { ProjectSearchRow } from '../../functions/core/db/entities/project-search-row.js';
import { deleteItem, getItem, putItem, queryAll } from '../../functions/core/db/ops.js';
import { findSchedule } from '../../functions/core/one-time-schedules.js';
import { closingSchedule } from '../../functions/projects/closing-schedule.js';
import { MAX_AWARDED_COMPANIES } from '../../shared/domain/awards/awards.js';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { api, eventually } from '../helpers/api.js';
import { advanceClockTo, stackTimeIn } from '../helpers/clock.js';
import { mailbox } from '../helpers/mailbox.js';
import { loginAs, newSupplier, type SignedIn, type SupplierSignedIn } from '../helpers/session.js';
import {
  CLOSING_AHEAD_SECONDS,
  expectCatalogueError,
  loadRefs,
  PROJECTS,
  signInWithRights,
  tag,
  viewOf,
} from './projects-support.js';
import { bidEntries, openSubmissionBid } from './submission-support.js';

const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const AWARDS = `${NODE}/Awards`;
const OPENING = `${NODE}/Projects/Opening`;
/** One cent above the largest amount, 1,000,000,000,000.00. */
const ABOVE_MAX = '1000000000000.01';

let lead: SignedIn;
let customerId: string;
let low: SupplierSignedIn;
let high: SupplierSignedIn;
let exceptionTypeId: string;

const values = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;
const portal = (projectId: string) => `/api/v1/portal/Bids/demo/${projectId}`;
const summaryOf = async (projectId: string, lang: 'en' | 'fr' = 'en') =>
  lead.call('GET', `${AWARDS}/Summary?projectId=${projectId}`, { lang });
const publicDetail = async (projectId: string) =>
  values(await api('GET', `/api/v1/public/agencies/demo/opportunities/${projectId}`), 'publicOpportunity');

async function handIn(as: SupplierSignedIn, projectId: string, tenderTableId: string, asphalt: string) {
  const saved = await as.call('PUT', `${portal(projectId)}/Submission/Forms/${tenderTableId}`, {
    body: { submissionVersion: 0, version: 0, entries: bidEntries(asphalt) },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const version = values(saved, 'bidSubmission').submission.version as number;
  const submitted = await as.call('POST', `${portal(projectId)}/Submission/Submit`, { body: { version } });
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
}

/** A public bid with the given results display, both suppliers' bids handed in, then closed by its job. */
async function closedBid(resultsDisplay: string) {
  const bid = await openSubmissionBid(lead, {
    question: false,
    closingInSeconds: CLOSING_AHEAD_SECONDS,
    tender: { resultsDisplay } as never,
  });
  await handIn(low, bid.projectId, bid.tenderTableId, '45.10');
  await handIn(high, bid.projectId, bid.tenderTableId, '50.00');
  return bid;
}

/**
 * Waits for the close-project job to have run to its end: the bid closed, its bids sealed (and unsealed when
 * the tender displays its results), then the schedule's pointer cleared (decision 023).
 */
async function waitClosed(projectId: string) {
  await eventually(async () =>
    (await getItem(Project, { customerId, projectId }))?.status === 'closed' &&
    (await findSchedule(closingSchedule(customerId, projectId))) === undefined
      ? true
      : undefined,
  );
}

const awardBody = (submissionId: string, overrides: Record<string, unknown> = {}) => ({
  submissionId,
  amount: '123456.00',
  awardDate: stackTimeIn(86_400),
  actualAnnualValue: '60000.00',
  actualTotalValue: '123456.00',
  displayToPublic: true,
  notes: 'Lowest compliant bid.',
  contractNumber: 'C-2026-77',
  ...overrides,
});

/** The Award on what the summary shows now. */
async function award(projectId: string, extra: Record<string, unknown> = {}, lang: 'en' | 'fr' = 'en') {
  const summary = values(await summaryOf(projectId), 'awardSummary');
  return lead.call('POST', `${AWARDS}/Award?projectId=${projectId}`, {
    lang,
    body: {
      projectVersion: summary.projectVersion,
      awards: summary.awards.map((a: any) => ({ awardId: a.awardId, version: a.version })),
      ...extra,
    },
  });
}

let results: Awaited<ReturnType<typeof closedBid>>;
let names: Awaited<ReturnType<typeof closedBid>>;
let hidden: Awaited<ReturnType<typeof closedBid>>;

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
  [low, high] = await Promise.all([newSupplier('award-low'), newSupplier('award-high')]);
  const added = await lead.call('POST', `${NODE}/AwardExceptions`, {
    body: { name: `Sole source ${tag()}` },
  });
  expect(added.status, JSON.stringify(added.json)).toBe(201);
  exceptionTypeId = values(added, 'listItem').id;
  [results, names, hidden] = await Promise.all([
    closedBid('displayResults'),
    closedBid('displayNames'),
    closedBid('doNotDisplay'),
  ]);
}, 90_000);

describe('before the close', () => {
  it('refuses the award routes; the Award action is audited on the project, the summary page’s load is not', async () => {
    for (const lang of ['en', 'fr'] as const)
      expectCatalogueError(await summaryOf(results.projectId, lang), 'awardBeforeClose', lang);
    expectCatalogueError(
      await lead.call('POST', `${AWARDS}?projectId=${results.projectId}`, {
        body: awardBody(low.info.vendor.vendorId),
      }),
      'awardBeforeClose',
      'en',
    );
    const refused = (await queryAll(AuditEvent, auditOfProject(customerId, results.projectId))).filter(
      (e) => e.action === 'sealedBidAccessRefused',
    );
    // Opening Award → summary before the closing shows its empty state: it asked for no bid (isSealedBidAttempt).
    expect(refused.map((e) => (e.after as any).operationId).sort()).toEqual(['createAward']);
  });
});

describe('after the close', () => {
  beforeAll(async () => {
    // The close-project jobs fire at the closing instants: the clock is moved past the last of them.
    await advanceClockTo(Math.max(...[results, names, hidden].map((bid) => Date.parse(bid.closingDate))), 1);
    await Promise.all([
      waitClosed(results.projectId),
      waitClosed(names.projectId),
      waitClosed(hidden.projectId),
    ]);
  }, 60_000);

  it('summarises the opened bids with their totals, and no award yet', async () => {
    const summary = values(await summaryOf(results.projectId), 'awardSummary');
    expect(summary).toMatchObject({ projectStatus: 'closed', awards: [], approvalStatuses: [] });
    expect(summary.awardStatus).toBeUndefined();
    expect(summary.awardRefusal).toBeUndefined();
    expect(summary.awardsChangeable).toBe(true);
    // Displaying results unseals at the close: both bids are opened, with their totals.
    expect(summary.bids).toHaveLength(2);
    for (const bid of summary.bids) expect(bid).toMatchObject({ status: 'unsealed', awardable: true });
    expect(summary.bids.every((b: any) => typeof b.grandTotal === 'string')).toBe(true);
    expect(summary.exceptionTypes.map((e: any) => e.listItemId)).toContain(exceptionTypeId);
    // Displaying names waits for the buyers: sealed, no total, not awardable.
    const sealed = values(await summaryOf(names.projectId), 'awardSummary');
    for (const bid of sealed.bids) {
      expect(bid).toMatchObject({ status: 'sealed', awardable: false });
      expect(bid.grandTotal).toBeUndefined();
    }
  });

  it('refuses wrong values at their fields, in English and French', async () => {
    const submissionId = low.info.vendor.vendorId;
    const closing = (await getItem(Project, { customerId, projectId: results.projectId }))!.closingDate!;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: ABOVE_MAX }, 'amount', 'awardValueOutOfRange'],
      [{ amount: 123456 }, 'amount', 'awardValueOutOfRange'],
      [{ actualAnnualValue: '-0.01' }, 'actualAnnualValue', 'awardValueOutOfRange'],
      [{ actualTotalValue: ABOVE_MAX }, 'actualTotalValue', 'awardValueOutOfRange'],
      [{ awardDate: closing }, 'awardDate', 'awardDateBeforeClosing'],
      [{ contractNumber: 'C/2026' }, 'contractNumber', 'awardContractNumberForbiddenCharacters'],
      [{ exceptionTypeId: 'no-such-exception' }, 'exceptionTypeId', 'awardExceptionTypeNotFound'],
    ];
    for (const [change, field, code] of cases)
      for (const lang of ['en', 'fr'] as const) {
        const res = await lead.call('POST', `${AWARDS}?projectId=${results.projectId}`, {
          lang,
          body: awardBody(submissionId, change),
        });
        expect(res.status, JSON.stringify(res.json)).toBe(400);
        const at = res.json.error.fields.find((f: any) => f.field === `body.${field}`);
        expect(at?.message, `${field} ${lang}`).toBe((ERROR_CATALOGUE as any)[code][lang]);
      }
    // A sealed bidder is not awardable, at its field.
    const sealed = await lead.call('POST', `${AWARDS}?projectId=${names.projectId}`, {
      lang: 'fr',
      body: awardBody(submissionId),
    });
    expectCatalogueError(sealed, 'awardBidderNotOpened', 'fr');
    expect(sealed.json.error.fields[0].field).toBe('body.submissionId');
    expect(values(await summaryOf(results.projectId), 'awardSummary').awards).toEqual([]);
  });

  it('neither offers, awards nor recommends a bidder the evaluation disqualified, in English and French', async () => {
    const { projectId } = results;
    const disqualifiedId = high.info.vendor.vendorId as string;
    const at = stackTimeIn(0);
    // What Evaluate → supplier status leaves when the lead disqualifies the bidder.
    await putItem(Evaluation, {
      customerId,
      projectId,
      method: 'points',
      criteria: [],
      evaluatorIds: [],
      supplierStatus: { [disqualifiedId]: { status: 'disqualified', reason: 'No bid bond enclosed' } },
      consensus: {},
      version: 1,
      createdAt: at,
      updatedAt: at,
    });
    try {
      const summary = values(await summaryOf(projectId), 'awardSummary');
      const out = summary.bids.find((b: any) => b.submissionId === disqualifiedId);
      expect(out).toMatchObject({ status: 'unsealed', awardable: false, disqualified: true });
      expect(summary.bids.find((b: any) => b.submissionId !== disqualifiedId)).toMatchObject({
        awardable: true,
        disqualified: false,
      });
      for (const lang of ['en', 'fr'] as const) {
        const award = await lead.call('POST', `${AWARDS}?projectId=${projectId}`, {
          lang,
          body: awardBody(disqualifiedId),
        });
        expectCatalogueError(award, 'awardBidderDisqualified', lang);
        expect(award.json.error.fields[0].field).toBe('body.submissionId');
        expectCatalogueError(
          await lead.call('POST', `${NODE}/Awards/Approvals?projectId=${projectId}`, {
            lang,
            body: { companyName: ` ${(out.companyName as string).toUpperCase()} ` },
          }),
          'awardApprovalCompanyDisqualified',
          lang,
        );
      }
      expect(values(await summaryOf(projectId), 'awardSummary').awards).toEqual([]);
    } finally {
      await deleteItem(Evaluation, { customerId, projectId });
    }
  });

  it('adds, edits at a version and removes an awarded company; a user who may only look changes nothing', async () => {
    const added = await lead.call('POST', `${AWARDS}?projectId=${results.projectId}`, {
      body: awardBody(high.info.vendor.vendorId, { exceptionTypeId }),
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    const created = values(added, 'award');
    expect(created).toMatchObject({ version: 1, exceptionTypeId, displayToPublic: true });
    expect(created.exceptionTypeName).toMatch(/^Sole source/);
    expectCatalogueError(
      await lead.call('POST', `${AWARDS}?projectId=${results.projectId}`, {
        lang: 'fr',
        body: awardBody(high.info.vendor.vendorId),
      }),
      'awardCompanyAlreadyAwarded',
      'fr',
    );
    const item = `${AWARDS}?projectId=${results.projectId}&awardId=${created.awardId}`;
    const {
      awardId: _a,
      submissionId: _s,
      companyName: _c,
      createdAt: _t,
      updatedAt: _u,
      exceptionTypeName: _n,
      ...editable
    } = created;
    const edited = await lead.call('PUT', item, {
      body: { ...editable, amount: '99000', exceptionTypeId: undefined, notes: undefined },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(values(edited, 'award')).toMatchObject({ version: 2, amount: '99000.00' });
    // Stored in whole cents, as the project's amounts are (decision 075).
    expect(
      (await getItem(Award, { customerId, projectId: results.projectId, awardId: created.awardId }))
        ?.amountCents,
    ).toBe(9_900_000);
    expect(values(edited, 'award').exceptionTypeId).toBeUndefined();
    // The same edit at the old version lost the race.
    const stale = await lead.call('PUT', item, { body: { ...editable, version: 1 } });
    expect(stale.status).toBe(409);
    const viewer = await signInWithRights(lead, ['award.view', 'source.view'], {
      label: 'Award viewer',
      firstName: 'Ava',
      lastName: 'Viewer',
    });
    expect((await viewer.call('GET', `${AWARDS}/Summary?projectId=${results.projectId}`)).status).toBe(200);
    expect((await viewer.call('DELETE', item)).status).toBe(403);
    expect((await lead.call('DELETE', item)).status).toBe(204);
    expectCatalogueError(await lead.call('DELETE', item), 'awardNotFound', 'en');
    const feed = (await queryAll(AuditEvent, auditOfProject(customerId, results.projectId))).map(
      (e) => e.action,
    );
    expect(feed).toEqual(expect.arrayContaining(['awardCreated', 'awardUpdated', 'awardDeleted']));
  });

  it('awards at most 90 companies: one more is refused in English and French, with nothing written', async () => {
    const added = await lead.call('POST', `${AWARDS}?projectId=${results.projectId}`, {
      body: awardBody(low.info.vendor.vendorId),
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    const first = (await getItem(Award, {
      customerId,
      projectId: results.projectId,
      awardId: values(added, 'award').awardId,
    }))!;
    // The others as the table would hold them: a bid of 90 opened bidders is too slow to build here.
    const others = Array.from({ length: MAX_AWARDED_COMPANIES - 1 }, (_, i) => ({
      ...first,
      awardId: randomUUID(),
      submissionId: `other-bidder-${i}`,
      companyName: `Other bidder ${i}`,
    }));
    await Promise.all(others.map((a) => putItem(Award, a)));
    try {
      for (const lang of ['en', 'fr'] as const)
        expectCatalogueError(
          await lead.call('POST', `${AWARDS}?projectId=${results.projectId}`, {
            lang,
            body: awardBody(high.info.vendor.vendorId),
          }),
          'awardCompanyLimit',
          lang,
        );
      const summary = values(await summaryOf(results.projectId), 'awardSummary');
      expect(summary.awards).toHaveLength(MAX_AWARDED_COMPANIES);
    } finally {
      await Promise.all([first, ...others].map((a) => deleteItem(Award, a)));
    }
  });

  it('keeps the Award back: none awarded unconfirmed, changes unseen, an approval pending', async () => {
    const { projectId } = results;
    for (const lang of ['en', 'fr'] as const)
      expectCatalogueError(await award(projectId, {}, lang), 'awardNoneConfirm', lang);
    const added = await lead.call('POST', `${AWARDS}?projectId=${projectId}`, {
      body: awardBody(low.info.vendor.vendorId, { amount: '80000.00' }),
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    const summary = values(await summaryOf(projectId), 'awardSummary');
    const stale = await lead.call('POST', `${AWARDS}/Award?projectId=${projectId}`, {
      lang: 'fr',
      body: { projectVersion: summary.projectVersion, awards: [] },
    });
    expectCatalogueError(stale, 'awardChangesNotSaved', 'fr');
    const approval = { customerId, projectId, awardApprovalId: 'approval-under-test', version: 1 };
    await putItem(AwardApproval, { ...approval, status: 'emailSent' });
    expect(values(await summaryOf(projectId), 'awardSummary').awardStatus).toBe('pendingApproval');
    expectCatalogueError(await award(projectId), 'awardApprovalPending', 'en');
    await putItem(AwardApproval, { ...approval, status: 'approved' });
    expect(values(await summaryOf(projectId), 'awardSummary').awardStatus).toBe('approved');
    await deleteItem(AwardApproval, approval);
  });

  it('awards: Awarded in phase Award, search row, audit, bidders emailed, names and amounts on the public page', async () => {
    const { projectId } = results;
    const before = (await mailbox()).length;
    const res = await award(projectId);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(values(res, 'awardSummary')).toMatchObject({ projectStatus: 'awarded', awardStatus: 'awarded' });
    expect(values(res, 'awardSummary').awardRefusal).toBe('transitionNotAllowed');
    const stored = (await getItem(Project, { customerId, projectId }))!;
    expect(stored).toMatchObject({ status: 'awarded', phase: 'award' });
    expect(stored.contractStatus).toBeUndefined();
    expect(await getItem(ProjectSearchRow, { customerId, projectId })).toMatchObject({
      status: 'awarded',
      phase: 'award',
    });
    const events = await queryAll(AuditEvent, auditOfProject(customerId, projectId));
    expect(events.find((e) => e.action === 'award')?.after).toMatchObject({
      status: 'awarded',
      phase: 'award',
    });
    const emails = await eventually(async () => {
      const sent = (await mailbox()).slice(before).filter((m) => m.subject.includes('Results published'));
      return sent.length >= 2 ? sent : undefined;
    });
    expect(emails.map((m) => m.body.text).join('\n')).toContain('is among the companies awarded');
    // Displaying results: the awarded company with its amount, and the bidders' names.
    const shown = await publicDetail(projectId);
    expect(shown.result).toMatchObject({
      status: 'awarded',
      awarded: [{ companyName: low.info.vendor.companyName, amount: '80000.00' }],
    });
    expect(shown.result.bidders).toHaveLength(2);
    expect(shown.documents).toEqual([]);
    // Once awarded, nothing changes any more, and it cannot be awarded again.
    expectCatalogueError(
      await lead.call('POST', `${AWARDS}?projectId=${projectId}`, {
        body: awardBody(high.info.vendor.vendorId),
      }),
      'awardChangesClosed',
      'en',
    );
    expectCatalogueError(await award(projectId), 'transitionNotAllowed', 'en');
    // PUT Projects/status does not take the award.
    const view = viewOf(await lead.call('GET', `${PROJECTS}?projectId=${names.projectId}`)).project;
    const viaStatus = await lead.call('PUT', `${PROJECTS}/status?projectId=${names.projectId}`, {
      body: { action: 'award', version: view.version },
    });
    expect(viaStatus.status).toBe(400);
  });

  it('shows names only under "display names", once opened and awarded', async () => {
    const { projectId } = names;
    const unsealed = await lead.call('POST', `${OPENING}/Unseal?projectId=${projectId}`, {
      body: { parts: ['price', 'submission'] },
    });
    expect(unsealed.status, JSON.stringify(unsealed.json)).toBe(200);
    // Closed, not yet awarded: the bidders' names, no result yet.
    const closed = await publicDetail(projectId);
    expect(closed.result.status).toBe('closed');
    expect(closed.result.bidders.sort()).toEqual(
      [low.info.vendor.companyName, high.info.vendor.companyName].sort(),
    );
    const added = await lead.call('POST', `${AWARDS}?projectId=${projectId}`, {
      body: awardBody(high.info.vendor.vendorId),
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    // Another company awarded but kept from the public.
    const privately = await lead.call('POST', `${AWARDS}?projectId=${projectId}`, {
      body: awardBody(low.info.vendor.vendorId, { displayToPublic: false }),
    });
    expect(privately.status, JSON.stringify(privately.json)).toBe(201);
    expect((await award(projectId)).status).toBe(200);
    expect((await publicDetail(projectId)).result).toMatchObject({
      status: 'awarded',
      awarded: [{ companyName: high.info.vendor.companyName }],
    });
    expect((await publicDetail(projectId)).result.awarded[0].amount).toBeUndefined();
  });

  it('shows nothing under "do not display"; a source-and-contract award starts its contract in Design', async () => {
    const { projectId } = hidden;
    const stored = (await getItem(Project, { customerId, projectId }))!;
    // The type is the project's from its creation: made a source-and-contract project as its wizard would.
    await putItem(Project, { ...stored, type: 'sourceAndContract', version: stored.version + 1 });
    const confirmedNone = await award(projectId, { confirmNone: true }, 'fr');
    expect(confirmedNone.status, JSON.stringify(confirmedNone.json)).toBe(200);
    expect(values(confirmedNone, 'awardSummary').contractStatus).toBe('design');
    const view = viewOf(await lead.call('GET', `${PROJECTS}?projectId=${projectId}`)).project;
    expect(view).toMatchObject({ status: 'awarded', phase: 'award', contractStatus: 'design' });
    const shown = await publicDetail(projectId);
    expect(shown.result.status).toBe('awarded');
    expect(shown.result.awarded).toBeUndefined();
    expect(shown.result.bidders).toBeUndefined();
  });
});
