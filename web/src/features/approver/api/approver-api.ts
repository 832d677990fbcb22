/**
 * The public approver's calls (docs/product/evaluation-and-award.md#links, decision 065), with the generated
 * routes' paths and a plain fetch, as the receipt and opportunities pages do (decisions 046, 059): no
 * session, CSRF token or activity tracking, and nothing that would move lib/api into /login's chunks. The
 * link's ids go in the path, its token (uat) in the query; a refusal throws the catalogue's message in the
 * user's language (docs/product/errors.md#in-the-browser: the first server message is shown).
 */
import type {
  TApproverDownloadAll,
  TApproverPreview,
  TApproverView,
  TAwardApprovalDownload,
} from '../../../../../shared/schemas/award-approvals';
import { downloadAllApproverDocuments } from '../../../api/routes/download-all-approver-documents.gen';
import { downloadApproverDocument } from '../../../api/routes/download-approver-document.gen';
import { getApproverAward } from '../../../api/routes/get-approver-award.gen';
import { previewApproverDocument } from '../../../api/routes/preview-approver-document.gen';
import { setApproverStatus } from '../../../api/routes/set-approver-status.gen';
import { i18n } from '../../../i18n';

/** What the emailed link carries. */
export interface ApproverLink {
  awardApprovalId: string;
  awardApprovalWorkflowId: string;
  uat: string;
}

type Route = { path: string; method: string; responseName: string };

/** A refusal: the catalogue's message in the user's language, and its code (which field it is about). */
export class ApproverCallError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'ApproverCallError';
  }
}

async function approverCall<T>(
  route: Route,
  link: ApproverLink,
  extra: { documentId?: string; query?: Record<string, string>; body?: unknown } = {},
): Promise<T> {
  const ids: Record<string, string> = {
    awardApprovalId: link.awardApprovalId,
    awardApprovalWorkflowId: link.awardApprovalWorkflowId,
    ...(extra.documentId ? { documentId: extra.documentId } : {}),
  };
  const path = route.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(ids[name] ?? ''),
  );
  const query = new URLSearchParams({ uat: link.uat, ...extra.query });
  const response = await fetch(`${path}?${query}`, {
    method: route.method,
    headers: {
      accept: 'application/json',
      'accept-language': i18n.language,
      ...(extra.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: extra.body === undefined ? undefined : JSON.stringify(extra.body),
  });
  const answer = (await response.json().catch(() => undefined)) as
    { data?: Record<string, { values: T }>; error?: { code?: string; message?: string } } | undefined;
  const values = answer?.data?.[`${route.responseName}DTO`]?.values;
  if (!response.ok || values === undefined)
    throw new ApproverCallError(
      answer?.error?.message ?? `${response.status} ${response.statusText}`,
      answer?.error?.code,
    );
  return values;
}

export const fetchApproverView = (link: ApproverLink) => approverCall<TApproverView>(getApproverAward, link);

/** Approve or decline, with comments (required to decline: the server refuses it without). */
export const sendApproverDecision = (link: ApproverLink, decision: 'approve' | 'decline', comments: string) =>
  approverCall<TApproverView>(setApproverStatus, link, {
    query: { status: decision },
    body: comments === '' ? {} : { comments },
  });

/** A one-minute URL that shows a document inline, for the previewer. */
export const fetchDocumentPreview = (link: ApproverLink, documentId: string) =>
  approverCall<TApproverPreview>(previewApproverDocument, link, { documentId });

/** A one-minute download URL of one document. */
export const fetchDocumentDownload = (link: ApproverLink, documentId: string) =>
  approverCall<TAwardApprovalDownload>(downloadApproverDocument, link, { documentId });

/** Every document's one-minute download URL (Download Documents). */
export const fetchAllDownloads = (link: ApproverLink) =>
  approverCall<TApproverDownloadAll>(downloadAllApproverDocuments, link);
