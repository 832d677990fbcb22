/**
 * The local server as a browser meets it: reached by another loopback address than localhost, and under
 * the same security headers (CSP included) as CloudFront sends.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';

const POLL = { timeout: 15_000, interval: 100 };
const at127 = () => inject('appUrl').replace('//localhost:', '//127.0.0.1:');

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** What the browser reported against the CSP, and uncaught errors */
let problems: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeBrowser(browser);
});
beforeEach(async () => {
  context = await browser.newContext({ baseURL: at127(), locale: 'en-CA' });
  page = await context.newPage();
  problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
});
afterEach(async () => {
  await context.close();
});

describe('the app at http://127.0.0.1:<port>', () => {
  it('logs in, under the content security policy, without a CSP violation', async () => {
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByLabel(/Agency domain/).fill('demo');
    await page.getByRole('button', { name: /Log in with email and password/ }).click();
    await page.getByLabel(/^Email/).fill('lead@demo.example');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^Log in$/ }).click();

    await expect.poll(() => new URL(page.url()).pathname, POLL).not.toBe('/login');
    await expect.poll(() => page.getByRole('button', { name: /User menu/ }).count(), POLL).toBe(1);
    expect(new URL(page.url()).host).toBe(new URL(at127()).host);
    expect(problems).toEqual([]);
  });

  it('renders the API reference under the same policy', async () => {
    await page.goto('/api/docs');
    await expect.poll(() => page.locator('.swagger-ui .opblock').count(), POLL).toBeGreaterThan(3);
    expect(problems).toEqual([]);
  });
});
