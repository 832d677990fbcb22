/**
 * What the e2e step needs before it starts: Debian's Chromium headless shell, installed when missing, and a fresh web/dist.
 * `npm test` runs this beside the integration tests, which leave one of the two cores idle; the e2e setup
 * checks both again and finds them done.
 */
import '../infra/local/node-version.js';
import { buildWebSync, webBuildState } from '../infra/local/web-build.js';
import { ensureHeadlessShell } from '../tests/e2e/support/browser.js';

ensureHeadlessShell();
if (webBuildState() !== 'fresh' && !buildWebSync()) process.exit(1);
