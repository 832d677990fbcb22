/**
 * Accounts against abuse (decision 072): a password change or a newer link ends the older set-password
 * links, for agency users and suppliers; reset requests, verification resends, registrations and failed
 * logins are throttled (429 tooManyRequests with Retry-After); a registration of a known email answers as a
 * new one and tells the owner instead. The per-address throttles are reached from a loopback address of the
 * test's own (apiFrom), so that the rest of the suite, on 127.0.0.1, keeps its count.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import {
  FAILED_LOGINS_PER_ADDRESS,
  PASSWORD_EMAILS_PER_WINDOW,
  REGISTRATIONS_PER_ADDRESS,
} from '../../shared/domain/limits.js';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { ACCOUNT_ANSWER_FLOOR_MS } from '../../functions/core/accounts/even-timing.js';
import { findCustomerIdByDomain } from '../../functions/customer/customer-service.js';
import { newInvitation } from '../../functions/users/invitation-email.js';
import { createUser } from '../../functions/users/user-service.js';
import { api, apiFrom, eventually, ownLoopbackAddress, type ApiAnswer } from '../helpers/api.js';
import { mailbox, mailSince, markMailbox } from '../helpers/mailbox.js';
import { DEMO_PASSWORD, loginAs, loginAsSupplier, rawLogin } from '../helpers/session.js';

const origin = () => inject('apiUrl');
const post = (path: string, body: unknown, lang: 'en' | 'fr' = 'en') =>
  api('POST', path, { body, lang, headers: { origin: origin() } });

const REPLACED = ERROR_CATALOGUE.passwordLinkReplaced;
const TOO_MANY = ERROR_CATALOGUE.tooManyRequests;

/** The tokens of every email to `address` that carries a link to `screen`, oldest first. */
async function tokensTo(address: string, screen: string, count: number): Promise<string[]> {
  return eventually(async () => {
    const tokens = (await mailbox())
      .filter((e) => e.destination.to.includes(address))
      .map((e) => new RegExp(`${screen}\\?\\S*token=([\\w-]+)`).exec(e.body.text ?? '')?.[1])
      .filter((t): t is string => t !== undefined);
    return tokens.length >= count ? tokens : undefined;
  });
}

const emailsTo = async (address: string) =>
  (await mailbox()).filter((e) => e.destination.to.includes(address));

function expectThrottled(answer: ApiAnswer, windowSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.json.error).toMatchObject({ code: 'tooManyRequests', message: TOO_MANY.en });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(windowSeconds - 120);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

async function demoUser(options: { invited?: boolean } = {}) {
  const customerId = (await findCustomerIdByDomain('demo'))!;
  const userId = randomUUID();
  const email = `abuse-${userId.slice(0, 8)}@demo.example`;
  const invitation = options.invited ? newInvitation({ customerId, userId, email }) : undefined;
  await createUser(
    {
      customerId,
      userId,
      email,
      firstName: 'Abe',
      lastName: 'User',
      ...(options.invited ? {} : { password: DEMO_PASSWORD }),
    },
    'test',
    invitation,
  );
  return { email, invitationToken: invitation?.token };
}

const forgot = (email: string, lang: 'en' | 'fr' = 'en') =>
  post('/api/v1/auth/forgot-password', { email, domain: 'demo' }, lang);
const changeWith = (email: string, token: string, newPassword: string, lang: 'en' | 'fr' = 'en') =>
  post('/api/v1/auth/change-forgotten-password', { email, token, newPassword }, lang);

