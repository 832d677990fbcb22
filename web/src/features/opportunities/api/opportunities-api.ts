/**
 * The public opportunities calls (decision 046), with the generated route table's paths and a fetcher of
 * their own rather than lib/api: these calls need no session, CSRF token or activity tracking, and
 * importing lib/api from this lazy chunk made the bundler regroup /login's first-load chunks and grow them.
 * Reads are hooks keyed by the call's URL, without SWR for the same reason (its chunk is shared with
 * /login's); a refusal is the catalogue's message in the visitor's language (from Accept-Language).
 */
import { useEffect, useState } from 'react';
import type {
  TPublicAgency,
  TPublicAgencyDetail,
  TPublicOpportunityDetail,
  TPublicOpportunityPage,
  TPublicOpportunitySearch,
} from '../../../../../shared/schemas/public-opportunities';
import type {
  TPublicQuestionAsk,
  TPublicQuestionAsked,
} from '../../../../../shared/schemas/vendor-questions';
import { askPublicQuestion } from '../../../api/routes/ask-public-question.gen';
import { downloadPublicDocument } from '../../../api/routes/download-public-document.gen';
import { findPublicAgency } from '../../../api/routes/find-public-agency.gen';
import { findPublicOpportunity } from '../../../api/routes/find-public-opportunity.gen';
import { followOpportunity } from '../../../api/routes/follow-opportunity.gen';
import { getOpportunityFollowing } from '../../../api/routes/get-opportunity-following.gen';
import { unfollowOpportunity } from '../../../api/routes/unfollow-opportunity.gen';
import { listPublicAgencies } from '../../../api/routes/list-public-agencies.gen';
import { searchPublicOpportunities } from '../../../api/routes/search-public-opportunities.gen';
import { i18n } from '../../../i18n';

interface PublicRoute {
  path: string;
  responseName: string;
}

/** The route's path with its parameters encoded, and the query's defined values. */
export function publicUrl(
  route: PublicRoute,
  params: Record<string, string> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** GET the URL and answer data.<name>DTO.values; a refusal throws the catalogue's message. */
async function getValues<T>(route: PublicRoute, url: string): Promise<T> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'accept-language': i18n.language },
  });
  const body = (await response.json().catch(() => undefined)) as
    { data?: Record<string, { values: T }>; error?: { message?: string } } | undefined;
  const values = body?.data?.[`${route.responseName}DTO`]?.values;
  if (!response.ok || values === undefined)
    throw new Error(body?.error?.message ?? `${response.status} ${response.statusText}`);
  return values;
}

interface Got<T> {
  data?: T | undefined;
  error?: Error | undefined;
  isLoading: boolean;
}

/** The answer of a GET, fetched again when the URL or the language changes; a stale answer is dropped. */
function useGet<T>(route: PublicRoute, url: string | null): Got<T> {
  const [got, setGot] = useState<Got<T> & { key?: string }>({ isLoading: url !== null });
  const key = url === null ? null : `${i18n.language} ${url}`;
  useEffect(() => {
    if (url === null) return;
    let current = true;
    getValues<T>(route, url).then(
      (data) => current && setGot({ data, isLoading: false, key: key! }),
      (error: unknown) => current && setGot({ error: error as Error, isLoading: false, key: key! }),
    );
    return () => {
      current = false;
    };
  }, [route, url, key]);
  // Until the answer for this URL arrives, it is loading (the previous one is not shown as this one's).
  if (key !== null && got.key !== key) return { isLoading: true };
  return got;
}

export const usePublicAgencies = () =>
  useGet<{ agencies: TPublicAgency[] }>(listPublicAgencies, publicUrl(listPublicAgencies));

export const usePublicAgency = (agencyDomain: string | undefined) =>
  useGet<TPublicAgencyDetail>(
    findPublicAgency,
    agencyDomain ? publicUrl(findPublicAgency, { agencyDomain }) : null,
  );

export const useOpportunitySearch = (query: TPublicOpportunitySearch) =>
  useGet<TPublicOpportunityPage>(searchPublicOpportunities, publicUrl(searchPublicOpportunities, {}, query));

