/**
 * The login, session and password-reset calls (spec 3 §7.2). Types only from shared/schemas: zod stays out
 * of the login screen's bundle.
 */
import type { LoginType } from '../../../../../shared/domain/login-types';
import type { TSessionInfo } from '../../../../../shared/schemas/login';
import { api } from '../../../lib/api';

export interface LoginTypeAnswer {
  domain: string;
  loginType: LoginType;
  customerName: string;
}

export const getLoginType = (domain: string) =>
  api.request<LoginTypeAnswer>('/api/v1/login/loginType', {
    method: 'POST',
    body: { domain: domain.trim() },
    dto: 'loginType',
  });

export const login = (input: { domain: string; username: string; password: string }) =>
  api.request<TSessionInfo>('/api/v1/login', {
    method: 'POST',
    body: { domain: input.domain.trim(), username: input.username.trim(), password: input.password },
    dto: 'session',
  });

export const refreshSession = () =>
  api.request<{ expiresAt: string; sessionTimeoutMinutes: number }>('/api/v1/Utilities/RefreshSession', {
    dto: 'refreshSession',
  });

export const signoff = () =>
  api.request<{ redirectUrl: string }>('/api/v1/login/signoff', { method: 'POST', dto: 'signoff' });

export const switchAgency = (customerId: string) =>
  api.request<TSessionInfo>('/api/v1/login/switchAgency', {
    method: 'POST',
    body: { customerId },
    dto: 'session',
  });

export const forgotPassword = (email: string, domain: string) =>
  api.request<{ message: string }>('/api/v1/auth/forgot-password', {
    method: 'POST',
    body: { email: email.trim(), domain: domain.trim(), isTeammemberportal: false },
    dto: 'message',
  });

export const verifyEmail = (email: string, token: string) =>
  api.request<{ valid: boolean }>('/api/v1/auth/verify-email', {
    method: 'POST',
    body: { email, token },
    dto: 'verifyEmail',
  });

export const changeForgottenPassword = (input: { email: string; token: string; newPassword: string }) =>
  api.request<unknown>('/api/v1/auth/change-forgotten-password', { method: 'POST', body: input });

/** The browser leaves the app for the agency's identity provider (the server answers with a redirect). */
export const ssoStartUrl = (domain: string) =>
  `/api/v1/sso/ssoStart?domain=${encodeURIComponent(domain.trim())}`;
