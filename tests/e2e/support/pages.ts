import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { apiLogin, useSessionIn, type ApiSession } from './app.js';
import { closeBrowser, launchBrowser } from './browser.js';

export interface SignedInPages {
  readonly lead: ApiSession;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * Registers the hooks of a test file whose tests each open a fresh browser context (its own localStorage)
 * signed in as the demo lead: one browser per file, one context and page per test.
 */
export function signedInPages(viewport = { width: 1280, height: 900 }): SignedInPages {
  let browser: Browser;
  const state = {} as { lead: ApiSession; context: BrowserContext; page: Page };
  beforeAll(async () => {
    mkdirSync('test-results', { recursive: true });
    browser = await launchBrowser();
    state.lead = await apiLogin('lead@demo.example');
  });
  afterAll(async () => {
    await closeBrowser(browser);
  });
  beforeEach(async () => {
    state.context = await browser.newContext({ baseURL: inject('appUrl'), locale: 'en-CA', viewport });
    await useSessionIn(state.context, state.lead);
    state.page = await state.context.newPage();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await reportFailure(state.page, task.name);
    await state.context.close();
  });
  return state;
}

/**
 * What the page showed when a test failed, for a CI log that keeps only text: its address, its alerts and
 * status messages, and a screenshot under test-results/.
 */
export async function reportFailure(page: Page, testName: string): Promise<void> {
  const file = `test-results/failed-${testName.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 80)}.png`;
  try {
    const messages = await page
      .locator('[role="alert"], [role="status"]')
      .allTextContents()
      .catch(() => []);
    await page.screenshot({ path: file, fullPage: true, timeout: 10_000 }).catch(() => undefined);
    console.log(
      [
        `The page when "${testName}" failed: ${page.url()}`,
        ...messages.filter((m) => m.trim()).map((m) => `  message: ${m.trim()}`),
        `  screenshot: ${file}`,
      ].join('\n'),
    );
  } catch {
    // The page is gone (closed or crashed): the test's own error says enough.
  }
}
