/**
 * The demo's online bids (issue 10), written through the submissions services as the companies' users and
 * closed by the product's own close job, so the receipts, digests, sealing and opening come out as in
 * production: Acme's draft on the open public bid (what is still missing), two bids sealed on a closed bid
 * (who bid, no price) and three bids unsealed by the lead on another (the opening sheet, the bid analysis
 * and the export have real figures). Both projects are published open with a closing ahead; once the bids are
 * handed in, the seed moves their closing into the past (the seed moves the clock, not the product) and
 * fires the close job at that instant.
 */
import { jsPDF } from 'jspdf';
import { DescribeExecutionCommand } from '@aws-sdk/client-sfn';
import { createHash } from 'node:crypto';
import { sfn } from '../../functions/core/aws/sfn.js';
import { SYSTEM_ACTOR } from '../../functions/core/audit.js';
import { Project, type ProjectItem } from '../../functions/core/db/entities/project.js';
import { Vendor } from '../../functions/core/db/entities/vendor.js';
import { getItem, queryAll } from '../../functions/core/db/ops.js';
import { Submission } from '../../functions/core/db/entities/submission.js';
import { submissionsOfProject } from '../../functions/core/db/entities/submission-keys.js';
import { supplierUserOfEmail } from '../../functions/core/suppliers/invitation-emails.js';
import { findSchedule, scheduleAt } from '../../functions/core/one-time-schedules.js';
import type { SessionContext } from '../../functions/core/session.js';
import { unsealSubmissions } from '../../functions/opening/opening-service.js';
import { registerSupplier } from '../../functions/portal/account-service.js';
import { CLOSE_JOB, closingSchedule } from '../../functions/projects/closing-schedule.js';
import { saveProject } from '../../functions/projects/project-records.js';
import {
  getBidSubmission,
  saveSubmissionForm,
  saveSubmissionPart,
  submitBid,
} from '../../functions/submissions/submission-service.js';
import { bidFileUploads } from '../../functions/submissions/submission-file-service.js';
import * as upload from '../../functions/core/files/upload-flow.js';
import type { TBidSubmission } from '../../shared/schemas/submissions.js';
import { sessionOf, type DemoAgency } from './seed-requirements.js';
import { ACME_PROFILE } from './seed-suppliers.js';

export const OPENED_BID = 'Tree planting program 2026';
export const SEALED_BID = 'Playground equipment, Riverside Park';
export const DRAFT_BID = 'Office furniture supply';

const ACME = 'bids@acme.example';
const BIRCHWOOD = 'sales@birchwood-interiors.example';
const GREENLEAF = 'tenders@greenleaf-landscaping.example';

/** Unit prices per line of each project's price form, per company: Greenleaf is clearly the lowest. */
const BIDS: Record<string, [email: string, unitPrices: string[], years: string][]> = {
  [OPENED_BID]: [
    [GREENLEAF, ['385.00', '42.00', '385.00'], '18'],
    [ACME, ['455.00', '55.00', '455.00'], '27'],
    [BIRCHWOOD, ['498.00', '61.50', '498.00'], '9'],
  ],
  [SEALED_BID]: [
    [ACME, ['148000.00', '9500.00', '182.00'], '27'],
    [GREENLEAF, ['139500.00', '8900.00', '175.00'], '18'],
  ],
};

/** The third bidder, registered as seed-suppliers.ts registers Acme (verified, the demo password). */
export async function seedDemoBidder(password: string) {
  await registerSupplier(
    {
      profile: {
        ...ACME_PROFILE,
        companyName: 'Greenleaf Landscaping Inc.',
        otherNames: [],
        previousNames: [],
        contacts: [{ firstName: 'Noah', lastName: 'Green', email: GREENLEAF, primary: true }],
        categoryCodes: ['70111700'],
        taxNumber: '898765432RT0001',
      },
      user: { firstName: 'Noah', lastName: 'Green', email: GREENLEAF, password },
    },
    SYSTEM_ACTOR,
    'en',
    undefined,
    { verified: true },
  );
}

