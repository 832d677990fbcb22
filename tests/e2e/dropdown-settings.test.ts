import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { stackNow } from '../helpers/clock.js';
import { apiLogin, seriousViolations, useSessionIn, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';

/**
 * The drop-down settings of the control panel as a procurement lead uses them
 * (docs/product/projects.md#drop-down-lists): a term added, renamed, refused as a duplicate and deleted; a
 * CSV of categories imported.
 */

const appUrl = inject('appUrl');
const SCREEN = '/control-panel/dropdown-settings';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let lead: ApiSession;

const unique = (label: string) => `${label} ${stackNow().toString(36)}`;
const h1 = () => page.locator('h1');

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
    viewport: { width: 1280, height: 900 },
  });
  await useSessionIn(context, lead);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

const table = () => page.getByRole('table');
const addForm = () => page.getByRole('form', { name: 'Add an item' });

describe('drop-down settings', () => {
  it('the settings menu leads to the screen, whose heading takes the focus', async () => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Settings menu' }).click();
    await page.getByRole('link', { name: 'Drop-down settings' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(SCREEN);
    await expect.poll(() => h1().textContent()).toBe('Drop-down settings');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });

  it('the lead adds, renames and deletes a term, and a duplicate name is refused', async () => {
    await page.goto(SCREEN);
    await expect.poll(() => h1().textContent()).toBe('Drop-down settings');
    await expect.poll(() => table().textContent()).toContain('Net 30 days');

    const name = unique('Net 60');
    await addForm().getByLabel('Name').fill(name);
    await addForm().getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => table().textContent()).toContain(name);

    // The same name in other case: refused under the field, nothing added.
    await addForm().getByLabel('Name').fill(name.toUpperCase());
    await addForm().getByRole('button', { name: 'Add' }).click();
    await expect
      .poll(() => addForm().textContent())
      .toContain('An item with this name already exists in this list.');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    const renamed = `${name} renamed`;
    await edit.getByLabel('Name').fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => table().textContent()).toContain(renamed);

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this item?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => table().textContent()).not.toContain(renamed);
    await expect.poll(() => table().textContent()).toContain('Net 30 days');
  });

  it('the lead imports a small CSV of commodity categories and sees how many rows were imported', async () => {
    await page.goto(`${SCREEN}?list=commodityCategory`);
    await expect.poll(() => table().textContent()).toContain('Notebook computers');
    const code = `E2E-${stackNow().toString(36)}`;
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'categories.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`code,title,parentCode\n${code},Playground equipment,\n${code}-1,Swings,${code}\n`),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect
      .poll(() => page.getByTestId('import-result').textContent())
      .toBe('2 rows imported: 2 new, 0 updated.');
    await expect.poll(() => table().textContent()).toContain('Swings');

    // A bad row: nothing imported, and the row is named.
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`code,title\n${code}-2,Slides\n${code}-3,\n`),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect.poll(() => page.getByTestId('import-result').textContent()).toContain('Row 3, title');
    expect(await table().textContent()).not.toContain('Slides');
  });

  it('an unsaved rename asks Leave or Stay before a menu link navigates away', async () => {
    await page.goto(SCREEN);
    await expect.poll(() => table().textContent()).toContain('Net 30 days');
    await page.getByRole('button', { name: 'Edit Net 30 days' }).click();
    await page.getByRole('form', { name: 'Edit Net 30 days' }).getByLabel('Name').fill('Net 31 days');
    await page.getByRole('link', { name: 'Team', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe(SCREEN);
    expect(await page.getByRole('form', { name: 'Edit Net 30 days' }).getByLabel('Name').inputValue()).toBe(
      'Net 31 days',
    );
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`has no serious axe violations (${lang})`, async () => {
      await context.addInitScript((l) => localStorage.setItem('tenderbox.language', l), lang);
      await page.goto(`${SCREEN}?list=commodityCategory`);
      await expect
        .poll(() => h1().textContent())
        .toBe(lang === 'en' ? 'Drop-down settings' : 'Paramètres des listes déroulantes');
      await expect.poll(() => table().textContent()).toContain('Notebook computers');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
