import { describe, expect, it } from 'vitest';
import { stackNow } from '../helpers/clock.js';
import { apiLogin, seriousViolations, useSessionIn } from './support/app.js';
import { signedInPages } from './support/pages.js';

/**
 * The way into projects (docs/product/projects.md#types): the new-project wizard, a copy, the project list
 * with a saved search, and the create rights (docs/product/projects.md#types) as the purchasing team
 * (buyer@demo.example, no public-bid right) meets them.
 */

const pages = signedInPages();
const unique = (label: string) => `${label} ${stackNow().toString(36)}`;
const h1 = () => pages.page.locator('h1');
const BUILD_SETTINGS = /^\/projects\/[^/]+\/build\/settings$/;
const pathname = () => new URL(pages.page.url()).pathname;

/** Fills the wizard's settings (name, Public Works and its first division, the lead) and creates. */
async function fillAndCreate(name: string) {
  const { page } = pages;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Department').selectOption({ label: 'Public Works' });
  const division = page.getByLabel('Division');
  const firstDivision = await division.locator('option').nth(1).getAttribute('value');
  await division.selectOption(firstDivision!);
  expect(await page.getByLabel('Project lead').inputValue()).toBe(pages.lead.info.user.userId);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect.poll(pathname).toMatch(BUILD_SETTINGS);
}