describe('agency users: one live set-password link', () => {
  it('a newer reset link ends the older one, in English and French; the newest changes the password once', async () => {
    const { email } = await demoUser();
    expect((await forgot(email)).status).toBe(200);
    const [older] = await tokensTo(email, '/verifyEmail', 1);
    expect((await forgot(email)).status).toBe(200);
    const [, newer] = await tokensTo(email, '/verifyEmail', 2);

    const checked = await post('/api/v1/auth/verify-email', { email, token: older });
    expect(checked.status).toBe(400);
    expect(checked.json.error).toMatchObject({ code: 'passwordLinkReplaced', message: REPLACED.en });
    const refused = await changeWith(email, older!, 'Older!Link2027', 'fr');
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ code: 'passwordLinkReplaced', message: REPLACED.fr });

    expect((await changeWith(email, newer!, 'Newer!Link2027')).status).toBe(200);
    expect((await rawLogin(email, 'demo', 'Newer!Link2027')).response.status).toBe(200);
    expect((await rawLogin(email, 'demo', 'Older!Link2027')).response.status).toBe(401);
  });

  it('a reset ends the pending invitation link and every session', async () => {
    const { email, invitationToken } = await demoUser({ invited: true });
    expect((await changeWith(email, invitationToken!, 'Invited!Pass2027')).status).toBe(200);
    const session = await loginAs(email, 'demo', 'Invited!Pass2027');

    // A second invitation (a re-invite raced the first password) and a reset link: the reset wins.
    const { email: other, invitationToken: pending } = await demoUser({ invited: true });
    expect((await forgot(other)).status).toBe(200);
    const [reset] = await tokensTo(other, '/verifyEmail', 1);
    expect((await changeWith(other, reset!, 'Reset!Pass2027')).status).toBe(200);
    const late = await changeWith(other, pending!, 'Invite!Again2027', 'fr');
    expect(late.json.error).toMatchObject({ code: 'passwordLinkReplaced', message: REPLACED.fr });
    expect((await rawLogin(other, 'demo', 'Reset!Pass2027')).response.status).toBe(200);

    // The first user's reset by link ends the session opened before it.
    expect((await session.call('POST', '/api/v1/login/validate')).status).toBe(200);
    expect((await forgot(email)).status).toBe(200);
    const [link] = await tokensTo(email, '/verifyEmail', 1);
    expect((await changeWith(email, link!, 'After!Reset2027')).status).toBe(200);
    expect((await session.call('POST', '/api/v1/login/validate')).status).toBe(401);
  });
});

describe('suppliers: one live set-password link', () => {
  const supplierReset = (email: string) => post('/api/v1/public/SupplierPasswordReset', { email });
  const confirm = (email: string, token: string, newPassword: string, lang: 'en' | 'fr' = 'en') =>
    post('/api/v1/public/SupplierPasswordReset/Confirm', { email, token, newPassword }, lang);

  it('a newer reset link ends the older one; a password set ends a colleague setup link', async () => {
    const owner = await loginAsSupplier();
    const colleague = `abuse-${randomUUID().slice(0, 8)}@northwind.example`;
    const added = await owner.call('POST', '/api/v1/portal/Users', {
      body: { firstName: 'Col', lastName: 'League', email: colleague },
    });
    expect(added.status).toBe(201);
    const [setup] = await tokensTo(colleague, '/portal/reset', 1);

    expect((await supplierReset(colleague)).status).toBe(200);
    expect((await supplierReset(colleague)).status).toBe(200);
    const [, older, newer] = await tokensTo(colleague, '/portal/reset', 3);
    const refused = await confirm(colleague, older!, 'Older!Link2027', 'fr');
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ code: 'passwordLinkReplaced', message: REPLACED.fr });

    expect((await confirm(colleague, newer!, 'Newer!Link2027')).status).toBe(200);
    const lateSetup = await confirm(colleague, setup!, 'Setup!Late2027');
    expect(lateSetup.json.error).toMatchObject({ code: 'passwordLinkReplaced', message: REPLACED.en });
    expect((await loginAsSupplier(colleague, 'Newer!Link2027')).info.user.email).toBe(colleague);
  });
});

