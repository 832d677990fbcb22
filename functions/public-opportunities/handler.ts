import { createGroupHandler, httpResult } from '../core/http.js';
import { publicOpportunitiesCatalogue, publicOpportunitiesRoutes } from '../routes/public-opportunities.js';
import {
  downloadOpportunityDocument,
  findAgency,
  findOpportunity,
  listAgencies,
  searchOpportunities,
} from './public-opportunity-service.js';
import { askPublicQuestion } from './public-question-service.js';
import { verifyReceipt } from './receipt-service.js';

/**
 * Public data, the same for every visitor: a browser and CloudFront may keep it a minute (the
 * /api/v1/public/* behaviour honours this header, infra/cdk/web-stack.ts, decision 071), which takes
 * repeated reads off the Lambda. A closing or a withdrawal shows within that minute.
 */
const PUBLIC_CACHE = { 'cache-control': 'public, max-age=60, stale-while-revalidate=60' };
/** A presigned URL is the visitor's for a minute: never stored by a shared cache. */
const NO_STORE = { 'cache-control': 'no-store' };

/** The public opportunities pages (decision 046): no session; every answer is public data or a 404. */
export const handler = createGroupHandler(publicOpportunitiesRoutes, publicOpportunitiesCatalogue, {
  listPublicAgencies: async () => httpResult({ values: await listAgencies(), headers: PUBLIC_CACHE }),
  findPublicAgency: async ({ params }) =>
    httpResult({ values: await findAgency(params.agencyDomain), headers: PUBLIC_CACHE }),
  searchPublicOpportunities: async ({ query, lang }) =>
    httpResult({ values: await searchOpportunities(query, lang), headers: PUBLIC_CACHE }),
  findPublicOpportunity: async ({ params }) =>
    httpResult({
      values: await findOpportunity(params.agencyDomain, params.projectId),
      headers: PUBLIC_CACHE,
    }),
  downloadPublicDocument: async ({ params }) =>
    httpResult({
      values: await downloadOpportunityDocument(params.agencyDomain, params.projectId, params.documentId),
      headers: NO_STORE,
    }),
  // A verdict changes when the bid is withdrawn: never kept by a cache.
  verifyReceipt: async ({ params, query }) =>
    httpResult({
      values: await verifyReceipt(params.agencyDomain, params.projectId, params.submissionId, query.digest),
      headers: NO_STORE,
    }),
  askPublicQuestion: async ({ params, body, lang, headers }) =>
    httpResult({
      values: await askPublicQuestion(params.agencyDomain, params.projectId, body, lang, headers.origin),
      headers: NO_STORE,
    }),
});
