/**
 * The demo agency a newcomer finds (infra/local/seed*.ts), read through the API of the seeded test stack: a
 * project in every status and phase the lifecycle reaches, documents whose bytes download and whose PDF
 * opens in pdf.js with the page count its record holds, teams beyond the lead, Build lists, tasks, the
 * history of each project in its activity feed, bid forms with the engine's figures, submission requirements
 * and the library of templates.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LIST_KIND_SPECS, type ListKind } from '../../shared/domain/list-kinds.js';
import { TEMPLATE_GROUPS } from '../../shared/domain/library/templates.js';
import { PROJECT_PHASES, PROJECT_STATUSES } from '../../shared/domain/projects/project-types.js';
import { DEMO_DOCUMENTS } from '../../infra/local/seed-documents.js';
import { DEMO_QUESTIONS } from '../../infra/local/seed-questions.js';
import { DRAFT_BID, OPENED_BID, SEALED_BID } from '../../infra/local/seed-bids.js';
import { PHASES_NOT_YET_REACHABLE, STATUSES_NOT_YET_REACHABLE } from '../../infra/local/seed-projects.js';
import { eventually } from '../helpers/api.js';
import { stackNow } from '../helpers/clock.js';
import { loginAs, loginAsSupplier, type SignedIn } from '../helpers/session.js';
import { PROJECTS } from './projects-support.js';

/** pdf.js reads Helvetica's metrics from its own standard fonts, as the browser's preview does. */
const STANDARD_FONTS = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const DOCUMENTS = `${NODE}/Documents`;
const TABLES = `${NODE}/TenderTables`;

let lead: SignedIn;
/** The seeded projects by name (other test files add projects of their own to the same agency). */
const demo = new Map<string, { projectId: string; status: string; phase: string; type: string }>();

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  const found = await lead.call('POST', `${PROJECTS}/Search`, {
    body: { limit: 200, start: 0, sort: { column: 'number', direction: 'asc' } },
  });
  expect(found.status, JSON.stringify(found.json)).toBe(200);
  for (const row of found.json.data.projectSearchDTO.values.rows)
    if (!demo.has(row.name)) demo.set(row.name, row);
});

const idOf = (name: string) => {
  const project = demo.get(name);
  if (!project) throw new Error(`No demo project named "${name}"`);
  return project.projectId;
};

const get = async (path: string, values: string) => {
  const res = await lead.call('GET', path);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data[values].values;
};

