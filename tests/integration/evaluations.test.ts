/**
 * The evaluation of opened bids (issue 11 item 1, decision 063) through the API on the local runtime: an
 * evaluator outside the team is refused (and the refusal audited), the criteria and the method change with
 * its reset, declarations of conflict before any score, a conflicted evaluator's scores refused, the lock
 * once evaluation has started, the review's consensus, and the records removed with the project.
 * The project is closed and its three bids opened by writing them directly: the opening has its own tests.
 */
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, auditOfProject } from '../../functions/core/db/entities/audit-event.js';
import { Evaluation, EvaluationSheet } from '../../functions/core/db/entities/evaluation.js';
import { Project } from '../../functions/core/db/entities/project.js';
import { Submission, SubmissionPart } from '../../functions/core/db/entities/submission.js';
import { TenderTable } from '../../functions/core/db/entities/tender-table.js';
import { packDefinition, totalsOf } from '../../functions/core/forms/form-storage.js';
import { computeForm } from '../../shared/domain/forms/form-engine.js';
import { formColumn, formDefinition, formRow } from '../../shared/domain/forms/form-fixtures.js';
import { getItem, putItem, queryAll } from '../../functions/core/db/ops.js';
import { keysOf } from '../../functions/core/db/owned-records.js';
import { ownedBy } from '../../functions/projects/cleanup-job.js';
import { OPENED_BID } from '../../infra/local/seed-bids.js';
import { stackTimeIn } from '../helpers/clock.js';
import { declaredConflictSheet } from '../helpers/evaluation-sheets.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import {
  create,
  expectCatalogueError,
  loadRefs,
  PROJECTS,
  signInWithRights,
  tag,
} from './projects-support.js';

const EVALUATION = '/api/v1/customer/{customerId}/node/{nodeId}/Projects/Evaluation';

let lead: SignedIn;
let evaluator: SignedIn;
let outsider: SignedIn;
let customerId: string;
let projectId: string;
const bids = { a: '', b: '', c: '' };

const OPENING = '/api/v1/customer/{customerId}/node/{nodeId}/Projects/Opening';
const EXPORTS = '/api/v1/customer/{customerId}/node/{nodeId}/Exports';

/** How many of the user's calls to the operation were refused and audited on the project. */
const refusalsOf = async (as: SignedIn, operationId: string) =>
  (await queryAll(AuditEvent, auditOfProject(customerId, projectId))).filter(
    (event) =>
      event.action === 'sealedBidAccessRefused' &&
      event.actorId === as.info.user.userId &&
      (event.after as { operationId: string }).operationId === operationId,
  ).length;

const values = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;
const q = (submissionId?: string) =>
  `projectId=${projectId}${submissionId ? `&submissionId=${submissionId}` : ''}`;

async function setup(as: SignedIn = lead) {
  const res = await as.call('GET', `${EVALUATION}?${q()}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return values(res, 'evaluation');
}

async function mine(as: SignedIn) {
  const res = await as.call('GET', `${EVALUATION}/Mine?${q()}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return values(res, 'myEvaluation');
}

const openedBid = async (companyName: string) => {
  const at = stackTimeIn(0);
  const submissionId = `submission-${tag()}`;
  await putItem(Submission, {
    customerId,
    projectId,
    submissionId,
    status: 'unsealed',
    companyName,
    contactEmail: `${tag()}@bidder.example`,
    completedAt: at,
    priceUnsealed: { at, by: lead.info.user.userId },
    submissionUnsealed: { at, by: lead.info.user.userId },
    version: 2,
    createdAt: at,
    updatedAt: at,
  });
  return submissionId;
};

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
  [evaluator, outsider] = await Promise.all([
    loginAs('evaluator@demo.example'),
    signInWithRights(lead, ['evaluations.view', 'evaluations.edit'], {
      label: 'Outside evaluator',
      firstName: 'Otto',
      lastName: 'Side',
    }),
  ]);
  projectId = (await create(lead, { name: `Evaluation ${tag()}` })).project.projectId;
  // Closed, its bids opened: what the close job and the opening leave.
  const project = await getItem(Project, { customerId, projectId });
  await putItem(Project, { ...project!, status: 'closed' });
  [bids.a, bids.b, bids.c] = await Promise.all([
    openedBid('Alder Landscaping'),
    openedBid('Birch Gardens'),
    openedBid('Cedar Works'),
  ]);
}, 60_000);

