import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, inject } from 'vitest';
import { apiLogin, seriousViolations } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';

/**
 * The public opportunities pages as a supplier without an account finds them (issue 9 item 1, decision
 * 046): the demo's open public bid found by words on the cross-agency page, opened, its documents and its
 * closing time in the visitor's zone (Paris here) and the agency's (Toronto); the invitational bid found
 * neither by words nor by its id; axe in English and French.
 */

const POLL = { timeout: 15_000 };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let hvacId: string;

const h1 = () => page.locator('h1');

beforeAll(async () => {
  browser = await launchBrowser();
  // The invitational bid's id, as a leaked link would carry it: read by the lead through the API.
  const lead = await apiLogin('lead@demo.example');
  const { customerId, customerNodeId } = lead.info.customer;
  const found = await lead.call(
    'POST',
    `/api/v1/customer/${customerId}/node/${customerNodeId}/Projects/Search`,
    {
      searchText: 'HVAC',
      limit: 20,
      start: 0,
    },
  );
  hvacId = found.json.data.projectSearchDTO.values.rows[0].projectId;
});
afterAll(() => closeBrowser(browser));
beforeEach(async () => {
  // No session: a visitor. A time zone other than the agency's, so both times differ.
  context = await browser.newContext({
    baseURL: inject('appUrl'),
    locale: 'en-CA',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 900 },
  });
  page = await context.newPage();
});
afterEach(() => context.close());

async function searchFor(text: string) {
  await page.getByLabel('Words in the number, name or agency').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

describe('public opportunities', () => {
  it('a visitor finds the open public bid by words, opens it, sees its documents and closing time in both zones', async () => {
    await page.goto('/opportunities');
    await expect.poll(() => h1().textContent(), POLL).toBe('Public opportunities');
    await searchFor('office furniture');
    const results = page.getByRole('region', { name: 'Open opportunities' });
    await expect.poll(() => results.textContent(), POLL).toContain('Office furniture supply');
    const closing = await results.locator('tbody tr').first().locator('td').nth(3).textContent();
    expect(closing).toMatch(/\(your time\).*\(agency time\)/);
    expect(closing).toMatch(/CET|CEST|GMT\+[12]/);
    expect(closing).toMatch(/EST|EDT/);

    await page.getByRole('link', { name: 'Office furniture supply' }).click();
    await expect.poll(() => h1().textContent(), POLL).toBe('Office furniture supply');
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect.poll(() => documents.locator('tbody tr').count(), POLL).toBeGreaterThan(0);
    expect(await page.getByTestId('closing-time').textContent()).toMatch(/\(your time\).*\(agency time\)/);
    // A download is a one-minute URL the browser follows.
    const first = documents.getByRole('button').first();
    const [download] = await Promise.all([page.waitForEvent('download'), first.click()]);
    expect(download.suggestedFilename()).not.toBe('');
    // The companies that registered their interest, by name (the demo's plan takers, decision 048).
    await expect
      .poll(() => page.getByRole('region', { name: 'Plan takers' }).getByRole('listitem').allTextContents())
      .toEqual(expect.arrayContaining(['Acme Construction Ltd.', 'Birchwood Office Interiors']));

    // The invitational bid: not found by words, nor by its id.
    await page.goto('/opportunities');
    await searchFor('HVAC');
    await expect
      .poll(() => page.getByRole('status').textContent(), POLL)
      .toBe('No open opportunity matches the search.');
    await page.goto(`/opportunities/demo/${hvacId}`);
    await expect
      .poll(() => page.getByRole('alert').textContent(), POLL)
      .toBe('This opportunity is not open to the public, or no longer is.');
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`the list and the detail have no serious axe violations (${lang})`, async () => {
      await context.addInitScript((l) => localStorage.setItem('tenderbox.language', l), lang);
      await page.goto('/opportunities/demo');
      const title =
        lang === 'en' ? 'Opportunities: City of Demoville' : 'Appels d’offres : City of Demoville';
      await expect.poll(() => h1().textContent(), POLL).toBe(title);
      await expect.poll(() => page.locator('tbody tr').count(), POLL).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.locator('tbody tr').first().getByRole('link').first().click();
      await expect.poll(() => page.locator('h2').count(), POLL).toBeGreaterThan(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
