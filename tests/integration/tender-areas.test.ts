/**
 * A project without a tender (a contract only) has no bids: the opening, Evaluate, Award and its approvals
 * refuse it on the server (projectHasNoTender, from projectHasTender, the rule that hides their tabs), in
 * both languages, where they once answered as for a tender not yet closed (issue 22, "A Contract-only
 * project serves the Evaluate and Award pages by URL"). No refusal of a sealed bid is audited for it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { create, expectCatalogueError, loadRefs } from './projects-support.js';

const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
let lead: SignedIn;
let contractId: string;

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  await loadRefs(lead);
  contractId = (await create(lead, { type: 'contract', sourceMethod: undefined })).project.projectId;
});

describe('the tender areas of a contract-only project', () => {
  const reads = [
    'Projects/Opening/Submissions',
    'Projects/Opening/BidAnalysis',
    'Projects/Evaluation',
    'Projects/Evaluation/Mine',
    'Awards/Summary',
    'Awards/Approvals',
  ];
  for (const path of reads)
    it(`GET ${path} answers projectHasNoTender`, async () => {
      for (const lang of ['en', 'fr'] as const)
        expectCatalogueError(
          await lead.call('GET', `${NODE}/${path}?projectId=${contractId}`, { lang }),
          'projectHasNoTender',
          lang,
        );
    });

  it('refuses creating an award approval on it, and audits no sealed-bid refusal', async () => {
    expectCatalogueError(
      await lead.call('POST', `${NODE}/Awards/Approvals?projectId=${contractId}`, {
        body: { companyName: 'Greenleaf Landscaping Inc.' },
        lang: 'en',
      }),
      'projectHasNoTender',
      'en',
    );
    const audit = await lead.call(
      'GET',
      `${NODE}/AuditEvents/Search?projectId=${contractId}&eventType=sealedBidAccessRefused`,
    );
    expect(audit.status, JSON.stringify(audit.json)).toBe(200);
    expect(audit.json.data.activitiesDTO.values.items).toEqual([]);
  });
});