export const usePublicOpportunity = (agencyDomain: string, projectId: string) =>
  useGet<TPublicOpportunityDetail>(
    findPublicOpportunity,
    publicUrl(findPublicOpportunity, { agencyDomain, projectId }),
  );

/** A one-minute URL of a visible document: asked for when the visitor clicks, then followed. */
export const fetchDocumentDownload = (agencyDomain: string, projectId: string, documentId: string) =>
  getValues<{ url: string }>(
    downloadPublicDocument,
    publicUrl(downloadPublicDocument, { agencyDomain, projectId, documentId }),
  );

/** The XSRF-TOKEN cookie, echoed on a state-changing call (a supplier's session, decision 045). */
const csrfToken = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === 'XSRF-TOKEN')?.[1];

/**
 * A supplier's follow of the bid (decision 047): `undefined` while asking, `null` without a supplier session
 * (a visitor, or a buyer's session), else whether the company follows it. Changes go through `setFollowing`.
 */
export function useFollowing(agencyDomain: string, projectId: string) {
  const url = publicUrl(getOpportunityFollowing, { agencyDomain, projectId });
  const [state, setState] = useState<{ url: string; following: boolean | null; error?: string }>();
  // No session cookie: a visitor, whom the Follow route would refuse (401), so no call at all.
  const visitor = !csrfToken();
  useEffect(() => {
    if (visitor) return;
    let current = true;
    fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' }).then(
      async (response) => {
        const body = (await response.json().catch(() => undefined)) as
          { data?: { opportunityFollowingDTO?: { values: { following: boolean } } } } | undefined;
        const following = response.ok
          ? (body?.data?.opportunityFollowingDTO?.values.following ?? null)
          : null;
        if (current) setState({ url, following });
      },
      () => current && setState({ url, following: null }),
    );
    return () => {
      current = false;
    };
  }, [url, visitor]);

  const setFollowing = async (follow: boolean) => {
    const response = await fetch(url, {
      method: follow ? followOpportunity.method : unfollowOpportunity.method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'accept-language': i18n.language,
        'x-xsrf-token': decodeURIComponent(csrfToken() ?? ''),
      },
    });
    const body = (await response.json().catch(() => undefined)) as
      | {
          data?: { opportunityFollowingDTO?: { values: { following: boolean } } };
          error?: { message?: string };
        }
      | undefined;
    const following = body?.data?.opportunityFollowingDTO?.values.following;
    if (!response.ok || following === undefined)
      setState({ url, following: !follow, error: body?.error?.message ?? response.statusText });
    else setState({ url, following });
  };
  const current = state?.url === url ? state : undefined;
  if (visitor) return { following: null, error: undefined, setFollowing };
  return { following: current?.following, error: current?.error, setFollowing };
}

/** A refusal of a public change: the catalogue's message, and the fields it is about (by body field name). */
export class PublicRefusal extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * A visitor's question about the bid, when it lets anyone ask (decision 051 amended): no session, so no
 * CSRF token; a refusal throws PublicRefusal with the server's field messages in the page's language.
 */
export async function askQuestion(
  agencyDomain: string,
  projectId: string,
  body: TPublicQuestionAsk,
): Promise<TPublicQuestionAsked> {
  const response = await fetch(publicUrl(askPublicQuestion, { agencyDomain, projectId }), {
    method: askPublicQuestion.method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'accept-language': i18n.language,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => undefined)) as
    | {
        data?: { publicQuestionDTO?: { values: TPublicQuestionAsked } };
        error?: { message?: string; fields?: { field: string; message: string }[] };
      }
    | undefined;
  const values = answer?.data?.publicQuestionDTO?.values;
  if (response.ok && values) return values;
  const fields: Record<string, string> = {};
  for (const f of answer?.error?.fields ?? []) fields[f.field.replace(/^body\./, '')] ??= f.message;
  throw new PublicRefusal(answer?.error?.message ?? `${response.status} ${response.statusText}`, fields);
}
