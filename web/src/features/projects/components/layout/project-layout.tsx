import { Badge, Button, Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link as RouterLink,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { canManageEvaluation } from '../../../../../../shared/domain/evaluation/evaluation-rules';
import {
  isAreaUnavailable,
  projectHasTender,
  projectTabs,
} from '../../../../../../shared/domain/projects/project-areas';
import type { TProject } from '../../../../../../shared/schemas/projects';
import { paths, type ProjectArea, type ProjectAreaPage } from '../../../../config/paths';
import { accessTo } from '../../../../lib/access';
import { isApiError } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { useProject, useProjectScope } from '../../api/projects-api';
import { BUILD_NS } from '../../i18n/build';
import { ActionBar } from './action-bar';
import { missingItemHref, walkPosition, type MissingItem } from './missing-items';
import { openingPlanText } from './opening-plan';
import './project-layout.css';

/** Until the closing, a tender taken online says what its closing will do with the bids. */
const BEFORE_CLOSING: readonly string[] = [
  'design',
  'inProgress',
  'requestForApproval',
  'pendingApproval',
  'scheduledToPublish',
  'scheduled',
  'published',
  'upcoming',
  'open',
];
const showsOpeningPlan = (project: TProject) =>
  projectHasTender(project.type) &&
  project.tender?.submissionMethod === 'online' &&
  BEFORE_CLOSING.includes(project.status);

/** While a publication is scheduled the screen asks again this often, so it shows Published unprompted. */
const SCHEDULED_POLL_MS = 5_000;

/** "Fix missing fields": where the walk stands, previous and next, and the way back to the checklist. */
function FixMissingBar({ projectId, items }: { projectId: string; items: readonly MissingItem[] }) {
  const { t } = useTranslation(BUILD_NS);
  const [params] = useSearchParams();
  const fix = params.get('fix');
  if (fix === null) return null;
  const { current, index, previous, next } = walkPosition(items, fix);
  const publish = paths.projects.area.getHref(projectId, 'build', 'publish');
  return (
    <nav className="tb-fix-missing" aria-label={t('fix.label')} data-testid="fix-missing">
      {items.length === 0 ? (
        <Text as="p">{t('fix.done')}</Text>
      ) : current ? (
        <Text as="p">
          {t('fix.position', {
            n: index + 1,
            total: items.length,
            message: t(`publishItems.${current.messageKey}`),
          })}
        </Text>
      ) : (
        <Text as="p">{t('fix.fixed', { count: items.length })}</Text>
      )}
      <Flex gap="small" wrap="wrap">
        {previous && (
          <Button as={RouterLink} size="small" to={missingItemHref(projectId, previous, true)}>
            {t('fix.previous')}
          </Button>
        )}
        {next && (
          <Button
            as={RouterLink}
            size="small"
            variation="primary"
            to={missingItemHref(projectId, next, true)}
          >
            {t('fix.next')}
          </Button>
        )}
        <Button as={RouterLink} size="small" variation="link" to={publish}>
          {t('fix.back')}
        </Button>
      </Flex>
    </nav>
  );
}

/** The Evaluate pages of the leads' reviews, which those who do not run the evaluation are refused. */
const EVALUATION_MANAGER_PAGES: readonly string[] = ['evaluation-review', 'pricing-review'];

/** The pages of each area that this release builds, in the area's order (the app's route map knows them). */
export type AreaPages = Partial<Record<ProjectArea, readonly string[]>>;

/**
 * The current area's pages (Build: settings, details, documents…; Source: companies, questions…), so each is
 * one click away; a page not built yet is left out rather than linked to a "coming soon" screen.
 */
function AreaPagesNav({
  projectId,
  area,
  pages,
}: {
  projectId: string;
  area: string | undefined;
  pages: readonly string[] | undefined;
}) {
  const { t } = useTranslation();
  if (!area || !pages || pages.length < 2) return null;
  return (
    <nav aria-label={t('pages.areaPages', { area: t(`pages.area.${area}`) })} className="tb-area-pages">
      <ul>
        {pages.map((page) => (
          <li key={page}>
            <NavLink
              to={paths.projects.area.getHref(
                projectId,
                area as ProjectArea,
                page as ProjectAreaPage<ProjectArea>,
              )}
              className="tb-area-page"
            >
              {t(`pages.${area}.${page}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /projects/{id}: the project screen around every project page (docs/product/projects.md#types). The header
 * (number, name, status), the tabs the project's type and phase allow (shared/domain/projects/project-areas),
 * the action bar of allowed actions, the "Fix missing fields" walk, then the page. The loading message shows
 * until the project is read; an area the project does not have redirects to its Build area.
 */
export function ProjectLayout({ areaPages = {} }: { areaPages?: AreaPages }) {
  const { t } = useTranslation(BUILD_NS);
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const scope = useProjectScope();
  const session = useSession();
  const view = useProject(scope, id);
  const status = view.data?.project.status;
  const { mutate } = view;
  useEffect(() => {
    if (status !== 'scheduledToPublish') return;
    const timer = setInterval(() => void mutate(), SCHEDULED_POLL_MS);
    return () => clearInterval(timer);
  }, [status, mutate]);

  if (view.error) {
    const message = isApiError(view.error) ? view.error.message : t('layout.failed');
    return (
      <Flex direction="column" gap="medium">
        <Heading level={1}>{t('layout.unavailable')}</Heading>
        <Text as="p">{message}</Text>
        <Link as={RouterLink} to={paths.projects.list.getHref()}>
          {t('layout.toProjects')}
        </Link>
      </Flex>
    );
  }
  // One key in both trees below: when the project's read ends, React keeps the page (and what the user
  // has typed or chosen in it) instead of mounting it again at its new place among the header's siblings.
  const page = (
    <Suspense
      key="page"
      fallback={
        <Text as="p" role="status">
          {t('layout.loadingPage')}
        </Text>
      }
    >
      <Outlet />
    </Suspense>
  );
  if (!view.data) {
    // The page renders meanwhile (it waits for the same read), so the route map's redirects happen at once.
    return (
      <Flex direction="column" gap="medium">
        <div role="status" aria-live="polite" className="tb-project-loading">
          <Text as="p">{t('layout.loading')}</Text>
        </div>
        {page}
      </Flex>
    );
  }
  const { project } = view.data;
  const area = pathname.split('/')[3];
  if (isAreaUnavailable(project, area))
    return <Navigate to={paths.projects.area.getHref(id, 'build')} replace />;
  // The tabs the project has, of areas with built pages, that the user may open (the route permissions the
  // server applies: an evaluator without award.view sees no Award tab). Intake has no built page yet.
  const tabs = projectTabs(project).filter(
    (tab) =>
      tab !== 'intake' &&
      (areaPages[tab]?.length ?? 0) > 0 &&
      accessTo(session, paths.projects.area.getHref(id, tab)).canView,
  );
  // The reviews read what only those who run the evaluation may (canManageEvaluation, as the server decides).
  const manages =
    session.status === 'authenticated' &&
    (session.user.isSiteAdmin || canManageEvaluation(session.user.permissionIds));
  const pagesOf = (of: ProjectArea) =>
    of === 'evaluate' && !manages
      ? areaPages.evaluate?.filter((p) => !EVALUATION_MANAGER_PAGES.includes(p))
      : areaPages[of];
  // The project's own pages sit behind the Build view, as their routes do on the server.
  const projectPages = accessTo(session, paths.projects.area.getHref(id, 'build')).canView
    ? ([
        ['pageTeam', paths.projects.team.getHref(id)],
        ['pageActivities', paths.projects.page.getHref(id, 'activities')],
        ['pageJournal', paths.projects.page.getHref(id, 'journal')],
        ['pageTasks', paths.projects.page.getHref(id, 'tasks')],
      ] as const)
    : [];
  return (
    <Flex direction="column" gap="medium">
      <header className="tb-project-header" data-testid="project-header">
        <Text as="p" className="tb-eyebrow">
          {t('layout.number', { number: project.number })} · {t(`values.type.${project.type}`)}
        </Text>
        <Text as="p" className="tb-project-name">
          {project.name}
        </Text>
        <Badge className="tb-project-status" data-testid="project-status" variation="info">
          {t(`values.status.${project.status}`)}
        </Badge>
        {showsOpeningPlan(project) && (
          <Text as="p" className="tb-muted" data-testid="opening-plan">
            {t('openingPlan.label')}: {openingPlanText(t, project.tender ?? {})}
          </Text>
        )}
      </header>
      <nav aria-label={t('layout.tabs')} className="tb-project-tabs">
        <ul>
          {tabs.map((tab) => (
            <li key={tab}>
              <NavLink
                to={
                  tab === 'intake'
                    ? paths.projects.page.getHref(id, 'intake')
                    : paths.projects.area.getHref(id, tab)
                }
                className="tb-project-tab"
              >
                {t(`tabs.${tab}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {projectPages.length > 0 && (
        <nav aria-label={t('layout.projectPages')} className="tb-area-pages tb-project-pages">
          <ul>
            {projectPages.map(([key, to]) => (
              <li key={key}>
                <NavLink to={to} className="tb-area-page">
                  {t(`layout.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <AreaPagesNav projectId={id} area={area} pages={area ? pagesOf(area as ProjectArea) : undefined} />
      <ActionBar scope={scope} view={view.data} reload={() => void mutate()} />
      <FixMissingBar projectId={id} items={view.data.missingPublishItems} />
      {page}
    </Flex>
  );
}

export default ProjectLayout;
