import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSubmissionBid } from '../integration/submission-support.js';
import { apiLogin, seriousViolations } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';
import { logInFromBid, signedIn, submitThroughReview } from './support/bids.js';

/**
 * Online submission (issue 10, decision 054): the demo supplier opens its bid on a tender with a price form
 * and a required document, types its unit prices (the shared engine's totals follow), uploads a small file
 * through the one uploader (its SHA-256 computed by the browser's worker and confirmed by the server),
 * submits and sees the receipt; axe in English and French.
 */

const POLL = { timeout: 15_000 };
let browser: Browser;
let bid: Awaited<ReturnType<typeof openSubmissionBid>>;

beforeAll(async () => {
  browser = await launchBrowser();
  const lead = await apiLogin('lead@demo.example');
  bid = await openSubmissionBid(signedIn(lead), { question: false, document: 'mandatory' });
}, 60_000);
afterAll(async () => closeBrowser(browser));

describe('online submission', () => {
  it('the demo supplier fills the price form, uploads a file, submits and keeps the receipt', async () => {
    const context = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    const page = await context.newPage();
    await page.goto(`/portal/bids/demo/${bid.projectId}/submission`);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Your bid');
    // Not signed in: the portal's login brings the supplier back.
    await logInFromBid(page);
    await expect
      .poll(() => page.getByTestId('submission-status').textContent(), POLL)
      .toBe('Not started: nothing is saved yet.');
    const missing = page.getByTestId('missing-list');
    await expect
      .poll(() => missing.locator('li').allTextContents(), POLL)
      .toEqual(['Fill in the form "Prices".', 'Upload the document "Bid bond".']);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // The engine's totals follow the typing, to the cent.
    await page.getByLabel('Unit price, line 1').fill('45.10');
    await page.getByLabel('Unit price, line 2').fill('0.10');
    await page.getByLabel('Unit price, line 3').fill('0.20');
    await expect
      .poll(() => page.getByTestId(`total-${bid.tenderTableId}`).textContent(), POLL)
      .toBe('6,115.90');
    await expect
      .poll(() => missing.locator('li').allTextContents())
      .toEqual(['Upload the document "Bid bond".']);

    const file = Buffer.from('%PDF-1.4 a small bid bond');
    await page
      .getByLabel('File')
      .setInputFiles({ name: 'bid-bond.pdf', mimeType: 'application/pdf', buffer: file });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect
      .poll(() => page.getByTestId(`stored-${bid.documentRequirementId}`).textContent(), POLL)
      .toBe('bid-bond.pdf, 25 bytes');
    // The browser's worker hashed the file and the server's digest of the stored object agreed with it.
    const sha256 = createHash('sha256').update(file).digest('hex');
    expect(await page.getByText(sha256, { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText('Nothing is missing: your bid can be submitted.').count()).toBe(1);

    await submitThroughReview(page);
    await expect.poll(() => page.getByTestId('submission-status').textContent(), POLL).toBe('Submitted.');
    await expect.poll(() => page.getByTestId('receipt-digest').textContent(), POLL).toMatch(/^[0-9a-f]{64}$/);
    expect(await page.getByRole('button', { name: 'Withdraw the bid' }).count()).toBe(1);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: /Français/ }).click();
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Votre soumission');
    await expect.poll(() => page.getByRole('heading', { name: 'Votre reçu' }).count(), POLL).toBe(1);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await context.close();
  });
});
