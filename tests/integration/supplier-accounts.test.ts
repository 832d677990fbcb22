/**
 * Supplier accounts through the API (issue 9, decision 045): registration with its emailed verification
 * link, login under the buyers' lockout rules, the reset that unlocks, the profile at its version with the
 * contacts rule in both languages, the platform-wide email, the company's users, and the two session kinds
 * kept apart.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { PasswordReset } from '../../functions/core/db/entities/password-reset.js';
import { hashToken } from '../../functions/core/session.js';
import { putItem } from '../../functions/core/db/ops.js';
import { api, eventually } from '../helpers/api.js';
import { stackNow } from '../helpers/clock.js';
import { latestEmailTo, mailbox, type MailboxMark, markMailbox } from '../helpers/mailbox.js';
import { DEMO_PASSWORD, loginAs, loginAsSupplier, rawSupplierLogin } from '../helpers/session.js';

const origin = () => inject('apiUrl');
const PASSWORD = 'Paving!2026';

const profileOf = (companyName: string) => ({
  companyName,
  otherNames: [],
  previousNames: [],
  contacts: [
    { firstName: 'Dana', lastName: 'Lee', email: 'dana@northwind.example', primary: true },
    { firstName: 'Sam', lastName: 'Ortiz', email: 'sam@northwind.example', primary: false },
  ],
  addresses: [{ line1: '12 Quarry Road', city: 'Ottawa', country: 'Canada' }],
  phone: '+1 613 555 0100',
  alternatePhones: [],
  taxNumber: '123456789RT0001',
  categoryCodes: ['72141100'],
  diversityClassifications: ['smallBusiness'],
  certifiedDiverse: false,
  local: true,
  emergency: false,
});

const post = (path: string, body: unknown, lang: 'en' | 'fr' = 'en') =>
  api('POST', path, { body, lang, headers: { origin: origin() } });

async function register(email = `s-${randomUUID().slice(0, 8)}@northwind.example`, lang: 'en' | 'fr' = 'en') {
  const answer = await post(
    '/api/v1/public/SupplierAccounts',
    {
      profile: profileOf(`Northwind ${randomUUID().slice(0, 6)}`),
      user: { firstName: 'Dana', lastName: 'Lee', email, password: PASSWORD },
    },
    lang,
  );
  return { email, answer };
}

/** The link of the newest email to `email` since `since`, and its token. */
async function linkTo(email: string, since: MailboxMark, screen: string) {
  const mail = await latestEmailTo(email, since);
  const url = new URL(new RegExp(`http\\S+${screen}\\?\\S+`).exec(mail.body.text!)![0]);
  expect(url.origin).toBe(origin());
  expect(url.searchParams.get('email')).toBe(email);
  return { mail, url, token: url.searchParams.get('token')! };
}

/** A registered and verified supplier, signed in. */
async function verifiedSupplier() {
  const since = await markMailbox();
  const { email } = await register();
  const { token } = await linkTo(email, since, '/portal/verify');
  expect((await post('/api/v1/public/SupplierAccounts/Verify', { email, token })).status).toBe(200);
  return { email, session: await loginAsSupplier(email, PASSWORD) };
}

