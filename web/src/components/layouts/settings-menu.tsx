import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { features } from '../../config/features';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { canOpen, canSee } from '../../lib/access';
import { DisclosureMenu } from '../ui/disclosure-menu';

/** The settings entries (spec 1 §2), in the top bar's menu and in the small-screen navigation. */
function SettingsLinks({ labelledBy }: { labelledBy?: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const ctx = { session, features };
  return (
    <ul className="tb-menu-list" aria-labelledby={labelledBy}>
      {canOpen(paths.controlPanel.getHref('project-settings'), session) && (
        <li>
          <NavLink className="tb-menu-item" to={paths.controlPanel.getHref('project-settings')}>
            {t('settingsMenu.projectSettings')}
          </NavLink>
        </li>
      )}
      {canOpen(paths.controlPanel.getHref('dropdown-settings'), session) && (
        <li>
          <NavLink className="tb-menu-item" to={paths.controlPanel.getHref('dropdown-settings')}>
            {t('pages.controlPanel.dropdown-settings')}
          </NavLink>
        </li>
      )}
      {canOpen(paths.team.all.getHref(), session) && (
        <li>
          <NavLink className="tb-menu-item" to={paths.team.all.getHref()}>
            {t('settingsMenu.team')}
          </NavLink>
        </li>
      )}
      <li>
        <span className="tb-menu-item tb-menu-item-disabled" aria-disabled="true">
          {t('settingsMenu.messages')}
          <span className="tb-soon">{t('nav.soon')}</span>
        </span>
      </li>
      {canSee('contractBuilderDashboard', ctx) && (
        <li>
          <NavLink className="tb-menu-item" to={paths.contractBuilderDashboard.getHref()}>
            {t('settingsMenu.contractBuilder')}
          </NavLink>
        </li>
      )}
      {canSee('debugView', ctx) && (
        <li>
          <NavLink className="tb-menu-item" to={paths.debugView.getHref()}>
            {t('settingsMenu.debugView')}
          </NavLink>
        </li>
      )}
    </ul>
  );
}

/**
 * The top bar's settings menu (spec 1 §2). The external links (learning centre, community hub, feedback,
 * bid closing calendar, support) and the evaluator portal are left out until their addresses are known.
 */
export function SettingsMenu() {
  const { t } = useTranslation();
  return (
    <DisclosureMenu
      label={t('settingsMenu.label')}
      buttonContent={
        <>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className="tb-icon">
            <path
              fill="currentColor"
              d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.6 7.6 0 0 0-1.7-1L15 3.2h-4l-.4 2.7a7.6 7.6 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.6 7.6 0 0 0 1.7 1l.4 2.7h4l.4-2.7a7.6 7.6 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
            />
          </svg>
          <span>{t('settingsMenu.button')}</span>
        </>
      }
    >
      {() => <SettingsLinks />}
    </DisclosureMenu>
  );
}

/** The settings entries as a labelled list, for the small-screen navigation. */
export function SettingsSection() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="tb-nav-section">
      <span className="tb-nav-group-label" id={id}>
        {t('settingsMenu.button')}
      </span>
      <SettingsLinks labelledBy={id} />
    </div>
  );
}
