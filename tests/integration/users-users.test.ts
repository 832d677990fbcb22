import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AuditEvent, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import { PasswordReset } from '../../functions/core/db/entities/password-reset.js';
import { getItem, patchItem, queryAll } from '../../functions/core/db/ops.js';
import { hashToken } from '../../functions/core/session.js';
import { INVITATION_DAYS } from '../../functions/users/invitation-email.js';
import { AVATAR_MAX_BYTES } from '../../shared/domain/limits.js';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { api } from '../helpers/api.js';
import { stackNow } from '../helpers/clock.js';
import { latestEmailTo, mailbox, type MailboxMark, markMailbox } from '../helpers/mailbox.js';
import { loginAs, rawLogin, type SignedIn } from '../helpers/session.js';

const USERS = '/api/v1/customer/{customerId}/Users';
const STRONG = 'Str0ng!Passw0rd';
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

let lead: SignedIn;
let buyer: SignedIn;
let siteAdmin: SignedIn;

beforeAll(async () => {
  [lead, buyer, siteAdmin] = await Promise.all([
    loginAs('lead@demo.example'),
    loginAs('buyer@demo.example'),
    loginAs('siteadmin@tenderbox.example', 'tenderbox'),
  ]);
});

const tag = () => randomUUID().slice(0, 8);

