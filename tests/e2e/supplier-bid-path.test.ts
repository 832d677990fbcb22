import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSubmissionBid } from '../integration/submission-support.js';
import { apiLogin, DEMO_PASSWORD, seriousViolations } from './support/app.js';
import { pdfText, signedIn } from './support/bids.js';
import { closeBrowser, launchBrowser } from './support/browser.js';

/**
 * Issue 22's supplier path to a bid, on a phone (390 px): a visitor finds the open public bid from
 * /opportunities, is taken through the portal's login back to the bid screen, fills it, sees the buyer's
 * prompt-pay discount and the total after it, reads the one confirmation summary (totals, files with sizes,
 * what is missing), submits, and keeps a receipt that shows the discount. Every screen fits the phone
 * (no page wider than the window) and passes axe in English and French; the visitor makes no call that
 * answers 401. My opportunities and the bid's short address lead to the bid too.
 */

const POLL = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;
let bid: Awaited<ReturnType<typeof openSubmissionBid>>;
let name: string;

const h1 = (page: Page) => page.locator('h1');
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The screen fits 390 px, and axe finds no serious issue in English, then in French; back to English. */
async function checkScreen(page: Page, screen: string, frenchHeading: string | RegExp) {
  expect(await fits(page), `${screen} fits 390 px`).toBe(true);
  expect(await seriousViolations(page), `${screen} en`).toEqual([]);
  await page.getByRole('button', { name: /Français/ }).click();
  await expect.poll(() => h1(page).textContent(), POLL).toMatch(frenchHeading);
  expect(await fits(page), `${screen} fits 390 px in French`).toBe(true);
  expect(await seriousViolations(page), `${screen} fr`).toEqual([]);
  await page.getByRole('button', { name: /English/ }).click();
  await expect.poll(() => page.locator('html').getAttribute('lang'), POLL).toMatch(/^en/);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const lead = await apiLogin('lead@demo.example');
  bid = await openSubmissionBid(signedIn(lead), {
    question: false,
    document: 'mandatory',
    promptPayDiscount: { type: 'percentage', value: '2' },
  });
  const { json } = await lead.call(
    'GET',
    `/api/v1/customer/${lead.info.customer.customerId}/node/${lead.info.tenderNode.id}/Projects?projectId=${bid.projectId}`,
  );
  name = json.data.projectDTO.values.project.name as string;
}, 90_000);
afterAll(() => closeBrowser(browser));

