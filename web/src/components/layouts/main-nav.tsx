import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { features } from '../../config/features';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { canOpen, canSee } from '../../lib/access';

/**
 * A navigation link; aria-current marks the current page. `exact` compares the query too, so that
 * "Find projects" (/projects) and "Templates" (/projects?type=template) are not both current.
 */
function Item({
  to,
  children,
  end,
  exact,
}: {
  to: string;
  children: ReactNode;
  end?: boolean;
  exact?: boolean;
}) {
  const location = useLocation();
  if (exact) {
    const current = `${location.pathname}${location.search}` === to;
    return (
      <li>
        <Link
          to={to}
          className={`tb-nav-link${current ? ' active' : ''}`}
          aria-current={current ? 'page' : undefined}
        >
          {children}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <NavLink to={to} end={end} className="tb-nav-link">
        {children}
      </NavLink>
    </li>
  );
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <li className="tb-nav-group">
      <span className="tb-nav-group-label" id={id}>
        {label}
      </span>
      <ul aria-labelledby={id}>{children}</ul>
    </li>
  );
}

/** Main navigation (spec 1 §2). Items for screens of later releases are shown but not linked. */
export function MainNav() {
  const { t } = useTranslation();
  const session = useSession();
  const ctx = { session, features };
  return (
    <nav aria-label={t('nav.label')} className="tb-nav">
      <ul>
        <Item to={paths.dashboard.getHref()} end>
          {t('nav.dashboard')}
        </Item>
        <Group label={t('nav.projects')}>
          <Item to={paths.projects.list.getHref()} exact>
            {t('nav.findProjects')}
          </Item>
          <Item to={paths.projects.create.getHref('newproject')}>{t('nav.createProject')}</Item>
          <Item to={paths.projects.create.getHref('copy')}>{t('nav.copyProject')}</Item>
          <Item to={paths.projects.list.getHref('template')} exact>
            {t('nav.templates')}
          </Item>
        </Group>
        {(canOpen(paths.suppliers.list.getHref(), session) ||
          canOpen(paths.supplierDashboard.getHref(), session)) && (
          <Group label={t('nav.suppliers')}>
            {canOpen(paths.suppliers.list.getHref(), session) && (
              <Item to={paths.suppliers.list.getHref()}>{t('nav.manageSuppliers')}</Item>
            )}
            {canOpen(paths.supplierDashboard.getHref(), session) && (
              <Item to={paths.supplierDashboard.getHref()}>{t('nav.supplierPerformance')}</Item>
            )}
          </Group>
        )}
        {canOpen(paths.reports.library.getHref(), session) && (
          <Group label={t('nav.reports')}>
            <Item to={paths.reports.library.getHref()}>{t('nav.reportLibrary')}</Item>
            <Item to={paths.reports.center.getHref()}>{t('nav.reportCentre')}</Item>
          </Group>
        )}
        {canOpen(paths.team.all.getHref(), session) && (
          <Item to={paths.team.all.getHref()}>{t('nav.team')}</Item>
        )}
        {canSee('docs', ctx) && <Item to={paths.docs.getHref()}>{t('nav.docs')}</Item>}
        {canOpen(paths.controlPanel.getHref(), session) && (
          <Item to={paths.controlPanel.getHref()}>{t('nav.controlPanel')}</Item>
        )}
        <li>
          <span className="tb-nav-link tb-nav-disabled" aria-disabled="true">
            {t('nav.messageCentre')}
            <span className="tb-soon">{t('nav.soon')}</span>
          </span>
        </li>
      </ul>
    </nav>
  );
}
