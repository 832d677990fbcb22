import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storedToLocalInput } from '../../shared/domain/projects/project-dates.js';
import { advanceClockTo, stackNow } from '../helpers/clock.js';
import { seriousViolations, type ApiSession } from './support/app.js';
import { signedInPages } from './support/pages.js';

/**
 * The project screen and the Build phase as the demo lead uses them (docs/product/projects.md#build,
 * docs/product/projects.md#dates, docs/product/projects.md#publication): a new draft filled through the
 * publish checklist's links until nothing is missing, then scheduled to publish a few minutes ahead by the
 * stack's clock; the test moves that clock past it, and the one-time schedule carries the publication out
 * while the page watches (decision 074); then its closing moved, which asks whether to notify the registered
 * suppliers (decision 055). Every date typed is the stack's time.
 */

const pages = signedInPages();
const MINUTE = 60_000;

interface Created {
  projectId: string;
  name: string;
}

/** A new Source project through the API, as the wizard would create it. */
async function createProject(lead: ApiSession, type: 'source' | 'contract' = 'source'): Promise<Created> {
  const { customerId, customerNodeId } = lead.info.customer;
  const base = `/api/v1/customer/${customerId}/node/${customerNodeId}`;
  const departments = await lead.call<any>('GET', `${base}/Departments/All`);
  const department = departments.json.data.departmentsDTO.values.find(
    (d: { divisions?: unknown[] }) => (d.divisions ?? []).length > 0,
  );
  const name = `E2E build ${stackNow().toString(36)}`;
  const answer = await lead.call<any>('POST', `${base}/Projects`, {
    startMode: 'new',
    name,
    type,
    sourceMethod: 'public',
    departmentId: department.departmentId,
    divisionId: department.divisions[0].divisionId,
    projectLeadId: lead.info.user.userId,
  });
  expect(answer.status).toBe(201);
  return { projectId: answer.json.data.projectDTO.values.project.projectId, name };
}

/** The datetime-local value of an instant in the agency's zone. */
const local = (lead: ApiSession, at: number) =>
  storedToLocalInput(new Date(at).toISOString(), lead.info.customer.timeZone);

/** Fills the focused control as the checklist item it was opened for needs. */
async function fillFocused(page: Page, lead: ApiSession, field: string): Promise<void> {
  const focused = page.locator(':focus');
  const now = stackNow();
  const values: Record<string, () => Promise<void>> = {
    classification: () => focused.selectOption({ label: 'Services' }).then(() => undefined),
    description: () => focused.fill('Snow clearing for the municipal parking lots.'),
    categoryIds: () => focused.check(),
    estimatedTotalValue: () => focused.fill('25,000.00'),
    publishDate: () => focused.fill(local(lead, now + 2 * 60 * MINUTE)),
    closingDate: () => focused.fill(local(lead, now + 10 * 24 * 60 * MINUTE)),
    estimatedAwardDate: () => focused.fill(local(lead, now + 20 * 24 * 60 * MINUTE)),
  };
  const fill = values[field];
  if (!fill) throw new Error(`the test does not know how to fill ${field}`);
  await fill();
}

const h1 = (page: Page) => page.locator('h1');
const status = (page: Page) => page.getByTestId('project-status');

