import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { Session, sessionsOfUser } from '../../functions/core/db/entities/session-record.js';
import { patchItem, queryAll } from '../../functions/core/db/ops.js';
import { createUser } from '../../functions/users/user-service.js';
import { findCustomerIdByDomain } from '../../functions/customer/customer-service.js';
import { api } from '../helpers/api.js';
import { stackNow, stackTimeIn } from '../helpers/clock.js';
import { latestEmailTo, mailSince, markMailbox } from '../helpers/mailbox.js';
import { DEMO_PASSWORD, loginAs, rawLogin } from '../helpers/session.js';

const origin = () => inject('apiUrl');

async function newDemoUser(password = DEMO_PASSWORD, username?: string) {
  const customerId = (await findCustomerIdByDomain('demo'))!;
  const email = `user-${randomUUID().slice(0, 8)}@demo.example`;
  await createUser({ customerId, email, username, firstName: 'Test', lastName: 'User', password }, 'test');
  return email;
}

describe('login', () => {
  it('starts a session with httpOnly session and readable CSRF cookies, and answers the session facts', async () => {
    const { response, json } = await rawLogin('lead@demo.example');
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('tb_session='))!;
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/); // plain-http localhost
    expect(xsrf).not.toMatch(/HttpOnly/);
    const info = json.data.sessionDTO.values;
    expect(info.customer).toMatchObject({
      displayName: 'City of Demoville',
      domain: 'demo',
      isProvider: false,
    });
    expect(info.user).toMatchObject({
      email: 'lead@demo.example',
      fullName: 'Lee Procter',
      isSiteAdmin: false,
    });
    expect(info.user).not.toHaveProperty('passwordHash');
    expect(info.user.permissionIds).toContain('controlPanel.manage');
    expect(info.tenderNode.id).toBe(info.customer.tenderNodeId);
    expect(info.sessionTimeoutMinutes).toBe(30);
  });

  it('renews the session id at every login', async () => {
    const a = await loginAs('lead@demo.example');
    const b = await loginAs('lead@demo.example');
    expect(a.cookieHeader).not.toBe(b.cookieHeader);
  });

  it('answers a wrong password and an unknown account alike, in the user language', async () => {
    const wrong = await api('POST', '/api/v1/login', {
      body: { domain: 'demo', username: 'lead@demo.example', password: 'nope' },
      lang: 'fr',
      headers: { origin: origin() },
    });
    const unknown = await api('POST', '/api/v1/login', {
      body: { domain: 'demo', username: 'nobody@demo.example', password: 'nope' },
      lang: 'fr',
      headers: { origin: origin() },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json.error).toMatchObject({
        code: 'invalidCredentials',
        message: ERROR_CATALOGUE.invalidCredentials.fr,
      });
    }
  });

  it('locks the account at the fifth consecutive failure (429) and stays locked with the right password', async () => {
    const email = await newDemoUser();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await rawLogin(email, 'demo', 'Wrong!pass1')).response.status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await rawLogin(email);
    expect(locked.response.status).toBe(429);
    expect(locked.json.error.code).toBe('lockedOut');
  });

  it('locks an unknown login name at the fifth failure like a real account, with the same answers', async () => {
    const answers = async (email: string, domain = 'demo') => {
      const seen: unknown[] = [];
      for (let i = 0; i < 6; i += 1) {
        const { response, json } = await rawLogin(email, domain, 'Wrong!pass1');
        seen.push([response.status, json.error.code, json.error.message]);
      }
      return seen;
    };
    const real = await answers(await newDemoUser());
    const unknown = await answers(`nobody-${randomUUID().slice(0, 8)}@demo.example`);
    expect(unknown).toEqual(real);
    expect(real.map((a) => (a as [number])[0])).toEqual([401, 401, 401, 401, 429, 429]);
    // An unknown agency counts the same way.
    const elsewhere = await answers('someone@nowhere.example', `nowhere-${randomUUID().slice(0, 8)}`);
    expect(elsewhere.map((a) => (a as [number])[0])).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('counts the failures made through the email and the username of one account together', async () => {
    const username = `name-${randomUUID().slice(0, 8)}`;
    const email = await newDemoUser(DEMO_PASSWORD, username);
    const statuses: number[] = [];
    for (const name of [email, username, email, username, username])
      statuses.push((await rawLogin(name, 'demo', 'Wrong!pass1')).response.status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await rawLogin(email)).response.status).toBe(429);
  });

  it('resets the failure count after a successful login', async () => {
    const email = await newDemoUser();
    for (let i = 0; i < 4; i += 1) await rawLogin(email, 'demo', 'Wrong!pass1');
    expect((await rawLogin(email)).response.status).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await rawLogin(email, 'demo', 'Wrong!pass1')).response.status).toBe(401);
  });

  it('refuses a login posted from another origin', async () => {
    const res = await api('POST', '/api/v1/login', {
      body: { domain: 'demo', username: 'lead@demo.example', password: DEMO_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('csrfFailed');
  });
});

describe('the session', () => {
  it('validates, refreshes and ends at signoff', async () => {
    const lead = await loginAs('lead@demo.example');
    const validated = await lead.call('POST', '/api/v1/login/validate');
    expect(validated.status).toBe(200);
    expect(validated.json.data.sessionDTO.values.user.email).toBe('lead@demo.example');
    const refreshed = await lead.call('GET', '/api/v1/Utilities/RefreshSession');
    expect(refreshed.status).toBe(200);
    expect(Date.parse(refreshed.json.data.refreshSessionDTO.values.expiresAt)).toBeGreaterThan(stackNow());
    const off = await lead.call('POST', '/api/v1/login/signoff');
    expect(off.status).toBe(200);
    expect(off.headers.getSetCookie().some((c) => /^tb_session=;.*Max-Age=0/.test(c))).toBe(true);
    expect((await lead.call('POST', '/api/v1/login/validate')).status).toBe(401);
    expect((await lead.call('GET', '/api/v1/Utilities/RefreshSession')).status).toBe(401);
  });

  it('answers 401 without a cookie', async () => {
    const res = await api('GET', '/api/v1/Utilities/RefreshSession');
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthorized');
  });

  it('expires after the agency inactivity timeout, checked on every call', async () => {
    const lead = await loginAs('lead@demo.example');
    const sessions = await queryAll(Session, sessionsOfUser(lead.info.homeCustomerId, lead.info.user.userId));
    for (const s of sessions) {
      await patchItem(
        Session,
        { sessionKey: s.sessionKey },
        { set: { lastActivityAt: stackTimeIn(-31 * 60) } },
      );
    }
    const res = await lead.call('GET', '/api/v1/Utilities/RefreshSession', { lang: 'fr' });
    expect(res.status).toBe(401);
    expect(res.json.error).toMatchObject({
      code: 'sessionExpired',
      message: ERROR_CATALOGUE.sessionExpired.fr,
    });
  });

  it('refuses a state change without the CSRF token or from another origin', async () => {
    const admin = await loginAs('siteadmin@tenderbox.example', 'tenderbox');
    const body = { customerId: admin.info.customer.customerId };
    const noToken = await admin.call('POST', '/api/v1/login/switchAgency', { body, withoutXsrf: true });
    expect(noToken.status).toBe(403);
    expect(noToken.json.error.code).toBe('csrfFailed');
    const badOrigin = await admin.call('POST', '/api/v1/login/switchAgency', {
      body,
      headers: { origin: 'https://evil.example' },
    });
    expect(badOrigin.status).toBe(403);
    const wrongToken = await admin.call('POST', '/api/v1/login/switchAgency', {
      body,
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(wrongToken.status).toBe(403);
    expect((await admin.call('POST', '/api/v1/login/switchAgency', { body })).status).toBe(200);
  });
});

describe('tenancy and agency switch', () => {
  it('answers agencyMismatch for another agency path, with the agencyMismatch data shape', async () => {
    const lead = await loginAs('lead@demo.example');
    const admin = await loginAs('siteadmin@tenderbox.example', 'tenderbox');
    const res = await lead.call(
      'GET',
      `/api/v1/customer/${admin.info.customer.customerId}/node/${admin.info.tenderNode.id}/Customer/All`,
    );
    expect(res.status).toBe(403);
    expect(res.json.data).toEqual(['agencyMismatch', ERROR_CATALOGUE.agencyMismatch.en]);
    const wrongNode = await lead.call(
      'GET',
      `/api/v1/customer/{customerId}/node/${admin.info.tenderNode.id}/Customer/All`,
    );
    expect(wrongNode.json.error.code).toBe('agencyMismatch');
  });

  it('lets only site administrators list agencies and switch between them', async () => {
    const lead = await loginAs('lead@demo.example');
    expect((await lead.call('GET', '/api/v1/customer/{customerId}/node/{nodeId}/Customer/All')).status).toBe(
      403,
    );
    const demoId = lead.info.customer.customerId;
    expect(
      (await lead.call('POST', '/api/v1/login/switchAgency', { body: { customerId: demoId } })).status,
    ).toBe(403);

    const admin = await loginAs('siteadmin@tenderbox.example', 'tenderbox');
    expect(admin.info.user.isSiteAdmin).toBe(true);
    const list = await admin.call('GET', '/api/v1/customer/{customerId}/node/{nodeId}/Customer/All');
    expect(list.json.data.customersDTO.values.map((c: { domain: string }) => c.domain)).toEqual(
      expect.arrayContaining(['demo', 'tenderbox']),
    );
    const switched = await admin.call('POST', '/api/v1/login/switchAgency', { body: { customerId: demoId } });
    expect(switched.json.data.sessionDTO.values.customer.domain).toBe('demo');
    expect(switched.json.data.sessionDTO.values.homeCustomerId).toBe(admin.info.customer.customerId);
    // Now the demo agency's paths are the admin's, and its own are not.
    const demoPath = `/api/v1/customer/${demoId}/node/${switched.json.data.sessionDTO.values.tenderNode.id}/Customer/All`;
    expect((await admin.call('GET', demoPath)).status).toBe(200);
    expect((await admin.call('GET', '/api/v1/customer/{customerId}/node/{nodeId}/Customer/All')).status).toBe(
      403,
    );
  });
});

describe('single sign-on start', () => {
  it('returns to the login screen with the not-configured catalogue code, never its text', async () => {
    for (const lang of ['en', 'fr']) {
      const response = await fetch(`${origin()}/api/v1/sso/ssoStart?domain=demo`, {
        redirect: 'manual',
        headers: { 'accept-language': lang },
      });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location')!, origin());
      expect(location.pathname).toBe('/login');
      expect([...location.searchParams]).toEqual([['err', 'ssoNotConfigured']]);
      expect(decodeURIComponent(location.search)).not.toContain(ERROR_CATALOGUE.ssoNotConfigured.en);
    }
  });
});

describe('password reset by email', () => {
  it('sends a single-use link that sets a new password, unlocks the account and ends its sessions', async () => {
    const email = await newDemoUser();
    for (let i = 0; i < 5; i += 1) await rawLogin(email, 'demo', 'Wrong!pass1');
    const since = await markMailbox();
    const asked = await api('POST', '/api/v1/auth/forgot-password', {
      body: { email, domain: 'demo', isTeammemberportal: false },
      headers: { origin: origin() },
    });
    expect(asked.status).toBe(200);
    expect(asked.json.data.messageDTO.values.message).toContain(email);

    const mail = await latestEmailTo(email, since);
    expect(mail.subject).toBe('Reset your Tenderbox password');
    const link = new URL(/http\S+\/verifyEmail\?\S+/.exec(mail.body.text!)![0]);
    expect(link.origin).toBe(origin());
    const token = link.searchParams.get('token')!;
    expect(link.searchParams.get('email')).toBe(email);

    const verified = await api('POST', '/api/v1/auth/verify-email', {
      body: { email, token },
      headers: { origin: origin() },
    });
    expect(verified.json.data.verifyEmailDTO.values).toEqual({ valid: true });

    const weak = await api('POST', '/api/v1/auth/change-forgotten-password', {
      body: { email, token, newPassword: 'weak' },
      headers: { origin: origin() },
    });
    expect(weak.status).toBe(400);
    expect(weak.json.error.code).toBe('passwordNotComplex');

    const changed = await api('POST', '/api/v1/auth/change-forgotten-password', {
      body: { email, token, newPassword: 'Brand!New2027' },
      headers: { origin: origin() },
    });
    expect(changed.status).toBe(200);
    expect((await rawLogin(email, 'demo', 'Brand!New2027')).response.status).toBe(200);

    const again = await api('POST', '/api/v1/auth/change-forgotten-password', {
      body: { email, token, newPassword: 'Other!New2027' },
      headers: { origin: origin() },
    });
    expect(again.status).toBe(400);
    expect(again.json.error).toMatchObject({
      code: 'passwordResetInvalid',
      message: 'Invalid email or token',
    });
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const since = await markMailbox();
    const res = await api('POST', '/api/v1/auth/forgot-password', {
      body: { email: 'ghost@demo.example', domain: 'demo' },
      headers: { origin: origin() },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.messageDTO.values.message).toContain('ghost@demo.example');
    // A reset answers only once its email is sent (requestPasswordReset awaits the send): with the answer
    // in, the mailbox holds all it ever will for this request.
    expect((await mailSince(since)).filter((m) => m.destination.to.includes('ghost@demo.example'))).toEqual(
      [],
    );
  });

  it('refuses a malformed email with the spec wording, as the team forms do', async () => {
    const res = await api('POST', '/api/v1/auth/forgot-password', {
      body: { email: 'lead@demo', domain: 'demo' },
      headers: { origin: origin() },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual([
      { field: 'body.email', code: 'invalidEmail', message: 'Invalid Email Format' },
    ]);
  });

  it('refuses a token that does not match the email', async () => {
    const res = await api('POST', '/api/v1/auth/verify-email', {
      body: { email: 'lead@demo.example', token: 'x'.repeat(43) },
      headers: { origin: origin() },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('passwordResetInvalid');
  });
});
