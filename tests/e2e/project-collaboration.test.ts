import { beforeAll, describe, expect, it } from 'vitest';
import { stackNow } from '../helpers/clock.js';
import { seriousViolations } from './support/app.js';
import { signedInPages } from './support/pages.js';

/**
 * A project's journal and tasks as a procurement lead uses them (decisions 031, 035): a note added and
 * pinned above an older one; a file attached to a note through the upload path and listed on it; a note
 * edited, then deleted after a confirmation; a task added with a reminder, in the agency's time zone; the
 * screens and the confirmation checked with axe in English and French.
 */

const pages = signedInPages();
const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
let projectId: string;
let projectName: string;

/** A datetime-local value `days` from now at 10:00 (after today in any time zone when days ≥ 2). */
const localInput = (days: number) => {
  const d = new Date(stackNow() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T10:00`;
};

/** An API path of the lead's agency. */
const path = (p: string) =>
  p
    .replace('{customerId}', pages.lead.info.customer.customerId)
    .replace('{nodeId}', pages.lead.info.customer.customerNodeId);

beforeAll(async () => {
  const { lead } = pages;
  const departments = await lead.call('GET', path(`${NODE}/Departments/All`));
  const department = departments.json.data.departmentsDTO.values.find((d: any) => d.name === 'Public Works');
  projectName = `Collaboration ${stackNow().toString(36)}`;
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

    const note = `Site visit booked ${stackNow().toString(36)}`;
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
    const subject = `Book the room ${stackNow().toString(36)}`;
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

  it('the lead attaches a small file to a note and sees it listed (axe in English)', async () => {
    const { page } = pages;
    await page.goto(`/projects/${projectId}/journal`);
    const entry = page.getByTestId('journal-entry').filter({ hasText: 'Kick-off meeting held.' });
    await expect.poll(() => entry.count()).toBe(1);
    await entry.getByRole('button', { name: 'Attach a file' }).click();
    const form = entry.getByTestId('attachment-form');
    await form.getByLabel('File to attach (up to 100 MB)').setInputFiles({
      name: 'minutes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Minutes of the kick-off meeting.'),
    });
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Upload' }).click();
    const file = entry
      .getByTestId('journal-attachments')
      .getByRole('button', { name: 'Download minutes.txt' });
    await expect.poll(() => file.count()).toBe(1);
    await expect.poll(() => form.count()).toBe(0);
    // Listed by the API too, with its size: the record exists only once S3 held the object.
    const journal = await pages.lead.call('GET', path(`${NODE}/ProjectJournals/All?projectId=${projectId}`));
    const listed = journal.json.data.projectJournalsDTO.values.flatMap((e: any) => e.attachments);
    expect(listed.map((a: any) => [a.fileName, a.size])).toEqual([['minutes.txt', 32]]);
  });

  it('the lead edits a note, then deletes it after a confirmation (axe on the dialog in English and French)', async () => {
    const { page } = pages;
    const note = `Draft note ${stackNow().toString(36)}`;
    const added = await pages.lead.call('POST', path(`${NODE}/ProjectJournals`), { projectId, note });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    await page.goto(`/projects/${projectId}/journal`);
    const entry = page.getByTestId('journal-entry').filter({ hasText: note });
    await expect.poll(() => entry.count()).toBe(1);

    await entry.getByRole('button', { name: /^Edit the entry of/ }).click();
    const edit = entry.getByTestId('journal-edit-form');
    await edit.getByLabel('Edit the note').fill(`${note} (final)`);
    await edit.getByRole('button', { name: 'Save note' }).click();
    await expect.poll(() => entry.textContent()).toContain(`${note} (final)`);
    await expect.poll(() => edit.count()).toBe(0);

    // Escape keeps the note: Cancel has the focus, so the keyboard never deletes by accident.
    const dialog = page.getByTestId('confirm-delete');
    await entry.getByRole('button', { name: /^Delete the entry of/ }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(
      await dialog.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => entry.count()).toBe(1);

    await entry.getByRole('button', { name: /^Delete the entry of/ }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => entry.count()).toBe(0);

    // The same dialog in French, on the kick-off note, then cancelled with the keyboard.
    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.reload();
    const kickOff = page.getByTestId('journal-entry').filter({ hasText: 'Kick-off meeting held.' });
    await kickOff.getByRole('button', { name: /^Supprimer l’entrée du/ }).click();
    await expect.poll(() => dialog.textContent()).toContain('Supprimer cette note?');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'en'));
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
