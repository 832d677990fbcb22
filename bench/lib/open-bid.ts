/**
 * A tender the demo supplier can bid on, for the bid benches (decision 054), made through the buyer's real
 * routes as the integration tests' openSubmissionBid makes it: a public bid with one mandatory price form
 * (the definition given, its unit price typed by the bidder), a document requirement on request, published
 * now and closing in thirty days. And the supplier's portal session, from its real login call.
 */
import { randomUUID } from 'node:crypto';
import type { FormDefinition } from '../../shared/domain/forms/form-model.js';
import { signIn, type BenchSession } from './api-session.js';
import type { BenchStack } from './stack.js';
import { demoRefs } from '../sections/project-save.js';

const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const DAY_MS = 86_400_000;

/** A route's answer, or a thrown error naming the step: a bench row is measured or explains why not. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function expectStatus(step: string, res: { status: number; json: any }, status: number): any {
  if (res.status !== status)
    throw new Error(`${step} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 400)}`);
  return res.json?.data;
}

export interface OpenBid {
  projectId: string;
  tenderTableId: string;
  /** The form as published: the bidder types the column named */
  definition: FormDefinition;
  documentRequirementId?: string;
}

export async function openBid(
  stack: BenchStack,
  definition: FormDefinition,
  bidderColumnKey: string,
  options: { document?: boolean } = {},
): Promise<OpenBid> {
  const lead = await signIn(stack, 'lead@demo.example');
  const { categoryId, ...refs } = await demoRefs(lead);
  const created = expectStatus(
    'create the project',
    await lead.call('POST', `${NODE}/Projects`, {
      startMode: 'new',
      name: `Bench bid ${randomUUID().slice(0, 8)}`,
      type: 'source',
      sourceMethod: 'public',
      ...refs,
    }),
    201,
  );
  const projectId = created.projectDTO.values.project.projectId as string;
  const publishDate = new Date(Date.now() + 1_000).toISOString();
  const ready = expectStatus(
    'fill the publish checklist',
    await lead.call('PUT', `${NODE}/Projects?projectId=${projectId}`, {
      version: created.projectDTO.values.project.version,
      settings: { classification: 'services' },
      details: { description: 'Bench work.', categoryIds: [categoryId], estimatedTotalValue: '10000.00' },
      dates: {
        publishDate,
        closingDate: new Date(Date.now() + 30 * DAY_MS).toISOString(),
        estimatedAwardDate: new Date(Date.now() + 40 * DAY_MS).toISOString(),
      },
    }),
    200,
  ).projectDTO.values.project as { projectId: string; version: number };

  const table = expectStatus(
    'add the price form',
    await lead.call('POST', `${NODE}/TenderTables`, {
      projectId,
      name: definition.name,
      tableType: 'price',
      mandatory: true,
      includeInSummary: true,
    }),
    201,
  );
  const tenderTableId = table.tenderTableDTO.values.tenderTableId as string;
  const biddable: FormDefinition = {
    ...definition,
    columns: definition.columns.map((c) => (c.key === bidderColumnKey ? { ...c, bidderInput: true } : c)),
  };
  expectStatus(
    'save the price form',
    await lead.call('PUT', `${NODE}/TenderTables`, { tenderTableId, version: 1, definition: biddable }),
    200,
  );

  const requirements = `${NODE}/SubmissionRequirements?projectId=${projectId}`;
  const current = expectStatus('read the requirements', await lead.call('GET', requirements), 200)
    .submissionRequirementsDTO.values;
  expectStatus(
    'set the requirements',
    await lead.call('PUT', requirements, {
      version: current.settingsVersion,
      settings: {
        ...current.settings,
        prices: { used: true },
        questions: { used: false },
        documents: { used: options.document === true },
      },
    }),
    200,
  );
  let documentRequirementId: string | undefined;
  if (options.document) {
    const document = expectStatus(
      'add the document requirement',
      await lead.call('POST', `${NODE}/SubmissionRequirements/Items?projectId=${projectId}`, {
        kind: 'document',
        title: 'Drawings',
        content: { instructions: 'The drawings.', mandatory: true, minimumPageCount: 0 },
      }),
      201,
    );
    documentRequirementId = document.submissionRequirementDTO.values.submissionRequirementId as string;
  }

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(publishDate) - Date.now() + 50)));
  expectStatus(
    'publish',
    await lead.call('PUT', `${NODE}/Projects/status?projectId=${projectId}`, {
      action: 'publish',
      version: ready.version,
    }),
    200,
  );
  return {
    projectId,
    tenderTableId,
    definition: biddable,
    ...(documentRequirementId ? { documentRequirementId } : {}),
  };
}

/** The demo supplier's portal session: its cookies and CSRF token, as the supplier's browser holds them. */
export async function signInSupplier(
  stack: BenchStack,
  email = 'bids@acme.example',
): Promise<Omit<BenchSession, 'customerId' | 'nodeId' | 'userId'>> {
  const login = await fetch(`${stack.url}/api/v1/public/SupplierLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify({ email, password: 'Tenderbox!2026' }),
  });
  if (login.status !== 200) throw new Error(`supplier login of ${email} failed: ${login.status}`);
  const cookies = login.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
  return {
    cookies,
    xsrf,
    call: async (method, path, body) => {
      const answer = await fetch(`${stack.url}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          origin: stack.url,
          cookie: cookies.join('; '),
          'x-xsrf-token': xsrf,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      return { status: answer.status, json: text ? JSON.parse(text) : undefined };
    },
  };
}

export { expectStatus };