async function addUser(overrides: Record<string, unknown> = {}) {
  const t = tag();
  const res = await lead.call('POST', USERS, {
    body: { firstName: 'Test', lastName: `User ${t}`, email: `user-${t}@demo.example`, ...overrides },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.userDTO.values;
}

async function getUser(as: SignedIn, userId: string) {
  return as.call('GET', `${USERS}?userId=${userId}`);
}

async function multipart(bytes: Uint8Array<ArrayBuffer>, filename: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    rawBody: new Uint8Array(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

describe('Users: create and read', () => {
  it('creates a user, answers it without any password hash, and audits the creation', async () => {
    const t = tag();
    const res = await lead.call('POST', USERS, {
      body: { firstName: ' Nora ', lastName: 'Okafor', email: `Nora.${t}@Demo.example`, purchaser: true },
    });
    expect(res.status).toBe(201);
    const user = res.json.data.userDTO.values;
    expect(user).toMatchObject({
      customerId: lead.info.customer.customerId,
      firstName: 'Nora',
      lastName: 'Okafor',
      fullName: 'Nora Okafor',
      email: `nora.${t}@demo.example`,
      username: `nora.${t}@demo.example`,
      active: true,
      purchaser: true,
      receiveQuestionEmail: false,
      locked: false,
      hasPassword: false,
      invitationSent: true,
      groupIds: [],
      departmentIds: [],
      version: 1,
    });
    expect(JSON.stringify(res.json)).not.toMatch(/passwordHash|scrypt/);

    // A read answers the same record; only the creation says whether the invitation email went.
    const read = await getUser(lead, user.userId);
    expect(read.status).toBe(200);
    const { invitationSent: _sent, ...stored } = user;
    expect(read.json.data.usersDTO.values).toEqual(stored);

    const audit = await queryAll(AuditEvent, auditOfEntity(user.customerId, 'user', user.userId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actorId: lead.info.user.userId });
    expect(JSON.stringify(audit[0])).not.toMatch(/passwordHash|scrypt/);
  });

  it('requires first name, last name and a valid email', async () => {
    const res = await lead.call('POST', USERS, { body: { firstName: '  ', email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalidParameter');
    expect(res.json.error.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.firstName', code: 'required' }),
        expect.objectContaining({ field: 'body.lastName', code: 'required' }),
        expect.objectContaining({ field: 'body.email', code: 'invalidEmail' }),
      ]),
    );
  });

  it('refuses an email already used in the agency, ignoring case, with the catalogue message', async () => {
    const first = await addUser();
    const before = (await lead.call('GET', USERS)).json.data.usersDTO.values.length;
    const res = await lead.call('POST', USERS, {
      body: { firstName: 'Dup', lastName: 'Licate', email: first.email.toUpperCase() },
      lang: 'fr',
    });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({
      code: 'userEmailExists',
      message: ERROR_CATALOGUE.userEmailExists.fr,
    });
    expect((await lead.call('GET', USERS)).json.data.usersDTO.values).toHaveLength(before);
  });

  it('refuses a username already used in the agency', async () => {
    const username = `handle-${tag()}`;
    await addUser({ username });
    const res = await lead.call('POST', USERS, {
      body: { firstName: 'Other', lastName: 'Person', email: `other-${tag()}@demo.example`, username },
    });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({
      code: 'userUsernameExists',
      message: ERROR_CATALOGUE.userUsernameExists.en,
    });
  });

  it('checks an optional password against the policy; a user created with one can sign in', async () => {
    const weak = await lead.call('POST', USERS, {
      body: { firstName: 'Weak', lastName: 'Pass', email: `weak-${tag()}@demo.example`, password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.json.error.code).toBe('passwordNotComplex');

    const user = await addUser({ password: STRONG });
    expect(user.hasPassword).toBe(true);
    const session = await loginAs(user.email, 'demo', STRONG);
    expect(session.info.user.userId).toBe(user.userId);
  });

  it('refuses group ids that are not groups of the agency', async () => {
    const res = await lead.call('POST', USERS, {
      body: { firstName: 'A', lastName: 'B', email: `g-${tag()}@demo.example`, groupIds: ['no-such-group'] },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('userInvalidUserGroupId');
  });

  it('pages with offset and limit, filters purchasers, and adds permissions on request', async () => {
    const all = (await lead.call('GET', USERS)).json.data.usersDTO.values;
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all[0].permissions).toBeUndefined();
    const page = (await lead.call('GET', `${USERS}?offset=1&limit=2`)).json.data.usersDTO.values;
    expect(page.map((u: any) => u.userId)).toEqual(all.slice(1, 3).map((u: any) => u.userId));

    const purchasers = (await lead.call('GET', `${USERS}?isPurchaser=true`)).json.data.usersDTO.values;
    expect(purchasers.length).toBeGreaterThan(0);
    expect(purchasers.every((u: any) => u.purchaser === true)).toBe(true);
    expect(purchasers.map((u: any) => u.email)).toEqual(expect.arrayContaining(['buyer@demo.example']));
    expect(purchasers.map((u: any) => u.email)).not.toContain('evaluator@demo.example');

    const withPermissions = await lead.call(
      'GET',
      `${USERS}?userId=${buyer.info.user.userId}&filter.fields=permissions`,
    );
    expect(withPermissions.json.data.usersDTO.values.permissions).toEqual(
      expect.arrayContaining([
        { id: 'teamMembers.view', category: 'Team Member' },
        { id: 'build.edit', category: 'Build' },
      ]),
    );
  });
});

describe('Users: edit', () => {
  it('saves at the read version and refuses a stale version with 409', async () => {
    const user = await addUser();
    const body = { userId: user.userId, firstName: 'Renamed', lastName: user.lastName, email: user.email };
    const saved = await lead.call('PUT', USERS, { body: { ...body, version: 1 } });
    expect(saved.status).toBe(200);
    expect(saved.json.data.userDTO.values).toMatchObject({ firstName: 'Renamed', version: 2 });

    const stale = await lead.call('PUT', USERS, { body: { ...body, firstName: 'Lost', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('conflict');
    expect((await getUser(lead, user.userId)).json.data.usersDTO.values.firstName).toBe('Renamed');
  });

  it('re-claims a changed email: the old one is free again, the new one is taken', async () => {
    const user = await addUser();
    const newEmail = `moved-${tag()}@demo.example`;
    const saved = await lead.call('PUT', USERS, {
      body: { userId: user.userId, version: 1, firstName: 'M', lastName: 'V', email: newEmail },
    });
    expect(saved.status).toBe(200);
    // The username was the email (the default), so it follows the email.
    expect(saved.json.data.userDTO.values).toMatchObject({ email: newEmail, username: newEmail });

    const reuseOld = await lead.call('POST', USERS, {
      body: { firstName: 'Takes', lastName: 'Old', email: user.email },
    });
    expect(reuseOld.status).toBe(201);
    const takeNew = await lead.call('POST', USERS, {
      body: { firstName: 'Takes', lastName: 'New', email: newEmail },
    });
    expect(takeNew.status).toBe(409);
    expect(takeNew.json.error.code).toBe('userEmailExists');
  });

  it('refuses a username taken by someone else and changes nothing', async () => {
    const other = await addUser({ username: `taken-${tag()}` });
    const user = await addUser();
    const res = await lead.call('PUT', USERS, {
      body: {
        userId: user.userId,
        version: 1,
        firstName: 'Changed',
        lastName: 'Name',
        email: user.email,
        username: other.username,
      },
    });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('userUsernameExists');
    expect((await getUser(lead, user.userId)).json.data.usersDTO.values).toMatchObject({
      firstName: 'Test',
      username: user.username,
      version: 1,
    });
  });

  it('sets the team member flags', async () => {
    const user = await addUser();
    const res = await lead.call('PUT', `${USERS}/${user.userId}/teamMember`, {
      body: { receiveQuestionEmail: true, purchaser: true },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.userDTO.values).toMatchObject({
      receiveQuestionEmail: true,
      purchaser: true,
      version: 2,
    });
    const purchasers = (await lead.call('GET', `${USERS}?isPurchaser=true`)).json.data.usersDTO.values;
    expect(purchasers.map((u: any) => u.userId)).toContain(user.userId);
  });
});

describe('Users: status and unlock', () => {
  it('never lets a user deactivate themselves', async () => {
    const res = await lead.call('PUT', `${USERS}/Status?active=false&userId=${lead.info.user.userId}`, {
      lang: 'fr',
    });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({
      code: 'userCannotDeactivateSelf',
      message: ERROR_CATALOGUE.userCannotDeactivateSelf.fr,
    });
    expect(ERROR_CATALOGUE.userCannotDeactivateSelf.en).toBe('You cannot deactivate yourself.');
    expect((await lead.call('GET', USERS)).status).toBe(200);
  });

  it('deactivation ends the user’s sessions; a reactivated user is in no group', async () => {
    const groups = (await lead.call('GET', '/api/v1/customer/{customerId}/node/{nodeId}/UserGroups')).json
      .data.userGroupsDTO.values;
    const team = groups.find((g: any) => g.name === 'Purchasing Team');
    const user = await addUser({ password: STRONG, groupIds: [team.userGroupId] });
    const session = await loginAs(user.email, 'demo', STRONG);
    expect((await session.call('GET', USERS)).status).toBe(200);

    const off = await lead.call('PUT', `${USERS}/Status?active=false&userId=${user.userId}`);
    expect(off.status).toBe(200);
    expect(off.json.data.userDTO.values.active).toBe(false);
    expect((await session.call('GET', USERS)).status).toBe(401);
    expect((await rawLogin(user.email, 'demo', STRONG)).response.status).toBe(401);

    const on = await lead.call('PUT', `${USERS}/Status?active=true&userId=${user.userId}`);
    expect(on.status).toBe(200);
    expect(on.json.data.userDTO.values).toMatchObject({ active: true, groupIds: [] });
    const again = await loginAs(user.email, 'demo', STRONG);
    expect(again.info.user.groupIds).toEqual([]);
    expect((await again.call('GET', USERS)).status).toBe(403);
  });

  it('unlocks an account locked by failed logins', async () => {
    const user = await addUser({ password: STRONG });
    let last = 0;
    for (let i = 0; i < 5; i += 1)
      last = (await rawLogin(user.email, 'demo', 'Wrong!Passw0rd')).response.status;
    expect(last).toBe(429);
    expect((await getUser(lead, user.userId)).json.data.usersDTO.values.locked).toBe(true);
    expect((await rawLogin(user.email, 'demo', STRONG)).response.status).toBe(429);

    const res = await lead.call('PUT', `${USERS}/Unlock?userid=${user.userId}`);
    expect(res.status).toBe(200);
    expect(res.json.data.userDTO.values.locked).toBe(false);
    expect(res.json.data.userDTO.values.lockedAt).toBeUndefined();
    expect((await rawLogin(user.email, 'demo', STRONG)).response.status).toBe(200);
  });
});

describe('Users: avatar', () => {
  it('stores a png sent as multipart/form-data and answers a working presigned link', async () => {
    const user = await addUser();
    const res = await lead.call(
      'POST',
      `${USERS}/Upload?userId=${user.userId}`,
      await multipart(PNG, 'me.png', 'image/png'),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const url: string = res.json.data.userDTO.values.avatarUrl;
    expect(url).toContain(`avatars/${user.customerId}/${user.userId}`);
    expect(url).toContain('X-Amz-Expires=3600');
    const picture = await fetch(url);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(PNG);
    expect((await getUser(lead, user.userId)).json.data.usersDTO.values.avatarUrl).toContain(
      'X-Amz-Signature=',
    );
  });

  it('accepts a raw image/jpeg body', async () => {
    const user = await addUser();
    const res = await lead.call('POST', `${USERS}/Upload?userId=${user.userId}`, {
      rawBody: JPEG,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(res.status).toBe(200);
    expect(Buffer.from(await (await fetch(res.json.data.userDTO.values.avatarUrl)).arrayBuffer())).toEqual(
      JPEG,
    );
  });

  it('refuses a file that is not a jpg or png, whatever its name says', async () => {
    const user = await addUser();
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const named = await lead.call(
      'POST',
      `${USERS}/Upload?userId=${user.userId}`,
      await multipart(gif, 'me.png', 'image/png'),
    );
    expect(named.status).toBe(400);
    expect(named.json.error).toMatchObject({
      code: 'userAvatarInvalidFormat',
      message: ERROR_CATALOGUE.userAvatarInvalidFormat.en,
    });
    const text = await lead.call('POST', `${USERS}/Upload?userId=${user.userId}`, {
      rawBody: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    expect(text.json.error.code).toBe('userAvatarInvalidFormat');
    expect((await getUser(lead, user.userId)).json.data.usersDTO.values.avatarUrl).toBeUndefined();
  });

  it('refuses a picture over 2 MB', async () => {
    const user = await addUser();
    const big = Buffer.alloc(AVATAR_MAX_BYTES + 1);
    PNG.copy(big);
    const res = await lead.call(
      'POST',
      `${USERS}/Upload?userId=${user.userId}`,
      await multipart(big, 'big.png', 'image/png'),
    );
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('userAvatarTooLarge');
    expect((await getUser(lead, user.userId)).json.data.usersDTO.values.avatarUrl).toBeUndefined();
  });
});

describe('Users: who may', () => {
  it('lets a buyer with team view read users but not change them', async () => {
    expect((await buyer.call('GET', USERS)).status).toBe(200);
    const user = await addUser();
    const attempts = [
      await buyer.call('POST', USERS, {
        body: { firstName: 'No', lastName: 'Way', email: `no-${tag()}@demo.example` },
      }),
      await buyer.call('PUT', `${USERS}/Status?active=false&userId=${user.userId}`),
      await buyer.call('PUT', `${USERS}/Unlock?userid=${user.userId}`),
      await buyer.call('POST', `${USERS}/Upload?userId=${user.userId}`, {
        rawBody: PNG,
        headers: { 'content-type': 'image/png' },
      }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('permissionDenied');
    }
    expect((await getUser(lead, user.userId)).json.data.usersDTO.values).toMatchObject({
      active: true,
      version: 1,
    });
  });

  it('answers 404 to another agency asking for demo users, and changes nothing', async () => {
    const user = await addUser();
    const read = await siteAdmin.call('GET', `${USERS}?userId=${user.userId}`);
    expect(read.status).toBe(404);
    expect(read.json.error.code).toBe('userNotFound');

    const changes = [
      await siteAdmin.call('PUT', `${USERS}/Status?active=false&userId=${user.userId}`),
      await siteAdmin.call('PUT', `${USERS}/Unlock?userid=${user.userId}`),
      await siteAdmin.call('PUT', USERS, {
        body: { userId: user.userId, version: 1, firstName: 'Hijacked', lastName: 'X', email: user.email },
      }),
      await siteAdmin.call('PUT', `${USERS}/${user.userId}/teamMember`, { body: { purchaser: true } }),
      await siteAdmin.call('POST', `${USERS}/Upload?userId=${user.userId}`, {
        rawBody: PNG,
        headers: { 'content-type': 'image/png' },
      }),
    ];
    for (const res of changes) expect(res.status).toBe(404);
    expect((await getUser(lead, user.userId)).json.data.usersDTO.values).toMatchObject({
      active: true,
      firstName: 'Test',
      purchaser: false,
      version: 1,
    });
    expect((await getUser(lead, user.userId)).json.data.usersDTO.values.avatarUrl).toBeUndefined();

    const ownList = (await siteAdmin.call('GET', USERS)).json.data.usersDTO.values;
    expect(ownList.map((u: any) => u.email)).toContain('siteadmin@tenderbox.example');
    expect(ownList.every((u: any) => u.customerId === siteAdmin.info.customer.customerId)).toBe(true);
  });

  it('refuses a path naming another agency (agency mismatch)', async () => {
    const res = await siteAdmin.call('GET', `/api/v1/customer/${lead.info.customer.customerId}/Users`);
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('agencyMismatch');
  });
});

// ------------------------------------------------------------------ invitations (docs/decisions/020)

const origin = () => inject('apiUrl');

async function addMember(overrides: Record<string, unknown> = {}) {
  const t = randomUUID().slice(0, 8);
  const email = `invited-${t}@demo.example`;
  const since = await markMailbox();
  const res = await lead.call('POST', USERS, {
    body: { firstName: 'Ines', lastName: `Invited ${t}`, email, ...overrides },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { user: res.json.data.userDTO.values, email, since };
}

/** The link of the newest email to the address, and the token it carries. */
async function invitationLink(email: string, since: MailboxMark) {
  const mail = await latestEmailTo(email, since);
  const link = new URL(/http\S+\/verifyEmail\?\S+/.exec(mail.body.text!)![0]);
  return { mail, link, token: link.searchParams.get('token')! };
}

const setPassword = (email: string, token: string, newPassword: string) =>
  api('POST', '/api/v1/auth/change-forgotten-password', {
    body: { email, token, newPassword },
    headers: { origin: origin() },
  });

const resend = (as: SignedIn, userId: string) => as.call('POST', `${USERS}/${userId}/invitation`);

describe('Invitations of members created without a password', () => {
  it('emails one single-use link, valid for 7 days, that sets the first password and lets the member log in', async () => {
    const { user, email, since } = await addMember();
    expect(user.hasPassword).toBe(false);
    expect(user.invitationSent).toBe(true);
    const { mail, link, token } = await invitationLink(email, since);
    expect(mail.subject).toBe('You were added to the City of Demoville team on Tenderbox');
    expect(mail.body.text).toContain(`within ${INVITATION_DAYS} days`);
    expect(mail.body.html).toContain(`<a href="${link.href.replaceAll('&', '&amp;')}">`);
    expect(link.origin).toBe(origin());
    expect(link.searchParams.get('email')).toBe(email);
    // The link says it is an invitation: the set-password screen then greets a new member.
    expect(link.searchParams.get('purpose')).toBe('invitation');
    const mine = (await mailbox()).filter((m) => m.destination.to.includes(email));
    expect(mine).toHaveLength(1);

    const stored = await getItem(PasswordReset, { tokenHash: hashToken(token) });
    expect(stored).toMatchObject({ purpose: 'invitation', userId: user.userId, email });
    const days = (stored!.expiresAt * 1000 - stackNow()) / 86_400_000;
    expect(days).toBeGreaterThan(INVITATION_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(INVITATION_DAYS);

    const verified = await api('POST', '/api/v1/auth/verify-email', {
      body: { email, token },
      headers: { origin: origin() },
    });
    expect(verified.json.data.verifyEmailDTO.values).toEqual({ valid: true });
    expect((await setPassword(email, token, 'First!Pass2026')).status).toBe(200);
    expect((await rawLogin(email, 'demo', 'First!Pass2026')).response.status).toBe(200);

    const again = await setPassword(email, token, 'Other!Pass2026');
    expect(again.status).toBe(400);
    expect(again.json.error.code).toBe('passwordResetInvalid');
    expect((await rawLogin(email, 'demo', 'Other!Pass2026')).response.status).toBe(401);

    const read = await lead.call('GET', `${USERS}?userId=${user.userId}`);
    expect(read.json.data.usersDTO.values.hasPassword).toBe(true);
  });

  it('sends nothing to a member created with a password', async () => {
    const { user, email } = await addMember({ password: 'Given!Pass2026' });
    expect(user).not.toHaveProperty('invitationSent');
    // An invitation is sent before the create answers (createUser awaits it and says invitationSent): with
    // the answer in, the mailbox holds all it ever will for this member.
    expect((await mailbox()).filter((m) => m.destination.to.includes(email))).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const { email, since } = await addMember();
    const { token } = await invitationLink(email, since);
    await patchItem(
      PasswordReset,
      { tokenHash: hashToken(token) },
      { set: { expiresAt: Math.floor(stackNow() / 1000) - 1 } },
    );
    const res = await setPassword(email, token, 'First!Pass2026');
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('passwordResetInvalid');
  });
});

describe('POST Users/{id}/invitation', () => {
  it('sends a new link and the previous one stops working', async () => {
    const { user, email, since } = await addMember();
    const first = await invitationLink(email, since);
    const resentAt = await markMailbox();
    const res = await resend(lead, user.userId);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.userDTO.values).toMatchObject({ userId: user.userId, hasPassword: false });
    expect(res.json.data.userDTO.values).not.toHaveProperty('invitationTokenHash');
    const second = await invitationLink(email, resentAt);
    expect(second.token).not.toBe(first.token);
    expect((await mailbox()).filter((m) => m.destination.to.includes(email))).toHaveLength(2);

    const old = await setPassword(email, first.token, 'First!Pass2026');
    expect(old.status).toBe(400);
    expect(old.json.error.code).toBe('passwordResetInvalid');
    expect((await setPassword(email, second.token, 'Second!Pass2026')).status).toBe(200);
    expect((await rawLogin(email, 'demo', 'Second!Pass2026')).response.status).toBe(200);
  });

  it('refuses a member who has a password, in the caller’s language', async () => {
    const { user } = await addMember({ password: 'Given!Pass2026' });
    const res = await resend(lead, user.userId);
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({
      code: 'userInvitationHasPassword',
      message: ERROR_CATALOGUE.userInvitationHasPassword.en,
    });
    const fr = await lead.call('POST', `${USERS}/${user.userId}/invitation`, { lang: 'fr' });
    expect(fr.json.error.message).toBe(ERROR_CATALOGUE.userInvitationHasPassword.fr);
  });

  it('refuses a deactivated member', async () => {
    const { user } = await addMember();
    expect((await lead.call('PUT', `${USERS}/Status?active=false&userId=${user.userId}`)).status).toBe(200);
    const res = await resend(lead, user.userId);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('userInvitationInactive');
  });

  it('answers 404 for another agency’s user, and 403 without the right to edit the team', async () => {
    const { user } = await addMember();
    const foreign = await resend(siteAdmin, user.userId);
    expect(foreign.status).toBe(404);
    expect((await resend(lead, randomUUID())).status).toBe(404);
    const viewer = await resend(buyer, user.userId);
    expect(viewer.status).toBe(403);
  });
});
