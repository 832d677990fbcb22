import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OPENED_BID } from '../../infra/local/seed-bids.js';
import { apiLogin, seriousViolations, useSessionIn, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';
import { openArea, openProjectByName } from './support/clicks.js';

/**
 * The evaluation (issue 11 item 1, decision 063), on the demo seed's opened "Tree planting" tender (its
 * criteria, team and the lead's scores are seeded; Birchwood is disqualified): the demo evaluator declares no
 * conflict and scores the two compliant bids; a lead's screen sends them to permission-denied; the lead
 * reviews the consensus with the evaluator's scores beside theirs and sets one with a note. axe in English
 * and French on each of the evaluation's screens.
 */

const POLL = { timeout: 20_000 };
const COMPANIES = ['Greenleaf Landscaping Inc.', 'Acme Construction Ltd.'] as const;
/** The evaluator's scores per criterion (out of 30, 40 and 30). */
const SCORES: Record<(typeof COMPANIES)[number], string[]> = {
  'Greenleaf Landscaping Inc.': ['27', '36.5', '25'],
  'Acme Construction Ltd.': ['20', '31', '26'],
};
const CRITERIA = ['Experience and references', 'Planting and watering plan', 'Schedule'];
const MAX = [30, 40, 30];

let browser: Browser;
let lead: ApiSession;
let evaluator: ApiSession;
let projectId: string;

async function contextFor(session: ApiSession): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
  await useSessionIn(context, session);
  return context;
}

const heading = (page: Page) => page.locator('h1').textContent();

async function toFrench(page: Page) {
  await page.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
  await page.reload();
}

/** Each screen in English then French: its title, and no serious axe violation in either. */
async function checkScreens(page: Page, screens: readonly [path: string, en: string, fr: string][]) {
  for (const lang of ['en', 'fr'] as const) {
    if (lang === 'fr') await toFrench(page);
    for (const [path, en, fr] of screens) {
      await page.goto(`/projects/${projectId}/evaluate/${path}`);
      await expect.poll(() => heading(page), POLL).toBe(lang === 'en' ? en : fr);
      // The read has answered: the loading line is gone.
      await expect.poll(() => page.getByRole('status').count(), POLL).toBe(0);
      await expect(seriousViolations(page), `${path} (${lang})`).resolves.toEqual([]);
    }
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  [lead, evaluator] = await Promise.all([apiLogin('lead@demo.example'), apiLogin('evaluator@demo.example')]);
  const found = await lead.call(
    'POST',
    `/api/v1/customer/${lead.info.customer.customerId}/node/${lead.info.customer.customerNodeId}/Projects/Search`,
    { limit: 20, start: 0, searchText: 'Tree planting' },
  );
  expect(found.status, JSON.stringify(found.json)).toBe(200);
  projectId = found.json.data.projectSearchDTO.values.rows.find((r: any) => r.name === OPENED_BID).projectId;
}, 30_000);
afterAll(async () => closeBrowser(browser));

