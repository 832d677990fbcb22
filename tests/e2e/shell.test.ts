import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { apiLogin, seriousViolations, useSessionIn, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';

const appUrl = inject('appUrl');
const packageVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/**
 * The year by the browser's own clock: the footer shows it (eslint.config.js leaves app-footer.tsx on the
 * browser's clock), not the stack's, which a test may have moved.
 */
const browserYear = (on: Page) =>
  // eslint-disable-next-line no-restricted-syntax -- runs in the browser, whose own year the footer shows
  on.evaluate(() => new Date().getFullYear());

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The screens behind the login are reached with the lead's session (the login screen has its own tests). */
let lead: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  lead = await apiLogin('lead@demo.example');
});
afterAll(async () => {
  await closeBrowser(browser);
});
beforeEach(async () => {
  // A fresh context per test: its own localStorage, so a saved language never leaks between tests.
  context = await browser.newContext({
    baseURL: appUrl,
    locale: 'en-CA',
    viewport: { width: 1280, height: 860 },
  });
  await useSessionIn(context, lead);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

const h1 = () => page.locator('h1');
const mainNav = () => page.getByRole('navigation', { name: /Main navigation|Navigation principale/ });

async function openUserMenu(): Promise<void> {
  await page.getByRole('button', { name: /User menu|Menu de l’utilisateur/ }).click();
}

describe('the app shell', () => {
  it('opens the dashboard inside the layout, with the version and the current year in the footer', async () => {
    const health = (await (await fetch(`${appUrl}/api/health`)).json()) as {
      data: { healthDTO: { values: { version: string } } };
    };
    const version = health.data.healthDTO.values.version;

    await page.goto('/');

    await expect.poll(() => h1().textContent()).toBe('Welcome, Lee Procter');
    expect(await page.title()).toBe('Dashboard · Tenderbox');
    expect(await mainNav().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('button', { name: /User menu/ }).textContent()).toContain('Lee Procter');
    const footer = page.locator('footer');
    await expect.poll(() => footer.textContent()).toContain(`Version ${version}`);
    expect(await footer.textContent()).toContain(String(await browserYear(page)));
    expect(version).toBe(packageVersion);
    // The platform status card (each service's latency) is for site administrators, not the agency's lead.
    expect(await page.getByRole('region', { name: 'Platform status' }).count()).toBe(0);

    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/dashboard.png', fullPage: true });
  });

  it('switches to French and back: texts, <html lang>, the saved choice and Accept-Language follow', async () => {
    await page.goto('/');
    await expect.poll(() => h1().textContent()).toBe('Welcome, Lee Procter');
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    await openUserMenu();
    await page.getByRole('button', { name: /Français/ }).click();

    await expect.poll(() => h1().textContent()).toBe('Bienvenue, Lee Procter');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.getByRole('link', { name: 'Rechercher des projets' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('tenderbox.language'))).toBe('fr');

    const healthRequest = page.waitForRequest((r) => r.url().endsWith('/api/health'));
    await page.reload();
    expect((await healthRequest).headers()['accept-language']).toBe('fr');
    await expect.poll(() => h1().textContent()).toBe('Bienvenue, Lee Procter');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.title()).toBe('Tableau de bord · Tenderbox');

    await openUserMenu();
    await page.getByRole('button', { name: /English/ }).click();
    await expect.poll(() => h1().textContent()).toBe('Welcome, Lee Procter');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.reload();
    await expect.poll(() => h1().textContent()).toBe('Welcome, Lee Procter');
  });

  it('offers no screen of a later release in its navigation; Control panel opens its first built section', async () => {
    await page.goto('/');
    await expect.poll(() => h1().textContent()).toBe('Welcome, Lee Procter');
    // Reports, supplier performance and the message centre are not built: no entry, not even a disabled one.
    for (const name of ['Report library', 'Report centre', 'Supplier performance', 'Message centre'])
      expect(await mainNav().getByText(name).count()).toBe(0);
    await mainNav().getByRole('link', { name: 'Control panel' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/control-panel/project-settings');
    expect(await page.locator('main').textContent()).not.toContain('This screen arrives in a later release');
    // A section not built yet has no screen: its address lands on the panel's first section.
    await page.goto('/control-panel/account-information');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/control-panel/project-settings');
  });

  it('works with the keyboard: skip link, then the settings menu opens, closes on Escape', async () => {
    await page.goto('/');
    await expect.poll(() => h1().textContent()).toBe('Welcome, Lee Procter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');

    const settings = page.getByRole('button', { name: 'Settings menu' });
    await settings.focus();
    await page.keyboard.press('Enter');
    expect(await settings.getAttribute('aria-expanded')).toBe('true');
    const item = page.getByRole('link', { name: 'Project settings' });
    expect(await item.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await settings.getAttribute('aria-expanded')).toBe('false');
    expect(await item.isVisible()).toBe(false);

    await settings.click();
    await item.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/control-panel/project-settings');
    await expect.poll(() => h1().textContent()).toBe('Project settings');
  });

  it('follows the route map redirects', async () => {
    await page.goto('/no/such/page');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => h1().textContent()).toBe('Welcome, Lee Procter');

    await page.goto('/projects/42');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects/42/build/settings');
    // No project 42: the project screen says so (docs/decisions/028).
    await expect.poll(() => h1().textContent()).toBe('Project unavailable');
    expect(await page.locator('main').textContent()).toContain('Project not found.');

    await page.goto('/projects/42/nowhere');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects/42/build/settings');

    await page.goto('/team');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/team/all');

    // The documentation feature is off by default: /docs goes to the dashboard.
    await page.goto('/docs');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('shows Access Denied inside the layout for screens the user may not see', async () => {
    await page.goto('/contract-builder-dashboard');
    await expect.poll(() => h1().textContent()).toBe('Access Denied');
    expect(await mainNav().isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect.poll(() => h1().textContent()).toBe('Welcome, Lee Procter');

    // A production build has no debug view.
    await page.goto('/debug-view');
    await expect.poll(() => h1().textContent()).toBe('Access Denied');
  });

  it('login: the domain step enables its buttons only for a valid domain, then asks for the login type', async () => {
    await context.clearCookies();
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/') && !r.url().endsWith('/api/health'))
        apiCalls.push(new URL(r.url()).pathname);
    });
    await page.goto('/login');
    await expect.poll(() => h1().textContent()).toBe('Login');
    expect(await mainNav().count()).toBe(0);
    expect(await page.locator('footer').textContent()).toContain(String(await browserYear(page)));

    const domain = page.getByLabel('Agency domain');
    const local = page.getByRole('button', { name: 'Log in with email and password' });
    const sso = page.getByRole('button', { name: 'Log in with single sign-on (SSO)' });
    expect(await local.isDisabled()).toBe(true);
    expect(await sso.isDisabled()).toBe(true);

    await domain.fill('x'.repeat(64));
    expect(await domain.inputValue()).toHaveLength(63); // the field holds at most 63 characters
    for (const bad of ['-springfield', 'springfield-', 'spring field', 'city.gov', 'under_score']) {
      await domain.fill(bad);
      expect(await local.isDisabled(), bad).toBe(true);
      expect(await sso.isDisabled(), bad).toBe(true);
    }
    await domain.blur();
    expect(await page.getByText(/Enter a valid agency domain/).isVisible()).toBe(true);
    expect(apiCalls).toEqual([]);

    await domain.fill('demo');
    expect(await local.isEnabled()).toBe(true);
    expect(await sso.isEnabled()).toBe(true);
    await domain.press('Enter');
    await expect.poll(() => page.getByTestId('login-agency').textContent()).toBe('Agency: City of Demoville');
    expect(apiCalls).toEqual(['/api/v1/login/loginType']);
    const login = page.getByRole('button', { name: 'Log in', exact: true });
    expect(await login.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill('lead@demo.example');
    expect(await login.isDisabled()).toBe(true);
    await page.getByLabel('Password').fill('x');
    expect(await login.isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Domain' }).click();
    await expect.poll(() => page.getByLabel('Agency domain').isVisible()).toBe(true);

    await page.getByRole('button', { name: /Français/ }).click();
    await expect.poll(() => h1().textContent()).toBe('Connexion');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');

    await page.screenshot({ path: 'test-results/login-fr.png', fullPage: true });
  });

  describe('has no serious or critical axe violations', () => {
    // The check itself: a page with a serious violation is reported, so an empty list below means something.
    it('reports an image without a text alternative and an unlabelled field', async () => {
      await page.setContent('<html lang="en"><body><main><img src="x.png"><input></main></body></html>');
      expect((await seriousViolations(page)).map((v) => v.split(':')[0])).toEqual(
        expect.arrayContaining(['image-alt', 'label']),
      );
    });

    for (const lang of ['en', 'fr'] as const) {
      it(`on the dashboard and the login page (${lang})`, async () => {
        await context.addInitScript((l) => localStorage.setItem('tenderbox.language', l), lang);
        await page.goto('/');
        await expect
          .poll(() => h1().textContent())
          .toBe(lang === 'en' ? 'Welcome, Lee Procter' : 'Bienvenue, Lee Procter');
        await expect.poll(() => page.locator('footer').textContent()).toContain('Version');
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        expect(await seriousViolations(page)).toEqual([]);

        await openUserMenu();
        expect(await seriousViolations(page)).toEqual([]);

        await context.clearCookies();
        await page.goto('/login');
        await expect.poll(() => h1().textContent()).toBe(lang === 'en' ? 'Login' : 'Connexion');
        await page.getByLabel(lang === 'en' ? 'Agency domain' : 'Domaine de l’organisme').fill('-bad');
        await page.getByLabel(lang === 'en' ? 'Agency domain' : 'Domaine de l’organisme').blur();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
});