describe('the demo agency', () => {
  it('has a project in every status and phase the lifecycle reaches, of every type', () => {
    const seeded = [...demo.values()];
    const statuses = new Set(seeded.map((p) => p.status));
    for (const status of PROJECT_STATUSES.filter((s) => !STATUSES_NOT_YET_REACHABLE.includes(s)))
      expect(statuses, status).toContain(status);
    const phases = new Set(seeded.map((p) => p.phase));
    for (const phase of PROJECT_PHASES.filter((p) => !PHASES_NOT_YET_REACHABLE.includes(p)))
      expect(phases, phase).toContain(phase);
    expect(new Set(seeded.map((p) => p.type))).toEqual(
      new Set(['source', 'contract', 'sourceAndContract', 'template']),
    );
    // The pairs a newcomer sees are the lifecycle's: published and closed bids in Source, drafts in Build.
    expect(demo.get('Office furniture supply')).toMatchObject({ status: 'published', phase: 'source' });
    expect(demo.get('Transit shelter replacement')).toMatchObject({ status: 'open', phase: 'source' });
    expect(demo.get('Emergency culvert repair, Ridge Road')).toMatchObject({
      status: 'terminated',
      phase: 'source',
    });
    expect(demo.get('Watermain replacement, Elm Street')).toMatchObject({
      status: 'requestForApproval',
      phase: 'build',
    });
  });

  it('keeps coherent dates, the approver, and the drop-down items they use recorded as used', async () => {
    const view = async (name: string) =>
      (await get(`${PROJECTS}?projectId=${idOf(name)}`, 'projectDTO')) as {
        project: Record<string, any>;
        missingPublishItems: unknown[];
      };
    const now = stackNow();
    const published = await view('Office furniture supply');
    expect(Date.parse(published.project.publishDate)).toBeLessThan(now);
    expect(Date.parse(published.project.closingDate)).toBeGreaterThan(now);
    expect(published.missingPublishItems).toEqual([]);
    const scheduled = await view('Janitorial services, municipal buildings');
    expect(scheduled.project.status).toBe('scheduledToPublish');
    expect(Date.parse(scheduled.project.publishDate)).toBeGreaterThan(now);
    const awaiting = await view('Watermain replacement, Elm Street');
    expect(awaiting.project.approverId).toBe(lead.info.user.userId);
    const closed = await view('Tree planting program 2026');
    expect(closed.project.status).toBe('closed');
    expect(Date.parse(closed.project.closingDate)).toBeLessThan(now);
    // Every seeded bid was received before its tender's closing, as the product allows no other (they once
    // read "submitted" days after their own closing).
    for (const name of [OPENED_BID, SEALED_BID]) {
      const { project } = await view(name);
      const { rows } = await get(
        `${PROJECTS}/Opening/Submissions?projectId=${idOf(name)}`,
        'openingSubmissionsDTO',
      );
      expect(rows.length, name).toBeGreaterThan(0);
      for (const row of rows as { companyName: string; submittedAt?: string }[])
        expect(Date.parse(row.submittedAt!), `${name}: ${row.companyName}`).toBeLessThanOrEqual(
          Date.parse(project.closingDate),
        );
    }

    // The seeded drop-down items they name are recorded as in use, so they cannot be deleted.
    const usage = async (kind: ListKind, name: string) => {
      const { segment, listSuffix } = LIST_KIND_SPECS[kind];
      const items = await get(`${NODE}/${segment}${listSuffix}`, 'listItemsDTO');
      return (items as { name: string; usageCount: number }[]).find((item) => item.name === name)?.usageCount;
    };
    expect(await usage('leadAgencyName', 'Demoville Transit Commission')).toBeGreaterThanOrEqual(1);
    expect(await usage('term', 'Net 30 days')).toBeGreaterThanOrEqual(3);
  });

  it('serves a seeded document’s bytes, and its PDF opens with the page count its record holds', async () => {
    const projectId = idOf('Road resurfacing, Main Street');
    const { documents } = await get(`${DOCUMENTS}?projectId=${projectId}`, 'documentsDTO');
    const expected = DEMO_DOCUMENTS['Road resurfacing, Main Street']!;
    expect(documents.map((d: any) => d.displayName)).toEqual(expected.map((d) => d.displayName));

    for (const document of documents) {
      const file = expected.find((d) => d.fileName === document.fileName)!;
      const download = await get(
        `${DOCUMENTS}/Download?projectId=${projectId}&documentId=${document.documentId}`,
        'downloadDTO',
      );
      const bytes = new Uint8Array(await (await fetch(download.url)).arrayBuffer());
      expect(Buffer.from(bytes).equals(file.body), document.fileName).toBe(true);
      expect(document.size).toBe(bytes.length);
      if (document.contentType !== 'application/pdf') {
        expect(Buffer.from(bytes).toString('utf8')).toContain('Asphalt milling');
        continue;
      }
      expect(download.previewable).toBe(true);
      const loading = getDocument({ data: bytes, standardFontDataUrl: STANDARD_FONTS });
      const pdf = await loading.promise;
      expect(pdf.numPages).toBe(3);
      expect(document.pageCount).toBe(pdf.numPages);
      const firstPage = await (await pdf.getPage(1)).getTextContent();
      expect(firstPage.items.map((item) => ('str' in item ? item.str : '')).join(' ')).toContain(
        'Technical specifications',
      );
      await loading.destroy();
    }
  });

  it('puts the buyer and the evaluator on teams, and fills the Build lists of the invitational bid', async () => {
    const { members } = await get(
      `${NODE}/Projects/TeamMembers?projectId=${idOf('Road resurfacing, Main Street')}`,
      'projectTeamDTO',
    );
    expect(members.map((m: any) => [m.email, m.role]).sort()).toEqual([
      ['buyer@demo.example', 'purchasingTeamMember'],
      ['evaluator@demo.example', 'evaluator'],
      ['lead@demo.example', 'purchasingTeamMember'],
    ]);
    const hvac = idOf('HVAC maintenance, community centres');
    expect(await get(`${PROJECTS}/Compliance?projectId=${hvac}`, 'complianceItemsDTO')).toHaveLength(4);
    const invitations = await get(`${PROJECTS}/Invitations?projectId=${hvac}`, 'invitationsDTO');
    // Published: each invitation was emailed, Acme's to its account, the others' with a setup link (048).
    // The seeded ones; the security walks and supplier-opportunities (in capitals) invite suppliers of their
    // own on this shared stack.
    const seeded = invitations.filter((i: any) => !i.email.toLowerCase().endsWith('@supplier.example'));
    expect(seeded.map((i: any) => [i.email, i.accountStatus, Boolean(i.emailedAt)]).sort()).toEqual([
      ['bids@acme.example', 'registered', true],
      ['service@polar-air.example', 'pendingSetup', true],
      ['tenders@northwind-mechanical.example', 'pendingSetup', true],
    ]);
  });

  it('has plan takers on the open public bid, one with a hard copy submission (048)', async () => {
    const { planTakers } = await get(
      `${PROJECTS}/PlanTakers?projectId=${idOf('Office furniture supply')}`,
      'planTakersDTO',
    );
    // The seeded ones, in order; the security walks register suppliers of their own on this shared stack.
    const seeded = new Set(['Acme Construction Ltd.', 'Birchwood Office Interiors']);
    expect(
      planTakers
        .filter((p: any) => seeded.has(p.companyName))
        .map((p: any) => [p.companyName, p.submissions.map((s: any) => s.kind)]),
    ).toEqual([
      // Acme's paper bid; its online bid in progress (seed-bids.ts) shows only after the close.
      ['Acme Construction Ltd.', ['hardCopy']],
      ['Birchwood Office Interiors', []],
    ]);
  });

  it('has questions on the open public bid: one published, one emailed, one not answered (decision 051)', async () => {
    const { questions } = await get(
      `/api/v1/customer/{customerId}/node/{nodeId}/VendorQuestions?projectId=${idOf('Office furniture supply')}`,
      'vendorQuestionsDTO',
    );
    // The seeded ones, by their text: the e2e flow asks questions of its own on this shared stack.
    const seeded = new Map(DEMO_QUESTIONS.map((q) => [q.question as string, q]));
    expect(
      questions
        .filter((q: any) => seeded.has(q.question))
        .map((q: any) => [q.company, q.status, q.published, q.emailedAt !== undefined])
        .reverse(),
    ).toEqual([
      ['Acme Construction Ltd.', 'Complete', true, false],
      ['Birchwood Office Interiors', 'Complete', false, true],
      ['Acme Construction Ltd.', 'Incomplete', false, false],
    ]);
    const detail = await fetch(
      `${inject('apiUrl')}/api/v1/public/agencies/demo/opportunities/${idOf('Office furniture supply')}`,
    ).then((r) => r.json());
    expect(
      detail.data.publicOpportunityDTO.values.questions
        .filter((q: any) => seeded.has(q.question))
        .map((q: any) => q.answer),
    ).toEqual([DEMO_QUESTIONS[0].answer]);
  });

  it('has addendum 1 published on the open public bid, acknowledged by Acme and not by Birchwood (052)', async () => {
    const { addenda } = await get(
      `${PROJECTS}/Addenda?projectId=${idOf('Office furniture supply')}`,
      'addendaDTO',
    );
    expect(addenda.map((a: any) => [a.number, a.status, a.documents.length])).toEqual([[1, 'published', 1]]);
    // The seeded companies; the security walks acknowledge as suppliers of their own on this shared stack.
    const seeded = new Set(['Acme Construction Ltd.', 'Birchwood Office Interiors']);
    expect(
      addenda[0].acknowledgements
        .filter((r: any) => seeded.has(r.companyName))
        .map((r: any) => [r.companyName, r.acknowledged]),
    ).toEqual([
      ['Birchwood Office Interiors', false],
      ['Acme Construction Ltd.', true],
    ]);
  });

  it('has a mandatory site meeting on the open public bid with Acme registered (decision 049)', async () => {
    const { meetings } = await get(
      `${PROJECTS}/BidMeetings?projectId=${idOf('Transit shelter replacement')}`,
      'bidMeetingsDTO',
    );
    expect(meetings).toHaveLength(1);
    expect(meetings[0]).toMatchObject({ mandatory: true });
    expect(Date.parse(meetings[0].startsAt)).toBeGreaterThan(stackNow());
    expect(meetings[0].registrations.map((r: any) => [r.companyName, r.attendees])).toContainEqual([
      'Acme Construction Ltd.',
      ['Ada Acme', 'Omar Okafor'],
    ]);
  });

  it('has an open task whose reminder lies ahead, and each project’s history in its activity feed', async () => {
    const tasks = await get(
      `${NODE}/ProjectTask?projectId=${idOf('Office furniture supply')}`,
      'projectTasksDTO',
    );
    const open = tasks.find((t: any) => !t.completed && t.reminderDate);
    expect(Date.parse(open.reminderDate)).toBeGreaterThan(stackNow());

    const feed = await get(
      `${NODE}/AuditEvents/Search?projectId=${idOf('Office furniture supply')}&filter.limit=80`,
      'activitiesDTO',
    );
    const actions = [...feed.items].reverse().map((item: any) => item.action);
    expect(actions.indexOf('create')).toBeLessThan(actions.indexOf('requestApproval'));
    expect(actions.indexOf('requestApproval')).toBeLessThan(actions.indexOf('approve'));
    expect(actions).toEqual(expect.arrayContaining(['teamMemberAdd', 'uploadDocument', 'taskAdded']));
    const approval = feed.items.find((item: any) => item.action === 'requestApproval');
    expect(approval.actorName).toBe('Bea Byers');
  });

  it('prices Main Street’s schedule with the engine, to the cent, and stores the same figures', async () => {
    const projectId = idOf('Road resurfacing, Main Street');
    const summary = await get(`${TABLES}/Summary?tenderId=${projectId}`, 'tenderTableSummaryDTO');
    expect(summary.lock).toBeNull();
    expect(summary.lines.map((l: any) => [l.name, l.tableType])).toEqual([
      ['Schedule of prices', 'price'],
      ['Material specifications', 'specification'],
    ]);
    const schedule = summary.lines[0];
    const form = await get(`${TABLES}?tenderTableId=${schedule.tenderTableId}`, 'tenderTableDTO');
    const { definition, result } = form;
    expect(definition.maximumOptionalRows).toBe(3);
    expect(definition.rows.filter((r: any) => r.optional)).toHaveLength(1);
    // By hand: 9800 × 4.85 = 47,530.00; 1150.5 × 128.50 = 147,839.25; 1380 × 112.40 = 155,112.00;
    // 420 × 165.00 = 69,300.00; 16 × 2850.00 = 45,600.00; 3200 × 3.75 = 12,000.00; 1 × 38,500.00;
    // the optional 1500 × 2.40 = 3,600.00. Subtotal 519,481.25; HST 13% = 67,532.5625 → 67,532.56;
    // total 587,013.81; 2% prompt-pay discount = 11,740.2762 → 11,740.28; after it 575,273.53.
    expect(result.rows.map((r: any) => r.cells.c5)).toEqual([
      '47530.00',
      '147839.25',
      '155112.00',
      '69300.00',
      '45600.00',
      '12000.00',
      '38500.00',
      '3600.00',
    ]);
    const figures = {
      subtotal: '519481.25',
      tax: '67532.56',
      total: '587013.81',
      promptPayDiscount: '11740.28',
      totalAfterDiscount: '575273.53',
    };
    expect(result).toMatchObject({ ...figures, problems: [] });
    // What the save stored is the engine's, and the preview computed on read agrees with it.
    expect(schedule.totals).toMatchObject({ ...figures, columnSubtotals: { c5: '519481.25' } });
    // The tax is the agency's own "HST 13%" item of its taxes list.
    const { segment, listSuffix } = LIST_KIND_SPECS.tax;
    const taxes = await get(`${NODE}/${segment}${listSuffix}`, 'listItemsDTO');
    const hst = taxes.find((item: any) => item.id === definition.autoTax.taxTypeId);
    expect(hst?.name).toBe('HST 13%');
  });

  it('answers the submission requirements of Main Street and of a published bid, complete', async () => {
    const requirements = async (name: string) =>
      get(`${NODE}/SubmissionRequirements?projectId=${idOf(name)}`, 'submissionRequirementsDTO');
    const main = await requirements('Road resurfacing, Main Street');
    expect(main.settingsVersion).toBe(1);
    expect(main.settings).toMatchObject({
      documents: { used: true },
      instructions: { used: true },
      prices: { used: true },
      questions: { used: true },
      references: { used: true, required: 3 },
      security: { used: true, bondTitle: 'Bid security' },
      specifications: { used: true, title: 'Material specifications' },
      terms: { used: true, acceptanceRequired: true },
    });
    const titles = (view: any, kind: string) =>
      view.items.filter((item: any) => item.kind === kind).map((item: any) => item.title);
    expect(titles(main, 'document')).toEqual(['Certificate of insurance', 'Safety program']);
    expect(titles(main, 'question')).toEqual(['Years in business', 'Proposed site superintendent']);
    expect(titles(main, 'security')).toEqual(['Bid bond, 10%']);
    expect(titles(main, 'terms')).toEqual(['Irrevocability of bids']);
    expect(titles(main, 'instruction')).toEqual(['Completing the schedule of prices']);
    const bond = main.items.find((item: any) => item.kind === 'security');
    expect(bond.content).toMatchObject({ kind: 'bidBond', amountType: 'percentage', value: '10' });
    expect(main.forms).toEqual({ price: 1, specification: 1 });
    expect(main.incompleteSections).toEqual([]);

    const furniture = await requirements('Office furniture supply');
    expect(furniture.lock).toBeNull();
    expect(furniture.forms).toEqual({ price: 1, specification: 1 });
    for (const kind of ['document', 'instruction', 'question', 'terms'])
      expect(titles(furniture, kind).length, kind).toBeGreaterThan(0);
    expect(furniture.incompleteSections).toEqual([]);
  });

  it('keeps templates in every group of the library', async () => {
    const lines = await get(`${NODE}/OnlineSubmissionTemplate/All`, 'onlineSubmissionTemplatesDTO');
    for (const group of TEMPLATE_GROUPS)
      expect(lines.filter((line: any) => line.groupName === group).length, group).toBeGreaterThanOrEqual(1);
    const names = lines.map((line: any) => `${line.groupName}: ${line.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'document: Certificate of insurance',
        'security: Bid bond, 10%',
        'security: Performance bond, 50%',
        'tenderTable: Schedule of unit prices',
      ]),
    );
  });

  it('keeps every project past its publication passing the publish checklist', async () => {
    const drafts = ['design', 'inProgress', 'template', 'cancelled'];
    const past = [...demo.entries()].filter(([, project]) => !drafts.includes(project.status));
    expect(past.length).toBeGreaterThanOrEqual(9);
    for (const [name, project] of past) {
      const view = await get(`${PROJECTS}?projectId=${project.projectId}`, 'projectDTO');
      expect(view.missingPublishItems, name).toEqual([]);
    }
  });
});

describe('the demo’s online bids (issue 10)', () => {
  const OPENING = `${PROJECTS}/Opening`;

  it('has three bids opened on Tree planting, with their totals and Greenleaf the lowest', async () => {
    const projectId = idOf(OPENED_BID);
    expect(demo.get(OPENED_BID)).toMatchObject({ status: 'closed', phase: 'source' });
    const listed = await get(`${OPENING}/Submissions?projectId=${projectId}`, 'openingSubmissionsDTO');
    expect(listed.handedIn).toBe(3);
    expect(listed.rows.map((row: any) => [row.companyName, row.status, row.grandTotal]).sort()).toEqual([
      ['Acme Construction Ltd.', 'unsealed', '722409.00'],
      ['Birchwood Office Interiors', 'unsealed', '792446.40'],
      ['Greenleaf Landscaping Inc.', 'unsealed', '605115.00'],
    ]);
    for (const row of listed.rows) {
      expect(row.price).toMatchObject({ by: lead.info.user.userId });
      expect(row.submission).toMatchObject({ by: lead.info.user.userId });
    }
    const analysis = await get(`${OPENING}/BidAnalysis?projectId=${projectId}`, 'bidAnalysisDTO');
    expect(analysis.bidders.filter((b: any) => b.lowest).map((b: any) => b.companyName)).toEqual([
      'Greenleaf Landscaping Inc.',
    ]);
    const sheet = await get(`${OPENING}/OpeningSheet?projectId=${projectId}`, 'openingSheetDTO');
    expect(sheet.bidders.map((b: any) => b.priceSealed)).toEqual([false, false, false]);

    // The export of all submissions has the three opened bids to zip.
    const exports = `${NODE}/Exports`;
    const started = await lead.call('POST', `${exports}/RequestCompletedSubmissionsGenerate/${projectId}`);
    expect(started.status, JSON.stringify(started.json)).toBe(202);
    const built = await eventually(async () => {
      const { exports: listed } = await get(
        `${exports}/CompletedSubmissionsAllRequest?projectId=${projectId}`,
        'submissionsExportsDTO',
      );
      return listed[0]?.status === 'ready' ? listed[0] : undefined;
    }, 300);
    // Each bid's insurance certificate, uploaded under sealed/ as the browser does, goes with it.
    expect(built).toMatchObject({ bidCount: 3, fileCount: 3 });
  });

  it('awards Playground equipment to Greenleaf once its prices are open; its public page names Greenleaf', async () => {
    const projectId = idOf(SEALED_BID);
    expect(demo.get(SEALED_BID)).toMatchObject({ status: 'awarded', phase: 'award' });
    const listed = await get(`${OPENING}/Submissions?projectId=${projectId}`, 'openingSubmissionsDTO');
    expect(listed.showSubmitted).toBe(true);
    expect(listed.rows.map((row: any) => [row.companyName, row.status]).sort()).toEqual([
      ['Acme Construction Ltd.', 'unsealed'],
      ['Greenleaf Landscaping Inc.', 'unsealed'],
    ]);
    // Only the prices were opened (seed-awards.ts): the rest of each bid stays sealed.
    for (const row of listed.rows) {
      expect(row).toHaveProperty('grandTotal');
      expect(row).not.toHaveProperty('submission');
    }
    const summary = await get(`${NODE}/Awards/Summary?projectId=${projectId}`, 'awardSummaryDTO');
    expect(summary).toMatchObject({ awardStatus: 'awarded', projectStatus: 'awarded' });
    expect(summary.awards.map((a: any) => a.companyName)).toEqual(['Greenleaf Landscaping Inc.']);
    const shown = await fetch(`${inject('apiUrl')}/api/v1/public/agencies/demo/opportunities/${projectId}`);
    const detail = ((await shown.json()) as any).data.publicOpportunityDTO.values;
    expect(detail.result).toMatchObject({
      status: 'awarded',
      awarded: [{ companyName: 'Greenleaf Landscaping Inc.' }],
    });
  });

  it('shows Acme its receipt on Tree planting, its file read back and verified', async () => {
    const acme = await loginAsSupplier();
    const bid = await eventually(async () => {
      const res = await acme.call('GET', `/api/v1/portal/Bids/demo/${idOf(OPENED_BID)}/Submission`);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const view = res.json.data.bidSubmissionDTO.values;
      return view.files[0]?.verification === 'verifying' ? undefined : view;
    });
    expect(bid.open).toBe(false);
    expect(bid.submission.receipt.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(bid.files).toEqual([
      expect.objectContaining({ fileName: 'Certificate of insurance.pdf', verification: 'verified' }),
    ]);
    expect(bid.submission.receipt.files).toEqual([
      expect.objectContaining({ fileName: 'Certificate of insurance.pdf', sha256: bid.files[0].sha256 }),
    ]);
  });

  it('shows Acme its bid in progress on Office furniture, with what is still missing', async () => {
    const acme = await loginAsSupplier();
    const res = await acme.call('GET', `/api/v1/portal/Bids/demo/${idOf(DRAFT_BID)}/Submission`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const bid = res.json.data.bidSubmissionDTO.values;
    expect(bid.open).toBe(true);
    expect(bid.submission).toMatchObject({ status: 'incomplete', companyName: 'Acme Construction Ltd.' });
    expect(Object.keys(bid.parts.forms)).toHaveLength(1);
    expect(bid.parts.answers.content.questions).not.toEqual({});
    const codes = new Set(bid.missing.map((item: any) => item.code));
    for (const code of ['documentMissing', 'referencesTooFew', 'termsNotAccepted'])
      expect(codes, code).toContain(code);
  });
});
