import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SwitchAgencyDialog } from '../../features/auth/components/switch-agency-dialog';
import { useLogout } from '../../features/auth/hooks/use-end-session';
import { useSession } from '../../lib/session';
import { DisclosureMenu } from '../../components/ui/disclosure-menu';
import { LanguageSwitch } from '../../components/ui/language-switch';

/** An action (not a link) in the menu's list. */
function MenuAction({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <li>
      <button type="button" className="tb-menu-item tb-menu-button-item" onClick={onClick}>
        {children}
      </button>
    </li>
  );
}

/**
 * The user menu (docs/product/suppliers-and-accounts.md#roles-and-permissions): profile, logout and, for site
 * administrators, the agency switch. `inline` shows the entries as a labelled list, for the small-screen
 * navigation, instead of a menu button.
 */
export function UserMenu({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const [switching, setSwitching] = useState(false);
  const labelId = useId();
  const name = session.status === 'authenticated' ? session.user.fullName : t('userMenu.guest');
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const customer = session.status === 'authenticated' ? session.customer : undefined;
  const entries = (close: () => void, labelledBy?: string) => (
    <ul className="tb-menu-list" aria-labelledby={labelledBy}>
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
            <MenuAction
              onClick={() => {
                close();
                setSwitching(true);
              }}
            >
              {t('userMenu.switchAgency')}
            </MenuAction>
          )}
          <MenuAction
            onClick={() => {
              close();
              void logout();
            }}
          >
            {t('userMenu.logout')}
          </MenuAction>
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
  );
  return (
    <>
      {inline ? (
        // In the small-screen navigation the dialog opens over the open navigation, which stays open
        // (the dialog lives inside it, and a closed navigation is not displayed).
        <div className="tb-nav-section">
          <span className="tb-nav-group-label" id={labelId}>
            {name}
          </span>
          {entries(() => undefined, labelId)}
        </div>
      ) : (
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
          {(close) => entries(close)}
        </DisclosureMenu>
      )}
      {switching && customer && (
        <SwitchAgencyDialog customer={customer} onClose={() => setSwitching(false)} />
      )}
    </>
  );
}
