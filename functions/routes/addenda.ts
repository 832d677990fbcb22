/**
 * The addenda group (issue 9 item 4, decision 052): Source → questions and addenda, the buyer's side. A
 * project's addenda drafted, changed, discarded and published, with the acknowledgements of plan takers and
 * bidders. Under the Build route permission, as the addendum documents they carry (Build → documents):
 * viewing needs build.view, changing build.edit. The supplier's acknowledgement is the portal group's.
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { ADDENDUM_ERRORS } from '../../shared/errors/addenda.js';
import { PROJECT_ACCESS_ERRORS } from '../../shared/errors/project-access.js';
import { SUBMISSION_ERRORS } from '../../shared/errors/submissions.js';
import {
  ZAddenda,
  ZAddendaQuery,
  ZAddendum,
  ZAddendumDeleteQuery,
  ZAddendumDraft,
  ZAddendumPublish,
  ZAddendumQuery,
  ZAddendumUpdate,
} from '../../shared/schemas/addenda.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import { defineRoutes, type RouteErrors } from './types.js';

const ADDENDA = '/api/v1/customer/{customerId}/node/{nodeId}/Projects/Addenda';

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const addendumId = '2d4f6a8c-1b3e-4d5f-8a7c-9e0b1c2d3e4f';
const documentId = '0f8e7d6c-5b4a-4392-8170-6e5d4c3b2a19';

const build = { group: 'addenda', auth: 'session', permission: 'projects/build' } as const;

/** What the addenda Lambda answers with: the base codes and these areas' (decision 082). */
export const addendaCatalogue = catalogueOf(ADDENDUM_ERRORS, PROJECT_ACCESS_ERRORS, SUBMISSION_ERRORS);
type Code = CodeOf<typeof addendaCatalogue>;

export const addendaRoutes = defineRoutes([
  {
    ...build,
    operationId: 'listAddenda',
    method: 'GET',
    path: ADDENDA,
    summary:
      "Lists the project's addenda (drafts first, then the published by number), each with its documents and, once published, which plan takers and bidders acknowledged it.",
    params: ZTenantPath,
    query: ZAddendaQuery,
    response: ZAddenda,
    responseName: 'addenda',
    example: { params: customer, query: { projectId } },
  },
  {
    ...build,
    operationId: 'createAddendum',
    method: 'POST',
    path: ADDENDA,
    summary:
      "Writes a draft addendum: its title, the change in words and the project's addendum documents it carries.",
    params: ZTenantPath,
    query: ZAddendaQuery,
    body: ZAddendumDraft,
    response: ZAddendum,
    responseName: 'addendum',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId },
      body: {
        title: 'Closing date extended',
        text: 'The closing date moves to March 24 at 2:00 p.m. Drawing A-101 is replaced.',
        documentIds: [documentId],
      },
    },
  },
  {
    ...build,
    operationId: 'updateAddendum',
    method: 'PUT',
    path: ADDENDA,
    summary: "Changes a draft's title, text or documents, at the version read.",
    params: ZTenantPath,
    query: ZAddendumQuery,
    body: ZAddendumUpdate,
    response: ZAddendum,
    responseName: 'addendum',
    example: {
      params: customer,
      query: { projectId, addendumId },
      body: { title: 'Closing date extended to March 24', version: 1 },
    },
  },
  {
    ...build,
    operationId: 'deleteAddendum',
    method: 'DELETE',
    path: ADDENDA,
    summary: 'Discards a draft addendum, at the version read (a published addendum stays).',
    params: ZTenantPath,
    query: ZAddendumDeleteQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, addendumId, version: '1' } },
  },
  {
    ...build,
    operationId: 'publishAddendum',
    method: 'POST',
    path: `${ADDENDA}/Publish`,
    summary:
      'Publishes a draft with the next number while the bid is published or open, and emails its plan takers, bidders and followers (only invited ones for a bid not publicly listed). On an open bid, completed submissions are withdrawn: without their count named, 409 submissionsWouldBeWithdrawn with the count.',
    params: ZTenantPath,
    query: ZAddendumQuery,
    body: ZAddendumPublish,
    response: ZAddendum,
    responseName: 'addendum',
    example: { params: customer, query: { projectId, addendumId }, body: { version: 2 } },
  },
]);

export const addendaRouteErrors: RouteErrors<Code> = {
  listAddenda: ['projectNotFound'],
  createAddendum: ['addendaTooMany', 'addendumDocumentInvalid'],
  updateAddendum: ['addendumNotFound', 'addendumPublished', 'addendumDocumentInvalid', 'conflict'],
  deleteAddendum: ['addendumNotFound', 'addendumPublished', 'conflict'],
  publishAddendum: [
    'addendumNotFound',
    'addendumPublished',
    'addendumBidNotOpen',
    'submissionsWouldBeWithdrawn',
    'submissionsWithdrawalTooLarge',
    'conflict',
  ],
};
