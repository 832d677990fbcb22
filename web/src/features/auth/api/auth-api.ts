/**
 * The login, session and password-reset calls (spec 3 §7.2), through the generated route table: types only
 * from shared/schemas, so zod stays out of the login screen's bundle.
 */
import { apiUrl, call, type ApiResponse } from '../../../lib/api';
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