describe('the project screen and Build', () => {
  it('the lead fills Build by following the publish checklist, then publishes a few minutes ahead and sees it published', async () => {
    const { page, lead } = pages;
    const project = await createProject(lead);

    // /projects/{id} lands on build settings, inside the project screen.
    await page.goto(`/projects/${project.projectId}`);
    await expect.poll(() => h1(page).textContent()).toBe('Settings');
    expect(new URL(page.url()).pathname).toBe(`/projects/${project.projectId}/build/settings`);
    await expect.poll(() => page.getByTestId('project-header').textContent()).toContain(project.name);
    expect(await status(page).textContent()).toBe('Design');
    expect(await page.getByRole('navigation', { name: 'Project areas' }).textContent()).toBe('BuildSource');
    expect(await seriousViolations(page)).toEqual([]);

    // Follow the checklist's links until nothing is missing; each lands on its field, focused.
    const publishPage = `/projects/${project.projectId}/build/publish`;
    const visited = new Set<string>();
    for (let step = 0; step < 12; step++) {
      await page.goto(publishPage);
      await expect.poll(() => h1(page).textContent()).toBe('Prepare to publish');
      await expect
        .poll(
          async () =>
            (await page.getByTestId('checklist-complete').count()) +
            (await page.getByTestId('missing-items').count()),
        )
        .toBe(1);
      if ((await page.getByTestId('checklist-complete').count()) === 1) break;
      const link = page.getByTestId('missing-items').getByRole('link').first();
      const field = new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('focus')!;
      await link.click();
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
        .toBe(field);
      const pageName = new URL(page.url()).pathname.split('/').pop()!;
      if (!visited.has(pageName)) {
        visited.add(pageName);
        expect(await seriousViolations(page)).toEqual([]);
        // Every field is labelled in words, never by its key ("fields.hasPromptPayDiscount" showed raw).
        expect(await page.getByTestId('build-form').textContent()).not.toMatch(/fields\./);
      }
      await fillFocused(page, lead, field);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.getByText('Your changes are saved.').count()).toBeGreaterThan(0);
    }
    expect(await page.getByTestId('checklist-complete').textContent()).toBe(
      'Nothing is missing: the project can be published.',
    );
    expect([...visited].sort()).toEqual(['dates', 'details', 'settings']);
    expect(await status(page).textContent()).toBe('In progress');
    expect(await seriousViolations(page)).toEqual([]);

    // Publish at a whole minute a few minutes ahead by the stack's clock (the field takes minutes; the
    // margin outlasts the clicks on a busy machine): scheduled. Then the stack's clock is moved a second past
    // it, and the one-time schedule publishes while the page watches (it reads the project again while
    // scheduled).
    const at = Math.ceil((stackNow() + 3 * MINUTE) / MINUTE) * MINUTE;
    await page.getByLabel('Publish date', { exact: true }).fill(local(lead, at));
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toBe('Scheduled to publish');
    await advanceClockTo(at, 1);
    await expect.poll(() => status(page).textContent(), { timeout: 30_000 }).toBe('Published');
    // Published, the publish page says so, and not that the project "cannot be published now".
    await expect.poll(() => page.getByTestId('publish-state').textContent()).toBe('Published');
    expect(await page.getByText('This project cannot be published now.').count()).toBe(0);

    // Moving the closing of the published bid asks whether to notify its registered suppliers
    // (docs/product/projects.md#publication): first without, in English; then with, in French. Each dialog
    // passes axe.
    await page.goto(`/projects/${project.projectId}/build/dates`);
    const dialog = page.getByTestId('closing-notice');
    const moveClosing = async (label: string, save: string, days: number) => {
      await page.getByLabel(label, { exact: true }).fill(local(lead, stackNow() + days * 24 * 60 * MINUTE));
      await page.getByRole('button', { name: save, exact: true }).click();
      await expect.poll(() => dialog.count()).toBe(1);
    };
    await moveClosing('Closing date', 'Save', 12);
    expect(await dialog.getByRole('heading').textContent()).toBe('Notify registered suppliers?');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save without notifying' }).click();
    await expect.poll(() => page.getByText('Your changes are saved.').count()).toBeGreaterThan(0);
    expect(await dialog.count()).toBe(0);

    const language = async (name: RegExp) => {
      await page.getByRole('button', { name: /User menu|Menu de l’utilisateur/ }).click();
      await page.getByRole('button', { name }).click();
    };
    await language(/Français/);
    await moveClosing('Date de clôture', 'Enregistrer', 14);
    expect(await dialog.getByRole('heading').textContent()).toBe('Aviser les fournisseurs inscrits ?');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Enregistrer et aviser les fournisseurs' }).click();
    await expect
      .poll(() => page.getByText('Vos modifications sont enregistrées.').count())
      .toBeGreaterThan(0);
    await language(/English/);
  }, 180_000);

  it('in French, the Build pages pass axe, and a date rule is refused at its field and in the summary', async () => {
    const { page, lead, context } = pages;
    const project = await createProject(lead);
    await context.addInitScript(() => localStorage.setItem('tenderbox.language', 'fr'));
    const titles = {
      settings: 'Paramètres',
      details: 'Détails',
      dates: 'Dates',
      publish: 'Préparer la publication',
    };
    for (const [section, title] of Object.entries(titles)) {
      await page.goto(`/projects/${project.projectId}/build/${section}`);
      await expect.poll(() => h1(page).textContent()).toBe(title);
      await expect.poll(() => page.getByTestId('project-header').textContent()).toContain(project.name);
      expect(await seriousViolations(page)).toEqual([]);
    }

    // Closing before publish: the shared rule refuses it in the browser, in French, at the field.
    await page.goto(`/projects/${project.projectId}/build/dates`);
    await page
      .getByLabel('Date de publication', { exact: true })
      .fill(local(lead, stackNow() + 3 * 24 * 60 * MINUTE));
    await page
      .getByLabel('Date de clôture', { exact: true })
      .fill(local(lead, stackNow() + 2 * 24 * 60 * MINUTE));
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const summary = page.getByTestId('error-summary');
    await expect.poll(() => summary.textContent()).toContain('Date de publication');
    const publishField = page.getByLabel('Date de publication', { exact: true });
    expect(await publishField.getAttribute('aria-invalid')).toBe('true');
  });

  it('a contract has no Source tab and its source area leads to Build; delete asks first and goes to the projects', async () => {
    const { page, lead } = pages;
    const project = await createProject(lead, 'contract');
    await page.goto(`/projects/${project.projectId}/source/companies`);
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe(`/projects/${project.projectId}/build/settings`);
    // The Contract area has no screen yet, so no tab leads to a placeholder (issue 22).
    expect(await page.getByRole('navigation', { name: 'Project areas' }).textContent()).toBe('Build');

    // Its dates page has the contract's dates; a term that ends before it starts is refused at its field.
    await page.goto(`/projects/${project.projectId}/build/dates`);
    const termStart = page.getByLabel('Initial term start', { exact: true });
    await termStart.fill(local(lead, stackNow() + 30 * 24 * 60 * MINUTE));
    await page
      .getByLabel('Initial term end', { exact: true })
      .fill(local(lead, stackNow() + 20 * 24 * 60 * MINUTE));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => termStart.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('error-summary').textContent()).toContain('Initial term start');
    await page.goto(`/projects/${project.projectId}/build/settings`);

    await page.getByTestId('action-bar').getByRole('button', { name: 'Delete project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this project?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe(`/projects/${project.projectId}/build/settings`);
    await page.getByTestId('action-bar').getByRole('button', { name: 'Delete project' }).click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects');
    const { customerId, customerNodeId } = lead.info.customer;
    const gone = await lead.call(
      'GET',
      `/api/v1/customer/${customerId}/node/${customerNodeId}/Projects?projectId=${project.projectId}`,
    );
    expect(gone.status).toBe(404);
  });
});
