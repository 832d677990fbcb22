import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { stackNow } from '../helpers/clock.js';
import { apiLogin, seriousViolations, type ApiSession } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';

/**
 * Supplier questions (issue 9 item 4, decision 051): the demo supplier asks about the open public bid from
 * its public page (logging in to the portal on the way); the lead answers and publishes it in Source →
 * questions and records a question received by phone in the form there (decision 051 amended); the
 * supplier then reads the published answer; with the bid's "only registered suppliers" off, a visitor asks
 * from the public page. Axe in English and French on each screen and form.
 */

const POLL = { timeout: 15_000 };
let browser: Browser;
let lead: ApiSession;
let projectId: string;
const question = `Can the chairs be delivered before the desks? (${stackNow().toString(36)})`;
const answer = 'Yes: chairs may come first, the desks within the eight weeks.';

const axeClean = async (page: Page, screen: string) =>
  expect(await seriousViolations(page), screen).toEqual([]);

beforeAll(async () => {
  browser = await launchBrowser();
  lead = await apiLogin('lead@demo.example');
  const { customerId, customerNodeId } = lead.info.customer;
  const found = await lead.call(
    'POST',
    `/api/v1/customer/${customerId}/node/${customerNodeId}/Projects/Search`,
    {
      searchText: 'Office furniture',
      limit: 20,
      start: 0,
    },
  );
  projectId = found.json.data.projectSearchDTO.values.rows[0].projectId;
});
afterAll(async () => closeBrowser(browser));

