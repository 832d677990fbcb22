import { describe, expect, it } from 'vitest';
import { stackNow } from '../helpers/clock.js';
import { seriousViolations, type ApiSession } from './support/app.js';
import { signedInPages } from './support/pages.js';

/**
 * Build → invitations and Build → compliance as a procurement lead uses them
 * (docs/product/tender.md#invitations; decisions 032 and 053): two suppliers invited, a second invitation to
 * an address refused at its field with the lookup's answer under it; a directory supplier found and invited,
 * another bid's invitations copied; a compliance item added, edited, kept across a reload and removed. Both
 * screens pass axe in English and French, the find-suppliers panel with its results too.
 */

const pages = signedInPages();
const h1 = () => pages.page.locator('h1');
const unique = () => stackNow().toString(36);

/** A new bid of the demo agency, made through the API (the wizard is not under test here). */
async function newProject(
  lead: ApiSession,
  sourceMethod: string,
  name = `E2E build lists ${unique()}`,
): Promise<{ projectId: string; number: string; name: string }> {
  const { customerId, customerNodeId } = lead.info.customer;
  const node = `/api/v1/customer/${customerId}/node/${customerNodeId}`;
  const departments = await lead.call('GET', `${node}/Departments/All`);
  const works = departments.json.data.departmentsDTO.values.find((d: any) => d.name === 'Public Works');
  const created = await lead.call('POST', `${node}/Projects`, {
    startMode: 'new',
    name,
    type: 'source',
    sourceMethod,
    departmentId: works.departmentId,
    divisionId: works.divisions[0].divisionId,
    projectLeadId: lead.info.user.userId,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const { projectId, number } = created.json.data.projectDTO.values.project;
  return { projectId, number, name };
}

/** axe on the screen as it is, then in French after a reload. */
async function axeInBothLanguages(frenchHeading: string) {
  expect(await seriousViolations(pages.page)).toEqual([]);
  await pages.page.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
  await pages.page.reload();
  await expect.poll(() => h1().textContent()).toBe(frenchHeading);
  await expect.poll(() => pages.page.getByRole('table').count()).toBe(1);
  expect(await seriousViolations(pages.page)).toEqual([]);
}

describe('Build → invitations', () => {
  it('the lead invites two suppliers, and a second invitation to an address is refused at its field', async () => {
    const { page, lead } = pages;
    const { projectId } = await newProject(lead, 'invitational');
    await page.goto(`/projects/${projectId}/build/invitations`);
    await expect.poll(() => h1().textContent()).toBe('Invitations');
    const form = page.getByRole('form', { name: 'Invite a supplier' });
    const table = page.getByRole('region', { name: 'Invited suppliers' }).getByRole('table');

    const invite = async (email: string, company: string) => {
      await form.getByLabel('Email address').fill(email);
      await form.getByLabel('Company').fill(company);
      await form.getByRole('button', { name: 'Invite supplier' }).click();
    };
    await invite('bids@north-paving.example', 'Northern Paving');
    await expect.poll(() => table.textContent()).toContain('Northern Paving');
    await invite('sales@south-lights.example', 'South Lights');
    await expect.poll(() => table.textContent()).toContain('South Lights');
    await expect.poll(() => page.getByText('2 suppliers invited').count()).toBe(1);

    await invite('BIDS@North-Paving.example', 'Northern Paving again');
    const email = form.getByLabel('Email address');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => form.textContent())
      .toContain('An invitation already exists for this email address.');
    expect(await table.textContent()).not.toContain('Northern Paving again');
    // The lookup answers under the address as it is typed (decision 053, amended).
    await expect
      .poll(() => page.locator('#invitee-lookup').textContent())
      .toBe('Already invited to this bid as Northern Paving.');

    // Find suppliers: a directory supplier ticked and invited.
    const find = page.getByRole('region', { name: 'Find suppliers' });
    await find.getByLabel('Company name (at least 3 characters)').fill('Acme');
    await find.getByRole('button', { name: 'Search suppliers' }).click();
    await find.getByRole('checkbox', { name: 'Select Acme Construction Ltd.' }).check();
    await find.getByRole('button', { name: 'Invite selected (1)' }).click();
    await expect.poll(() => table.textContent()).toContain('Acme Construction Ltd.');
    await expect.poll(() => find.textContent()).toContain('Already invited');

    // Copy another bid's invitations: the address already here is skipped.
    const other = await newProject(lead, 'invitational', `E2E copy source ${unique()}`);
    const { customerId, customerNodeId } = lead.info.customer;
    for (const [email, companyName] of [
      ['bids@north-paving.example', 'Northern Paving'],
      ['office@east-glass.example', 'East Glass'],
    ])
      await lead.call(
        'POST',
        `/api/v1/customer/${customerId}/node/${customerNodeId}/Projects/Invitations?projectId=${other.projectId}`,
        { email, companyName },
      );
    const copy = page.getByRole('region', { name: 'Copy invitations from another bid' });
    await copy.getByLabel('Bid number or name').fill(other.name);
    await copy.getByRole('button', { name: 'Find bids' }).click();
    await copy.getByRole('button', { name: `Copy the invitations of ${other.number} ${other.name}` }).click();
    await expect.poll(() => table.textContent()).toContain('East Glass');
    await expect.poll(() => page.getByText('4 suppliers invited').count()).toBe(1);

    await axeInBothLanguages('Invitations');
    const trouver = page.getByRole('region', { name: 'Trouver des fournisseurs' });
    await trouver.getByRole('button', { name: 'Chercher des fournisseurs' }).click();
    await expect.poll(() => trouver.getByRole('table').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('Build → compliance', () => {
  it('the lead turns compliance on, adds an item, edits it, finds it after a reload and removes it', async () => {
    const { page, lead } = pages;
    const { projectId } = await newProject(lead, 'public');
    await page.goto(`/projects/${projectId}/build/compliance`);
    await expect.poll(() => h1().textContent()).toBe('Compliance');

    const compliancy = page.getByLabel('Suppliers must meet compliance requirements');
    await compliancy.click();
    await expect.poll(() => compliancy.isEnabled()).toBe(true);
    expect(await compliancy.isChecked()).toBe(true);
    const add = page.getByRole('form', { name: 'Add a compliance item' });
    await add.getByLabel('Title').fill('Certificate of insurance');
    await add.getByLabel('Description').fill('General liability of at least $2,000,000.');
    await add.getByRole('button', { name: 'Add item' }).click();
    const table = page.getByRole('table');
    await expect.poll(() => table.textContent()).toContain('Certificate of insurance');

    await page.getByRole('button', { name: 'Edit Certificate of insurance' }).click();
    const edit = page.getByRole('form', { name: 'Edit the compliance item Certificate of insurance' });
    await edit.getByLabel('Title').fill('Proof of insurance');
    await edit.getByLabel('Mandatory').uncheck();
    await edit.getByRole('button', { name: 'Save item' }).click();
    await expect.poll(() => table.textContent()).toContain('Proof of insurance');

    await page.reload();
    await expect.poll(() => page.getByRole('table').textContent()).toContain('Proof of insurance');
    expect(await page.getByRole('table').textContent()).toContain('No');
    expect(await page.getByLabel('Suppliers must meet compliance requirements').isChecked()).toBe(true);

    await axeInBothLanguages('Conformité');

    await page.getByRole('button', { name: 'Retirer Proof of insurance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retirer cet élément de conformité?' });
    await dialog.getByRole('button', { name: 'Retirer' }).click();
    await expect.poll(() => page.getByText('Aucun élément de conformité pour l’instant.').count()).toBe(1);
  });
});
