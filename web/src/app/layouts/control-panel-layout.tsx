import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { BUILT_CONTROL_PANEL_SECTIONS, paths } from '../../config/paths';

/**
 * The control panel around its sections: the built sections one click each (project settings, source
 * settings, drop-down settings, library content), then the section. The route guard has already let the
 * user in: every section sits behind the same control-panel permission.
 */
export function ControlPanelLayout() {
  const { t } = useTranslation();
  return (
    <>
      <nav
        aria-label={t('pages.areaPages', { area: t('pages.area.controlPanel') })}
        className="tb-area-pages tb-control-panel-nav"
      >
        <ul>
          {BUILT_CONTROL_PANEL_SECTIONS.map((section) => (
            <li key={section}>
              <NavLink to={paths.controlPanel.getHref(section)} className="tb-area-page">
                {t(`pages.controlPanel.${section}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