describe('throttled emails: at most a few an hour per address typed', () => {
  it('refuses the fourth reset of an hour, known account or not, and sends no email for it', async () => {
    const { email } = await demoUser();
    const ghost = `ghost-${randomUUID().slice(0, 8)}@demo.example`;
    for (const address of [email, ghost]) {
      for (let i = 0; i < PASSWORD_EMAILS_PER_WINDOW; i += 1)
        expect((await forgot(address)).status).toBe(200);
      expectThrottled(await forgot(address), 3600);
    }
    const fr = await forgot(email, 'fr');
    expect(fr.json.error.message).toBe(TOO_MANY.fr);
    // A reset answers only once its email is sent (requestPasswordReset awaits the send) and a refused one
    // sends none: with every answer in, the mailbox holds all it ever will for this address.
    await tokensTo(email, '/verifyEmail', PASSWORD_EMAILS_PER_WINDOW);
    expect(await emailsTo(email)).toHaveLength(PASSWORD_EMAILS_PER_WINDOW);
  });

  it('throttles supplier resets and verification resends alike', async () => {
    const email = `abuse-${randomUUID().slice(0, 8)}@northwind.example`;
    for (const path of [
      '/api/v1/public/SupplierPasswordReset',
      '/api/v1/public/SupplierAccounts/Verify/Resend',
    ]) {
      for (let i = 0; i < PASSWORD_EMAILS_PER_WINDOW; i += 1)
        expect((await post(path, { email })).status, path).toBe(200);
      expectThrottled(await post(path, { email }), 3600);
    }
  });

  it('answers an unknown address no sooner than a known one', async () => {
    const started = performance.now();
    expect((await forgot(`ghost-${randomUUID().slice(0, 8)}@demo.example`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(ACCOUNT_ANSWER_FLOOR_MS - 5);
  });
});

const registration = (email: string) => ({
  profile: {
    companyName: `Abuse Co ${randomUUID().slice(0, 6)}`,
    otherNames: [],
    previousNames: [],
    contacts: [{ firstName: 'Rae', lastName: 'Gist', email, primary: true }],
    addresses: [],
    alternatePhones: [],
    categoryCodes: [],
    diversityClassifications: [],
    certifiedDiverse: false,
    local: false,
    emergency: false,
  },
  user: { firstName: 'Rae', lastName: 'Gist', email, password: 'Register!2027' },
});

describe('supplier registration', () => {
  it('answers a known email as a new one, and emails its owner instead', async () => {
    const fresh = `abuse-${randomUUID().slice(0, 8)}@northwind.example`;
    const asNew = await post('/api/v1/public/SupplierAccounts', registration(fresh));
    const known = 'bids@acme.example';
    const since = await markMailbox();
    const asKnown = await post('/api/v1/public/SupplierAccounts', registration(known.toUpperCase()));
    expect(asKnown.status).toBe(asNew.status);
    expect(asNew.status).toBe(201);
    const values = (a: ApiAnswer) => a.json.data.supplierRegistrationDTO.values;
    expect(Object.keys(values(asKnown)).sort()).toEqual(Object.keys(values(asNew)).sort());
    expect(values(asKnown).message.replaceAll(known, '')).toBe(values(asNew).message.replaceAll(fresh, ''));

    const notice = await eventually(async () =>
      (await mailSince(since)).find(
        (e) => e.destination.to.includes(known) && e.subject.startsWith('Someone tried to register'),
      ),
    );
    expect(notice.body.text).toContain('If it was you, log in, or reset your password');
    expect(notice.body.text).toContain(`${origin()}/portal/login`);
    // The owner's account is unchanged: the demo password still opens it.
    expect((await loginAsSupplier(known, DEMO_PASSWORD)).info.user.email).toBe(known);
  });

  it('refuses registrations past the hour’s count from one client address, with Retry-After', async () => {
    const address = ownLoopbackAddress();
    const register = () =>
      apiFrom(address, 'POST', '/api/v1/public/SupplierAccounts', {
        body: registration(`abuse-${randomUUID().slice(0, 8)}@northwind.example`),
      });
    const first = await Promise.all(Array.from({ length: REGISTRATIONS_PER_ADDRESS }, register));
    expect(first.map((a) => a.status)).toEqual(first.map(() => 201));
    expectThrottled(await register(), 3600);
    // Another address still registers.
    expect(
      (
        await apiFrom(ownLoopbackAddress(), 'POST', '/api/v1/public/SupplierAccounts', {
          body: registration(`abuse-${randomUUID().slice(0, 8)}@northwind.example`),
        })
      ).status,
    ).toBe(201);
  });
});

describe('failed logins by client address', () => {
  it('refuses an address that failed too often across an agency’s accounts, even with a right password', async () => {
    const address = ownLoopbackAddress();
    const fail = (i: number) =>
      apiFrom(address, 'POST', '/api/v1/login', {
        body: {
          domain: 'demo',
          username: `spray-${i}-${randomUUID().slice(0, 6)}@demo.example`,
          password: 'Wrong!pass1',
        },
      });
    for (let start = 0; start < FAILED_LOGINS_PER_ADDRESS; start += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, (_, i) => fail(start + i)));
      expect(batch.map((a) => a.status)).toEqual(batch.map(() => 401));
    }
    expectThrottled(await fail(FAILED_LOGINS_PER_ADDRESS), 900);
    const right = await apiFrom(address, 'POST', '/api/v1/login', {
      body: { domain: 'demo', username: 'lead@demo.example', password: DEMO_PASSWORD },
      lang: 'fr',
    });
    expect(right.status).toBe(429);
    expect(right.json.error).toMatchObject({ code: 'tooManyRequests', message: TOO_MANY.fr });
    // Other addresses log in as before.
    expect((await rawLogin('lead@demo.example')).response.status).toBe(200);
  });

  it('does the same at the supplier portal', async () => {
    const address = ownLoopbackAddress();
    const fail = () =>
      apiFrom(address, 'POST', '/api/v1/public/SupplierLogin', {
        body: { email: `spray-${randomUUID().slice(0, 8)}@northwind.example`, password: 'Wrong!pass1' },
      });
    for (let start = 0; start < FAILED_LOGINS_PER_ADDRESS; start += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, fail));
      expect(batch.map((a) => a.status)).toEqual(batch.map(() => 401));
    }
    expectThrottled(await fail(), 900);
  });
});
