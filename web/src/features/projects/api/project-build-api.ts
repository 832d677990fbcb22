/**
 * Build → compliance and Build → invitations (the project-build group, decision 032), through the
 * generated route table. A change revalidates its list and the project's view, whose publish checklist
 * counts compliance items and invitations.
 */
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type {
  TComplianceItem,
  TComplianceItemCreate,
  TComplianceItemUpdate,
  TInvitation,
  TInvitationCreate,
} from '../../../../../shared/schemas/project-build';
import type { TInvitationsFromVendorList } from '../../../../../shared/schemas/vendor-directory';
import type { TInvitationSearch } from '../../../../../shared/schemas/vendor-invitations';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import { projectKeys, type ProjectScope } from './projects-api';

export const projectBuildKeys = {
  compliance: (s: ProjectScope, projectId: string) =>
    apiUrl(routes.findComplianceItems, { params: s, query: { projectId } }),
  invitations: (s: ProjectScope, projectId: string) =>
    apiUrl(routes.findInvitations, { params: s, query: { projectId } }),
};

export function useComplianceItems(s: ProjectScope | null, projectId: string | undefined) {
  return useSWR(s && projectId ? projectBuildKeys.compliance(s, projectId) : null, () =>
    call(routes.findComplianceItems, { params: s!, query: { projectId: projectId! } }),
  );
}

export function useInvitations(s: ProjectScope | null, projectId: string | undefined) {
  return useSWR(s && projectId ? projectBuildKeys.invitations(s, projectId) : null, () =>
    call(routes.findInvitations, { params: s!, query: { projectId: projectId! } }),
  );
}

/** One mutation of a Build list: runs the call, then revalidates the list and the project's view. */
function useListChange<A, R>(
  s: ProjectScope | null,
  projectId: string,
  list: 'compliance' | 'invitations',
  run: (scope: ProjectScope, arg: A) => Promise<R>,
) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${list}:${projectId}`, async (_key: string, { arg }: { arg: A }) => {
    const result = await run(s!, arg);
    await Promise.all([
      mutate(projectBuildKeys[list](s!, projectId)),
      mutate(projectKeys.project(s!, projectId)),
    ]);
    return result;
  });
}

export const useAddComplianceItem = (s: ProjectScope | null, projectId: string) =>
  useListChange(s, projectId, 'compliance', (params, body: TComplianceItemCreate) =>
    call(routes.addComplianceItem, { params, query: { projectId }, body }),
  );

export const useUpdateComplianceItem = (s: ProjectScope | null, projectId: string) =>
  useListChange(s, projectId, 'compliance', (params, body: TComplianceItemUpdate) =>
    call(routes.updateComplianceItem, { params, query: { projectId }, body }),
  );

export const useDeleteComplianceItem = (s: ProjectScope | null, projectId: string) =>
  useListChange(s, projectId, 'compliance', (params, item: TComplianceItem) =>
    call(routes.deleteComplianceItem, {
      params,
      query: { projectId, complianceId: item.complianceId },
    }),
  );

export const useAddInvitation = (s: ProjectScope | null, projectId: string) =>
  useListChange(s, projectId, 'invitations', (params, body: TInvitationCreate) =>
    call(routes.addInvitation, { params, query: { projectId }, body }),
  );

/** The agency's supplier lists the reader may use (decision 053); null scope: not asked. */
export function useSupplierLists(s: ProjectScope | null) {
  return useSWR(s ? apiUrl(routes.findVendorLists, { params: s }) : null, () =>
    call(routes.findVendorLists, { params: s! }),
  );
}

/** Invites a supplier list's suppliers (of a rotational list the next `count`, decision 053). */
export const useAddInvitationsFromList = (s: ProjectScope | null, projectId: string) =>
  useListChange(s, projectId, 'invitations', (params, body: TInvitationsFromVendorList) =>
    call(routes.addInvitationsFromVendorList, { params, query: { projectId }, body }),
  );

export const useDeleteInvitation = (s: ProjectScope | null, projectId: string) =>
  useListChange(s, projectId, 'invitations', (params, invitation: TInvitation) =>
    call(routes.deleteInvitation, {
      params,
      query: { projectId, invitationId: invitation.invitationId },
    }),
  );

/** Suppliers to invite by criteria (VendorInvitations/SearchCriteria, decision 053 amended). */
export const searchInvitationCandidates = (s: ProjectScope, projectId: string, body: TInvitationSearch) =>
  call(routes.searchInvitationCandidates, { params: s, query: { projectId }, body });

/** The agency's other bids holding invitations, by number or name (VendorInvitations/SearchTender). */
export const searchTendersWithInvitations = (s: ProjectScope, projectId: string, text: string) =>
  call(routes.searchTendersWithInvitations, {
    params: s,
    query: { projectId, ...(text.trim() ? { text: text.trim() } : {}) },
  });

/** Copies another bid's invitations into this one, one per address. */
export const useCopyInvitations = (s: ProjectScope | null, projectId: string) =>
  useListChange(s, projectId, 'invitations', (params, fromProjectId: string) =>
    call(routes.copyInvitationsFromTender, { params, query: { projectId }, body: { fromProjectId } }),
  );

/** What a typed address is to the bid; null email: not asked (not an address yet). */
export function useInviteeLookup(s: ProjectScope | null, projectId: string, email: string | null) {
  const query = email ? { projectId, email } : null;
  return useSWR(s && query ? apiUrl(routes.lookupInvitee, { params: s, query }) : null, () =>
    call(routes.lookupInvitee, { params: s!, query: query! }),
  );
}
