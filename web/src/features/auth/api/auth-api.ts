/**
 * The login, session and password-reset calls (docs/product/suppliers-and-accounts.md#logging-in), through
 * the generated route table: types only from shared/schemas, so zod stays out of the login screen's bundle.
 */
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiUrl, call, type ApiResponse } from '../../../lib/api';
import { SESSION_KEY } from '../../../lib/session';
import * as routes from '../../../api/routes.gen';

export type LoginTypeAnswer = ApiResponse<'getLoginType'>;

export const getLoginType = (domain: string) =>
  call(routes.getLoginType, { body: { domain: domain.trim() } });

export const login = (input: { domain: string; username: string; password: string }) =>
  call(routes.login, {
    body: { domain: input.domain.trim(), username: input.username.trim(), password: input.password },
  });

export const refreshSession = () => call(routes.refreshSession);

export const signoff = () => call(routes.signoff);

export const switchAgency = (customerId: string) => call(routes.switchAgency, { body: { customerId } });

export const forgotPassword = (email: string, domain: string) =>
  call(routes.forgotPassword, {
    body: { email: email.trim(), domain: domain.trim(), isTeammemberportal: false },
  });

export const verifyEmail = (email: string, token: string) =>
  call(routes.verifyEmail, { body: { email, token } });

export const changeForgottenPassword = (input: { email: string; token: string; newPassword: string }) =>
  call(routes.changeForgottenPassword, { body: input });

/** The browser leaves the app for the agency's identity provider (the server answers with a redirect). */
export const ssoStartUrl = (domain: string) => apiUrl(routes.ssoStart, { query: { domain: domain.trim() } });

/** Sets the new password of a reset link (the link's email and token). */
export const useChangeForgottenPassword = () =>
  useSWRMutation(
    'auth/changeForgottenPassword',
    (_key: string, { arg }: { arg: { email: string; token: string; newPassword: string } }) =>
      changeForgottenPassword(arg),
  );

/**
 * Site administrators: moves the session to another agency. Everything cached belonged to the previous
 * agency, so the cache is emptied and the new session becomes the app's session at once.
 */
export function useSwitchAgency() {
  const { mutate } = useSWRConfig();
  return useSWRMutation('auth/switchAgency', async (_key: string, { arg: customerId }: { arg: string }) => {
    const session = await switchAgency(customerId);
    await mutate((key) => key !== SESSION_KEY, undefined, { revalidate: false });
    await mutate(SESSION_KEY, session, { revalidate: false });
    return session;
  });
}
