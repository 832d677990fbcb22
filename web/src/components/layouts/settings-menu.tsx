import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { canOpen } from '../../lib/access';
import { DisclosureMenu } from '../ui/disclosure-menu';

/**
 * The settings entries, in the top bar's menu and in the small-screen navigation: those the
 * user may open, of screens that are built (the message settings, the contract builder and the debug view
 * are not yet). None: the menu is not shown.
 */
function useSettingsEntries(): { to: string; label: string }[] {
  const { t } = useTranslation();
  const session = useSession();
  return [
    { to: paths.controlPanel.getHref('project-settings'), label: t('settingsMenu.projectSettings') },
    { to: paths.controlPanel.getHref('dropdown-settings'), label: t('pages.controlPanel.dropdown-settings') },
    { to: paths.team.all.getHref(), label: t('settingsMenu.team') },
  ].filter((entry) => canOpen(entry.to, session));
}

function SettingsLinks({
  entries,
  labelledBy,
}: {
  entries: { to: string; label: string }[];
  labelledBy?: string;
}) {
  return (
    <ul className="tb-menu-list" aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <li key={entry.to}>
          <NavLink className="tb-menu-item" to={entry.to}>
            {entry.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The top bar's settings menu. The external links (learning centre, community hub, feedback,
 * bid closing calendar, support) and the evaluator portal are left out until their addresses are known.
 */
export function SettingsMenu() {
  const { t } = useTranslation();
  const entries = useSettingsEntries();
  if (entries.length === 0) return null;
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
      {() => <SettingsLinks entries={entries} />}
    </DisclosureMenu>
  );
}

/** The settings entries as a labelled list, for the small-screen navigation. */
export function SettingsSection() {
  const { t } = useTranslation();
  const id = useId();
  const entries = useSettingsEntries();
  if (entries.length === 0) return null;
  return (
    <div className="tb-nav-section">
      <span className="tb-nav-group-label" id={id}>
        {t('settingsMenu.button')}
      </span>
      <SettingsLinks entries={entries} labelledBy={id} />
    </div>
  );
}
