import { chromium, type Browser } from 'playwright-core';
import { ensureDebianPackage } from '../../../infra/local/debian-package.js';

/** Debian's Chromium (decision 073): no browser download, the one the machine image carries. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Debian's build of Chromium's headless shell, the browser Playwright itself runs headless tests in: the
 * same Blink and V8 as CHROMIUM_PATH without the desktop browser around them. The e2e tests and the bench's
 * page measurements drive it; Lighthouse keeps the full browser, whose figures it is calibrated on.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Makes sure Chromium is installed: as root it installs Debian's package, otherwise it says how. */
export function ensureChromium(): string {
  ensureDebianPackage({
    command: CHROMIUM_PATH,
    versionArgs: ['--version'],
    packageName: 'chromium',
    why: 'The e2e tests need Chromium',
  });
  return CHROMIUM_PATH;
}

/** Makes sure the headless shell is installed, as ensureChromium does for the full browser. */
export function ensureHeadlessShell(): string {
  ensureDebianPackage({
    command: HEADLESS_SHELL_PATH,
    versionArgs: ['--version'],
    packageName: 'chromium-headless-shell',
    why: 'The e2e tests run in Chromium’s headless shell',
  });
  return HEADLESS_SHELL_PATH;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureHeadlessShell(), args: CHROMIUM_ARGS });
}

export async function closeBrowser(browser: Browser | undefined): Promise<void> {
  await browser?.close();
}
