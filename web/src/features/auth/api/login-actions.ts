/**
 * What the login form sends, loaded when the user starts filling the form rather than with the first
 * screen (the login screen's initial JavaScript has a budget, bench/sections/spa-size.ts).
 */
import { mutate } from 'swr';
import type { TSessionInfo } from '../../../../../shared/schemas/login';
export { isMalformedUsername, isValidEmail } from '../../../../../shared/domain/email-address';
export { forgotPassword, getLoginType, login, ssoStartUrl } from './auth-api';
import { SESSION_KEY } from '../../../lib/session';

/** The new session becomes the app's session at once: the guard lets the user in without asking again. */
export async function adoptSession(session: TSessionInfo): Promise<void> {
  await mutate(SESSION_KEY, session, { revalidate: false });
}
