import { NAME_MAX_LENGTH } from '../../shared/domain/limits.js';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { stackNow } from '../helpers/clock.js';
import { apiLogin, useSessionIn, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';

/**
 * The team screens as a procurement lead uses them
 * (docs/product/suppliers-and-accounts.md#team-administration): what the user sees after each step and, where
 * it matters, what the API now holds. Each test makes its own members and groups through the API where the UI
 * is not what it tests.
 */

const appUrl = inject('appUrl');

let browser: Browser;
let context: BrowserContext;
let page: Page;
let lead: ApiSession;

/** A name no other test (or run) uses. */
let counter = 0;
const unique = (label: string) => `${label}-${stackNow().toString(36)}${(counter += 1)}`;

beforeAll(async () => {
  mkdirSync('test-results', { recursive: true });
  browser = await launchBrowser();
  lead = await apiLogin('lead@demo.example');
});
afterAll(async () => {
  await closeBrowser(browser);
});
beforeEach(async () => {
  context = await newContext(lead);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

async function newContext(session: ApiSession): Promise<BrowserContext> {
  const created = await browser.newContext({
    baseURL: appUrl,
    locale: 'en-CA',
    viewport: { width: 1280, height: 900 },
  });
  await useSessionIn(created, session);
  return created;
}

// ------------------------------------------------------------------------------------------ API helpers

const usersPath = (s: ApiSession) => `/api/v1/customer/${s.info.customer.customerId}/Users`;
const nodePath = (s: ApiSession) =>
  `/api/v1/customer/${s.info.customer.customerId}/node/${s.info.customer.customerNodeId}`;

interface ApiUser {
  userId: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  username: string;
  active: boolean;
  groupIds: string[];
  avatarUrl?: string;
  version: number;
}
interface ApiGroup {
  userGroupId: string;
  name: string;
  permissionIds: string[];
  users?: { userId: string }[];
  version: number;
}
interface ApiDepartment {
  departmentId: string;
  name: string;
  divisions?: { divisionId: string; name: string }[];
}

/** The DTO's values of an envelope answer, whatever the DTO is called. */
function values<T>(json: any): T {
  const dto = Object.values(json.data as Record<string, { values: T }>)[0];
  return dto!.values;
}

async function getUser(userId: string): Promise<ApiUser> {
  const answer = await lead.call('GET', `${usersPath(lead)}?userId=${userId}`);
  expect(answer.status).toBe(200);
  return values<ApiUser>(answer.json);
}

async function listUsers(): Promise<ApiUser[]> {
  return values<ApiUser[]>((await lead.call('GET', usersPath(lead))).json);
}

async function listGroups(): Promise<ApiGroup[]> {
  return values<ApiGroup[]>(
    (await lead.call('GET', `${nodePath(lead)}/UserGroups?filter.fields=Users`)).json,
  );
}

async function listDepartments(): Promise<ApiDepartment[]> {
  return values<ApiDepartment[]>(
    (await lead.call('GET', `${nodePath(lead)}/Departments?filter.fields=Divisions`)).json,
  );
}

async function createGroupApi(name: string, permissionIds: string[]): Promise<ApiGroup> {
  const answer = await lead.call('POST', `${nodePath(lead)}/UserGroups`, {
    name,
    permissionIds,
    confirmNoDepartmentPermissions: true,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(300);
  return values<ApiGroup>(answer.json);
}

async function createUserApi(input: {
  lastName: string;
  groupIds?: string[];
  password?: string;
}): Promise<ApiUser> {
  const answer = await lead.call('POST', usersPath(lead), {
    firstName: 'Tess',
    lastName: input.lastName,
    email: `${input.lastName.toLowerCase()}@demo.example`,
    groupIds: input.groupIds ?? [],
    ...(input.password ? { password: input.password } : {}),
  });
  expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(300);
  return values<ApiUser>(answer.json);
}

// ------------------------------------------------------------------------------------------- UI helpers

/** expect.poll with room for this 2-core machine: a screen may take a few seconds to load its data. */
function poll<T>(read: () => T | Promise<T>, timeout = 10_000) {
  return expect.poll(read, { timeout, interval: 100 });
}

/** The error text shown under a labelled field (Amplify links it with aria-describedby). */
async function fieldError(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ').trim();
}

/** Records the API calls the page makes that match a pattern. */
function recordCalls(p: Page, pattern: RegExp): Request[] {
  const seen: Request[] = [];
  p.on('request', (r) => {
    if (pattern.test(r.url())) seen.push(r);
  });
  return seen;
}

/** A 1×1 PNG: small, real, accepted by the server's signature check. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// ------------------------------------------------------------------------------------------------ tests

describe('team members', () => {
  it('adds a member: field errors (client and 400), the duplicate email (409), then the new member', async () => {
    const posts = recordCalls(page, /\/Users$/);
    await page.goto('/team/addteammember');
    await poll(() => page.locator('h1').textContent()).toBe('Add a team member');
    const first = page.getByLabel('First name');
    const last = page.getByLabel('Last name');
    const email = page.getByLabel('Email', { exact: true });
    const submit = page.getByRole('button', { name: 'Add the team member' });

    // Empty form: each field says what the server would (an empty email is not an email), under itself;
    // nothing is sent.
    await submit.click();
    await poll(() => fieldError(first)).toContain('This field is required.');
    expect(await fieldError(last)).toContain('This field is required.');
    expect(await fieldError(email)).toContain('Invalid Email Format');
    expect(await first.getAttribute('aria-invalid')).toBe('true');

    // The browser's own check of the email format.
    await first.fill('Nadia');
    await last.fill('Newcomb');
    await email.fill('nadia@nowhere');
    await submit.click();
    await poll(() => fieldError(email)).toContain('Invalid Email Format');
    expect(await fieldError(first)).not.toContain('required');
    expect(posts.filter((r) => r.method() === 'POST')).toHaveLength(0);

    // The server's check: the request is altered on its way so that the real API answers 400 for the email.
    await page.route(/\/Users$/, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, email: 'not an email' }) });
    });
    await email.fill('nadia.valid@demo.example');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => /\/Users$/.test(r.url()) && r.request().method() === 'POST'),
      submit.click(),
    ]);
    expect(refused.status()).toBe(400);
    await poll(() => fieldError(email)).toContain('Invalid Email Format');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await page.unroute(/\/Users$/);

    // A duplicate email: the catalogue's 409 message.
    await email.fill('lead@demo.example');
    await submit.click();
    await poll(() => fieldError(email)).toContain('Email is already in use.');

    // A free email with a username already taken (the lead's username is their email).
    const address = `${unique('nadia')}@demo.example`;
    const usernameField = page.getByLabel('Username');
    await email.fill(address);
    await usernameField.fill('lead@demo.example');
    await submit.click();
    await poll(() => fieldError(usernameField)).toContain('This username already exists in the agency.');
    expect(await fieldError(email)).not.toContain('already');

    // Success: with a username and a group, the member page opens and the list shows the member.
    const username = unique('nnewcomb');
    await usernameField.fill(username);
    await page.getByRole('checkbox', { name: 'Purchasing Team' }).check();
    await submit.click();
    await page.waitForURL(/\/team\/teammember\/[^/]+$/);
    await poll(() => page.locator('h1').textContent()).toBe('Nadia Newcomb');
    expect(await page.getByText('The team member was added.').count()).toBeGreaterThan(0);
    const userId = page.url().split('/').pop()!;
    const saved = await getUser(userId);
    const purchasing = (await listGroups()).find((g) => g.name === 'Purchasing Team')!;
    expect(saved).toMatchObject({
      firstName: 'Nadia',
      lastName: 'Newcomb',
      email: address,
      username,
      active: true,
      groupIds: [purchasing.userGroupId],
    });

    await page.getByRole('link', { name: 'Back to the team' }).click();
    const row = page.locator(`tr[data-email="${address}"]`);
    await poll(() => row.textContent()).toContain('Nadia Newcomb');
    expect(await row.textContent()).toContain('Purchasing Team');
    expect(await row.textContent()).toContain('Active');
    await page.screenshot({ path: 'test-results/team-all.png', fullPage: true });
  });

  it('edits a member: the change stays after a reload, a stale second tab gets the conflict; deactivate and reactivate', async () => {
    const purchasing = (await listGroups()).find((g) => g.name === 'Purchasing Team')!;
    const member = await createUserApi({ lastName: unique('Edit'), groupIds: [purchasing.userGroupId] });
    const other = await context.newPage();
    await Promise.all([
      page.goto(`/team/teammember/${member.userId}`),
      other.goto(`/team/teammember/${member.userId}`),
    ]);
    for (const p of [page, other]) await poll(() => p.locator('h1').textContent()).toBe(member.fullName);

    await page.getByLabel('Last name').fill('Renamed');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => page.getByText('The team member was saved.').count()).toBeGreaterThan(0);
    await page.reload();
    await poll(() => page.getByLabel('Last name').inputValue()).toBe('Renamed');
    expect(await page.locator('h1').textContent()).toBe('Tess Renamed');
    expect((await getUser(member.userId)).lastName).toBe('Renamed');

    // The second tab still holds the first version: its save is refused with the conflict message.
    await other.getByLabel('First name').fill('Stale');
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => other.getByTestId('member-form').textContent()).toContain(
      'This record was changed by someone else. Reload it and try again.',
    );
    expect((await getUser(member.userId)).firstName).toBe('Tess');
    await other.close();

    // Deactivate, then reactivate: the member comes back in no group
    // (docs/product/suppliers-and-accounts.md#team-administration).
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const account = page.locator('section.tb-card').first();
    await poll(() => account.textContent()).toContain('Deactivated');
    expect((await getUser(member.userId)).active).toBe(false);
    await page.getByRole('button', { name: 'Activate' }).click();
    await poll(() => account.textContent()).toContain('Active');
    const back = await getUser(member.userId);
    expect(back).toMatchObject({ active: true, groupIds: [] });
    await poll(() => page.getByRole('checkbox', { name: 'Purchasing Team' }).isChecked()).toBe(false);
  });

  it('a 100-character name without spaces wraps: neither the team list nor the member page grows wider than the window', async () => {
    const longName = `${unique('Long')}${'x'.repeat(100)}`.slice(0, NAME_MAX_LENGTH);
    expect(longName).toHaveLength(NAME_MAX_LENGTH);
    const member = await createUserApi({ lastName: longName });
    const fitsTheWindow = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/team/all');
    await poll(() => page.getByText(longName, { exact: false }).count()).toBeGreaterThan(0);
    expect(await fitsTheWindow()).toBe(true);
    await page.goto(`/team/teammember/${member.userId}`);
    await poll(() => page.locator('h1').textContent()).toBe(member.fullName);
    expect(await fitsTheWindow()).toBe(true);
  });

  it('one’s own profile cannot be deactivated: no control, and the API refuses with the message', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('link', { name: 'My profile' }).click();
    await poll(() => page.locator('h1').textContent()).toBe('My profile');
    expect(new URL(page.url()).pathname).toBe('/profile');
    // The lead edits their own record in team administration, linked from the profile.
    await page.getByRole('link', { name: 'Edit in team administration' }).click();
    await poll(() => new URL(page.url()).pathname).toBe(`/team/teammember/${lead.info.user.userId}`);
    await poll(() => page.locator('h1').textContent()).toBe('My profile');
    await poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe('lead@demo.example');
    expect(await page.getByRole('button', { name: /Deactivate/ }).count()).toBe(0);

    await page.goto('/team/all');
    const mine = page.locator('tr[data-email="lead@demo.example"]');
    await poll(() => mine.textContent()).toContain('(you)');
    expect(await mine.getByRole('button', { name: /Deactivate/ }).count()).toBe(0);

    const forced = await lead.call(
      'PUT',
      `${usersPath(lead)}/Status?active=false&userId=${lead.info.user.userId}`,
    );
    expect(forced.status).toBe(409);
    expect(JSON.stringify(forced.json)).toContain('You cannot deactivate yourself.');
    expect((await getUser(lead.info.user.userId)).active).toBe(true);
  });

  it('avatar: a small PNG is uploaded and shown; a GIF or a file over 2 MB is refused without a call', async () => {
    const member = await createUserApi({ lastName: unique('Avatar') });
    const uploads = recordCalls(page, /\/Users\/Upload/);
    await page.goto(`/team/teammember/${member.userId}`);
    const input = page.getByLabel('Profile picture');
    const account = page.getByRole('region', { name: 'Account' });
    await poll(() => input.isEnabled()).toBe(true);

    await input.setInputFiles({ name: 'party.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await poll(() => account.getByRole('alert').textContent()).toBe(
      'Invalid file format: choose a JPG, JPEG or PNG picture.',
    );
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]),
    });
    await poll(() => account.getByRole('alert').textContent()).toBe('The picture is larger than 2 MB.');
    expect(uploads).toHaveLength(0);

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
    const picture = page.getByRole('img', { name: `Profile picture of ${member.fullName}` });
    await poll(() => picture.count()).toBe(1);
    await poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(uploads).toHaveLength(1);
    expect(await account.getByRole('alert').count()).toBe(0);
    expect(await page.getByText('The picture was uploaded.').count()).toBeGreaterThan(0);
    expect((await getUser(member.userId)).avatarUrl).toBeTruthy();
  });
});

describe('groups', () => {
  it('creates a group, picks permissions, confirms no department permission, adds a member, refuses a duplicate name, deletes it', async () => {
    const member = await createUserApi({ lastName: unique('Grouped') });
    const name = unique('Buyers');
    await page.goto('/team/all?tab=groups');
    await page.getByLabel('Group name').fill(name);
    await page.getByRole('button', { name: 'Add the group' }).click();
    await page.waitForURL(/\/team\/groups\/[^/]+$/);
    await poll(() => page.locator('h1').textContent()).toBe(`Group: ${name}`);
    const groupId = page.url().split('/').pop()!;

    // Permissions by category: Build view and edit, Reports view.
    const category = (label: string) => page.getByRole('group', { name: label, exact: true });
    await category('Build').getByRole('checkbox', { name: 'View' }).check();
    await category('Build').getByRole('checkbox', { name: 'Edit' }).check();
    await category('Reports').getByRole('checkbox', { name: 'View' }).check();
    await page.getByRole('button', { name: 'Save the group' }).click();
    const question = page.getByTestId('no-department-dialog');
    await poll(() => question.isVisible()).toBe(true);
    expect(await question.textContent()).toContain('No department permissions');
    await question.getByRole('button', { name: 'Save anyway' }).click();
    await poll(() => page.getByText('The group was saved.').count()).toBeGreaterThan(0);
    let saved = (await listGroups()).find((g) => g.userGroupId === groupId)!;
    expect([...saved.permissionIds].sort()).toEqual(['build.edit', 'build.view', 'reports.view']);

    // Add the member.
    await page.getByLabel('Team member to add').selectOption(member.userId);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await poll(() => page.getByTestId('group-members').textContent()).toContain(member.fullName);
    saved = (await listGroups()).find((g) => g.userGroupId === groupId)!;
    expect(saved.users?.map((u) => u.userId)).toEqual([member.userId]);
    expect((await getUser(member.userId)).groupIds).toEqual([groupId]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'test-results/team-group.png', fullPage: true });

    // A duplicate name: the catalogue message under the name.
    await page.getByLabel('Group name').fill('Purchasing Team');
    await page.getByRole('button', { name: 'Save the group' }).click();
    await question.getByRole('button', { name: 'Save anyway' }).click();
    const nameField = page.getByLabel('Group name');
    await poll(() => fieldError(nameField)).toContain('A user group with this name already exists.');
    expect((await listGroups()).find((g) => g.userGroupId === groupId)!.name).toBe(name);

    // Delete, after the confirmation.
    await page.getByRole('button', { name: 'Delete the group' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(/\/team\/all\?tab=groups$/);
    await poll(() => page.getByRole('link', { name: 'Purchasing Team' }).count()).toBe(1);
    // The list is the one after the deletion at once, not a stale copy that corrects itself later.
    expect(await page.getByRole('link', { name }).count()).toBe(0);
    expect((await listGroups()).some((g) => g.userGroupId === groupId)).toBe(false);
    expect((await getUser(member.userId)).groupIds).toEqual([]);
  });
});

describe('departments and divisions', () => {
  it('creates, renames and deletes a department and a division, with the duplicate-name message', async () => {
    const department = unique('Public Works');
    const renamed = unique('Infrastructure');
    await page.goto('/team/all?tab=departments');
    const add = page.getByRole('form', { name: 'Add the department' });
    await add.getByLabel('Department name').fill(department);
    await add.getByRole('button', { name: 'Add the department' }).click();
    const card = () => page.getByRole('region', { name: department });
    await poll(() => card().count()).toBe(1);

    // The same name again (any case): refused with the catalogue message under the field.
    await add.getByLabel('Department name').fill(department.toUpperCase());
    await add.getByRole('button', { name: 'Add the department' }).click();
    await poll(() => fieldError(add.getByLabel('Department name'))).toContain(
      'A department with this name already exists.',
    );

    // A division.
    await card().getByLabel('Division name').fill('Roads');
    await card().getByRole('button', { name: 'Add the division' }).click();
    await poll(() => card().textContent()).toContain('Roads');
    let stored = (await listDepartments()).find((d) => d.name === department)!;
    expect(stored.divisions?.map((v) => v.name)).toEqual(['Roads']);

    // Rename the division, then the department (a duplicate first, then a free name).
    await card().getByRole('button', { name: 'Rename Roads' }).click();
    await card().getByLabel('New name of Roads').fill('Roads and Bridges');
    await card().getByRole('button', { name: 'Save the name' }).click();
    await poll(() => card().textContent()).toContain('Roads and Bridges');
    const other = unique('Parks');
    expect((await lead.call('POST', `${nodePath(lead)}/Departments`, { name: other })).status).toBeLessThan(
      300,
    );
    await page.reload();
    await card()
      .getByRole('button', { name: `Rename ${department}` })
      .click();
    const newName = card().getByLabel(`New name of ${department}`);
    await newName.fill(other);
    await card().getByRole('button', { name: 'Save the name' }).click();
    await poll(() => fieldError(newName)).toContain('A department with this name already exists.');
    await newName.fill(renamed);
    await card().getByRole('button', { name: 'Save the name' }).click();
    const renamedCard = page.getByRole('region', { name: renamed });
    await poll(() => renamedCard.count()).toBe(1);
    expect(await card().count()).toBe(0);
    stored = (await listDepartments()).find((d) => d.departmentId === stored.departmentId)!;
    expect(stored.name).toBe(renamed);
    expect(stored.divisions?.map((v) => v.name)).toEqual(['Roads and Bridges']);

    // Delete the division, then the department.
    await renamedCard.getByRole('button', { name: 'Delete Roads and Bridges' }).click();
    await poll(() => renamedCard.textContent()).toContain('No divisions.');
    await renamedCard.getByRole('button', { name: `Delete ${renamed}` }).click();
    await poll(() => renamedCard.count()).toBe(0);
    expect((await listDepartments()).some((d) => d.departmentId === stored.departmentId)).toBe(false);
  });
});

describe('realtime', () => {
  it('a second window of the lead shows a new group without a reload', async () => {
    const watcher = await newContext(lead);
    try {
      const second = await watcher.newPage();
      await second.goto('/team/all?tab=groups');
      await poll(() => second.getByRole('link', { name: 'Purchasing Team' }).count()).toBe(1);
      const name = unique('Realtime');
      await page.goto('/team/all?tab=groups');
      await page.getByLabel('Group name').fill(name);
      await page.getByRole('button', { name: 'Add the group' }).click();
      await page.waitForURL(/\/team\/groups\//);
      await poll(() => second.getByRole('link', { name }).count()).toBe(1);
    } finally {
      await watcher.close();
    }
  });

  it('a member’s open team page unlocks “add a team member” when the lead gives the group teamMembers.edit', async () => {
    const group = await createGroupApi(unique('Viewers'), ['teamMembers.view']);
    const password = 'Viewer!2026x';
    const viewer = await createUserApi({
      lastName: unique('Viewer'),
      groupIds: [group.userGroupId],
      password,
    });
    const viewerSession = await apiLogin(viewer.email, password);
    const viewerContext = await newContext(viewerSession);
    try {
      const theirs = await viewerContext.newPage();
      await theirs.goto('/team/all');
      const addLink = theirs.getByTestId('add-team-member');
      await poll(() => addLink.getAttribute('aria-disabled')).toBe('true');

      await page.goto(`/team/groups/${group.userGroupId}`);
      await page
        .getByRole('group', { name: 'Team member', exact: true })
        .getByRole('checkbox', { name: 'Edit' })
        .check();
      await page.getByRole('button', { name: 'Save the group' }).click();
      await page.getByTestId('no-department-dialog').getByRole('button', { name: 'Save anyway' }).click();
      await poll(() => page.getByText('The group was saved.').count()).toBeGreaterThan(0);

      await poll(() => addLink.getAttribute('aria-disabled')).toBeNull();
      await addLink.click();
      await theirs.waitForURL(/\/team\/addteammember$/);
      expect(await theirs.getByLabel('First name').isEnabled()).toBe(true);
    } finally {
      await viewerContext.close();
    }
  });
});

describe('site administrator', () => {
  it('switches to City of Demoville, then the team lists its members; a dirty form blocks the switch', async () => {
    const admin = await apiLogin('siteadmin@tenderbox.example', undefined, 'tenderbox');
    const adminContext = await newContext(admin);
    try {
      const p = await adminContext.newPage();
      const openMenu = () => p.getByRole('button', { name: /User menu/ }).click();
      await p.goto('/team/all');
      await poll(() => p.locator('tr[data-email="siteadmin@tenderbox.example"]').count()).toBe(1);

      await openMenu();
      await p.getByRole('button', { name: 'Switch agency' }).click();
      const dialog = p.getByTestId('switch-agency-dialog');
      await dialog.getByRole('searchbox').fill('Demo');
      const demo = dialog.getByRole('button', { name: /City of Demoville/ });
      await poll(() => demo.count()).toBe(1);
      await demo.click();
      await poll(() => dialog.count()).toBe(0);
      await openMenu();
      await poll(() => p.locator('.tb-menu-note').first().textContent()).toContain('City of Demoville');
      await p.keyboard.press('Escape');

      await p
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Team' })
        .click();
      await poll(() => p.locator('tr[data-email="lead@demo.example"]').count()).toBe(1);
      expect(await p.locator('tr[data-email="siteadmin@tenderbox.example"]').count()).toBe(0);

      // Start editing Demoville's buyer: the switch now only warns.
      await p.locator('tr[data-email="buyer@demo.example"]').getByRole('link').click();
      await poll(() => p.getByLabel('Last name').inputValue()).toBe('Byers');
      await p.getByLabel('Last name').fill('Byers-Changed');
      await openMenu();
      await p.getByRole('button', { name: 'Switch agency' }).click();
      await poll(() => dialog.textContent()).toMatch(/unsaved/i);
      expect(await dialog.getByRole('searchbox').count()).toBe(0);
      expect(await dialog.getByRole('button', { name: /Tenderbox|City of Demoville/ }).count()).toBe(0);
      expect((await listUsers()).find((u) => u.email === 'buyer@demo.example')!.lastName).toBe('Byers');
    } finally {
      await adminContext.close();
    }
  });
});
