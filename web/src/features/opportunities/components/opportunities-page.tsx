import { Alert, Button, Flex, Heading, Loader, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { TPublicOpportunitySearch } from '../../../../../shared/schemas/public-opportunities';
import { DataTable } from '../../../components/ui/data-table';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOpportunitySearch, usePublicAgencies, usePublicAgency } from '../api/opportunities-api';
import { OPPORTUNITIES_NS } from '../i18n';
import { opportunityPaths } from '../paths';
import { ZonedTime } from './closing-time';

const FIELDS = ['text', 'category', 'from', 'to', 'agency'] as const;
type Fields = Record<(typeof FIELDS)[number], string>;

const fieldsOf = (query: URLSearchParams): Fields =>
  Object.fromEntries(FIELDS.map((f) => [f, query.get(f) ?? ''])) as Fields;

/** A day typed in the date fields, in the viewer's time zone: its first or last instant. */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

/**
 * /opportunities and /opportunities/:agencyDomain (issue 9 item 1): the open public bids of every agency or
 * of one, searched by words, category, closing dates and agency; the search is in the URL query, so a
 * reload or a shared link shows the same results. No login.
 */
export function OpportunitiesPage() {
  const { t } = useTranslation(OPPORTUNITIES_NS);
  const { agencyDomain } = useParams();
  const [query, setQuery] = useSearchParams();
  const applied = fieldsOf(query);
  const [draft, setDraft] = useState(applied);
  const [shownQuery, setShownQuery] = useState(query.toString());
  // Pages already seen, by their cursors: "Previous" goes back through them.
  const [cursors, setCursors] = useState<string[]>([]);
  if (shownQuery !== query.toString()) {
    setShownQuery(query.toString());
    setDraft(applied);
    setCursors([]);
  }
  const agencies = usePublicAgencies();
  const agency = usePublicAgency(agencyDomain);
  const title = agencyDomain ? t('agencyTitle', { name: agency.data?.name ?? agencyDomain }) : t('title');
  useDocumentTitle(title);

  const search: TPublicOpportunitySearch = {
    text: applied.text || undefined,
    category: applied.category || undefined,
    closingFrom: dayStart(applied.from),
    closingTo: dayEnd(applied.to),
    agency: agencyDomain ?? (applied.agency || undefined),
    cursor: cursors.at(-1),
  };
  const results = useOpportunitySearch(search);
  const opportunities = results.data?.opportunities ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const field of FIELDS) if (draft[field].trim()) next.set(field, draft[field].trim());
    setQuery(next);
  };
  const set = (field: keyof Fields) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));

  return (
    <Flex direction="column" gap="1rem">
      <Heading level={1}>{title}</Heading>
      <p>{t('intro')}</p>
      {agencyDomain && (
        <p>
          <Link to={opportunityPaths.all}>{t('results.allAgencies')}</Link>
        </p>
      )}
      {agency.error ? (
        <Alert variation="error" role="alert">
          {(agency.error as Error).message}
        </Alert>
      ) : null}
      <form role="search" aria-label={t('search.label')} onSubmit={submit}>
        <Flex direction="row" wrap="wrap" gap="0.75rem" alignItems="flex-end">
          <TextField label={t('search.text')} value={draft.text} onChange={set('text')} maxLength={200} />
          {agencyDomain ? (
            <SelectField label={t('search.category')} value={draft.category} onChange={set('category')}>
              <option value="">{t('search.anyCategory')}</option>
              {(agency.data?.categories ?? [])
                .filter((c) => c.code)
                .map((c) => (
                  <option key={c.code} value={c.code}>
                    {`${c.code} ${c.name}`}
                  </option>
                ))}
            </SelectField>
          ) : (
            <>
              <TextField
                label={t('search.categoryCode')}
                value={draft.category}
                onChange={set('category')}
                maxLength={64}
              />
              <SelectField label={t('search.agency')} value={draft.agency} onChange={set('agency')}>
                <option value="">{t('search.anyAgency')}</option>
                {(agencies.data?.agencies ?? []).map((a) => (
                  <option key={a.domain} value={a.domain}>
                    {a.name}
                  </option>
                ))}
              </SelectField>
            </>
          )}
          <TextField label={t('search.closingFrom')} type="date" value={draft.from} onChange={set('from')} />
          <TextField label={t('search.closingTo')} type="date" value={draft.to} onChange={set('to')} />
          <Button type="submit" variation="primary">
            {t('search.submit')}
          </Button>
          <Button type="button" onClick={() => setQuery(new URLSearchParams())}>
            {t('search.clear')}
          </Button>
        </Flex>
      </form>
      {results.error ? (
        <Alert variation="error" role="alert">
          {(results.error as Error).message}
        </Alert>
      ) : null}
      {/* One status line for loading, none and the count, so a search's outcome is announced in one place. */}
      <p role="status">
        {results.isLoading ? (
          <>
            <Loader /> {t('results.loading')}
          </>
        ) : opportunities.length === 0 ? (
          t('results.none')
        ) : (
          t('results.count', { count: opportunities.length })
        )}
      </p>
      {opportunities.length > 0 && (
        <DataTable label={t('results.label')}>
          <thead>
            <tr>
              <th scope="col">{t('results.number')}</th>
              <th scope="col">{t('results.name')}</th>
              <th scope="col">{t('results.agency')}</th>
              <th scope="col">{t('results.closing')}</th>
            </tr>
          </thead>
          <tbody>
            {opportunities.map((o) => (
              <tr key={`${o.agency.domain}/${o.projectId}`}>
                <td>{o.number}</td>
                <td>
                  <Link to={opportunityPaths.detail(o.agency.domain, o.projectId)}>{o.name}</Link>
                </td>
                <td>
                  <Link to={opportunityPaths.agency(o.agency.domain)}>{o.agency.name}</Link>
                </td>
                <td>
                  <ZonedTime iso={o.closingDate} agencyTimeZone={o.agency.timeZone} />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Flex direction="row" gap="0.5rem">
        {cursors.length > 0 && (
          <Button type="button" onClick={() => setCursors((c) => c.slice(0, -1))}>
            {t('results.previous')}
          </Button>
        )}
        {results.data?.cursor && (
          <Button type="button" onClick={() => setCursors((c) => [...c, results.data!.cursor!])}>
            {t('results.next')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

export default OpportunitiesPage;
