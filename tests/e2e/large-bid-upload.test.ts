import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSubmissionBid } from '../integration/submission-support.js';
import { apiLogin } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';
import { signedIn, submitThroughReview } from './support/bids.js';
import { formatBytes } from '../../web/src/lib/format-bytes.js';

/**
 * A large bid file survives a dropped connection (issue 10, decisions 029 and 054): the demo supplier fills
 * the price form, uploads a 300 MiB file with a moving progress bar, the connection drops once while parts
 * are on their way and comes back, and the upload goes on from where it stopped: no part S3 had
 * acknowledged is sent again, the same upload is completed, and the stored object has the file's size and
 * SHA-256. The bid is then submitted and its receipt names the file's SHA-256. The axe and French checks of
 * this screen are online-submission.test.ts's.
 */

const POLL = { timeout: 20_000 };
const MIB = 1024 * 1024;
const SIZE = 300 * MIB;
const BAR_NAME = 'Uploading drawings.zip';
/**
 * How long the connection stays down: longer than the nine seconds over which Uppy tries a part's signing
 * call four times before failing (and aborting) the whole upload, which is what decision 062 changed.
 */
const OUTAGE_MS = 12_000;
let browser: Browser;
let dir: string;
let bid: Awaited<ReturnType<typeof openSubmissionBid>>;

/**
 * A sparse file of `size` bytes: zeros on disk cost nothing, and each MiB starts with its own offset, so a
 * part sent twice or stored in the wrong place changes the object's SHA-256.
 */
async function sparseFile(path: string, size: number): Promise<void> {
  const handle = await open(path, 'w');
  try {
    await handle.truncate(size);
    for (let at = 0; at < size; at += MIB)
      await handle.write(Buffer.from(`offset ${at}\n`), 0, undefined, at);
  } finally {
    await handle.close();
  }
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 4 * MIB })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The part number of an UploadPart PUT straight to S3, or undefined for any other request. */
const partNumberOf = (request: Request): number | undefined => {
  if (request.method() !== 'PUT') return undefined;
  const partNumber = new URL(request.url()).searchParams.get('partNumber');
  return partNumber ? Number(partNumber) : undefined;
};

