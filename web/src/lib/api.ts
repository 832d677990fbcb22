import { currentLanguage } from '../i18n';
import { touchActivity } from './activity';
import { createApiClient, readCookie, type ApiError } from './api-client';
import { reactionTo } from './session-rules';

type SessionEndHandler = (error: ApiError) => void;
let onSessionEnd: SessionEndHandler | undefined;

/** The signed-in layout says what a 401 does (clear the session, go to /login?err=...). */
export function setSessionEndHandler(handler: SessionEndHandler | undefined): void {
  onSessionEnd = handler;
}

/**
 * The app's API client: Accept-Language follows the language the user chose, state-changing calls echo
 * the XSRF-TOKEN cookie, and every answer feeds the session rules (spec 3 §4, §8.1).
 */
export const api = createApiClient({
  getLanguage: currentLanguage,
  getCsrfToken: () =>
    typeof document === 'undefined' ? undefined : readCookie(document.cookie, 'XSRF-TOKEN'),
  onOutcome: ({ method, url, status, error }) => {
    const reaction = reactionTo(method, url, status);
    if (reaction === 'touch') touchActivity();
    else if (reaction === 'endSession' && error) onSessionEnd?.(error);
  },
});
