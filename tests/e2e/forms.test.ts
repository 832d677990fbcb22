import { describe, expect, it } from 'vitest';
import { createMember, seriousViolations } from './support/app.js';
import { signedInPages } from './support/pages.js';

/**
 * Forms as a user leaves them, fills them and gets them wrong (docs/product/errors.md#unsaved-changes,
 * decision 019): the unsaved-changes prompt on every way out of a form.
 */

const pages = signedInPages();

function poll<T>(read: () => T | Promise<T>, timeout = 10_000) {
  return expect.poll(read, { timeout, interval: 100 });
}

const pathname = () => new URL(pages.page.url()).pathname;

/** Opens a fresh member's page and edits the first name: the form now holds unsaved changes. */
async function editMember(): Promise<string> {
  const member = await createMember(pages.lead, 'unsaved');
  await pages.page.goto(`/team/teammember/${member.userId}`);
  const firstName = pages.page.getByLabel('First name');
  await poll(() => firstName.inputValue()).toBe('Test');
  await firstName.fill('Edited');
  return `/team/teammember/${member.userId}`;
}

describe('unsaved changes', () => {
  it('a menu link asks Leave or Stay: Stay keeps the edit, Leave navigates', async () => {
    const here = await editMember();
    const nav = pages.page.getByRole('navigation', { name: 'Main navigation' });
    const dialog = pages.page.getByRole('alertdialog', { name: 'Leave this page?' });

    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText('You have unsaved changes.', { exact: false }).isVisible()).toBe(true);
    expect(await seriousViolations(pages.page)).toEqual([]);
    await pages.page.screenshot({ path: 'test-results/unsaved-dialog.png' });
    // The safe answer has the focus, so Enter never throws the edit away.
    expect(await pages.page.evaluate(() => document.activeElement?.textContent)).toBe('Stay');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await poll(() => dialog.count()).toBe(0);
    expect(pathname()).toBe(here);
    expect(await pages.page.getByLabel('First name').inputValue()).toBe('Edited');

    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await poll(pathname).toBe('/');
    expect(await dialog.count()).toBe(0);
  });

  it("the browser's back button asks too, and Leave goes back", async () => {
    const member = await createMember(pages.lead, 'unsavedback');
    await pages.page.goto('/team/all');
    // An in-app navigation, so that back stays inside the app.
    await pages.page.locator(`tr[data-email="${member.email}"] a`).first().click();
    await poll(pathname).toBe(`/team/teammember/${member.userId}`);
    const firstName = pages.page.getByLabel('First name');
    await poll(() => firstName.inputValue()).toBe('Test');
    await firstName.fill('Edited');

    const dialog = pages.page.getByRole('alertdialog', { name: 'Leave this page?' });
    await pages.page.goBack();
    await poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await poll(() => dialog.count()).toBe(0);
    expect(pathname()).toBe(`/team/teammember/${member.userId}`);
    expect(await firstName.inputValue()).toBe('Edited');

    await pages.page.goBack();
    await poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await poll(pathname).toBe('/team/all');
  });

  it('closing or reloading the tab asks the browser to confirm', async () => {
    await editMember();
    let asked = false;
    pages.page.on('dialog', (d) => {
      asked = d.type() === 'beforeunload';
      void d.dismiss();
    });
    // Playwright runs beforeunload handlers only when asked to.
    await pages.page.close({ runBeforeUnload: true });
    await poll(() => asked).toBe(true);
  });

  it('a form without changes navigates at once', async () => {
    const member = await createMember(pages.lead, 'clean');
    await pages.page.goto(`/team/teammember/${member.userId}`);
    await poll(() => pages.page.getByLabel('First name').inputValue()).toBe('Test');
    await pages.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await poll(pathname).toBe('/');
  });

  it('the dialog has no serious axe violations in French', async () => {
    await pages.context.addInitScript(() => localStorage.setItem('tenderbox.language', 'fr'));
    const member = await createMember(pages.lead, 'unsavedfr');
    await pages.page.goto(`/team/teammember/${member.userId}`);
    const firstName = pages.page.getByLabel('Prénom');
    await poll(() => firstName.inputValue()).toBe('Test');
    await firstName.fill('Modifié');
    await pages.page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Tableau de bord' })
      .click();
    const dialog = pages.page.getByRole('alertdialog', { name: 'Quitter cette page?' });
    await poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Rester' }).isVisible()).toBe(true);
    expect(await seriousViolations(pages.page)).toEqual([]);
  });
});

