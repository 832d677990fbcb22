/**
 * The project team and activity feed calls (decision 030), through the generated route table. A change of
 * the team revalidates the team and the project's feed, whose newest entry it is.
 */
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type {
  TActivitySearchQuery,
  TProjectTeamAdd,
  TProjectTeamUpdate,
} from '../../../../../shared/schemas/project-team';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import type { ProjectScope } from './projects-api';

/** The feed's search as the URL carries it: the API's parameter names. */
export type ActivitySearch = Omit<TActivitySearchQuery, 'projectId'>;

const teamKey = (s: ProjectScope, projectId: string) =>
  apiUrl(routes.findProjectTeam, { params: s, query: { projectId } });
const feedPrefix = (s: ProjectScope, projectId: string) =>
  apiUrl(routes.searchProjectActivities, { params: s, query: { projectId } });

export function useProjectTeam(s: ProjectScope | null, projectId: string | undefined) {
  return useSWR(s && projectId ? teamKey(s, projectId) : null, () =>
    call(routes.findProjectTeam, { params: s!, query: { projectId: projectId! } }),
  );
}

/** The feed: one page of the project's changes, newest first. */
export function useProjectActivities(
  s: ProjectScope | null,
  projectId: string | undefined,
  search: ActivitySearch,
) {
  const query = { projectId: projectId ?? '', ...search };
  return useSWR(
    s && projectId ? `${feedPrefix(s, projectId)}#${JSON.stringify(query)}` : null,
    () => call(routes.searchProjectActivities, { params: s!, query }),
    { keepPreviousData: true },
  );
}

/** After a team change: the team list and every cached page of the feed reload. */
function useAfterTeamChange(s: ProjectScope | null, projectId: string) {
  const { mutate } = useSWRConfig();
  return async () => {
    if (!s) return;
    const prefix = `${feedPrefix(s, projectId)}#`;
    await Promise.all([
      mutate(teamKey(s, projectId)),
      mutate((key) => typeof key === 'string' && key.startsWith(prefix), undefined, { revalidate: true }),
    ]);
  };
}

export function useAddProjectTeamMember(s: ProjectScope | null, projectId: string) {
  const after = useAfterTeamChange(s, projectId);
  return useSWRMutation(
    `addProjectTeamMember:${projectId}`,
    async (_key: string, { arg }: { arg: TProjectTeamAdd }) => {
      const member = await call(routes.addProjectTeamMember, { params: s!, query: { projectId }, body: arg });
      await after();
      return member;
    },
  );
}

export function useUpdateProjectTeamMember(s: ProjectScope | null, projectId: string, userId: string) {
  const after = useAfterTeamChange(s, projectId);
  return useSWRMutation(
    `updateProjectTeamMember:${projectId}:${userId}`,
    async (_key: string, { arg }: { arg: TProjectTeamUpdate }) => {
      const member = await call(routes.updateProjectTeamMember, {
        params: s!,
        query: { projectId, userId },
        body: arg,
      });
      await after();
      return member;
    },
  );
}

export function useRemoveProjectTeamMember(s: ProjectScope | null, projectId: string) {
  const after = useAfterTeamChange(s, projectId);
  return useSWRMutation(
    `removeProjectTeamMember:${projectId}`,
    async (_key: string, { arg }: { arg: string }) => {
      await call(routes.removeProjectTeamMember, { params: s!, query: { projectId, userId: arg } });
      await after();
    },
  );
}
