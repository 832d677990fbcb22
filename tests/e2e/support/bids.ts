/**
 * What the e2e tests of bids share (issue 10): the buyer's API session in the integration helpers' shape,
 * the demo supplier's portal login, bringing the closing near and moving the stack's clock past it for the
 * close-project job, and reading a downloaded PDF or workbook back as text.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Download, Page } from 'playwright-core';
import { advanceClockTo, stackTimeIn } from '../../helpers/clock.js';
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

/**
 * How far ahead moveClosing sets the closing by default: comfortably after the save lands, even on a loaded
 * machine, since nothing waits for it in real time (passClosing moves the stack's clock to it).
 */
export const CLOSING_AHEAD_SECONDS = 120;

/**
 * Moves a published tender's closing to `seconds` from now by the stack's clock, through PUT Projects as the
 * lead would from Build → dates (no notice). The close-project job is rescheduled to the new instant
 * (decision 055): a test creates its tender with the default closing a month ahead, does what must happen
 * before the close, then brings the closing near, and passClosing moves the clock past it (decision 074).
 * Answers the new closing instant.
 */
export async function moveClosing(
  lead: ApiSession,
  projectId: string,
  seconds = CLOSING_AHEAD_SECONDS,
): Promise<string> {
  const projects = `/api/v1/customer/${lead.info.customer.customerId}/node/${lead.info.tenderNode.id}/Projects`;
  const { json } = await lead.call('GET', `${projects}?projectId=${projectId}`);
  const moved = await lead.call('PUT', `${projects}?projectId=${projectId}`, {
    version: json.data.projectDTO.values.project.version,
    dates: { closingDate: stackTimeIn(seconds) },
  });
  if (moved.status !== 200)
    throw new Error(`moving the closing: ${moved.status} ${JSON.stringify(moved.json)}`);
  return moved.json.data.projectDTO.values.project.closingDate as string;
}

/**
 * Moves the stack's clock a second past `closingDate`: the close-project job scheduled at that instant
 * fires. Nothing here closes the tender; waitUntilClosed then sees the job's work.
 */
export async function passClosing(closingDate: string): Promise<void> {
  await advanceClockTo(closingDate, 1);
}

/**
 * Waits for the close-project job, scheduled at the closing instant, to close the tender: never closed by
 * hand. Polls the project as the lead sees it, up to `limitMs` of real time once the closing is passed (the
 * job's delay on a loaded machine); a plain loop, since beforeAll may call it too (expect.poll runs only
 * inside a test).
 */
export async function waitUntilClosed(lead: ApiSession, projectId: string, limitMs = 30_000): Promise<void> {
  const projects = `/api/v1/customer/${lead.info.customer.customerId}/node/${lead.info.tenderNode.id}/Projects`;
  const started = performance.now();
  for (;;) {
    const { json } = await lead.call('GET', `${projects}?projectId=${projectId}`);
    const status = json.data.projectDTO.values.project.status as string;
    if (status === 'closed') return;
    if (performance.now() - started >= limitMs)
      throw new Error(`The close-project job did not close the tender (${status})`);
    // The polling interval: the job runs in the stack's process, a moment after the clock passed the closing.
    await new Promise((resolve) => setTimeout(resolve, 250));
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
