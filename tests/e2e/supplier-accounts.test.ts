import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackNow } from '../helpers/clock.js';
import { latestEmailTo, seriousViolations } from './support/app.js';
import { closeBrowser, launchBrowser } from './support/browser.js';
import { openPage } from './support/page.js';

/**
 * The supplier portal as a new supplier uses it (issue 9, decision 045): registers their company, is refused
 * a weak password at its field, verifies the email from the local mailbox, logs in and edits the profile;
 * every portal screen passes axe in English and French.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeBrowser(browser);
});

const h1 = (page: Page) => page.locator('h1');
/** A link of an email, as the path and query the browser opens on this app. */
const pathOf = (text: string, screen: string) => {
  const url = new URL(new RegExp(`http\\S+${screen}\\?\\S+`).exec(text)![0]);
  return `${url.pathname}${url.search}`;
};

async function axeClean(page: Page, screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

describe('supplier accounts', () => {
  it('a new supplier registers, verifies from the mailbox, logs in and edits the profile; axe in en and fr', async () => {
    const { context, page } = await openPage(browser);
    const email = `e2e-${stackNow().toString(36)}@northwind.example`;
    const company = `Northwind Paving ${stackNow().toString(36)}`;

    // Register: a weak password is refused at its field and in the summary, with nothing created.
    await page.goto('/portal/register');
    await expect.poll(() => h1(page).textContent()).toBe('Register your company');
    await axeClean(page, 'register en');
    await page.getByLabel('Company name').fill(company);
    const contacts = page.getByTestId('contacts');
    await contacts.getByLabel('First name').fill('Dana');
    await contacts.getByLabel('Last name').fill('Lee');
    await contacts.getByLabel('Email').fill('dana@northwind.example');
    await page.getByLabel('Local supplier').check();
    await page.getByLabel('First name').last().fill('Dana');
    await page.getByLabel('Last name').last().fill('Lee');
    await page.getByLabel('Email').last().fill(email);
    await page.getByLabel('Password', { exact: true }).fill('weakpass');
    await page.getByLabel('Confirm the password').fill('weakpass');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const summary = page.getByTestId('error-summary');
    await expect
      .poll(() => summary.getByRole('link').first().textContent())
      .toMatch(/^Password: The new password must have/);
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Password', { exact: true }).fill('Paving!2026');
    await page.getByLabel('Confirm the password').fill('Paving!2026');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect.poll(() => page.getByTestId('registered').textContent()).toContain(email);

    // Verify from the mailbox's link.
    const mail = await latestEmailTo(email);
    expect(mail.subject).toBe('Verify your email for the Tenderbox supplier portal');
    await page.goto(pathOf(mail.body.text!, '/portal/verify'));
    await expect
      .poll(() => page.getByTestId('verify-outcome').textContent())
      .toBe('Your email is verified. You can now log in.');
    await axeClean(page, 'verify en');

    // Log in, and land on the profile.
    await page.getByRole('link', { name: 'Log in', exact: true }).first().click();
    await expect.poll(() => h1(page).textContent()).toBe('Log in to the supplier portal');
    await axeClean(page, 'login en');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Paving!2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => h1(page).textContent()).toBe('Company profile');
    await expect.poll(() => page.getByLabel('Company name').inputValue()).toBe(company);
    await axeClean(page, 'profile en');

    // Edit the profile: a new name and the emergency flag, saved at its version.
    await page.getByLabel('Company name').fill(`${company} Ltd.`);
    await page.getByLabel('Available for emergencies').check();
    await page.getByRole('button', { name: 'Save the profile' }).click();
    await expect.poll(() => page.getByTestId('profile-saved').textContent()).toBe('The profile is saved.');
    await page.reload();
    await expect.poll(() => page.getByLabel('Company name').inputValue()).toBe(`${company} Ltd.`);
    expect(await page.getByLabel('Available for emergencies').isChecked()).toBe(true);
    await expect
      .poll(() => page.getByRole('region', { name: 'Company users' }).textContent())
      .toContain(email);

    await page.goto('/portal/forgot');
    await expect.poll(() => h1(page).textContent()).toBe('Reset your password');
    await axeClean(page, 'forgot en');
    await page.goto(`/portal/reset?email=${encodeURIComponent(email)}&token=${'t'.repeat(43)}`);
    await expect.poll(() => h1(page).textContent()).toBe('Choose a new password');
    await axeClean(page, 'reset en');

    // French: each screen again.
    await page.getByRole('button', { name: /Français/ }).click();
    await expect.poll(() => h1(page).textContent()).toBe('Choisir un nouveau mot de passe');
    await axeClean(page, 'reset fr');
    const screens: [string, string][] = [
      ['/portal/profile', 'Profil de l’entreprise'],
      ['/portal/register', 'Inscrire votre entreprise'],
      ['/portal/login', 'Se connecter au portail des fournisseurs'],
      ['/portal/forgot', 'Réinitialiser votre mot de passe'],
      [
        `/portal/verify?email=${encodeURIComponent(email)}&token=${'t'.repeat(43)}`,
        'Vérifier votre courriel',
      ],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect.poll(() => h1(page).textContent()).toBe(title);
      if (path.startsWith('/portal/verify'))
        await expect
          .poll(() => page.getByTestId('verify-outcome').textContent())
          .toMatch(/^Ce lien n’est pas valide/);
      await axeClean(page, `${path} fr`);
    }
    await context.close();
  });
});
