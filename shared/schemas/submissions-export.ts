/**
 * The export of all completed (opened) submissions as one zip (docs/product/opening.md#exports, decision
 * 058): the request, the buyer's pending list and the download. zod/mini.
 */
import * as z from 'zod/mini';
import { SUBMISSIONS_EXPORT_STATUSES } from '../domain/submissions/submissions-export.js';
import { ZId } from './common.js';

/** ?projectId: the project whose opened submissions are exported, or whose pending exports are listed. */
export const ZSubmissionsExportQuery = z.object({ projectId: ZId });
/** RequestCompletedSubmissionsGenerate/{id}: the project's id in the path. */
export const ZSubmissionsExportRequestPath = z.object({ customerId: ZId, nodeId: ZId, id: ZId });
/** ?projectId&exportId: one export of the project. */
export const ZSubmissionsExportItemQuery = z.object({ projectId: ZId, exportId: ZId });

/** One export as the pending list shows it; `failed` includes a build that overran (shownExportStatus). */
export const ZSubmissionsExport = z.object({
  exportId: z.string(),
  projectId: z.string(),
  status: z.enum(SUBMISSIONS_EXPORT_STATUSES),
  name: z.string(),
  requestedAt: z.string(),
  finishedAt: z.optional(z.string()),
  size: z.optional(z.number()),
  bidCount: z.optional(z.number()),
  fileCount: z.optional(z.number()),
});
export type TSubmissionsExport = z.output<typeof ZSubmissionsExport>;

/** The caller's pending exports of the project (not yet downloaded), newest first. */
export const ZSubmissionsExportList = z.object({ exports: z.array(ZSubmissionsExport) });
export type TSubmissionsExportList = z.output<typeof ZSubmissionsExportList>;

/** A short-lived presigned GET of the zip. */
export const ZSubmissionsExportDownload = z.object({
  url: z.string(),
  expiresAt: z.string(),
  fileName: z.string(),
  size: z.number(),
});
export type TSubmissionsExportDownload = z.output<typeof ZSubmissionsExportDownload>;
