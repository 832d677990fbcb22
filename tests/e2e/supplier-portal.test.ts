import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackNow } from '../helpers/clock.js';
import { seriousViolations } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';
import { openPage } from './support/page.js';

/**
 * My opportunities (issue 9, decision 047): the demo supplier opens the open public bid as a visitor, is
 * offered "Log in to follow", logs in and comes back to it, follows it, and finds it under My opportunities
 * beside the invitational bid it is invited to, whose detail it reads in the portal; it uploads a document
 * with its dates (an expiry before the effective date refused at its field); axe in en and fr.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeBrowser(browser);
});

const h1 = (page: Page) => page.locator('h1');
const FURNITURE = 'Office furniture supply';
const HVAC = 'HVAC maintenance, community centres';

async function axeClean(page: Page, screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

describe('supplier portal: my opportunities', () => {
  it('the demo supplier follows the open public bid from its page and finds it under My opportunities; axe en/fr', async () => {
    const { context, page } = await openPage(browser);

    // A visitor on the public page: offered the portal's login, which comes back here.
    await page.goto('/opportunities/demo');
    await page.getByRole('link', { name: FURNITURE }).click();
    await expect.poll(() => h1(page).textContent()).toBe(FURNITURE);
    const detailPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Log in to follow' }).click();
    await expect.poll(() => h1(page).textContent()).toBe('Log in to the supplier portal');
    await page.getByLabel('Email').fill('bids@acme.example');
    await page.getByLabel('Password').fill('Tenderbox!2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(detailPath);

    // The seed follows this bid already: unfollow, then follow it from this page.
    const unfollow = page.getByRole('button', { name: 'Unfollow' });
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await expect.poll(async () => (await unfollow.count()) + (await follow.count())).toBe(1);
    if ((await unfollow.count()) === 1) await unfollow.click();
    await follow.click();
    await expect
      .poll(() => page.getByRole('status').last().textContent())
      .toBe('You follow this opportunity: it is listed under My opportunities.');
    await axeClean(page, 'public detail, following, en');

    // My opportunities: the followed bid and the invited one, with their closing times.
    await page.goto('/portal/opportunities');
    await expect.poll(() => h1(page).textContent()).toBe('My opportunities');
    const table = page.getByRole('region', { name: 'My opportunities' });
    const furnitureRow = table.getByRole('row').filter({ hasText: FURNITURE });
    await expect.poll(() => furnitureRow.textContent()).toContain('Following');
    expect(await furnitureRow.textContent()).toMatch(/\(your time\).*\(agency time\)/);
    const hvacRow = table.getByRole('row').filter({ hasText: HVAC });
    await expect.poll(() => hvacRow.textContent()).toContain('Invited');
    await axeClean(page, 'my opportunities en');

    // The invited bid opens in the portal.
    await hvacRow.getByRole('link', { name: HVAC, exact: true }).click();
    await expect.poll(() => h1(page).textContent()).toBe(HVAC);
    await expect.poll(() => page.getByRole('region', { name: 'Documents' }).count()).toBe(1);
    // Read through decision 048's bid routes: registering interest makes the company a plan taker.
    const register = page.getByRole('button', { name: 'Register interest' });
    if ((await register.count()) === 1) await register.click();
    await expect.poll(() => page.getByRole('button', { name: /^Download / }).count()).toBeGreaterThan(0);
    await axeClean(page, 'invited bid en');

    // French: each screen again.
    await page.getByRole('button', { name: /Français/ }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Réunions' }).count()).toBe(1);
    await axeClean(page, 'invited bid fr');
    await page.getByRole('link', { name: 'Retour à mes appels d’offres' }).click();
    await expect.poll(() => h1(page).textContent()).toBe('Mes appels d’offres');
    const tableFr = page.getByRole('region', { name: 'Mes appels d’offres' });
    await expect
      .poll(() => tableFr.getByRole('row').filter({ hasText: FURNITURE }).textContent())
      .toContain('Suivi');
    await axeClean(page, 'my opportunities fr');
    await page.goto(detailPath);
    await expect.poll(() => page.getByRole('button', { name: 'Ne plus suivre' }).count()).toBe(1);
    await axeClean(page, 'public detail fr');
    await context.close();
  });

  it('the demo supplier uploads a document with dates; an expiry before the effective date is refused at its field; axe en/fr', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/portal/login?next=/portal/documents');
    await page.getByLabel('Email').fill('bids@acme.example');
    await page.getByLabel('Password').fill('Tenderbox!2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => h1(page).textContent()).toBe('Company documents');
    const list = page.getByRole('region', { name: 'Your documents' });
    await expect
      .poll(() => list.getByRole('row').filter({ hasText: 'Workplace safety clearance' }).textContent())
      .toContain('Expires soon');
    await axeClean(page, 'documents en');

    const name = `Bonding letter ${stackNow().toString(36)}`;
    await page.getByLabel('Display name').fill(name);
    await page
      .getByLabel('File')
      .setInputFiles({ name: 'bonding.txt', mimeType: 'text/plain', buffer: Buffer.from('bonding letter') });
    await page.getByLabel('Effective date').fill('2027-03-01');
    await page.getByLabel('Expiry date').fill('2027-02-01');
    await page.getByRole('button', { name: 'Upload a document' }).click();
    const expiry = page.getByLabel('Expiry date');
    await expect.poll(() => expiry.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('error-summary').textContent()).toContain(
      'The expiry date must be after the effective date.',
    );

    await expiry.fill('2028-02-29');
    await page.getByRole('button', { name: 'Upload a document' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'was uploaded' }).count()).toBe(1);
    const row = list.getByRole('row').filter({ hasText: name });
    await expect.poll(() => row.textContent()).toContain('bonding.txt');

    await page.getByRole('button', { name: /Français/ }).click();
    await expect.poll(() => h1(page).textContent()).toBe('Documents de l’entreprise');
    await axeClean(page, 'documents fr');
    await context.close();
  });
});