describe('the supplier path to a bid, on a phone', () => {
  it('public page → login → bid → discount → confirmation → receipt with the discount; 390 px, axe en/fr', async () => {
    const context = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA', viewport: PHONE });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });

    // 1. A visitor, not logged in, finds the bid on the public pages.
    await page.goto('/opportunities');
    await expect.poll(() => h1(page).textContent(), POLL).toBe('Public opportunities');
    await checkScreen(page, 'public opportunities', 'Appels d’offres publics');
    await page.getByLabel('Words in the number, name or agency').fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name }).click();
    await expect.poll(() => h1(page).textContent(), POLL).toBe(name);
    await expect.poll(() => page.getByRole('link', { name: 'Log in to submit a bid' }).count(), POLL).toBe(1);
    await checkScreen(page, 'public detail', name);
    expect(refused, 'a visitor makes no call that answers 401').toEqual([]);

    // 2. The bid's action takes the visitor through the portal's login and back to the bid screen.
    await page.getByRole('link', { name: 'Log in to submit a bid' }).click();
    await expect.poll(() => h1(page).textContent(), POLL).toBe('Log in to the supplier portal');
    await checkScreen(page, 'portal login', /portail/);
    expect(refused, 'the login screen asks nothing that answers 401').toEqual([]);
    await page.getByLabel('Email').fill('bids@acme.example');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect
      .poll(() => new URL(page.url()).pathname, POLL)
      .toBe(`/portal/bids/demo/${bid.projectId}/submission`);
    await expect.poll(() => h1(page).textContent(), POLL).toBe('Your bid');
    await expect
      .poll(() => page.getByTestId('submission-status').textContent(), POLL)
      .toBe('Not started: nothing is saved yet.');
    // The buyer's discount shows before anything is typed: the supplier commits to it knowingly.
    const figures = page.getByTestId(`totals-${bid.tenderTableId}`);
    await expect
      .poll(() => figures.textContent(), POLL)
      .toContain('Prompt-pay discount offered by the buyer (2%)');
    await checkScreen(page, 'bid screen, empty', 'Votre soumission');

    // 3. Confirmation with something missing: the summary says what, and offers no submit.
    await page.getByRole('button', { name: 'Submit the bid', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Check your bid before submitting it' });
    await expect
      .poll(() => review.getByTestId('review-missing').locator('li').allTextContents(), POLL)
      .toEqual(['Fill in the form "Prices".', 'Upload the document "Bid bond".']);
    expect(await review.getByRole('button', { name: 'Confirm and submit' }).count()).toBe(0);
    expect(await fits(page)).toBe(true);
    expect(await seriousViolations(page), 'review, missing, en').toEqual([]);
    await review.getByRole('button', { name: 'Back to the bid' }).click();

    // 4. Fills the prices: the totals, the discount and the total after it follow, grouped.
    await page.getByLabel('Unit price, line 1').fill('45.10');
    await page.getByLabel('Unit price, line 2').fill('0.10');
    await page.getByLabel('Unit price, line 3').fill('0.20');
    await expect
      .poll(() => page.getByTestId(`total-${bid.tenderTableId}`).textContent(), POLL)
      .toBe('6,115.90');
    expect(await page.getByTestId(`discount-${bid.tenderTableId}`).textContent()).toBe('122.32');
    expect(await page.getByTestId(`after-discount-${bid.tenderTableId}`).textContent()).toBe('5,993.58');
    const file = Buffer.from('%PDF-1.4 a small bid bond');
    await page
      .getByLabel('File')
      .setInputFiles({ name: 'bid-bond.pdf', mimeType: 'application/pdf', buffer: file });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect
      .poll(() => page.getByTestId(`stored-${bid.documentRequirementId}`).textContent(), POLL)
      .toBe('bid-bond.pdf, 25 B');
    expect(await page.getByText(createHash('sha256').update(file).digest('hex')).count()).toBe(1);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => page.getByText('Your draft is saved.').count(), POLL).toBe(1);
    // Save draft and the line numbers are on screen at 390 px: nothing starts off the left edge.
    const save = await page.getByRole('button', { name: 'Save draft' }).boundingBox();
    expect(save!.x).toBeGreaterThanOrEqual(0);
    expect(save!.x + save!.width).toBeLessThanOrEqual(PHONE.width);
    const title = await h1(page).boundingBox();
    expect(title!.x).toBeGreaterThanOrEqual(0);
    await checkScreen(page, 'bid screen, filled', 'Votre soumission');

    // 5. The one confirmation step: the forms' totals with the discount, the files with sizes, nothing missing.
    await page.getByRole('button', { name: 'Submit the bid', exact: true }).click();
    await expect
      .poll(() => review.getByTestId(`total-review-${bid.tenderTableId}`).textContent(), POLL)
      .toBe('6,115.90');
    expect(await review.getByTestId(`after-discount-review-${bid.tenderTableId}`).textContent()).toBe(
      '5,993.58',
    );
    expect(await review.getByTestId('review-files').textContent()).toBe('bid-bond.pdf, 25\u00a0bytes');
    expect(await review.textContent()).toContain('Nothing is missing: your bid can be submitted.');
    expect(await fits(page)).toBe(true);
    expect(await seriousViolations(page), 'review en').toEqual([]);
    await review.getByRole('button', { name: 'Back to the bid' }).click();
    // Nothing was sent by opening the summary.
    expect(await page.getByTestId('submission-status').textContent()).toBe('Draft: not submitted.');
    await page.getByRole('button', { name: /Français/ }).click();
    await page.getByRole('button', { name: 'Déposer la soumission', exact: true }).click();
    const revue = page.getByRole('dialog', { name: 'Vérifiez votre soumission avant de la déposer' });
    await expect
      .poll(() => revue.getByTestId(`after-discount-review-${bid.tenderTableId}`).textContent(), POLL)
      .toMatch(/^5\s993,58$/u);
    expect(await revue.getByTestId('review-files').textContent()).toBe('bid-bond.pdf, 25\u00a0octets');
    expect(await seriousViolations(page), 'review fr').toEqual([]);
    await revue.getByRole('button', { name: 'Revenir à la soumission' }).click();
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('button', { name: 'Submit the bid', exact: true }).click();
    await review.getByRole('button', { name: 'Confirm and submit' }).click();

    // 6. The receipt shows the discount and the total after it; the missing list is gone with the submit.
    await expect.poll(() => page.getByTestId('submission-status').textContent(), POLL).toBe('Submitted.');
    await expect.poll(() => page.getByTestId('receipt-digest').textContent(), POLL).toMatch(/^[0-9a-f]{64}$/);
    const receipt = page.getByTestId('receipt');
    expect(await receipt.getByTestId(`discount-receipt-${bid.tenderTableId}`).textContent()).toBe('122.32');
    expect(await receipt.getByTestId(`after-discount-receipt-${bid.tenderTableId}`).textContent()).toBe(
      '5,993.58',
    );
    expect(await receipt.textContent()).toContain('Prompt-pay discount offered by the buyer (2%)');
    expect(await page.getByText('your bid can be submitted').count()).toBe(0);
    // The receipt's PDF carries the discount too.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the receipt (PDF)' }).click(),
    ]);
    const pdf = await pdfText(download);
    expect(pdf).toContain('Prices: total after the prompt-pay discount');
    expect(pdf).toContain('5,993.58');
    await checkScreen(page, 'bid screen, receipt', 'Votre soumission');

    // 7. My opportunities lists the bid with its way back to the bid screen.
    await page.getByRole('link', { name: 'My opportunities' }).click();
    await expect.poll(() => h1(page).textContent(), POLL).toBe('My opportunities');
    await page.getByRole('link', { name: `Prepare your bid: ${name}` }).waitFor(POLL);
    await checkScreen(page, 'my opportunities', 'Mes appels d’offres');
    await page.getByRole('link', { name: `Prepare your bid: ${name}` }).click();
    await expect.poll(() => page.getByTestId('submission-status').textContent(), POLL).toBe('Submitted.');
    await context.close();
    // Sixteen axe runs on a phone-sized page: longer than the default e2e timeout on a shared machine.
  }, 420_000);

  it("the bid's short address opens the bid screen", async () => {
    const context = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA', viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`/portal/bids/demo/${bid.projectId}`);
    await expect
      .poll(() => new URL(page.url()).pathname, POLL)
      .toBe(`/portal/bids/demo/${bid.projectId}/submission`);
    await expect.poll(() => h1(page).textContent(), POLL).toBe('Your bid');
    await context.close();
  });
});
