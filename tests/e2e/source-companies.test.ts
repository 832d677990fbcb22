import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, seriousViolations, useSessionIn, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';

/**
 * Source → companies (issue 9, decision 050): the lead sees the demo's plan takers of the open public bid,
 * exports their SupplierActivity (an .xlsx without a bid column, the bid being open), hides them from the
 * public page (the public detail then carries none), records a hard copy from one and deletes it; axe in
 * English and French. The bid's public flag is put back afterwards.
 */

const POLL = { timeout: 15_000 };
const BIRCHWOOD = 'Birchwood Office Interiors';
let browser: Browser;
let lead: ApiSession;
let projectId: string;
let plansPath: string;

const axeClean = async (page: Page, screen: string) =>
  expect(await seriousViolations(page), screen).toEqual([]);

async function pdfText(download: Download): Promise<string> {
  const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const loading = getDocument({
    data: new Uint8Array(await readFile(await download.path())),
    standardFontDataUrl,
  });
  const page = await (await loading.promise).getPage(1);
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await loading.destroy();
  return text;
}

const publicPlanTakers = async () => {
  const res = await fetch(`${inject('appUrl')}/api/v1/public/agencies/demo/opportunities/${projectId}`);
  return ((await res.json()).data.publicOpportunityDTO.values.planTakers ?? []) as string[];
};

beforeAll(async () => {
  browser = await launchBrowser();
  lead = await apiLogin('lead@demo.example');
  const { customerId, customerNodeId } = lead.info.customer;
  const projects = `/api/v1/customer/${customerId}/node/${customerNodeId}/Projects`;
  plansPath = `${projects}/PlanTakers`;
  const found = await lead.call('POST', `${projects}/Search`, {
    searchText: 'Office furniture',
    limit: 20,
    start: 0,
  });
  projectId = found.json.data.projectSearchDTO.values.rows[0].projectId;
});
afterAll(async () => {
  // The demo's plan takers are public: put the flag back whatever the test left.
  const read = await lead.call('GET', `${plansPath}?projectId=${projectId}`);
  const { isHidePlanTakers, version } = read.json.data.planTakersDTO.values;
  if (isHidePlanTakers)
    await lead.call('PUT', `${plansPath}?projectId=${projectId}`, { isHidePlanTakers: false, version });
  await closeBrowser(browser);
});

describe('Source → companies', () => {
  it('the lead sees the plan takers, exports their activity, hides them from the public page, records and deletes a hard copy', async () => {
    const context = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    await useSessionIn(context, lead);
    const page = await context.newPage();
    // Source opens on its first page, and its navigation offers the area's other pages.
    await page.goto(`/projects/${projectId}/source`);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Companies');
    await expect.poll(() => page.url()).toContain('/source/companies');
    const sourcePages = page.getByRole('navigation', { name: 'Source pages' });
    await expect
      .poll(() => sourcePages.getByRole('link').allTextContents(), POLL)
      .toEqual(['Companies', 'Questions and addenda', 'Bid meetings', 'Submissions', 'Compliance']);
    expect(await sourcePages.getByRole('link', { name: 'Companies' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const table = page.getByRole('table', { name: 'Plan takers' });
    await expect
      .poll(() => table.getByRole('rowheader').allTextContents(), POLL)
      .toEqual(expect.arrayContaining(['Acme Construction Ltd.', BIRCHWOOD]));
    await axeClean(page, 'companies en');

    // The SupplierActivity export names the plan takers; the bid is open, so it has no bid column.
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel (SupplierActivity)' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^SupplierActivity-.+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsx.path());
    const sheet = (workbook.worksheets[0]!.getSheetValues() as unknown[][]).filter(Boolean);
    expect(sheet[0]).not.toContain('Bid');
    expect(sheet.map((row) => row[1])).toContain(BIRCHWOOD);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to PDF (SupplierActivity)' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^SupplierActivity-.+\.pdf$/);
    expect(await pdfText(pdf)).toContain(BIRCHWOOD);

    // Hidden from the public page: the public detail no longer names them.
    expect(await publicPlanTakers()).toContain(BIRCHWOOD);
    // Saved at once: the box shows the saved flag once the list is read again.
    await page.getByLabel('Hide the plan takers from the public page').click();
    await expect
      .poll(() => page.getByText('The public page does not list the companies.').count(), POLL)
      .toBe(1);
    expect(await publicPlanTakers()).toEqual([]);

    // A hard copy from Birchwood, recorded then deleted.
    const birchwood = table.getByRole('row', { name: new RegExp(BIRCHWOOD) });
    await birchwood.getByRole('button', { name: `Record a hard copy from ${BIRCHWOOD}` }).click();
    const dialog = page.getByRole('dialog', { name: `Record a hard copy from ${BIRCHWOOD}` });
    await dialog.getByLabel('Note (optional)').fill('Sealed envelope, front desk');
    await axeClean(page, 'record a hard copy en');
    await dialog.getByRole('button', { name: 'Record a hard copy', exact: true }).click();
    await expect.poll(() => birchwood.textContent(), POLL).toContain('Sealed envelope, front desk');
    await birchwood
      .getByRole('button', { name: new RegExp(`^Delete the hard copy from ${BIRCHWOOD}`) })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete the hard copy' }).click();
    await expect.poll(() => birchwood.textContent(), POLL).toContain('None');

    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Entreprises');
    await expect
      .poll(() => page.getByRole('table', { name: 'Preneurs de plans' }).getByRole('rowheader').count(), POLL)
      .toBeGreaterThanOrEqual(2);
    await axeClean(page, 'companies fr');
    await context.close();
  }, 40_000);
});
