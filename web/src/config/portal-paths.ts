/**
 * The supplier portal's screens (issue 9, decision 045): a module of its own, beside `paths`, so that the
 * entry chunk /login loads carries none of the portal's addresses (decision 017). The server's emailed
 * links open /portal/verify and /portal/reset (functions/portal/supplier-link-service.ts).
 */
export const portalPaths = {
  home: { path: '/portal', getHref: () => '/portal' },
  register: { path: 'register', getHref: () => '/portal/register' },
  verify: { path: 'verify', getHref: () => '/portal/verify' },
  login: { path: 'login', getHref: () => '/portal/login' },
  forgot: { path: 'forgot', getHref: () => '/portal/forgot' },
  reset: { path: 'reset', getHref: () => '/portal/reset' },
  profile: { path: 'profile', getHref: () => '/portal/profile' },
  /** A bid's meetings and the company's registrations (decision 049), linked from the public detail page. */
  bidMeetings: {
    path: 'bids/:agencyDomain/:projectId/meetings',
    getHref: (agencyDomain: string, projectId: string) =>
      `/portal/bids/${encodeURIComponent(agencyDomain)}/${encodeURIComponent(projectId)}/meetings`,
  },
  /** A bid's short address: it opens the company's bid screen below (what a supplier types or shares). */
  bid: {
    path: 'bids/:agencyDomain/:projectId',
    getHref: (agencyDomain: string, projectId: string) =>
      `/portal/bids/${encodeURIComponent(agencyDomain)}/${encodeURIComponent(projectId)}`,
  },
  /** The company's online bid (decision 054): forms, answers, files, what is missing, submit, receipt. */
  bidSubmission: {
    path: 'bids/:agencyDomain/:projectId/submission',
    getHref: (agencyDomain: string, projectId: string) =>
      `/portal/bids/${encodeURIComponent(agencyDomain)}/${encodeURIComponent(projectId)}/submission`,
  },
  opportunities: { path: 'opportunities', getHref: () => '/portal/opportunities' },
  documents: { path: 'documents', getHref: () => '/portal/documents' },
  /** A bid's questions: the company asks and reads the answers (decision 051), linked from the public detail page. */
  bidQuestions: {
    path: 'bids/:agencyDomain/:projectId/questions',
    getHref: (agencyDomain: string, projectId: string) =>
      `/portal/bids/${encodeURIComponent(agencyDomain)}/${encodeURIComponent(projectId)}/questions`,
  },
  invitedOpportunity: {
    path: 'opportunities/:agencyDomain/:projectId',
    getHref: (agencyDomain: string, projectId: string) =>
      `/portal/opportunities/${encodeURIComponent(agencyDomain)}/${encodeURIComponent(projectId)}`,
  },
} as const;
