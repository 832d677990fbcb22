import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRICE_FORM_FIGURES } from '../support/large-form.js';
import { apiLogin, seriousViolations, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';
import { tenderClosedWithAcmesBid } from './support/closed-tender.js';
import { openArea, openProjectByName } from './support/clicks.js';

/**
 * The opening (issue 10 items 4 and 5, decision 057): a tender closes with the demo supplier's sealed bid
 * (the close-project job seals it at the closing instant); the lead unseals its price on Source →
 * submissions, reads the bid line by line (each line's unit price and extended amount), then the opening
 * sheet and the bid analysis with the lowest marked and the bidders side by side per line; axe in English
 * and French.
 */

const POLL = { timeout: 20_000 };
let browser: Browser;
let lead: ApiSession;
let bid: Awaited<ReturnType<typeof tenderClosedWithAcmesBid>>;

beforeAll(async () => {
  browser = await launchBrowser();
  lead = await apiLogin('lead@demo.example');
  bid = await tenderClosedWithAcmesBid(lead);
}, 60_000);
afterAll(async () => closeBrowser(browser));

describe('the opening', () => {
  it('the lead unseals the price and reads the bid line by line, the opening sheet and the bid analysis', async () => {
    const context = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    await context.addCookies(lead.cookies.map((c) => ({ ...c, url: inject('appUrl') })));
    const page = await context.newPage();
    page.setDefaultTimeout(25_000);
    // The one typed address: the entry page; then the project, Source and its Submissions page by clicking.
    await page.goto('/');
    expect(await openProjectByName(page, bid.name)).toBe(bid.projectId);
    await openArea(page, 'Source', 'Submissions');
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Submissions');
    const row = page.getByRole('row', { name: /Acme Construction Ltd\./ });
    await expect.poll(() => row.textContent(), POLL).toContain('Sealed');
    expect(await row.textContent()).not.toContain('6,115.90');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: 'Unseal price' }).click();
    await expect.poll(() => row.textContent(), POLL).toContain('6,115.90');
    expect(await row.textContent()).toContain('Unsealed');

    // The bid's detail: its form line by line, the bidder's unit prices and the engine's extended amounts.
    await row.getByRole('link', { name: /^View / }).click();
    const lines = page.getByRole('table', { name: 'Prices, line by line' });
    await expect
      .poll(() => lines.getByRole('row', { name: /Asphalt/ }).textContent(), POLL)
      .toBe('1Asphalt12045.105,412.00');
    expect(await lines.getByRole('row', { name: /Post/ }).textContent()).toBe('3Post10.200.20');
    await expect.poll(() => lines.getByRole('row', { name: /^Tax/ }).textContent(), POLL).toContain('703.60');
    expect(await lines.getByRole('row', { name: /^Total after discount/ }).textContent()).toContain(
      '6,115.90',
    );
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('link', { name: 'Back to the submissions' }).click();

    await page.getByRole('link', { name: 'Opening sheet' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Opening sheet' }).count(), POLL).toBe(1);
    await expect
      .poll(() => page.getByRole('row', { name: /Acme Construction Ltd\./ }).textContent(), POLL)
      .toContain('6,115.90');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByRole('link', { name: 'Bid analysis' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Bid analysis' }).count(), POLL).toBe(1);
    // The lowest is bold and says so in words, for every reader.
    const lowest = page.locator('td.tb-lowest strong').first();
    await expect.poll(() => lowest.textContent(), POLL).toBe(`6,115.90 (lowest)`);
    expect(PRICE_FORM_FIGURES.total).toBe('6115.90');
    // The bid tabulation: the form's lines, each bidder's unit price and extended amount side by side.
    const tabulation = page.getByRole('table', { name: 'Prices: the bidders side by side per line' });
    await expect
      .poll(() => tabulation.getByRole('columnheader').allTextContents(), POLL)
      .toEqual([
        'Line',
        'Item',
        'Quantity',
        'Acme Construction Ltd. · Unit price',
        'Acme Construction Ltd. · Total',
      ]);
    expect(await tabulation.getByRole('row', { name: /Asphalt/ }).textContent()).toBe(
      '1Asphalt12045.105,412.00',
    );
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Soumissions');
    await expect
      .poll(() => page.locator('td.tb-lowest strong').first().textContent(), POLL)
      .toBe('6\u00A0115,90 (le plus bas)');
    const tableau = page.getByRole('table', { name: 'Prices : les soumissionnaires côte à côte par ligne' });
    await expect
      .poll(() => tableau.getByRole('row', { name: /Asphalt/ }).textContent(), POLL)
      .toBe('1Asphalt12045,105\u00A0412,00');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // The detail in French, from the list.
    await page.getByRole('link', { name: 'Liste des soumissions' }).click();
    await page
      .getByRole('row', { name: /Acme Construction Ltd\./ })
      .getByRole('link', { name: /^Voir / })
      .click();
    const lignes = page.getByRole('table', { name: 'Prices, ligne par ligne' });
    await expect
      .poll(() => lignes.getByRole('row', { name: /^Total après escompte/ }).textContent(), POLL)
      .toContain('6\u00A0115,90');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await context.close();
  }, 150_000);
});
