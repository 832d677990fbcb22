import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/app.js';
import { signedInPages } from './support/pages.js';

/**
 * A project's journal and tasks as a procurement lead uses them (decision 031): a note added and pinned
 * above an older one; a task added with a reminder, in the agency's time zone; both screens checked with
 * axe in English and French.
 */

const pages = signedInPages();
const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
let projectId: string;
let projectName: string;

/** A datetime-local value `days` from now at 10:00 (after today in any time zone when days ≥ 2). */
const localInput = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T10:00`;
};

beforeAll(async () => {
  const { lead } = pages;
  const path = (p: string) =>
    p
      .replace('{customerId}', lead.info.customer.customerId)
      .replace('{nodeId}', lead.info.customer.customerNodeId);
  const departments = await lead.call('GET', path(`${NODE}/Departments/All`));
  const department = departments.json.data.departmentsDTO.values.find((d: any) => d.name === 'Public Works');
  projectName = `Collaboration ${Date.now().toString(36)}`;
  const created = await lead.call('POST', path(`${NODE}/Projects`), {
    startMode: 'new',
    name: projectName,
    type: 'source',
    sourceMethod: 'public',
    departmentId: department.departmentId,
    divisionId: department.divisions[0].divisionId,
    projectLeadId: lead.info.user.userId,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  projectId = created.json.data.projectDTO.values.project.projectId;
  // An older note, so that pinning the new one has something to move above.
  await lead.call('POST', path(`${NODE}/ProjectJournals`), { projectId, note: 'Kick-off meeting held.' });
});

describe('project journal and tasks', () => {
  it('the lead adds a journal note and pins it above the older one (axe in English)', async () => {
    const { page } = pages;
    await page.goto(`/projects/${projectId}/journal`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Journal and comments');
    await expect.poll(() => page.getByText(`Project: ${projectName}`).isVisible()).toBe(true);
    const entries = () => page.getByTestId('journal-entry');
    await expect.poll(() => entries().count()).toBe(1);

    const note = `Site visit booked ${Date.now().toString(36)}`;
    const form = page.getByTestId('journal-note-form');
    await form.getByLabel('Note').fill(note);
    await form.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => entries().count()).toBe(2);
    await expect.poll(() => entries().first().textContent()).toContain(note);

    // The newest is first; pinning the older one moves it to the top, marked Pinned.
    await entries().nth(1).getByRole('button', { name: 'Pin' }).click();
    await expect.poll(() => entries().first().textContent()).toContain('Kick-off meeting held.');
    await expect.poll(() => entries().first().textContent()).toContain('Pinned');

    await entries().first().getByLabel('Comment on this entry').fill('Minutes are in the shared drive.');
    await entries().first().getByRole('button', { name: 'Add comment' }).click();
    await expect.poll(() => entries().first().textContent()).toContain('Minutes are in the shared drive.');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the lead adds a task with a reminder and completes it (axe in English)', async () => {
    const { page } = pages;
    await page.goto(`/projects/${projectId}/tasks`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Tasks');
    await page.getByRole('button', { name: 'Add a task' }).click();
    const form = page.getByTestId('task-form');
    const subject = `Book the room ${Date.now().toString(36)}`;
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Lee Procter').check();
    await form.getByLabel('Due date').fill(localInput(5));
    // A reminder after the due date is refused by the shared rule, under its field.
    await form.getByLabel('Reminder date (optional)').fill(localInput(6));
    await form.getByRole('button', { name: 'Save task' }).click();
    await expect.poll(() => form.textContent()).toContain('The reminder date must be before the due date.');
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('Reminder date (optional)').fill(localInput(3));
    await form.getByRole('button', { name: 'Save task' }).click();
    const row = page.getByTestId('task-row').filter({ hasText: subject });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.textContent()).toContain('Lee Procter');
    await expect.poll(() => row.textContent()).toContain('Open');

    await row.getByRole('button', { name: `Complete ${subject}` }).click();
    await expect.poll(() => row.textContent()).toContain('Completed');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the journal and tasks screens have no serious axe violations in French', async () => {
    const { page, context } = pages;
    await context.addInitScript(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.goto(`/projects/${projectId}/journal`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Journal et commentaires');
    await expect.poll(() => page.getByTestId('journal-entry').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/projects/${projectId}/tasks`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Tâches');
    await expect.poll(() => page.getByTestId('task-row').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
