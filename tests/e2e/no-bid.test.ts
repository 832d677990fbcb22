import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSubmissionBid } from '../integration/submission-support.js';
import { apiLogin, seriousViolations, useSessionIn, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';
import { signedIn } from './support/bids.js';

/**
 * "No bid" (issue 10, decision 060): on a tender that offers it (and takes several bids per company: the
 * supplier first starts a named alternative bid), the demo supplier declares no bid with a
 * reason in the bid screen's dialog (axe on the dialog in English and French), and the lead finds it on
 * Source → companies, with the NoBid export (an .xlsx download); the agency's default No Bid email is set
 * in Control panel → source settings (a bad address refused at the field). Axe in English and French.
 */

const POLL = { timeout: 15_000 };
let browser: Browser;
let lead: ApiSession;
let bid: Awaited<ReturnType<typeof openSubmissionBid>>;

const axeClean = async (page: Page, screen: string) =>
  expect(await seriousViolations(page), screen).toEqual([]);

beforeAll(async () => {
  browser = await launchBrowser();
  lead = await apiLogin('lead@demo.example');
  bid = await openSubmissionBid(signedIn(lead), {
    question: false,
    tender: { onlineSubmissionShowNoBid: true, allowMultipleSubmissions: true },
  });
}, 60_000);
afterAll(async () => closeBrowser(browser));

describe('no bid', () => {
  it('the supplier declares no bid in its dialog; the lead lists it and exports it', async () => {
    const supplier = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    const page = await supplier.newPage();
    await page.goto(`/portal/bids/demo/${bid.projectId}/submission`);
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Email').fill('bids@acme.example');
    await page.getByLabel('Password').fill('Tenderbox!2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // The tender takes several bids per company (decision 060): another bid, named, opens at its own address.
    await page.getByRole('button', { name: 'Start another bid' }).click();
    expect(await page.getByLabel('Name of the new bid').inputValue()).toBe('Alternative 2');
    await page.getByRole('button', { name: 'Start the bid' }).click();
    await expect.poll(() => page.url(), POLL).toContain('/submission?bid=');
    await expect
      .poll(() => page.getByTestId('bid-list').textContent(), POLL)
      .toBe('Alternative 2 (shown below): Draft');
    const panel = page.getByTestId('no-bid');
    await panel.getByRole('button', { name: 'Declare no bid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Declare no bid' });
    await dialog.getByLabel('Reason (optional)').fill('Crews booked all season');
    await axeClean(page, 'no bid dialog en');
    await dialog.getByRole('button', { name: 'Send no bid' }).click();
    await expect.poll(() => panel.textContent(), POLL).toContain('Reason: Crews booked all season');
    expect(await page.getByRole('button', { name: 'Submit the bid' }).isDisabled()).toBe(true);

    // In French: undone, then declared again through the dialog.
    await page.getByRole('button', { name: /Français/ }).click();
    await panel.getByRole('button', { name: 'Annuler la déclaration' }).click();
    await panel.getByRole('button', { name: 'Déclarer aucune soumission' }).click();
    const dialogFr = page.getByRole('dialog', { name: 'Déclarer aucune soumission' });
    await dialogFr.getByLabel('Motif (facultatif)').fill('Équipes réservées');
    await axeClean(page, 'no bid dialog fr');
    await dialogFr.getByRole('button', { name: 'Envoyer la déclaration' }).click();
    await expect.poll(() => panel.textContent(), POLL).toContain('Motif : Équipes réservées');
    await supplier.close();

    const buyer = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    await useSessionIn(buyer, lead);
    const list = await buyer.newPage();
    await list.goto(`/projects/${bid.projectId}/source/companies`);
    const table = list.getByRole('table', { name: 'No bid' });
    await expect.poll(() => table.getByRole('row').count(), POLL).toBe(2);
    expect(await table.getByRole('row').nth(1).textContent()).toContain('Équipes réservées');
    await axeClean(list, 'no bids en');
    const [download] = await Promise.all([
      list.waitForEvent('download'),
      list.getByRole('button', { name: 'Export to Excel (NoBid)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`NoBid-${bid.projectId}.xlsx`);

    await list.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
    await list.reload();
    await expect
      .poll(() => list.getByRole('table', { name: 'Aucune soumission' }).getByRole('row').count(), POLL)
      .toBe(2);
    await axeClean(list, 'no bids fr');
    await buyer.close();
  }, 60_000);

  it('the lead sets the default No Bid email in the source settings; a bad address is refused at its field', async () => {
    const settings = `/api/v1/customer/${lead.info.customer.customerId}/node/${lead.info.customer.customerNodeId}/control-panel/source-settings`;
    const before = (await lead.call('GET', settings)).json.data.sourceSettingsDTO.values;
    const context = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    await useSessionIn(context, lead);
    const page = await context.newPage();
    await page.goto('/control-panel/source-settings?focus=defaultNoBidEmail');
    const field = page.getByLabel('Default No Bid email');
    await expect.poll(() => field.evaluate((e) => e === document.activeElement), POLL).toBe(true);
    await field.fill('not-an-email');
    await page.getByRole('form', { name: 'No bid' }).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Invalid Email Format').count(), POLL).toBe(1);
    await axeClean(page, 'source settings en');
    await field.fill('nobid@demo.example');
    await page.getByRole('form', { name: 'No bid' }).getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () => (await lead.call('GET', settings)).json.data.sourceSettingsDTO.values.defaultNoBidEmail,
        POLL,
      )
      .toBe('nobid@demo.example');
    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Paramètres des appels d’offres');
    await axeClean(page, 'source settings fr');
    await context.close();
    // Put the demo's setting back.
    const now = (await lead.call('GET', settings)).json.data.sourceSettingsDTO.values;
    await lead.call('PUT', settings, { defaultNoBidEmail: before.defaultNoBidEmail, version: now.version });
  }, 40_000);
});