/** What a screen reader is told of the upload's progress bar: its value in the accessibility tree. */
async function progressValueNow(page: Page): Promise<number | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      role: 'progressbar',
      accessibleName: BAR_NAME,
    });
    const value = nodes[0]?.value?.value;
    return value === undefined ? undefined : Number(value);
  } finally {
    await cdp.detach();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  dir = await mkdtemp(join(tmpdir(), 'tenderbox-large-bid-'));
  const lead = await apiLogin('lead@demo.example');
  bid = await openSubmissionBid(signedIn(lead), { question: false, document: 'mandatory' });
}, 60_000);
afterAll(async () => {
  await closeBrowser(browser);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('large bid upload', () => {
  it('a 300 MiB bid file resumes after a dropped connection without sending an acknowledged part again', async () => {
    const path = join(dir, 'drawings.zip');
    await sparseFile(path, SIZE);
    const fileSha256 = await sha256Of(path);

    const context = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    const page = await context.newPage();
    await page.goto(`/portal/bids/demo/${bid.projectId}/submission`);
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Email').fill('bids@acme.example');
    await page.getByLabel('Password').fill('Tenderbox!2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('submission-status').textContent(), POLL)
      .toBe('Not started: nothing is saved yet.');
    await page.getByLabel('Unit price, line 1').fill('45.10');
    await page.getByLabel('Unit price, line 2').fill('0.10');
    await page.getByLabel('Unit price, line 3').fill('0.20');
    await expect
      .poll(() => page.getByTestId(`total-${bid.tenderTableId}`).textContent(), POLL)
      .toBe('6,115.90');

    // Every part PUT and its outcome, the failed signing calls, the upload's start and discard calls.
    const sent = new Map<number, number>();
    const failed = new Map<number, number>();
    let failedSigning = 0;
    let discarded = 0;
    const acknowledged = new Set<number>();
    let acknowledgedBeforeCut: number[] | undefined;
    let starts = 0;
    const add = (counts: Map<number, number>, n: number) => counts.set(n, (counts.get(n) ?? 0) + 1);
    page.on('request', (request) => {
      const n = partNumberOf(request);
      if (n !== undefined) add(sent, n);
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && pathname.endsWith('/Submission/Files')) starts++;
      if (request.method() === 'DELETE' && pathname.includes('/Submission/Files/')) discarded++;
    });
    page.on('requestfailed', (request) => {
      const n = partNumberOf(request);
      if (n !== undefined) add(failed, n);
      if (request.url().includes('/Submission/Files/Parts/Batch')) failedSigning++;
    });
    page.on('response', (response) => {
      const n = partNumberOf(response.request());
      if (n !== undefined && response.status() === 200) acknowledged.add(n);
    });
    // The cut: at the first call for part URLs once two parts are acknowledged (others on their way; the
    // parts are signed as the worker hashes them, decision 059, so a batch may hold one part), the servers
    // become unreachable for OUTAGE_MS while the browser still believes it is online (a Wi-Fi whose route
    // is gone): every signing call and every part PUT that starts meanwhile fails without an answer.
    let cutAt: number | undefined;
    const down = () => cutAt !== undefined && performance.now() < cutAt + OUTAGE_MS;
    const isPartPut = (url: URL) => url.searchParams.has('partNumber');
    await page.route('**/Submission/Files/Parts/Batch', async (route) => {
      if (cutAt === undefined && acknowledged.size >= 2) {
        cutAt = performance.now();
        acknowledgedBeforeCut = [...acknowledged];
        await page.route(isPartPut, (part) => (down() ? part.abort('connectionfailed') : part.continue()));
      }
      return down() ? route.abort('connectionfailed') : route.continue();
    });

    // Every value the bar shows, in order: the bar lives only while the upload runs.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('progress');
        if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const progressSeen = () =>
      page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);

    await page.getByLabel('File').setInputFiles(path);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(async () => (await progressValueNow(page)) ?? 0, POLL).toBeGreaterThan(0);

    // Once the outage is over the uploader goes on by itself, in the same upload.
    await expect.poll(() => cutAt !== undefined, { timeout: 60_000 }).toBe(true);
    await expect.poll(() => failedSigning, POLL).toBeGreaterThan(0);
    expect(acknowledgedBeforeCut!.length).toBeGreaterThan(0);
    // The supplier is told, rather than watching a bar that stopped.
    await expect
      .poll(() => page.getByText(/^Connection lost at \d+ %: the upload goes on by itself/).count(), POLL)
      .toBe(1);
    // The one real wait: the outage is of the network, not of the stack's clock, so it lasts in real time.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, cutAt! + OUTAGE_MS - performance.now())));
    expect(await page.getByRole('progressbar', { name: BAR_NAME }).count()).toBe(1);
    const atReconnection = Math.max(...(await progressSeen()));
    await page.unroute(isPartPut);

    await expect.poll(() => page.getByText(/^Connection lost at/).count(), { timeout: 60_000 }).toBe(0);
    await expect
      .poll(() => page.getByTestId(`stored-${bid.documentRequirementId}`).textContent(), { timeout: 120_000 })
      .toBe(`drawings.zip, ${formatBytes(SIZE, 'en')}`);
    // The bar moved before the cut and on from where it stood after it.
    const seen = await progressSeen();
    expect(seen.length).toBeGreaterThan(2);
    expect(atReconnection).toBeGreaterThan(0);
    expect(atReconnection).toBeLessThan(SIZE);
    expect(Math.max(...seen)).toBeGreaterThan(atReconnection);

    // One upload, resumed: every part was acknowledged once and sent again only after failing; no part
    // acknowledged before the cut was sent again.
    const parts = Math.ceil(SIZE / (32 * MIB));
    expect(starts).toBe(1);
    expect(discarded).toBe(0);
    expect([...acknowledged].sort((a, b) => a - b)).toEqual(Array.from({ length: parts }, (_, i) => i + 1));
    for (const n of acknowledgedBeforeCut!) expect(sent.get(n), `part ${n}`).toBe(1);
    for (const [n, count] of sent) expect(count, `part ${n}`).toBe((failed.get(n) ?? 0) + 1);

    // The server's SHA-256 of the stored object (read back from S3) is the file's.
    expect(await page.getByText(fileSha256, { exact: true }).count()).toBe(1);
    await submitThroughReview(page);
    await expect.poll(() => page.getByTestId('submission-status').textContent(), POLL).toBe('Submitted.');
    const receipt = page.getByTestId('receipt');
    await expect.poll(() => receipt.getByText(fileSha256, { exact: true }).count(), POLL).toBe(1);
    await context.close();
  }, 240_000);
});
