import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/** A fresh context on the app (English, desktop size) and its page, for one test. */
export async function openPage(
  browser: Browser,
  options: { locale?: string; width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('appUrl'),
    locale: options.locale ?? 'en-CA',
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  return { context, page: await context.newPage() };
}