describe('activity and the session', () => {
  it('typing past the inactivity timeout keeps the user signed in, refreshing the session in the background', async () => {
    const { page } = pages;
    const timeoutMs = pages.lead.info.sessionTimeoutMinutes * 60_000;
    let refreshes = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/Utilities/RefreshSession')) refreshes += 1;
    });
    await page.clock.install();
    const here = await editMember();
    const field = page.getByLabel('First name');
    for (let elapsed = 0; elapsed < timeoutMs + 60_000; elapsed += 50_000) {
      await page.clock.fastForward(50_000);
      await field.press('End');
      await field.pressSequentially('x');
    }
    expect(await page.getByTestId('inactivity-dialog').count()).toBe(0);
    expect(pathname()).toBe(here);
    // Activity every 50 s: a refresh every other step, never more than once a minute.
    await poll(() => refreshes).toBeGreaterThanOrEqual(Math.floor(timeoutMs / 100_000) - 1);
    expect(refreshes).toBeLessThanOrEqual(Math.ceil((timeoutMs + 60_000) / 60_000));
  });

  it('a half-filled form left idle gets the warning before any logout, and keeps its text', async () => {
    const { page } = pages;
    await page.clock.install();
    const here = await editMember();
    await page.clock.fastForward(pages.lead.info.sessionTimeoutMinutes * 60_000 - 45_000);
    const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await poll(() => dialog.isVisible()).toBe(true);
    expect(pathname()).toBe(here);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Stay logged in');
    // Typing behind the warning does not answer it: only its buttons do.
    await page.keyboard.press('Shift');
    await dialog.getByRole('button', { name: 'Stay logged in' }).click();
    await poll(() => dialog.count()).toBe(0);
    expect(await page.getByLabel('First name').inputValue()).toBe('Edited');
  });
});

describe('focus (WCAG 2.4.3)', () => {
  const focused = () =>
    pages.page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { tag: el?.tagName.toLowerCase(), name: el?.getAttribute('name'), text: el?.textContent };
    });

  it('each login step starts at its first field: domain, then username', async () => {
    const { page } = pages;
    await pages.context.clearCookies();
    await page.goto('/login');
    await poll(focused).toMatchObject({ tag: 'input', name: 'domain' });
    await page.keyboard.type('demo');
    await page.keyboard.press('Enter');
    await poll(focused).toMatchObject({ tag: 'input', name: 'username' });
  });

  it('after an in-app navigation, the page heading has the focus', async () => {
    const { page } = pages;
    await page.goto('/');
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Welcome');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Team' })
      .click();
    await poll(pathname).toBe('/team/all');
    await poll(focused).toMatchObject({ tag: 'h1' });
    expect(await page.locator('#main h1').getAttribute('tabindex')).toBe('-1');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await poll(focused).toMatchObject({ tag: 'h1', text: expect.stringContaining('Welcome') });
  });
});

describe('error summary (GOV.UK pattern, decision 019)', () => {
  const focused = () =>
    pages.page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { testId: el?.getAttribute('data-testid'), name: el?.getAttribute('name') };
    });

  for (const lang of ['en', 'fr'] as const) {
    const text =
      lang === 'en'
        ? {
            title: 'There is a problem',
            firstName: 'First name',
            lastName: 'Last name',
            email: 'Email',
            submit: 'Add the team member',
            required: 'This field is required.',
            invalidEmail: 'Invalid Email Format',
          }
        : {
            title: 'Il y a un problème',
            firstName: 'Prénom',
            lastName: 'Nom de famille',
            email: 'Courriel',
            submit: 'Ajouter le membre de l’équipe',
            required: 'Ce champ est obligatoire.',
            invalidEmail: 'Format de courriel non valide',
          };

    it(`${lang}: a submit with two errors lists both, takes the focus, and each link focuses its field`, async () => {
      const { page } = pages;
      if (lang === 'fr')
        await pages.context.addInitScript(() => localStorage.setItem('tenderbox.language', 'fr'));
      await page.goto('/team/addteammember');
      const form = page.getByTestId('member-form');
      await poll(() => form.getByLabel(text.firstName).isVisible()).toBe(true);
      await form.getByLabel(text.lastName, { exact: true }).fill('Summary');
      await form.getByLabel(text.email, { exact: true }).fill('not-an-email');
      await form.getByRole('button', { name: text.submit }).click();

      const summary = page.getByTestId('error-summary');
      await poll(() => summary.isVisible()).toBe(true);
      expect(await summary.getByRole('heading', { level: 2 }).textContent()).toBe(text.title);
      // Each line names its field, as its label shows it.
      const colon = lang === 'fr' ? ' : ' : ': ';
      expect(await summary.getByRole('link').allTextContents()).toEqual([
        `${text.firstName}${colon}${text.required}`,
        `${text.email}${colon}${text.invalidEmail}`,
      ]);
      await poll(focused).toMatchObject({ testId: 'error-summary' });
      // The messages also stay under their fields.
      expect(await form.getByText(text.invalidEmail).count()).toBe(2);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/error-summary-${lang}.png`, fullPage: true });

      await summary.getByRole('link', { name: text.invalidEmail }).click();
      await poll(focused).toMatchObject({ name: 'email' });
      await summary.getByRole('link', { name: text.required }).click();
      await poll(focused).toMatchObject({ name: 'firstName' });
      // Links stay inside the page: no fragment navigation.
      expect(new URL(page.url()).hash).toBe('');

      // Fixing a field takes its line out of the summary; the focus stays in the field.
      await form.getByLabel(text.firstName).fill('Fixed');
      await poll(() => summary.getByRole('link').allTextContents()).toEqual([
        `${text.email}${colon}${text.invalidEmail}`,
      ]);
      expect(await focused()).toMatchObject({ name: 'firstName' });
      // The next failed submit focuses the summary again.
      await form.getByRole('button', { name: text.submit }).click();
      await poll(focused).toMatchObject({ testId: 'error-summary' });
    });
  }
});
