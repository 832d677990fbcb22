import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiLogin, seriousViolations, useSessionIn, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';
import { openPage } from './support/page.js';

/**
 * The identity screens as a new user found them (issue 6 item 5): one's own profile without team rights,
 * the platform-status card for site administrators only, the login screen's error codes and odd URLs.
 */

const POLL = { timeout: 15_000 };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let evaluator: ApiSession;

const h1 = () => page.locator('h1');

beforeAll(async () => {
  [browser, evaluator] = await Promise.all([launchBrowser(), apiLogin('evaluator@demo.example')]);
});
afterAll(() => closeBrowser(browser));
beforeEach(async () => {
  ({ context, page } = await openPage(browser));
});
afterEach(() => context.close());

describe('my profile', () => {
  it('the evaluator opens My profile from the user menu and sees their own record, not Access Denied', async () => {
    await useSessionIn(context, evaluator);
    await page.goto('/');
    await expect.poll(() => h1().textContent(), POLL).toBe('Welcome, Eve Valdez');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /User menu/ }).click({ timeout: 10_000 });
    await page.getByRole('link', { name: 'My profile' }).click();
    await expect.poll(() => h1().textContent(), POLL).toBe('My profile');
    expect(new URL(page.url()).pathname).toBe('/profile');
    await expect.poll(() => page.locator('dl').textContent(), POLL).toContain('Eve Valdez');
    expect(await page.locator('dl').textContent()).toContain('evaluator@demo.example');
    expect(await page.getByText('Access Denied').count()).toBe(0);
    // No team rights: no link into team administration.
    expect(await page.getByRole('link', { name: 'Edit in team administration' }).count()).toBe(0);
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`the profile page has no serious axe violations (${lang})`, async () => {
      await useSessionIn(context, evaluator);
      await context.addInitScript((l) => localStorage.setItem('tenderbox.language', l), lang);
      await page.goto('/profile');
      await expect.poll(() => h1().textContent(), POLL).toBe(lang === 'en' ? 'My profile' : 'Mon profil');
      await expect.poll(() => page.locator('dl').textContent(), POLL).toContain('Eve Valdez');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

describe('platform status', () => {
  it('a site administrator sees each service and its latency; the evaluator sees no card and no call', async () => {
    await useSessionIn(context, await apiLogin('siteadmin@tenderbox.example', undefined, 'tenderbox'));
    await page.goto('/');
    const status = page.getByRole('region', { name: 'Platform status' });
    await expect.poll(() => status.textContent(), POLL).toContain('Database');
    expect(await status.textContent()).toContain('Workflows');
    expect(await status.textContent()).toMatch(/\d+ ms/);
    expect(await seriousViolations(page)).toEqual([]);
    await context.clearCookies();

    const details: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/system/health')) details.push(r.url());
    });
    await useSessionIn(context, evaluator);
    await page.goto('/');
    await expect.poll(() => h1().textContent(), POLL).toBe('Welcome, Eve Valdez');
    await expect.poll(() => page.locator('footer').textContent(), POLL).toContain('Version');
    expect(await page.getByRole('region', { name: 'Platform status' }).count()).toBe(0);
    expect(details).toEqual([]);
  });
});

describe('/login?err= carries a catalogue code', () => {
  it('shows nothing for text in the URL, and the catalogue message for a known code', async () => {
    await page.goto('/login?err=Your%20account%20is%20suspended%2C%20call%20555-0100');
    await expect.poll(() => page.getByLabel('Agency domain').isVisible(), POLL).toBe(true);
    // Give a message the time it would take to load: still nothing.
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('login-error').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain('suspended');

    await page.goto('/login?err=lockedOut');
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('login-error').count()).toBe(0);

    await page.goto('/login?err=sessionExpired');
    await expect
      .poll(() => page.getByTestId('login-error').textContent(), POLL)
      .toBe('Your session has expired after a period of inactivity. Please log in again.');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the code’s message in French, without serious axe violations', async () => {
    await context.addInitScript(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.goto('/login?err=sessionExpired');
    await expect
      .poll(() => page.getByTestId('login-error').textContent(), POLL)
      .toBe('Votre session a expiré après une période d’inactivité. Veuillez vous reconnecter.');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('odd URLs', () => {
  for (const path of ['/%00', '/a%2Fb', '/team/%00', '/%E0%A4%A']) {
    it(`${path} shows the app’s not-found page inside the layout`, async () => {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(200);
      await expect.poll(() => h1().textContent(), POLL).toBe('Page not found');
      expect(await page.locator('header').count()).toBeGreaterThan(0);
      expect(await page.locator('footer').count()).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: 'Go to the dashboard' }).isVisible()).toBe(true);
    });
  }

  it('the not-found page has no serious axe violations in French, and signed in too', async () => {
    await useSessionIn(context, evaluator);
    await context.addInitScript(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.goto('/team/%00');
    await expect.poll(() => h1().textContent(), POLL).toBe('Page introuvable');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Aller au tableau de bord' }).click();
    await expect.poll(() => h1().textContent(), POLL).toBe('Bienvenue, Eve Valdez');
  });
});