describe('evaluation', () => {
  it('refuses an evaluator outside the team (403, audited) and a non-lead setting it up', async () => {
    const before = (await queryAll(AuditEvent, auditOfProject(customerId, projectId))).length;
    expectCatalogueError(await outsider.call('GET', `${EVALUATION}/Mine?${q()}`), 'evaluatorNotOnTeam', 'en');
    expectCatalogueError(
      await outsider.call('GET', `${EVALUATION}?${q()}`, { lang: 'fr' }),
      'evaluatorNotOnTeam',
      'fr',
    );
    const refusals = (await queryAll(AuditEvent, auditOfProject(customerId, projectId))).filter(
      (event) => event.action === 'sealedBidAccessRefused' && event.actorId === outsider.info.user.userId,
    );
    expect(refusals.map((event) => (event.after as { operationId: string }).operationId).sort()).toEqual([
      'getEvaluation',
      'getMyEvaluation',
    ]);
    expect((await queryAll(AuditEvent, auditOfProject(customerId, projectId))).length).toBe(before + 2);
    // The demo evaluator (view and edit, no create) scores; they do not build the evaluation.
    expectCatalogueError(
      await evaluator.call('PUT', `${EVALUATION}/Criteria?${q()}`, { body: { criteria: [], version: 0 } }),
      'evaluationManagersOnly',
      'en',
    );
  });

  it('saves criteria by points, then resets them on a confirmed change to weights', async () => {
    const saved = await lead.call('PUT', `${EVALUATION}/Criteria?${q()}`, {
      body: {
        criteria: [
          { name: 'Experience', description: 'Similar contracts', points: 10 },
          { name: 'Work plan', points: 20 },
        ],
        version: 0,
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const first = values(saved, 'evaluation');
    expect(first.criteria.map((c: any) => [c.name, c.points])).toEqual([
      ['Experience', 10],
      ['Work plan', 20],
    ]);
    expect(first).toMatchObject({ method: 'points', readyToScore: true, locked: false, version: 1 });

    // Without the warning's confirmation the method stays, and nothing is reset.
    const unconfirmed = await lead.call('PUT', `${EVALUATION}/Method?${q()}`, {
      body: { method: 'weights', confirmReset: false, version: 1 },
      lang: 'fr',
    });
    expectCatalogueError(unconfirmed, 'scoringMethodResetUnconfirmed', 'fr');
    expect((await setup()).criteria.map((c: any) => c.points)).toEqual([10, 20]);

    const changed = await lead.call('PUT', `${EVALUATION}/Method?${q()}`, {
      body: { method: 'weights', confirmReset: true, version: 1 },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    const reset = values(changed, 'evaluation');
    expect(reset.method).toBe('weights');
    expect(reset.criteria.map(({ criterionId: _id, ...c }: any) => c)).toEqual([
      { name: 'Experience', description: 'Similar contracts' },
      { name: 'Work plan' },
    ]);
    expect(reset.readyToScore).toBe(false);

    const badTotal = await lead.call('PUT', `${EVALUATION}/Criteria?${q()}`, {
      body: { criteria: reset.criteria.map((c: any) => ({ ...c, weight: 45 })), version: reset.version },
    });
    expectCatalogueError(badTotal, 'criteriaWeightsTotal', 'en');
    expect(badTotal.json.error.fields.map((f: any) => f.field)).toEqual(['body.criteria']);

    const weighted = await lead.call('PUT', `${EVALUATION}/Criteria?${q()}`, {
      body: {
        criteria: reset.criteria.map((c: any, i: number) => ({ ...c, weight: i === 0 ? 40 : 60 })),
        version: reset.version,
      },
    });
    expect(weighted.status, JSON.stringify(weighted.json)).toBe(200);
    expect(values(weighted, 'evaluation').readyToScore).toBe(true);
    // The criteria kept their ids through the reset and the save.
    expect(values(weighted, 'evaluation').criteria.map((c: any) => c.criterionId)).toEqual(
      first.criteria.map((c: any) => c.criterionId),
    );
  });

  it('builds the team, and disqualifies a bidder only with a reason', async () => {
    const current = await setup();
    const candidates = current.candidates.map((c: any) => c.userId);
    expect(candidates).toEqual(expect.arrayContaining([evaluator.info.user.userId, lead.info.user.userId]));
    const team = await lead.call('PUT', `${EVALUATION}/Team?${q()}`, {
      body: { evaluatorIds: [evaluator.info.user.userId, lead.info.user.userId], version: current.version },
    });
    expect(team.status, JSON.stringify(team.json)).toBe(200);
    const withTeam = values(team, 'evaluation');
    expect(withTeam.evaluators.map((e: any) => e.name)).toEqual(['Eve Valdez', 'Lee Procter']);

    const noReason = await lead.call('PUT', `${EVALUATION}/SupplierStatus?${q(bids.c)}`, {
      body: { status: 'disqualified', version: withTeam.version },
    });
    expectCatalogueError(noReason, 'disqualificationReasonRequired', 'en');
    expect(noReason.json.error.fields.map((f: any) => f.field)).toEqual(['body.reason']);
    const marked = await lead.call('PUT', `${EVALUATION}/SupplierStatus?${q(bids.c)}`, {
      body: { status: 'disqualified', reason: 'No bid bond', version: withTeam.version },
    });
    expect(marked.status, JSON.stringify(marked.json)).toBe(200);
    expect(values(marked, 'evaluation').bidders.find((b: any) => b.submissionId === bids.c)).toMatchObject({
      status: 'disqualified',
      reason: 'No bid bond',
    });
    // A stale version loses.
    const stale = await lead.call('PUT', `${EVALUATION}/Team?${q()}`, {
      body: { evaluatorIds: [], version: withTeam.version },
    });
    expect(stale.status).toBe(409);
  });

  it('asks for declarations before showing or scoring any bid, and refuses a conflicted evaluator', async () => {
    const before = await mine(evaluator);
    expect(before.declaredForAll).toBe(false);
    // The disqualified bidder is not to be evaluated; nothing of a bid shows before the declarations.
    expect(before.bidders.map((b: any) => b.submissionId)).toEqual([bids.a, bids.b]);
    expect(before.bidders.every((b: any) => b.grandTotal === undefined && b.sheet === undefined)).toBe(true);
    const early = await evaluator.call('PUT', `${EVALUATION}/Scores?${q(bids.a)}`, {
      body: { scores: [], submit: false, version: 1 },
    });
    expectCatalogueError(early, 'conflictNotDeclared', 'en');

    const declared = await evaluator.call('POST', `${EVALUATION}/Declarations?${q()}`, {
      body: {
        declarations: [
          { submissionId: bids.a, declaration: 'none' },
          { submissionId: bids.b, declaration: 'conflict' },
        ],
      },
    });
    expect(declared.status, JSON.stringify(declared.json)).toBe(200);
    const after = values(declared, 'myEvaluation');
    expect(after.declaredForAll).toBe(true);
    expect(after.bidders.map((b: any) => [b.declaration, b.sheet?.status ?? null])).toEqual([
      ['none', 'draft'],
      ['conflict', null],
    ]);
    const changedMind = await evaluator.call('POST', `${EVALUATION}/Declarations?${q()}`, {
      body: { declarations: [{ submissionId: bids.b, declaration: 'none' }] },
    });
    expectCatalogueError(changedMind, 'conflictAlreadyDeclared', 'en');

    const criteria = (await setup()).criteria;
    const conflicted = await evaluator.call('PUT', `${EVALUATION}/Scores?${q(bids.b)}`, {
      body: { scores: [{ criterionId: criteria[0].criterionId, score: 5 }], submit: false, version: 1 },
      lang: 'fr',
    });
    expectCatalogueError(conflicted, 'evaluatorConflicted', 'fr');

    // Reading a bid: the conflicted one refused, the other answered (its unsealed parts, no file).
    expectCatalogueError(
      await evaluator.call('GET', `${EVALUATION}/Bid?${q(bids.b)}`),
      'evaluatorConflicted',
      'en',
    );
    const readable = await evaluator.call('GET', `${EVALUATION}/Bid?${q(bids.a)}`);
    expect(readable.status, JSON.stringify(readable.json)).toBe(200);
    expect(values(readable, 'evaluationBid')).toMatchObject({
      submissionId: bids.a,
      companyName: 'Alder Landscaping',
      forms: [],
    });
    expectCatalogueError(
      await outsider.call('GET', `${EVALUATION}/Bid?${q(bids.a)}`),
      'evaluatorNotOnTeam',
      'en',
    );
    // The demo evaluator also holds source.view: Source → submissions refuses the conflicted bid too, and
    // the refusal is audited; the other bid opens there, and so does the conflicted one for the lead.
    const refusedBefore = await refusalsOf(evaluator, 'getOpeningSubmission');
    expectCatalogueError(
      await evaluator.call('GET', `${OPENING}/Submission?${q(bids.b)}`, { lang: 'fr' }),
      'evaluatorConflicted',
      'fr',
    );
    expect(await refusalsOf(evaluator, 'getOpeningSubmission')).toBe(refusedBefore + 1);
    const inSource = await evaluator.call('GET', `${OPENING}/Submission?${q(bids.a)}`);
    expect(inSource.status, JSON.stringify(inSource.json)).toBe(200);
    const forLead = await lead.call('GET', `${OPENING}/Submission?${q(bids.b)}`);
    expect(forLead.status, JSON.stringify(forLead.json)).toBe(200);
    // The list marks the bid the reader may not open: for the evaluator only.
    const conflictedRows = async (as: SignedIn) => {
      const list = await as.call('GET', `${OPENING}/Submissions?${q()}`);
      expect(list.status, JSON.stringify(list.json)).toBe(200);
      return values(list, 'openingSubmissions')
        .rows.filter((row: any) => row.conflicted)
        .map((row: any) => row.submissionId);
    };
    expect(await conflictedRows(evaluator)).toEqual([bids.b]);
    expect(await conflictedRows(lead)).toEqual([]);

    // A buyer who edits Source and declared a conflict (written here as the evaluation would) may not
    // export every bid: the zip would hold the conflicted one.
    const opener = await signInWithRights(lead, ['build.view', 'source.view', 'source.edit'], {
      label: 'Conflicted opener',
      firstName: 'Olga',
      lastName: 'Pener',
    });
    await putItem(
      EvaluationSheet,
      declaredConflictSheet({ customerId, projectId, userId: opener.info.user.userId, submissionId: bids.a }),
    );
    expectCatalogueError(
      await opener.call('POST', `${EXPORTS}/RequestCompletedSubmissionsGenerate/${projectId}`, {
        lang: 'fr',
      }),
      'exportConflicted',
      'fr',
    );
    expect(await conflictedRows(opener)).toEqual([bids.a]);

    const tooHigh = await evaluator.call('PUT', `${EVALUATION}/Scores?${q(bids.a)}`, {
      body: { scores: [{ criterionId: criteria[0].criterionId, score: 10.5 }], submit: false, version: 1 },
    });
    expectCatalogueError(tooHigh, 'scoreOutOfRange', 'en');
    expect(tooHigh.json.error.fields.map((f: any) => f.field)).toEqual(['body.scores.0.score']);
    const incomplete = await evaluator.call('PUT', `${EVALUATION}/Scores?${q(bids.a)}`, {
      body: { scores: [{ criterionId: criteria[0].criterionId, score: 8 }], submit: true, version: 1 },
    });
    expectCatalogueError(incomplete, 'scoresIncomplete', 'en');
    const draft = await evaluator.call('PUT', `${EVALUATION}/Scores?${q(bids.a)}`, {
      body: {
        scores: [{ criterionId: criteria[0].criterionId, score: 8, comment: 'Strong references' }],
        submit: false,
        version: 1,
      },
    });
    expect(draft.status, JSON.stringify(draft.json)).toBe(200);
    const submitted = await evaluator.call('PUT', `${EVALUATION}/Scores?${q(bids.a)}`, {
      body: {
        scores: [
          { criterionId: criteria[0].criterionId, score: 8, comment: 'Strong references' },
          { criterionId: criteria[1].criterionId, score: 2.5 },
        ],
        submit: true,
        version: 2,
      },
    });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    expect(values(submitted, 'myEvaluation').bidders[0].sheet).toEqual({
      scores: {
        [criteria[0].criterionId]: { score: 8, comment: 'Strong references' },
        [criteria[1].criterionId]: { score: 2.5 },
      },
      status: 'submitted',
      version: 3,
    });
    const again = await evaluator.call('PUT', `${EVALUATION}/Scores?${q(bids.a)}`, {
      body: { scores: [], submit: false, version: 3 },
    });
    expectCatalogueError(again, 'scoresAlreadySubmitted', 'en');
  });

  it('locks the method and the criteria once evaluation has started', async () => {
    const current = await setup();
    expect(current).toMatchObject({ locked: true, lockReason: 'started' });
    expectCatalogueError(
      await lead.call('PUT', `${EVALUATION}/Method?${q()}`, {
        body: { method: 'points', confirmReset: true, version: current.version },
      }),
      'evaluationLocked',
      'en',
    );
    expectCatalogueError(
      await lead.call('PUT', `${EVALUATION}/Criteria?${q()}`, {
        body: { criteria: [], version: current.version },
      }),
      'evaluationLocked',
      'en',
    );
  });

  it('reviews individual and consensus scores side by side; the lead’s consensus needs a note', async () => {
    const { criteria } = await setup();
    const [c0, c1] = criteria.map((c: any) => c.criterionId);
    await lead.call('POST', `${EVALUATION}/Declarations?${q()}`, {
      body: {
        declarations: [
          { submissionId: bids.a, declaration: 'none' },
          { submissionId: bids.b, declaration: 'none' },
        ],
      },
    });
    for (const [bid, scores] of [
      [bids.a, [2, 3]],
      [bids.b, [6, 7]],
    ] as const) {
      const res = await lead.call('PUT', `${EVALUATION}/Scores?${q(bid)}`, {
        body: {
          scores: [
            { criterionId: c0, score: scores[0] },
            { criterionId: c1, score: scores[1] },
          ],
          submit: true,
          version: 1,
        },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    }
    // The evaluator sees no review.
    expectCatalogueError(
      await evaluator.call('GET', `${EVALUATION}/Review?${q()}`),
      'evaluationManagersOnly',
      'en',
    );
    const res = await lead.call('GET', `${EVALUATION}/Review?${q()}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const review = values(res, 'evaluationReview');
    const eve = evaluator.info.user.userId;
    const lee = lead.info.user.userId;
    expect(review.maxTotal).toBe(100);
    const [a, b] = review.bids;
    expect(a.submissionId).toBe(bids.a);
    // Experience (out of 10): Eve 8, Lee 2 — 6 apart, more than 2.5: both flagged; the mean is 5.
    expect(a.criteria[0]).toEqual({
      criterionId: c0,
      individual: [
        { evaluatorId: eve, score: 8, comment: 'Strong references', outlier: true },
        { evaluatorId: lee, score: 2, outlier: true },
      ],
      mean: 5,
      consensus: 5,
      overridden: false,
    });
    // Eve: 8/10 × 40 + 2.5/10 × 60 = 47; Lee: 2/10 × 40 + 3/10 × 60 = 26.
    expect(a.evaluatorTotals).toEqual([
      { evaluatorId: eve, total: 47 },
      { evaluatorId: lee, total: 26 },
    ]);
    expect(b.conflicted).toEqual([eve]);
    expect(b.evaluatorTotals).toEqual([
      { evaluatorId: eve, total: null },
      { evaluatorId: lee, total: 66 },
    ]);

    const noNote = await lead.call('PUT', `${EVALUATION}/Consensus?${q(bids.a)}`, {
      body: { criterionId: c0, score: 7, version: review.version },
    });
    expectCatalogueError(noNote, 'consensusNoteRequired', 'en');
    expect(noNote.json.error.fields.map((f: any) => f.field)).toEqual(['body.note']);
    const set = await lead.call('PUT', `${EVALUATION}/Consensus?${q(bids.a)}`, {
      body: { criterionId: c0, score: 7, note: 'Agreed at the meeting', version: review.version },
    });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    const agreed = values(set, 'evaluationReview').bids[0];
    expect(agreed.criteria[0]).toMatchObject({
      mean: 5,
      consensus: 7,
      overridden: true,
      note: 'Agreed at the meeting',
    });
    // 7/10 × 40 + mean(2.5, 3) = 2.75/10 × 60 = 28 + 16.5.
    expect(agreed.consensusTotal).toBe(44.5);
  });

  it('tabulates the compliant bids line by line in the pricing review, a bidder’s added lines with it', async () => {
    // A price form whose bidders add lines (every column bidder input, as enableBidderRows makes it) and
    // the bids' form parts, written as the portal and the opening leave them.
    const definition = formDefinition(
      [
        formColumn('c1', 'descriptiveText', { name: 'Item', bidderInput: true }),
        formColumn('c2', 'unit', { name: 'Unit', bidderInput: true }),
        formColumn('c3', 'quantity', { name: 'Quantity', bidderInput: true }),
        formColumn('c4', 'unitPrice', { name: 'Unit price', bidderInput: true }),
        formColumn('c5', 'total', { name: 'Total', formula: 'c3 * c4', subtotal: true }),
      ],
      [formRow('r1', { c1: 'Mulch', c2: 'm3' }), formRow('r2', { c1: 'Shrubs', c2: 'ea' })],
      { name: `Planting prices ${tag()}`, totalColumnKey: 'c5', allowBidderRows: true },
    );
    const tenderTableId = `form-${tag()}`;
    await putItem(TenderTable, {
      customerId,
      tenderTableId,
      projectId,
      name: definition.name,
      tableType: 'price',
      mandatory: true,
      includeInSummary: true,
      sortOrder: 0,
      totals: totalsOf(computeForm(definition)),
      definitionGz: packDefinition(definition),
      createdBy: lead.info.user.userId,
      updatedBy: lead.info.user.userId,
    });
    const bidLines = (prices: [string, string]) =>
      prices.map((price, i) => ({ rowId: `r${i + 1}`, cells: { c3: i === 0 ? '40' : '25', c4: price } }));
    const entries = {
      [bids.a]: {
        rows: bidLines(['12.50', '30.00']),
        addedRows: [{ id: 'x1', cells: { c1: 'Watering bags', c2: 'ea', c3: '25', c4: '4.00' } }],
      },
      [bids.b]: { rows: bidLines(['11.00', '33.00']) },
      // Disqualified: not in the pricing review, its added line neither.
      [bids.c]: {
        rows: bidLines(['1.00', '1.00']),
        addedRows: [{ id: 'x1', cells: { c1: 'Cedar extra', c2: 'ea', c3: '1', c4: '9.99' } }],
      },
    };
    for (const [submissionId, bidEntries] of Object.entries(entries))
      await putItem(SubmissionPart, {
        customerId,
        projectId,
        submissionId,
        partId: `form.${tenderTableId}`,
        contentGz: new Uint8Array(
          gzipSync(
            JSON.stringify({ entries: bidEntries, totals: totalsOf(computeForm(definition, bidEntries)) }),
          ),
        ),
        updatedBy: 'supplier-user',
      });

    const res = await lead.call('GET', `${EVALUATION}/Pricing?${q()}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const pricing = values(res, 'pricingReview');
    const order: string[] = pricing.bidders.map((b: any) => b.submissionId);
    expect([...order].sort()).toEqual([bids.a, bids.b].sort());
    expect(pricing.tabulations.map((t: any) => t.tenderTableId)).toEqual([tenderTableId]);
    const [tabulation] = pricing.tabulations;
    expect(tabulation.columns).toEqual({
      description: 'Item',
      quantity: 'Quantity',
      unit: 'Unit',
      unitPrice: 'Unit price',
      extended: 'Total',
    });
    // The buyer's lines, then Alder's added line numbered after them, Alder named as the one who added it.
    expect(
      tabulation.lines.map((l: any) => [
        l.label,
        l.description,
        l.quantity,
        l.unit,
        l.addedBy === undefined ? null : pricing.bidders[l.addedBy].submissionId,
      ]),
    ).toEqual([
      ['1', 'Mulch', '40', 'm3', null],
      ['2', 'Shrubs', '25', 'ea', null],
      ['3', 'Watering bags', '25', 'ea', bids.a],
    ]);
    const of = (line: any, submissionId: string) => line.bids[order.indexOf(submissionId)];
    expect(tabulation.lines.map((l: any) => [of(l, bids.a), of(l, bids.b)])).toEqual([
      [
        { unitPrice: '12.50', extended: '500.00' },
        { unitPrice: '11.00', extended: '440.00' },
      ],
      [
        { unitPrice: '30.00', extended: '750.00' },
        { unitPrice: '33.00', extended: '825.00' },
      ],
      [
        { unitPrice: '4.00', extended: '100.00' },
        { unitPrice: '', extended: '' },
      ],
    ]);
    expect(tabulation.totals[order.indexOf(bids.a)]).toMatchObject({ total: '1350.00' });
    expect(tabulation.totals[order.indexOf(bids.b)]).toMatchObject({ total: '1265.00' });
    expect(pricing.bidders.find((b: any) => b.lowest).submissionId).toBe(bids.b);
    expect(JSON.stringify(pricing)).not.toContain('Cedar extra');

    // The opening's bid analysis answers the same tabulation over every opened bid: Cedar's line there.
    const analysis = values(
      await lead.call('GET', `${OPENING}/BidAnalysis?projectId=${projectId}`),
      'bidAnalysis',
    );
    const opened = analysis.tabulations.find((t: any) => t.tenderTableId === tenderTableId);
    expect(
      opened.lines
        .filter((l: any) => l.addedBy !== undefined)
        .map((l: any) => [l.label, l.description, analysis.bidders[l.addedBy].submissionId]),
    ).toEqual([
      ['3', 'Watering bags', bids.a],
      ['3', 'Cedar extra', bids.c],
    ]);
  });

  it('lists the evaluation and its sheets among what the project owns (removed with it)', async () => {
    const evaluation = await getItem(Evaluation, { customerId, projectId });
    const keys = await keysOf(ownedBy(customerId, projectId));
    const sheets = keys.filter((key) => key.sk.startsWith('$evaluationsheet_1#'));
    expect(keys.some((key) => key.sk === Evaluation.key(evaluation!).sk)).toBe(true);
    // Eve's two declarations, Lee's two and Olga's one.
    expect(sheets).toHaveLength(5);
  });
});

describe('the demo seed', () => {
  it('has Tree planting under evaluation: criteria, the team, Birchwood disqualified, the lead’s scores', async () => {
    const found = await lead.call('POST', `${PROJECTS}/Search`, {
      body: { limit: 200, start: 0, searchText: 'Tree planting' },
    });
    expect(found.status, JSON.stringify(found.json)).toBe(200);
    const row = found.json.data.projectSearchDTO.values.rows.find((r: any) => r.name === OPENED_BID);
    const ask = (path: string, as: SignedIn = lead) =>
      as.call('GET', `${EVALUATION}${path}?projectId=${row.projectId}`);
    const seeded = values(await ask(''), 'evaluation');
    expect(seeded.criteria.map((c: any) => [c.name, c.points])).toEqual([
      ['Experience and references', 30],
      ['Planting and watering plan', 40],
      ['Schedule', 30],
    ]);
    expect(seeded.evaluators.map((e: any) => e.name)).toEqual(['Eve Valdez', 'Lee Procter']);
    expect(seeded.bidders.map((b: any) => [b.companyName, b.status]).sort()).toEqual([
      ['Acme Construction Ltd.', 'compliant'],
      ['Birchwood Office Interiors', 'disqualified'],
      ['Greenleaf Landscaping Inc.', 'compliant'],
    ]);
    expect(seeded).toMatchObject({ locked: true, readyToScore: true });
    // The demo evaluator has yet to declare: the e2e test and a demo visitor do it.
    const eve = values(await ask('/Mine', evaluator), 'myEvaluation');
    expect(eve.declaredForAll).toBe(false);
    const review = values(await ask('/Review'), 'evaluationReview');
    expect(
      review.bids.map((b: any) => [b.companyName, b.evaluatorTotals.map((t: any) => t.total)]).sort(),
    ).toEqual([
      ['Acme Construction Ltd.', [null, 78.5]],
      ['Greenleaf Landscaping Inc.', [null, 84.5]],
    ]);
    // The lead, on the team and declared, reads Greenleaf's bid: its form's total from the engine, its answers.
    const greenleaf = seeded.bidders.find((b: any) => b.companyName === 'Greenleaf Landscaping Inc.');
    const read = await lead.call(
      'GET',
      `${EVALUATION}/Bid?projectId=${row.projectId}&submissionId=${greenleaf.submissionId}`,
    );
    expect(read.status, JSON.stringify(read.json)).toBe(200);
    const bid = values(read, 'evaluationBid');
    expect(bid.forms).toHaveLength(1);
    expect(bid.forms[0].total).toMatch(/^\d+\.\d{2}$/);
    expect(Object.keys(bid.answers?.questions ?? {}).length).toBeGreaterThan(0);
    // And its files, as Source → Submissions lists them, each a download signed for the evaluator (issue 22
    // item 15): the group reads sealed/ once the bid's submission part is unsealed (decision 056, amended).
    expect(bid.files.map((f: any) => f.fileName)).toEqual(['Certificate of insurance.pdf']);
    const file = await fetch(bid.files[0].download.url);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    // The pricing review compares the two compliant bids, Greenleaf the lowest (the forms' engine totals).
    const pricing = values(await ask('/Pricing'), 'pricingReview');
    expect(pricing.bidders.map((b: any) => [b.companyName, b.lowest])).toEqual(
      expect.arrayContaining([
        ['Greenleaf Landscaping Inc.', true],
        ['Acme Construction Ltd.', false],
      ]),
    );
    expect(pricing.bidders).toHaveLength(2);
    expect(pricing.disqualified.map((d: any) => d.companyName)).toEqual(['Birchwood Office Interiors']);
    // And line by line, as the opening's bid analysis tabulates them: each compliant bidder's unit price
    // and extended amount on every line of the price form (1,200 trees × 385.00), Birchwood's nowhere.
    expect(pricing.tabulations).toHaveLength(1);
    const [tabulation] = pricing.tabulations;
    const column = (companyName: string) => {
      const i = pricing.bidders.findIndex((b: any) => b.companyName === companyName);
      return tabulation.lines.map((line: any) => line.bids[i]);
    };
    expect(tabulation.lines.map((line: any) => [line.label, line.quantity, line.bids.length])).toEqual([
      ['1', '1200', 2],
      ['2', '1200', 2],
      ['3', '60', 2],
    ]);
    expect(column('Greenleaf Landscaping Inc.')).toEqual([
      { unitPrice: '385.00', extended: '462000.00' },
      { unitPrice: '42.00', extended: '50400.00' },
      { unitPrice: '385.00', extended: '23100.00' },
    ]);
    expect(column('Acme Construction Ltd.').map((bid: any) => bid.unitPrice)).toEqual([
      '455.00',
      '55.00',
      '455.00',
    ]);
  });
});
