import { chromium, type Browser } from 'playwright-core';
import { ensureDebianPackage } from '../../../infra/local/debian-package.js';

/** Debian's Chromium (DESIGN §4): no browser download, the one the machine image carries. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
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

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
}

export async function closeBrowser(browser: Browser | undefined): Promise<void> {
  await browser?.close();
}
