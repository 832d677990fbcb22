import { describe, expect, it } from 'vitest';
import { stackNow } from '../helpers/clock.js';
import { latestEmailTo, seriousViolations, type ApiSession } from './support/app.js';
import { signedInPages } from './support/pages.js';
import { seedCompletedSubmissions } from './support/submissions.js';

/**
 * Unlocking the submission requirements from the prices page (docs/product/tender.md#submission-requirements;
 * decision 040): two completed bids lock the requirements; Unlock's warning names the count; Continue
 * withdraws them and emails the bidders, and the lock is gone. axe on the lock and on the warning, in English
 * and French.
 */

const pages = signedInPages();
const h1 = () => pages.page.locator('h1');

/** A new public bid of the demo agency, made through the API (the wizard is not under test here). */
async function newProject(lead: ApiSession): Promise<{ projectId: string; name: string }> {
  const { customerId, customerNodeId } = lead.info.customer;
  const node = `/api/v1/customer/${customerId}/node/${customerNodeId}`;
  const departments = await lead.call('GET', `${node}/Departments/All`);
  const works = departments.json.data.departmentsDTO.values.find((d: any) => d.name === 'Public Works');
  const name = `E2E unlock ${stackNow().toString(36)}`;
  const created = await lead.call('POST', `${node}/Projects`, {
    startMode: 'new',
    name,
    type: 'source',
    sourceMethod: 'public',
    departmentId: works.departmentId,
    divisionId: works.divisions[0].divisionId,
    projectLeadId: lead.info.user.userId,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return { projectId: created.json.data.projectDTO.values.project.projectId, name };
}

describe('unlocking the submission requirements', () => {
  it('shows the lock, warns with the count, and unlocks', async () => {
    const { page, lead } = pages;
    const { projectId, name } = await newProject(lead);
    const bidders = await seedCompletedSubmissions(lead.info.customer.customerId, projectId, 2);

    // In French first: the lock and the warning, with axe.
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
    // A subview of locked requirements redirects to the edit view
    // (docs/product/tender.md#submission-requirements), which holds the Unlock action.
    await page.goto(`/projects/${projectId}/build/submission-requirements/prices`);
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe(`/projects/${projectId}/build/submission-requirements`);
    await expect.poll(() => h1().textContent()).toBe('Exigences de soumission');
    const lock = page.getByTestId('requirements-lock');
    await expect.poll(() => lock.textContent()).toContain('2 soumissions ont été complétées');
    expect(await seriousViolations(page)).toEqual([]);
    await lock.getByRole('button', { name: 'Déverrouiller les exigences' }).click();
    const warning = page.getByRole('dialog');
    await expect.poll(() => warning.textContent()).toContain('2 soumissions complétées seront remises');
    expect(await seriousViolations(page)).toEqual([]);
    await warning.getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => warning.count()).toBe(0);

    // In English: the same, then Continue.
    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'en'));
    await page.reload();
    await expect.poll(() => h1().textContent()).toBe('Submission requirements');
    await expect
      .poll(() => lock.textContent())
      .toContain('The submission requirements are locked: 2 bids have been completed against them.');
    expect(await seriousViolations(page)).toEqual([]);
    await lock.getByRole('button', { name: 'Unlock requirements' }).click();
    await expect
      .poll(() => warning.textContent())
      .toContain('2 completed bids will be withdrawn to incomplete and their bidders emailed. Continue?');
    // The safe answer has the focus.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    expect(await seriousViolations(page)).toEqual([]);
    await warning.getByRole('button', { name: 'Continue' }).click();

    await expect.poll(() => lock.count()).toBe(0);
    // Unlocked, the questions can change again.
    // The form enables its fields once the unlocked requirements are read again: a moment after the lock goes.
    await expect
      .poll(() => page.getByLabel('Use the Questions section in this bid').isDisabled())
      .toBe(false);
    await expect
      .poll(() => page.getByText('Requirements unlocked: 2 bids were withdrawn', { exact: false }).count())
      .toBeGreaterThan(0);
    for (const bidder of bidders) expect((await latestEmailTo(bidder)).subject).toContain(name);
  });
});
