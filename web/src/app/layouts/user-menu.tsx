import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SwitchAgencyDialog } from '../../features/auth/components/switch-agency-dialog';
import { useLogout } from '../../features/auth/hooks/use-end-session';
import { useSession } from '../../lib/session';
import { DisclosureMenu } from '../../components/ui/disclosure-menu';
import { LanguageSwitch } from '../../components/ui/language-switch';

/** The user menu (spec 1 §2): profile, logout and, for site administrators, the agency switch. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const [switching, setSwitching] = useState(false);
  const name = session.status === 'authenticated' ? session.user.fullName : t('userMenu.guest');
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const customer = session.status === 'authenticated' ? session.customer : undefined;
  return (
    <>
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
                {customer && (
                  <li>
                    <p className="tb-menu-note">{t('userMenu.agency', { name: customer.displayName })}</p>
                  </li>
                )}
                <li>
                  <Link className="tb-menu-item" to={paths.profile.getHref()}>
                    {t('userMenu.profile')}
                  </Link>
                </li>
                {session.user.isSiteAdmin && customer && (
                  <li>
                    <button
                      type="button"
                      className="tb-menu-item tb-menu-button-item"
                      onClick={() => {
                        close();
                        setSwitching(true);
                      }}
                    >
                      {t('userMenu.switchAgency')}
                    </button>
                  </li>
                )}
                <li>
                  <button
                    type="button"
                    className="tb-menu-item tb-menu-button-item"
                    onClick={() => {
                      close();
                      void logout();
                    }}
                  >
                    {t('userMenu.logout')}
                  </button>
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
      {switching && customer && (
        <SwitchAgencyDialog customer={customer} onClose={() => setSwitching(false)} />
      )}
    </>
  );
}
