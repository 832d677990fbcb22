import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiLogin, seriousViolations, useSessionIn, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';
import { openPage } from './support/page.js';

/**
 * The identity screens as a new user found them (issue 6 item 5): one's own profile without team rights,
 * and the platform-status card for site administrators only.
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

