/**
 * The project calls (docs/product/projects.md#types), through the generated route table. Every screen of the
 * projects feature reads and changes projects through these hooks, so a saved change revalidates the views of
 * it.
 */
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type {
  TProjectCreate,
  TProjectStatusAction,
  TProjectUpdate,
  TProjectView,
} from '../../../../../shared/schemas/projects';
import type { TProjectSearch } from '../../../../../shared/schemas/project-search-query';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** The agency a call works on: the session's customer and its customer node. */
export interface ProjectScope {
  customerId: string;
  nodeId: string;
}

export function useProjectScope(): ProjectScope | null {
  const session = useSession();
  if (session.status !== 'authenticated' || !session.customer) return null;
  return { customerId: session.customer.customerId, nodeId: session.customer.customerNodeId };
}

/** The SWR keys are the URLs they fetch; every search is revalidated after a change (keys start with it). */
export const projectKeys = {
  project: (s: ProjectScope, projectId: string) =>
    apiUrl(routes.findProject, { params: s, query: { projectId } }),
  search: (s: ProjectScope, search: TProjectSearch) =>
    `${apiUrl(routes.searchProjects, { params: s })}#${JSON.stringify(search)}`,
};

/** One project with its allowed actions and missing publish items; null scope or id fetches nothing. */
export function useProject(s: ProjectScope | null, projectId: string | undefined) {
  return useSWR(s && projectId ? projectKeys.project(s, projectId) : null, () =>
    call(routes.findProject, { params: s!, query: { projectId: projectId! } }),
  );
}

export function useProjectSearch(s: ProjectScope | null, search: TProjectSearch) {
  return useSWR(s ? projectKeys.search(s, search) : null, () =>
    call(routes.searchProjects, { params: s!, body: search }),
  );
}

/** After any change: the project's own view takes the answer, and every cached search is revalidated. */
function useAfterChange(s: ProjectScope | null) {
  const { mutate } = useSWRConfig();
  return async (view: TProjectView | undefined, projectId: string) => {
    if (!s) return;
    const searchPrefix = apiUrl(routes.searchProjects, { params: s });
    await Promise.all([
      view
        ? mutate(projectKeys.project(s, projectId), view, { revalidate: false })
        : mutate(projectKeys.project(s, projectId), undefined, { revalidate: false }),
      mutate((key) => typeof key === 'string' && key.startsWith(`${searchPrefix}#`)),
    ]);
  };
}

export function useCreateProject(s: ProjectScope | null) {
  const after = useAfterChange(s);
  return useSWRMutation('createProject', async (_key: string, { arg }: { arg: TProjectCreate }) => {
    const view = await call(routes.createProject, { params: s!, body: arg });
    await after(view, view.project.projectId);
    return view;
  });
}

/** Saves Build sections at the version read; a lost race answers 409 (the caller reloads). */
export function useUpdateProject(s: ProjectScope | null, projectId: string) {
  const after = useAfterChange(s);
  return useSWRMutation(
    s ? projectKeys.project(s, projectId) : null,
    async (_key: string, { arg }: { arg: TProjectUpdate }) => {
      const view = await call(routes.updateProject, { params: s!, query: { projectId }, body: arg });
      await after(view, projectId);
      return view;
    },
    { populateCache: false, revalidate: false },
  );
}

/** A lifecycle action; the answer is the project after it (none when the action deleted it). */
export function useSetProjectStatus(s: ProjectScope | null, projectId: string) {
  const after = useAfterChange(s);
  return useSWRMutation(
    s ? projectKeys.project(s, projectId) : null,
    async (_key: string, { arg }: { arg: TProjectStatusAction }) => {
      const view = await call(routes.setProjectStatus, { params: s!, query: { projectId }, body: arg });
      await after(view ?? undefined, projectId);
      return view;
    },
    { populateCache: false, revalidate: false },
  );
}

export function useDeleteProject(s: ProjectScope | null, projectId: string) {
  const after = useAfterChange(s);
  return useSWRMutation(
    s ? projectKeys.project(s, projectId) : null,
    async () => {
      await call(routes.deleteProject, { params: s!, query: { projectId, confirmed: 'true' } });
      await after(undefined, projectId);
    },
    { populateCache: false, revalidate: false },
  );
}
