import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CREATION_KINDS } from '../../../../shared/domain/projects/project-types';
import { canCreateProject, canViewTemplates } from '../../../../shared/domain/projects/project-rights';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { canOpen, firstControlPanelSection } from '../../lib/access';

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

/**
 * Main navigation (docs/product/suppliers-and-accounts.md#roles-and-permissions). Each role sees only the
 * entries it may open, by the rules the server applies (lib/access: the route permissions; the project rights
 * for creating and templates); a screen not built yet has no entry.
 */
export function MainNav() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : undefined;
  const mayCreate = user !== undefined && CREATION_KINDS.some((kind) => canCreateProject(user, kind));
  const controlPanel = firstControlPanelSection(session);
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
          {mayCreate && (
            <>
              <Item to={paths.projects.create.getHref('newproject')}>{t('nav.createProject')}</Item>
              <Item to={paths.projects.create.getHref('copy')}>{t('nav.copyProject')}</Item>
            </>
          )}
          {user !== undefined && canViewTemplates(user) && (
            <Item to={paths.projects.list.getHref('template')} exact>
              {t('nav.templates')}
            </Item>
          )}
        </Group>
        {canOpen(paths.suppliers.list.getHref(), session) && (
          <Group label={t('nav.suppliers')}>
            <Item to={paths.suppliers.list.getHref()}>{t('nav.manageSuppliers')}</Item>
          </Group>
        )}
        {canOpen(paths.team.all.getHref(), session) && (
          <Item to={paths.team.all.getHref()}>{t('nav.team')}</Item>
        )}
        {controlPanel && <Item to={paths.controlPanel.getHref(controlPanel)}>{t('nav.controlPanel')}</Item>}
      </ul>
    </nav>
  );
}
