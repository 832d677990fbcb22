import { Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localInputToStored } from '../../../../../../shared/domain/projects/project-dates';
import { PROJECT_ROLES } from '../../../../../../shared/domain/projects/project-team';
import type { TActivity } from '../../../../../../shared/schemas/project-team';
import { DataTable } from '../../../../components/ui/data-table';
import { useAgencyTimeZone } from '../../../../lib/session';
import { useProjectActivities, type ActivitySearch } from '../../api/team-api';
import { PROJECT_TEAM_NS } from '../../i18n/team';
import { LoadState, ProjectPageHeading, useProjectPage } from '../team/project-context';

/** The grid default of 20 and the 1–4× page sizes. */
const PAGE_SIZES = [20, 40, 60, 80] as const;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

interface Filters {
  keywords: string;
  userName: string;
  eventType: string;
  dateFrom: string;
  dateTo: string;
}
const NO_FILTERS: Filters = { keywords: '', userName: '', eventType: '', dateFrom: '', dateTo: '' };

/** The filters as the call takes them: dates typed in the agency's time zone become UTC instants. */
function searchOf(filters: Filters, timeZone: string): ActivitySearch {
  const instant = (value: string, endOfDay: boolean) => {
    if (!value) return undefined;
    const stored = localInputToStored(`${value}T${endOfDay ? '23:59' : '00:00'}`, timeZone);
    return stored.ok ? (endOfDay ? stored.stored.replace(/\.\d{3}Z$/, '.999Z') : stored.stored) : undefined;
  };
  const search: ActivitySearch = {};
  if (filters.keywords.trim()) search.keywords = filters.keywords.trim();
  if (filters.userName.trim()) search.userName = filters.userName.trim();
  if (filters.eventType) search.eventType = filters.eventType;
  const from = instant(filters.dateFrom, false);
  const to = instant(filters.dateTo, true);
  if (from) search['filter.dateFrom'] = from;
  if (to) search['filter.dateTo'] = to;
  return search;
}

/**
 * /projects/{id}/activities (docs/product/projects.md#collaboration): every change of the project with its
 * author, time and from → to.
 */
export function ProjectActivitiesPage() {
  const { t, i18n } = useTranslation(PROJECT_TEAM_NS);
  const { id, scope, project } = useProjectPage(t('activities.title'));
  const timeZone = useAgencyTimeZone() ?? 'UTC';
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<ActivitySearch>({});
  const [start, setStart] = useState(0);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const feed = useProjectActivities(scope, id, { ...applied, 'filter.start': start, 'filter.limit': limit });

  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  // An action without a text yet reads as a change, never as its internal key; a field keeps its name.
  const label = (group: 'actions' | 'fields', key: string) =>
    i18n.exists(`activities.${group}.${key}`, { ns: PROJECT_TEAM_NS })
      ? t(`activities.${group}.${key}`)
      : group === 'actions'
        ? t('activities.otherAction')
        : key;
  const value = (field: string, raw: string | null) => {
    if (raw === null || raw === '') return t('activities.emptyValue');
    if (field === 'role' && (PROJECT_ROLES as readonly string[]).includes(raw)) return t(`roles.${raw}`);
    if (raw === 'true' || raw === 'false') return raw === 'true' ? t('team.yes') : t('team.no');
    if (ISO_INSTANT.test(raw)) return when.format(new Date(raw));
    return raw;
  };
  const author = (a: TActivity) =>
    a.actorName === 'system' && a.actorId === 'system'
      ? t('activities.system')
      : a.actorName === 'public' && a.actorId === 'public'
        ? t('activities.visitor')
        : a.actorName || t('activities.unknownAuthor');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied(searchOf(draft, timeZone));
    setStart(0);
  };
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const page = feed.data;
  return (
    <Flex direction="column" gap="medium">
      <ProjectPageHeading title={t('activities.title')} project={project} />
      <form onSubmit={submit} role="search" aria-label={t('activities.searchLabel')}>
        <Flex gap="small" wrap="wrap" alignItems="flex-end">
          <TextField
            label={t('activities.keywords')}
            name="keywords"
            value={draft.keywords}
            onChange={set('keywords')}
          />
          <TextField
            label={t('activities.author')}
            name="userName"
            value={draft.userName}
            onChange={set('userName')}
          />
          <SelectField
            label={t('activities.eventType')}
            name="eventType"
            value={draft.eventType}
            onChange={set('eventType')}
          >
            <option value="">{t('activities.anyEvent')}</option>
            {(page?.eventTypes ?? []).map((type) => (
              <option key={type} value={type}>
                {label('actions', type)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('activities.dateFrom')}
            name="dateFrom"
            type="date"
            value={draft.dateFrom}
            onChange={set('dateFrom')}
          />
          <TextField
            label={t('activities.dateTo')}
            name="dateTo"
            type="date"
            value={draft.dateTo}
            onChange={set('dateTo')}
          />
          <Button type="submit" variation="primary">
            {t('activities.search')}
          </Button>
          <Button
            type="button"
            onClick={() => {
              setDraft(NO_FILTERS);
              setApplied({});
              setStart(0);
            }}
          >
            {t('activities.clear')}
          </Button>
        </Flex>
      </form>
      {!page ? (
        <LoadState error={feed.error} />
      ) : page.items.length === 0 ? (
        <p role="status">{t('activities.empty')}</p>
      ) : (
        <>
          <DataTable label={t('activities.listLabel')} data-testid="project-activities">
            <thead>
              <tr>
                <th scope="col">{t('activities.when')}</th>
                <th scope="col">{t('activities.who')}</th>
                <th scope="col">{t('activities.what')}</th>
                <th scope="col">{t('activities.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((a) => (
                <tr key={a.eventId} data-action={a.action}>
                  <td>
                    <time dateTime={a.at}>{when.format(new Date(a.at))}</time>
                  </td>
                  <td>{author(a)}</td>
                  <td>
                    {a.subject
                      ? t('activities.about', { action: label('actions', a.action), subject: a.subject })
                      : label('actions', a.action)}
                  </td>
                  <td>
                    <ul className="tb-plain-list">
                      {a.changes.map((c) => (
                        <li key={c.field}>
                          {`${label('fields', c.field)}: ${value(c.field, c.from)} → ${value(c.field, c.to)}`}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Flex gap="small" alignItems="center" wrap="wrap">
            <span role="status">
              {t('activities.range', {
                from: page.start + 1,
                to: page.start + page.items.length,
                total: page.total,
              })}
            </span>
            <Button
              size="small"
              isDisabled={start === 0}
              onClick={() => setStart(Math.max(0, start - limit))}
            >
              {t('activities.previous')}
            </Button>
            <Button
              size="small"
              isDisabled={start + limit >= page.total}
              onClick={() => setStart(start + limit)}
            >
              {t('activities.next')}
            </Button>
            <SelectField
              label={t('activities.pageSize')}
              size="small"
              value={String(limit)}
              onChange={(e) => {
                setLimit(Number(e.target.value));
                setStart(0);
              }}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </SelectField>
          </Flex>
        </>
      )}
    </Flex>
  );
}

export default ProjectActivitiesPage;
