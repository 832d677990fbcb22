import { Button } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import {
  ACTIVITY_EVENTS,
  createActivityTracker,
  formatCountdown,
  inactivityPhase,
  readLastActivity,
  touchActivity,
} from '../../../lib/activity';
import { setSessionEndHandler } from '../../../lib/api';
import { loginErrorCodeOf } from '../../../lib/login-errors';
import { refreshSession } from '../api/auth-api';
import { useEndSession, useLogout } from '../hooks/use-end-session';
import type { Session } from '../../../lib/session';

/** How often the inactivity clock is read (it is shared with the other tabs through localStorage). */
const TICK_MS = 1000;

/**
 * Watches the signed-in session (docs/product/suppliers-and-accounts.md#sessions):
 * - a 401 from any call (except team member updates) ends it and opens /login with the message;
 * - inactivity opens a warning with a countdown before the agency's timeout; "Stay logged in" refreshes
 *   the session; at zero the user is signed off and sent to /login with the inactivity message;
 * - typing, clicking and scrolling count as activity, and while the user is active the server session is
 *   refreshed in the background (at most once a minute): a user filling a long form is not signed off. Once
 *   the warning is open, only its buttons answer it, so a form is never lost without the warning.
 */
export function SessionWatch({ session }: { session: Session }) {
  const { t } = useTranslation();
  const end = useEndSession();
  const logout = useLogout();
  const timeoutMinutes = session.status === 'authenticated' ? session.sessionTimeoutMinutes : undefined;
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [staying, setStaying] = useState(false);
  const ending = useRef(false);

  useEffect(() => {
    setSessionEndHandler((error) => {
      if (ending.current) return;
      ending.current = true;
      end(loginErrorCodeOf(error));
    });
    return () => setSessionEndHandler(undefined);
  }, [end]);

  useEffect(() => {
    if (!timeoutMinutes) return;
    // The clock starts from now at the latest: the session was just confirmed by the server.
    if (readLastActivity() === 0) touchActivity();
    const tick = () => {
      const state = inactivityPhase(readLastActivity(), Date.now(), timeoutMinutes);
      if (state.phase === 'expired') {
        setSecondsLeft(null);
        if (!ending.current) {
          ending.current = true;
          void logout('sessionExpired');
        }
      } else setSecondsLeft(state.phase === 'warning' ? state.secondsLeft : null);
    };
    tick();
    const id = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(id);
  }, [timeoutMinutes, logout]);

  const warning = secondsLeft !== null;
  useEffect(() => {
    if (!timeoutMinutes || warning) return;
    const active = createActivityTracker(() => void refreshSession().catch(() => undefined));
    // Once the warning is due (even before its dialog renders), only the dialog's buttons answer it.
    const onActivity = () => {
      if (inactivityPhase(readLastActivity(), Date.now(), timeoutMinutes).phase === 'active') active();
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [timeoutMinutes, warning]);

  const stay = async () => {
    setStaying(true);
    try {
      await refreshSession();
      touchActivity();
      setSecondsLeft(null);
    } catch {
      // a 401 here ends the session through the handler above
    } finally {
      setStaying(false);
    }
  };

  return (
    <ModalDialog
      open={secondsLeft !== null}
      alert
      title={t('session.warningTitle')}
      testId="inactivity-dialog"
      onCancel={() => void stay()}
      actions={
        <>
          <Button onClick={() => void logout()}>{t('session.logoutNow')}</Button>
          <Button
            variation="primary"
            onClick={() => void stay()}
            isLoading={staying}
            autoFocus
            data-autofocus
          >
            {t('session.stay')}
          </Button>
        </>
      }
    >
      <p>
        {t('session.warningBody')}{' '}
        <strong className="tb-countdown" data-testid="inactivity-countdown">
          {formatCountdown(secondsLeft ?? 0)}
        </strong>
      </p>
    </ModalDialog>
  );
}
