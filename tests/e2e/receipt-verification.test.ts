import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSubmissionBid } from '../integration/submission-support.js';
import { apiLogin, seriousViolations } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';
import { logInFromBid, pdfText, signedIn, submitThroughReview } from './support/bids.js';

/**
 * Receipts that prove something (issue 10 item 2, decision 059): the demo supplier submits a small bid with
 * one file (its parts signed with their SHA-256 and read back by the server's job), downloads the receipt as
 * a PDF (read back with pdfjs: the digest is in it), and anyone, without logging in, pastes the receipt's
 * code on /verify-receipt and sees that it matches; axe in English and French.
 */

const POLL = { timeout: 15_000 };
let browser: Browser;
let bid: Awaited<ReturnType<typeof openSubmissionBid>>;

const axeClean = async (page: Page, screen: string) =>
  expect(await seriousViolations(page), screen).toEqual([]);

beforeAll(async () => {
  browser = await launchBrowser();
  const lead = await apiLogin('lead@demo.example');
  bid = await openSubmissionBid(signedIn(lead), { question: false, document: 'mandatory' });
}, 60_000);
afterAll(async () => closeBrowser(browser));

describe('receipt verification', () => {
  it('the demo supplier submits, downloads the receipt PDF, and anyone verifies it on the public page', async () => {
    const context = await browser.newContext({
      baseURL: inject('appUrl'),
      locale: 'en-CA',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await page.goto(`/portal/bids/demo/${bid.projectId}/submission`);
    await logInFromBid(page);
    await expect
      .poll(() => page.getByTestId('submission-status').textContent(), POLL)
      .toContain('Not started');

    await page.getByLabel('Unit price, line 1').fill('45.10');
    await page.getByLabel('Unit price, line 2').fill('0.10');
    await page.getByLabel('Unit price, line 3').fill('0.20');
    await page.getByLabel('File').setInputFiles({
      name: 'bid-bond.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 bond'),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    // Its parts went with their signed checksums, and the server's job read the stored file back.
    await expect
      .poll(() => page.getByTestId('file-verified').textContent(), POLL)
      .toBe('Stored copy checked: it matches the file your browser read.');

    await submitThroughReview(page);
    await expect.poll(() => page.getByTestId('submission-status').textContent(), POLL).toBe('Submitted.');
    const digest = (await page.getByTestId('receipt-digest').textContent())!;
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    const code = (await page.getByTestId('receipt-code').textContent())!;
    expect(code).toBe(`TB1.demo.${bid.projectId}.${code.split('.')[3]}.${digest}`);
    await axeClean(page, 'bid receipt en');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the receipt (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bid-receipt-[0-9A-F-]+\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(download);
    for (const expected of ['Bid receipt', digest, 'bid-bond.pdf', 'Online bid', '/verify-receipt?code='])
      expect(text).toContain(expected);

    // Anyone, without a session, pastes the code.
    const visitor = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    const verify = await visitor.newPage();
    await verify.goto('/verify-receipt');
    await expect.poll(() => verify.locator('h1').textContent(), POLL).toBe('Verify a bid receipt');
    await verify.getByLabel('Receipt code').fill('TB1.not-a-code');
    await verify.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect.poll(() => verify.getByText(/This is not a receipt code/).count(), POLL).toBe(1);
    await verify.getByLabel('Receipt code').fill(code);
    await verify.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect
      .poll(() => verify.getByTestId('verdict-match').textContent(), POLL)
      .toContain('This receipt matches');
    const result = verify.getByTestId('receipt-result');
    expect(await result.textContent()).toContain('Acme');
    expect(await result.textContent()).not.toContain('bid-bond.pdf');
    await axeClean(verify, 'verify receipt en');

    await verify.getByRole('button', { name: /Français/ }).click();
    await expect.poll(() => verify.locator('h1').textContent(), POLL).toBe('Vérifier un reçu de soumission');
    await expect
      .poll(() => verify.getByTestId('verdict-match').textContent(), POLL)
      .toContain('Ce reçu correspond');
    await axeClean(verify, 'verify receipt fr');
    await visitor.close();
    await context.close();
  });
});
