import { createHash } from 'node:crypto';
import { jsPDF } from 'jspdf';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSubmissionBid } from '../integration/submission-support.js';
import { apiLogin, seriousViolations } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';
import { logInFromBid, signedIn, submitThroughReview } from './support/bids.js';
import { formatBytes } from '../../web/src/lib/format-bytes.js';

/**
 * Online submission (issue 10, decision 054): the demo supplier opens its bid on a tender with a price form
 * and a required document, types its unit prices (the shared engine's totals follow), uploads a small file
 * through the one uploader (its SHA-256 computed by the browser's worker and confirmed by the server),
 * submits and sees the receipt; axe in English and French.
 */

const POLL = { timeout: 15_000 };
let browser: Browser;
let bid: Awaited<ReturnType<typeof openSubmissionBid>>;
/** A tender whose document item asks for a PDF of at least 5 pages (decision 069). */
let paged: Awaited<ReturnType<typeof openSubmissionBid>>;

beforeAll(async () => {
  browser = await launchBrowser();
  const lead = await apiLogin('lead@demo.example');
  bid = await openSubmissionBid(signedIn(lead), { question: false, document: 'mandatory' });
  paged = await openSubmissionBid(signedIn(lead), {
    question: false,
    document: 'mandatory',
    minimumPageCount: 5,
  });
}, 90_000);

function pdfOf(pages: number): Buffer {
  const doc = new jsPDF();
  for (let i = 1; i <= pages; i++) {
    if (i > 1) doc.addPage();
    doc.text(`Bid bond, page ${i}`, 10, 10);
  }
  return Buffer.from(doc.output('arraybuffer'));
}
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
      .toBe('bid-bond.pdf, 25 B');
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

  it('refuses a negative price and a file the item forbids before sending, and a short PDF once stored', async () => {
    const context = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/Submission')) sent.push(request.url());
    });
    await page.goto(`/portal/bids/demo/${paged.projectId}/submission`);
    await logInFromBid(page);
    await expect
      .poll(() => page.getByTestId('submission-status').textContent(), POLL)
      .toBe('Not started: nothing is saved yet.');
    expect(await page.getByTestId(`minimum-pages-${paged.documentRequirementId}`).textContent()).toBe(
      'A PDF of at least 5 pages: its pages are counted from the file.',
    );

    // A negative unit price: the cell says why, and the draft is not sent.
    const sign = 'Enter this number without a sign: a bid takes no negative numbers here.';
    const cell = page.getByLabel('Unit price, line 1');
    await cell.fill('-67.80');
    await expect.poll(() => cell.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('cell').getByText(sign).count()).toBe(1);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: sign }).count(), POLL).toBe(1);
    expect(sent).toEqual([]);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // A program, and a Word file for an item that counts pages: refused as chosen, nothing sent.
    const input = page.getByLabel('File', { exact: true });
    await input.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect.poll(() => page.getByText(/programs and scripts \(such as \.exe files\)/).count()).toBe(1);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await input.setInputFiles({
      name: 'bond.docx',
      mimeType: 'application/msword',
      buffer: Buffer.from('doc'),
    });
    await expect
      .poll(() =>
        page
          .getByText('This item has a minimum page count (5): attach a PDF file, whose pages can be counted.')
          .count(),
      )
      .toBe(1);
    expect(sent).toEqual([]);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // A 1-page PDF goes up, and the server refuses it once it has counted the pages.
    await input.setInputFiles({ name: 'bond.pdf', mimeType: 'application/pdf', buffer: pdfOf(1) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect
      .poll(
        () =>
          page
            .getByText('This item asks for at least 5 pages; this PDF has 1. Attach the complete document.')
            .count(),
        POLL,
      )
      .toBe(1);
    expect(await page.getByTestId(`stored-${paged.documentRequirementId}`).count()).toBe(0);

    await page.getByRole('button', { name: /Français/ }).click();
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Votre soumission');
    expect(
      await page
        .getByRole('cell')
        .getByText('Entrez ce nombre sans signe : une soumission n’accepte pas de nombre négatif ici.')
        .count(),
    ).toBe(1);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // Five pages meet the item; the size is written as people read it.
    const five = pdfOf(5);
    await page
      .getByLabel('Fichier', { exact: true })
      .setInputFiles({ name: 'bond.pdf', mimeType: 'application/pdf', buffer: five });
    await page.getByRole('button', { name: 'Téléverser', exact: true }).click();
    await expect
      .poll(() => page.getByTestId(`stored-${paged.documentRequirementId}`).textContent(), POLL)
      .toBe(`bond.pdf, ${formatBytes(five.length, 'fr')}`);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await context.close();
    // Three uploads and four axe runs: longer than the file's default on a loaded machine.
  }, 240_000);
});
