import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { eventually } from '../helpers/api.js';
import { stackNow } from '../helpers/clock.js';
import {
  apiLogin,
  createMember,
  DEMO_PASSWORD,
  latestEmailTo,
  seriousViolations,
  useSessionIn,
  type ApiSession,
  type StoredEmail,
} from './support/app.js';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { closeBrowser, launchBrowser } from './support/browser.js';

const appUrl = inject('appUrl');
/** Logins hash passwords (a slow KDF by design) and the machine is small: waits allow for it. */
const POLL = { timeout: 15_000, interval: 100 };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let lead: ApiSession;

beforeAll(async () => {
  mkdirSync('test-results', { recursive: true });
  browser = await launchBrowser();
  lead = await apiLogin('lead@demo.example');
});
afterAll(async () => {
  await closeBrowser(browser);
});
beforeEach(async () => {
  context = await browser.newContext({
    baseURL: appUrl,
    locale: 'en-CA',
    viewport: { width: 1280, height: 860 },
  });
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

const h1 = () => page.locator('h1');
const path = () => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The login screen's two steps, as a user goes through them. */
async function logIn(p: Page, email: string, password: string, domain = 'demo'): Promise<void> {
  await p.getByLabel(/Agency domain|Domaine de l’organisme/).fill(domain);
  await p.getByRole('button', { name: /Log in with email and password|Se connecter avec courriel/ }).click();
  await p.getByLabel(/^Email|^Courriel/).fill(email);
  await p.getByLabel(/^Password|^Mot de passe/).fill(password);
  await p.getByRole('button', { name: /^(Log in|Se connecter)$/ }).click();
}

describe('login', () => {
  it('sends an anonymous visitor to /login with the full path, then back there after login', async () => {
    await page.goto('/team/all?x=1');
    await expect.poll(path, POLL).toBe('/login?redirect=%2Fteam%2Fall%3Fx%3D1');
    await expect.poll(() => h1().textContent(), POLL).toBe('Login');

    await logIn(page, 'lead@demo.example', DEMO_PASSWORD);

    await expect.poll(path, POLL).toBe('/team/all?x=1');
    await expect.poll(() => h1().textContent(), POLL).toBe('Team');
    await expect
      .poll(() => page.getByTestId('team-members').textContent(), POLL)
      .toContain('buyer@demo.example');
    expect(await page.getByRole('button', { name: /User menu/ }).textContent()).toContain('Lee Procter');

    // Logout from the user menu ends the session: the protected page asks for a login again.
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/login');
    await page.goto('/team/all');
    await expect.poll(path, POLL).toBe('/login?redirect=%2Fteam%2Fall');
  });

  it('refuses a wrong password, and a malformed username without sending anything (English, French)', async () => {
    const logins: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/login') logins.push(r.method());
    });
    await page.goto('/login');
    await logIn(page, 'lead@demo.example', 'not the password');
    await expect
      .poll(() => page.getByTestId('login-error').textContent())
      .toBe('The username or password is incorrect.');
    expect(logins).toEqual(['POST']);

    await page.getByLabel('Email').fill('lead@demo');
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // The message shows under the field and, as a link to it, in the error summary.
    await expect.poll(() => page.getByText('Invalid Email Format').count(), POLL).toBe(2);
    expect(await page.getByTestId('error-summary').getByRole('link').textContent()).toBe(
      'Email: Invalid Email Format',
    );
    expect(logins).toEqual(['POST']);

    // French: the server's message for the wrong password, the client's for the malformed username.
    await page.getByRole('button', { name: /Français/ }).click();
    await expect.poll(() => h1().textContent(), POLL).toBe('Connexion');
    await page.getByLabel('Courriel').fill('lead@demo.example');
    await page.getByLabel('Mot de passe').fill('pas le bon');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('login-error').textContent())
      .toBe("Le nom d'utilisateur ou le mot de passe est incorrect.");
    await page.getByLabel('Courriel').fill('x@y');
    await page.getByLabel('Mot de passe').fill('quelconque');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect.poll(() => page.getByText('Format de courriel non valide').count(), POLL).toBe(2);
    expect(logins).toEqual(['POST', 'POST']);

    // An unknown agency: the invalid domain message (400), in French.
    await page.getByRole('button', { name: /Domaine/ }).click();
    await page.getByLabel('Domaine de l’organisme').fill('no-such-agency');
    await page.getByRole('button', { name: /Se connecter avec courriel/ }).click();
    await expect
      .poll(() => page.getByTestId('login-error').textContent())
      .toBe("Nom d'organisme introuvable.");
    await page.screenshot({ path: 'test-results/login-errors-fr.png', fullPage: true });
  });

  it('choosing single sign-on for a local-only agency says it has none; a direct SSO start returns with it', async () => {
    const notConfigured =
      'Single sign-on is not configured for this agency yet. Contact your purchasing team administrator.';
    await page.goto('/login');
    await page.getByLabel('Agency domain').fill('demo');
    await page.getByRole('button', { name: 'Log in with single sign-on (SSO)' }).click();
    // demo is a local agency: the catalogue's message, and the browser neither leaves nor shows the local form.
    await expect.poll(() => page.getByTestId('login-error').textContent(), POLL).toBe(notConfigured);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByLabel('Password').count()).toBe(0);
    await page.goto('/api/v1/sso/ssoStart?domain=demo');
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/login');
    expect(new URL(page.url()).searchParams.get('err')).toBe('ssoNotConfigured');
    await expect.poll(() => page.getByTestId('login-error').textContent(), POLL).toBe(notConfigured);
  });

  it('tells an address throttled for its failures so at the form, not as a locked account', async () => {
    // The real throttle takes dozens of failures from one address, which would refuse every other login of
    // this lane: the login call answers the throttle's 429 here instead.
    const message = ERROR_CATALOGUE.tooManyRequests.en;
    await page.route('**/api/v1/login', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '600' },
        body: JSON.stringify({
          error: { code: 'tooManyRequests', status: 429, message, correlationId: 'e2e' },
        }),
      }),
    );
    await page.goto('/login');
    await logIn(page, 'anyone@demo.example', 'whatever-1');
    await expect.poll(() => page.getByTestId('login-error').textContent(), POLL).toBe(message);
    expect(await page.getByRole('alertdialog', { name: 'Account locked' }).count()).toBe(0);
    await page.unroute('**/api/v1/login');
  });

  it('locks an account after 5 wrong passwords; the lead unlocks it on the team screen; then it logs in', async () => {
    const member = await createMember(lead, 'locked');
    await page.goto('/login');
    const statuses: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/login') statuses.push(r.status());
    });
    await logIn(page, member.email, 'wrong-1');
    await expect.poll(() => statuses.length, POLL).toBe(1);
    for (let i = 2; i <= 5; i += 1) {
      await page.getByLabel('Password').fill(`wrong-${i}`);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect.poll(() => statuses.length, POLL).toBe(i);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const dialog = page.getByRole('alertdialog', { name: 'Account locked' });
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    expect(await dialog.textContent()).toContain('locked');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.count(), POLL).toBe(0);

    // The lead unlocks the account on the team screen.
    const leadContext = await browser.newContext({ baseURL: appUrl, locale: 'en-CA' });
    // The lead works in a second browser; the member uses the test's own page, signed out.
    try {
      await useSessionIn(leadContext, lead);
      const leadPage = await leadContext.newPage();
      await leadPage.goto('/team/all');
      const row = leadPage.locator(`tr[data-email="${member.email}"]`);
      await expect.poll(() => row.textContent(), POLL).toContain('Locked');
      await row.getByRole('button', { name: 'Unlock' }).click();
      await expect.poll(() => row.textContent(), POLL).not.toContain('Locked');
    } finally {
      await leadContext.close();
    }

    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/');
    await expect.poll(() => h1().textContent(), POLL).toBe('Welcome, Test locked');
  });

  it('resets a forgotten password through the emailed link, then logs in with the new one', async () => {
    const member = await createMember(lead, 'reset');
    const newPassword = 'Brand-new!Pass1';
    await page.goto('/login');
    await page.getByLabel('Agency domain').fill('demo');
    await page.getByRole('button', { name: 'Log in with email and password' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect.poll(() => h1().textContent(), POLL).toBe('Forgot Password');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect.poll(() => page.getByTestId('reset-sent').textContent(), POLL).toContain(member.email);
    expect(await page.getByText(/check your spam/).isVisible()).toBe(true);

    const email = await latestEmailTo(member.email);
    const link = `${email.body.html ?? ''} ${email.body.text ?? ''}`.match(/\/verifyEmail\?[^"'\s<>]+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!.replaceAll('&amp;', '&'));
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/resetpassword');
    await expect.poll(() => h1().textContent(), POLL).toBe('Reset password');

    const submit = page.getByRole('button', { name: 'Change the password' });
    await page.getByLabel('New password', { exact: true }).fill('short');
    expect(await page.locator('[data-rule="minLength"]').getAttribute('data-met')).toBe('false');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    expect(await page.locator('[data-met="false"]').count()).toBe(0);
    await page.getByLabel('Confirm the new password').fill(`${newPassword}x`);
    expect(await page.getByText('The passwords do not match.').isVisible()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Confirm the new password').fill(newPassword);
    await submit.click();
    await expect.poll(() => page.getByTestId('reset-done').isVisible(), POLL).toBe(true);
    // The form closes after 1 s, then the user is taken to the login screen.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/login');
    await expect.poll(() => page.getByText('Your password was changed.').isVisible(), POLL).toBe(true);

    await logIn(page, member.email, newPassword);
    await expect.poll(() => h1().textContent(), POLL).toBe('Welcome, Test reset');
  });
});

describe('session', () => {
  it('warns before the inactivity timeout, stays logged in once, then logs out with the message', async () => {
    const session = await apiLogin('evaluator@demo.example');
    const timeoutMs = session.info.sessionTimeoutMinutes * 60_000;
    await useSessionIn(context, session);
    await page.clock.install();
    await page.goto('/');
    await expect.poll(() => h1().textContent(), POLL).toBe('Welcome, Eve Valdez');
    // Every answer of the API counts as activity (docs/product/suppliers-and-accounts.md#sessions): a call of
    // the first load that ends after the clock jumps would close the warning, so the jumps start once the
    // page's calls are done.
    await page.waitForLoadState('networkidle');

    const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await page.clock.fastForward(timeoutMs - 45_000);
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    const countdown = await page.getByTestId('inactivity-countdown').textContent();
    expect(countdown).toMatch(/^0:(4[0-5]|3\d)$/);
    await page.clock.fastForward(5_000);
    await expect.poll(() => page.getByTestId('inactivity-countdown').textContent(), POLL).not.toBe(countdown);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/inactivity-dialog.png' });

    await dialog.getByRole('button', { name: 'Stay logged in' }).click();
    await expect.poll(() => dialog.count(), POLL).toBe(0);

    await page.clock.fastForward(timeoutMs - 30_000);
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    await page.clock.fastForward(31_000);
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/login');
    expect(new URL(page.url()).searchParams.get('err')).toBe('sessionExpired');
    await expect
      .poll(() => page.getByTestId('login-error').textContent())
      .toBe('Your session has expired after a period of inactivity. Please log in again.');
    // The server session was signed off too.
    expect((await session.call('POST', '/api/v1/login/validate')).status).toBe(401);
  });

  it('the inactivity dialog has no serious axe violations in French', async () => {
    const session = await apiLogin('evaluator@demo.example');
    await useSessionIn(context, session);
    await context.addInitScript(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.clock.install();
    await page.goto('/');
    await expect.poll(() => h1().textContent(), POLL).toBe('Bienvenue, Eve Valdez');
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward(session.info.sessionTimeoutMinutes * 60_000 - 30_000);
    const dialog = page.getByRole('alertdialog', { name: 'Êtes-vous toujours là?' });
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Rester connecté' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a 401 from a call ends the session and opens /login with the message', async () => {
    await useSessionIn(context, await apiLogin('lead@demo.example'));
    await page.goto('/team/all');
    await expect.poll(() => page.getByTestId('team-members').isVisible(), POLL).toBe(true);

    await context.clearCookies({ name: 'tb_session' });
    await page.getByRole('tab', { name: 'Departments and divisions' }).click();

    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/login');
    expect(new URL(page.url()).searchParams.get('err')).toBe('unauthorized');
    await expect
      .poll(() => page.getByTestId('login-error').textContent(), POLL)
      .toBe('Your session has expired. Please log in again.');
  });
});

describe('permissions in the browser', () => {
  it('the buyer sees Access Denied on the control panel and locked team controls', async () => {
    await useSessionIn(context, await apiLogin('buyer@demo.example'));
    await page.goto('/control-panel/account-information');
    await expect.poll(() => h1().textContent(), POLL).toBe('Access Denied');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'Control panel' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Team' }).count()).toBe(1);

    await nav.getByRole('link', { name: 'Team' }).click();
    await expect.poll(() => h1().textContent(), POLL).toBe('Team');
    const add = page.locator('[data-locked-control="addTeamMember"]');
    await expect.poll(() => add.isVisible(), POLL).toBe(true);
    expect(await add.getByRole('link', { name: 'Add a team member' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await add.hover();
    const tip = add.getByRole('tooltip');
    await expect.poll(() => tip.isVisible(), POLL).toBe(true);
    expect(await tip.textContent()).toBe('You do not have permission to edit this property');
    // Row actions are disabled too.
    const rowButtons = page.locator('[data-locked-control="teamMemberForm"] button');
    await expect.poll(() => rowButtons.count(), POLL).toBeGreaterThan(0);
    for (const button of await rowButtons.all()) expect(await button.isDisabled()).toBe(true);
    await page.screenshot({ path: 'test-results/team-buyer.png', fullPage: true });
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`the login page and the team page have no serious axe violations (${lang})`, async () => {
      await context.addInitScript((l) => localStorage.setItem('tenderbox.language', l), lang);
      await page.goto('/login');
      await page.getByLabel(lang === 'en' ? 'Agency domain' : 'Domaine de l’organisme').fill('demo');
      await page
        .getByRole('button', {
          name: lang === 'en' ? 'Log in with email and password' : /Se connecter avec courriel/,
        })
        .click();
      await page.getByLabel(lang === 'en' ? 'Email' : 'Courriel').fill('bad@');
      await page.getByLabel(lang === 'en' ? 'Password' : 'Mot de passe').fill('x');
      await page
        .getByRole('button', { name: lang === 'en' ? 'Log in' : 'Se connecter', exact: true })
        .click();
      await expect
        .poll(() =>
          page
            .getByTestId('error-summary')
            .getByRole('link', {
              name: lang === 'en' ? 'Invalid Email Format' : 'Format de courriel non valide',
            })
            .isVisible(),
        )
        .toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      await useSessionIn(context, await apiLogin('buyer@demo.example'));
      await page.goto('/team/all');
      await expect.poll(() => page.getByTestId('team-members').isVisible(), POLL).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: lang === 'en' ? 'Groups' : 'Groupes' }).click();
      await expect.poll(() => page.locator('table').count(), POLL).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

describe('member invitation (docs/decisions/020)', () => {
  /** Every email to the address, oldest first, once there are at least `count`. */
  async function emailsTo(address: string, count: number): Promise<StoredEmail[]> {
    const endpoint = inject('stackEnv').AWS_ENDPOINT_URL_SESV2;
    return eventually(
      async () => {
        const store = (await (await fetch(`${endpoint}/store`)).json()) as { emails: StoredEmail[] };
        const mine = store.emails.filter((e) => e.destination.to.includes(address));
        return mine.length >= count ? mine : undefined;
      },
      150,
      100,
      `fewer than ${count} emails to ${address}`,
    );
  }

  const invitationLinkIn = (email: StoredEmail) =>
    `${email.body.html ?? ''} ${email.body.text ?? ''}`
      .match(/\/verifyEmail\?[^"'\s<>]+/)?.[0]
      ?.replaceAll('&amp;', '&');

  it('the invitation email followed from the mailbox to a first login', async () => {
    const leadContext = await browser.newContext({ baseURL: appUrl, locale: 'en-CA' });
    // The lead works in a second browser; the member uses the test's own page, signed out.
    await useSessionIn(leadContext, lead);
    const leadPage = await leadContext.newPage();
    const address = `ines-${stackNow().toString(36)}@demo.example`;
    await leadPage.goto('/team/addteammember');
    await expect.poll(() => leadPage.locator('h1').textContent(), POLL).toBe('Add a team member');
    await leadPage.getByLabel('First name').fill('Ines');
    await leadPage.getByLabel('Last name').fill('Invited');
    await leadPage.getByLabel('Email', { exact: true }).fill(address);
    await leadPage.getByRole('button', { name: 'Add the team member' }).click();
    await leadPage.waitForURL(/\/team\/teammember\/[^/]+$/);
    await expect.poll(() => leadPage.locator('h1').textContent(), POLL).toBe('Ines Invited');

    // The invitation went out; the member page says there is no password yet and offers to send it again.
    const [invitation] = await emailsTo(address, 1);
    expect(invitation!.subject).toBe('You were added to the City of Demoville team on Tenderbox');
    expect(await leadPage.getByText('No password yet').isVisible()).toBe(true);
    const resend = leadPage.getByRole('button', { name: 'Send the invitation again' });
    await resend.click();
    await expect
      .poll(() => leadPage.getByText(`A new invitation was sent to ${address}.`).count(), POLL)
      .toBeGreaterThan(0);
    const emails = await emailsTo(address, 2);
    const first = invitationLinkIn(emails[0]!);
    expect(first).toBeDefined();
    const newest = invitationLinkIn(emails.at(-1)!);
    expect(newest).toBeDefined();
    expect(newest).not.toBe(first);

    // The member follows the newest link, chooses a password and logs in with it.
    await page.goto(newest!);
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/resetpassword');
    // An invitation, not a reset: the screen welcomes the new member.
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Choose your password');
    expect(await page.getByText('Welcome to Tenderbox.', { exact: false }).isVisible()).toBe(true);
    expect(await page.title()).toContain('Choose your password');
    const password = 'First-login!2026';
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm the new password').fill(password);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect.poll(() => page.getByTestId('reset-done').isVisible(), POLL).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/login');
    await logIn(page, address, password);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Welcome, Ines Invited');

    // The lead's member page no longer offers an invitation: the member has a password.
    await leadPage.reload();
    await expect.poll(() => leadPage.locator('h1').textContent(), POLL).toBe('Ines Invited');
    expect(await leadPage.getByRole('button', { name: 'Send the invitation again' }).count()).toBe(0);
    await leadContext.close();
  });
});
