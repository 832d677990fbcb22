/**
 * A tender a supplier can bid on (decision 054), made through the buyer's API: a public bid published now
 * with a mandatory price form whose unit price the bidder types, and, unless left out, a mandatory number
 * question; on request, a document upload (mandatory or not). Shared by the online-submission tests and the security walk (which needs every submission
 * route to succeed for supplier A).
 */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { FormDefinition, PromptPayDiscount } from '../../shared/domain/forms/form-model.js';
import type { SignedIn, SupplierSignedIn } from '../helpers/session.js';
import { priceForm } from '../support/large-form.js';
import { create, inSeconds, loadRefs, publishNow, tag } from './projects-support.js';

const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const TABLES = `${NODE}/TenderTables`;
const REQUIREMENTS = `${NODE}/SubmissionRequirements`;

const values = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;

/** The buyer's price form (PRICE_FORM_FIGURES) with its unit price typed by the bidder. */
const biddable = (): FormDefinition => {
  const form = priceForm('Prices');
  return { ...form, columns: form.columns.map((c) => (c.key === 'c3' ? { ...c, bidderInput: true } : c)) };
};

/** The bidder's unit prices that give PRICE_FORM_FIGURES. */
export const bidEntries = (asphalt = '45.10') => ({
  rows: [
    { rowId: 'r1', cells: { c3: asphalt } },
    { rowId: 'r2', cells: { c3: '0.10' } },
    { rowId: 'r3', cells: { c3: '0.20' } },
  ],
});

export async function openSubmissionBid(
  lead: SignedIn,
  options: {
    closingInSeconds?: number;
    question?: boolean;
    document?: 'mandatory' | 'optional';
    /** The document requirement's minimum page count (0 when not given). */
    minimumPageCount?: number;
    /** The tender's switches of decision 060: several bids per company, "no bid". */
    tender?: { allowMultipleSubmissions?: boolean; onlineSubmissionShowNoBid?: boolean };
    /** The buyer's prompt-pay discount on the price form. */
    promptPayDiscount?: PromptPayDiscount;
  } = {},
) {
  await loadRefs(lead);
  const { project } = await create(lead, { name: `Online bid ${tag()}` });
  const projectId = project.projectId as string;
  const added = await lead.call('POST', TABLES, {
    body: { projectId, name: 'Prices', tableType: 'price', mandatory: true, includeInSummary: true },
  });
  expect(added.status, JSON.stringify(added.json)).toBe(201);
  const tenderTableId = values(added, 'tenderTable').tenderTableId as string;
  const saved = await lead.call('PUT', TABLES, {
    body: {
      tenderTableId,
      version: 1,
      definition: {
        ...biddable(),
        ...(options.promptPayDiscount ? { promptPayDiscount: options.promptPayDiscount } : {}),
      },
    },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const current = values(
    await lead.call('GET', `${REQUIREMENTS}?projectId=${projectId}`),
    'submissionRequirements',
  );
  const withQuestion = options.question !== false;
  const put = await lead.call('PUT', `${REQUIREMENTS}?projectId=${projectId}`, {
    body: {
      version: current.settingsVersion,
      settings: {
        ...current.settings,
        prices: { used: true },
        questions: { used: withQuestion },
        documents: { used: options.document !== undefined },
      },
    },
  });
  expect(put.status, JSON.stringify(put.json)).toBe(200);
  let questionId = '';
  if (withQuestion) {
    const question = await lead.call('POST', `${REQUIREMENTS}/Items?projectId=${projectId}`, {
      body: {
        kind: 'question',
        title: 'Crew size',
        content: { text: 'How many workers?', answerType: 'number', mandatory: true },
      },
    });
    expect(question.status, JSON.stringify(question.json)).toBe(201);
    questionId = values(question, 'submissionRequirement').submissionRequirementId as string;
  }
  let documentRequirementId = '';
  if (options.document) {
    const document = await lead.call('POST', `${REQUIREMENTS}/Items?projectId=${projectId}`, {
      body: {
        kind: 'document',
        title: 'Bid bond',
        content: {
          instructions: 'The signed bond, as a PDF.',
          mandatory: options.document === 'mandatory',
          minimumPageCount: options.minimumPageCount ?? 0,
        },
      },
    });
    expect(document.status, JSON.stringify(document.json)).toBe(201);
    documentRequirementId = values(document, 'submissionRequirement').submissionRequirementId as string;
  }
  // The form and the requirements set, the checklist is filled, then the tender's switches and its closing.
  const change = {
    ...(options.tender ? { details: { tender: options.tender } } : {}),
    ...(options.closingInSeconds === undefined
      ? {}
      : { dates: { closingDate: inSeconds(options.closingInSeconds) } }),
  };
  const published = await publishNow(lead, project, {
    change: Object.keys(change).length > 0 ? change : undefined,
  });
  return {
    projectId,
    name: project.name as string,
    tenderTableId,
    questionId,
    documentRequirementId,
    closingDate: published.closingDate as string,
  };
}

/**
 * Uploads a bid file as the browser's uploader does (decision 059): start, sign the one part with its
 * SHA-256, PUT it with the signed checksum header, complete with the part's checksum and the file's SHA-256.
 * `sentBytes` are what reaches S3 when it is not what the browser read (the emulator checks no checksum,
 * as S3 would); `claimedSha256` is a file digest other than the bytes'.
 */
export async function uploadBidFile(
  as: SupplierSignedIn,
  projectId: string,
  submissionRequirementId: string,
  bytes: Buffer,
  options: { sentBytes?: Buffer; claimedSha256?: string; fileName?: string; lang?: 'en' | 'fr' } = {},
) {
  const files = `/api/v1/portal/Bids/demo/${projectId}/Submission/Files`;
  const started = await as.call('POST', files, {
    body: {
      submissionRequirementId,
      fileName: options.fileName ?? 'Bid bond.pdf',
      size: (options.sentBytes ?? bytes).length,
      contentType: 'application/pdf',
    },
  });
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  const { uploadId, key } = started.json.data.uploadDTO.values;
  const checksumSha256 = createHash('sha256').update(bytes).digest('base64');
  const signed = await as.call('POST', `${files}/Parts/Batch`, {
    body: { uploadId, key, partNumbers: [1], checksumsSha256: [checksumSha256] },
  });
  expect(signed.status, JSON.stringify(signed.json)).toBe(200);
  const part = signed.json.data.signedPartsDTO.values.parts[0];
  const put = await fetch(part.url, {
    method: 'PUT',
    headers: part.headers,
    body: new Uint8Array(options.sentBytes ?? bytes),
  });
  expect(put.status).toBe(200);
  const completed = await as.call('POST', `${files}/Complete`, {
    body: {
      uploadId,
      key,
      parts: [{ partNumber: 1, etag: put.headers.get('etag')!, checksumSha256 }],
      sha256: options.claimedSha256 ?? createHash('sha256').update(bytes).digest('hex'),
    },
    lang: options.lang,
  });
  return { uploadId: uploadId as string, key: key as string, completed, signedUrl: part.url as string };
}
