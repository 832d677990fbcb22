import { Button, Flex, Heading, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { storedToLocalInput } from '../../../../../../shared/domain/projects/project-dates';
import { PROJECT_STATUSES } from '../../../../../../shared/domain/projects/project-types';
import type { TProjectSearchRow } from '../../../../../../shared/schemas/project-search-query';
import { DataTable } from '../../../../components/ui/data-table';
import { paths } from '../../../../config/paths';
import { useAgencyTimeZone, useSession } from '../../../../lib/session';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useDepartments } from '../../api/project-search-api';
import { useProjectScope, useProjectSearch } from '../../api/projects-api';
import { PROJECTS_LIST_NS } from '../../i18n/list';
import { creatableKinds } from '../wizard/creatable-kinds';
import { SavedSearchesPanel } from './saved-searches-panel';
import {
  PAGE_SIZES,
  nextSort,
  readListState,
  searchOf,
  writeListState,
  type ListState,
  type SortColumn,
} from './search-state';
import { Loaded } from '../../../../components/ui/loaded';

/** The columns of the list, and which of them the search sorts by. */
const COLUMNS: readonly { key: keyof TProjectSearchRow | 'department'; sort?: SortColumn }[] = [
  { key: 'number', sort: 'number' },
  { key: 'name', sort: 'name' },
  { key: 'status', sort: 'status' },
  { key: 'type' },
  { key: 'department' },
  { key: 'publishDate', sort: 'publishDate' },
  { key: 'closingDate', sort: 'closingDate' },
];

/** A stored instant as the agency's wall-clock date and time ('' for none or the 9999 sentinel). */
const shownDate = (stored: string | undefined, timeZone: string) =>
  storedToLocalInput(stored, timeZone).replace('T', ' ');

/**
 * /projects (docs/product/projects.md#search): the agency's projects, searched by text, status and
 * publish-date range, sorted by a column header and paged; the whole search lives in the URL query, so a
 * reload keeps it. Saved searches sit beside it; "New project" is locked when the user's groups allow no kind
 * of project.
 */
