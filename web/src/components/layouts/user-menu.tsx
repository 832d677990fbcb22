import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { DisclosureMenu } from '../ui/disclosure-menu';
import { LanguageSwitch } from '../ui/language-switch';

/**
 * The user menu (spec 1 §2): profile, logout and, for site administrators, the agency switch. Until the
 * identity release there is no session: the visitor is a guest and is offered the login page instead.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const name = session.status === 'authenticated' ? session.user.fullName : t('userMenu.guest');
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <DisclosureMenu
      label={t('userMenu.label', { name })}
      buttonContent={
        <>
          <span className="tb-avatar" aria-hidden="true">
            {initial}
          </span>
          <span>{name}</span>
        </>
      }
    >
      {(close) => (
        <ul className="tb-menu-list">
          {session.status === 'authenticated' ? (
            <>
              <li>
                <Link className="tb-menu-item" to={paths.team.member.getHref(session.user.userId)}>
                  {t('userMenu.profile')}
                </Link>
              </li>
              {session.user.isSiteAdmin && (
                <li>
                  <span className="tb-menu-item tb-menu-item-disabled" aria-disabled="true">
                    {t('userMenu.switchAgency')}
                    <span className="tb-soon">{t('nav.soon')}</span>
                  </span>
                </li>
              )}
              <li>
                <span className="tb-menu-item tb-menu-item-disabled" aria-disabled="true">
                  {t('userMenu.logout')}
                  <span className="tb-soon">{t('nav.soon')}</span>
                </span>
              </li>
            </>
          ) : (
            <>
              <li>
                <p className="tb-menu-note">{t('userMenu.notSignedIn')}</p>
              </li>
              <li>
                <Link className="tb-menu-item" to={paths.auth.login.getHref()}>
                  {t('userMenu.signIn')}
                </Link>
              </li>
            </>
          )}
          <li className="tb-menu-separator">
            <LanguageSwitch className="tb-menu-item tb-menu-lang" onSwitched={close} />
          </li>
        </ul>
      )}
    </DisclosureMenu>
  );
}
