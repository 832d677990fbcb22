import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { stackNow } from '../helpers/clock.js';
import { apiLogin, seriousViolations, useSessionIn, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';

/**
 * The supplier directory (issue 9 item 6, decision 053): the lead searches "acm" (2 characters are refused
 * at the field), creates a supplier list, opens Acme, walks its tabs, adds it to the list and comments;
 * axe in English and French.
 */

const POLL = { timeout: 15_000 };
let browser: Browser;
let lead: ApiSession;
const run = stackNow().toString(36);
const listName = `E2E list ${run}`;
const comment = `Quick to answer the e2e questions (${run}).`;

const axeClean = async (page: Page, screen: string) =>
  expect(await seriousViolations(page), screen).toEqual([]);

beforeAll(async () => {
  browser = await launchBrowser();
  lead = await apiLogin('lead@demo.example');
});
afterAll(async () => {
  // The list is this run's own: it goes, so the shared stack keeps only the seed's.
  const { customerId, customerNodeId } = lead.info.customer;
  const lists = await lead.call('GET', `/api/v1/customer/${customerId}/node/${customerNodeId}/VendorLists`);
  for (const list of lists.json?.data?.vendorListsDTO?.values ?? [])
    if (list.name === listName)
      await lead.call(
        'DELETE',
        `/api/v1/customer/${customerId}/node/${customerNodeId}/VendorLists?vendorListId=${list.vendorListId}`,
      );
  await closeBrowser(browser);
});

describe('supplier directory', () => {
  it('searches, creates a list, opens a supplier and its tabs, adds it to the list, in English and French', async () => {
    const context = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    await useSessionIn(context, lead);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Manage suppliers' }).click();
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Suppliers');

    const search = page.getByRole('search');
    await search.getByLabel('Supplier name').fill('ac');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => search.getByText('Type at least 3 characters of the supplier’s name.').count(), POLL)
      .toBeGreaterThan(0);
    await search.getByLabel('Supplier name').fill('acm');
    await search.getByRole('button', { name: 'Search' }).press('Enter');
    const acme = page.getByRole('region', { name: 'Suppliers found' }).getByRole('link', {
      name: 'Acme Construction Ltd.',
    });
    await expect.poll(() => acme.count(), POLL).toBe(1);

    const lists = page.getByRole('region', { name: 'Supplier lists' });
    await expect.poll(() => lists.getByText('Mechanical contractors rotation').count(), POLL).toBe(1);
    await lists.getByLabel('List name').fill(listName);
    await lists.getByLabel('Shared').check();
    await lists.getByLabel('Rotational list').check();
    await lists.getByRole('button', { name: 'Create the list' }).click();
    await expect.poll(() => lists.getByRole('rowheader', { name: listName }).count(), POLL).toBe(1);
    await axeClean(page, 'suppliers en');

    await acme.click();
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Acme Construction Ltd.');
    await expect.poll(() => page.getByText('Ada Acme, Bid manager').count(), POLL).toBe(1);
    const addForm = page.getByRole('form', { name: 'Add to a list' });
    await addForm.getByLabel('Supplier list').selectOption({ label: listName });
    await addForm.getByRole('button', { name: 'Add' }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'On your lists' }).getByText(listName).count(), POLL)
      .toBe(1);
    await axeClean(page, 'supplier overview en');

    const tabs = page.getByRole('navigation', { name: 'Supplier tabs' });
    const main = page.getByRole('main');
    await tabs.getByRole('link', { name: 'History' }).click();
    await expect
      .poll(
        () => main.getByRole('rowheader').filter({ hasText: 'HVAC maintenance, community centres' }).count(),
        POLL,
      )
      .toBe(1);
    await tabs.getByRole('link', { name: 'Emails' }).click();
    await expect.poll(() => main.getByText(/^Invitation: .*HVAC maintenance/).count(), POLL).toBe(1);
    await tabs.getByRole('link', { name: 'Documents' }).click();
    await expect
      .poll(
        () => main.getByRole('button', { name: 'Download Liability insurance certificate' }).count(),
        POLL,
      )
      .toBe(1);
    await tabs.getByRole('link', { name: 'Activity feed' }).click();
    await expect.poll(() => main.getByText('added the supplier to a list').count(), POLL).toBeGreaterThan(0);
    await tabs.getByRole('link', { name: 'Comments' }).click();
    await main.getByRole('textbox', { name: 'Comment' }).fill(comment);
    await main.getByRole('button', { name: 'Add the comment' }).click();
    await expect.poll(() => main.getByText(comment).count(), POLL).toBe(1);
    await axeClean(page, 'supplier comments en');

    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.reload();
    const onglets = page.getByRole('navigation', { name: 'Onglets du fournisseur' });
    await expect.poll(() => onglets.getByRole('link', { name: 'Commentaires' }).count(), POLL).toBe(1);
    await axeClean(page, 'supplier comments fr');
    await page.goto('/suppliers');
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Fournisseurs');
    await axeClean(page, 'suppliers fr');
    await context.close();
  }, 60_000);
});
