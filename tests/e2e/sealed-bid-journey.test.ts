import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readStoredZip } from '../helpers/zip-entries.js';
import { openSubmissionBid } from '../integration/submission-support.js';
import { apiLogin, seriousViolations, useSessionIn, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';
import {
  logInFromBid,
  moveClosing,
  passClosing,
  pdfText,
  signedIn,
  submitThroughReview,
  waitUntilClosed,
  workbookRows,
} from './support/bids.js';

/**
 * The sealed-bid journey (issue 10, "Done when", first group), one flow: a public tender with a price form is
 * published; the demo supplier fills the price form, uploads a file, submits and keeps the receipt; before
 * the closing the lead sees on Source → submissions only that submissions show after the closing (the API
 * refuses the list); the lead then brings the closing near by the stack's clock, the test moves that clock
 * past it, and the close-project job closes the tender by itself at that instant (decisions 067, 074); the
 * lead unseals the price and the submission, opens the bid, downloads the opening sheet (PDF) and the bid
 * analysis (Excel) with the bidder and its price, sees the lowest marked, exports all submissions from the
 * same page and finds the bidder's file in the zip byte for byte; a visitor verifies the receipt. axe in
 * English and French on the before-close state (the other screens have their own tests).
 */

const POLL = { timeout: 20_000 };
const COMPANY = 'Acme Construction Ltd.';
const PRICE = /6,115\.90/;
let browser: Browser;
let lead: ApiSession;
let bid: Awaited<ReturnType<typeof openSubmissionBid>>;
const file = Buffer.concat([Buffer.from('%PDF-1.4 journey bond '), randomBytes(256)]);
const fileSha256 = createHash('sha256').update(file).digest('hex');

const axeClean = async (page: Page, screen: string) =>
  expect(await seriousViolations(page), screen).toEqual([]);

beforeAll(async () => {
  browser = await launchBrowser();
  lead = await apiLogin('lead@demo.example');
  // Published with the helper's closing a month ahead: step 4 brings it near.
  bid = await openSubmissionBid(signedIn(lead), { question: false, document: 'mandatory' });
}, 60_000);
afterAll(async () => closeBrowser(browser));

describe('the sealed-bid journey', () => {
  it('a bid is submitted, stays sealed until the closing, is opened, analysed, exported and its receipt verified', async () => {
    // 2. The supplier fills the price form, uploads a file, submits and keeps the receipt.
    const supplier = await browser.newContext({
      baseURL: inject('appUrl'),
      locale: 'en-CA',
      acceptDownloads: true,
    });
    const portal = await supplier.newPage();
    await portal.goto(`/portal/bids/demo/${bid.projectId}/submission`);
    await logInFromBid(portal);
    await expect
      .poll(() => portal.getByTestId('submission-status').textContent(), POLL)
      .toContain('Not started');
    await portal.getByLabel('Unit price, line 1').fill('45.10');
    await portal.getByLabel('Unit price, line 2').fill('0.10');
    await portal.getByLabel('Unit price, line 3').fill('0.20');
    await portal
      .getByLabel('File')
      .setInputFiles({ name: 'journey-bond.pdf', mimeType: 'application/pdf', buffer: file });
    await portal.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect
      .poll(() => portal.getByTestId('file-verified').textContent(), POLL)
      .toBe('Stored copy checked: it matches the file your browser read.');
    expect(await portal.getByText(fileSha256, { exact: true }).count()).toBe(1);
    await submitThroughReview(portal);
    await expect.poll(() => portal.getByTestId('submission-status').textContent(), POLL).toBe('Submitted.');
    const digest = (await portal.getByTestId('receipt-digest').textContent())!;
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    const code = (await portal.getByTestId('receipt-code').textContent())!;
    expect(code).toContain(digest);
    const [receipt] = await Promise.all([
      portal.waitForEvent('download'),
      portal.getByRole('button', { name: 'Download the receipt (PDF)' }).click(),
    ]);
    const receiptText = await pdfText(receipt);
    for (const expected of [digest, 'journey-bond.pdf']) expect(receiptText).toContain(expected);
    await supplier.close();

    // 3. Before the closing the lead sees no company and no price, and the API refuses the list.
    const buyer = await browser.newContext({
      baseURL: inject('appUrl'),
      locale: 'en-CA',
      acceptDownloads: true,
    });
    await useSessionIn(buyer, lead);
    const page = await buyer.newPage();
    await page.goto(`/projects/${bid.projectId}/source/submissions`);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Submissions');
    await expect.poll(() => page.getByText('Submissions show after the closing').count(), POLL).toBe(1);
    const main = page.getByRole('main');
    expect(await main.textContent()).not.toContain('Acme');
    expect(await main.textContent()).not.toMatch(PRICE);
    expect(await page.getByRole('button', { name: 'Export all submissions' }).count()).toBe(0);
    await axeClean(page, 'submissions before the closing en');
    const refused = await lead.call(
      'GET',
      `/api/v1/customer/${lead.info.customer.customerId}/node/${lead.info.tenderNode.id}/Projects/Opening/Submissions?projectId=${bid.projectId}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('openingBeforeClose');
    expect(JSON.stringify(refused.json)).not.toContain('Acme');
    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.reload();
    await expect
      .poll(() => page.getByText('Les soumissions s’affichent après la clôture').count(), POLL)
      .toBe(1);
    await axeClean(page, 'submissions before the closing fr');
    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'en'));

    // 4. The lead brings the closing near; the close-project job, rescheduled to it, closes the tender at
    // that instant, by itself, once the stack's clock is moved past it (nothing here closes it).
    const closingDate = await moveClosing(lead, bid.projectId);
    await passClosing(closingDate);
    await waitUntilClosed(lead, bid.projectId);

    // 5. The lead unseals the price, then the submission, and reads the bid.
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(COMPANY.replaceAll('.', '\\.')) });
    await expect.poll(() => row.textContent(), POLL).toContain('Sealed');
    expect(await row.textContent()).not.toMatch(PRICE);
    await page.getByRole('button', { name: 'Unseal price' }).click();
    await expect.poll(() => row.textContent(), POLL).toMatch(PRICE);
    await page.getByRole('button', { name: 'Unseal submission' }).click();
    await expect.poll(() => row.textContent(), POLL).not.toContain('Sealed');

    await row.getByRole('link', { name: `View ${COMPANY}` }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: `Submission · ${COMPANY}` }).count(), POLL)
      .toBe(1);
    await expect.poll(() => page.getByText(`SHA-256 ${fileSha256}`).count(), POLL).toBe(1);
    expect(await page.getByRole('link', { name: /journey-bond\.pdf/ }).count()).toBe(1);

    await page.goto(`/projects/${bid.projectId}/source/submissions?view=sheet`);
    await expect.poll(() => page.getByRole('heading', { name: 'Opening sheet' }).count(), POLL).toBe(1);
    const [sheetPdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(sheetPdf.suggestedFilename()).toMatch(/\.pdf$/);
    const sheetText = await pdfText(sheetPdf);
    expect(sheetText).toContain(COMPANY);
    expect(sheetText).toMatch(PRICE);

    await page.getByRole('link', { name: 'Bid analysis' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Bid analysis' }).count(), POLL).toBe(1);
    await expect
      .poll(() => page.locator('td.tb-lowest strong').first().textContent(), POLL)
      .toBe('6,115.90 (lowest)');
    const [analysisXlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(analysisXlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const analysisRows = (await workbookRows(analysisXlsx)).join('\n');
    expect(analysisRows).toContain(COMPANY);
    // An amount is a number in the workbook (its cell's text is the plain number, its format groups it).
    expect(analysisRows).toMatch(/(^|\t)6115\.9(\t|$)/m);

    // 6. The export of all submissions, on the same page: ready on the realtime exportReady, then the zip.
    await page.getByRole('link', { name: 'Submissions', exact: true }).click();
    await page.getByRole('button', { name: 'Export all submissions' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'is ready to download' }).count(), POLL)
      .toBe(1);
    const ready = page.getByRole('table', { name: 'Your exports' }).getByRole('row').nth(1);
    await expect.poll(() => ready.textContent(), POLL).toContain('Submissions: 1, files: 1');
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      ready.getByRole('button', { name: /^Download / }).click(),
    ]);
    const entries = readStoredZip(await readFile(await zip.path()));
    const stored = entries.find((e) => e.name === `${COMPANY}/files/journey-bond.pdf`);
    expect(stored, entries.map((e) => e.name).join(', ')).toBeDefined();
    expect(createHash('sha256').update(stored!.data).digest('hex')).toBe(fileSha256);
    await buyer.close();

    // 7. A visitor, without a session, verifies the receipt.
    const visitor = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    const verify = await visitor.newPage();
    await verify.goto(`/verify-receipt?code=${encodeURIComponent(code)}`);
    await expect
      .poll(() => verify.getByTestId('verdict-match').textContent(), POLL)
      .toContain('This receipt matches');
    await visitor.close();
  }, 150_000);
});
