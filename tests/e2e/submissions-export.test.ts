import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { stackNow } from '../helpers/clock.js';
import { declaredConflictSheet } from '../helpers/evaluation-sheets.js';
import { readStoredZip } from '../helpers/zip-entries.js';
import { create, loadRefs, tag } from '../integration/projects-support.js';
import { apiLogin, seriousViolations, useSessionIn, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';
import { signedIn } from './support/bids.js';

/**
 * The export of all submissions (issue 10 item 5, decision 058): on a closed project with an opened bid,
 * the lead asks for the export on Source → submissions (the panel under the list), sees it turn ready when the realtime exportReady
 * arrives, downloads the zip (its file read back) and the export leaves the list; axe in English and French.
 */

const POLL = { timeout: 20_000 };
let browser: Browser;
let lead: ApiSession;
let projectId: string;
let submissionId: string;
const bytes = randomBytes(4_096);

/**
 * The project closed and one bid opened (price and submission), written with the entity modules as the close
 * job and the opening leave them; the stack's environment comes from the e2e setup.
 */
async function closeWithOpenedBid(customerId: string) {
  Object.assign(process.env, inject('stackEnv'));
  const { Project } = await import('../../functions/core/db/entities/project.js');
  const { Submission, SubmissionFile } = await import('../../functions/core/db/entities/submission.js');
  const { getItem, putItem } = await import('../../functions/core/db/ops.js');
  const { s3 } = await import('../../functions/core/aws/s3.js');
  const { env } = await import('../../functions/core/env.js');
  const { sealedFileKey } = await import('../../functions/core/submissions/sealed-bids.js');
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  const stored = await getItem(Project, { customerId, projectId });
  await putItem(Project, { ...stored!, status: 'closed' });
  submissionId = randomUUID();
  const fileId = randomUUID();
  const key = sealedFileKey(customerId, projectId, submissionId, fileId);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const at = new Date(stackNow()).toISOString();
  await s3.send(new PutObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: key, Body: bytes }));
  await putItem(SubmissionFile, {
    customerId,
    projectId,
    submissionId,
    fileId,
    submissionRequirementId: 'req-docs',
    fileName: 'offer.pdf',
    contentType: 'application/pdf',
    size: bytes.length,
    key,
    state: 'stored',
    sha256,
    uploadedBy: 'supplier-user',
    createdAt: at,
  });
  await putItem(Submission, {
    customerId,
    projectId,
    submissionId,
    status: 'unsealed',
    // Both parts opened, as the opening leaves it (decision 057): the zip holds only what is opened.
    priceUnsealed: { at, by: 'lead-user' },
    submissionUnsealed: { at, by: 'lead-user' },
    companyName: 'Harbour Glazing Ltd.',
    contactEmail: 'bids@harbour.example',
    completedAt: at,
    receipt: {
      submittedAt: at,
      digest: 'a'.repeat(64),
      files: [{ submissionRequirementId: 'req-docs', fileName: 'offer.pdf', size: bytes.length, sha256 }],
    },
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  lead = await apiLogin('lead@demo.example');
  const as = signedIn(lead);
  await loadRefs(as);
  const { project } = await create(as, { name: `Export e2e ${tag()}` });
  projectId = project.projectId as string;
  await closeWithOpenedBid(lead.info.customer.customerId);
}, 60_000);
afterAll(async () => closeBrowser(browser));

describe('submissions export', () => {
  it('the lead exports all submissions, is told when the zip is ready, and downloads it', async () => {
    const context = await browser.newContext({
      baseURL: inject('appUrl'),
      locale: 'en-CA',
      acceptDownloads: true,
    });
    await useSessionIn(context, lead);
    const page = await context.newPage();
    await page.goto(`/projects/${projectId}/source/submissions`);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Submissions');
    await expect.poll(() => page.getByRole('row', { name: /Harbour Glazing Ltd\./ }).count(), POLL).toBe(1);
    await expect.poll(() => page.getByText('No export is waiting to be downloaded.').count(), POLL).toBe(1);
    await expect(await seriousViolations(page), 'submissions with exports en').toEqual([]);

    await page.getByRole('button', { name: 'Export all submissions' }).click();
    // Only the realtime exportReady makes the list read again: the notice says it arrived.
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'is ready to download' }).count(), POLL)
      .toBe(1);
    const row = page.getByRole('table', { name: 'Your exports' }).getByRole('row').nth(1);
    await expect.poll(() => row.textContent(), POLL).toContain('Ready');
    await expect.poll(() => row.textContent()).toContain('Submissions: 1, files: 1');
    // Requested at, in the agency's zone (Toronto), named as the submissions are: the browser's is UTC.
    expect(await row.textContent()).toMatch(/\d [AP]M E[SD]T/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /^Download / }).click(),
    ]);
    const entries = readStoredZip(await readFile(await download.path()));
    expect(entries.map((e) => e.name)).toEqual([
      'Harbour Glazing Ltd./files/offer.pdf',
      'Harbour Glazing Ltd./bid.json',
    ]);
    expect(entries[0]!.data.equals(bytes)).toBe(true);
    // Downloaded: it leaves the pending list (docs/product/opening.md#exports).
    await expect.poll(() => page.getByText('No export is waiting to be downloaded.').count(), POLL).toBe(1);

    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Soumissions');
    await expect(await seriousViolations(page), 'submissions with exports fr').toEqual([]);
    await context.close();
  }, 60_000);

  it('is not offered to a buyer who declared a conflict with a bidder, who is told why; axe en/fr', async () => {
    // The lead, on the evaluation team, declares a conflict with the bidder (as the evaluator's screen
    // records it): the export holds every bid.
    const { EvaluationSheet } = await import('../../functions/core/db/entities/evaluation.js');
    const { putItem } = await import('../../functions/core/db/ops.js');
    await putItem(
      EvaluationSheet,
      declaredConflictSheet({
        customerId: lead.info.customer.customerId,
        projectId,
        userId: lead.info.user.userId,
        submissionId,
      }),
    );
    const context = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    await useSessionIn(context, lead);
    const page = await context.newPage();
    await page.goto(`/projects/${projectId}/source/submissions`);
    const row = page.getByRole('row', { name: /Harbour Glazing Ltd\./ });
    await expect.poll(() => row.textContent(), POLL).toContain('Conflict of interest declared');
    const button = page.getByRole('button', { name: 'Export all submissions' });
    expect(await button.isDisabled()).toBe(true);
    // The catalogue's reason (exportConflicted), tied to the button.
    const reason = page.locator(`#${await button.getAttribute('aria-describedby')}`);
    expect(await reason.textContent()).toBe(
      'You declared a conflict of interest with a bidder of this project: the export holds every bid, so it is not for you.',
    );
    await expect(await seriousViolations(page), 'export refused en').toEqual([]);

    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.reload();
    await expect.poll(() => reason.textContent(), POLL).toMatch(/^Vous avez déclaré un conflit d’intérêts/);
    await expect(await seriousViolations(page), 'export refused fr').toEqual([]);
    await context.close();
  }, 60_000);
});
