import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { stackNow } from '../helpers/clock.js';
import { apiLogin, seriousViolations, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';
import { tenderClosedWithAcmesBid } from './support/closed-tender.js';
import { openArea, openProjectByName } from './support/clicks.js';

/**
 * The award (issue 11 item 2, decision 064): a tender that displays its results closes with the demo
 * supplier's bid (the close-project job seals and opens it at the closing instant); the lead adds the
 * awarded company on Award → awards, where a wrong amount and date are refused at their fields, awards it
 * on Award → summary, and the public opportunity page shows the company with its amount. Axe in English and
 * French on both award pages.
 */

const POLL = { timeout: 20_000 };
let browser: Browser;
let lead: ApiSession;
let bid: Awaited<ReturnType<typeof tenderClosedWithAcmesBid>>;

beforeAll(async () => {
  browser = await launchBrowser();
  lead = await apiLogin('lead@demo.example');
  bid = await tenderClosedWithAcmesBid(lead, { resultsDisplay: 'displayResults' } as never);
}, 60_000);
afterAll(async () => closeBrowser(browser));

describe('the award', () => {
  it('the lead adds the awarded company, awards, and the public page shows the result', async () => {
    const context = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    await context.addCookies(lead.cookies.map((c) => ({ ...c, url: inject('appUrl') })));
    const page = await context.newPage();
    // The one typed address: the entry page; the rest is reached by clicking.
    await page.goto('/');
    expect(await openProjectByName(page, bid.name)).toBe(bid.projectId);
    await openArea(page, 'Award', 'Awards');
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Awarded companies');
    // The close job opens a bid that displays its results once it has sealed it: read again until it has.
    const add = page.getByRole('button', { name: 'Add an awarded company' });
    await expect
      .poll(async () => {
        if (await add.isEnabled()) return true;
        await page.reload();
        return false;
      }, POLL)
      .toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await add.click();
    const dialog = page.getByTestId('award-form');
    await dialog
      .getByLabel('Company', { exact: true })
      // The bid's total grouped as the agency reads amounts (it read "6115.90").
      .selectOption({ label: 'Acme Construction Ltd. · 6,115.90' });
    await dialog.getByLabel('Award amount').fill('2,000,000,000,000.00');
    await dialog.getByLabel('Award date').fill('2020-01-01T10:00');
    await dialog.getByLabel('Contract number').fill('C/26');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => dialog.getByText('The amount must be between 0.00 and 1,000,000,000,000.00.').count(), POLL)
      .toBeGreaterThan(0);
    expect(await dialog.getByText('The award date must be after the closing date.').count()).toBeGreaterThan(
      0,
    );
    expect(await dialog.getByLabel('Award amount').getAttribute('aria-invalid')).toBe('true');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    const tomorrow = new Date(stackNow() + 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Award amount').fill('6,115.90');
    await dialog.getByLabel('Award date').fill(`${tomorrow}T10:00`);
    await dialog.getByLabel('Contract number').fill('C-26');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row', { name: /Acme Construction Ltd\./ });
    await expect.poll(() => row.textContent(), POLL).toContain('6,115.90');
    expect(await row.textContent()).toContain('C-26');

    await page.getByRole('link', { name: 'Award summary' }).first().click();
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Award summary');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Award', exact: true }).click();
    await expect.poll(() => page.getByTestId('award-status').textContent(), POLL).toBe('Awarded');

    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Sommaire de l’adjudication');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await openArea(page, 'Adjudication', 'Adjudications', 'fr');
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Entreprises adjudicataires');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    // Awarded, the approvals are the award's record: none can be created, and the page says why.
    await openArea(page, 'Adjudication', 'Approbation de l’adjudication', 'fr');
    await expect
      .poll(() => page.getByTestId('approval-creation-refusal').textContent(), POLL)
      .toBe(
        'Ce projet est déjà adjugé : aucune approbation d’adjudication ne peut y être créée ni modifiée.',
      );
    expect(await page.getByRole('link', { name: 'Créer une approbation d’adjudication' }).count()).toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // The bid displays its results: the public sees the awarded company with its amount.
    const visitor = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    const publicPage = await visitor.newPage();
    // The public list holds open bids only: the visitor comes by the bid's own address, as from a link.
    await publicPage.goto(`/opportunities/demo/${bid.projectId}`);
    const result = publicPage.getByTestId('opportunity-result');
    await expect.poll(() => result.textContent(), POLL).toContain('This bid is awarded.');
    expect(await result.textContent()).toContain('Acme Construction Ltd. · 6,115.90');
    await expect(seriousViolations(publicPage)).resolves.toEqual([]);
    await visitor.close();
    await context.close();
  }, 60_000);
});
