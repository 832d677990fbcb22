/**
 * The exports group (issue 10 item 5, decision 058): the export of all completed (opened)
 * submissions of a project as one zip (docs/product/opening.md#exports): CompletedSubmissionsAllRequest,
 * RequestCompletedSubmissionsGenerate/{id}, CompletedSubmissionsAllDownload and CompletedSubmissionsAll.
 * The request schedules the build job (exports/submissions-export-job.ts), which alone reads the bids'
 * files; these routes never read under sealed/. Under the Source route permission: the list and the
 * download need source.view, the request and the removal source.edit.
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { EVALUATION_ERRORS } from '../../shared/errors/evaluation.js';
import { EXPORT_ERRORS } from '../../shared/errors/exports.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import {
  ZSubmissionsExport,
  ZSubmissionsExportDownload,
  ZSubmissionsExportItemQuery,
  ZSubmissionsExportList,
  ZSubmissionsExportQuery,
  ZSubmissionsExportRequestPath,
} from '../../shared/schemas/submissions-export.js';
import { SEALED_BID_REFUSAL_AREAS } from './sealed-bid-errors.js';
import { defineRoutes } from './types.js';

const EXPORTS = '/api/v1/customer/{customerId}/node/{nodeId}/Exports';

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const exportId = '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f';

const source = { group: 'exports', auth: 'session', permission: 'projects/source' } as const;

/** What the exports Lambda answers with: the base codes and these areas' (decision 082). */
export const exportsCatalogue = catalogueOf(...SEALED_BID_REFUSAL_AREAS, EVALUATION_ERRORS, EXPORT_ERRORS);
type Code = CodeOf<typeof exportsCatalogue>;

export const exportsRoutes = defineRoutes([
  {
    ...source,
    operationId: 'requestSubmissionsExport',
    method: 'POST',
    path: `${EXPORTS}/RequestCompletedSubmissionsGenerate/{id}`,
    summary:
      "Asks for the export of the project's opened submissions as one zip (each bid's files, and its forms' totals, answers and receipt). Answers at once with the export building; the realtime exportReady event tells the caller when it is ready. One build at a time per project (exportAlreadyStarted). Refused to a user who declared a conflict of interest with any of its bidders as an evaluator (exportConflicted): the zip holds every bid.",
    params: ZSubmissionsExportRequestPath,
    response: ZSubmissionsExport,
    responseName: 'submissionsExport',
    successStatus: 202,
    example: { params: { ...customer, id: projectId } },
  },
  {
    ...source,
    operationId: 'listSubmissionsExports',
    method: 'GET',
    path: `${EXPORTS}/CompletedSubmissionsAllRequest`,
    summary:
      "The caller's pending exports of the project's submissions, newest first: building, ready or failed (a build that overran shows failed). A downloaded export leaves the list.",
    params: ZTenantPath,
    query: ZSubmissionsExportQuery,
    response: ZSubmissionsExportList,
    responseName: 'submissionsExports',
    example: { params: customer, query: { projectId } },
  },
  {
    ...source,
    operationId: 'downloadSubmissionsExport',
    method: 'GET',
    path: `${EXPORTS}/CompletedSubmissionsAllDownload`,
    summary:
      'A one-minute download URL of a ready export; the export is recorded as downloaded and leaves the pending list.',
    params: ZTenantPath,
    query: ZSubmissionsExportItemQuery,
    response: ZSubmissionsExportDownload,
    responseName: 'download',
    example: { params: customer, query: { projectId, exportId } },
  },
  {
    ...source,
    operationId: 'removeSubmissionsExport',
    method: 'DELETE',
    path: `${EXPORTS}/CompletedSubmissionsAll`,
    summary:
      'Removes one of the caller’s exports from the pending list (a failed one, or one no longer wanted), with its zip.',
    params: ZTenantPath,
    query: ZSubmissionsExportItemQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, exportId } },
  },
]);

export const exportsRouteErrors = {
  requestSubmissionsExport: ['exportAlreadyStarted', 'exportNothingOpened', 'exportConflicted'],
  downloadSubmissionsExport: ['exportNotFound', 'exportNotReady'],
  removeSubmissionsExport: ['exportNotFound'],
} as const satisfies Record<string, readonly Code[]>;