/** A company user's session as the submissions services read it (the portal's login makes the same). */
async function supplierSession(email: string): Promise<SessionContext> {
  const user = await supplierUserOfEmail(email);
  if (!user) throw new Error(`Demo bids: no supplier ${email}`);
  return {
    sessionKey: '',
    kind: 'supplier',
    userId: user.supplierUserId,
    homeCustomerId: user.vendorId,
    customerId: user.vendorId,
    customerNodeId: '',
    tenderNodeId: '',
    isSiteAdmin: false,
    permissionIds: [],
    xsrfToken: '',
    idleTimeoutMinutes: 0,
    lastActivityAt: '',
    expiresAt: 0,
  };
}

const itemOf = (bid: TBidSubmission, kind: string) => {
  const item = bid.requirements.items.find((i) => i.kind === kind);
  if (!item) throw new Error(`Demo bids: "${bid.projectName}" asks no ${kind}`);
  return item.submissionRequirementId;
};

/**
 * The company's insurance certificate, a one-page PDF, uploaded as the browser does it (decision 059):
 * the upload opened under sealed/, its one part signed with its SHA-256 and PUT to S3, then completed.
 */
async function uploadCertificate(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  submissionRequirementId: string,
) {
  const vendor = await getItem(Vendor, { vendorId: session.customerId });
  // A one-page PDF: the item asks for at least one page, counted from the file (decision 069).
  const doc = new jsPDF();
  doc.text(
    [
      'Certificate of insurance',
      vendor?.companyName ?? '',
      'Commercial general liability: $5,000,000 per occurrence;',
      'the City of Demoville named as additional insured.',
    ],
    20,
    20,
  );
  const bytes = Buffer.from(doc.output('arraybuffer'));
  const bid = { agencyDomain, projectId };
  const { uploadId, key } = await upload.start(bidFileUploads, session, bid, {
    submissionRequirementId,
    fileName: 'Certificate of insurance.pdf',
    size: bytes.length,
    contentType: 'application/pdf',
  });
  const checksumSha256 = createHash('sha256').update(bytes).digest('base64');
  const {
    parts: [part],
  } = await upload.signParts(bidFileUploads, session, bid, {
    uploadId,
    key,
    partNumbers: [1],
    checksumsSha256: [checksumSha256],
  });
  const put = await fetch(part!.url, { method: 'PUT', headers: part!.headers, body: new Uint8Array(bytes) });
  if (!put.ok) throw new Error(`Demo bids: the certificate's upload answered ${put.status}`);
  return upload.complete(bidFileUploads, session, bid, {
    uploadId,
    key,
    parts: [{ partNumber: 1, etag: put.headers.get('etag')!, checksumSha256 }],
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
}

/** Saves the price form's unit prices and the answers, then submits: the service's receipt and digest. */
async function handIn(
  email: string,
  agencyDomain: string,
  projectId: string,
  prices: string[],
  years: string,
) {
  const session = await supplierSession(email);
  let bid = await getBidSubmission(session, agencyDomain, projectId);
  const [form] = bid.requirements.forms;
  if (!form) throw new Error(`Demo bids: "${bid.projectName}" has no form`);
  bid = await saveSubmissionForm(
    session,
    agencyDomain,
    projectId,
    form.tenderTableId,
    {
      submissionVersion: 0,
      version: 0,
      entries: { rows: prices.map((price, i) => ({ rowId: `r${i + 1}`, cells: { c4: price } })) },
    },
    'en',
  );
  bid = await uploadCertificate(session, agencyDomain, projectId, itemOf(bid, 'document'));
  bid = await saveSubmissionPart(session, agencyDomain, projectId, {
    part: 'answers',
    submissionVersion: bid.submission!.version,
    version: 0,
    content: { questions: { [itemOf(bid, 'question')]: years }, termsAccepted: [itemOf(bid, 'terms')] },
  });
  if (bid.missing.length > 0)
    throw new Error(`Demo bids: ${email} on "${bid.projectName}" misses ${JSON.stringify(bid.missing)}`);
  await submitBid(session, agencyDomain, projectId, bid.submission!.version);
}

/** Acme's bid in progress on the open public bid: a specification line and an answer, the rest missing. */
async function acmeDraft(agencyDomain: string, projectId: string) {
  const session = await supplierSession(ACME);
  const bid = await getBidSubmission(session, agencyDomain, projectId);
  const specification = bid.requirements.forms.find((f) => f.definition.tableType === 'specification');
  if (!specification) throw new Error(`Demo bids: "${DRAFT_BID}" has no specification form`);
  const saved = await saveSubmissionForm(
    session,
    agencyDomain,
    projectId,
    specification.tenderTableId,
    {
      submissionVersion: 0,
      version: 0,
      entries: { rows: [{ rowId: 'r1', cells: { c2: 'meets', c3: 'Steelform Rise 2, dual motor' } }] },
    },
    'en',
  );
  const leadTime = saved.requirements.items.find((i) => i.title === 'Delivery lead time');
  if (!leadTime) throw new Error(`Demo bids: "${DRAFT_BID}" asks no delivery lead time`);
  await saveSubmissionPart(session, agencyDomain, projectId, {
    part: 'answers',
    submissionVersion: saved.submission!.version,
    version: 0,
    content: { questions: { [leadTime.submissionRequirementId]: '6' }, termsAccepted: [] },
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Moves the bid's closing into the past, just after the last bid was received, in one audited save (the
 * seed moves the clock, not the product: a user cannot set a past closing), then fires the close job at
 * that instant as its schedule does, and waits for it to have run (its schedule is gone once it ran):
 * Closed, recorded by the scheduler, bids sealed. Not days back: every bid's receipt would then read
 * "submitted" after its own closing, which the product never allows (the receipts are signed, so their
 * times stay as received).
 */
async function closeInThePast(project: ProjectItem) {
  const current = (await getItem(Project, project))!;
  const bids = await queryAll(Submission, submissionsOfProject(project.customerId, project.projectId));
  const lastReceived = Math.max(...bids.map((bid) => Date.parse(bid.completedAt ?? '') || 0));
  const closingDate = new Date(Math.ceil((lastReceived + 1) / 1000) * 1000).toISOString();
  await saveProject(
    current,
    { set: { closingDate } },
    {
      actorId: SYSTEM_ACTOR,
      action: 'update',
      before: { closingDate: current.closingDate },
      after: { closingDate, reason: 'Demo seed: the closing moved into the past' },
    },
  );
  const name = closingSchedule(project.customerId, project.projectId);
  const { executionArn } = await scheduleAt({
    name,
    at: closingDate,
    job: CLOSE_JOB,
    payload: { projectId: project.projectId, closingDate },
  });
  const deadline = Date.now() + 30_000;
  while (await findSchedule(name)) {
    if (Date.now() > deadline) {
      const { status, error, cause } = await sfn.send(new DescribeExecutionCommand({ executionArn }));
      throw new Error(
        `Demo bids: the close job of "${project.name}" did not run in 30 s (its execution: ${status} ${error ?? ''} ${cause ?? ''})`,
      );
    }
    await pause(25);
  }
  const closed = await getItem(Project, project);
  if (closed?.status !== 'closed') throw new Error(`Demo bids: "${project.name}" not closed`);
}

export async function seedDemoBids(
  projects: ReadonlyMap<string, ProjectItem>,
  agency: DemoAgency,
  agencyDomain: string,
  leadId: string,
): Promise<void> {
  const named = (name: string) => {
    const project = projects.get(name);
    if (!project) throw new Error(`Demo bids: no project "${name}"`);
    return project;
  };
  await Promise.all([
    acmeDraft(agencyDomain, named(DRAFT_BID).projectId),
    ...Object.entries(BIDS).map(async ([name, bids]) => {
      const project = named(name);
      await Promise.all(
        bids.map(([email, prices, years]) => handIn(email, agencyDomain, project.projectId, prices, years)),
      );
      await closeInThePast(project);
    }),
  ]);
  // The opening: the lead unseals the price and the rest of every bid of the opened project.
  await unsealSubmissions(await sessionOf(agency, leadId), named(OPENED_BID).projectId, {
    parts: ['price', 'submission'],
  });
}
