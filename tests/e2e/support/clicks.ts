/**
 * Reaching a buyer's screen the way a user does: from the main navigation, by clicking. An e2e test types
 * one address, the entry page; these helpers take it from there to a project and its area pages.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const POLL = { timeout: 20_000 } as const;

/** Find projects → search by name → the project's title; answers the project's id from the address. */
export async function openProjectByName(page: Page, name: string): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Find projects' })
    .click();
  await page.getByRole('searchbox', { name: 'Search by number or name' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const title = page.getByRole('link', { name, exact: true });
  await expect.poll(() => title.count(), POLL).toBe(1);
  await title.click();
  await expect.poll(() => page.getByTestId('project-header').textContent(), POLL).toContain(name);
  return new URL(page.url()).pathname.split('/')[2]!;
}

/** The project navigation's accessible names, in each language of the UI. */
const NAV = {
  en: { areas: 'Project areas', pages: (area: string) => `${area} pages` },
  fr: { areas: 'Volets du projet', pages: (area: string) => `Pages : ${area}` },
} as const;

/** A project's area tab (Build, Source, Evaluate, Award), then one of its pages when named. */
export async function openArea(
  page: Page,
  area: string,
  areaPage?: string,
  lang: 'en' | 'fr' = 'en',
): Promise<void> {
  const names = NAV[lang];
  await page
    .getByRole('navigation', { name: names.areas })
    .getByRole('link', { name: area, exact: true })
    .click();
  if (areaPage)
    await page
      .getByRole('navigation', { name: names.pages(area) })
      .getByRole('link', { name: areaPage, exact: true })
      .click();
}