export function ProjectsPage() {
  const { t } = useTranslation(PROJECTS_LIST_NS);
  const { t: tc } = useTranslation();
  const session = useSession();
  const scope = useProjectScope();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const state = readListState(query);
  const timeZone = useAgencyTimeZone() ?? 'UTC';
  const fieldsOf = (from: ListState) => ({
    text: from.text,
    status: from.status,
    from: from.from,
    to: from.to,
  });
  const [draft, setDraft] = useState(fieldsOf(state));
  // Back and forward change the query: the fields follow it (React's "adjust state on a prop change").
  const [shownQuery, setShownQuery] = useState(query.toString());
  if (shownQuery !== query.toString()) {
    setShownQuery(query.toString());
    setDraft(fieldsOf(state));
  }
  useDocumentTitle(tc('pages.projects'));

  const results = useProjectSearch(scope, searchOf(state, timeZone));
  const departments = useDepartments(scope);
  const departmentName = new Map((departments.data ?? []).map((d) => [d.departmentId, d.name]));
  const canCreate = session.status === 'authenticated' && creatableKinds(session.user).length > 0;

  const go = (next: ListState) => {
    setQuery(writeListState(next));
    setDraft(fieldsOf(next));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ ...state, ...draft, page: 1 });
  };

  const total = results.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.size));
  const label = (column: (typeof COLUMNS)[number]['key']) => t(`list.columns.${column}`);

  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
        <Heading level={1}>{tc('pages.projects')}</Heading>
        <Flex direction="column" alignItems="flex-end" gap="xxs">
          <Button
            variation="primary"
            isDisabled={!canCreate}
            aria-describedby={canCreate ? undefined : 'new-project-locked'}
            onClick={() => void navigate(paths.projects.create.getHref())}
          >
            {t('list.newProject')}
          </Button>
          {!canCreate && (
            <span id="new-project-locked" className="tb-muted">
              {t('list.newProjectLocked')}
            </span>
          )}
        </Flex>
      </Flex>
      <p>{t('list.intro')}</p>
      <form role="search" aria-label={t('list.searchForm')} onSubmit={submit}>
        <Flex gap="small" wrap="wrap" alignItems="flex-end">
          <TextField
            type="search"
            label={t('list.searchLabel')}
            value={draft.text}
            onChange={(e) => setDraft({ ...draft, text: e.target.value })}
          />
          <SelectField
            label={t('list.status')}
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value as ListState['status'] })}
          >
            <option value="">{t('list.allStatuses')}</option>
            {PROJECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            type="date"
            label={t('list.from')}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          <TextField
            type="date"
            label={t('list.to')}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
          <Button type="submit" variation="primary">
            {t('list.search')}
          </Button>
          <Button type="button" onClick={() => go(readListState(new URLSearchParams()))}>
            {t('list.clear')}
          </Button>
        </Flex>
        <p className="tb-muted">{t('list.dateHint', { zone: timeZone })}</p>
      </form>
      <SavedSearchesPanel scope={scope} state={state} timeZone={timeZone} onRun={go} />
      <Loaded
        result={results}
        loadingText={t('list.loading')}
        failedText={t('list.loadError')}
        catalogueMessage={false}
      >
        {(page) => (
          <>
            <p role="status">{t('list.count', { count: total })}</p>
            {page.rows.length === 0 ? (
              <p>{t('list.none')}</p>
            ) : (
              <DataTable label={t('list.tableLabel')}>
                <thead>
                  <tr>
                    {COLUMNS.map((column) => {
                      const sorted = column.sort && state.sort?.column === column.sort ? state.sort : null;
                      return (
                        <th
                          key={column.key}
                          scope="col"
                          aria-sort={
                            sorted ? (sorted.direction === 'asc' ? 'ascending' : 'descending') : undefined
                          }
                        >
                          {column.sort ? (
                            <Button
                              variation="link"
                              size="small"
                              aria-label={t('list.sortBy', { column: label(column.key) })}
                              onClick={() =>
                                go({ ...state, sort: nextSort(state.sort, column.sort!), page: 1 })
                              }
                            >
                              {label(column.key)}
                              {sorted ? (sorted.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                            </Button>
                          ) : (
                            label(column.key)
                          )}
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {page.rows.map((row) => (
                    <tr key={row.projectId}>
                      <td>
                        <Link to={paths.projects.area.getHref(row.projectId, 'build', 'settings')}>
                          {row.number}
                        </Link>
                      </td>
                      <td>
                        <Link to={paths.projects.area.getHref(row.projectId, 'build', 'settings')}>
                          {row.name}
                        </Link>
                      </td>
                      <td>{t(`status.${row.status}`)}</td>
                      <td>{t(`type.${row.type}`)}</td>
                      <td>{row.departmentId ? (departmentName.get(row.departmentId) ?? '') : ''}</td>
                      <td>{shownDate(row.publishDate, timeZone)}</td>
                      <td>{shownDate(row.closingDate, timeZone)}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
            <nav aria-label={t('list.paging')}>
              <Flex gap="small" alignItems="flex-end" wrap="wrap">
                <Button
                  size="small"
                  isDisabled={state.page <= 1}
                  onClick={() => go({ ...state, page: state.page - 1 })}
                >
                  {t('list.previous')}
                </Button>
                <span>{t('list.pageOf', { page: Math.min(state.page, pages), pages })}</span>
                <Button
                  size="small"
                  isDisabled={state.page >= pages}
                  onClick={() => go({ ...state, page: state.page + 1 })}
                >
                  {t('list.next')}
                </Button>
                <SelectField
                  size="small"
                  label={t('list.pageSize')}
                  value={String(state.size)}
                  onChange={(e) =>
                    go({ ...state, size: Number(e.target.value) as ListState['size'], page: 1 })
                  }
                >
                  {PAGE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </SelectField>
              </Flex>
            </nav>
          </>
        )}
      </Loaded>
    </Flex>
  );
}

export default ProjectsPage;