describe('registration and verification', () => {
  it('registers, emails a verification link, refuses login until verified, then logs in and out', async () => {
    const since = await markMailbox();
    const { email, answer } = await register();
    expect(answer.status).toBe(201);
    expect(answer.json.data.supplierRegistrationDTO.values.email).toBe(email);

    const { mail, token } = await linkTo(email, since, '/portal/verify');
    expect(mail.subject).toBe('Verify your email for the Tenderbox supplier portal');

    const unverified = await rawSupplierLogin(email, PASSWORD);
    expect(unverified.response.status).toBe(403);
    expect(unverified.json.error).toMatchObject({
      code: 'supplierEmailNotVerified',
      message: 'Verify your email before you log in: open the link we emailed you, or ask for a new one.',
    });
    const unverifiedFr = await rawSupplierLogin(email, PASSWORD, 'fr');
    expect(unverifiedFr.json.error.message).toMatch(/^Vérifiez votre courriel/);

    const verified = await post('/api/v1/public/SupplierAccounts/Verify', { email, token });
    expect(verified.status).toBe(200);
    const again = await post('/api/v1/public/SupplierAccounts/Verify', { email, token });
    expect(again.status).toBe(400);
    expect(again.json.error.code).toBe('supplierLinkUsed');

    const session = await loginAsSupplier(email, PASSWORD);
    const me = await session.call('GET', '/api/v1/portal/Session');
    expect(me.status).toBe(200);
    expect(me.json.data.supplierSessionDTO.values.user).toMatchObject({ email, fullName: 'Dana Lee' });
    const profile = await session.call('GET', '/api/v1/portal/Profile');
    expect(profile.json.data.vendorProfileDTO.values).toMatchObject({
      primaryEmail: email,
      emailStatus: 'verified',
      accountStatus: 'active',
      version: 1,
      taxNumber: '123456789RT0001',
    });

    expect((await session.call('POST', '/api/v1/portal/Logout')).status).toBe(200);
    expect((await session.call('GET', '/api/v1/portal/Session')).status).toBe(401);
  });

  it('resends a verification link; an unknown or expired link is refused with its own code', async () => {
    const first = await markMailbox();
    const { email } = await register();
    const { token: old } = await linkTo(email, first, '/portal/verify');
    const resent = await post('/api/v1/public/SupplierAccounts/Verify/Resend', { email });
    expect(resent.status).toBe(200);
    const unknown = await post('/api/v1/public/SupplierAccounts/Verify/Resend', {
      email: `nobody-${randomUUID().slice(0, 6)}@northwind.example`,
    });
    // The same answer whether or not the account exists, but for the address.
    expect(unknown.json.data.messageDTO.values.message.replace(/\S+@\S+/, '')).toBe(
      resent.json.data.messageDTO.values.message.replace(/\S+@\S+/, ''),
    );
    // The resent link is a second email with a new token (the mailbox stamps seconds: look at them all).
    const token = await eventually(async () => {
      const tokens = (await mailbox())
        .filter((e) => e.destination.to.includes(email))
        .map((e) => /token=([\w-]+)/.exec(e.body.text ?? '')?.[1]);
      return tokens.find((t) => t !== undefined && t !== old);
    });

    const wrong = await post('/api/v1/public/SupplierAccounts/Verify', { email, token: 'x'.repeat(43) });
    expect(wrong.json.error.code).toBe('supplierLinkInvalid');

    const expired = 'expired-token-0123456789abcdef';
    await putItem(PasswordReset, {
      tokenHash: hashToken(expired),
      customerId: 'vendor-x',
      userId: 'user-x',
      email,
      expiresAt: Math.floor(stackNow() / 1000) - 60,
      purpose: 'supplierVerification',
    });
    const late = await post('/api/v1/public/SupplierAccounts/Verify', { email, token: expired }, 'fr');
    expect(late.status).toBe(400);
    expect(late.json.error).toMatchObject({
      code: 'supplierLinkExpired',
      message: 'Ce lien a expiré. Demandez-en un nouveau.',
    });
    // A verification link cannot reset a password, nor a buyer's reset form take it.
    const asReset = await post('/api/v1/public/SupplierPasswordReset/Confirm', {
      email,
      token,
      newPassword: 'Other!Pass2027',
    });
    expect(asReset.json.error.code).toBe('supplierLinkInvalid');
    const asBuyer = await post('/api/v1/auth/verify-email', { email, token });
    expect(asBuyer.json.error.code).toBe('passwordResetInvalid');
  });

  it('makes no second account with the same email across the platform, in any case, and says nothing of it', async () => {
    const { email } = await register();
    const since = await markMailbox();
    const { answer } = await register(email.toUpperCase(), 'fr');
    // The same answer as a new registration (decision 072): the owner is emailed instead.
    expect(answer.status).toBe(201);
    expect(answer.json.data.supplierRegistrationDTO.values.message).toMatch(/^Consultez vos courriels/);
    const notice = await latestEmailTo(email, since);
    expect(notice.subject).toBe(
      'Quelqu’un a tenté de s’inscrire avec votre courriel au portail des fournisseurs Tenderbox',
    );
    // The first account stays as it was, unverified: the second registration changed nothing.
    expect((await rawSupplierLogin(email, PASSWORD)).json.error.code).toBe('supplierEmailNotVerified');
  });

  it('refuses a password that breaks the policy and contacts without a primary, at their fields, storing nothing', async () => {
    const email = `s-${randomUUID().slice(0, 8)}@northwind.example`;
    const profile = profileOf('Weak Co');
    profile.contacts = profile.contacts.map((c) => ({ ...c, primary: false }));
    const answer = await post('/api/v1/public/SupplierAccounts', {
      profile,
      user: { firstName: 'A', lastName: 'B', email, password: 'weak' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('vendorPrimaryContactRequired');
    expect(answer.json.error.fields.map((f: { field: string }) => f.field)).toEqual([
      'body.profile.contacts',
      'body.user.password',
    ]);
    // Nothing was written: the same email registers afterwards.
    expect((await register(email)).answer.status).toBe(201);
  });
});

describe('login, lockout and reset', () => {
  it('locks at the fifth wrong password, even for the right one after, and a reset unlocks', async () => {
    const { email } = await verifiedSupplier();
    for (let i = 1; i <= 4; i += 1) {
      const wrong = await rawSupplierLogin(email, 'Wrong!pass1');
      expect(wrong.response.status).toBe(401);
      expect(wrong.json.error.code).toBe('supplierInvalidCredentials');
    }
    const fifth = await rawSupplierLogin(email, 'Wrong!pass1');
    expect(fifth.response.status).toBe(429);
    expect(fifth.json.error).toMatchObject({
      code: 'supplierLockedOut',
      message:
        'Your account is locked after too many consecutive attempts. Reset your password to unlock it.',
    });
    expect((await rawSupplierLogin(email, PASSWORD)).response.status).toBe(429);

    const since = await markMailbox();
    expect((await post('/api/v1/public/SupplierPasswordReset', { email })).status).toBe(200);
    const { mail, token } = await linkTo(email, since, '/portal/reset');
    expect(mail.subject).toBe('Reset your Tenderbox supplier portal password');
    const weak = await post('/api/v1/public/SupplierPasswordReset/Confirm', {
      email,
      token,
      newPassword: 'weak',
    });
    expect(weak.json.error).toMatchObject({ code: 'passwordNotComplex' });
    expect(weak.json.error.fields[0].field).toBe('body.newPassword');
    const done = await post('/api/v1/public/SupplierPasswordReset/Confirm', {
      email,
      token,
      newPassword: 'Fresh!Start2027',
    });
    expect(done.status).toBe(200);
    expect((await rawSupplierLogin(email, 'Fresh!Start2027')).response.status).toBe(200);
    const reused = await post('/api/v1/public/SupplierPasswordReset/Confirm', {
      email,
      token,
      newPassword: 'Again!Start2027',
    });
    expect(reused.json.error.code).toBe('supplierLinkUsed');
  });

  it('answers an unknown email like a wrong password, and locks it at the fifth failure too', async () => {
    const email = `ghost-${randomUUID().slice(0, 8)}@northwind.example`;
    for (let i = 1; i <= 4; i += 1) {
      const answer = await rawSupplierLogin(email, 'Wrong!pass1');
      expect(answer.response.status).toBe(401);
      expect(answer.json.error.code).toBe('supplierInvalidCredentials');
    }
    expect((await rawSupplierLogin(email, 'Wrong!pass1')).json.error.code).toBe('supplierLockedOut');
    const reset = await post('/api/v1/public/SupplierPasswordReset', { email });
    expect(reset.status).toBe(200);
    expect(reset.json.data.messageDTO.values.message).toContain(email);
  });
});

describe('the profile and the company', () => {
  it('saves the profile at its version, 409 when stale', async () => {
    const { session } = await verifiedSupplier();
    const read = (await session.call('GET', '/api/v1/portal/Profile')).json.data.vendorProfileDTO.values;
    const { vendorId: _v, primaryEmail: _p, emailStatus: _e, accountStatus: _a, ...profile } = read;
    const saved = await session.call('PUT', '/api/v1/portal/Profile', {
      body: { ...profile, companyName: 'Northwind Paving Renamed', taxNumber: undefined, emergency: true },
    });
    expect(saved.status).toBe(200);
    const after = saved.json.data.vendorProfileDTO.values;
    expect(after).toMatchObject({ companyName: 'Northwind Paving Renamed', emergency: true, version: 2 });
    expect(after.taxNumber).toBeUndefined();
    const stale = await session.call('PUT', '/api/v1/portal/Profile', { body: { ...profile, local: false } });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('conflict');
  });

  it('answers the contacts rule at the contacts field in English and French', async () => {
    const { session } = await verifiedSupplier();
    const read = (await session.call('GET', '/api/v1/portal/Profile')).json.data.vendorProfileDTO.values;
    const { vendorId: _v, primaryEmail: _p, emailStatus: _e, accountStatus: _a, ...profile } = read;
    const twoPrimaries = profile.contacts.map((c: object) => ({ ...c, primary: true }));
    const cases = [
      {
        contacts: twoPrimaries,
        lang: 'en',
        code: 'vendorPrimaryContactRequired',
        message: 'Choose exactly one primary contact.',
      },
      {
        contacts: twoPrimaries,
        lang: 'fr',
        code: 'vendorPrimaryContactRequired',
        message: 'Choisissez exactement une personne-ressource principale.',
      },
      { contacts: [], lang: 'en', code: 'vendorContactRequired', message: 'Add at least one contact.' },
      {
        contacts: [],
        lang: 'fr',
        code: 'vendorContactRequired',
        message: 'Ajoutez au moins une personne-ressource.',
      },
    ] as const;
    for (const { contacts, lang, code, message } of cases) {
      const answer = await session.call('PUT', '/api/v1/portal/Profile', {
        body: { ...profile, contacts },
        lang,
      });
      expect(answer.status, `${code} ${lang}`).toBe(400);
      expect(answer.json.error).toMatchObject({ code, message });
      expect(answer.json.error.fields).toEqual([{ field: 'body.contacts', code: 'invalid', message }]);
    }
    const unchanged = (await session.call('GET', '/api/v1/portal/Profile')).json.data.vendorProfileDTO.values;
    expect(unchanged.version).toBe(1);
  });

  it("adds a colleague, who sets a password from the emailed link and logs in; the email stays the platform's one", async () => {
    const { session, email: ownerEmail } = await verifiedSupplier();
    const colleague = `c-${randomUUID().slice(0, 8)}@northwind.example`;
    const since = await markMailbox();
    const added = await session.call('POST', '/api/v1/portal/Users', {
      body: { firstName: 'Sam', lastName: 'Ortiz', email: colleague },
    });
    expect(added.status).toBe(201);
    expect(added.json.data.supplierUserDTO.values).toMatchObject({ email: colleague, passwordSet: false });
    const taken = await session.call('POST', '/api/v1/portal/Users', {
      body: { firstName: 'X', lastName: 'Y', email: ownerEmail },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error.fields[0].field).toBe('body.email');

    const { url, token } = await linkTo(colleague, since, '/portal/reset');
    expect(url.searchParams.get('purpose')).toBe('setup');
    expect((await rawSupplierLogin(colleague, 'Anything!1')).json.error.code).toBe(
      'supplierInvalidCredentials',
    );
    await post('/api/v1/public/SupplierPasswordReset/Confirm', {
      email: colleague,
      token,
      newPassword: 'Colleague!2027',
    });
    const theirs = await loginAsSupplier(colleague, 'Colleague!2027');
    const users = (await theirs.call('GET', '/api/v1/portal/Users')).json.data.supplierUsersDTO.values;
    expect(users.map((u: { email: string }) => u.email).sort()).toEqual([colleague, ownerEmail].sort());
    expect(
      users.every((u: { passwordSet: boolean; emailVerified: boolean }) => u.passwordSet && u.emailVerified),
    ).toBe(true);
  });
});

describe('two session kinds', () => {
  it("refuses a supplier session on a buyer's route and a buyer session on a supplier's route (403 forbidden)", async () => {
    const [supplier, buyer] = await Promise.all([loginAsSupplier(), loginAs('lead@demo.example')]);
    const asSupplier = await supplier.call('GET', `/api/v1/customer/${buyer.info.customer.customerId}/Users`);
    expect(asSupplier.status).toBe(403);
    expect(asSupplier.json.error).toMatchObject({
      code: 'forbidden',
      message: 'You have no access to the requested resource',
    });
    const asBuyer = await buyer.call('GET', '/api/v1/portal/Profile', { lang: 'fr' });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.json.error).toMatchObject({
      code: 'forbidden',
      message: "Vous n'avez pas accès à la ressource demandée",
    });
    // The buyer's start refuses a supplier session too.
    expect((await supplier.call('POST', '/api/v1/login/validate')).status).toBe(401);
  });

  it('seeds the demo supplier verified, with its whole profile, behind the demo password', async () => {
    const supplier = await loginAsSupplier('bids@acme.example', DEMO_PASSWORD);
    expect(supplier.info.vendor.companyName).toBe('Acme Construction Ltd.');
    const profile = (await supplier.call('GET', '/api/v1/portal/Profile')).json.data.vendorProfileDTO.values;
    expect(profile).toMatchObject({ emailStatus: 'verified', taxNumber: '812345678RT0001', local: true });
    expect(profile.contacts.filter((c: { primary: boolean }) => c.primary)).toHaveLength(1);
    expect(profile.addresses).toHaveLength(1);
  });
});
