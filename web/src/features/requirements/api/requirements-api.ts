/**
 * A project's submission requirements (decision 039) through the generated route table: the whole edit
 * view in one answer (settings, items, forms counted, lock, incomplete sections), the settings' save, and
 * the items' changes; the library's templates of one group to insert. Every change revalidates the edit
 * view's answer and the project's (whose publish checklist reads the requirements). SWR keys are the URLs
 * fetched (decision 016).
 */
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { TemplateGroup } from '../../../../../shared/domain/library/templates';
import type {
  TRequirementItemBody,
  TRequirementItemSortOrder,
  TRequirementSettingsUpdate,
} from '../../../../../shared/schemas/submission-requirements';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** The agency and node every call of the group names in its path. */
export type RequirementsScope = { customerId: string; nodeId: string };

export function useRequirementsScope(): RequirementsScope | null {
  const session = useSession();
  if (session.status !== 'authenticated' || !session.customer) return null;
  return { customerId: session.customer.customerId, nodeId: session.customer.customerNodeId };
}

export const requirementsKey = (s: RequirementsScope, projectId: string) =>
  apiUrl(routes.findSubmissionRequirements, { params: s, query: { projectId } });

/** The project's view (the projects feature reads the same URL): its publish checklist follows. */
const projectKey = (s: RequirementsScope, projectId: string) =>
  apiUrl(routes.findProject, { params: s, query: { projectId } });

export function useRequirements(s: RequirementsScope | null, projectId: string | undefined) {
  return useSWR(s && projectId ? requirementsKey(s, projectId) : null, () =>
    call(routes.findSubmissionRequirements, { params: s!, query: { projectId: projectId! } }),
  );
}

/** A change to the requirements: runs the call, then revalidates the edit view and the project. */
function useRequirementsChange<A, R>(
  s: RequirementsScope | null,
  projectId: string,
  name: string,
  run: (params: RequirementsScope, arg: A) => Promise<R>,
) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`requirements:${name}:${projectId}`, async (_key: string, { arg }: { arg: A }) => {
    const result = await run(s!, arg);
    await Promise.all([mutate(requirementsKey(s!, projectId)), mutate(projectKey(s!, projectId))]);
    return result;
  });
}

export const useSaveSettings = (s: RequirementsScope | null, projectId: string) =>
  useRequirementsChange(s, projectId, 'settings', (params, body: TRequirementSettingsUpdate) =>
    call(routes.updateRequirementSettings, { params, query: { projectId }, body }),
  );

export const useAddItem = (s: RequirementsScope | null, projectId: string) =>
  useRequirementsChange(s, projectId, 'add', (params, body: TRequirementItemBody) =>
    call(routes.addRequirementItem, { params, query: { projectId }, body }),
  );

export const useUpdateItem = (s: RequirementsScope | null, projectId: string) =>
  useRequirementsChange(
    s,
    projectId,
    'update',
    (params, body: { submissionRequirementId: string; version: number; item: TRequirementItemBody }) =>
      call(routes.updateRequirementItem, { params, query: { projectId }, body }),
  );

export const useDeleteItem = (s: RequirementsScope | null, projectId: string) =>
  useRequirementsChange(s, projectId, 'delete', (params, submissionRequirementId: string) =>
    call(routes.deleteRequirementItem, { params, query: { projectId, submissionRequirementId } }),
  );

export const useSortItems = (s: RequirementsScope | null, projectId: string) =>
  useRequirementsChange(s, projectId, 'sort', (params, body: TRequirementItemSortOrder) =>
    call(routes.sortRequirementItems, { params, query: { projectId }, body }),
  );

export const useAddItemFromTemplate = (s: RequirementsScope | null, projectId: string) =>
  useRequirementsChange(s, projectId, 'template', (params, onlineSubmissionTemplateId: string) =>
    call(routes.addRequirementItemFromTemplate, {
      params,
      query: { projectId },
      body: { onlineSubmissionTemplateId },
    }),
  );

/** The agency's templates of one group whose name holds the keywords (the library's Search). */
export const searchTemplates = (s: RequirementsScope, groupName: TemplateGroup, keywords: string) =>
  call(routes.searchTemplates, { params: s, query: { groupName, ...(keywords.trim() ? { keywords } : {}) } });
