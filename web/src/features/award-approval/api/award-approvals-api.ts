/**
 * Award → approval's calls (decision 066) through the generated route table (the award-approvals group,
 * decision 065): the project's approvals (SWR, read again every few seconds while the workflow runs, so the
 * statuses the approvers change show without a reload), one approval, and every change, each answering the
 * approval as it now is, which replaces the cached one. The bidders come from the opening's list and the
 * project's documents from Build → documents' list: routes of other groups, read, never imported code.
 */
import useSWR, { useSWRConfig } from 'swr';
import { isAwardApprovalPending } from '../../../../../shared/domain/awards/award-approval-status';
import type {
  TAwardApproval,
  TAwardApprovalCreate,
  TAwardApprovalMemberInput,
  TAwardApprovalUpdate,
} from '../../../../../shared/schemas/award-approvals';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import { useTenantScope, type TenantScope } from '../../../lib/session';
import { createUploader, type Uploader } from '../../../lib/upload/uploader';

export { useTenantScope, type TenantScope };

/** While approvers are at work, the statuses are read again this often. */
export const PENDING_REFRESH_MS = 5_000;

const listKey = (s: TenantScope, projectId: string) =>
  apiUrl(routes.listAwardApprovals, { params: s, query: { projectId } });
const oneKey = (s: TenantScope, projectId: string, awardApprovalId: string) =>
  apiUrl(routes.getAwardApproval, { params: { ...s, awardApprovalId }, query: { projectId } });

export function useAwardApprovals(s: TenantScope | null, projectId: string) {
  return useSWR(
    s ? listKey(s, projectId) : null,
    () => call(routes.listAwardApprovals, { params: s!, query: { projectId } }),
    {
      refreshInterval: (data) =>
        data?.awardApprovals.some((a) => isAwardApprovalPending(a.status)) ? PENDING_REFRESH_MS : 0,
    },
  );
}

export function useAwardApproval(s: TenantScope | null, projectId: string, awardApprovalId: string | null) {
  return useSWR(
    s && awardApprovalId ? oneKey(s, projectId, awardApprovalId) : null,
    () =>
      call(routes.getAwardApproval, {
        params: { ...s!, awardApprovalId: awardApprovalId! },
        query: { projectId },
      }),
    { refreshInterval: (data) => (data && isAwardApprovalPending(data.status) ? PENDING_REFRESH_MS : 0) },
  );
}

