/**
 * What the e2e tests of bids share (issue 10): the buyer's API session in the integration helpers' shape,
 * the demo supplier's portal login, waiting for the close-project job, and reading a downloaded PDF or
 * workbook back as text.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Download, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { SignedIn } from '../../helpers/session.js';
import { DEMO_PASSWORD, type ApiSession } from './app.js';

/** The e2e API session in the integration helpers' shape, so a tender is made as those tests make it. */
export function signedIn(session: ApiSession): SignedIn {
  const fill = (path: string) =>
    path
      .replaceAll('{customerId}', session.info.customer.customerId)
      .replaceAll('{nodeId}', session.info.tenderNode.id);
  return {
    info: session.info,
    cookieHeader: '',
    xsrf: '',
    call: async (method, path, options) => {
      const answer = await session.call(method, fill(path), options?.body);
      return { ...answer, headers: new Headers() };
    },
  };
}

/** The demo supplier logs in from its bid's page (`/portal/bids/demo/<id>/submission`): the portal brings it back. */
export async function logInFromBid(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await page.getByLabel('Email').fill('bids@acme.example');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Submits from the bid screen: "Submit the bid", then "Confirm and submit" in its confirmation summary
 * (issue 22), which sends nothing until confirmed.
 */
export async function submitThroughReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit the bid', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Check your bid before submitting it' })
    .getByRole('button', { name: 'Confirm and submit' })
    .click();
}

/** The server's clock now, from its Date header (whole seconds): the closing is set by it. */
export async function serverNow(): Promise<number> {
  const response = await fetch(`${inject('appUrl')}/api/v1/portal/Opportunities`);
  const date = response.headers.get('date');
  if (!date) throw new Error('The server sent no Date header');
  return Date.parse(date);
}

/**
 * Moves a published tender's closing to `seconds` from now by the server's clock, through PUT Projects as the
 * lead would from Build → dates (no notice). The close-project job is rescheduled to the new instant
 * (decision 055): a test creates its tender with the default closing a month ahead, does what must happen
 * before the close, then brings the closing near instead of waiting out a margin sized for a loaded machine.
 * Answers the new closing instant.
 */
export async function moveClosing(lead: ApiSession, projectId: string, seconds: number): Promise<string> {
  const projects = `/api/v1/customer/${lead.info.customer.customerId}/node/${lead.info.tenderNode.id}/Projects`;
  const { json } = await lead.call('GET', `${projects}?projectId=${projectId}`);
  const closingDate = new Date((await serverNow()) + seconds * 1000).toISOString();
  const moved = await lead.call('PUT', `${projects}?projectId=${projectId}`, {
    version: json.data.projectDTO.values.project.version,
    dates: { closingDate },
  });
  if (moved.status !== 200)
    throw new Error(`moving the closing: ${moved.status} ${JSON.stringify(moved.json)}`);
  return moved.json.data.projectDTO.values.project.closingDate as string;
}

/**
 * Waits for the close-project job, scheduled at the closing instant, to close the tender: never closed by
 * hand. Polls the project as the lead sees it, up to `limitMs` (the closing's distance plus the job's delay);
 * a plain loop, since beforeAll may call it too (expect.poll runs only inside a test).
 */
export async function waitUntilClosed(lead: ApiSession, projectId: string, limitMs = 30_000): Promise<void> {
  const projects = `/api/v1/customer/${lead.info.customer.customerId}/node/${lead.info.tenderNode.id}/Projects`;
  for (let waited = 0; ; waited += 500) {
    const { json } = await lead.call('GET', `${projects}?projectId=${projectId}`);
    const status = json.data.projectDTO.values.project.status as string;
    if (status === 'closed') return;
    if (waited >= limitMs) throw new Error(`The close-project job did not close the tender (${status})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The text of a downloaded PDF's pages, read back with pdfjs. */
export async function pdfText(download: Download): Promise<string> {
  const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const loading = getDocument({
    data: new Uint8Array(await readFile(await download.path())),
    standardFontDataUrl,
  });
  const pdf = await loading.promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    texts.push((await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await loading.destroy();
  return texts.join('\n');
}

/** Every cell of a downloaded workbook's sheets as text, row by row (cells joined by a tab). */
export async function workbookRows(download: Download): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell((cell) => cells.push(cell.text));
      rows.push(cells.join('\t'));
    }),
  );
  return rows;
}