describe('projects: the list, the wizard and saved searches', () => {
  it('the lead creates a project through the wizard, then copies it with its forms and instructions', async () => {
    const { page } = pages;
    await page.goto('/projects');
    await expect.poll(() => h1().textContent()).toBe('Projects');
    await page.getByRole('button', { name: 'New project' }).click();
    await expect.poll(pathname).toBe('/projects/new/newproject');
    await expect.poll(() => h1().textContent()).toBe('New project');
    expect(await page.getByRole('radio', { name: /^Start new/ }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // A typed number with a forbidden character is refused before anything is sent.
    const name = unique('Wizard bridge repair');
    await page.getByRole('radio', { name: 'Type a number' }).check();
    await page.getByLabel('Number', { exact: true }).fill('BR/1');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect
      .poll(() => page.getByText('The project number must not contain any of').count())
      .toBeGreaterThan(0);
    await page.getByRole('radio', { name: "The agency's next automatic number" }).check();
    await fillAndCreate(name);
    const originalId = pathname().split('/')[2]!;

    await page.goto('/projects/new/copy');
    expect(await page.getByRole('radio', { name: /^Copy a project/ }).isChecked()).toBe(true);
    const source = page.getByLabel('Project to copy');
    await expect.poll(() => source.locator('option', { hasText: name }).count()).toBe(1);
    await source.selectOption((await source.locator('option', { hasText: name }).getAttribute('value'))!);
    expect(await page.getByLabel('Copy forms and instructions').isChecked()).toBe(true);
    await fillAndCreate(`${name} (copy)`);
    const copyId = pathname().split('/')[2]!;
    expect(copyId).not.toBe(originalId);
    const copy = await pages.lead.call(
      'GET',
      `/api/v1/customer/${pages.lead.info.customer.customerId}/node/${pages.lead.info.customer.customerNodeId}/Projects?projectId=${copyId}`,
    );
    expect(copy.json.data.projectDTO.values.project).toMatchObject({
      name: `${name} (copy)`,
      copiedFromProjectId: originalId,
    });

    // The lead saves a copy of their own project as a template, which the wizard then offers.
    await page.goto('/projects/new/copy');
    await page.getByLabel('Save the copy as a template').check();
    await expect.poll(() => source.locator('option', { hasText: name }).count()).toBe(2);
    await source.selectOption(originalId);
    await fillAndCreate(`${name} template`);
    const templateId = pathname().split('/')[2]!;
    const template = await pages.lead.call(
      'GET',
      `/api/v1/customer/${pages.lead.info.customer.customerId}/node/${pages.lead.info.customer.customerNodeId}/Projects?projectId=${templateId}`,
    );
    expect(template.json.data.projectDTO.values.project).toMatchObject({
      type: 'template',
      status: 'template',
    });
    await page.goto('/projects/new/newproject');
    await page.getByRole('radio', { name: /^From a template/ }).check();
    const templates = page.getByLabel('Template', { exact: true });
    await expect.poll(() => templates.locator('option', { hasText: `${name} template` }).count()).toBe(1);
  });

  it('the lead saves a search and finds the project with it; the list and the wizard pass axe in English and French', async () => {
    const { page, context } = pages;
    const name = unique('Saved search culvert');
    await page.goto('/projects/new/newproject');
    await fillAndCreate(name);

    await page.goto('/projects');
    await page.getByRole('searchbox', { name: 'Search by number or name' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table');
    await expect.poll(() => table.textContent()).toContain(name);
    // The search is in the URL: a reload shows the same list.
    await page.reload();
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Search by number or name' }).inputValue())
      .toBe(name);
    await expect.poll(() => table.textContent()).toContain(name);

    const searchName = unique('My culverts');
    const saveForm = page.getByRole('form', { name: 'Save this search' });
    await saveForm.getByLabel('Name').fill(searchName);
    await saveForm.getByRole('button', { name: 'Save search' }).click();
    await expect
      .poll(() => page.getByLabel('Saved search', { exact: true }).locator('option').allTextContents())
      .toContain(`${searchName} (private)`);
    // The same name in other case is refused with the catalogue's message.
    await saveForm.getByLabel('Name').fill(searchName.toUpperCase());
    await saveForm.getByRole('button', { name: 'Save search' }).click();
    await expect
      .poll(() => saveForm.textContent())
      .toContain(`Saved search "${searchName.toUpperCase()}" already exists`);
    await saveForm.getByLabel('Name').fill('');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByLabel('Saved search', { exact: true }).selectOption({ label: `${searchName} (private)` });
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(name);
    await expect.poll(() => table.textContent()).toContain(name);
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('1 project');
    expect(await seriousViolations(page)).toEqual([]);

    await context.addInitScript(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.goto(`/projects?q=${encodeURIComponent(name)}`);
    await expect.poll(() => h1().textContent()).toBe('Projets');
    await expect.poll(() => table.textContent()).toContain(name);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/projects/new/newproject');
    await expect.poll(() => h1().textContent()).toBe('Nouveau projet');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the purchasing team may not create public bids: the wizard locks the choice and the API refuses it', async () => {
    const { page, context } = pages;
    const buyer = await apiLogin('buyer@demo.example');
    await context.clearCookies();
    await useSessionIn(context, buyer);
    await page.goto('/projects');
    // The buyer's groups allow some kinds, so New project is open…
    await expect.poll(() => page.getByRole('button', { name: 'New project' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'New project' }).click();
    await expect.poll(() => h1().textContent()).toBe('New project');
    // …but the public source method is locked, with the reason.
    const method = page.getByLabel('Source method', { exact: true });
    const publicOption = method.locator('option[value="public"]');
    expect(await publicOption.isDisabled()).toBe(true);
    expect(await publicOption.textContent()).toBe('Public (locked: your groups lack this right)');
    expect(await method.inputValue()).toBe('publicPrequalified');
    expect(await page.getByText('Locked choices need a right your groups do not hold.').count()).toBe(1);

    const departments = await buyer.call(
      'GET',
      `/api/v1/customer/${buyer.info.customer.customerId}/node/${buyer.info.customer.customerNodeId}/Departments/All`,
    );
    const works = departments.json.data.departmentsDTO.values.find((d: any) => d.name === 'Public Works');
    const refused = await buyer.call(
      'POST',
      `/api/v1/customer/${buyer.info.customer.customerId}/node/${buyer.info.customer.customerNodeId}/Projects`,
      {
        startMode: 'new',
        name: unique('Public by the buyer'),
        type: 'source',
        sourceMethod: 'public',
        departmentId: works.departmentId,
        divisionId: works.divisions[0].divisionId,
        projectLeadId: buyer.info.user.userId,
      },
    );
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('permissionDenied');
  });
});
