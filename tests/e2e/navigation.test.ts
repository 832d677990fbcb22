/**
 * Every role walks its navigation by clicking, from /login: each entry of the main navigation, the
 * settings menu, the control panel's sections, and a project's tabs, area pages and project pages (team,
 * activity feed, journal, tasks). No entry may lead to a placeholder ("later release"), to Access Denied
 * or to a header with a raw id, and no screen may call a route that answers 403 (the menus show each role
 * only what the server lets it open, by the same rule: lib/access, shared/domain/route-access).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, DEMO_PASSWORD, seriousViolations, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';
import { openProjectByName } from './support/clicks.js';
import { reportFailure } from './support/pages.js';

const POLL = { timeout: 20_000 } as const;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** A published tender still open for bids, and a closed one under evaluation (infra/local/seed-projects.ts). */
const OPEN_PROJECT = 'Office furniture supply';
const CLOSED_PROJECT = 'Tree planting program 2026';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let lead: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  lead = await apiLogin('lead@demo.example');
});
afterAll(async () => {
  await closeBrowser(browser);
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await reportFailure(page, task.name);
  await context?.close();
});

/** What went wrong while walking: the screens that refused or were placeholders, the 403s and errors. */
interface Walk {
  visited: string[];
  problems: string[];
  forbidden: string[];
  consoleErrors: string[];
}

async function openAs(email: string, domain = 'demo'): Promise<Walk> {
  context = await browser.newContext({
    baseURL: inject('appUrl'),
    locale: 'en-CA',
    viewport: { width: 1280, height: 900 },
  });
  page = await context.newPage();
  const walk: Walk = { visited: [], problems: [], forbidden: [], consoleErrors: [] };
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() === 403)
      walk.forbidden.push(
        `${response.request().method()} ${url.pathname} on ${new URL(page.url()).pathname}`,
      );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') walk.consoleErrors.push(message.text());
  });
  await page.goto('/login');
  await page.getByLabel('Agency domain').fill(domain);
  await page.getByRole('button', { name: 'Log in with email and password' }).click();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect.poll(() => page.locator('h1').textContent(), POLL).toMatch(/^Welcome/);
  return walk;
}

const mainNav = () => page.getByRole('navigation', { name: 'Main navigation' });
const h1 = () => page.locator('main h1').first();

/** Waits for the screen a click opened, then checks it is a built screen the user may see. */
async function checkScreen(walk: Walk, label: string): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect.poll(() => h1().count(), POLL).toBeGreaterThan(0);
  const title = (await h1().textContent()) ?? '';
  const main = (await page.locator('main').textContent()) ?? '';
  const where = `${label} (${new URL(page.url()).pathname})`;
  walk.visited.push(where);
  if (title === 'Access Denied') walk.problems.push(`${where}: Access Denied`);
  if (main.includes('This screen arrives in a later release'))
    walk.problems.push(`${where}: a placeholder page`);
  // A placeholder's header named its record by id ("Project 5b0c…"): no title or header may show a raw id.
  if (UUID.test(title) || /(Project|Supplier) [0-9a-f]{8}-/.test(main))
    walk.problems.push(`${where}: a raw id in the header`);
}

/** The links of a navigation landmark, by name and address. */
async function linksOf(nav: ReturnType<Page['getByRole']>): Promise<{ name: string; href: string }[]> {
  return nav
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => ({ name: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })),
    );
}

/** Clicks each link of a navigation in turn (found again after each click), checking each screen. */
async function walkNav(walk: Walk, navName: string | RegExp, prefix: string): Promise<string[]> {
  const nav = () => page.getByRole('navigation', { name: navName });
  const links = await linksOf(nav());
  for (const link of links) {
    await nav().locator(`a[href="${link.href}"]`).first().click();
    await checkScreen(walk, `${prefix} → ${link.name}`);
  }
  return links.map((l) => l.name);
}

/** Opens a project from Find projects by clicking its title, then walks its tabs, area pages and pages. */
async function walkProject(walk: Walk, name: string): Promise<{ tabs: string[]; projectId: string }> {
  const projectId = await openProjectByName(page, name);
  await checkScreen(walk, name);
  const tabs = await linksOf(page.getByRole('navigation', { name: 'Project areas' }));
  for (const tab of tabs) {
    await page
      .getByRole('navigation', { name: 'Project areas' })
      .getByRole('link', { name: tab.name, exact: true })
      .click();
    await checkScreen(walk, `${name} → ${tab.name}`);
    const areaNav = page.getByRole('navigation', { name: `${tab.name} pages` });
    if ((await areaNav.count()) > 0) await walkNav(walk, `${tab.name} pages`, `${name} → ${tab.name}`);
  }
  const pages = await walkNav(walk, 'Project pages', name);
  expect(pages).toEqual(['Team', 'Activity feed', 'Journal', 'Tasks']);
  return { tabs: tabs.map((t) => t.name), projectId };
}

/** Walks the main navigation, the settings menu and the control panel's sections. */
async function walkMenus(
  walk: Walk,
): Promise<{ main: string[]; settings: string[]; controlPanel: string[] }> {
  const main = await walkNav(walk, 'Main navigation', 'menu');
  const settings: string[] = [];
  const settingsButton = page.getByRole('button', { name: 'Settings menu' });
  if ((await settingsButton.count()) > 0) {
    await settingsButton.click();
    const entries = await page
      .locator('.tb-topbar .tb-menu-list a:visible')
      .evaluateAll((links) =>
        links.map((a) => ({ name: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })),
      );
    await page.keyboard.press('Escape');
    for (const entry of entries) {
      await settingsButton.click();
      await page.locator(`.tb-topbar .tb-menu-list a[href="${entry.href}"]:visible`).click();
      await checkScreen(walk, `settings → ${entry.name}`);
      settings.push(entry.name);
    }
  }
  let controlPanel: string[] = [];
  if (main.includes('Control panel')) {
    await mainNav().getByRole('link', { name: 'Control panel' }).click();
    await checkScreen(walk, 'Control panel');
    controlPanel = await walkNav(walk, 'Control panel pages', 'Control panel');
  }
  return { main, settings, controlPanel };
}

