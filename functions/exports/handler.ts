import { createGroupHandler } from '../core/http.js';
import { auditSealedBidRefusals, tenantProjectTarget } from '../core/submissions/sealed-access.js';
import { exportsCatalogue, exportsRoutes } from '../routes/exports.js';
import {
  downloadSubmissionsExport,
  listSubmissionsExports,
  removeSubmissionsExport,
  requestSubmissionsExport,
} from './submissions-export-service.js';

/**
 * Exports (decision 058): the export of a project's opened submissions, scoped by the session's agency. Every
 * refusal is audited on the project as an attempt on its bids (decision 061).
 */
export const handler = createGroupHandler(
  exportsRoutes,
  exportsCatalogue,
  {
    requestSubmissionsExport: async ({ session, params }) => requestSubmissionsExport(session, params.id),
    listSubmissionsExports: async ({ session, query }) => listSubmissionsExports(session, query.projectId),
    downloadSubmissionsExport: async ({ session, query }) =>
      downloadSubmissionsExport(session, query.projectId, query.exportId),
    removeSubmissionsExport: async ({ session, query }) =>
      removeSubmissionsExport(session, query.projectId, query.exportId),
  },
  { onRefusal: auditSealedBidRefusals(tenantProjectTarget) },
);
