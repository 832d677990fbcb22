/**
 * The public opportunities pages' addresses. Kept in the feature, not config/paths.ts: that module is part
 * of /login's first load, which must not grow (decision 046); the route map imports these with the pages.
 */
export const opportunityPaths = {
  all: '/opportunities',
  agency: (domain: string) => `/opportunities/${encodeURIComponent(domain)}`,
  detail: (domain: string, projectId: string) =>
    `/opportunities/${encodeURIComponent(domain)}/${encodeURIComponent(projectId)}`,
};
