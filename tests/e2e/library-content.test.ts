import { describe, expect, it } from 'vitest';
import { stackNow } from '../helpers/clock.js';
import { seriousViolations, type ApiSession } from './support/app.js';
import { signedInPages } from './support/pages.js';

/**
 * The library of online submission templates as a procurement lead uses it (/control-panel/library-content,
 * docs/product/tender.md#submission-requirements): a question template refused while its text is
 * empty, then added, found, renamed and deleted; a bid-form template copied from a project's form; the
 * screen passes axe in English and French.
 */

const SCREEN = '/control-panel/library-content';
const pages = signedInPages();
const h1 = () => pages.page.locator('h1');
const unique = (label: string) => `${label} ${stackNow().toString(36)}`;

/** A project of the demo agency with one named price form, made through the API. */
async function projectWithForm(lead: ApiSession, formName: string): Promise<void> {
  const { customerId, customerNodeId } = lead.info.customer;
  const node = `/api/v1/customer/${customerId}/node/${customerNodeId}`;
  const departments = await lead.call('GET', `${node}/Departments/All`);
  const works = departments.json.data.departmentsDTO.values.find((d: any) => d.name === 'Public Works');
  const created = await lead.call('POST', `${node}/Projects`, {
    startMode: 'new',
    name: unique('E2E library'),
    type: 'source',
    sourceMethod: 'public',
    departmentId: works.departmentId,
    divisionId: works.divisions[0].divisionId,
    projectLeadId: lead.info.user.userId,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const projectId = created.json.data.projectDTO.values.project.projectId;
  const form = await lead.call('POST', `${node}/TenderTables`, {
    projectId,
    name: formName,
    tableType: 'price',
    mandatory: true,
    includeInSummary: true,
  });
  expect(form.status, JSON.stringify(form.json)).toBe(201);
}

describe('library content', () => {
  it('the lead adds a question template (an empty text refused first), finds, renames and deletes it', async () => {
    const { page } = pages;
    await page.goto(`${SCREEN}?group=question`);
    await expect.poll(() => h1().textContent()).toBe('Library content');
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/template|No template/);

    await page.getByRole('button', { name: 'Add a template (Questions)' }).click();
    const editor = page.getByRole('form', { name: 'New template: Questions' });
    const name = unique('Years in business');
    await editor.getByLabel('Name', { exact: true }).fill(name);
    await editor.getByRole('button', { name: 'Add template' }).click();
    // The text is required: the summary links to the field, and nothing is added.
    const summary = page.getByTestId('error-summary');
    await expect.poll(() => summary.isVisible()).toBe(true);
    await summary.getByRole('link').first().click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement)?.tagName))
      .toBe('TEXTAREA');

    await editor.getByLabel('Text').fill('How many years has your firm been in business?');
    await editor.getByLabel('Answer type').selectOption('number');
    await editor.getByLabel('Mandatory').check();
    expect(await seriousViolations(page)).toEqual([]);
    await editor.getByRole('button', { name: 'Add template' }).click();
    const table = page.getByRole('table', { name: 'Questions' });
    await expect.poll(() => table.textContent()).toContain(name);

    // Search: every word, any case.
    await page.getByLabel('Search templates by name').fill('YEARS business');
    await expect.poll(() => table.textContent()).toContain(name);
    await page.getByLabel('Search templates by name').fill('bond');
    await expect.poll(() => page.getByText('No template matches the search.').isVisible()).toBe(true);
    await page.getByLabel('Search templates by name').fill('');

    // Edit: the content comes back as saved; the new name is kept.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    expect(await edit.getByLabel('Answer type').inputValue()).toBe('number');
    expect(await edit.getByLabel('Mandatory').isChecked()).toBe(true);
    await edit.getByLabel('Name', { exact: true }).fill(`${name} (firm)`);
    await edit.getByRole('button', { name: 'Save template' }).click();
    await expect.poll(() => table.textContent()).toContain(`${name} (firm)`);

    await page.getByRole('button', { name: `Delete ${name} (firm)` }).click();
    await page.getByTestId('confirm-delete').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText(`${name} (firm) was deleted.`).isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Questions' }).count()).toBeLessThanOrEqual(1);
  });

  it('a bid-form template copies a form picked by name; the screen passes axe in French', async () => {
    const { page, lead, context } = pages;
    const formName = unique('Schedule of unit prices');
    await projectWithForm(lead, formName);
    await page.goto(`${SCREEN}?group=tenderTable`);
    await expect.poll(() => h1().textContent()).toBe('Library content');
    await page.getByRole('button', { name: 'Add a template (Bid forms)' }).click();
    const editor = page.getByRole('form', { name: 'New template: Bid forms' });
    const name = unique('Unit prices');
    await editor.getByLabel('Name', { exact: true }).fill(name);
    // No form chosen yet: refused with the reason.
    await editor.getByRole('button', { name: 'Add template' }).click();
    await expect
      .poll(() => page.getByTestId('error-summary').textContent())
      .toContain('Choose the form this template copies.');
    await editor.getByLabel('Form name').fill(formName);
    await editor.getByRole('button', { name: 'Find forms' }).click();
    await editor.getByRole('radio', { name: new RegExp(formName) }).check();
    await editor.getByRole('button', { name: 'Add template' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Bid forms' }).textContent()).toContain(name);

    await context.addInitScript(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.goto(`${SCREEN}?group=tenderTable`);
    await expect.poll(() => h1().textContent()).toBe('Contenu de la bibliothèque');
    await expect
      .poll(() => page.getByRole('table', { name: 'Formulaires de prix' }).textContent())
      .toContain(name);
    await page.getByRole('button', { name: 'Ajouter un modèle (Formulaires de prix)' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