describe('the evaluation', () => {
  it('the evaluator declares no conflict and scores two bids; a lead’s screen is denied', async () => {
    const context = await contextFor(evaluator);
    const page = await context.newPage();
    // The one typed address: the entry page; the rest is reached by clicking.
    await page.goto('/');
    expect(await openProjectByName(page, OPENED_BID)).toBe(projectId);
    await openArea(page, 'Evaluate', 'Evaluations');
    await expect.poll(() => heading(page), POLL).toBe('Evaluations');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Declare any conflict of interest' }).count(), POLL)
      .toBe(1);
    // Nothing of a bid before the declarations: no total, no score field.
    expect(await page.getByText(/Bid total/).count()).toBe(0);
    // The project's header is shown, without the status actions: the evaluator only views Build, and the
    // server would refuse them (Terminate and Archive were once offered).
    await expect.poll(() => page.getByText(OPENED_BID, { exact: true }).count(), POLL).toBe(1);
    expect(await page.getByTestId('action-bar').count()).toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    for (const company of COMPANIES)
      await page
        .getByRole('group', { name: `Conflict of interest with ${company}` })
        .getByLabel('No conflict')
        .check();
    await page.getByRole('button', { name: 'Save declarations' }).click();

    for (const company of COMPANIES) {
      const bid = page.getByRole('region', { name: company });
      await expect.poll(() => bid.getByText(/Bid total/).count(), POLL).toBe(1);
      // The bid itself, read as it is scored: its price form's total from the forms' engine.
      await bid.getByRole('button', { name: `Read the bid of ${company}` }).click();
      await expect
        .poll(() => bid.locator('dd.tb-amount').first().textContent(), POLL)
        .toMatch(/^\d[\d,]*\.\d{2}$/);
      // And its files, as Source → Submissions lists them (issue 22 item 15), each one a link.
      await expect
        .poll(() => bid.getByTestId('evaluation-bid-files').textContent(), POLL)
        .toContain('Certificate of insurance.pdf');
      expect(
        await bid.getByRole('link', { name: 'Download Certificate of insurance.pdf' }).getAttribute('href'),
      ).toMatch(/^https?:\/\//);
      for (const [i, criterion] of CRITERIA.entries())
        await bid.getByLabel(`${criterion}: score out of ${MAX[i]}`).fill(SCORES[company][i]!);
      await bid.getByLabel(`${CRITERIA[0]}: comment`).fill(`Comment on ${company}`);
      await bid.getByRole('button', { name: 'Submit scores' }).click();
      await expect.poll(() => bid.getByText('Submitted', { exact: true }).count(), POLL).toBe(1);
    }
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // The review is the leads': the evaluator lands on permission-denied.
    await page.goto(`/projects/${projectId}/evaluate/evaluation-review`);
    await expect.poll(() => page.url(), POLL).toMatch(/\/evaluate\/permission-denied$/);
    await expect.poll(() => heading(page), POLL).toBe('Evaluation access denied');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await toFrench(page);
    await expect.poll(() => heading(page), POLL).toBe('Accès à l’évaluation refusé');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.goto(`/projects/${projectId}/evaluate/evaluations`);
    await expect.poll(() => heading(page), POLL).toBe('Évaluations');
    await expect.poll(() => page.getByText('Soumises', { exact: true }).count(), POLL).toBe(2);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await context.close();
  }, 90_000);

  it('the lead reviews the consensus and sets one with a note; every lead screen passes axe', async () => {
    const context = await contextFor(lead);
    const page = await context.newPage();
    // The one typed address: the entry page; the review and the pricing are reached by clicking.
    await page.goto('/');
    expect(await openProjectByName(page, OPENED_BID)).toBe(projectId);
    await openArea(page, 'Evaluate', 'Evaluation review');
    await expect.poll(() => heading(page), POLL).toBe('Evaluation review');
    // The lead, who edits Build, is offered the closed project's actions.
    await expect.poll(() => page.getByRole('button', { name: 'Terminate project' }).count(), POLL).toBe(1);
    const greenleaf = page.getByRole('region', { name: COMPANIES[0] });
    // Eve's total (27 + 36.5 + 25) beside the lead's (26 + 34.5 + 24, seeded), the consensus their mean.
    const totals = greenleaf.getByRole('row', { name: /^Total/ });
    const consensusTotal = totals.locator('td').last();
    await expect.poll(() => totals.textContent(), POLL).toContain('88.5');
    expect(await totals.textContent()).toContain('84.5');
    expect(await consensusTotal.textContent()).toBe('86.5');
    await expect.poll(() => page.getByRole('img', { name: 'Totals by bid' }).count(), POLL).toBe(1);

    const schedule = greenleaf.getByRole('row', { name: /^Schedule/ });
    await schedule.getByRole('button', { name: 'Set consensus' }).click();
    await greenleaf.getByLabel('Schedule: consensus score').fill('26');
    await greenleaf.getByRole('button', { name: 'Save' }).click();
    // No note: refused at the note field.
    await expect
      .poll(() => greenleaf.getByText('Add a note saying why the consensus score differs').count(), POLL)
      .toBe(1);
    await greenleaf.getByLabel('Schedule: consensus note').fill('Crew plan confirmed at the meeting');
    await greenleaf.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => schedule.textContent(), POLL)
      .toContain('Set by a lead: Crew plan confirmed at the meeting');
    // 27 + 36.5 + 25 and 26 + 34.5 + 24 give means 26.5 and 35.5; with Schedule at 26: 88.
    await expect.poll(() => consensusTotal.textContent(), POLL).toBe('88');

    // The pricing review: the totals, then the price form line by line, each compliant bidder's unit price
    // and extended amount side by side (Birchwood, disqualified, nowhere).
    await openArea(page, 'Evaluate', 'Pricing review');
    await expect.poll(() => heading(page), POLL).toBe('Pricing review');
    const tabulation = page.getByRole('table', {
      name: 'Tree planting prices: the bidders side by side per line',
    });
    await expect.poll(() => tabulation.getByRole('row').count(), POLL).toBeGreaterThan(3);
    const head = await tabulation.getByRole('columnheader').allTextContents();
    expect(head.slice(0, 4)).toEqual(['Line', 'Description', 'Quantity', 'Unit']);
    expect(head.filter((name) => name.includes('Birchwood'))).toEqual([]);
    const trees = await tabulation
      .getByRole('row', { name: /Street tree, 50 mm caliper/ })
      .locator('th, td')
      .allTextContents();
    expect(trees[head.indexOf('Greenleaf Landscaping Inc. · Unit price')]).toBe('385.00');
    expect(trees[head.indexOf('Greenleaf Landscaping Inc. · Total')]).toBe('462,000.00');
    expect(trees[head.indexOf('Acme Construction Ltd. · Unit price')]).toBe('455.00');

    await checkScreens(page, [
      ['evaluation-review', 'Evaluation review', 'Revue de l’évaluation'],
      ['build-evaluation', 'Build evaluation', 'Préparer l’évaluation'],
      ['evaluation-team', 'Evaluation team', 'Équipe d’évaluation'],
      ['pricing-review', 'Pricing review', 'Revue des prix'],
      ['supplier-status', 'Supplier status', 'Statut des fournisseurs'],
    ]);
    await context.close();
  }, 120_000);
});