/** Build → details' "Only registered suppliers may ask questions" on the demo bid, through the API. */
async function setRegisteredOnly(on: boolean) {
  const { customerId, customerNodeId } = lead.info.customer;
  const path = `/api/v1/customer/${customerId}/node/${customerNodeId}/Projects?projectId=${projectId}`;
  const { project } = (await lead.call('GET', path)).json.data.projectDTO.values;
  const saved = await lead.call('PUT', path, {
    version: project.version,
    details: { tender: { ...project.tender, isQuestionsRegisteredOnly: on } },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
}

describe('supplier questions', () => {
  it('the supplier asks in the portal, the lead publishes the answer and records a phoned question, the supplier reads it, a visitor asks on the public page', async () => {
    const supplier = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    const page = await supplier.newPage();
    await page.goto(`/opportunities/demo/${projectId}`);
    // The seed's published answer is on the public page; the emailed one is not.
    const published = page.getByRole('region', { name: 'Questions and answers' });
    await expect
      .poll(() => published.textContent(), POLL)
      .toContain('Name the model and attach its test certificate');
    expect(await published.textContent()).not.toContain('freight elevator');
    await published.getByRole('link', { name: 'Ask a question in the supplier portal' }).click();
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Questions');
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Email').fill('bids@acme.example');
    await page.getByLabel('Password').fill('Tenderbox!2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    // An empty question is refused at its field.
    await page.getByRole('button', { name: 'Send the question' }).click();
    await expect.poll(() => page.getByText('This field is required.').count(), POLL).toBe(1);
    await page.getByLabel('Your question').fill(question);
    await page.getByRole('button', { name: 'Send the question' }).click();
    await expect.poll(() => page.getByText('Your question was sent.').count(), POLL).toBe(1);
    const mine = page.getByRole('region', { name: "Your company's questions" });
    await expect.poll(() => mine.textContent(), POLL).toContain(`${question}Not answered yet.`);
    await axeClean(page, 'portal questions en');
    await page.getByRole('button', { name: /Français/ }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Envoyer la question' }).count(), POLL).toBe(1);
    await axeClean(page, 'portal questions fr');

    // The lead answers and publishes it.
    const buyer = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
    await buyer.addCookies(lead.cookies.map((c) => ({ ...c, url: inject('appUrl') })));
    const lp = await buyer.newPage();
    await lp.goto(`/projects/${projectId}/source/questions`);
    await expect.poll(() => lp.locator('h1').textContent(), POLL).toBe('Questions and addenda');
    const item = lp.getByRole('article').filter({ hasText: question });
    await expect.poll(() => item.count(), POLL).toBe(1);
    expect(await item.textContent()).toContain('Acme Construction Ltd. (bids@acme.example)');
    // Asked when, in the agency's zone (America/Toronto), named as the addenda below it are.
    expect(await item.textContent()).toMatch(/ on .* E[SD]T/);
    await item.getByLabel('Answer').fill(answer);
    await item.getByLabel('Publish to all suppliers').check();
    await item.getByRole('button', { name: 'Save the answer' }).click();
    await expect.poll(() => item.locator('dd').first().textContent(), POLL).toBe('Published');

    // The lead records a question received by phone: refused at each field first, then listed.
    const record = lp.getByRole('region', { name: 'Record a question' });
    await record.getByRole('button', { name: 'Record the question' }).click();
    await expect.poll(() => record.getByText('Full name is required.').count(), POLL).toBe(2);
    expect(await record.getByText('Invalid Email Format').count()).toBe(2);
    const phoned = `Phoned in: is there parking on site? (${stackNow().toString(36)})`;
    await record.getByLabel('Question', { exact: true }).fill(phoned);
    await record.getByLabel('Full name', { exact: true }).fill('Jordan Lee');
    await record.getByLabel('Company', { exact: true }).fill('Northwind Roofing');
    await record.getByLabel('Email', { exact: true }).fill('jordan@northwind.example');
    await record.getByRole('button', { name: 'Record the question' }).click();
    const recorded = lp.getByRole('article').filter({ hasText: phoned });
    await expect.poll(() => recorded.count(), POLL).toBe(1);
    expect(await recorded.textContent()).toContain('Northwind Roofing (jordan@northwind.example)');
    expect(await recorded.textContent()).toContain('Recorded by the agency');
    await axeClean(lp, 'source questions en');
    await lp.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
    await lp.reload();
    await expect.poll(() => lp.locator('h1').textContent(), POLL).toBe('Questions et addenda');
    await axeClean(lp, 'source questions fr');
    await buyer.close();

    // The supplier reads the published answer, under its own question and among the published ones.
    await page.reload();
    const all = page.getByRole('region', { name: 'Questions et réponses publiées' });
    await expect.poll(() => all.textContent(), POLL).toContain(`${question}${answer}`);
    await supplier.close();

    // "Only registered suppliers may ask" off (Build → details): a visitor asks on the public page.
    await setRegisteredOnly(false);
    try {
      const visitor = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA' });
      const vp = await visitor.newPage();
      await vp.goto(`/opportunities/demo/${projectId}`);
      const ask = vp.getByRole('region', { name: 'Ask a question' });
      await expect.poll(() => ask.count(), POLL).toBe(1);
      await ask.getByRole('button', { name: 'Send the question' }).click();
      await expect.poll(() => ask.getByText('Company is required.').count(), POLL).toBe(2);
      await axeClean(vp, 'public question en');
      await ask.getByLabel('Question', { exact: true }).fill('Are samples required with the bid?');
      await ask.getByLabel('Full name', { exact: true }).fill('Sam Visitor');
      await ask.getByLabel('Company', { exact: true }).fill('Visitor Works');
      await ask.getByLabel('Email', { exact: true }).fill('sam@visitor.example');
      await ask.getByRole('button', { name: 'Send the question' }).click();
      await expect.poll(() => ask.getByRole('status').textContent(), POLL).toContain('sam@visitor.example');
      await vp.getByRole('button', { name: /Français/ }).click();
      await expect.poll(() => vp.getByRole('button', { name: 'Envoyer la question' }).count(), POLL).toBe(1);
      await axeClean(vp, 'public question fr');
      await visitor.close();
    } finally {
      await setRegisteredOnly(true);
    }
  }, 60_000);
});
