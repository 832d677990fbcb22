import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/app.js';
import { signedInPages } from './support/pages.js';

/**
 * /control-panel/project-settings as a procurement lead uses it (docs/product/projects.md#build,
 * docs/product/suppliers-and-accounts.md#roles-and-permissions): the automatic numbering with the next
 * number's preview, a forbidden separator refused at its field in the catalogue's words, and the agency's
 * department restriction turned on and off. Both settings are the agency's, shared with every other test of
 * the run: each test puts back what it found.
 */

const pages = signedInPages();
const h1 = () => pages.page.locator('h1');
const settingsPath = () => {
  const { customerId, customerNodeId } = pages.lead.info.customer;
  return `/api/v1/customer/${customerId}/node/${customerNodeId}/control-panel`;
};

let restore: (() => Promise<void>) | undefined;
afterEach(async () => {
  await restore?.();
  restore = undefined;
});

describe('project settings', () => {
  it('the lead saves a new numbering after a forbidden separator is refused at its field', async () => {
    const { page, lead } = pages;
    const saved = (await lead.call('GET', `${settingsPath()}/project-settings`)).json.data.projectSettingsDTO
      .values;
    restore = async () => {
      const back = await lead.call('PUT', `${settingsPath()}/project-settings`, saved);
      expect(back.status, JSON.stringify(back.json)).toBe(200);
    };
    await page.goto('/control-panel/project-settings');
    await expect.poll(() => h1().textContent()).toBe('Project settings');
    const form = page.getByRole('form', { name: 'Automatic numbering' });
    const preview = page.getByTestId('number-preview');

    await form.getByLabel('Prefix').fill('RFQ');
    await form.getByLabel('Separator').fill('/');
    await expect.poll(() => preview.textContent()).toBe("Fix the settings to see the next project's number.");
    await form.getByRole('button', { name: 'Save' }).click();
    const separator = form.getByLabel('Separator');
    await expect.poll(() => separator.getAttribute('aria-invalid')).toBe('true');
    expect(await form.textContent()).toContain('The separator must not contain any of these characters');

    await separator.fill('-');
    await form.getByLabel('Padding (digits)').fill('5');
    await form.getByLabel('Next number').fill('42');
    await expect.poll(() => preview.textContent()).toBe("The next project's number: RFQ-00042");
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Numbering settings saved.').count()).toBe(1);
    const stored = await lead.call('GET', `${settingsPath()}/project-settings`);
    expect(stored.json.data.projectSettingsDTO.values).toMatchObject({
      prefix: 'RFQ',
      separator: '-',
      padding: 5,
      nextNumber: 42,
    });
  });

  it('the lead turns the department restriction on, finds it on after a reload; the page passes axe in English and French', async () => {
    const { page, lead } = pages;
    const read = async () =>
      (await lead.call('GET', `${settingsPath()}/department-restriction`)).json.data.departmentRestrictionDTO
        .values;
    const before = await read();
    restore = async () => {
      const now = await read();
      const back = await lead.call('PUT', `${settingsPath()}/department-restriction`, {
        restrictProjectsByDepartment: before.restrictProjectsByDepartment,
        version: now.version,
      });
      expect(back.status, JSON.stringify(back.json)).toBe(200);
    };
    await page.goto('/control-panel/project-settings');
    await expect.poll(() => h1().textContent()).toBe('Project settings');
    const form = page.getByRole('form', { name: 'Department restriction' });
    const box = form.getByLabel('Restrict projects by department');
    await expect.poll(() => box.count()).toBe(1);
    await box.setChecked(!before.restrictProjectsByDepartment);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Department restriction saved.').count()).toBe(1);
    expect((await read()).restrictProjectsByDepartment).toBe(!before.restrictProjectsByDepartment);

    await page.reload();
    await expect.poll(() => box.isChecked()).toBe(!before.restrictProjectsByDepartment);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.reload();
    const french = page.getByRole('form', { name: 'Restriction par service' });
    await expect.poll(() => french.getByLabel('Restreindre les projets par service').count()).toBe(1);
    // The opening's minimum (decision 057): a number out of range is refused at its field, in French;
    // nothing is saved, so the agency's setting stays as the other tests find it.
    const opening = page.getByRole('form', { name: 'Ouverture' });
    const minimum = opening.getByLabel('Soumissions requises pour desceller');
    await expect.poll(() => minimum.count()).toBe(1);
    await minimum.fill('100');
    await opening.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => opening.getByText('Saisissez un nombre entier de 0 à 99.').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