/** The bidders of the opening (company and, once unsealed, the bid's total): whom the award may go to. */
export function useBidders(s: TenantScope | null, projectId: string) {
  return useSWR(
    s ? apiUrl(routes.findOpeningSubmissions, { params: s, query: { projectId } }) : null,
    () => fetchBidders(s!, projectId),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}

/** The project's name and number and its bidders, read from the server now (the summary report's facts). */
export const fetchBidders = (s: TenantScope, projectId: string) =>
  call(routes.findOpeningSubmissions, { params: s, query: { projectId } });

/**
 * The bidders the evaluation disqualified (the award's summary marks them): never offered as the
 * recommended company. Empty until known, or when the summary cannot be read.
 */
export function useDisqualifiedBidders(s: TenantScope | null, projectId: string) {
  const summary = useSWR(
    s ? apiUrl(routes.getAwardSummary, { params: s, query: { projectId } }) : null,
    () => call(routes.getAwardSummary, { params: s!, query: { projectId } }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return new Set((summary.data?.bids ?? []).filter((b) => b.disqualified).map((b) => b.submissionId));
}

/** Build → documents' list: the project documents an approval may attach. */
export function useProjectDocuments(s: TenantScope | null, projectId: string) {
  return useSWR(s ? apiUrl(routes.listDocuments, { params: s, query: { projectId } }) : null, () =>
    call(routes.listDocuments, { params: s!, query: { projectId } }),
  );
}

/**
 * The changes to one approval. Each answers the approval as it now is: the cache takes it, and the
 * project's list is read again.
 */
export function useAwardApprovalChanges(s: TenantScope | null, projectId: string) {
  const { mutate } = useSWRConfig();
  const query = { projectId };
  const settle = async (approval: TAwardApproval) => {
    await mutate(oneKey(s!, projectId, approval.awardApprovalId), approval, { revalidate: false });
    await mutate(listKey(s!, projectId));
    return approval;
  };
  const one = (a: TAwardApproval) => ({ ...s!, awardApprovalId: a.awardApprovalId });
  const member = (a: TAwardApproval, awardApprovalWorkflowId: string) => ({
    ...one(a),
    awardApprovalWorkflowId,
  });
  return {
    settle,
    /** Reads the approval (and the list) again: after an upload, whose answer Uppy keeps to itself. */
    refresh: async (awardApprovalId: string) => {
      await mutate(oneKey(s!, projectId, awardApprovalId));
      await mutate(listKey(s!, projectId));
    },
    create: async (body: TAwardApprovalCreate) =>
      settle(await call(routes.createAwardApproval, { params: s!, query, body })),
    update: async (a: TAwardApproval, changes: Omit<TAwardApprovalUpdate, 'version'>) =>
      settle(
        await call(routes.updateAwardApproval, {
          params: one(a),
          query,
          body: { ...changes, version: a.version },
        }),
      ),
    remove: async (a: TAwardApproval) => {
      await call(routes.deleteAwardApproval, { params: one(a), query: { projectId, version: a.version } });
      await mutate(listKey(s!, projectId));
    },
    attach: async (a: TAwardApproval, documentIds: string[]) =>
      settle(
        await call(routes.attachAwardApprovalDocuments, {
          params: one(a),
          query,
          body: { documentIds, version: a.version },
        }),
      ),
    detach: async (a: TAwardApproval, documentId: string) =>
      settle(
        await call(routes.removeAwardApprovalDocument, {
          params: { ...one(a), documentId },
          query: { projectId, version: a.version },
        }),
      ),
    orderDocuments: async (a: TAwardApproval, documentIds: string[]) =>
      settle(
        await call(routes.reorderAwardApprovalDocuments, {
          params: one(a),
          query,
          body: { documentIds, version: a.version },
        }),
      ),
    addMember: async (a: TAwardApproval, input: Omit<TAwardApprovalMemberInput, 'version'>) =>
      settle(
        await call(routes.addAwardApprovalMember, {
          params: one(a),
          query,
          body: { ...input, version: a.version },
        }),
      ),
    updateMember: async (
      a: TAwardApproval,
      awardApprovalWorkflowId: string,
      input: Omit<TAwardApprovalMemberInput, 'version'>,
    ) =>
      settle(
        await call(routes.updateAwardApprovalMember, {
          params: member(a, awardApprovalWorkflowId),
          query,
          body: { ...input, version: a.version },
        }),
      ),
    removeMember: async (a: TAwardApproval, awardApprovalWorkflowId: string) =>
      settle(
        await call(routes.deleteAwardApprovalMember, {
          params: member(a, awardApprovalWorkflowId),
          query: { projectId, version: a.version },
        }),
      ),
    orderMembers: async (a: TAwardApproval, awardApprovalWorkflowIds: string[]) =>
      settle(
        await call(routes.reorderAwardApprovalMembers, {
          params: one(a),
          query,
          body: { awardApprovalWorkflowIds, version: a.version },
        }),
      ),
    send: async (a: TAwardApproval) =>
      settle(await call(routes.sendAwardApproval, { params: one(a), query, body: { version: a.version } })),
    cancel: async (a: TAwardApproval, reason: string) =>
      settle(
        await call(routes.changeAwardApprovalStatus, {
          params: one(a),
          query,
          body: { status: 'cancelled', reason, version: a.version },
        }),
      ),
    close: async (a: TAwardApproval) =>
      settle(
        await call(routes.changeAwardApprovalStatus, {
          params: one(a),
          query,
          body: { status: 'closed', version: a.version },
        }),
      ),
    resend: async (a: TAwardApproval, awardApprovalWorkflowId: string) =>
      settle(
        await call(routes.resendAwardApprovalLink, {
          params: member(a, awardApprovalWorkflowId),
          query,
          body: { version: a.version },
        }),
      ),
    reset: async (a: TAwardApproval, awardApprovalWorkflowId: string) =>
      settle(
        await call(routes.resetAwardApprovalMember, {
          params: member(a, awardApprovalWorkflowId),
          query,
          body: { version: a.version },
        }),
      ),
    download: (a: TAwardApproval, documentId: string) =>
      call(routes.downloadAwardApprovalDocument, { params: { ...one(a), documentId }, query }),
  };
}

/**
 * The uploader of files for one approval (the one upload path, decision 029): the approval's own start,
 * sign and complete routes. `current` gives the approval as it is when the upload completes (its version)
 * and whether the file is the summary report. A resumed upload asks which parts S3 holds and sends the
 * rest; a cancelled one is aborted, and S3 drops its parts.
 */
export function approvalUploader(
  s: TenantScope,
  projectId: string,
  current: () => { approval: TAwardApproval; summaryReport: boolean },
): Uploader {
  const query = { projectId };
  const params = () => ({ ...s, awardApprovalId: current().approval.awardApprovalId });
  return createUploader({
    start: (body, signal) =>
      call(routes.startAwardApprovalUpload, {
        params: params(),
        query,
        body: {
          fileName: body.fileName,
          title: body.displayName,
          size: body.size,
          contentType: body.contentType,
          summaryReport: current().summaryReport,
        },
        signal,
      }),
    signParts: (body, signal) =>
      call(routes.signAwardApprovalUploadParts, { params: params(), query, body, signal }),
    listParts: (upload, signal) =>
      call(routes.listAwardApprovalUploadParts, {
        params: params(),
        query: { ...query, ...upload },
        signal,
      }),
    complete: (body, signal) =>
      call(routes.completeAwardApprovalUpload, {
        params: params(),
        query,
        body: {
          uploadId: body.uploadId,
          key: body.key,
          parts: body.parts,
          version: current().approval.version,
        },
        signal,
      }),
    abort: (upload) =>
      call(routes.abortAwardApprovalUpload, { params: params(), query: { ...query, ...upload } }),
  });
}