function expectClean(walk: Walk): void {
  expect(walk.problems).toEqual([]);
  expect(walk.forbidden).toEqual([]);
  expect(walk.consoleErrors.filter((e) => e.includes('403'))).toEqual([]);
}

/** No refusal of a sealed bid was audited under this user's name on the project (a screen's load is none). */
async function refusalsBy(userId: string, projectId: string): Promise<number> {
  const { customerId, customerNodeId } = lead.info.customer as { customerId: string; customerNodeId: string };
  const res = await lead.call(
    'GET',
    `/api/v1/customer/${customerId}/node/${customerNodeId}/AuditEvents/Search?projectId=${projectId}&eventType=sealedBidAccessRefused`,
  );
  expect(res.status).toBe(200);
  return (res.json.data.activitiesDTO.values.items as { actorId: string }[]).filter(
    (a) => a.actorId === userId,
  ).length;
}

describe('each role walks its navigation by clicking', () => {
  it('the procurement lead: every menu, the control panel sections and a project’s pages, axe in both languages', async () => {
    const walk = await openAs('lead@demo.example');
    const menus = await walkMenus(walk);
    expect(menus.main).toEqual([
      'Dashboard',
      'Find projects',
      'Create a project',
      'Copy a project',
      'Templates',
      'Manage suppliers',
      'Team',
      'Control panel',
    ]);
    expect(menus.controlPanel).toEqual([
      'Project settings',
      'Source settings',
      'Drop-down settings',
      'Library content',
    ]);
    // The control panel with its sections' navigation, in English and French.
    await mainNav().getByRole('link', { name: 'Control panel' }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/control-panel/project-settings');
    expect(await seriousViolations(page)).toEqual([]);

    const open = await walkProject(walk, OPEN_PROJECT);
    expect(open.tabs).toEqual(['Build', 'Source']);
    const closed = await walkProject(walk, CLOSED_PROJECT);
    expect(closed.tabs).toEqual(['Build', 'Source', 'Evaluate', 'Award']);
    expectClean(walk);
    // Opening Source → submissions before the closing audited nothing under the lead's name.
    expect(await refusalsBy(lead.info.user.userId, open.projectId)).toBe(0);

    // The project's pages navigation (on the activity feed), in English then French.
    await page
      .getByRole('navigation', { name: 'Project pages' })
      .getByRole('link', { name: 'Activity feed' })
      .click();
    await expect.poll(() => h1().textContent(), POLL).toBe('Activity feed');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('button', { name: /Français/ }).click();
    await expect.poll(() => h1().textContent(), POLL).toBe('Fil d’activité');
    expect(await page.getByRole('navigation', { name: 'Pages du projet' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Panneau de configuration' })
      .click();
    await expect
      .poll(() => page.getByRole('navigation', { name: /Panneau de configuration/ }).count(), POLL)
      .toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  }, 600_000);

  it('the buyer: no control panel, the lists of Build → details readable, nothing refused', async () => {
    const walk = await openAs('buyer@demo.example');
    const menus = await walkMenus(walk);
    expect(menus.main).toEqual([
      'Dashboard',
      'Find projects',
      'Create a project',
      'Copy a project',
      'Templates',
      'Manage suppliers',
      'Team',
    ]);
    const open = await walkProject(walk, OPEN_PROJECT);
    expect(open.tabs).toEqual(['Build', 'Source']);
    await walkProject(walk, CLOSED_PROJECT);
    expectClean(walk);
    const buyer = await apiLogin('buyer@demo.example');
    expect(await refusalsBy(buyer.info.user.userId, open.projectId)).toBe(0);
  }, 600_000);

  it('the evaluator: no project creation, no Award tab, no team or control panel, nothing refused', async () => {
    const walk = await openAs('evaluator@demo.example');
    const menus = await walkMenus(walk);
    expect(menus.main).toEqual(['Dashboard', 'Find projects']);
    expect(menus.settings).toEqual([]);
    const open = await walkProject(walk, OPEN_PROJECT);
    expect(open.tabs).toEqual(['Build', 'Source']);
    const closed = await walkProject(walk, CLOSED_PROJECT);
    expect(closed.tabs).toEqual(['Build', 'Source', 'Evaluate']);
    expectClean(walk);
    const evaluator = await apiLogin('evaluator@demo.example');
    expect(await refusalsBy(evaluator.info.user.userId, open.projectId)).toBe(0);
  }, 600_000);

  it('the site administrator: its own agency’s menus, then City of Demoville’s projects', async () => {
    const walk = await openAs('siteadmin@tenderbox.example', 'tenderbox');
    const menus = await walkMenus(walk);
    expect(menus.main).toContain('Control panel');
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('button', { name: 'Switch agency' }).click();
    const dialog = page.getByTestId('switch-agency-dialog');
    await dialog.getByRole('searchbox').fill('Demo');
    await dialog.getByRole('button', { name: /City of Demoville/ }).click();
    await expect.poll(() => dialog.count(), POLL).toBe(0);
    const closed = await walkProject(walk, CLOSED_PROJECT);
    expect(closed.tabs).toEqual(['Build', 'Source', 'Evaluate', 'Award']);
    expectClean(walk);
  }, 600_000);
});
