import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { stackNow } from '../helpers/clock.js';
import { apiLogin, seriousViolations, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';

/**
 * Bid meetings (issue 9 item 5, decision 049): the demo supplier registers to a meeting of the open public
 * bid from its public page; once the meeting has started, the lead sees the registration, records the
 * supplier present and downloads the sign-in sheet as PDF and Excel (read back); axe in English and French.
 */

const POLL = { timeout: 15_000 };
let browser: Browser;
let lead: ApiSession;
let projectId: string;
let projectPath: string;
const meetingId = `e2e-${stackNow().toString(36)}`;
const description = `Pre-bid walk ${meetingId}`;

/** The bid's stored meetings, with the e2e meeting set at `startsAt` (or removed). */
async function saveMeeting(startsAt: string | null) {
  const read = await lead.call('GET', `${projectPath}?projectId=${projectId}`);
  const project = read.json.data.projectDTO.values.project;
  const others = (project.meetings ?? []).filter((m: { meetingId: string }) => m.meetingId !== meetingId);
  const meetings = startsAt
    ? [
        ...others,
        {
          meetingId,
          description,
          location: 'Transit Garage, gate B',
          startsAt,
          mandatory: true,
          showToPublic: true,
        },
      ]
    : others;
  const saved = await lead.call('PUT', `${projectPath}?projectId=${projectId}`, {
    version: project.version,
    dates: { meetings },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
}

async function pdfText(download: Download): Promise<string> {
  const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const loading = getDocument({
    data: new Uint8Array(await readFile(await download.path())),
    standardFontDataUrl,
  });
  const pdf = await loading.promise;
  const page = await pdf.getPage(1);
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await loading.destroy();
  return text.replace(/[\u00A0\u202F]/g, ' ');
}

const axeClean = async (page: Page, screen: string) =>
  expect(await seriousViolations(page), screen).toEqual([]);

beforeAll(async () => {
  browser = await launchBrowser();
  lead = await apiLogin('lead@demo.example');
  const { customerId, customerNodeId } = lead.info.customer;
  projectPath = `/api/v1/customer/${customerId}/node/${customerNodeId}/Projects`;
  const found = await lead.call('POST', `${projectPath}/Search`, {
    searchText: 'Transit shelter',
    limit: 20,
    start: 0,
  });
  projectId = found.json.data.projectSearchDTO.values.rows[0].projectId;
  // A meeting of this test's own, tomorrow, beside the seed's site visit.
  await saveMeeting(new Date(stackNow() + 86_400_000).toISOString());
});
afterAll(async () => {
  await saveMeeting(null);
  await closeBrowser(browser);
});

describe('bid meetings', () => {
  it('the demo supplier registers from the public page; the lead records attendance and downloads the sign-in sheet', async () => {
    const supplier = await browser.newContext({
      baseURL: inject('appUrl'),
      locale: 'en-CA',
      acceptDownloads: true,
    });
    const page = await supplier.newPage();
    await page.goto(`/opportunities/demo/${projectId}`);
    await page.getByRole('link', { name: 'Register to attend (supplier portal)' }).click();
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Bid meetings');
    // Not signed in: the portal's login brings the supplier back.
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Email').fill('bids@acme.example');
    await page.getByLabel('Password').fill('Tenderbox!2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    const section = page.getByRole('region', { name: description });
    await expect
      .poll(() => section.getByTestId(`registration-${meetingId}`).textContent(), POLL)
      .toBe('Not registered');
    // The seed's registration to the site visit shows too.
    await expect.poll(() => page.getByText('Registered: Ada Acme, Omar Okafor').count()).toBe(1);
    await axeClean(page, 'portal meetings en');
    await section.getByLabel('Attendees (one per line)').fill('Ada Acme\nPriya Patel');
    await section.getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(() => section.getByTestId(`registration-${meetingId}`).textContent(), POLL)
      .toBe('Registered: Ada Acme, Priya Patel');
    await page.getByRole('button', { name: /Français/ }).click();
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Réunions d’appel d’offres');
    await axeClean(page, 'portal meetings fr');
    await supplier.close();

    // The meeting starts: attendance is recorded from then on.
    await saveMeeting(new Date(stackNow() - 60_000).toISOString());
    const buyer = await browser.newContext({
      baseURL: inject('appUrl'),
      locale: 'en-CA',
      acceptDownloads: true,
    });
    await buyer.addCookies(lead.cookies.map((c) => ({ ...c, url: inject('appUrl') })));
    const lp = await buyer.newPage();
    await lp.goto(`/projects/${projectId}/source/bid-meetings`);
    await expect.poll(() => lp.locator('h1').textContent(), POLL).toBe('Bid meetings');
    const meeting = lp.getByRole('region', { name: description });
    await expect
      .poll(() => meeting.getByRole('rowheader').first().textContent(), POLL)
      .toBe('Acme Construction Ltd.');
    await meeting.getByRole('button', { name: 'Record Acme Construction Ltd. as present' }).click();
    await expect.poll(() => meeting.getByRole('row').nth(1).textContent(), POLL).toContain('Present');
    await axeClean(lp, 'bid meetings en');

    const [pdf] = await Promise.all([
      lp.waitForEvent('download'),
      meeting.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const text = await pdfText(pdf);
    for (const expected of [
      'Sign-in sheet',
      description,
      'Transit Garage, gate B',
      'Acme Construction Ltd.',
      'Priya Patel',
    ])
      expect(text).toContain(expected);
    const [xlsx] = await Promise.all([
      lp.waitForEvent('download'),
      meeting.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsx.path());
    const values = (workbook.worksheets[0]!.getSheetValues() as unknown[][])
      .filter(Boolean)
      .map((row) => row.slice(1));
    expect(values).toContainEqual(['Acme Construction Ltd.', 'Priya Patel', '']);
    expect(values).toContainEqual(['Location', 'Transit Garage, gate B']);

    await lp.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
    await lp.reload();
    await expect.poll(() => lp.locator('h1').textContent(), POLL).toBe('Réunions d’appel d’offres');
    await axeClean(lp, 'bid meetings fr');
    await buyer.close();
  }, 40_000);
});
